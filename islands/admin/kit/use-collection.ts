import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useSearch } from "wouter";
import { navigate } from "wouter/use-browser-location";
import { errorMessage, type ListQuery, type Page, type PageMeta } from "../core/api";
import { useAdmin } from "../core/i18n";
import { toast } from "../core/toasts";

/** Rows per page of every admin list (the server allows 1 to 200). */
export const PAGE_SIZE = 50;

/** How long the search box waits after the last key before it asks the server. */
export const SEARCH_DELAY_MS = 300;

/**
 * A list's search, filters, sort and page, kept in the address bar (`?q=…&status=…&sort=…&page=2`)
 * so a reload, a shared link or the browser's back button brings the same view back. A value
 * equal to its default is left out of the address. Changing anything but the page goes back to
 * page 1. Typing a search replaces the history entry (no entry per key); the rest adds one.
 */
export function useListParams(defaults: Record<string, string>) {
  const search = useSearch();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const get = (name: string) => params.get(name) ?? defaults[name] ?? "";
  const set = (changes: Record<string, string>, options: { replace?: boolean } = {}) => {
    const next = new URLSearchParams(location.search);
    for (const [name, value] of Object.entries(changes)) {
      if (!value || value === (defaults[name] ?? "")) next.delete(name);
      else next.set(name, value);
    }
    if (!("page" in changes)) next.delete("page");
    const query = next.toString();
    navigate(`${location.pathname}${query ? `?${query}` : ""}`, {
      replace: options.replace,
    });
  };
  return { params, get, set };
}

/** A list's page load: a typed call of its route, `pages(client.users.$get)`, so the row type is the server's. */
export type ListCall<T, Q> = (query: ListQuery<Q>) => Promise<Page<T>>;

export interface ListOptions<Q> {
  /** The list's filters and their defaults, e.g. `{ status: "all" }`, named as the route's query names them. */
  filters?: ListQuery<Q>;
  /** The server's default sort (left out of the address), e.g. "-created_at". */
  sort?: string;
}

/**
 * One admin list, paged by the server: the page in the address is loaded (search, filters, sort),
 * and saves and deletes then keep the shown page in step locally (no reload flicker). Answers
 * that arrive after a newer request are dropped, so a fast typist never sees an older result.
 * Every failure is told, so an admin is never left guessing.
 */
export function useCollection<T extends { id: number }, Q>(listCall: ListCall<T, Q>, options: ListOptions<Q> = {}) {
  const { t } = useAdmin();
  const filterDefaults: Record<string, string> = { ...options.filters };
  const defaults = {
    q: "",
    page: "1",
    sort: options.sort ?? "",
    ...filterDefaults,
  };
  const url = useListParams(defaults);
  const [items, setItems] = useState<T[] | null>(null);
  const [meta, setMeta] = useState<PageMeta | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [loadedKey, setLoadedKey] = useState<string | null>(null);
  const latest = useRef(0);
  // The latest call, so a screen may build it while rendering: only the view in the address reloads.
  const loadPage = useRef(listCall);
  loadPage.current = listCall;

  // Only the parameters this list knows go to the server, in a stable order.
  const names = ["q", "page", "sort", ...Object.keys(filterDefaults)];
  const query: Record<string, string> = {};
  for (const name of names) if (url.get(name)) query[name] = url.get(name);
  const key = JSON.stringify(query);

  const load = useCallback(async () => {
    const call = ++latest.current;
    setError(null);
    setBusy(true);
    try {
      // The names are the list's own (search, page, sort) and its filters, whose names the options'
      // type checks against the route's query; gathered by name here, hence this cast.
      const query = { ...(JSON.parse(key) as Record<string, string>), limit: String(PAGE_SIZE) } as ListQuery<Q>;
      const page = await loadPage.current(query);
      if (call !== latest.current) return;
      setItems(page.data);
      setMeta(page.meta);
      setLoadedKey(key);
    } catch (e) {
      if (call !== latest.current) return;
      setError(errorMessage(e));
      toast("error", errorMessage(e));
    } finally {
      if (call === latest.current) setBusy(false);
    }
  }, [key]);
  useEffect(() => void load(), [load]);

  const upsert = (item: T) => {
    const known = items?.some((i) => i.id === item.id);
    setItems((list) => {
      const current = list ?? [];
      return current.some((i) => i.id === item.id) ? current.map((i) => (i.id === item.id ? item : i)) : [item, ...current];
    });
    if (!known) setMeta((m) => m && { ...m, total: m.total + 1 });
  };
  const drop = (id: number) => {
    setItems((list) => list?.filter((i) => i.id !== id) ?? null);
    setMeta((m) => m && { ...m, total: Math.max(0, m.total - 1) });
  };

  /** Deletes by the route's typed call, then drops it from the list; false (and an error toast) when the server refuses. */
  const remove = async (item: T, call: (id: number) => Promise<unknown>) => {
    try {
      await call(item.id);
      drop(item.id);
      toast("success", t("common.deleted"));
      return true;
    } catch (e) {
      toast("error", errorMessage(e));
      return false;
    }
  };

  const filtered = Object.keys(filterDefaults).some((name) => url.get(name) !== filterDefaults[name]);
  return {
    items,
    setItems,
    meta,
    error,
    busy,
    /** The shown rows answer the view in the address (no request under way). */
    settled: !busy && loadedKey === key,
    load,
    upsert,
    drop,
    remove,
    /** The view in the address: search, sort, page and each filter. */
    q: url.get("q"),
    sort: url.get("sort"),
    page: Math.max(1, Number(url.get("page")) || 1),
    filter: (name: string) => url.get(name),
    /** Whether a search or filter narrows the list (an empty answer then means "no matches"). */
    narrowed: url.get("q") !== "" || filtered,
    setQuery: (q: string) => url.set({ q }, { replace: true }),
    setFilter: (name: string, value: string) => url.set({ [name]: value }),
    setSort: (sort: string) => url.set({ sort }),
    setPage: (page: number) => url.set({ page: String(page) }),
  };
}

export type Collection<T extends { id: number }> = ReturnType<typeof useCollection<T, unknown>>;

/**
 * The search box's own text, sent to the address (and so to the server) once typing pauses; it
 * follows the address when that changes from outside (back button, reload).
 */
export function useDebouncedSearch(value: string, commit: (value: string) => void) {
  const [draft, setDraft] = useState(value);
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => {
    if (!pending.current) setDraft(value);
  }, [value]);
  useEffect(() => () => void (pending.current && clearTimeout(pending.current)), []);
  const change = (next: string) => {
    setDraft(next);
    if (pending.current) clearTimeout(pending.current);
    pending.current = setTimeout(() => {
      pending.current = null;
      if (next.trim() !== value) commit(next.trim());
    }, SEARCH_DELAY_MS);
  };
  return [draft, change] as const;
}

/**
 * Whether a screen's inline form is open: `/blog/new` (a quick action, or the new button) opens
 * it for a new item, edit opens it for one item; cancel and save go back to the plain list. The
 * list's search, filters and page stay in the address throughout. Edit first loads the whole item
 * (`get`, the route's `GET …/:id`): list rows leave out long fields such as an article's text.
 */
export function useFormMode<T extends { id: number }>(base: string, creating: boolean, get: (id: number) => Promise<T>) {
  const [editing, setEditing] = useState<T | null>(null);
  const back = () => navigate(`/admin${base}${location.search}`);
  const startNew = () => {
    setEditing(null);
    navigate(`/admin${base}/new${location.search}`);
  };
  const startEdit = async (item: { id: number }) => {
    let full: T;
    try {
      full = await get(item.id);
    } catch (e) {
      toast("error", errorMessage(e));
      return;
    }
    setEditing(full);
    if (creating) back();
  };
  const close = () => {
    setEditing(null);
    if (creating) back();
  };
  useEffect(() => {
    // Scroll the form into view when it opens, since it sits above a possibly long list. At once,
    // not smoothly: the form opens only once the item has loaded, and a page still gliding a
    // moment later would move the rows under the admin's next tap.
    if (creating || editing) document.querySelector("[data-testid=item-form]")?.scrollIntoView({ block: "start" });
  }, [creating, editing]);
  return {
    editing,
    formOpen: creating || editing !== null,
    startNew,
    startEdit,
    close,
  };
}

/** Whether the screen is wide enough for the table view (the card view below that). */
export function useWide(query = "(min-width: 1024px)") {
  const [wide, setWide] = useState(() => typeof matchMedia === "function" && matchMedia(query).matches);
  useEffect(() => {
    const media = matchMedia(query);
    const update = () => setWide(media.matches);
    update();
    media.addEventListener("change", update);
    return () => media.removeEventListener("change", update);
  }, [query]);
  return wide;
}
