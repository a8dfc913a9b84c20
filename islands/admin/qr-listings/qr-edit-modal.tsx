import { css } from "styled-system/css";
import { Modal } from "../../lib/modal";
import { ApiError, client, data } from "../core/api";
import { listingRules } from "../../../shared/form-rules";
import { ruleAttributes, TextField } from "../kit/fields";
import { Field, FormShell, useFormState, useSubmit, type FormState } from "../kit/form-parts";
import { checkboxRow } from "../core/styles";
import { useAdmin } from "../core/i18n";
import type { Business } from "./qr-types";
import { AdminHoursEditor } from "./qr-hours-panel";

interface Props {
  business: Business | null;
  onSaved: (business: Business) => void;
  onClose: () => void;
}

/**
 * The server's rules of the fields this edit shows (shared/form-rules.ts, read from the listing's
 * schema): the name is required, lengths and formats are the API's. That a position is both
 * coordinates or neither is the server's to say (its message lands on the missing one).
 */
const { business_name, business_name_en, description, description_en, phone, email, address, city, latitude, longitude, whatsapp } = listingRules;
const rules = { business_name, business_name_en, description, description_en, phone, email, address, city, latitude, longitude, whatsapp };

/** A stored coordinate as the field holds it. */
const coordinate = (v: number | null | undefined) => (v === null || v === undefined ? "" : String(v));

/**
 * The admin's edit of a listing: names and descriptions in both languages, phone, email, address,
 * city and position, and ordering by WhatsApp with the number the orders go to (the server
 * refuses ordering on without one, under the switch).
 */
export function QrEditModal({ business, onSaved, onClose }: Props) {
  const { t } = useAdmin();
  return (
    <Modal open={!!business} onClose={onClose} title={t("qrBusinesses.editTitle")} closeLabel={t("common.close")}>
      {business && <EditForm key={business.id} business={business} onSaved={onSaved} onCancel={onClose} />}
      {business && <AdminHoursEditor key={`hours-${business.id}`} business={business} onSaved={onSaved} />}
    </Modal>
  );
}

function EditForm({ business, onSaved, onCancel }: { business: Business; onSaved: (b: Business) => void; onCancel: () => void }) {
  const { t } = useAdmin();
  const form = useFormState(() => ({
    business_name: business.business_name,
    business_name_en: business.business_name_en ?? "",
    description: business.description ?? "",
    description_en: business.description_en ?? "",
    phone: business.phone ?? "",
    email: business.email ?? "",
    address: business.address ?? "",
    city: business.city ?? "",
    latitude: coordinate(business.latitude),
    longitude: coordinate(business.longitude),
    whatsapp: business.whatsapp ?? "",
    ordering_enabled: business.ordering_enabled,
  }));
  const { saving, submit } = useSubmit<Business>();
  const save = () =>
    submit({
      id: business.id,
      rules,
      values: form.values,
      setErrors: form.setErrors,
      body: () => form.values,
      successMessage: t("qrBusinesses.updated"),
      send: () =>
        data(client.qr.admin[":id"].$put({ param: { id: String(business.id) }, json: form.values })).catch((e) => {
          throw e instanceof ApiError ? new ApiError(`${t("qrBusinesses.updateError")}: ${e.message}`, e.status, e.errors) : e;
        }),
      onSaved,
    });
  return (
    <FormShell title={business.business_name} errors={form.errors} saving={saving} onSubmit={save} onCancel={onCancel}>
      <TextField form={form} name="business_name" label={t("qrBusinesses.name")} wide {...ruleAttributes(rules.business_name)} />
      <TextField form={form} name="business_name_en" label={t("qrBusinesses.nameEn")} wide dir="ltr" {...ruleAttributes(rules.business_name_en)} />
      <TextField form={form} name="description" label={t("fields.description")} multiline rows={3} {...ruleAttributes(rules.description)} />
      <TextField form={form} name="description_en" label={t("qrBusinesses.descriptionEn")} multiline rows={3} dir="ltr" {...ruleAttributes(rules.description_en)} />
      <TextField form={form} name="phone" label={t("fields.phone")} type="tel" dir="ltr" {...ruleAttributes(rules.phone)} />
      <TextField form={form} name="email" label={t("fields.email")} type="email" dir="ltr" {...ruleAttributes(rules.email)} />
      <TextField form={form} name="address" label={t("fields.address")} wide {...ruleAttributes(rules.address)} />
      <TextField form={form} name="city" label={t("qrBusinesses.city")} {...ruleAttributes(rules.city)} />
      <TextField form={form} name="latitude" label={t("qrBusinesses.latitude")} dir="ltr" {...ruleAttributes(rules.latitude)} />
      <TextField form={form} name="longitude" label={t("qrBusinesses.longitude")} dir="ltr" {...ruleAttributes(rules.longitude)} />
      <TextField form={form} name="whatsapp" label={t("menu.order.setting.whatsapp")} type="tel" dir="ltr" {...ruleAttributes(rules.whatsapp)} />
      <OrderingSwitch form={form} />
    </FormShell>
  );
}

/** Ordering by WhatsApp: a switch, its words, and the server's message under it when it refuses. */
function OrderingSwitch({ form }: { form: Pick<FormState<{ ordering_enabled: boolean }>, "values" | "errors" | "set"> }) {
  const { t } = useAdmin();
  const error = form.errors.ordering_enabled;
  return (
    <Field name="ordering_enabled" label={t("menu.order.setting.label")} error={error}>
      <label className={checkboxRow}>
        <input
          id="f-ordering_enabled"
          type="checkbox"
          name="ordering_enabled"
          checked={form.values.ordering_enabled}
          onChange={(e) => form.set("ordering_enabled", e.target.checked)}
          aria-invalid={!!error}
          aria-describedby={error ? "f-ordering_enabled-error" : "f-ordering_enabled-hint"}
          className={css({ inlineSize: "5", blockSize: "5", accentColor: "primary" })}
        />
        {t("menu.order.setting.on")}
      </label>
      {!error && (
        <p id="f-ordering_enabled-hint" className={css({ color: "muted", fontSize: "sm", marginBlockStart: "1" })}>
          {t("menu.order.setting.hint")}
        </p>
      )}
    </Field>
  );
}
