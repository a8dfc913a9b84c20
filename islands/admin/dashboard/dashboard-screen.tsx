import { CheckCircle2, FilePlus, ImagePlus, PlusCircle, Settings, Share2 } from "lucide-react";
import { useEffect, useState } from "react";
import { css } from "styled-system/css";
import { Link } from "wouter";
import { client, data as answer, page, type Page } from "../core/api";
import { useSession } from "../core/use-session";
import { cardCount, listsToCount, statCards, type CountedList, type QrOverview, type Statistics } from "./dashboard-stats";
import { DashboardPanels } from "./dashboard-panels";
import { formatNumber } from "../../../locales/format";
import { richT } from "../../lib/bidi";
import { useAdmin } from "../core/i18n";
import { pageTitle, panel, sectionTitle } from "../core/styles";

const quickActions = [
  { path: "/blog/new", key: "newPost", icon: FilePlus },
  { path: "/gallery/upload", key: "uploadImage", icon: ImagePlus },
  { path: "/services/new", key: "newService", icon: PlusCircle },
  { path: "/portfolio/new", key: "newProject", icon: PlusCircle },
  { path: "/social-media", key: "social", icon: Share2 },
];

// Two compact columns on a phone (nine full-width cards took a whole screen and more).
const statGrid = css({ display: "grid", gap: { base: "2", sm: "3" }, gridTemplateColumns: { base: "repeat(2, minmax(0, 1fr))", sm: "repeat(auto-fill, minmax(11rem, 1fr))" } });
const statCard = css({
  display: "grid",
  gap: "1",
  blockSize: "full",
  alignContent: "space-between",
  padding: { base: "3", sm: "4" },
  borderRadius: "xl",
  borderWidth: "1px",
  borderColor: "border",
  bg: "surface",
  transition: "border-color 0.2s, transform 0.2s",
  _hover: { borderColor: "primary", transform: "translateY(-2px)" },
});

// One row of a paged list is enough to learn its total (a list that is not paged answers all).
const one = { query: { limit: "1" } };
const countCalls: Record<CountedList, () => Promise<Page<unknown>>> = {
  "/blog-posts": () => page(client["blog-posts"].$get(one)),
  "/gallery": () => page(client.gallery.$get(one)),
  "/services": () => page(client.services.$get(one)),
  "/portfolio": () => page(client.portfolio.$get(one)),
  "/contact-info": () => page(client["contact-info"].$get(one)),
  "/social-media": () => page(client["social-media"].$get(one)),
  "/qr/admin": () => page(client.qr.admin.$get(one)),
  "/qr/admin/users": () => page(client.qr.admin.users.$get(one)),
};

/** What waits for the admin, each a link to its list already filtered to what waits. */
const waiting: { key: keyof Statistics["needsAction"]; path: string }[] = [
  { key: "pendingListings", path: "/qr-businesses?status=pending" },
  { key: "pendingOwners", path: "/qr-users?status=pending" },
  { key: "pendingRevisions", path: "/qr-revisions" },
  { key: "unreadMessages", path: "/messages?status=unread" },
];
const waitingCard = css({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: "3",
  padding: "3",
  borderRadius: "xl",
  borderWidth: "1px",
  borderColor: "warning",
  bg: "rgba(251,191,36,0.10)",
  fontWeight: "semibold",
  minBlockSize: "11",
  _hover: { borderColor: "primary" },
});

/** The first thing on the dashboard: what needs the admin now, or that nothing does. */
function NeedsAction({ stats, loading }: { stats: Statistics | null; loading: boolean }) {
  const { t, lang } = useAdmin();
  const items = stats ? waiting.filter((w) => stats.needsAction[w.key] > 0) : [];
  return (
    <section aria-labelledby="needs-action-title" className={panel} data-testid="needs-action" aria-busy={loading}>
      <h2 id="needs-action-title" className={sectionTitle}>
        {t("dashboard.needsAction.title")}
      </h2>
      {loading ? (
        <p className={css({ color: "muted" })}>{t("common.loading")}</p>
      ) : !stats ? (
        <p className={css({ color: "muted" })}>{t("dashboard.needsAction.unknown")}</p>
      ) : items.length === 0 ? (
        <p className={css({ display: "flex", alignItems: "center", gap: "2", color: "success", fontWeight: "semibold" })} data-testid="needs-action-clear">
          <CheckCircle2 size={18} aria-hidden />
          {t("dashboard.needsAction.clear")}
        </p>
      ) : (
        <ul className={css({ display: "grid", gap: "2", gridTemplateColumns: { base: "1fr", sm: "repeat(2, minmax(0, 1fr))" } })}>
          {items.map((w) => (
            <li key={w.key}>
              <Link href={w.path} className={waitingCard} data-testid="needs-action-item" data-item={w.key}>
                <span>{t(`dashboard.needsAction.${w.key}`)}</span>
                <strong className={css({ fontSize: "xl" })}>{formatNumber(stats!.needsAction[w.key], lang)}</strong>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

interface Loaded {
  stats: Statistics | null;
  overview: QrOverview | null;
  counts: (number | null)[];
}

/**
 * The dashboard: welcome, the nine stat cards (statistics, else counted lists, else zero), quick
 * actions, recent activity, system info and unread messages.
 */
export default function DashboardScreen() {
  const { t, lang } = useAdmin();
  const { user } = useSession();
  const [data, setData] = useState<Loaded | null>(null);

  useEffect(() => {
    let live = true;
    void (async () => {
      const [s, o] = await Promise.allSettled([answer(client.statistics.$get()), answer(client.qr.admin.statistics.overview.$get())]);
      const stats = s.status === "fulfilled" ? s.value : null;
      const overview = o.status === "fulfilled" ? o.value : null;
      const lists = listsToCount(stats, overview);
      const lengths = await Promise.allSettled(lists.map((list) => countCalls[list]()));
      const listLengths = Object.fromEntries(
        lists.flatMap((list, i) => {
          const r = lengths[i];
          return r.status === "fulfilled" ? [[list, r.value.meta.total]] : [];
        }),
      );
      if (live) setData({ stats, overview, counts: statCards.map((c) => cardCount(c, stats, overview, listLengths)) });
    })();
    return () => void (live = false);
  }, []);

  return (
    <>
      <header>
        <h1 className={pageTitle}>{richT(t, "dashboard.welcome", { username: user.username })}</h1>
        <p className={css({ color: "muted" })}>{t("dashboard.intro")}</p>
      </header>
      <NeedsAction stats={data?.stats ?? null} loading={!data} />
      <section aria-labelledby="stats-title">
        <h2 id="stats-title" className={sectionTitle}>
          {t("dashboard.stats")}
        </h2>
        <ul className={statGrid}>
          {statCards.map((card, i) => {
            const count = data?.counts[i];
            return (
              <li key={card.key}>
                <Link href={card.path} data-testid="stat-card" data-stat={card.key} className={statCard}>
                  <span className={css({ color: "muted", fontSize: "sm", fontWeight: "semibold", lineHeight: "1.4" })}>{t(`nav.${card.key}`)}</span>
                  {count === null ? (
                    // Settings count nothing: an icon where the others have a number, and words for screen readers.
                    <span className={css({ display: "flex", alignItems: "center", gap: "2", color: "accent", blockSize: { base: "9", sm: "11" } })}>
                      <Settings size={26} aria-hidden />
                      <span className={css({ srOnly: true })}>{t("dashboard.manage")}</span>
                    </span>
                  ) : (
                    <strong className={css({ fontSize: { base: "2xl", sm: "3xl" }, fontWeight: "extrabold", lineHeight: "1.2" })} data-testid="stat-value">
                      {count === undefined ? "…" : formatNumber(count, lang)}
                    </strong>
                  )}
                </Link>
              </li>
            );
          })}
        </ul>
      </section>
      <section aria-labelledby="quick-title" className={panel}>
        <h2 id="quick-title" className={sectionTitle}>
          {t("dashboard.quickActions")}
        </h2>
        <div className={css({ display: "flex", flexWrap: "wrap", gap: "2" })}>
          {quickActions.map(({ path, key, icon: Icon }) => (
            <Link key={path} href={path} data-testid="quick-action" className={statCard}>
              <span className={css({ display: "flex", alignItems: "center", gap: "2", fontWeight: "bold" })}>
                <Icon size={18} aria-hidden />
                {t(`dashboard.actions.${key}`)}
              </span>
            </Link>
          ))}
        </div>
      </section>
      <DashboardPanels stats={data?.stats ?? null} loading={!data} />
    </>
  );
}
