import { TextField } from "../kit/fields";
import { FormShell, useFormState, useSubmit } from "../kit/form-parts";
import { useAdmin } from "../core/i18n";
import { ScreenHeader } from "../kit/list-parts";
import { client, data } from "../core/api";
import { SessionsPanel } from "./sessions-panel";
import { stack } from "../core/styles";
import { TwoFactorPanel } from "./two-factor-panel";
import { useSession } from "../core/use-session";
import { useLocation } from "wouter";
import { css } from "styled-system/css";
import { pluralKey } from "../../../locales/i18n";
import { adminPasswordRules } from "../../../shared/form-rules";
import { ruleAttributes } from "../kit/fields";

/** The one-time password's notice: a warning's tint, readable in both themes. */
const oneTimeNotice = css({ padding: "4", borderRadius: "xl", bg: "rgba(251,191,36,0.16)", borderWidth: "1px", borderColor: "warning", fontWeight: "semibold" });

const empty = () => ({ current_password: "", new_password: "", confirm_password: "" });

/**
 * The fields' rules. The two passwords sent are the server's (PUT /auth/password's schema, read
 * into shared/form-rules.ts): required, and the new one's shortest and longest. What else the
 * server holds a new password to (not a common one, not the username, not easy to guess) needs its
 * word lists and the account, so it stays there and its answer shows under the field. The
 * confirmation is this form's own: it is never sent.
 */
const rules = { ...adminPasswordRules, confirm_password: ["required"] } as const;

/**
 * The admin's own account security: the password (the server ends the other
 * sessions), two-step verification and the list of open sessions.
 */
export default function PasswordScreen() {
  const { t, lang } = useAdmin();
  const { user, refresh } = useSession();
  const [, navigate] = useLocation();
  // Signed in with a one-time password: this screen is all the panel opens until it is changed.
  const oneTime = user.one_time_sign_in;
  const form = useFormState(empty);
  const { saving, submit } = useSubmit<unknown>();
  const { values } = form;
  const save = () => {
    if (values.new_password && values.confirm_password !== values.new_password) {
      return form.setErrors({ confirm_password: t("validation.mismatch") });
    }
    void submit({
      rules,
      values,
      setErrors: form.setErrors,
      body: () => ({ current_password: values.current_password, new_password: values.new_password }),
      send: () => data(client.auth.password.$put({ json: { current_password: values.current_password, new_password: values.new_password } })),
      successMessage: t("password.changed"),
      onSaved: async () => {
        form.setValues(empty());
        if (!oneTime) return;
        await refresh();
        navigate("/", { replace: true });
      },
    });
  };
  return (
    <div className={stack}>
      <ScreenHeader title={t("password.title")} />
      {oneTime && (
        <p className={oneTimeNotice} role="status" data-testid="one-time-password">
          {t("password.oneTime")}
        </p>
      )}
      <FormShell
        title={t("password.subtitle")}
        errors={form.errors}
        saving={saving}
        onSubmit={save}
        onCancel={() => (form.setValues(empty()), form.setErrors({}))}
      >
        <TextField form={form} name="current_password" label={t("password.current")} type="password" {...ruleAttributes(rules.current_password)} wide dir="ltr" />
        <TextField
          form={form}
          name="new_password"
          // "New password (at least N characters)", N being the shortest the server takes.
          label={t(pluralKey("password.newMin", rules.new_password.minLength, lang), { min: rules.new_password.minLength })}
          type="password"
          {...ruleAttributes(rules.new_password)}
          dir="ltr"
        />
        {/* As long as the new password may be. */}
        <TextField form={form} name="confirm_password" label={t("password.confirm")} type="password" required maxLength={rules.new_password.maxLength} dir="ltr" />
      </FormShell>
      {!oneTime && <TwoFactorPanel />}
      {!oneTime && <SessionsPanel />}
    </div>
  );
}
