import type { InferResponseType } from "hono/client";
import { Bell, CircleCheck, CircleX, Info } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { css, cx } from "styled-system/css";
import { formatDateTime, formatNumber } from "../../locales/format";
import type { Lang, Translate } from "../../locales/i18n";
import type { OwnerNotification } from "../../shared/contract/qr-notifications";
import { noticeHeadline, noticeNotes } from "../../shared/owner-notice";
import { iconButton } from "../../shared/ui";
import { Modal } from "../lib/modal";
import { call, endSessionIfUnauthorized, NetworkError, qrClient } from "./api";
import { BusyButton } from "./fields";
import { smallButton } from "./styles";

/** How many notices one request brings: the newest first, "show older" for the next ones. */
const PAGE = 20;

/** The list's answer as the route types it: the notices and `meta` (total, pages, unread). */
type ListAnswer = Extract<InferResponseType<ReturnType<typeof qrClient>["notifications"]["$get"], 200>, { success: true }>;

interface State {
  status: "loading" | "ready" | "failed";
  items: OwnerNotification[];
  total: number;
  /** How many of all the owner's notices are unread (the bell's count). */
  unread: number;
  page: number;
}

/**
 * The owner's notices: loaded with the dashboard (the bell shows the unread count at once),
 * paged newest first, and marked read once shown.
 */
export function useOwnerNotifications(lang: Lang, token: string | undefined) {
  const [state, setState] = useState<State>({ status: "loading", items: [], total: 0, unread: 0, page: 0 });
  const load = useCallback(
    async (page: number) => {
      if (!token) return;
      if (page === 1) setState((s) => ({ ...s, status: "loading" }));
      try {
        const res = await call(qrClient(lang, token).notifications.$get({ query: { page: String(page), limit: String(PAGE) } }));
        if (endSessionIfUnauthorized(res)) return;
        const body = res.body as ListAnswer | null;
        if (!res.ok || !body?.data) return setState((s) => ({ ...s, status: "failed" }));
        setState((s) => ({
          status: "ready",
          items: page === 1 ? body.data : [...s.items, ...body.data.filter((n) => !s.items.some((m) => m.id === n.id))],
          total: body.meta.total,
          unread: body.meta.unread,
          page,
        }));
      } catch (error) {
        if (!(error instanceof NetworkError)) throw error;
        setState((s) => ({ ...s, status: "failed" }));
      }
    },
    [lang, token],
  );
  useEffect(() => void load(1), [load]);

  /** Marks these notices read on the server; the bell takes the count the server answers. */
  const markRead = useCallback(
    async (ids: number[]) => {
      if (!token || !ids.length) return;
      const readAt = new Date().toISOString();
      setState((s) => ({ ...s, items: s.items.map((n) => (ids.includes(n.id) && !n.read_at ? { ...n, read_at: readAt } : n)) }));
      const res = await call(qrClient(lang, token).notifications.read.$post({ json: { ids } })).catch(() => null);
      if (res && endSessionIfUnauthorized(res)) return;
      const unread = res?.ok ? res.body?.data?.unread : undefined;
      if (typeof unread === "number") setState((s) => ({ ...s, unread }));
    },
    [lang, token],
  );
  const reload = useCallback(() => load(1), [load]);
  return { ...state, reload, loadMore: () => load(state.page + 1), markRead };
}

export type OwnerNotifications = ReturnType<typeof useOwnerNotifications>;

// The count sits on the bell's corner (its inline end, so on the left in Arabic), red as unread
// counts are everywhere, and never wider than it needs.
const countBadge = css({
  position: "absolute",
  insetBlockStart: "-1",
  insetInlineEnd: "-1",
  minInlineSize: "5",
  blockSize: "5",
  paddingInline: "1",
  display: "grid",
  placeItems: "center",
  borderRadius: "full",
  bg: "#dc2626",
  color: "white",
  fontSize: "xs",
  fontWeight: "bold",
  lineHeight: "1",
  boxShadow: "0 0 0 2px token(colors.bg)",
});

/** The header's bell: its name says how many are unread, for screen readers too. */
export function NotificationsBell({ unread, lang, t, onOpen }: { unread: number; lang: Lang; t: Translate; onOpen: () => void }) {
  const label = unread > 0 ? t("qr.area.notifications.openUnread", { count: unread }) : t("qr.area.notifications.open");
  return (
    <button type="button" data-testid="notifications-open" className={cx(iconButton, css({ position: "relative" }))} aria-label={label} aria-haspopup="dialog" onClick={onOpen}>
      <Bell size={16} aria-hidden />
      {unread > 0 && (
        <span data-testid="unread-count" className={countBadge} aria-hidden>
          {formatNumber(unread, lang)}
        </span>
      )}
    </button>
  );
}

const list = css({ display: "grid", gap: "3", listStyle: "none", padding: 0, margin: 0 });
const item = css({
  display: "grid",
  gridTemplateColumns: "auto minmax(0, 1fr)",
  columnGap: "3",
  rowGap: "1",
  padding: "3",
  borderRadius: "xl",
  borderWidth: "1px",
  borderColor: "border",
  bg: "surface",
  "&[data-fresh=true]": { borderColor: "primary", bg: "rgba(99,102,241,0.08)" },
});
const headline = css({ fontWeight: "bold", lineHeight: "1.6", overflowWrap: "anywhere" });
const quote = css({
  margin: 0,
  paddingInlineStart: "3",
  borderInlineStartWidth: "3px",
  borderColor: "border",
  color: "muted",
  fontSize: "sm",
  lineHeight: "1.7",
  whiteSpace: "pre-line",
  overflowWrap: "anywhere",
});
const when = css({ color: "muted", fontSize: "xs", display: "flex", gap: "2", alignItems: "center", flexWrap: "wrap" });
const freshTag = css({ color: "accent", fontWeight: "bold" });

/** A tick for what was approved or published, a cross for what was refused or taken down, else a note. */
function KindIcon({ kind }: { kind: OwnerNotification["kind"] }) {
  const good = /_(approved|reinstated|republished)$/.test(kind);
  const bad = /_(rejected|suspended|unpublished)$/.test(kind);
  const Icon = good ? CircleCheck : bad ? CircleX : Info;
  return <Icon size={20} aria-hidden className={css({ color: good ? "success" : bad ? "danger" : "accent", marginBlockStart: "0.5" })} />;
}

/**
 * The list of notices, newest first, in a dialog: each the decision in a sentence, the admin's
 * notes quoted, and when. What was unread when the list opened is marked "new" while it stays
 * open, and read on the server as soon as it is shown (the bell's count goes to zero).
 */
export function NotificationsDialog({ open, onClose, feed, lang, t }: { open: boolean; onClose: () => void; feed: OwnerNotifications; lang: Lang; t: Translate }) {
  const w = (key: string) => t(`qr.area.notifications.${key}`);
  // The ids that were unread when shown in this opening: they keep their "new" mark until it closes.
  const [fresh, setFresh] = useState<ReadonlySet<number>>(new Set());
  const [loadingMore, setLoadingMore] = useState(false);
  const { items, markRead, status } = feed;

  useEffect(() => {
    if (!open) return setFresh((shown) => (shown.size ? new Set() : shown));
    const unseen = items.filter((n) => !n.read_at).map((n) => n.id);
    if (!unseen.length) return;
    setFresh((shown) => new Set([...shown, ...unseen]));
    void markRead(unseen);
  }, [open, items, markRead]);

  const more = async () => {
    setLoadingMore(true);
    try {
      await feed.loadMore();
    } finally {
      setLoadingMore(false);
    }
  };

  return (
    <Modal open={open} onClose={onClose} title={w("title")} closeLabel={t("qr.area.common.close")}>
      <div data-testid="notifications" aria-busy={status === "loading"}>
        {status === "failed" && !items.length ? (
          <div role="alert" className={css({ display: "grid", gap: "3", justifyItems: "start" })}>
            <p className={css({ color: "danger" })}>{w("loadError")}</p>
            <button type="button" className={smallButton} onClick={() => void feed.reload()}>
              {t("qr.area.common.retry")}
            </button>
          </div>
        ) : status === "loading" && !items.length ? (
          <p className={css({ color: "muted" })}>{t("qr.area.common.loading")}</p>
        ) : !items.length ? (
          <p data-testid="notifications-empty" className={css({ color: "muted", lineHeight: "1.8" })}>
            {w("empty")}
          </p>
        ) : (
          <ul className={list}>
            {items.map((n) => {
              const notes = noticeNotes(t, n);
              const isFresh = fresh.has(n.id);
              return (
                <li key={n.id} className={item} data-testid="notification" data-kind={n.kind} data-fresh={isFresh}>
                  <KindIcon kind={n.kind} />
                  <div className={css({ display: "grid", gap: "1.5", minInlineSize: 0 })}>
                    <p className={headline}>{noticeHeadline(t, n)}</p>
                    {notes && (
                      <blockquote data-testid="notification-notes" className={quote}>
                        {notes}
                      </blockquote>
                    )}
                    <p className={when}>
                      {isFresh && <span className={freshTag}>{w("new")}</span>}
                      <time dateTime={n.created_at}>{formatDateTime(n.created_at, lang)}</time>
                    </p>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
        {items.length > 0 && items.length < feed.total && (
          <BusyButton data-testid="notifications-more" className={cx(smallButton, css({ marginBlockStart: "3", minBlockSize: "11", inlineSize: "full" }))} onClick={more} busy={loadingMore}>
            {w("more")}
          </BusyButton>
        )}
      </div>
    </Modal>
  );
}
