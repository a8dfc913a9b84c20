import {
  ArrowDown,
  ArrowUp,
  Copy,
  LayoutList,
  Pencil,
  Plus,
  Trash2,
} from "lucide-react";
import {
  useEffect,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from "react";
import { css, cx } from "styled-system/css";
import { formatNumber } from "../locales/format";
import type { OwnerListing } from "../shared/contract/qr-revision";
import { thumbnailUrl } from "../shared/media";
import {
  MAX_MENU_ITEMS,
  MENU_DESCRIPTION_MAX,
  MENU_NAME_MAX,
  formatPrice,
  menuCurrencies,
  menuName,
  menuItemsOf,
  parsePriceInput,
  type ListingMenu,
  type MenuCurrency,
} from "../shared/menu";
import { container, iconButton } from "../shared/ui";
import { ErrorSummary, summaryLines } from "./lib/error-summary";
import { describedBy, Field } from "./lib/field";
import { focusField } from "./lib/focus-error";
import { fieldError, input } from "./lib/form-styles";
import { PHOTO_ACCEPT } from "./lib/photo-prep";
import { PhotoOverlay, PhotoRetry } from "./lib/photo-status";
import {
  photoJob,
  refusedOnSight,
  type PhotoSay,
  type PhotoStep,
} from "./lib/upload";
import { useT } from "./lib/use-t";
import {
  call,
  dataOf,
  endSessionIfUnauthorized,
  NetworkError,
  qrClient,
  uploadImage,
  type UploadedImage,
} from "./qr/api";
import { AreaHeader, wideOnly, type AreaChrome } from "./qr/area-header";
import { BusyButton } from "./qr/fields";
import {
  checkDraft,
  draftErrorsOf,
  draftKey,
  draftOf,
  edits,
  emptyDraft,
  itemCount,
  menuOfDraft,
  readStoredDraft,
  sameDraft,
  type DraftItem,
  type DraftSection,
  type MenuDraft,
} from "./qr/menu-draft";
import { notify, Notices, resolveNotices } from "./qr/notices";
import { clearSession, readSession, type QrSession } from "./qr/session";

/** The menu of the owner's edit waiting for review, if any (an admin's read has no revision). */
const pendingMenu = (b: object) => {
  const { revision } = b as Partial<OwnerListing>;
  return revision?.status === "pending" ? revision.proposed.menu : undefined;
};

/** The admin's session as the admin app keeps it (token and user in localStorage), or null. */
function adminSession(): QrSession | null {
  const token = localStorage.getItem("token");
  const user = (() => {
    try {
      return JSON.parse(localStorage.getItem("user") ?? "null") as {
        username?: string;
      } | null;
    } catch {
      return null;
    }
  })();
  return token && user?.username
    ? { token, user: { username: user.username } }
    : null;
}
import {
  bigSpinner,
  centered,
  errorBox,
  main,
  pageTitle,
  panel,
  screen,
  smallButton,
} from "./qr/styles";

/** The source of the notices about the editor's fields (see `resolveNotices`). */
const SUMMARY = "qr-menu-editor";

const note = css({
  bg: "rgba(99,102,241,0.12)",
  borderRadius: "xl",
  paddingInline: "4",
  paddingBlock: "3",
  fontSize: "sm",
  lineHeight: "1.8",
});
const grid2 = css({
  display: "grid",
  gap: "3",
  gridTemplateColumns: { base: "1fr", md: "1fr 1fr" },
});
const sectionBox = cx(
  panel,
  css({ display: "grid", gap: "4", padding: { base: "4", md: "6" } }),
);
const headRow = css({
  display: "flex",
  alignItems: "center",
  gap: "2",
  "& h2": {
    flex: "1",
    minInlineSize: 0,
    fontWeight: "bold",
    fontSize: "lg",
    overflowWrap: "anywhere",
  },
});
const tools = css({ display: "flex", gap: "1", flexShrink: 0 });
const itemList = css({ display: "grid", gap: "2" });
// A hidden item is drawn dashed (and tagged), not faded: faded text would be too pale to read.
const itemBox = css({
  borderWidth: "1px",
  borderColor: "border",
  borderRadius: "xl",
  bg: "surfaceStrong",
  "&[data-hidden]": { borderStyle: "dashed" },
});
const itemRow = css({
  display: "flex",
  alignItems: "center",
  gap: "2",
  padding: "2",
  minBlockSize: "14",
});
const itemThumb = css({
  inlineSize: "11",
  blockSize: "11",
  borderRadius: "md",
  objectFit: "cover",
  flexShrink: 0,
  bg: "surface",
});
const itemText = css({
  flex: "1",
  minInlineSize: 0,
  display: "grid",
  "& strong": {
    fontWeight: "semibold",
    overflow: "hidden",
    textOverflow: "ellipsis",
    whiteSpace: "nowrap",
  },
});
const itemMeta = css({
  display: "flex",
  flexWrap: "wrap",
  gap: "1.5",
  fontSize: "xs",
  color: "muted",
  alignItems: "center",
});
const tag = css({
  borderRadius: "full",
  paddingInline: "2",
  fontWeight: "bold",
  bg: "rgba(248,113,113,0.15)",
  color: "danger",
});
const check = css({
  display: "inline-flex",
  alignItems: "center",
  gap: "1.5",
  fontSize: "xs",
  fontWeight: "semibold",
  minBlockSize: "11",
  paddingInline: "2",
  borderRadius: "lg",
  cursor: "pointer",
  flexShrink: 0,
  "& input": {
    inlineSize: "5",
    blockSize: "5",
    accentColor: "var(--brand-primary)",
  },
});
const itemPanel = css({
  display: "grid",
  gap: "3",
  padding: "3",
  borderBlockStartWidth: "1px",
  borderColor: "border",
});
const actions = css({
  display: "flex",
  flexWrap: "wrap",
  gap: "2",
  alignItems: "center",
});
const saveBar = css({
  position: "sticky",
  insetBlockEnd: "0",
  zIndex: 10,
  bg: "bg",
  borderBlockStartWidth: "1px",
  borderColor: "border",
  paddingBlock: "3",
  marginBlockStart: "6",
  display: "flex",
  gap: "3",
  alignItems: "center",
  justifyContent: "space-between",
  flexWrap: "wrap",
});
const fileInput = css({
  position: "absolute",
  inlineSize: "1px",
  blockSize: "1px",
  overflow: "hidden",
  clipPath: "inset(50%)",
  whiteSpace: "nowrap",
  "&:focus-visible + label": {
    outline: "2px solid token(colors.primary)",
    outlineOffset: "2px",
  },
});

type Phase =
  | { state: "loading" }
  | { state: "ready" }
  | { state: "failed"; message: string };
type SaveError = { field?: string; message: string; label?: string };
/** A listing as this screen needs it. */
interface Listing {
  name: string;
  status: string;
  pending: boolean;
}
/** A photo on its way for an item: its job (kept for a retry), its local preview and its step. */
interface Upload {
  preview: string;
  step?: PhotoStep;
}

/** The control of a field: `{section or item id}.{field}` as an element id. */
const fieldId = (key: string) => `mf-${key.replace(".", "-")}`;
/** The ids of every item a stored menu has. */
const idsOf = (...menus: (ListingMenu | null | undefined)[]) =>
  new Set(menus.flatMap((m) => menuItemsOf(m).map(({ item }) => item.id)));

/**
 * The owner's menu editor, `/qr/business/{id}/menu`: sections of items with names in both
 * languages, descriptions, prices and photos, reordered with buttons, duplicated, hidden and
 * marked sold out. "Sold out" and "hidden" of a saved item are saved at once (no review); the
 * rest is saved with the menu, which for an approved listing is sent for review. Unsaved work is
 * kept on the phone, so a failed save, a reload or a lost connection never loses it.
 *
 * With `admin`, an admin edits the listing's live menu (`PUT /api/qr/admin/{id}`, no review):
 * the switches are saved with the menu, and photos can be removed but not added (a listing shows
 * only its owner's uploads).
 */
export default function QrMenuEditor(
  props: AreaChrome & { id: number; admin?: boolean },
) {
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
  const [open, setOpen] = useState<Set<string>>(new Set());
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saveErrors, setSaveErrors] = useState<SaveError[]>([]);
  const [saving, setSaving] = useState(false);
  const [uploads, setUploads] = useState<Record<string, Upload>>({});
  const jobs = useRef(
    new Map<string, ReturnType<typeof photoJob<UploadedImage>>>(),
  );
  const errorBoxRef = useRef<HTMLDivElement>(null);
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
        const waiting = pendingMenu(b);
        const start = draftOf(waiting === undefined ? b.menu : waiting);
        setListing({
          name: b.business_name,
          status: b.status,
          pending: waiting !== undefined,
        });
        // An admin's switches are saved with the menu: none of its items counts as "saved at once".
        setServerIds(admin ? new Set() : idsOf(b.menu, waiting));
        setBaseline(start);
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

  const dirty = phase.state === "ready" && !sameDraft(draft, baseline);
  // Unsaved work stays on the phone until it is saved (or discarded).
  useEffect(() => {
    if (phase.state !== "ready") return;
    if (dirty) localStorage.setItem(draftKey(id, admin), JSON.stringify(draft));
    else localStorage.removeItem(draftKey(id, admin));
  }, [draft, dirty, id, admin, phase.state]);

  const change = (next: (d: MenuDraft) => MenuDraft) => setDraft(next);
  const clearError = (key: string) =>
    errors[key] && setErrors((er) => ({ ...er, [key]: "" }));
  const toggleOpen = (itemId: string, value?: boolean) =>
    setOpen((o) => {
      const next = new Set(o);
      if (value ?? !next.has(itemId)) next.add(itemId);
      else next.delete(itemId);
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

  /** "Sold out" or "hidden": at once on the server for a saved item, else with the next save. */
  async function flag(
    item: DraftItem,
    key: "sold_out" | "hidden",
    value: boolean,
  ) {
    change((d) => edits.item(d, item.id, { [key]: value }));
    if (!serverIds.has(item.id) || !session) return;
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
      setBaseline((b) => edits.item(b, item.id, { [key]: value }));
      notify("success", res.body?.message ?? m("switchSaved"));
    } catch (error) {
      change((d) => edits.item(d, item.id, { [key]: !value }));
      notify(
        "error",
        error instanceof NetworkError
          ? t("qr.area.common.networkError")
          : (error as Error).message,
        m("saveError"),
      );
    }
  }

  /** Prepares, uploads and sets an item's photo; a failed upload stays with why and a retry. */
  async function runPhoto(itemId: string) {
    const job = jobs.current.get(itemId);
    if (!job) return;
    const outcome = await job.run();
    if (outcome.kind === "cancelled" || jobs.current.get(itemId) !== job)
      return;
    if (outcome.kind === "stored") {
      change((d) => edits.item(d, itemId, { image_url: outcome.data.url }));
      jobs.current.delete(itemId);
      setUploads(
        ({ [itemId]: done, ...rest }) => (
          done && setTimeout(() => URL.revokeObjectURL(done.preview), 0), rest
        ),
      );
      return;
    }
    if (outcome.kind === "unusable") {
      jobs.current.delete(itemId);
      setUploads(({ [itemId]: _gone, ...rest }) => rest);
      setErrors((er) => ({ ...er, [`${itemId}.image_url`]: outcome.message }));
      return void notify("error", outcome.message, m("saveError"));
    }
    if (endSessionIfUnauthorized(outcome)) return;
    notify("error", outcome.message, m("saveError"));
  }

  function pickPhoto(itemId: string, file: File) {
    const refused = refusedOnSight(file, say);
    if (refused)
      return void setErrors((er) => ({
        ...er,
        [`${itemId}.image_url`]: refused,
      }));
    jobs.current.get(itemId)?.cancel();
    clearError(`${itemId}.image_url`);
    const preview = URL.createObjectURL(file);
    const job = photoJob<UploadedImage>({
      file,
      say,
      send: (photo, onProgress, signal) =>
        uploadImage(photo, {
          kind: "gallery",
          businessId: String(id),
          token: session?.token ?? "",
          lang,
          onProgress,
          signal,
        }),
      onStep: (step) =>
        setUploads((u) => ({ ...u, [itemId]: { preview, step } })),
    });
    jobs.current.set(itemId, job);
    setUploads((u) => ({
      ...u,
      [itemId]: { preview, step: { step: "preparing" } },
    }));
    void runPhoto(itemId);
  }

  function removePhoto(itemId: string) {
    jobs.current.get(itemId)?.cancel();
    jobs.current.delete(itemId);
    setUploads(({ [itemId]: _gone, ...rest }) => rest);
    change((d) => edits.item(d, itemId, { image_url: null }));
  }

  /** Names each field in error by its item or section, for the summary. */
  function labelOf(key: string) {
    const [owner, field] = key.split(".");
    const section = draft.sections.find((s) => s.id === owner);
    const item = draft.sections
      .flatMap((s) => s.items)
      .find((i) => i.id === owner);
    const name = (item ?? section)?.name_ar || m("untitled");
    return `${name}: ${t(`menu.fields.${field}`)}`;
  }

  function fail(problems: SaveError[]) {
    const lines = summaryLines(problems);
    setSaveErrors(lines);
    const first = lines.find((p) => p.field)?.field;
    // Items with an error open, so their fields can be reached.
    setOpen(
      (o) =>
        new Set([
          ...o,
          ...lines.flatMap((p) => (p.field ? [p.field.split(".")[0]] : [])),
        ]),
    );
    notify(
      "error",
      lines[0].message,
      m("saveError"),
      first ? { source: SUMMARY } : {},
    );
    requestAnimationFrame(() => {
      const target = first ? document.getElementById(fieldId(first)) : null;
      if (target) focusField(target);
      else errorBoxRef.current?.focus();
    });
  }

  async function save(e: FormEvent) {
    e.preventDefault();
    if (saving || !session) return;
    const photos = Object.values(uploads);
    if (photos.some((u) => u.step?.step !== "failed"))
      return void notify("error", m("waitUploads"), m("saveError"));
    // A photo whose upload failed is still on screen: saving now would leave it out without a word.
    if (photos.length)
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
          label: labelOf(field),
        })),
      );
    }
    setSaving(true);
    setSaveErrors([]);
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
            label: labelOf(field),
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
      notify(
        "success",
        res.body?.message || m(reviewed ? "sentForReview" : "saved"),
      );
    } catch (error) {
      if (!(error instanceof NetworkError)) throw error;
      fail([{ message: t("qr.area.common.networkError") }]);
    } finally {
      setSaving(false);
    }
  }

  function discard() {
    setDraft(baseline);
    setRestored(false);
    setErrors({});
    setSaveErrors([]);
  }

  const count = itemCount(draft);
  const full = count >= MAX_MENU_ITEMS;
  const named = saveErrors.filter((p) => p.field);
  const stillWrong = named.filter((p) => errors[p.field!]);
  const summary =
    named.length && !stillWrong.length
      ? []
      : saveErrors.filter((p) => !p.field || stillWrong.includes(p));
  useEffect(
    () => void (summary.length || resolveNotices(SUMMARY)),
    [summary.length],
  );

  const text = (
    key: string,
    value: string,
    onValue: (v: string) => void,
    label: string,
    opts: {
      max: number;
      required?: boolean;
      area?: boolean;
      ltr?: boolean;
      hint?: string;
      inputMode?: "decimal";
    },
  ) => {
    const fid = fieldId(key);
    const error = errors[key] || undefined;
    const common = {
      id: fid,
      name: key.split(".")[1],
      value,
      maxLength: opts.max,
      dir: opts.ltr ? "ltr" : "auto",
      className: input,
      disabled: saving,
      "aria-required": opts.required || undefined,
      ...describedBy(fid, error, opts.hint),
      onChange: (e: { target: { value: string } }) => {
        onValue(e.target.value);
        clearError(key);
      },
    };
    return (
      <Field
        id={fid}
        name={key}
        label={label}
        error={error}
        hint={opts.hint}
        required={opts.required}
      >
        {opts.area ? (
          <textarea {...common} rows={2} />
        ) : (
          <input
            {...common}
            type="text"
            inputMode={opts.inputMode}
            autoComplete="off"
          />
        )}
      </Field>
    );
  };

  return (
    <div className={screen}>
      <Notices
        label={t("qr.area.notice.region")}
        dismissLabel={t("qr.area.notice.dismiss")}
      />
      <AreaHeader
        chrome={props}
        t={t}
        welcome={session?.user.username}
        accountLink={!admin}
      >
        <a
          href={admin ? "/admin/qr-listings" : "/qr/dashboard"}
          className={smallButton}
          aria-label={t("qr.area.header.dashboard")}
          data-testid="dashboard-link"
        >
          <LayoutList
            size={16}
            aria-hidden
            className={css({ display: { sm: "none" } })}
          />
          <span className={wideOnly}>{t("qr.area.header.dashboard")}</span>
        </a>
      </AreaHeader>
      <main
        id="main"
        className={cx(container, main, css({ maxInlineSize: "3xl" }))}
      >
        <h1 className={cx(pageTitle, css({ marginBlockEnd: "4" }))} dir="auto">
          {listing.name ? m("titleOf", { name: listing.name }) : m("title")}
        </h1>
        {phase.state === "loading" ? (
          <div
            className={centered}
            data-testid="menu-loading"
            data-needs-script
          >
            <span className={bigSpinner} aria-hidden />
            <span>{t("qr.area.common.loading")}</span>
          </div>
        ) : phase.state === "failed" ? (
          <div className={errorBox} role="alert" data-testid="menu-error">
            <strong>{m("loadError")}</strong>
            <p>{phase.message}</p>
            <a
              href="/qr/dashboard"
              className={cx(smallButton, css({ marginBlockStart: "3" }))}
            >
              {m("backToListing")}
            </a>
          </div>
        ) : (
          <form
            method="post"
            noValidate
            onSubmit={save}
            className={css({ display: "grid", gap: "4" })}
            aria-busy={saving}
            data-testid="menu-editor"
          >
            <p
              className={css({
                color: "muted",
                fontSize: "sm",
                lineHeight: "1.8",
              })}
            >
              {m("intro")}
            </p>
            {reviewed && (
              <p className={note} role="note" data-testid="menu-review-notice">
                {m("reviewNotice")}
              </p>
            )}
            {listing.pending && (
              <p className={note} role="note" data-testid="revision-pending">
                {m("pendingNotice")}
              </p>
            )}
            {restored && (
              <div
                className={cx(note, actions)}
                role="status"
                data-testid="menu-draft-restored"
              >
                <span className={css({ flex: "1" })}>{m("draftRestored")}</span>
                <button type="button" className={smallButton} onClick={discard}>
                  {m("discardDraft")}
                </button>
              </div>
            )}
            <ErrorSummary
              boxRef={errorBoxRef}
              alert
              testId="save-error"
              heading={m("saveError")}
              lines={summary.map((p) =>
                p.field ? { ...p, target: fieldId(p.field) } : p,
              )}
            />
            <Field id="mf-currency" name="currency" label={m("currency")}>
              <select
                id="mf-currency"
                name="currency"
                className={cx(input, css({ maxInlineSize: "xs" }))}
                value={draft.currency}
                disabled={saving}
                onChange={(e) =>
                  change((d) =>
                    edits.currency(d, e.target.value as MenuCurrency),
                  )
                }
              >
                {menuCurrencies.map((c) => (
                  <option key={c} value={c}>
                    {t(`menu.currency.${c}`)}
                  </option>
                ))}
              </select>
            </Field>
            {!draft.sections.length && (
              <p
                className={css({
                  color: "muted",
                  textAlign: "center",
                  paddingBlock: "6",
                })}
                data-testid="menu-empty"
              >
                {m("empty")}
              </p>
            )}
            {draft.sections.map((s, si) => (
              <SectionEditor
                key={s.id}
                section={s}
                lang={lang}
                index={si}
                last={si === draft.sections.length - 1}
                m={m}
                disabled={saving}
                onMove={(step) => {
                  change((d) => edits.moveSection(d, s.id, step));
                  refocus([`mv-${step}-${s.id}`, `mv-${-step}-${s.id}`]);
                }}
                onRemove={() => {
                  if (
                    s.items.length &&
                    !confirm(
                      m("removeSectionConfirm", {
                        name: s.name_ar || m("untitled"),
                        count: formatNumber(s.items.length, lang),
                      }),
                    )
                  )
                    return;
                  change((d) => edits.removeSection(d, s.id));
                }}
                fields={
                  <div className={grid2}>
                    {text(
                      `${s.id}.name_ar`,
                      s.name_ar,
                      (v) =>
                        change((d) => edits.section(d, s.id, { name_ar: v })),
                      m("sectionName_ar"),
                      { max: MENU_NAME_MAX, required: true },
                    )}
                    {text(
                      `${s.id}.name_en`,
                      s.name_en,
                      (v) =>
                        change((d) => edits.section(d, s.id, { name_en: v })),
                      m("sectionName_en"),
                      { max: MENU_NAME_MAX, ltr: true },
                    )}
                  </div>
                }
              >
                {!s.items.length && (
                  <p className={css({ color: "muted", fontSize: "sm" })}>
                    {m("emptySection")}
                  </p>
                )}
                <ul className={itemList}>
                  {s.items.map((item, ii) => {
                    const name = menuName(item, lang) || m("untitled");
                    const upload = uploads[item.id];
                    const photo =
                      upload?.preview ??
                      (item.image_url
                        ? thumbnailUrl(item.image_url, 44)
                        : null);
                    const price = parsePriceInput(item.price, draft.currency);
                    const isOpen = open.has(item.id);
                    const first = si === 0 && ii === 0;
                    const lastItem =
                      si === draft.sections.length - 1 &&
                      ii === s.items.length - 1;
                    return (
                      <li
                        key={item.id}
                        className={itemBox}
                        data-hidden={item.hidden ? "" : undefined}
                        data-testid="menu-edit-item"
                        data-item={item.id}
                      >
                        <div className={itemRow}>
                          {photo && (
                            <img
                              src={photo}
                              alt=""
                              width={44}
                              height={44}
                              className={itemThumb}
                            />
                          )}
                          <div className={itemText}>
                            <strong dir="auto">{name}</strong>
                            <span className={itemMeta}>
                              {typeof price === "number" && (
                                <span>
                                  {formatPrice(price, draft.currency, lang)}
                                </span>
                              )}
                              {item.sold_out && (
                                <span className={tag}>{m("soldOutBadge")}</span>
                              )}
                              {item.hidden && (
                                <span className={tag}>{m("hiddenBadge")}</span>
                              )}
                            </span>
                          </div>
                          <label className={check}>
                            <input
                              type="checkbox"
                              checked={item.sold_out}
                              disabled={saving}
                              onChange={(e) =>
                                void flag(item, "sold_out", e.target.checked)
                              }
                              data-testid="menu-soldout-toggle"
                            />
                            {m("soldOut")}
                          </label>
                          <button
                            type="button"
                            className={iconButton}
                            aria-expanded={isOpen}
                            aria-controls={`mi-${item.id}`}
                            aria-label={m("edit", { name })}
                            title={m("edit", { name })}
                            onClick={() => toggleOpen(item.id)}
                            data-testid="menu-item-edit"
                          >
                            <Pencil size={16} aria-hidden />
                          </button>
                        </div>
                        {isOpen && (
                          <div id={`mi-${item.id}`} className={itemPanel}>
                            <div className={grid2}>
                              {text(
                                `${item.id}.name_ar`,
                                item.name_ar,
                                (v) =>
                                  change((d) =>
                                    edits.item(d, item.id, { name_ar: v }),
                                  ),
                                m("name_ar"),
                                { max: MENU_NAME_MAX, required: true },
                              )}
                              {text(
                                `${item.id}.name_en`,
                                item.name_en,
                                (v) =>
                                  change((d) =>
                                    edits.item(d, item.id, { name_en: v }),
                                  ),
                                m("name_en"),
                                { max: MENU_NAME_MAX, ltr: true },
                              )}
                            </div>
                            {text(
                              `${item.id}.price`,
                              item.price,
                              (v) =>
                                change((d) =>
                                  edits.item(d, item.id, { price: v }),
                                ),
                              m(`priceIn.${draft.currency}`),
                              {
                                max: 20,
                                hint: m("priceHint"),
                                inputMode: "decimal",
                              },
                            )}
                            {text(
                              `${item.id}.description_ar`,
                              item.description_ar,
                              (v) =>
                                change((d) =>
                                  edits.item(d, item.id, { description_ar: v }),
                                ),
                              m("description_ar"),
                              { max: MENU_DESCRIPTION_MAX, area: true },
                            )}
                            {text(
                              `${item.id}.description_en`,
                              item.description_en,
                              (v) =>
                                change((d) =>
                                  edits.item(d, item.id, { description_en: v }),
                                ),
                              m("description_en"),
                              {
                                max: MENU_DESCRIPTION_MAX,
                                area: true,
                                ltr: true,
                              },
                            )}
                            <PhotoField
                              canAdd={!admin}
                              itemId={item.id}
                              name={name}
                              photo={
                                upload?.preview ??
                                (item.image_url
                                  ? thumbnailUrl(item.image_url, 96)
                                  : null)
                              }
                              step={upload?.step}
                              error={
                                errors[`${item.id}.image_url`] || undefined
                              }
                              m={m}
                              say={say}
                              lang={lang}
                              disabled={saving}
                              onPick={(file) => pickPhoto(item.id, file)}
                              onRemove={() => removePhoto(item.id)}
                              onRetry={() => void runPhoto(item.id)}
                            />
                            <label className={check}>
                              <input
                                type="checkbox"
                                checked={item.hidden}
                                disabled={saving}
                                onChange={(e) =>
                                  void flag(item, "hidden", e.target.checked)
                                }
                                data-testid="menu-hidden-toggle"
                              />
                              {m("hidden")}
                            </label>
                            <p
                              className={css({
                                color: "muted",
                                fontSize: "xs",
                              })}
                            >
                              {serverIds.has(item.id)
                                ? m("switchSaved")
                                : m("switchDraft")}
                            </p>
                            <div className={actions}>
                              <button
                                type="button"
                                id={`mv--1-${item.id}`}
                                className={iconButton}
                                disabled={saving || first}
                                aria-label={m("moveItemUp", { name })}
                                title={m("moveItemUp", { name })}
                                onClick={() => {
                                  change((d) => edits.moveItem(d, item.id, -1));
                                  refocus([
                                    `mv--1-${item.id}`,
                                    `mv-1-${item.id}`,
                                  ]);
                                }}
                              >
                                <ArrowUp size={16} aria-hidden />
                              </button>
                              <button
                                type="button"
                                id={`mv-1-${item.id}`}
                                className={iconButton}
                                disabled={saving || lastItem}
                                aria-label={m("moveItemDown", { name })}
                                title={m("moveItemDown", { name })}
                                onClick={() => {
                                  change((d) => edits.moveItem(d, item.id, 1));
                                  refocus([
                                    `mv-1-${item.id}`,
                                    `mv--1-${item.id}`,
                                  ]);
                                }}
                              >
                                <ArrowDown size={16} aria-hidden />
                              </button>
                              <button
                                type="button"
                                className={iconButton}
                                disabled={saving || full}
                                aria-label={m("duplicate", { name })}
                                title={m("duplicate", { name })}
                                onClick={() =>
                                  change((d) =>
                                    edits.duplicateItem(d, item.id, (n) =>
                                      m("copyOf", { name: n }),
                                    ),
                                  )
                                }
                                data-testid="menu-item-duplicate"
                              >
                                <Copy size={16} aria-hidden />
                              </button>
                              <button
                                type="button"
                                className={cx(
                                  iconButton,
                                  css({ color: "danger" }),
                                )}
                                disabled={saving}
                                aria-label={m("remove", { name })}
                                title={m("remove", { name })}
                                onClick={() => {
                                  removePhoto(item.id);
                                  change((d) => edits.removeItem(d, item.id));
                                }}
                                data-testid="menu-item-remove"
                              >
                                <Trash2 size={16} aria-hidden />
                              </button>
                              <button
                                type="button"
                                className={cx(
                                  smallButton,
                                  css({ marginInlineStart: "auto" }),
                                )}
                                onClick={() => toggleOpen(item.id, false)}
                              >
                                {m("close")}
                              </button>
                            </div>
                          </div>
                        )}
                      </li>
                    );
                  })}
                </ul>
                <button
                  type="button"
                  className={cx(
                    smallButton,
                    css({ justifySelf: "start", minBlockSize: "11" }),
                  )}
                  disabled={saving || full}
                  onClick={() => {
                    const fresh = edits.addItem(draft, s.id);
                    const added = fresh.sections[si].items.at(-1);
                    change(() => fresh);
                    if (added) {
                      toggleOpen(added.id, true);
                      requestAnimationFrame(() =>
                        document
                          .getElementById(fieldId(`${added.id}.name_ar`))
                          ?.focus(),
                      );
                    }
                  }}
                  data-testid="menu-add-item"
                >
                  <Plus size={16} aria-hidden /> {m("addItem")}
                </button>
              </SectionEditor>
            ))}
            <button
              type="button"
              className={cx(
                smallButton,
                css({ justifySelf: "start", minBlockSize: "11" }),
              )}
              disabled={saving}
              onClick={() => {
                const fresh = edits.addSection(draft);
                const added = fresh.sections.at(-1)!;
                change(() => fresh);
                requestAnimationFrame(() =>
                  document
                    .getElementById(fieldId(`${added.id}.name_ar`))
                    ?.focus(),
                );
              }}
              data-testid="menu-add-section"
            >
              <Plus size={16} aria-hidden /> {m("addSection")}
            </button>
            {full && (
              <p className={fieldError}>
                {m("tooManyItems", { max: formatNumber(MAX_MENU_ITEMS, lang) })}
              </p>
            )}
            <div className={saveBar} data-toast-avoid>
              <span
                className={css({ fontSize: "sm", color: "muted" })}
                data-testid="menu-count"
              >
                {m("count", {
                  items: formatNumber(count, lang),
                  sections: formatNumber(draft.sections.length, lang),
                })}
                {dirty && (
                  <strong
                    className={css({ color: "warning", display: "block" })}
                  >
                    {m("unsaved")}
                  </strong>
                )}
              </span>
              <BusyButton type="submit" busy={saving} data-testid="menu-save">
                {saving ? m("saving") : m(reviewed ? "sendForReview" : "save")}
              </BusyButton>
            </div>
          </form>
        )}
      </main>
    </div>
  );
}

type M = (key: string, params?: Record<string, string | number>) => string;

/** One section: its names, its move and delete buttons, then its items. */
function SectionEditor(props: {
  section: DraftSection;
  lang: AreaChrome["lang"];
  index: number;
  last: boolean;
  m: M;
  disabled: boolean;
  onMove: (step: -1 | 1) => void;
  onRemove: () => void;
  fields: ReactNode;
  children: ReactNode;
}) {
  const { section: s, index, last, m, disabled, lang } = props;
  const name = menuName(s, lang) || m("untitled");
  return (
    <section
      className={sectionBox}
      aria-labelledby={`ms-${s.id}`}
      data-testid="menu-edit-section"
    >
      <div className={headRow}>
        <h2 id={`ms-${s.id}`} dir="auto">
          {menuName(s, lang) ||
            m("sectionTitle", { n: formatNumber(index + 1, lang) })}
        </h2>
        <div className={tools}>
          <button
            type="button"
            id={`mv--1-${s.id}`}
            className={iconButton}
            disabled={disabled || index === 0}
            aria-label={m("moveSectionUp", { name })}
            title={m("moveSectionUp", { name })}
            onClick={() => props.onMove(-1)}
          >
            <ArrowUp size={16} aria-hidden />
          </button>
          <button
            type="button"
            id={`mv-1-${s.id}`}
            className={iconButton}
            disabled={disabled || last}
            aria-label={m("moveSectionDown", { name })}
            title={m("moveSectionDown", { name })}
            onClick={() => props.onMove(1)}
          >
            <ArrowDown size={16} aria-hidden />
          </button>
          <button
            type="button"
            className={cx(iconButton, css({ color: "danger" }))}
            disabled={disabled}
            aria-label={m("removeSection", { name })}
            title={m("removeSection", { name })}
            onClick={props.onRemove}
          >
            <Trash2 size={16} aria-hidden />
          </button>
        </div>
      </div>
      {props.fields}
      {props.children}
    </section>
  );
}

/** An item's photo: a preview, the picker (a button-like label in the page's language), remove and retry. */
function PhotoField(props: {
  canAdd: boolean;
  itemId: string;
  name: string;
  photo: string | null;
  step?: PhotoStep;
  error?: string;
  m: M;
  say: PhotoSay;
  lang: AreaChrome["lang"];
  disabled: boolean;
  onPick: (file: File) => void;
  onRemove: () => void;
  onRetry: () => void;
}) {
  const { itemId, photo, step, error, m, say, lang, disabled } = props;
  const fid = fieldId(`${itemId}.image_url`);
  return (
    <div>
      <p
        className={css({
          fontWeight: "semibold",
          fontSize: "sm",
          marginBlockEnd: "1.5",
        })}
      >
        {m("photo")}
      </p>
      <div className={actions}>
        {photo && (
          <div
            className={css({
              position: "relative",
              inlineSize: "24",
              blockSize: "24",
              borderRadius: "xl",
              overflow: "hidden",
              bg: "surface",
            })}
          >
            <img
              src={photo}
              alt=""
              className={css({
                inlineSize: "full",
                blockSize: "full",
                objectFit: "cover",
              })}
            />
            <PhotoOverlay step={step} say={say} lang={lang} />
          </div>
        )}
        <PhotoRetry
          step={step}
          say={say}
          onRetry={props.onRetry}
          label={props.name}
          id={`${fid}-failed`}
        />
        {props.canAdd && (
          <span
            className={css({ position: "relative", display: "inline-flex" })}
          >
            <input
              id={fid}
              type="file"
              accept={PHOTO_ACCEPT}
              className={fileInput}
              disabled={disabled}
              aria-invalid={!!error}
              aria-describedby={error ? `${fid}-error` : undefined}
              data-testid="menu-item-photo"
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = "";
                if (file) props.onPick(file);
              }}
            />
            <label
              htmlFor={fid}
              className={cx(smallButton, css({ minBlockSize: "11" }))}
            >
              {photo ? m("changePhoto") : m("addPhoto")}
            </label>
          </span>
        )}
        {photo && (
          <button
            type="button"
            className={cx(smallButton, css({ minBlockSize: "11" }))}
            onClick={props.onRemove}
            disabled={disabled}
          >
            {m("removePhoto")}
          </button>
        )}
      </div>
      {error && (
        <p id={`${fid}-error`} className={fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}
