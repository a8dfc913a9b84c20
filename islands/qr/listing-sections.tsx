import type { ReactNode } from "react";
import { css, cx } from "styled-system/css";
import type { Lang, Translate } from "../../locales/i18n";
import { fieldError, input } from "../lib/form-styles";
import { describedBy, Field } from "../lib/field";
import { PositionField } from "./position-field";
import { panel, sectionTitle } from "./styles";
import type { Category } from "./types";
import { inputRules } from "../../shared/field-rules";
import { listingFieldRules, type ListingField, type ListingValues } from "./validate";
import { normalizeWebAddress, platformOfField } from "../../shared/web-address";

export const grid2 = css({ display: "grid", gap: "4", gridTemplateColumns: { base: "1fr", md: "1fr 1fr" } });
const box = cx(panel, css({ display: "grid", gap: "4" }));
const legend = cx(sectionTitle, css({ float: "inline-start", inlineSize: "100%", marginBlockEnd: 0 }));
// A switch with its words beside it: the box at the start of the first line, the hint under the label.
const switchRow = css({
  display: "flex",
  alignItems: "flex-start",
  gap: "3",
  cursor: "pointer",
  "& input": { inlineSize: "5", blockSize: "5", marginBlockStart: "1", flexShrink: 0, accentColor: "var(--brand-primary)" },
  "& strong": { display: "block", fontWeight: "semibold" },
});

/** One section of the listing form: a fieldset with its title. */
export const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <fieldset className={box}>
    <legend className={legend}>{title}</legend>
    {children}
  </fieldset>
);

interface Props {
  values: ListingValues;
  errors: Partial<Record<string, string>>;
  onChange: (field: ListingField) => (e: { target: { value: string } }) => void;
  /** The ordering switch turned on or off. */
  onOrdering?: (on: boolean) => void;
  disabled: boolean;
  categories: Category[];
  lang: Lang;
  t: Translate;
}

const ltr = (type: string, autoComplete?: string) => ({ type, dir: "ltr", autoComplete });
// The English name and description beside the Arabic ones: written left to right, and marked as
// English so a phone's keyboard and spelling check pick that language.
const english = { dir: "ltr", lang: "en", autoComplete: "off" } as const;
// "yasmin-cafe.sy" or "@yasmin.cafe" is written out in full as the owner leaves the field, so what
// is saved (the server does the same) is what they see. Typed as text: type=url would have the
// browser refuse an address without https:// before the page can help.
const link = (field: ListingField, onChange: Props["onChange"]) => ({
  type: "text",
  inputMode: "url",
  dir: "ltr",
  autoComplete: field === "website" ? "url" : "off",
  onBlur: (e: { target: { value: string } }) => {
    const full = normalizeWebAddress(e.target.value, platformOfField(field));
    if (full !== e.target.value) onChange(field)({ target: { value: full } });
  },
});

/**
 * The text parts of the listing form, in the form's sections (basic, contact, place, social,
 * menu); inputs named as the API's fields.
 */
export function listingSections({ values, errors, onChange, onOrdering = () => {}, disabled, categories, lang, t }: Props) {
  const f = (key: string) => t(`qr.area.form.${key}`);
  const text = (name: ListingField, extra: Record<string, unknown> = {}, hint?: string) => (
    <Field id={`qr-f-${name}`} name={name} label={f(name)} error={errors[name]} hint={hint} required={listingFieldRules[name].required}>
      <input
        id={`qr-f-${name}`}
        name={name}
        // required and maxLength: the server's rules (shared/form-rules.ts)
        {...inputRules(listingFieldRules[name])}
        value={values[name]}
        onChange={onChange(name)}
        className={input}
        disabled={disabled}
        {...describedBy(`qr-f-${name}`, errors[name], hint)}
        {...extra}
      />
    </Field>
  );
  // A stored type that is no longer a category still shows, rather than a blank choice.
  const knownType = !values.business_type || categories.some((c) => c.name_ar === values.business_type);

  const description = (name: "description" | "description_en", extra: Record<string, unknown> = {}, hint?: string) => (
    <Field id={`qr-f-${name}`} name={name} label={f(name)} error={errors[name]} hint={hint}>
      <textarea
        id={`qr-f-${name}`}
        name={name}
        rows={4}
        {...inputRules(listingFieldRules[name])}
        value={values[name]}
        onChange={onChange(name)}
        className={input}
        disabled={disabled}
        {...describedBy(`qr-f-${name}`, errors[name], hint)}
        {...extra}
      />
    </Field>
  );

  const basic = (
    <Section key="basic" title={f("basic")}>
      <div className={grid2}>
        {text("business_name", { autoComplete: "organization" })}
        {text("business_name_en", english, f("englishHint"))}
      </div>
      <Field id="qr-f-business_type" name="business_type" label={f("business_type")} error={errors.business_type} required={listingFieldRules.business_type.required}>
        <select
          id="qr-f-business_type"
          name="business_type"
          required={listingFieldRules.business_type.required}
          value={values.business_type}
          onChange={onChange("business_type")}
          className={input}
          disabled={disabled}
          {...describedBy("qr-f-business_type", errors.business_type)}
        >
          <option value="">{f("typePlaceholder")}</option>
          {!knownType && <option value={values.business_type}>{values.business_type}</option>}
          {categories.map((c) => (
            // The value is the Arabic name: what business_type holds.
            <option key={c.id} value={c.name_ar}>
              {lang === "ar" ? c.name_ar : c.name_en}
            </option>
          ))}
        </select>
      </Field>
      {description("description")}
      {description("description_en", english)}
    </Section>
  );
  const contact = (
    <Section key="contact" title={f("contact")}>
      <div className={grid2}>
        {text("phone", ltr("tel", "tel"))}
        {text("email", ltr("email", "email"))}
      </div>
      {text("website", link("website", onChange), f("urlHint"))}
    </Section>
  );
  // Where the shop is: the street address people read, the city, and the point on the map.
  const place = (
    <Section key="place" title={f("place")}>
      {text("address", { autoComplete: "street-address" })}
      {text("city", { autoComplete: "address-level2" })}
      <PositionField
        latitude={values.latitude}
        longitude={values.longitude}
        errors={{ latitude: errors.latitude, longitude: errors.longitude }}
        onChange={onChange}
        disabled={disabled}
        lang={lang}
        t={t}
      />
    </Section>
  );
  const social = (
    <Section key="social" title={f("social")}>
      <div className={grid2}>
        {text("facebook", link("facebook", onChange), f("socialHint"))}
        {text("instagram", link("instagram", onChange), f("socialHint"))}
        {text("twitter", link("twitter", onChange), f("socialHint"))}
        {text("whatsapp", ltr("tel"))}
      </div>
      {/* Orders are messages to the WhatsApp number just above: the hint says so, and the form and
          the server refuse the switch on without one. */}
      <div>
        <label className={switchRow} htmlFor="qr-f-ordering_enabled">
          <input
            id="qr-f-ordering_enabled"
            type="checkbox"
            name="ordering_enabled"
            checked={values.ordering_enabled}
            onChange={(e) => onOrdering(e.target.checked)}
            disabled={disabled}
            data-testid="ordering-switch"
            {...describedBy("qr-f-ordering_enabled", errors.ordering_enabled, f("orderingHint"))}
          />
          <span>
            <strong>{f("ordering_enabled")}</strong>
            {!errors.ordering_enabled && (
              <span id="qr-f-ordering_enabled-hint" className={css({ display: "block", color: "muted", fontSize: "xs", marginBlockStart: "1" })}>
                {f("orderingHint")}
              </span>
            )}
          </span>
        </label>
        {errors.ordering_enabled && (
          <p id="qr-f-ordering_enabled-error" data-testid="field-error-ordering_enabled" className={fieldError}>
            {errors.ordering_enabled}
          </p>
        )}
      </div>
    </Section>
  );
  // The menu link is written out in full on leaving the field too; an upload's /media/... path stays as it is.
  const menu = <Section key="menu" title={f("menu")}>{text("menu_url", link("menu_url", onChange), f("menuHint"))}</Section>;
  return { basic, contact, place, social, menu };
}
