import { useEffect, useRef, useState, type FormEvent } from "react";
import { css } from "styled-system/css";
import { card, container } from "../shared/ui";
import { input } from "./lib/form-styles";
import { PasswordInput } from "./lib/password-input";
import { useT } from "./lib/use-t";
import { call, NetworkError, qrClient } from "./qr/api";
import { OwnerScreen, type AreaChrome } from "./qr/area-header";
import { describedBy, Field } from "./lib/field";
import { BusyButton } from "./qr/fields";
import { ForgotPassword, type AgencyHelp } from "./qr/forgot-password";
import { notify, resolveNotices } from "./qr/notices";
import { saveSession } from "./qr/session";
import { main } from "./qr/styles";
import { authRules, authText, checkAuth, type AuthMode, type AuthValues } from "./qr/validate";
import { normalizeDigits } from "../shared/digits";
import type { FieldRule } from "../shared/field-rules";
import { ownerLoginRules, ownerSignUpRules } from "../shared/form-rules";

/** The dashboard opens one second after a successful login. */
export const LOGIN_REDIRECT_MS = 1000;

const empty: AuthValues = { username: "", password: "", email: "", phone: "" };
type Message = { type: "success" | "error"; text: string } | null;

const box = css({
  inlineSize: "min(100%, 440px)",
  marginInline: "auto",
  padding: { base: "6", md: "8" },
  display: "grid",
  gap: "4",
  _hover: { transform: "none" },
});
const messageStyle = {
  success: css({ color: "success", fontWeight: "semibold" }),
  error: css({ color: "danger", fontWeight: "semibold" }),
};

/**
 * The owner's login and register card. Toggling clears the fields
 * and messages; a request in flight locks the form; the server's message shows in the card and,
 * for failures, as a "login error" notice; a login stores the session and opens the dashboard.
 *
 * The form posts to the server, so a submit before hydration is held and replayed
 * (islands/client.ts); if scripts never run, the server answers with this card again, saying
 * that the owner area needs them (`scriptless`).
 */
export default function QrLogin({ scriptless, help, ...chrome }: AreaChrome & { scriptless?: boolean; help?: AgencyHelp }) {
  const t = useT(chrome.messages, chrome.lang);
  const [mode, setMode] = useState<AuthMode>("login");
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Partial<Record<keyof AuthValues, string>>>({});
  const [message, setMessage] = useState<Message>(scriptless ? { type: "error", text: t("qr.area.auth.needsScript") } : null);
  const [busy, setBusy] = useState(false);
  const [forgot, setForgot] = useState(false);
  const lock = useRef(false);

  // Back from deleting the account (see qr-account.tsx): say it was done, once.
  useEffect(() => {
    const url = new URL(location.href);
    if (url.searchParams.get("notice") !== "deleted") return;
    setMessage({ type: "success", text: t("qr.area.account.deleted") });
    url.searchParams.delete("notice");
    history.replaceState(history.state, "", url);
  }, [t]);

  const k = (key: string) => t(`qr.area.auth.${key}`);
  const set = (field: keyof AuthValues) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    if (errors[field]) setErrors((er) => ({ ...er, [field]: undefined }));
  };

  const toggle = () => {
    if (lock.current) return;
    setMode((m) => (m === "login" ? "register" : "login"));
    setValues(empty);
    setErrors({});
    setMessage(null);
  };

  /** The notices about this card's form: they go once it succeeds. */
  const FORM_NOTICES = "qr-auth-form";

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (lock.current) return;
    const problems = checkAuth(mode, values);
    setErrors(Object.fromEntries(Object.entries(problems).map(([f, key]) => [f, authText(key!, t, chrome.lang)])));
    if (Object.keys(problems).length) return setMessage(null);
    lock.current = true;
    setBusy(true);
    setMessage(null);
    let keepLocked = false;
    const formError = mode === "register" ? "registerError" : "loginError";
    try {
      const api = qrClient(chrome.lang).auth;
      const username = values.username.trim();
      const res = mode === "login" ? await call(api.login.$post({ json: { username, password: values.password } })) : await call(api.register.$post({ json: { ...values, username, phone: normalizeDigits(values.phone) } }));
      if (!res.ok || !res.body) {
        const text = res.body?.message || k(formError);
        setMessage({ type: "error", text });
        if (res.body?.errors) setErrors(res.body.errors);
        // Titled by the form it is about; it goes once that form succeeds.
        notify("error", text, k(formError), { source: FORM_NOTICES });
      } else {
        // Registered or logged in: either way the answer carries a session, and the dashboard is next.
        const data = res.body.data;
        if (data && "token" in data) saveSession(localStorage, { token: data.token, user: data.user });
        const text = mode === "register" ? k("registeredIn") : k("loginSuccess");
        setMessage({ type: "success", text });
        // The form succeeded: its earlier error notices go, only the success stays.
        resolveNotices(FORM_NOTICES);
        notify("success", text);
        keepLocked = true;
        setTimeout(() => location.assign("/qr/dashboard"), LOGIN_REDIRECT_MS);
      }
    } catch (error) {
      if (!(error instanceof NetworkError)) throw error;
      const text = t("qr.area.common.networkError");
      setMessage({ type: "error", text });
      notify("error", text, t("qr.area.common.networkTitle"), { source: FORM_NOTICES });
    } finally {
      if (!keepLocked) {
        lock.current = false;
        setBusy(false);
      }
    }
  }

  const register = mode === "register";
  // Whether the mode's schema needs the field (each field this card shows, in both modes).
  const isRequired = (name: keyof AuthValues) => !!(authRules[mode] as Partial<Record<keyof AuthValues, FieldRule>>)[name]?.required;
  const control = (name: keyof AuthValues, extra: Record<string, unknown>) => ({
    id: `qr-${name}`,
    name,
    value: values[name],
    onChange: set(name),
    className: input,
    disabled: busy,
    required: isRequired(name),
    "aria-required": isRequired(name),
    ...describedBy(`qr-${name}`, errors[name]),
    ...extra,
  });

  return (
    <OwnerScreen chrome={chrome} t={t}>
      <main id="main" className={`${container} ${main}`}>
        <form data-testid="auth-form" data-mode={mode} method="post" action="/qr/login" noValidate onSubmit={onSubmit} className={`${card} ${box}`} aria-busy={busy}>
          <div>
            <h1 className={css({ fontSize: "2xl", fontWeight: "extrabold" })}>{k(register ? "registerTitle" : "loginTitle")}</h1>
            <p className={css({ color: "muted", fontSize: "sm" })}>{k(register ? "registerSubtitle" : "loginSubtitle")}</p>
          </div>
          <Field id="qr-username" name="username" label={k("username")} error={errors.username} hint={register ? k("usernameHint") : undefined} required>
            {/* The login's longest username (a new one's form, a pattern with no maxLength of its own, is the server's to judge, and the hint says it). */}
            <input {...control("username", { autoComplete: "username", dir: "ltr", maxLength: ownerLoginRules.username.maxLength, autoCapitalize: "none", spellCheck: false })} />
          </Field>
          {register && (
            <>
              <Field id="qr-email" name="email" label={k("email")} error={errors.email} required>
                <input {...control("email", { type: "email", autoComplete: "email", dir: "ltr", maxLength: ownerSignUpRules.email.maxLength })} />
              </Field>
              <Field id="qr-phone" name="phone" label={k("phone")} error={errors.phone} required>
                <input {...control("phone", { type: "tel", autoComplete: "tel", dir: "ltr", maxLength: ownerSignUpRules.phone.maxLength })} />
              </Field>
            </>
          )}
          <Field id="qr-password" name="password" label={k("password")} error={errors.password} required>
            <PasswordInput
              key={mode}
              // A new password's longest (the sign-up's rule), or the login's, which takes longer
              // passwords set under older rules.
              {...control("password", { autoComplete: register ? "new-password" : "current-password", maxLength: authRules[mode].password.maxLength })}
              id="qr-password"
              showLabel={k("showPassword")}
              hideLabel={k("hidePassword")}
            />
          </Field>
          <p
            data-testid="auth-message"
            data-type={message?.type}
            role={message?.type === "error" ? "alert" : "status"}
            className={message ? messageStyle[message.type] : undefined}
          >
            {message?.text}
          </p>
          <BusyButton type="submit" data-testid="auth-submit" busy={busy}>
            {busy ? k("submitting") : k(register ? "submitRegister" : "submitLogin")}
          </BusyButton>
          <button
            type="button"
            data-testid="auth-mode-toggle"
            onClick={toggle}
            disabled={busy}
            className={css({ color: "accent", fontWeight: "semibold", cursor: "pointer", _disabled: { opacity: 0.6 } })}
          >
            {k(register ? "toLogin" : "toRegister")}
          </button>
          {!register && help && (
            <button
              type="button"
              data-testid="forgot-toggle"
              aria-expanded={forgot}
              onClick={() => setForgot((open) => !open)}
              className={css({ color: "muted", fontSize: "sm", fontWeight: "semibold", cursor: "pointer", textDecoration: "underline", minBlockSize: "6" })}
            >
              {t("qr.area.forgot.toggle")}
            </button>
          )}
        </form>
        {forgot && !register && help && <ForgotPassword t={t} lang={chrome.lang} help={help} username={values.username} onClose={() => setForgot(false)} />}
      </main>
    </OwnerScreen>
  );
}
