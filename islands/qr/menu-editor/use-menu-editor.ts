import { useEffect, useState, type FormEvent } from "react";
import type { Lang, Messages } from "../../../locales/i18n";
import { useSaveErrors } from "../use-save-errors";
import type { PhotoSay } from "../../lib/upload";
import { useT } from "../../lib/use-t";
import {
  call,
  dataOf,
  endSessionIfUnauthorized,
  NetworkError,
  qrClient,
} from "../api";
import {
  checkDraft,
  draftErrorsOf,
  draftKey,
  draftOf,
  edits,
  emptyDraft,
  menuOfDraft,
  readStoredDraft,
  sameDraft,
  type DraftItem,
  type MenuDraft,
} from "../menu-draft";
import { notify, resolveNotices } from "../notices";
import { clearSession, readSession, type QrSession } from "../session";
import {
  adminSession,
  fieldId,
  idsOf,
  pendingMenu,
  SUMMARY,
  type EditorKit,
  type Listing,
  type Phase,
  type SaveError,
} from "./helpers";
import { useSaveStatus } from "../save-status";
import { useItemPhotos } from "./use-item-photos";

/**
 * Everything the menu editor knows and does, without drawing: it reads the session and the
 * listing's menu once, keeps the draft (and on the phone, until saved, so a reload loses
 * nothing), saves it, and sends the instant switches (sold out, hidden) of saved items.
 */
export function useMenuEditor(props: {
  lang: Lang;
  messages: Messages;
  id: number;
  admin?: boolean;
}) {
  const { lang, id, admin } = props;
  const t = useT(props.messages, lang);
  const m = (key: string, params?: Record<string, string | number>) =>
    t(`menu.editor.${key}`, params);
  const say: PhotoSay = (key, params) => t(`photo.${key}`, params);
  const [session, setSession] = useState<QrSession | null>(null);
  const [phase, setPhase] = useState<Phase>({ state: "loading" });
  const [listing, setListing] = useState<Listing>({
    name: "",
    status: "",
    pending: false,
  });
  const [draft, setDraft] = useState<MenuDraft>(emptyDraft);
  // The menu as the server has it, to tell unsaved changes from saved ones.
  const [baseline, setBaseline] = useState<MenuDraft>(emptyDraft);
  const [serverIds, setServerIds] = useState<Set<string>>(new Set());
  const [restored, setRestored] = useState(false);
  // The rows (items, or a section's names) whose fields are open: one at a time, or those a
  // refused save found wrong.
  const [open, setOpen] = useState<Set<string>>(new Set());
  // What the last save left to say beside the save button (saved at, or what to do).
  const status = useSaveStatus();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  // An owner's edit of an approved listing is reviewed; an admin's is not.
  const reviewed =
    !admin &&
    (listing.status === "approved" || listing.status === "unpublished");
  /** A 401: the session is over; its owner (or admin) signs in again. */
  const unauthorized = (res: { status: number }) => {
    if (!admin) return endSessionIfUnauthorized(res);
    if (res.status === 401) location.assign("/admin/login");
    return res.status === 401;
  };

  const change = (next: (d: MenuDraft) => MenuDraft) => {
    setDraft(next);
    status.changed();
  };
  const clearError = (key: string) =>
    errors[key] && setErrors((er) => ({ ...er, [key]: "" }));
  const photos = useItemPhotos({
    listingId: id,
    token: session?.token,
    lang,
    m,
    say,
    change,
    setFieldError: (key, message) =>
      setErrors((er) => (er[key] || message ? { ...er, [key]: message } : er)),
  });

  useEffect(() => {
    const s = admin ? adminSession() : readSession(localStorage);
    if (!s)
      return void (admin
        ? location.replace("/admin/login")
        : (clearSession(localStorage), location.replace("/qr/login")));
    setSession(s);
    void (async () => {
      try {
        const api = qrClient(lang, s.token);
        const res = await call(
          admin
            ? api.admin[":id"].$get({ param: { id: String(id) } })
            : api.businesses.edit[":id"].$get({ param: { id: String(id) } }),
        );
        if (unauthorized(res)) return;
        const b = res.ok ? dataOf(res) : undefined;
        if (!b) throw new Error(res.body?.message || m("loadError"));
        const start = adopt(b, false);
        const kept = readStoredDraft(localStorage, draftKey(id, admin));
        if (kept && !sameDraft(kept, start)) {
          setDraft(kept);
          setRestored(true);
        } else setDraft(start);
        setPhase({ state: "ready" });
      } catch (error) {
        const message =
          error instanceof NetworkError
            ? t("qr.area.common.networkError")
            : (error as Error).message || m("loadError");
        notify("error", message, m("loadError"));
        setPhase({ state: "failed", message });
      }
    })();
    // The session and the menu are read once, when the island wakes up.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  /**
   * Takes the menu a listing's answer carries (the edit waiting for review, else the live one) as
   * the saved menu, and as the draft unless `draft` is false; returns it.
   */
  function adopt(b: { business_name: string; status: string; menu: Parameters<typeof draftOf>[0] }, draftToo = true) {
    const waiting = pendingMenu(b);
    const start = draftOf(waiting === undefined ? b.menu : waiting);
    setListing({ name: b.business_name, status: b.status, pending: waiting !== undefined });
    // An admin's switches are saved with the menu: none of its items counts as "saved at once".
    setServerIds(admin ? new Set() : idsOf(b.menu, waiting));
    setBaseline(start);
    if (draftToo) setDraft(start);
    return start;
  }

  const dirty = phase.state === "ready" && !sameDraft(draft, baseline);
  // Unsaved work stays on the phone until it is saved (or discarded).
  useEffect(() => {
    if (phase.state !== "ready") return;
    if (dirty) localStorage.setItem(draftKey(id, admin), JSON.stringify(draft));
    else localStorage.removeItem(draftKey(id, admin));
  }, [draft, dirty, id, admin, phase.state]);

  /** Opens a row (closing the one open before) or closes it; `value` says which, else it flips. */
  const toggleOpen = (rowId: string, value?: boolean) =>
    setOpen((o) => {
      if (value ?? !o.has(rowId)) return new Set([rowId]);
      const next = new Set(o);
      next.delete(rowId);
      return next;
    });
  /** After a move, the focus stays on the button that moved the entry (or its twin at an end). */
  const refocus = (ids: string[]) =>
    requestAnimationFrame(() =>
      ids
        .map((x) => document.getElementById(x) as HTMLButtonElement | null)
        .find((b) => b && !b.disabled)
        ?.focus(),
    );

  /**
   * "Sold out" or "hidden": at once on the server for a saved item, else with the next save. A
   * sold-out mark takes the time the server gives it (a new one in the draft has none until saved).
   */
  async function flag(
    item: DraftItem,
    key: "sold_out" | "hidden",
    value: boolean,
  ) {
    const set = (since: string | null = null) => (d: MenuDraft) =>
      key === "sold_out"
        ? edits.soldOut(d, item.id, value, since)
        : edits.item(d, item.id, { hidden: value });
    const undo = (d: MenuDraft) =>
      key === "sold_out"
        ? edits.soldOut(d, item.id, !value, item.sold_out_since)
        : edits.item(d, item.id, { hidden: !value });
    change(set());
    if (!serverIds.has(item.id) || !session) return;
    status.saving();
    try {
      const res = await call(
        qrClient(lang, session.token).businesses[":id"].menu.items[
          ":itemId"
        ].$patch({
          param: { id: String(id), itemId: item.id },
          json: { [key]: value },
        }),
      );
      if (unauthorized(res)) return;
      if (!res.ok) throw new Error(res.body?.message || m("saveError"));
      const answer = dataOf(res);
      const since = answer && "sold_out_since" in answer ? answer.sold_out_since : null;
      setDraft(set(since));
      setBaseline(set(since));
      status.saved();
      notify("success", res.body?.message ?? m("switchSaved"));
    } catch (error) {
      setDraft(undo);
      status.failed(error instanceof NetworkError ? { network: true } : { message: (error as Error).message });
      notify(
        "error",
        error instanceof NetworkError
          ? t("qr.area.common.networkError")
          : (error as Error).message,
        m("saveError"),
      );
    }
  }

  /**
   * Names each field in error by its item or section, for the summary; a size's field by the
   * size's number too ("قهوة: الحجم ٢، السعر").
   */
  function labelOf(key: string) {
    const [owner, field, variantId, variantField] = key.split(".");
    const section = draft.sections.find((s) => s.id === owner);
    const item = draft.sections
      .flatMap((s) => s.items)
      .find((i) => i.id === owner);
    const name = (item ?? section)?.name_ar || m("untitled");
    if (field === "variants") {
      const n = item?.variants.findIndex((v) => v.id === variantId) ?? -1;
      return `${name}: ${variantField && n >= 0 ? m("variantField", { n: n + 1, field: t(`menu.fields.${variantField}`) }) : m("variants")}`;
    }
    if (field === "tags") return `${name}: ${m("tags")}`;
    return `${name}: ${t(`menu.fields.${field}`)}`;
  }

  // The summary, the error notice and the focus of a refused save, as every QR form has them.
  const saveErrors = useSaveErrors({
    source: SUMMARY,
    title: m("saveError"),
    errors,
    controlId: fieldId,
    label: labelOf,
    status,
  });

  function fail(problems: SaveError[], how: { network?: boolean } = {}) {
    // The rows with an error open (and only those), so their fields can be reached.
    const wrong = problems.flatMap((p) => (p.field ? [p.field.split(".")[0]] : []));
    if (wrong.length) setOpen(new Set(wrong));
    saveErrors.fail(problems, how);
  }

  async function save(e: FormEvent) {
    e.preventDefault();
    if (saving || !session) return;
    const uploading = Object.values(photos.uploads);
    if (uploading.some((u) => u.step?.step !== "failed"))
      return void notify("error", m("waitUploads"), m("saveError"));
    // A photo whose upload failed is still on screen: saving now would leave it out without a word.
    if (uploading.length)
      return void notify("error", t("photo.fixFailed"), m("saveError"));
    const problems = checkDraft(draft);
    if (Object.keys(problems).length) {
      const texts = Object.fromEntries(
        Object.entries(problems).map(([k, key]) => [k, m(key)]),
      );
      setErrors(texts);
      return fail(
        Object.entries(texts).map(([field, message]) => ({
          field,
          message,
        })),
      );
    }
    setSaving(true);
    saveErrors.clear();
    status.saving();
    const sent = draft;
    try {
      const api = qrClient(lang, session.token);
      const json = menuOfDraft(sent);
      const res = await call(
        admin
          ? api.admin[":id"].$put({
              param: { id: String(id) },
              json: { menu: json },
            })
          : api.businesses[":id"].menu.$put({
              param: { id: String(id) },
              json,
            }),
      );
      if (unauthorized(res)) return;
      if (!res.ok) {
        const fields = draftErrorsOf(res.body?.errors ?? {}, sent);
        setErrors(fields);
        return fail([
          { message: res.body?.message || m("saveError") },
          ...Object.entries(fields).map(([field, message]) => ({
            field,
            message,
          })),
        ]);
      }
      const b = dataOf(res);
      const waiting = b && pendingMenu(b);
      if (!admin) setServerIds(idsOf(b?.menu, waiting));
      setListing((l) => ({ ...l, pending: waiting !== undefined }));
      setBaseline(sent);
      setErrors({});
      setRestored(false);
      resolveNotices(SUMMARY);
      status.saved({ review: reviewed });
      notify(
        "success",
        res.body?.message || m(reviewed ? "sentForReview" : "saved"),
      );
    } catch (error) {
      if (!(error instanceof NetworkError)) throw error;
      fail([{ message: t("qr.area.common.networkError") }], { network: true });
    } finally {
      setSaving(false);
    }
  }

  function discard() {
    setDraft(baseline);
    status.reset();
    setRestored(false);
    setErrors({});
    saveErrors.clear();
  }


  const kit: EditorKit = {
    t,
    m,
    say,
    lang,
    currency: draft.currency,
    saving,
    errors,
    clearError,
    change,
    refocus,
  };
  return {
    id,
    kit,
    session,
    baseline,
    adopt,
    phase,
    listing,
    draft,
    dirty,
    reviewed,
    restored,
    open,
    toggleOpen,
    status,
    serverIds,
    photos,
    flag,
    save,
    discard,
    // What is still wrong of the last refused save (a field fixed since leaves it).
    summary: saveErrors.lines,
    errorBoxRef: saveErrors.boxRef,
  };
}

/** What `useMenuEditor` gives the editor's parts. */
export type MenuEditorState = ReturnType<typeof useMenuEditor>;
