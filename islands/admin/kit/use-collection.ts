import { useCallback, useEffect, useState } from "react";
import { navigate } from "wouter/use-browser-location";
import { api, errorMessage } from "../core/api";
import { useAdmin } from "../core/i18n";
import { toast } from "../core/toasts";

/**
 * One admin list: loaded once, then kept in step locally after each save and delete (no reload
 * flicker). Every failure is told, so an admin is never left guessing.
 */
export function useCollection<T extends { id: number }>(path: string) {
  const { t } = useAdmin();
  const [items, setItems] = useState<T[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(async () => {
    setError(null);
    try {
      setItems(await api<T[]>(path));
    } catch (e) {
      setError(errorMessage(e));
      toast("error", errorMessage(e));
    }
  }, [path]);
  useEffect(() => void load(), [load]);

  const upsert = (item: T) =>
    setItems((list) => {
      const current = list ?? [];
      return current.some((i) => i.id === item.id) ? current.map((i) => (i.id === item.id ? item : i)) : [item, ...current];
    });
  const drop = (id: number) => setItems((list) => list?.filter((i) => i.id !== id) ?? null);

  /** DELETE, then drop it from the list; false (and an error toast) when the server refuses. */
  const remove = async (item: T) => {
    try {
      await api(`${path}/${item.id}`, { method: "DELETE" });
      drop(item.id);
      toast("success", t("common.deleted"));
      return true;
    } catch (e) {
      toast("error", errorMessage(e));
      return false;
    }
  };
  return { items, setItems, error, load, upsert, drop, remove };
}

/**
 * Whether a screen's inline form is open: `/blog/new` (a quick action, or the new button) opens
 * it for a new item, edit opens it for one item; cancel and save go back to the plain list.
 */
export function useFormMode<T>(base: string, creating: boolean) {
  const [editing, setEditing] = useState<T | null>(null);
  const startNew = () => {
    setEditing(null);
    navigate(`/admin${base}/new`);
  };
  const startEdit = (item: T) => {
    setEditing(item);
    if (creating) navigate(`/admin${base}`);
  };
  const close = () => {
    setEditing(null);
    if (creating) navigate(`/admin${base}`);
  };
  useEffect(() => {
    // Scroll the form into view when it opens, since it sits above a possibly long grid.
    if (creating || editing) document.querySelector("[data-testid=item-form]")?.scrollIntoView({ block: "start", behavior: "smooth" });
  }, [creating, editing]);
  return { editing, formOpen: creating || editing !== null, startNew, startEdit, close };
}
