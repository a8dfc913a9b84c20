import { TextField } from "../kit/fields";
import { FormShell, useFormState, useSubmit } from "../kit/form-parts";
import { useAdmin } from "../core/i18n";
import { ScreenHeader } from "../kit/list-parts";
import { client, data } from "../core/api";
import { SessionsPanel } from "./sessions-panel";
import { stack } from "../core/styles";
import { TwoFactorPanel } from "./two-factor-panel";

const empty = () => ({ current_password: "", new_password: "", confirm_password: "" });

/**
 * The admin's own account security: the password (the server ends the other
 * sessions), two-step verification and the list of open sessions.
 */
export default function PasswordScreen() {
  const { t } = useAdmin();
  const form = useFormState(empty);
  const { saving, submit } = useSubmit<unknown>();
  const { values } = form;
  const save = () => {
    if (values.new_password && values.confirm_password !== values.new_password) {
      return form.setErrors({ confirm_password: t("validation.mismatch") });
    }
    void submit({
      rules: { current_password: ["required"], new_password: ["required"], confirm_password: ["required"] },
      values,
      setErrors: form.setErrors,
      body: () => ({ current_password: values.current_password, new_password: values.new_password }),
      send: () => data(client.auth.password.$put({ json: { current_password: values.current_password, new_password: values.new_password } })),
      successMessage: t("password.changed"),
      onSaved: () => form.setValues(empty()),
    });
  };
  return (
    <div className={stack}>
      <ScreenHeader title={t("password.title")} />
      <FormShell
        title={t("password.subtitle")}
        errors={form.errors}
        saving={saving}
        onSubmit={save}
        onCancel={() => (form.setValues(empty()), form.setErrors({}))}
      >
        <TextField form={form} name="current_password" label={t("password.current")} type="password" required wide dir="ltr" />
        <TextField form={form} name="new_password" label={t("password.new")} type="password" required dir="ltr" />
        <TextField form={form} name="confirm_password" label={t("password.confirm")} type="password" required dir="ltr" />
      </FormShell>
      <TwoFactorPanel />
      <SessionsPanel />
    </div>
  );
}
