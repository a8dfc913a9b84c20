import { Pencil, X } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { css, cx } from "styled-system/css";
import { viewOnly } from "../../lib/form-styles";
import type { StoredSettings } from "../../../shared/contract/settings";
import { client, data as dataOf, errorMessage } from "../core/api";
import { CheckField, ruleAttributes, TextField, TextPair } from "../kit/fields";
import { ImageField } from "../kit/image-field";
import { Field, FormShell, input, useFormState, useSubmit, type FormState } from "../kit/form-parts";
import { useAdmin } from "../core/i18n";
import { Loading, ScreenHeader } from "../kit/list-parts";
import { sentValue, settingKeys, settingsRules, settingsSections, settingsValues, type SettingField } from "./settings-fields";
import { button, fullRow, sectionTitle } from "../core/styles";
import { toast } from "../core/toasts";

/**
 * Site settings with a view/edit toggle: inputs are disabled while viewing. Save and cancel both
 * leave edit mode and reload what the server holds; a failed save stays in
 * edit mode with its messages, so nothing typed is lost.
 */
export default function SettingsScreen() {
  const { t } = useAdmin();
  const [data, setData] = useState<StoredSettings | null>(null);
  const [editing, setEditing] = useState(false);
  const [version, setVersion] = useState(0);

  const load = useCallback(async () => {
    try {
      setData(settingsValues(await dataOf(client["site-settings"].$get())));
      setVersion((v) => v + 1);
    } catch (e) {
      toast("error", `${t("settings.loadError")}: ${errorMessage(e)}`);
    }
  }, [t]);
  useEffect(() => void load(), [load]);

  const leave = () => {
    setEditing(false);
    void load();
  };
  return (
    <>
      <ScreenHeader title={t("settings.title")}>
        <button
          type="button"
          data-testid="edit-toggle"
          aria-pressed={editing}
          className={button}
          onClick={() => (editing ? leave() : setEditing(true))}
          disabled={!data}
        >
          {editing ? <X size={16} aria-hidden /> : <Pencil size={16} aria-hidden />}
          {editing ? t("common.view") : t("common.edit")}
        </button>
      </ScreenHeader>
      {data ? <SettingsForm key={version} initial={data} editing={editing} onDone={leave} /> : <Loading />}
    </>
  );
}

function SettingsForm({ initial, editing, onDone }: { initial: StoredSettings; editing: boolean; onDone: () => void }) {
  const { t } = useAdmin();
  const form = useFormState(() => initial);
  const { saving, submit } = useSubmit<unknown>();
  const save = () =>
    submit({
      rules: settingsRules,
      values: form.values,
      setErrors: form.setErrors,
      body: () => Object.fromEntries(settingKeys.map((k) => [k, sentValue(k, form.values[k])])),
      send: (json) => dataOf(client["site-settings"].$put({ json })),
      successMessage: t("common.saved"),
      onSaved: onDone,
    });

  const field = (f: SettingField) => {
    const label = t(`settings.fields.${f.name}`);
    if (f.pair) return <TextPair key={f.name} form={form} name={f.name} label={label} multiline={f.multiline} rows={2} disabled={!editing} rules={settingsRules} />;
    if (f.type === "flag") return <CheckField key={f.name} form={form} name={f.name} label={label} hint={t(`settings.hints.${f.name}`)} disabled={!editing} />;
    if (f.type === "color") return <ColorField key={f.name} form={form} name={f.name} label={label} disabled={!editing} />;
    if (f.type === "image") {
      return (
        <ImageField
          key={f.name}
          name={f.name}
          label={label}
          value={String(form.values[f.name] ?? "")}
          onChange={(url) => form.set(f.name, url)}
          error={form.errors[f.name]}
          wide={false}
          disabled={!editing}
          {...ruleAttributes(settingsRules[f.name])}
          // The logo sits in a 32-px-high header: shown whole, as wide as its shape makes it.
          preview={{ width: 192, fit: "contain" }}
        />
      );
    }
    return <TextField key={f.name} form={form} name={f.name} label={label} type={f.type} dir="ltr" disabled={!editing} {...ruleAttributes(settingsRules[f.name])} />;
  };
  return (
    <FormShell
      title={editing ? t("settings.editing") : t("settings.viewing")}
      errors={form.errors}
      saving={saving}
      onSubmit={save}
      onCancel={onDone}
      hideActions={!editing}
    >
      {settingsSections.map((section) => (
        <fieldset
          key={section.key}
          className={`${fullRow} ${css({ display: "grid", gap: "4", gridTemplateColumns: { base: "1fr", md: "1fr 1fr" } })}`}
          data-section={section.key}
        >
          <legend className={sectionTitle}>{t(`settings.sections.${section.key}`)}</legend>
          {section.fields.map(field)}
        </fieldset>
      ))}
    </FormShell>
  );
}

function ColorField({
  form,
  name,
  label,
  disabled,
}: {
  form: FormState<StoredSettings>;
  name: keyof StoredSettings;
  label: string;
  disabled: boolean;
}) {
  const value = String(form.values[name] ?? "");
  return (
    <Field name={name} label={label} error={form.errors[name]}>
      <div className={css({ display: "flex", gap: "2", alignItems: "center" })}>
        <input
          type="color"
          aria-label={label}
          value={/^#[0-9a-f]{6}$/i.test(value) ? value : "#000000"}
          onChange={(e) => form.set(name, e.target.value)}
          disabled={disabled}
          className={css({ inlineSize: "12", blockSize: "11", borderRadius: "lg", cursor: "pointer", bg: "transparent" })}
        />
        <input {...form.bind(name)} dir="ltr" className={cx(input, viewOnly)} disabled={disabled} />
      </div>
    </Field>
  );
}
