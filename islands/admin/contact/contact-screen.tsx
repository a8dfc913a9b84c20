import { Mail, MapPin, Pencil, Phone, Plus, X } from "lucide-react";
import { useRef, useState } from "react";
import { css } from "styled-system/css";
import { contactTypes } from "../../../db/schema/enums";
import { spinner } from "../../lib/form-styles";
import { client, data, errorMessage, fieldErrorsOf, page } from "../core/api";
import { useAdmin } from "../core/i18n";
import { ListState, ScreenHeader } from "../kit/list-parts";
import { ContactRow, toContactPayload, type ContactDraft, type ContactItem } from "./contact-row";
import { button, cardMeta, cardTitle, primary } from "../core/styles";
import { toast } from "../core/toasts";
import { useCollection } from "../kit/use-collection";
import { validate } from "../core/validate";
import { FieldsWithSummary } from "../kit/form-parts";
import { showFieldErrors } from "../../lib/focus-error";

const icons = { email: Mail, phone: Phone, address: MapPin };
// An item as the editor holds it: what the API answered, less the localized texts and the order.
const draftOf = ({ label: _label, value: _value, order_index: _order, ...draft }: ContactItem): ContactDraft => draft;

/**
 * Contact details with a view/edit toggle. Editing keeps the whole list; on save only the items
 * with a value are sent, as one array (PUT), and the page shows what was stored.
 */
export default function ContactScreen() {
  const { t } = useAdmin();
  const list = useCollection(() => page(client["contact-info"].$get()));
  const [drafts, setDrafts] = useState<ContactDraft[] | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const editing = drafts !== null;
  // The messages go under their rows, then the first row in error takes the focus (mid-screen).
  const showErrors = (found: Record<string, string>) => showFieldErrors(formRef.current, () => setErrors(found));

  const toggle = () => {
    setErrors({});
    setDrafts(editing ? null : (list.items ?? []).map(draftOf));
  };
  const update = (i: number, patch: Partial<ContactDraft>) => setDrafts((d) => d!.map((x, j) => (j === i ? { ...x, ...patch } : x)));

  const save = async () => {
    const kept = drafts!.map((d, i) => ({ d, i })).filter(({ d }) => d.value_ar.trim() || d.value_en.trim());
    const found: Record<string, string> = {};
    for (const { d, i } of kept) {
      const rule = d.type === "email" ? "email" : d.type === "phone" ? "phone" : null;
      const failed = rule && validate({ v: d.value_ar }, { v: [rule] }).v;
      if (failed) found[`${i}.value`] = t(`validation.${failed}`);
    }
    showErrors(found);
    if (Object.keys(found).length) return toast("error", t("validation.fix"));
    setSaving(true);
    try {
      list.setItems(await data(client["contact-info"].$put({ json: kept.map(({ d }, n) => toContactPayload(d, n)) })));
      setDrafts(null);
      toast("success", t("common.saved"));
    } catch (e) {
      // The server counts positions in what was sent; point each message back at its row.
      showErrors(
        Object.fromEntries(
          Object.entries(fieldErrorsOf(e)).map(([k, v]) => [k.replace(/^(\d+)\.(value(?:_ar|_en)?)$/, (_, n, f) => `${kept[Number(n)]?.i}.${f}`), v]),
        ),
      );
      toast("error", errorMessage(e));
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <ScreenHeader title={t("contact.title")}>
        <button type="button" data-testid="edit-toggle" aria-pressed={editing} className={button} onClick={toggle} disabled={saving || !list.items}>
          {editing ? <X size={16} aria-hidden /> : <Pencil size={16} aria-hidden />}
          {editing ? t("common.view") : t("common.edit")}
        </button>
      </ScreenHeader>
      {editing ? (
        <form ref={formRef} noValidate onSubmit={(e) => (e.preventDefault(), void save())} className={css({ display: "grid", gap: "4" })} data-testid="item-form">
          <FieldsWithSummary errors={errors}>
            {drafts.map((d, i) => (
              <ContactRow
                key={i}
                draft={d}
                index={i}
                errors={errors}
                onChange={(patch) => update(i, patch)}
                onRemove={() => setDrafts(drafts.filter((_, j) => j !== i))}
              />
            ))}
          </FieldsWithSummary>
          <div className={css({ display: "flex", flexWrap: "wrap", gap: "2" })}>
            {contactTypes.map((type) => (
              <button
                key={type}
                type="button"
                className={button}
                data-testid={`add-${type}`}
                onClick={() => setDrafts([...drafts, { type, value_ar: "", value_en: "", is_active: true }])}
              >
                <Plus size={15} aria-hidden />
                {t(`contact.add.${type}`)}
              </button>
            ))}
          </div>
          <div className={css({ display: "flex", gap: "2" })}>
            <button type="submit" className={primary} data-testid="save-item" disabled={saving} aria-busy={saving}>
              {saving && <span className={spinner} aria-hidden />}
              {saving ? t("common.saving") : t("common.save")}
            </button>
            <button type="button" className={button} data-testid="cancel-item" onClick={toggle} disabled={saving}>
              {t("common.cancel")}
            </button>
          </div>
        </form>
      ) : (
        <ListState items={list.items} visible={list.items} error={list.error} onRetry={list.load} emptyText={t("contact.empty")}>
          {(items) =>
            items.map((item) => {
              const Icon = icons[item.type];
              return (
                <li
                  key={item.id}
                  data-testid="item-card"
                  data-type={item.type}
                  className={css({ display: "flex", gap: "3", padding: "4", borderRadius: "xl", borderWidth: "1px", borderColor: "border", bg: "surface" })}
                >
                  <Icon size={22} aria-hidden className={css({ color: "accent", flexShrink: 0 })} />
                  <div>
                    <p className={cardTitle}>{item.label}</p>
                    <p dir={item.type === "address" ? undefined : "ltr"} className={css({ overflowWrap: "anywhere" })} data-testid="contact-value">
                      {item.value}
                    </p>
                    {!item.is_active && <p className={cardMeta}>{t("common.inactive")}</p>}
                  </div>
                </li>
              );
            })
          }
        </ListState>
      )}
    </>
  );
}
