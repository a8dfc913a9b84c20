import { useState } from "react";
import { byId, client, data, errorMessage, pages } from "../core/api";
import { useConfirmDelete } from "../kit/confirm-dialog";
import { useDecision } from "../kit/use-decision";
import { useAdmin } from "../core/i18n";
import { bulkCommands, listWords, PagedList } from "../kit/paged-list";
import { statusFilterDef, decisionBulk, listingModerationBulk } from "../kit/status-parts";
import { listingStatusFilters } from "../core/status";
import { useModeration } from "../kit/use-moderation";
import { businessRow } from "./qr-business-card";
import { QrEditModal } from "./qr-edit-modal";
import { ListingDecisionSubject } from "./qr-owner-status";
import { QrPreviewModal } from "./qr-preview-modal";
import type { Business } from "./qr-types";
import { toast } from "../core/toasts";
import { useCollection } from "../kit/use-collection";

/** A failure notice, with the server's reason when it gave one. */
const failure = (notice: string, e: unknown) => `${notice}: ${errorMessage(e)}`;

/**
 * QR listings for the admin, paged by the server: search, status filter, preview, edit,
 * approve/reject (pending only, with notes, one by one or selected in bulk), unpublish/republish
 * (approved or unpublished, with a reason, one by one or in bulk), show QR, delete.
 * A row leaves out the QR image: preview and edit load the whole listing first.
 */
export default function QrBusinessesScreen() {
  const { t, lang } = useAdmin();
  const list = useCollection(pages(client.qr.admin.$get), {
    sort: "-created_at",
    filters: { status: "all" },
  });
  const [preview, setPreview] = useState<Business | null>(null);
  const [editing, setEditing] = useState<Business | null>(null);

  const whole = async (b: Business, open: (b: Business) => void) => {
    try {
      open(await data(client.qr.admin[":id"].$get(byId(b.id))));
    } catch (e) {
      toast("error", errorMessage(e));
    }
  };

  const remove = async (b: Business) => {
    try {
      await data(client.qr.admin[":id"].$delete(byId(b.id)));
      list.drop(b.id);
      toast("success", t("qrBusinesses.deleted"));
      return true;
    } catch (e) {
      toast("error", failure(t("qrBusinesses.deleteError"), e));
      return false;
    }
  };
  const del = useConfirmDelete(remove, (b: Business) => b.business_name);

  const decision = useDecision({
    send: (b: Business, d, admin_notes) => data(client.qr.admin[":id"][d].$post({ ...byId(b.id), json: { admin_notes } })),
    strings: "qrBusinesses",
    onDecided: (answer) => list.upsert(answer),
    // Under the name the listing has now (the answer's), to its owner's phone.
    tell: (b, d, answer) => ({ phone: b.owner_phone, kind: d === "approve" ? "listing_approved" : "listing_rejected", business_name: answer.business_name }),
    subject: (b, d) => <ListingDecisionSubject business={b} approving={d === "approve"} />,
    blocked: (b, d) => d === "approve" && b.owner_status === "rejected",
  });

  const moderation = useModeration({
    send: (b: Business, action, text) =>
      action === "unpublish"
        ? data(client.qr.admin[":id"].unpublish.$post({ ...byId(b.id), json: { reason: text } }))
        : data(client.qr.admin[":id"].republish.$post({ ...byId(b.id), json: { note: text } })),
    onDone: (answer) => list.upsert(answer),
    tell: (b, action) => ({ phone: b.owner_phone, kind: action === "unpublish" ? "listing_unpublished" : "listing_republished", business_name: b.business_name }),
    subject: (b) => <ListingDecisionSubject business={b} approving={false} />,
  });

  const showQr = (b: Business) => {
    if (b.status === "approved" && b.qr_code_url) window.open(b.qr_code_url, "_blank", "noopener,noreferrer");
    else toast("error", t("qrBusinesses.noQr"));
  };

  return (
    <>
      <PagedList
        list={list}
        {...listWords(t, "qrBusinesses")}
        filters={[statusFilterDef(t, listingStatusFilters)]}
        titleSort="business_name"
        statusSort="status"
        columns={[{ key: "created", label: t("list.created"), sort: "-created_at" }]}
        bulk={bulkCommands((json) => data(client.qr.admin.bulk.$post({ json })), [...decisionBulk(t), ...listingModerationBulk(t)])}
        row={(b) =>
          businessRow(
            b,
            {
              onPreview: () => void whole(b, setPreview),
              onEdit: () => void whole(b, setEditing),
              onDecide: (d) => decision.ask(b, d),
              onModerate: (action) => moderation.ask(b, action),
              onShowQr: () => showQr(b),
              onDelete: () => del.ask(b),
            },
            t,
            lang,
          )
        }
      />
      <QrPreviewModal business={preview} onClose={() => setPreview(null)} />
      <QrEditModal
        business={editing}
        onSaved={(b) => {
          list.upsert(b);
          setEditing(null);
        }}
        onClose={() => setEditing(null)}
      />
      {decision.modal}
      {moderation.modal}
      {del.dialog}
    </>
  );
}
