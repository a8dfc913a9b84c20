import { css, cx } from "styled-system/css";
import { formatDate } from "../../locales/format";
import type { Lang } from "../../locales/i18n";
import type { OwnerDto } from "../../shared/contract/qr-owner";
import { Bidi } from "../lib/bidi";
import { errorBox } from "./styles";

const line = css({ lineHeight: "1.8", overflowWrap: "anywhere" });

/**
 * What a suspended owner reads at the top of their dashboard: that the agency suspended the
 * account, why (the admin's words, isolated: they may be in either language), since when, and
 * what it means (listings hidden from visitors; reading only). The add, edit and delete actions
 * are gone from the screen meanwhile.
 */
export function SuspendedBanner({ owner, lang, d }: { owner: OwnerDto; lang: Lang; d: (key: string, params?: Record<string, string | number>) => string }) {
  return (
    <section role="alert" data-testid="suspended-banner" className={cx(errorBox, css({ display: "grid", gap: "1.5" }))}>
      <strong>{d("suspendedTitle")}</strong>
      {owner.suspension_reason && (
        <p className={line} data-testid="suspension-reason">
          <span className={css({ fontWeight: "bold" })}>{d("reasonLabel")}: </span>
          <Bidi>{owner.suspension_reason}</Bidi>
        </p>
      )}
      <p className={cx(line, css({ fontSize: "sm" }))}>{d("suspendedText")}</p>
      {owner.suspended_at && <p className={css({ fontSize: "sm", color: "muted" })}>{d("suspendedSince", { date: formatDate(owner.suspended_at, lang) })}</p>}
    </section>
  );
}
