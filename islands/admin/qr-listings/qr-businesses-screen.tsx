import { useState } from "react";
import { api, errorMessage } from "../core/api";
import { useConfirmDelete } from "../kit/confirm-dialog";
import { DecisionModal } from "../kit/decision-modal";
import { useAdmin } from "../core/i18n";
import { ListState, ScreenHeader } from "../kit/list-parts";
import { BusinessCard } from "./qr-business-card";
import { QrEditModal } from "./qr-edit-modal";
import { ListingDecisionSubject } from "./qr-owner-status";
import { QrPreviewModal } from "./qr-preview-modal";
import type { Business, Decision } from "./qr-types";
import { matchesSearch } from "../core/search";
import { matchesStatus, type StatusFilter } from "../core/status";
import { StatusFilterSelect } from "../kit/status-parts";
import { toast } from "../core/toasts";
import { useCollection } from "../kit/use-collection";

/** A failure notice, with the server's reason when it gave one. */
const failure = (notice: string, e: unknown) => `${notice}: ${errorMessage(e)}`;

/**
 * QR listings for the admin: search, status filter, preview, edit, approve/reject (pending
 * only, with notes), show QR, delete. The list is updated locally from each answer.
 */
export default function QrBusinessesScreen() {
  const { t } = useAdmin();
  const list = useCollection<Business>("/qr/admin");
  const [search, setSearch] = useState("");
  const [filter, setFilter] = useState<StatusFilter>("all");
  const [preview, setPreview] = useState<Business | null>(null);
  const [editing, setEditing] = useState<Business | null>(null);
  const [deciding, setDeciding] = useState<{ business: Business; decision: Decision } | null>(null);

  const remove = async (b: Business) => {
    try {
      await api(`/qr/admin/${b.id}`, { method: "DELETE" });
      list.drop(b.id);
      toast("success", t("qrBusinesses.deleted"));
      return true;
    } catch (e) {
      toast("error", failure(t("qrBusinesses.deleteError"), e));
      return false;
    }
  };
  const del = useConfirmDelete(remove, (b: Business) => b.business_name);

  const decide = async (notes: string) => {
    if (!deciding) return;
    const { business, decision } = deciding;
    try {
      list.upsert(await api<Business>(`/qr/admin/${business.id}/${decision}`, { method: "POST", body: { admin_notes: notes } }));
      toast("success", t(decision === "approve" ? "qrBusinesses.approved" : "qrBusinesses.rejected"));
      setDeciding(null);
    } catch (e) {
      toast("error", failure(t(decision === "approve" ? "qrBusinesses.approveError" : "qrBusinesses.rejectError"), e));
    }
  };

  const showQr = (b: Business) => {
    if (b.status === "approved" && b.qr_code_url) window.open(b.qr_code_url, "_blank", "noopener,noreferrer");
    else toast("error", t("qrBusinesses.noQr"));
  };

  const visible =
    list.items?.filter(
      (b) => matchesStatus(b.status, filter) && matchesSearch(search, [b.business_name, b.category_name, b.business_type, b.owner_username, b.owner_email]),
    ) ?? null;

  return (
    <>
      <ScreenHeader title={t("qrBusinesses.title")} count={list.items?.length} search={search} onSearch={setSearch} searchLabel={t("qrBusinesses.search")}>
        <StatusFilterSelect value={filter} onChange={setFilter} />
      </ScreenHeader>
      <ListState items={list.items} visible={visible} error={list.error} onRetry={list.load} emptyText={t("qrBusinesses.empty")}>
        {(items) =>
          items.map((b) => (
            <BusinessCard
              key={b.id}
              business={b}
              onPreview={() => setPreview(b)}
              onEdit={() => setEditing(b)}
              onDecide={(decision) => setDeciding({ business: b, decision })}
              onShowQr={() => showQr(b)}
              onDelete={() => del.ask(b)}
            />
          ))
        }
      </ListState>
      <QrPreviewModal business={preview} onClose={() => setPreview(null)} />
      <QrEditModal
        business={editing}
        onSaved={(b) => {
          list.upsert(b);
          setEditing(null);
        }}
        onClose={() => setEditing(null)}
      />
      <DecisionModal
        decision={deciding?.decision ?? null}
        onConfirm={decide}
        onClose={() => setDeciding(null)}
        blocked={deciding?.decision === "approve" && deciding.business.owner_status === "rejected"}
        subject={deciding && <ListingDecisionSubject business={deciding.business} approving={deciding.decision === "approve"} />}
      />
      {del.dialog}
    </>
  );
}
