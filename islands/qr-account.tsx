import { LayoutGrid, Trash2 } from "lucide-react";
import { useCallback, useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { css, cx } from "styled-system/css";
import { container, ghostButton, primaryButton } from "../shared/ui";
import { Bidi, richT } from "./lib/bidi";
import { describedBy, Field } from "./lib/field";
import { useFields, type FieldErrors } from "./lib/use-fields";
import { showFieldErrors } from "./lib/focus-error";
import { input } from "./lib/form-styles";
import { Modal } from "./lib/modal";
import { useT } from "./lib/use-t";
import { useOwnerSession } from "./qr/use-owner-session";
import { call, endSessionIfUnauthorized, logOut, NetworkError, qrClient, sessionOrLogin, type ApiResult } from "./qr/api";
import { LoadingNote } from "./qr/loading-note";
import { DashboardLink, LogoutButton, OwnerScreen, type AreaChrome } from "./qr/area-header";
import { BusyButton, PasswordField } from "./qr/fields";
import { notify, resolveNotices } from "./qr/notices";
import { clearSession, saveSession, type QrSession } from "./qr/session";
import { SaveStatus, useSaveStatus, type SaveStatusState } from "./qr/save-status";
import { main, pageTitle, panel, sectionTitle } from "./qr/styles";
import { checkOwnerContact, checkPassword } from "./qr/validate";
import { pluralKey } from "../locales/i18n";
import { normalizeDigits } from "../shared/digits";
import type { FieldRule } from "../shared/field-rules";
import { ownerContactChangeRules, ownerContactRules, ownerDeleteRules, ownerPasswordRules } from "../shared/form-rules";

const dangerButton = cx(primaryButton, css({ backgroundImage: "none", bg: "#b91c1c", color: "white" }));
const form = css({ display: "grid", gap: "4" });
const dangerPanel = cx(panel, css({ borderColor: "danger", display: "grid", gap: "3" }));

/**
 * The owner's own account (`/qr/account`): contact details, password, and deleting the account.
 * Each change asks for the current password, which the server checks again (a phone left
 * unlocked is not enough). Rendered with the owner's details when the server knew them (their
 * session cookie), else as a loading shell; an owner without a session is sent to log in.
 *
 * Each password field takes its rule from the schema of the call its form makes (shared/form-rules.ts):
 * required, its longest, and a new password's shortest. The rest of the password policy (not a
 * common password, not the username, not easy to guess) stays on the server, which answers under the field.
 */
export default function QrAccount(chrome: AreaChrome) {
  const t = useT(chrome.messages, chrome.lang);
  const a = useCallback((key: string, params?: Record<string, string | number>) => t(`qr.area.account.${key}`, params), [t]);
  const [session, setSession] = useOwnerSession(chrome.preload);

  useEffect(() => {
    const s = sessionOrLogin();
    if (!s) return;
    // The stored owner may be old (changed on another phone): the server's is the truth, read
    // with the page when it came with one, else asked for now.
    if (chrome.preload) {
      const next = { token: s.token, user: { ...s.user, ...chrome.preload.me } };
      saveSession(localStorage, next);
      return setSession(next);
    }
    setSession(s);
    void call(qrClient(chrome.lang, s.token).auth.me.$get())
      .then((res) => {
        if (endSessionIfUnauthorized(res) || !res.ok || !res.body?.data) return;
        const next = { token: s.token, user: res.body.data };
        saveSession(localStorage, next);
        setSession(next);
      })
      .catch(() => undefined);
    // Read once, as the island wakes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [chrome.lang]);

  /** After a change: the owner as the server now has it, kept in this browser too. */
  const remember = (user: QrSession["user"]) =>
    setSession((s) => {
      if (!s) return s;
      const next = { token: s.token, user: { ...s.user, ...user } };
      saveSession(localStorage, next);
      return next;
    });

  const logout = () => logOut(chrome.lang, session?.token);

  return (
    <OwnerScreen
      chrome={chrome}
      t={t}
      welcome={session?.user.username}
      accountLink={false}
      tools={
        <>
          <DashboardLink t={t} icon={LayoutGrid} />
          {session && <LogoutButton t={t} onClick={logout} />}
        </>
      }
    >
      <main id="main" className={cx(container, main, css({ display: "grid", gap: { base: "5", md: "8" }, alignContent: "start", maxInlineSize: "3xl" }))}>
        <div>
          <h1 className={pageTitle}>{a("title")}</h1>
          <p className={css({ color: "muted" })} data-testid="account-username">
            {session ? richT(t, "qr.area.account.username", { name: <Bidi ltr>{session.user.username}</Bidi> }) : a("subtitle")}
          </p>
        </div>
        {!session ? (
          <LoadingNote t={t} testId="account-loading" />
        ) : (
          <>
            <ContactSection key={`${session.user.email}|${session.user.phone}`} session={session} t={t} a={a} lang={chrome.lang} onSaved={remember} />
            <PasswordSection session={session} t={t} a={a} lang={chrome.lang} />
            <DeleteSection session={session} t={t} a={a} lang={chrome.lang} />
          </>
        )}
      </main>
    </OwnerScreen>
  );
}

interface SectionProps {
  session: QrSession;
  t: (key: string, params?: Record<string, string | number>) => string;
  a: (key: string, params?: Record<string, string | number>) => string;
  lang: AreaChrome["lang"];
}

/**
 * What every section does with a refused form: the server's per-field messages on the fields
 * (the first one focused), the message as a notice titled by the form; a network failure says so.
 * Returns the answer when it succeeded.
 */
async function sendForm<T>(request: () => Promise<ApiResult<T>>, opts: { root: HTMLElement | null; setErrors: (e: FieldErrors) => void; title: string; source: string; t: SectionProps["t"]; status?: SaveStatusState }) {
  opts.status?.saving();
  try {
    const res = await request();
    if (endSessionIfUnauthorized(res)) return null;
    if (!res.ok) {
      const errors = res.body?.errors ?? {};
      showFieldErrors(opts.root, () => opts.setErrors(errors));
      notify("error", res.body?.message || opts.title, opts.title, { source: opts.source });
      opts.status?.failed(Object.keys(errors).length ? { field: {} } : { message: res.body?.message || opts.title });
      return null;
    }
    resolveNotices(opts.source);
    opts.status?.saved();
    return res;
  } catch (error) {
    if (!(error instanceof NetworkError)) throw error;
    notify("error", opts.t("qr.area.common.networkError"), opts.t("qr.area.common.networkTitle"), { source: opts.source });
    opts.status?.failed({ network: true });
    return null;
  }
}

/** A section of the page: its title, then its content. */
function Section({ id, title, children, className = panel }: { id: string; title: string; children: ReactNode; className?: string }) {
  return (
    <section aria-labelledby={`${id}-title`} data-testid={id} className={className}>
      <h2 id={`${id}-title`} className={sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

// Exported for islands/form-rules.test.tsx, which renders each form without a session in the browser.
export function ContactSection({ session, t, a, lang, onSaved }: SectionProps & { onSaved: (user: QrSession["user"]) => void }) {
  const { values, errors, setErrors, set } = useFields({ email: session.user.email ?? "", phone: session.user.phone ?? "", current_password: "" });
  const [busy, setBusy] = useState(false);
  const root = useRef<HTMLFormElement>(null);
  // Kept across the form drawn again from the saved details (its key changes).
  const status = useSaveStatus({ keep: "account-contact" });

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const email = values.email.trim();
    // In Western digits, as the server stores it: "٠٩٤٤…" typed again is no change.
    const phone = normalizeDigits(values.phone).trim();
    const problems: FieldErrors = Object.fromEntries(Object.entries(checkOwnerContact({ email, phone })).map(([field, key]) => [field, t(`qr.area.auth.${key}`)]));
    problems.current_password = checkPassword(ownerContactChangeRules.current_password, values.current_password, { t, lang, blank: a("required") });
    if (Object.values(problems).some(Boolean)) return (showFieldErrors(root.current, () => setErrors(problems)), status.failed({ field: {} }));
    const changes = { ...(email !== session.user.email ? { email } : {}), ...(phone !== session.user.phone ? { phone } : {}) };
    if (!Object.keys(changes).length) return void notify("info", a("nothingChanged"));
    setBusy(true);
    const res = await sendForm(() => call(qrClient(lang, session.token).auth.me.$patch({ json: { ...changes, current_password: values.current_password } })), {
      root: root.current,
      setErrors,
      title: a("saveError"),
      source: "qr-account-contact",
      t,
      status,
    });
    setBusy(false);
    if (!res?.body?.data) return;
    notify("success", res.body.message ?? "");
    onSaved(res.body.data);
  }

  // maxLength: the server's rule (shared/form-rules.ts).
  const text = (name: "email" | "phone", type: string, autoComplete: string) => (
    <Field id={`account-${name}`} name={name} label={a(name)} error={errors[name]} required>
      <input
        id={`account-${name}`}
        name={name}
        type={type}
        autoComplete={autoComplete}
        dir="ltr"
        maxLength={ownerContactRules[name].maxLength}
        className={input}
        value={values[name]}
        onChange={set(name)}
        disabled={busy}
        aria-required
        {...describedBy(`account-${name}`, errors[name])}
      />
    </Field>
  );

  return (
    <Section id="account-contact" title={a("contactTitle")}>
      <form ref={root} method="post" action="/qr/account" noValidate onSubmit={onSubmit} className={form} aria-busy={busy}>
        <p className={css({ color: "muted", fontSize: "sm" })}>{a("contactHint")}</p>
        {text("email", "email", "email")}
        {text("phone", "tel", "tel")}
        <PasswordField id="account-contact-password" name="current_password" rule={ownerContactChangeRules.current_password} label={a("currentPassword")} hint={a("currentPasswordHint")} autoComplete="current-password" value={values.current_password} onChange={set("current_password")} error={errors.current_password} busy={busy} t={t} />
        <BusyButton type="submit" data-testid="save-contact" busy={busy}>
          {busy ? a("saving") : a("saveContact")}
        </BusyButton>
        <SaveStatus status={status} t={t} lang={lang} />
      </form>
    </Section>
  );
}

/** The new password's rule (POST /api/qr/auth/password); the confirmation is the form's own: required, and as long at most. */
const newPassword = ownerPasswordRules.new_password;
const confirmRule: FieldRule = { required: true, maxLength: newPassword.maxLength };

export function PasswordSection({ session, t, a, lang }: SectionProps) {
  const empty = { current_password: "", new_password: "", confirm: "" };
  const { values, setValues, errors, setErrors, set } = useFields(empty);
  const [busy, setBusy] = useState(false);
  const root = useRef<HTMLFormElement>(null);
  const status = useSaveStatus();

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const words = { t, lang, blank: a("required") };
    const problems: FieldErrors = {
      current_password: checkPassword(ownerPasswordRules.current_password, values.current_password, words),
      new_password: checkPassword(ownerPasswordRules.new_password, values.new_password, words),
    };
    if (!problems.new_password && values.confirm !== values.new_password) problems.confirm = a("mismatch");
    if (Object.values(problems).some(Boolean)) return (showFieldErrors(root.current, () => setErrors(problems)), status.failed({ field: {} }));
    setBusy(true);
    const res = await sendForm(
      () => call(qrClient(lang, session.token).auth.password.$post({ json: { current_password: values.current_password, new_password: values.new_password } })),
      { root: root.current, setErrors, title: a("saveError"), source: "qr-account-password", t, status },
    );
    setBusy(false);
    if (!res) return;
    notify("success", res.body?.message ?? "");
    setValues(empty);
  }

  return (
    <Section id="account-password" title={a("passwordTitle")}>
      <form ref={root} method="post" action="/qr/account" noValidate onSubmit={onSubmit} className={form} aria-busy={busy}>
        {/* The username, so the browser's password manager files the new password under it. */}
        <input type="text" name="username" autoComplete="username" value={session.user.username} readOnly hidden />
        <PasswordField id="account-current-password" name="current_password" rule={ownerPasswordRules.current_password} label={a("currentPassword")} autoComplete="current-password" value={values.current_password} onChange={set("current_password")} error={errors.current_password} busy={busy} t={t} />
        <PasswordField id="account-new-password" name="new_password" rule={newPassword} label={a("newPassword")} hint={t(pluralKey("qr.area.account.passwordHintMin", newPassword.minLength, lang), { min: newPassword.minLength })} autoComplete="new-password" value={values.new_password} onChange={set("new_password")} error={errors.new_password} busy={busy} t={t} />
        <PasswordField id="account-confirm-password" name="confirm" rule={confirmRule} label={a("confirmPassword")} autoComplete="new-password" value={values.confirm} onChange={set("confirm")} error={errors.confirm} busy={busy} t={t} />
        <BusyButton type="submit" data-testid="save-password" busy={busy}>
          {busy ? a("saving") : a("savePassword")}
        </BusyButton>
        <SaveStatus status={status} t={t} lang={lang} />
      </form>
    </Section>
  );
}

function DeleteSection({ session, t, a, lang }: SectionProps) {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const root = useRef<HTMLFormElement>(null);

  async function onConfirm(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const problem = checkPassword(ownerDeleteRules.password, password, { t, lang, blank: a("required") });
    if (problem) return showFieldErrors(root.current, () => setError(problem));
    setBusy(true);
    const res = await sendForm(() => call(qrClient(lang, session.token).auth.me.$delete({ json: { password } })), {
      root: root.current,
      setErrors: (errors) => setError(errors.password),
      title: a("deleteError"),
      source: "qr-account-delete",
      t,
    });
    if (!res) return setBusy(false);
    // Gone: nothing of the session stays in this browser, and the login page says it was done.
    clearSession(localStorage);
    location.replace("/qr/login?notice=deleted");
  }

  const close = () => {
    if (busy) return;
    setOpen(false);
    setPassword("");
    setError(undefined);
  };

  return (
    <Section id="account-delete" title={a("dangerTitle")} className={dangerPanel}>
      <p className={css({ color: "muted" })}>{a("dangerText")}</p>
      <button type="button" data-testid="delete-account" className={cx(dangerButton, css({ justifySelf: "start" }))} onClick={() => setOpen(true)}>
        <Trash2 size={18} aria-hidden />
        {a("deleteButton")}
      </button>
      <Modal open={open} onClose={close} title={a("confirmTitle")} closeLabel={t("qr.area.common.close")}>
        <form ref={root} method="post" action="/qr/account" noValidate onSubmit={onConfirm} className={form} aria-busy={busy}>
          <p>{richT(t, "qr.area.account.confirmText", { name: <Bidi ltr>{session.user.username}</Bidi> })}</p>
          <input type="text" name="username" autoComplete="username" value={session.user.username} readOnly hidden />
          <PasswordField id="account-delete-password" name="password" rule={ownerDeleteRules.password} label={a("password")} autoComplete="current-password" value={password} onChange={(e) => (setPassword(e.target.value), setError(undefined))} error={error} busy={busy} t={t} />
          <div className={css({ display: "flex", gap: "3", justifyContent: "flex-end", flexWrap: "wrap" })}>
            <button type="button" data-testid="cancel-delete-account" className={ghostButton} onClick={close} disabled={busy}>
              {t("qr.area.common.cancel")}
            </button>
            <BusyButton type="submit" data-testid="confirm-delete-account" className={dangerButton} busy={busy}>
              {busy ? a("deleting") : a("confirmDelete")}
            </BusyButton>
          </div>
        </form>
      </Modal>
    </Section>
  );
}
