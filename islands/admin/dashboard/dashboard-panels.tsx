import { useEffect, useState } from "react";
import { css } from "styled-system/css";
import { Link } from "wouter";
import { client, page } from "../core/api";
import { useSession } from "../core/use-session";
import type { Statistics } from "./dashboard-stats";
import { formatDateTime, formatNumber } from "../../../locales/format";
import { Bidi } from "../../lib/bidi";
import { MetaList } from "../../lib/meta-list";
import { useAdmin } from "../core/i18n";
import { Loading } from "../kit/list-parts";
import { panel, sectionTitle } from "../core/styles";

const grid = css({ display: "grid", gap: "4", gridTemplateColumns: { base: "1fr", lg: "2fr 1fr" } });
const row = css({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "space-between",
  columnGap: "3",
  rowGap: "0.5",
  paddingBlock: "2",
  borderBlockEndWidth: "1px",
  borderColor: "border",
  fontSize: "sm",
});

/** A translation when the catalogue has one, else the raw value (new actions, old entities). */
const known = (text: string, fallback: string) => (text.startsWith("Missing translation") ? fallback : text);

/** The newest few unread messages and their total, not the whole inbox. */
const newestUnread = () => page(client["contact-messages"].$get({ query: { status: "unread", limit: "5" } }));

/** Recent activity (action, who, when), system info (last login, role, email) and unread messages. */
export function DashboardPanels({ stats, loading }: { stats: Statistics | null; loading: boolean }) {
  const { t, lang } = useAdmin();
  const { user } = useSession();
  const [unread, setUnread] = useState<Awaited<ReturnType<typeof newestUnread>>["data"] | null>(null);
  const [unreadTotal, setUnreadTotal] = useState<number | null>(null);
  useEffect(() => {
    newestUnread()
      .then((page) => (setUnread(page.data), setUnreadTotal(page.meta.total)))
      .catch(() => setUnread([]));
  }, []);
  const activity = stats?.recentActivity ?? [];

  return (
    <div className={grid}>
      <section aria-labelledby="activity-title" className={panel} data-testid="recent-activity">
        <h2 id="activity-title" className={sectionTitle}>
          {t("dashboard.activity")}
        </h2>
        {loading ? (
          <Loading />
        ) : activity.length ? (
          <ul>
            {activity.map((a) => (
              <li key={a.id} className={row}>
                <MetaList
                  items={[
                    <strong>{known(t(`activity.actions.${a.action}`), a.action)}</strong>,
                    known(t(`activity.entities.${a.entity}`), a.entity),
                    <span className={css({ color: "muted" })}>{a.user}</span>,
                  ]}
                />
                <time dateTime={a.timestamp} className={css({ color: "muted", whiteSpace: "nowrap" })}>
                  {formatDateTime(a.timestamp, lang)}
                </time>
              </li>
            ))}
          </ul>
        ) : (
          <p className={css({ color: "muted" })}>{t("dashboard.noActivity")}</p>
        )}
      </section>
      <div className={css({ display: "grid", gap: "4", alignContent: "start" })}>
        <section aria-labelledby="system-title" className={panel} data-testid="system-info">
          <h2 id="system-title" className={sectionTitle}>
            {t("dashboard.system")}
          </h2>
          <dl className={css({ display: "grid", gridTemplateColumns: "auto 1fr", gap: "2", columnGap: "4", fontSize: "sm" })}>
            <dt className={css({ color: "muted" })}>{t("dashboard.lastLogin")}</dt>
            <dd>{user.last_login ? formatDateTime(user.last_login, lang) : "—"}</dd>
            <dt className={css({ color: "muted" })}>{t("dashboard.role")}</dt>
            <dd>{t(`roles.${user.role}`)}</dd>
            <dt className={css({ color: "muted" })}>{t("dashboard.email")}</dt>
            <dd dir="ltr" className={css({ textAlign: "start", overflowWrap: "anywhere" })}>
              {user.email}
            </dd>
          </dl>
        </section>
        <section aria-labelledby="unread-title" className={panel} data-testid="unread-messages">
          <h2 id="unread-title" className={sectionTitle}>
            {t("dashboard.unread", { count: formatNumber(unreadTotal ?? stats?.unreadMessages ?? 0, lang) })}
          </h2>
          {unread?.map((m) => (
            <p key={m.id} className={row}>
              <Bidi className={css({ fontWeight: "semibold" })}>{m.name}</Bidi>
              <time dateTime={m.created_at} className={css({ color: "muted" })}>
                {formatDateTime(m.created_at, lang)}
              </time>
            </p>
          ))}
          <Link href="/messages" className={css({ display: "inline-block", marginBlockStart: "3", color: "accent", fontWeight: "semibold" })}>
            {t("dashboard.openInbox")}
          </Link>
        </section>
      </div>
    </div>
  );
}
