import { useEffect, useState } from "react";
import { css } from "styled-system/css";
import { client, data, errorMessage } from "../core/api";
import { formatDateTime } from "../../../locales/format";
import { Bidi, richT } from "../../lib/bidi";
import { useAdmin } from "../core/i18n";
import { describeAgent } from "./user-agent";
import { badge, danger, tones } from "../core/styles";
import { TitledPanel } from "../kit/titled-panel";
import { toast } from "../core/toasts";

const loadSessions = () => data(client.auth.sessions.$get());
type Session = Awaited<ReturnType<typeof loadSessions>>[number];

/** The signed-in admin's open sessions; any other one can be ended from here. */
export function SessionsPanel() {
  const { t, lang } = useAdmin();
  const [sessions, setSessions] = useState<Session[] | null>(null);
  const load = () =>
    loadSessions()
      .then(setSessions)
      .catch((e) => toast("error", errorMessage(e)));
  useEffect(() => void load(), []);
  const deviceName = (userAgent: string | null) => {
    const agent = describeAgent(userAgent);
    if (!agent) return t("security.unknownDevice");
    return agent.os ? richT(t, "security.device", { browser: agent.browser, os: agent.os }) : <Bidi>{agent.browser}</Bidi>;
  };
  const end = async (id: string) => {
    try {
      await data(client.auth.sessions[":id"].$delete({ param: { id } }));
      toast("success", t("security.sessionEnded"));
      await load();
    } catch (e) {
      toast("error", errorMessage(e));
    }
  };
  return (
    <TitledPanel name="sessions" title={t("security.sessionsTitle")}>
      <ul className={css({ display: "grid", gap: "3" })}>
        {(sessions ?? []).map((s) => (
          <li key={s.id} data-testid="session-row" className={css({ display: "flex", flexWrap: "wrap", gap: "3", alignItems: "center", justifyContent: "space-between" })}>
            <span className={css({ display: "grid", gap: "1" })}>
              <span className={css({ fontWeight: "semibold" })} title={s.user_agent ?? undefined}>
                {deviceName(s.user_agent)}
              </span>
              <span className={css({ color: "muted", fontSize: "sm" })}>
                {t("security.lastUsed", { when: formatDateTime(s.last_used_at, lang) })}
              </span>
            </span>
            {s.current ? (
              <span className={`${badge} ${tones.approved}`}>{t("security.thisSession")}</span>
            ) : (
              <button type="button" className={danger} onClick={() => void end(s.id)}>
                {t("security.end")}
              </button>
            )}
          </li>
        ))}
      </ul>
    </TitledPanel>
  );
}
