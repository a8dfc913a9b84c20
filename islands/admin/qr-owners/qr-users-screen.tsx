import { Check, X } from "lucide-react";
import { useState } from "react";
import { api, errorMessage } from "../core/api";
import { DecisionModal } from "../kit/decision-modal";
import { formatDate, formatNumber } from "../../../locales/format";
import { Bidi } from "../../lib/bidi";
import { MetaList } from "../../lib/meta-list";
import { useAdmin } from "../core/i18n";
import { ItemCard, ListState, ScreenHeader } from "../kit/list-parts";
import type { Decision, QrUser } from "../qr-listings/qr-types";
import { matchesSearch } from "../core/search";
import { matchesStatus, ownerStatus, type StatusFilter } from "../core/status";
import { StatusBadge, StatusFilterSelect } from "../kit/status-parts";
import { cardMeta, cardTitle, danger, success } from "../core/styles";
import { toast } from "../core/toasts";
import { useCollection } from "../kit/use-collection";

/**
 * QR owners: search over username, email and phone; status derived from the
 * active and approved flags; approve or reject pending owners with notes, after which the list reloads.
 */
export default function QrUsersScreen() {
  const { t, lang } = useAdmin();
  const list = useCollection<QrUser>("/qr/admin/users");
  const [search, setSearch] = useState("");
  const [filter, setFilter] = useState<StatusFilter>("all");
  const [deciding, setDeciding] = useState<{ user: QrUser; decision: Decision } | null>(null);

  const decide = async (notes: string) => {
    if (!deciding) return;
    const { user, decision } = deciding;
    try {
      await api(`/qr/admin/users/${user.id}/${decision}`, { method: "POST", body: { admin_notes: notes } });
      toast("success", t(decision === "approve" ? "qrUsers.approved" : "qrUsers.rejected"));
      setDeciding(null);
      await list.load();
    } catch (e) {
      toast("error", `${t(decision === "approve" ? "qrUsers.approveError" : "qrUsers.rejectError")}: ${errorMessage(e)}`);
    }
  };

  const visible = list.items?.filter((u) => matchesStatus(ownerStatus(u), filter) && matchesSearch(search, [u.username, u.email, u.phone])) ?? null;

  return (
    <>
      <ScreenHeader title={t("qrUsers.title")} count={list.items?.length} search={search} onSearch={setSearch} searchLabel={t("qrUsers.search")}>
        <StatusFilterSelect value={filter} onChange={setFilter} />
      </ScreenHeader>
      <ListState items={list.items} visible={visible} error={list.error} onRetry={list.load} emptyText={t("qrUsers.empty")}>
        {(items) =>
          items.map((u) => {
            const status = ownerStatus(u);
            return (
              <ItemCard
                key={u.id}
                title={u.username}
                badges={<StatusBadge status={status} />}
                actions={
                  status === "pending" && (
                    <>
                      <button type="button" data-testid="approve" className={success} onClick={() => setDeciding({ user: u, decision: "approve" })}>
                        <Check size={15} aria-hidden />
                        {t("decision.approve")}
                      </button>
                      <button type="button" data-testid="reject" className={danger} onClick={() => setDeciding({ user: u, decision: "reject" })}>
                        <X size={15} aria-hidden />
                        {t("decision.reject")}
                      </button>
                    </>
                  )
                }
              >
                <p className={cardMeta}>
                  <MetaList items={[<Bidi ltr>{u.email}</Bidi>, <Bidi ltr>{u.phone}</Bidi>]} />
                </p>
                <p className={cardMeta}>
                  <MetaList
                    items={[`${t("qrUsers.registered")}: ${formatDate(u.created_at, lang)}`, t("qrUsers.businesses", { count: formatNumber(u.businesses_count, lang) })]}
                  />
                </p>
                {u.admin_notes && (
                  <p className={cardMeta}>
                    {t("decision.notes")}: <Bidi>{u.admin_notes}</Bidi>
                  </p>
                )}
              </ItemCard>
            );
          })
        }
      </ListState>
      <DecisionModal
        decision={deciding?.decision ?? null}
        onConfirm={decide}
        onClose={() => setDeciding(null)}
        subject={
          deciding && (
            <>
              <p className={cardTitle}>{deciding.user.username}</p>
              <p className={cardMeta}>
                <MetaList items={[<Bidi ltr>{deciding.user.email}</Bidi>, <Bidi ltr>{deciding.user.phone}</Bidi>]} />
              </p>
            </>
          )
        }
      />
    </>
  );
}
