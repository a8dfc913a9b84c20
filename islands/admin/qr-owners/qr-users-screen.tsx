import { DecisionButtons } from "../kit/decision-modal";
import { Ban, KeyRound, RotateCcw } from "lucide-react";
import { useState } from "react";
import { useDecision } from "../kit/use-decision";
import { formatDate, formatNumber } from "../../../locales/format";
import { Bidi } from "../../lib/bidi";
import { MetaList } from "../../lib/meta-list";
import { useAdmin } from "../core/i18n";
import { byId, client, data, pages } from "../core/api";
import { bulkCommands, listWords, PagedList, type RowView } from "../kit/paged-list";
import type { QrUser } from "../qr-listings/qr-types";
import { ownerStatus } from "../core/status";
import { StatusBadge, statusFilterDef, decisionBulk, ownerModerationBulk } from "../kit/status-parts";
import { ownerStatusFilters } from "../core/status";
import { useModeration } from "../kit/use-moderation";
import { button, cardMeta, cardTitle, danger, success } from "../core/styles";
import { useCollection } from "../kit/use-collection";
import { ResetLinkDialog } from "./reset-link-dialog";

/**
 * QR owners, paged by the server: search over username, email and phone, status filter, bulk
 * approve/reject with one note and suspend/reinstate with one reason; status derived from the
 * active and approved flags and the suspension; approve or reject pending owners with notes,
 * suspend an approved one with a reason or reinstate a suspended one, after which the list reloads.
 */
export default function QrUsersScreen() {
  const { t, lang } = useAdmin();
  const [resetFor, setResetFor] = useState<QrUser | null>(null);
  const list = useCollection(pages(client.qr.admin.users.$get), {
    sort: "-created_at",
    filters: { status: "all" },
  });
  const decision = useDecision({
    send: (u: QrUser, d, admin_notes) => data(client.qr.admin.users[":id"][d].$post({ ...byId(u.id), json: { admin_notes } })),
    strings: "qrUsers",
    onDecided: () => list.load(),
    tell: (u, d) => ({ phone: u.phone, kind: d === "approve" ? "owner_approved" : "owner_rejected" }),
    subject: (u) => (
      <>
        <p className={cardTitle}>{u.username}</p>
        <p className={cardMeta}>
          <MetaList items={[<Bidi ltr>{u.email}</Bidi>, <Bidi ltr>{u.phone}</Bidi>]} />
        </p>
      </>
    ),
  });

  const moderation = useModeration({
    send: (u: QrUser, action, text) =>
      action === "suspend"
        ? data(client.qr.admin.users[":id"].suspend.$post({ ...byId(u.id), json: { reason: text } }))
        : data(client.qr.admin.users[":id"].reinstate.$post({ ...byId(u.id), json: { note: text } })),
    onDone: () => list.load(),
    tell: (u, action) => ({ phone: u.phone, kind: action === "suspend" ? "owner_suspended" : "owner_reinstated" }),
    subject: (u) => (
      <>
        <p className={cardTitle}>
          <Bidi ltr>{u.username}</Bidi>
        </p>
        <p className={cardMeta}>
          <MetaList items={[<Bidi ltr>{u.email}</Bidi>, t("qrUsers.businesses", { count: formatNumber(u.businesses_count, lang) })]} />
        </p>
      </>
    ),
  });

  const row = (u: QrUser): RowView => {
    const status = ownerStatus(u);
    return {
      title: u.username,
      badges: <StatusBadge status={status} />,
      actions: (
        <>
          {status === "pending" && <DecisionButtons onDecide={(d) => decision.ask(u, d)} />}
          {status === "approved" && (
            <button type="button" data-testid="suspend" className={danger} onClick={() => moderation.ask(u, "suspend")}>
              <Ban size={15} aria-hidden />
              {t("moderation.suspend")}
            </button>
          )}
          {status === "suspended" && (
            <button type="button" data-testid="reinstate" className={success} onClick={() => moderation.ask(u, "reinstate")}>
              <RotateCcw size={15} aria-hidden />
              {t("moderation.reinstate")}
            </button>
          )}
          {/* A one-time link to choose a new password; a rejected owner may not sign in at all. */}
          {status !== "rejected" && (
            <button type="button" data-testid="reset-link" className={button} onClick={() => setResetFor(u)}>
              <KeyRound size={15} aria-hidden />
              {t("resetLink.action")}
            </button>
          )}
        </>
      ),
      body: (
        <>
          <p className={cardMeta}>
            <MetaList items={[<Bidi ltr>{u.email}</Bidi>, <Bidi ltr>{u.phone}</Bidi>]} />
          </p>
          <p className={cardMeta}>
            <MetaList
              items={[
                `${t("qrUsers.registered")}: ${formatDate(u.created_at, lang)}`,
                t("qrUsers.businesses", {
                  count: formatNumber(u.businesses_count, lang),
                }),
              ]}
            />
          </p>
          {u.admin_notes && (
            <p className={cardMeta}>
              {t("decision.notes")}: <Bidi>{u.admin_notes}</Bidi>
            </p>
          )}
          {status === "suspended" && (
            <p className={cardMeta} data-testid="suspension-reason">
              {t("moderation.suspendedReason")}: <Bidi>{u.suspension_reason ?? ""}</Bidi>
            </p>
          )}
          {status === "suspended" && u.suspended_at && (
            <p className={cardMeta}>{t("moderation.suspendedOn", { date: formatDate(u.suspended_at, lang) })}</p>
          )}
        </>
      ),
      cells: { created: formatDate(u.created_at, lang) },
    };
  };

  return (
    <>
      <PagedList
        list={list}
        {...listWords(t, "qrUsers")}
        filters={[statusFilterDef(t, ownerStatusFilters)]}
        titleSort="username"
        columns={[{ key: "created", label: t("list.created"), sort: "-created_at" }]}
        bulk={bulkCommands((json) => data(client.qr.admin.users.bulk.$post({ json })), [...decisionBulk(t), ...ownerModerationBulk(t)])}
        row={row}
      />
      {decision.modal}
      {moderation.modal}
      <ResetLinkDialog owner={resetFor} onClose={() => setResetFor(null)} />
    </>
  );
}
