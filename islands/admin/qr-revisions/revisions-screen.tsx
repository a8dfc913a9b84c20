import { DecisionButtons } from "../kit/decision-modal";
import { ExternalLink } from "lucide-react";
import { css } from "styled-system/css";
import { formatDateTime } from "../../../locales/format";
import { Bidi } from "../../lib/bidi";
import { useDecision } from "../kit/use-decision";
import { useAdmin } from "../core/i18n";
import { byId, client, data, pages } from "../core/api";
import { PagedList } from "../kit/paged-list";
import { button, cardMeta, cardTitle, panel } from "../core/styles";
import { useCollection } from "../kit/use-collection";
import { RevisionDiff } from "./revision-diff";
import type { Review } from "./types";

/**
 * Owners' edits of approved listings waiting for review: each with the changed fields and images
 * side by side (live and proposed), approved (it replaces the live listing) or rejected with notes.
 */
export default function RevisionsScreen() {
  const { t, lang } = useAdmin();
  const list = useCollection(pages(client.qr.admin.revisions.$get));
  const decision = useDecision({
    send: (r: Review, d, admin_notes) => data(client.qr.admin.revisions[":id"][d].$post({ ...byId(r.id), json: { admin_notes } })),
    strings: "revisions",
    onDecided: (_answer, r) => list.drop(r.id),
    // An approved edit may rename the listing: the message names it as it is now.
    tell: (r, d, answer) => ({ phone: r.owner_phone, kind: d === "approve" ? "revision_approved" : "revision_rejected", business_name: answer?.business_name ?? r.business_name }),
    subject: (r, d) => (
      <>
        <p className={cardTitle}>
          <Bidi>{r.business_name}</Bidi>
        </p>
        <p className={cardMeta}>{t(d === "approve" ? "revisions.approveHint" : "revisions.rejectHint")}</p>
      </>
    ),
  });

  return (
    <>
      <PagedList
        list={list}
        title={t("revisions.title")}
        emptyText={t("revisions.empty")}
        noSearch
        row={(r) => ({ title: r.business_name })}
        card={(r) => (
          <li key={r.id} data-testid="item-card" className={css({ listStyle: "none", gridColumn: "1 / -1" })}>
            <article className={panel} aria-labelledby={`revision-${r.id}`}>
              <div
                className={css({
                  display: "grid",
                  gap: "1",
                  marginBlockEnd: "3",
                })}
              >
                <span
                  data-testid="revision-pending"
                  className={css({
                    color: "warning",
                    fontSize: "xs",
                    fontWeight: "bold",
                  })}
                >
                  {t("revisions.pending")}
                </span>
                <h2 id={`revision-${r.id}`} className={cardTitle}>
                  <Bidi>{r.business_name}</Bidi>
                </h2>
                <p className={cardMeta}>
                  {t("qrBusinesses.owner")}: <Bidi ltr>{r.owner_username}</Bidi>
                </p>
                <p className={cardMeta}>
                  {t("revisions.sent", {
                    date: formatDateTime(r.created_at, lang),
                  })}
                </p>
              </div>
              <div className={css({ overflowX: "auto" })}>
                <RevisionDiff review={r} />
              </div>
              <div
                className={css({
                  display: "flex",
                  flexWrap: "wrap",
                  gap: "2",
                  marginBlockStart: "4",
                })}
              >
                <DecisionButtons onDecide={(d) => decision.ask(r, d)} />
                {r.unique_id && (
                  <a href={`/qr/${r.unique_id}`} target="_blank" rel="noopener" className={button}>
                    <ExternalLink size={15} aria-hidden />
                    {t("qrBusinesses.openPage")}
                  </a>
                )}
              </div>
            </article>
          </li>
        )}
      >
        <p
          className={css({
            color: "muted",
            fontSize: "sm",
            marginBlockEnd: "4",
            maxInlineSize: "70ch",
          })}
        >
          {t("revisions.intro")}
        </p>
      </PagedList>
      {decision.modal}
    </>
  );
}
