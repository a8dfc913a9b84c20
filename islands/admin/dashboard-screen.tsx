import { FilePlus, ImagePlus, PlusCircle, Share2 } from "lucide-react";
import { useEffect, useState } from "react";
import { css } from "styled-system/css";
import { Link } from "wouter";
import { api } from "./api";
import { useSession } from "./auth-gate";
import { cardCount, listsToCount, statCards, type QrOverview, type Statistics } from "./dashboard-stats";
import { DashboardPanels } from "./dashboard-panels";
import { formatNumber } from "../../locales/format";
import { useAdmin } from "./i18n";
import { pageTitle, panel, sectionTitle } from "./styles";

const quickActions = [
  { path: "/blog/new", key: "newPost", icon: FilePlus },
  { path: "/gallery/upload", key: "uploadImage", icon: ImagePlus },
  { path: "/services/new", key: "newService", icon: PlusCircle },
  { path: "/portfolio/new", key: "newProject", icon: PlusCircle },
  { path: "/social-media", key: "social", icon: Share2 },
];

const statGrid = css({ display: "grid", gap: "3", gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 11rem), 1fr))" });
const statCard = css({
  display: "grid",
  gap: "1",
  padding: "4",
  borderRadius: "xl",
  borderWidth: "1px",
  borderColor: "border",
  bg: "surface",
  transition: "border-color 0.2s, transform 0.2s",
  _hover: { borderColor: "primary", transform: "translateY(-2px)" },
});

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
      const [s, o] = await Promise.allSettled([api<Statistics>("/statistics"), api<QrOverview>("/qr/admin/statistics/overview")]);
      const stats = s.status === "fulfilled" ? s.value : null;
      const overview = o.status === "fulfilled" ? o.value : null;
      const lists = listsToCount(stats, overview);
      const lengths = await Promise.allSettled(lists.map((path) => api<unknown[]>(path)));
      const listLengths = Object.fromEntries(
        lists.flatMap((path, i) => {
          const r = lengths[i];
          return r.status === "fulfilled" && Array.isArray(r.value) ? [[path, r.value.length]] : [];
        }),
      );
      if (live) setData({ stats, overview, counts: statCards.map((c) => cardCount(c, stats, overview, listLengths)) });
    })();
    return () => void (live = false);
  }, []);

  return (
    <>
      <header>
        <h1 className={pageTitle}>{t("dashboard.welcome", { username: user.username })}</h1>
        <p className={css({ color: "muted" })}>{t("dashboard.intro")}</p>
      </header>
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
                  <span className={css({ color: "muted", fontSize: "sm", fontWeight: "semibold" })}>{t(`nav.${card.key}`)}</span>
                  <strong className={css({ fontSize: "3xl", fontWeight: "extrabold", lineHeight: "1.2" })} data-testid="stat-value">
                    {count === null ? t("dashboard.manage") : count === undefined ? "…" : formatNumber(count, lang)}
                  </strong>
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
