import { css, cx } from "styled-system/css";
import { formatDate } from "../../locales/format";
import type { Lang } from "../../locales/i18n";
import { badge, statusBadge } from "./styles";
import type { OwnerRevision } from "./types";

const note = css({ fontSize: "sm", lineHeight: "1.7", display: "grid", gap: "1", justifyItems: "start" });

/**
 * What became of the owner's last edit of an approved listing: waiting for review (visitors still
 * see the approved version), or approved or rejected, with the admin's notes.
 */
export function RevisionNote({ revision: r, lang, d }: { revision?: OwnerRevision | null; lang: Lang; d: (key: string, params?: Record<string, string | number>) => string }) {
  if (!r || r.status === "superseded") return null;
  if (r.status === "pending") {
    return (
      <div className={note}>
        <span data-testid="revision-pending" className={cx(badge, statusBadge.pending)}>
          {d("revisionPending")}
        </span>
        <span className={css({ color: "muted" })}>{d("revisionPendingHint", { date: formatDate(r.created_at, lang) })}</span>
      </div>
    );
  }
  const rejected = r.status === "rejected";
  return (
    <div className={note} data-testid="revision-outcome" data-status={r.status}>
      <span className={cx(badge, rejected ? statusBadge.rejected : statusBadge.approved)}>{d(rejected ? "revisionRejected" : "revisionApproved")}</span>
      {r.admin_notes && <span className={css({ color: rejected ? "danger" : "muted" })}>{d("revisionNotes", { notes: r.admin_notes })}</span>}
    </div>
  );
}
