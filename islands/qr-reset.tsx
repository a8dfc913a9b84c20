import { KeyRound } from "lucide-react";
import { useRef, useState, type FormEvent } from "react";
import { css } from "styled-system/css";
import { pluralKey } from "../locales/i18n";
import { ownerResetRules } from "../shared/form-rules";
import { card, container, ghostButton } from "../shared/ui";
import { Bidi, richT } from "./lib/bidi";
import { showFieldErrors } from "./lib/focus-error";
import { useT } from "./lib/use-t";
import { call, NetworkError, qrClient } from "./qr/api";
import { OwnerScreen, type AreaChrome } from "./qr/area-header";
import { BusyButton, PasswordField } from "./qr/fields";
import { AgencyContact, type AgencyHelp } from "./qr/forgot-password";
import { notify, resolveNotices } from "./qr/notices";
import { saveSession } from "./qr/session";
import { errorBox, main } from "./qr/styles";
import { checkPassword } from "./qr/validate";

const box = css({ inlineSize: "min(100%, 440px)", marginInline: "auto", padding: { base: "6", md: "8" }, display: "grid", gap: "4", _hover: { transform: "none" } });
const title = css({ fontSize: "2xl", fontWeight: "extrabold", lineHeight: "1.3", display: "flex", alignItems: "center", gap: "2", "& svg": { flexShrink: 0 } });

type Fields = "password" | "confirm";
const FORM_NOTICES = "qr-reset-form";
/**
 * The new password's rule: POST /api/qr/auth/reset's schema, read into shared/form-rules.ts (the
 * shortest and longest, required). The confirmation is this form's own and is as long at most.
 */
const rule = ownerResetRules.password;

/**
 * The page a one-time password link opens (`/qr/reset/<token>`). The server has already looked
 * the link up: `username` is its owner's, or null when the link is unknown, used or expired;
 * then the page says so and how to get a new one. Otherwise the owner chooses a new password
 * (typed twice), which the server holds to the sign-up's rules; the answer signs them in, as a
 * login does, and the dashboard opens.
 *
 * The form posts to the server, so a submit before hydration is held and replayed (as the login
 * card's is); if scripts never run, the server answers with this page again, saying that scripts
 * are needed (`scriptless`), and the password never goes into an address.
 */
export default function QrReset({ token, username, help, scriptless, ...chrome }: AreaChrome & { token: string; username: string | null; help: AgencyHelp; scriptless?: boolean }) {
  const t = useT(chrome.messages, chrome.lang);
  const r = (key: string) => t(`qr.area.reset.${key}`);
  const [values, setValues] = useState<Record<Fields, string>>({ password: "", confirm: "" });
  const [errors, setErrors] = useState<Partial<Record<Fields, string>>>({});
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  // The server may find the link spent after the page was drawn (used in another tab).
  const [invalid, setInvalid] = useState<string | null>(username ? null : r("invalidText"));
  const form = useRef<HTMLFormElement>(null);

  const set = (field: Fields) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    if (errors[field]) setErrors((er) => ({ ...er, [field]: undefined }));
  };

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (busy || done) return;
    const problems: Partial<Record<Fields, string>> = {};
    const password = checkPassword(rule, values.password, { t, lang: chrome.lang, blank: t("qr.area.auth.passwordRequired") });
    if (password) problems.password = password;
    else if (values.confirm !== values.password) problems.confirm = r("mismatch");
    if (Object.keys(problems).length) return showFieldErrors(form.current, () => setErrors(problems));
    setBusy(true);
    let keepBusy = false;
    try {
      const res = await call(qrClient(chrome.lang).auth.reset.$post({ json: { token, password: values.password } }));
      if (!res.ok || !res.body?.data) {
        const text = res.body?.message || r("error");
        if (res.body?.errors?.token) return setInvalid(res.body.errors.token);
        const fieldErrors = res.body?.errors?.password ? { password: res.body.errors.password } : {};
        showFieldErrors(form.current, () => setErrors(fieldErrors));
        return void notify("error", res.body?.errors?.password ?? text, r("error"), { source: FORM_NOTICES });
      }
      // Signed in as a login signs in: the session in this browser, then the dashboard. The
      // link's address is replaced in the history: it has been used.
      saveSession(localStorage, { token: res.body.data.token, user: res.body.data.user });
      resolveNotices(FORM_NOTICES);
      setDone(true);
      keepBusy = true;
      location.replace("/qr/dashboard");
    } catch (error) {
      if (!(error instanceof NetworkError)) throw error;
      notify("error", t("qr.area.common.networkError"), t("qr.area.common.networkTitle"), { source: FORM_NOTICES });
    } finally {
      if (!keepBusy) setBusy(false);
    }
  }

  const passwordField = (name: Fields, label: string, hint?: string) => (
    <PasswordField
      id={`qr-reset-${name}`}
      name={name}
      inputName={name === "password" ? "new-password" : "confirm-password"}
      rule={rule}
      label={label}
      hint={hint}
      autoComplete="new-password"
      value={values[name]}
      onChange={set(name)}
      error={errors[name]}
      busy={busy}
      t={t}
    />
  );

  return (
    <OwnerScreen chrome={chrome} t={t}>
      <main id="main" className={`${container} ${main}`}>
        {invalid ? (
          <section data-testid="reset-invalid" className={`${card} ${box}`} aria-labelledby="reset-invalid-title">
            <h1 id="reset-invalid-title" className={title}>
              {r("invalidTitle")}
            </h1>
            <div className={errorBox} role="alert">
              <p>{invalid}</p>
              {help.emailReset && <p>{r("invalidEmail")}</p>}
            </div>
            <AgencyContact t={t} help={help} username={username ?? ""} />
            <a href="/qr/login" className={ghostButton} data-testid="reset-to-login">
              {r("toLogin")}
            </a>
          </section>
        ) : (
          <form ref={form} data-testid="reset-form" method="post" action={`/qr/reset/${token}`} noValidate onSubmit={onSubmit} className={`${card} ${box}`} aria-busy={busy}>
            <div>
              <h1 className={title}>
                <KeyRound size={24} aria-hidden />
                {r("title")}
              </h1>
              <p className={css({ color: "muted", fontSize: "sm" })} data-testid="reset-account">
                {richT(t, "qr.area.reset.forAccount", { name: <Bidi ltr>{username}</Bidi> })}
              </p>
            </div>
            {/* The username, for the browser's password manager to file the new password under. */}
            <input type="text" name="username" autoComplete="username" value={username ?? ""} readOnly hidden />
            {passwordField("password", r("password"), t(pluralKey("qr.area.reset.hintMin", rule.minLength, chrome.lang), { min: rule.minLength }))}
            {passwordField("confirm", r("confirm"))}
            <p role="status" data-testid="reset-message" className={css({ color: done ? "success" : "danger", fontWeight: "semibold" })}>
              {done ? r("success") : scriptless ? t("qr.area.auth.needsScript") : ""}
            </p>
            <BusyButton type="submit" data-testid="reset-submit" busy={busy}>
              {busy ? r("submitting") : r("submit")}
            </BusyButton>
          </form>
        )}
      </main>
    </OwnerScreen>
  );
}
