import { LogIn } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { css } from "styled-system/css";
import { useLocation } from "wouter";
import { fieldError, input, label, spinner } from "../../lib/form-styles";
import { describedBy, Field, InputField } from "../../lib/field";
import { useFields } from "../../lib/use-fields";
import { PasswordInput } from "../../lib/password-input";
import { showFieldErrors } from "../../lib/focus-error";
import { anonymousClient, ApiError, data } from "../core/api";
import { useAdmin } from "../core/i18n";
import { DASHBOARD } from "../../../shared/admin-paths";
import { readToken, saveSession } from "../core/session";
import { panel, primary } from "../core/styles";

/** The redirect after a successful login waits one second. */
export const LOGIN_REDIRECT_MS = 1000;

/** `info`: nothing went wrong, the screen asks for one more thing (the two-step code). */
type Message = { type: "success" | "error" | "info"; text: string };

/**
 * Username and password (show/hide), both required. While submitting the button is locked; on
 * success a welcome message shows, then the dashboard after 1 s. Wrong credentials, throttling
 * (429) and anything else each get their own clear message.
 *
 * The form posts to the server, so a submit before the app wakes up is held and replayed
 * (islands/client.ts); if scripts never run, the server answers with this screen again, saying
 * that the admin needs them (`scriptless`).
 */
export function LoginScreen({ scriptless }: { scriptless?: boolean }) {
  const { t } = useAdmin();
  const [, navigate] = useLocation();
  const { values, errors, setErrors, set } = useFields({ username: "", password: "", totp_code: "" });
  // Two-step verification: asked for once the server says this account needs a code.
  const [needCode, setNeedCode] = useState(false);
  const [state, setState] = useState<"idle" | "submitting" | "success">("idle");
  const [message, setMessage] = useState<Message | null>(scriptless ? { type: "error", text: t("login.needsScript") } : null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if ((history.state as { reason?: string } | null)?.reason === "expired") setMessage({ type: "error", text: t("login.expired") });
    else if (readToken()) navigate(DASHBOARD, { replace: true });
    return () => clearTimeout(timer.current);
  }, [navigate, t]);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (state !== "idle") return;
    const missing = {
      username: values.username.trim() ? undefined : t("validation.required"),
      password: values.password ? undefined : t("validation.required"),
      totp_code: needCode && !values.totp_code.trim() ? t("validation.required") : undefined,
    };
    // The messages under the fields, then the first empty one takes the focus (mid-screen).
    showFieldErrors(formRef.current, () => setErrors(missing));
    if (missing.username || missing.password || missing.totp_code) return setMessage(null);
    setState("submitting");
    setMessage(null);
    try {
      const body = needCode ? values : { username: values.username, password: values.password };
      const session = await data(anonymousClient.auth.login.$post({ json: body }));
      saveSession(session.token, session.user);
      setState("success");
      setMessage({ type: "success", text: t("login.success") });
      timer.current = setTimeout(() => navigate(DASHBOARD, { replace: true }), LOGIN_REDIRECT_MS);
    } catch (error) {
      setState("idle");
      if (error instanceof ApiError && error.code === "totp_required") {
        setNeedCode(true);
        return setMessage({ type: "info", text: t("login.totpRequired") });
      }
      if (error instanceof ApiError && error.errors.totp_code) {
        showFieldErrors(formRef.current, () => setErrors({ totp_code: t("login.totpInvalid") }));
        return setMessage({ type: "error", text: t("login.totpInvalid") });
      }
      setMessage({ type: "error", text: loginError(error, t) });
    }
  }

  const busy = state !== "idle";
  return (
    <main id="main" className={css({ minBlockSize: "100dvh", display: "grid", placeItems: "center", padding: "4" })}>
      <form ref={formRef} method="post" action="/admin/login" noValidate onSubmit={onSubmit} className={`${panel} ${css({ inlineSize: "min(100%, 26rem)", display: "grid", gap: "4", bg: "surfaceStrong" })}`}>
        <div className={css({ display: "grid", justifyItems: "center", gap: "2", textAlign: "center" })}>
          <img src="/images/logo.svg" alt="" width={56} height={56} />
          <h1 className={css({ fontSize: "2xl", fontWeight: "extrabold" })}>{t("login.title")}</h1>
          <p className={css({ color: "muted", fontSize: "sm" })}>{t("login.subtitle")}</p>
        </div>
        <InputField id="login-username" name="username" label={t("login.username")} error={errors.username} autoComplete="username" dir="ltr" value={values.username} onChange={set("username")} />
        <Field id="login-password" name="password" label={t("login.password")} error={errors.password}>
          <PasswordInput
            id="login-password"
            name="password"
            autoComplete="current-password"
            value={values.password}
            onChange={set("password")}
            {...describedBy("login-password", errors.password)}
            showLabel={t("login.showPassword")}
            hideLabel={t("login.hidePassword")}
          />
        </Field>
        {needCode && (
          <div>
            <label htmlFor="login-totp" className={label}>
              {t("login.totpCode")}
            </label>
            <input
              id="login-totp"
              name="totp_code"
              inputMode="numeric"
              autoComplete="one-time-code"
              dir="ltr"
              autoFocus
              className={input}
              value={values.totp_code}
              onChange={set("totp_code")}
              aria-invalid={!!errors.totp_code}
              aria-describedby="login-totp-hint"
            />
            <p id="login-totp-hint" className={errors.totp_code ? fieldError : css({ color: "muted", fontSize: "sm", marginBlockStart: "1" })}>
              {errors.totp_code ?? t("login.totpHint")}
            </p>
          </div>
        )}
        {message && (
          <p
            data-testid="login-message"
            data-type={message.type}
            role={message.type === "error" ? "alert" : "status"}
            className={css({
              padding: "3",
              borderRadius: "lg",
              fontWeight: "semibold",
              textAlign: "center",
              bg: message.type === "error" ? "rgba(248,113,113,0.14)" : message.type === "info" ? "rgba(99,102,241,0.14)" : "rgba(52,211,153,0.14)",
              color: message.type === "error" ? "danger" : message.type === "info" ? "fg" : "success",
            })}
          >
            {message.text}
          </p>
        )}
        <button
          type="submit"
          data-testid="login-submit"
          className={`${primary} ${css({ paddingBlock: "3", fontSize: "md" })}`}
          disabled={busy}
          aria-busy={state === "submitting"}
        >
          {state === "submitting" ? <span className={spinner} aria-hidden /> : <LogIn size={18} aria-hidden />}
          {state === "submitting" ? t("login.submitting") : t("login.submit")}
        </button>
        <a href="/" className={css({ textAlign: "center", color: "muted", fontSize: "sm", _hover: { color: "fg" } })}>
          {t("layout.home")}
        </a>
      </form>
    </main>
  );
}

function loginError(error: unknown, t: (key: string, params?: Record<string, string | number>) => string) {
  if (!(error instanceof ApiError)) return t("login.error");
  if (error.status === 401) return t("login.invalid");
  if (error.status === 429) return error.retryAfter ? t("login.throttled", { minutes: Math.max(1, Math.ceil(error.retryAfter / 60)) }) : error.message;
  if (error.status === 0) return t("common.networkError");
  return t("login.error");
}
