import { Plus } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { formatNumber } from "../locales/format";
import { css, cx } from "styled-system/css";
import { container, ghostButton, primaryButton } from "../shared/ui";
import { Modal } from "./lib/modal";
import { useT } from "./lib/use-t";
import { call, dataOf, endSessionIfUnauthorized, NetworkError, qrClient, logOut, sessionOrLogin } from "./qr/api";
import { LoadingNote } from "./qr/loading-note";
import { LogoutButton, OwnerScreen, wideOnly, type AreaChrome } from "./qr/area-header";
import { BusyButton } from "./qr/fields";
import { BusinessCard } from "./qr/business-card";
import { notify } from "./qr/notices";
import { NotificationsBell, NotificationsDialog, useOwnerNotifications } from "./qr/notifications";
import type { QrSession } from "./qr/session";
import { useOwnerSession } from "./qr/use-owner-session";
import { countByStatus, uniqueById } from "./qr/stats";
import { centered, errorBox, main, pageTitle, smallButton } from "./qr/styles";
import type { OwnerBusiness, ScanStats } from "./qr/types";
import type { OwnerDto } from "../shared/contract/qr-owner";
import { SuspendedBanner } from "./qr/suspended-banner";
import { preloadedAnswer, type OwnerPreload } from "../shared/owner-preload";

/** The scan figures the server read with the listings, by listing id. */
function preloadedStats(preload: OwnerPreload | undefined, listings: OwnerBusiness[] | undefined): Record<number, ScanStats> {
  const found: Record<number, ScanStats> = {};
  for (const b of listings ?? []) {
    const figures = preloadedAnswer<ScanStats>(preload, `/businesses/${b.id}/stats`);
    if (figures) found[b.id] = figures;
  }
  return found;
}

type Load = { state: "loading" } | { state: "failed"; message: string } | { state: "ready"; items: OwnerBusiness[] };

// Four counters in one row even on a phone (two rows of big cards pushed the QR code off the first screen).
const counterGrid = css({ display: "grid", gridTemplateColumns: "repeat(4, minmax(0, 1fr))", gap: { base: "2", md: "4" } });
const counter = css({ bg: "surface", borderWidth: "1px", borderColor: "border", borderRadius: { base: "xl", md: "2xl" }, paddingBlock: { base: "2", md: "4" }, paddingInline: { base: "1", md: "4" }, display: "grid", gap: "1", textAlign: { base: "center", md: "start" } });
const counterValue = css({ fontSize: { base: "xl", md: "3xl" }, fontWeight: "extrabold", lineHeight: "1.1" });
const grid = css({ display: "grid", gridTemplateColumns: { base: "1fr", md: "repeat(2, 1fr)", xl: "repeat(3, 1fr)" }, gap: "5" });
const counterTone = { total: "accent", approved: "success", pending: "warning", rejected: "danger" } as const;

/**
 * The owner's dashboard: the listings, their counters and scan figures. When the server knew the
 * owner (their session cookie), they come in `chrome.preload` and show in the first render, on the
 * server too; otherwise the server sends a loading shell and this island reads the session, sends
 * an owner without a valid one to /qr/login, and loads them.
 */
export default function QrDashboard(chrome: AreaChrome) {
  const t = useT(chrome.messages, chrome.lang);
  const d = useCallback((key: string, params?: Record<string, string | number>) => t(`qr.area.dashboard.${key}`, params), [t]);
  const { preload } = chrome;
  const preloaded = preloadedAnswer<OwnerBusiness[]>(preload, "/businesses/my-businesses");
  const [session, setSession] = useOwnerSession(chrome.preload);
  const [load, setLoad] = useState<Load>(preloaded ? { state: "ready", items: uniqueById(preloaded) } : { state: "loading" });
  const [stats, setStats] = useState<Record<number, ScanStats>>(() => preloadedStats(preload, preloaded));
  const [doomed, setDoomed] = useState<OwnerBusiness | null>(null);
  const [deleting, setDeleting] = useState(false);
  // The owner as the server knows them now (a suspension may have come after this session began).
  const [me, setMe] = useState<OwnerDto | null>(preload?.me ?? null);
  // The admins' decisions, behind the header's bell (its count loads with the page).
  const notices = useOwnerNotifications(chrome.lang, session?.token);
  const [noticesOpen, setNoticesOpen] = useState(false);
  const openNotices = () => {
    setNoticesOpen(true);
    // A list that failed to load (the line dropped) is asked for again when the owner opens it.
    if (notices.status === "failed") void notices.reload();
  };

  const fetchAll = useCallback(
    async (s: QrSession) => {
      setLoad({ state: "loading" });
      try {
        const api = qrClient(chrome.lang, s.token);
        // Who the owner is now comes with the listings: a failure of it alone just shows no banner
        // (the server refuses a suspended owner's changes anyway).
        const [res, who] = await Promise.all([call(api.businesses["my-businesses"].$get()), call(api.auth.me.$get()).catch(() => null)]);
        if (endSessionIfUnauthorized(res)) return;
        if (who?.ok) setMe(dataOf(who) ?? null);
        const items = res.ok ? dataOf(res) : undefined;
        if (!Array.isArray(items)) {
          const message = res.body?.message || d("loadError");
          notify("error", message, d("loadError"));
          return setLoad({ state: "failed", message });
        }
        setLoad({ state: "ready", items: uniqueById(items) });
        // Scan figures are extras: fetched after the list, a failure just leaves them out.
        const approved = items.filter((b) => b.status === "approved");
        const results = await Promise.all(
          approved.map((b) => call(api.businesses[":id"].stats.$get({ param: { id: String(b.id) }, query: {} })).catch(() => null)),
        );
        setStats(Object.fromEntries(results.flatMap((r) => (r?.ok && r.body?.data ? [[r.body.data.business_id, r.body.data]] : []))));
      } catch (error) {
        if (!(error instanceof NetworkError)) throw error;
        notify("error", t("qr.area.common.networkError"), d("loadError"));
        setLoad({ state: "failed", message: t("qr.area.common.networkError") });
      }
    },
    [chrome.lang, d, t],
  );

  // One period of a listing's daily figures, for its trend chart; null when it failed.
  const loadTrend = async (id: number, days: number) => {
    if (!session) return null;
    const res = await call(qrClient(chrome.lang, session.token).businesses[":id"].stats.$get({ param: { id: String(id) }, query: { days: String(days) } }));
    if (endSessionIfUnauthorized(res)) return null;
    return res.ok ? (dataOf(res) ?? null) : null;
  };

  useEffect(() => {
    const s = sessionOrLogin();
    if (!s) return;
    setSession(s);
    // What the server rendered is current: nothing to fetch again.
    if (!preloaded) void fetchAll(s);
    // Read once, as the island wakes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetchAll]);

  const logout = () => logOut(chrome.lang, session?.token);

  async function confirmDelete() {
    if (!doomed || !session || deleting) return;
    setDeleting(true);
    try {
      const res = await call(qrClient(chrome.lang, session.token).businesses[":id"].$delete({ param: { id: String(doomed.id) } }));
      if (endSessionIfUnauthorized(res)) return;
      if (!res.ok) return void notify("error", res.body?.message || d("deleteError"), d("deleteError"));
      setLoad((l) => (l.state === "ready" ? { state: "ready", items: l.items.filter((b) => b.id !== doomed.id) } : l));
      notify("success", d("deleted"));
      setDoomed(null);
    } catch {
      notify("error", t("qr.area.common.networkError"), d("deleteError"));
    } finally {
      setDeleting(false);
    }
  }

  const items = load.state === "ready" ? load.items : [];
  // Signed in as far as this render knows: the browser's session, or the server's reading of the cookie.
  const signedIn = !!session || !!preload;
  const counts = countByStatus(items);
  // A suspended owner reads only: no add, edit or delete (the server would refuse them).
  const readOnly = me?.status === "suspended";
  return (
    <OwnerScreen
      chrome={chrome}
      t={t}
      welcome={session?.user.username ?? preload?.me.username}
      tools={
        <>
          {signedIn && <NotificationsBell unread={notices.unread} lang={chrome.lang} t={t} onOpen={openNotices} />}
          {signedIn && <LogoutButton t={t} onClick={logout} />}
        </>
      }
    >
      <main id="main" className={cx(container, main, css({ display: "grid", gap: { base: "5", md: "8" }, alignContent: "start", paddingBlockStart: { base: "4", md: "10" } }))} aria-busy={load.state === "loading"}>
        <div className={css({ display: "flex", flexWrap: { base: "nowrap", md: "wrap" }, gap: "3", alignItems: "center", justifyContent: "space-between" })}>
          <div className={css({ minInlineSize: 0 })}>
            <h1 className={pageTitle}>{d("title")}</h1>
            {/* The introduction matters before the first listing; after it, the listings come first. */}
            <p className={cx(css({ color: "muted" }), items.length > 0 && wideOnly)}>{d("subtitle")}</p>
          </div>
          {!readOnly && (
            <a href="/qr/business/new" data-testid="add-business" className={cx(primaryButton, css({ flexShrink: 0, paddingInline: { base: "4", md: "6" } }))} aria-label={d("add")}>
              <Plus size={18} aria-hidden />
              <span className={wideOnly}>{d("add")}</span>
              <span className={css({ display: { sm: "none" } })} aria-hidden>
                {d("addShort")}
              </span>
            </a>
          )}
        </div>
        {me && readOnly && <SuspendedBanner owner={me} lang={chrome.lang} d={d} />}
        {!signedIn || load.state === "loading" ? (
          <LoadingNote t={t} testId="dashboard-loading" />
        ) : load.state === "failed" ? (
          <div className={errorBox} role="alert" data-testid="dashboard-error">
            <strong>{d("loadError")}</strong>
            <p>{load.message}</p>
            <button type="button" className={cx(smallButton, css({ marginBlockStart: "2" }))} onClick={() => session && fetchAll(session)}>
              {t("qr.area.common.retry")}
            </button>
          </div>
        ) : (
          <>
            <ul className={counterGrid} aria-label={d("title")}>
              {(["total", "approved", "pending", "rejected"] as const).map((key) => (
                <li key={key} className={counter}>
                  <span className={css({ color: "muted", fontSize: { base: "xs", md: "sm" }, fontWeight: "semibold", overflowWrap: "anywhere" })}>{d(key)}</span>
                  <span data-testid={`counter-${key}`} className={cx(counterValue, css({ color: counterTone[key] }))}>
                    {formatNumber(counts[key], chrome.lang)}
                  </span>
                </li>
              ))}
            </ul>
            {items.length ? (
              <ul className={grid}>
                {items.map((b) => (
                  <BusinessCard
                    key={b.id}
                    business={b}
                    stats={stats[b.id]}
                    lang={chrome.lang}
                    t={t}
                    onDelete={setDoomed}
                    readOnly={readOnly}
                    loadTrend={session ? (days) => loadTrend(b.id, days) : undefined}
                  />
                ))}
              </ul>
            ) : (
              <div className={centered} data-testid="empty-state">
                <strong className={css({ fontSize: "lg" })}>{d("empty")}</strong>
                <p className={css({ color: "muted" })}>{d("emptyHint")}</p>
              </div>
            )}
          </>
        )}
      </main>
      <NotificationsDialog open={noticesOpen} onClose={() => setNoticesOpen(false)} feed={notices} lang={chrome.lang} t={t} />
      <Modal open={!!doomed} onClose={() => !deleting && setDoomed(null)} title={d("confirmTitle")} closeLabel={t("qr.area.common.close")}>
        <p>{d("confirmText", { name: doomed?.business_name ?? "" })}</p>
        <div className={css({ display: "flex", gap: "3", justifyContent: "flex-end", flexWrap: "wrap" })}>
          <button type="button" data-testid="cancel-delete" className={ghostButton} onClick={() => setDoomed(null)} disabled={deleting}>
            {t("qr.area.common.cancel")}
          </button>
          <BusyButton data-testid="confirm-delete" className={cx(primaryButton, css({ backgroundImage: "none", bg: "#b91c1c" }))} onClick={confirmDelete} busy={deleting}>
            {d("confirmDelete")}
          </BusyButton>
        </div>
      </Modal>
    </OwnerScreen>
  );
}
