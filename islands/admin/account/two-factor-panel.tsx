import { Copy, Download, KeyRound, Printer } from "lucide-react";
import { useEffect, useState, type FormEvent } from "react";
import { css } from "styled-system/css";
import { InputField } from "../../lib/field";
import { useFields } from "../../lib/use-fields";
import { showFieldErrors } from "../../lib/focus-error";
import { ApiError, client, data, errorMessage } from "../core/api";
import { useAdmin } from "../core/i18n";
import { button, danger, primary } from "../core/styles";
import { TitledPanel } from "../kit/titled-panel";
import { toast } from "../core/toasts";

const twoFactor = client.auth["2fa"];
const loadStatus = () => data(twoFactor.$get());
const startSetup = () => data(twoFactor.setup.$post());
type Status = Awaited<ReturnType<typeof loadStatus>>;
type Setup = Awaited<ReturnType<typeof startSetup>>;

/**
 * Two-step verification for the signed-in admin: scan the QR code with an authenticator app,
 * confirm with a first code, keep the recovery codes (shown once); turning it off needs the
 * password and a code.
 */
export function TwoFactorPanel() {
  const { t } = useAdmin();
  const [status, setStatus] = useState<Status | null>(null);
  const [setup, setSetup] = useState<Setup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const { values, setValues, errors: error, setErrors: setError, set } = useFields({ code: "", password: "" });
  const [busy, setBusy] = useState(false);

  const load = () =>
    loadStatus()
      .then(setStatus)
      .catch((e) => toast("error", errorMessage(e)));
  useEffect(() => void load(), []);

  /**
   * Runs a request of a form. Its messages go under its fields, and the first field in error
   * takes the focus (mid-screen): the fields this form needs left empty are said before anything
   * is sent, and the server's refusals (a wrong code or password) after.
   */
  const run = async (form: HTMLFormElement | null, work: () => Promise<void>, needs: ("code" | "password")[] = []) => {
    const missing = Object.fromEntries(needs.filter((name) => !values[name].trim()).map((name) => [name, t("validation.required")]));
    showFieldErrors(form, () => setError(missing));
    if (Object.keys(missing).length) return void toast("error", t("validation.fix"));
    setBusy(true);
    try {
      await work();
    } catch (e) {
      if (e instanceof ApiError && Object.keys(e.errors).length) showFieldErrors(form, () => setError(e.errors));
      toast("error", errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  const start = () => run(null, async () => setSetup(await startSetup()));
  const enable = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    void run(e.currentTarget, async () => {
      const enabled = await data(twoFactor.enable.$post({ json: { code: values.code } }));
      setCodes(enabled.recovery_codes);
      setSetup(null);
      setValues({ code: "", password: "" });
      toast("success", t("security.enabled"));
      await load();
    }, ["code"]);
  };
  const disable = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    void run(e.currentTarget, async () => {
      await data(twoFactor.disable.$post({ json: values }));
      setValues({ code: "", password: "" });
      setCodes(null);
      toast("success", t("security.disabled"));
      await load();
    }, ["password", "code"]);
  };
  const codeField = (
    <InputField id="totp-code" name="code" label={t("security.code")} error={error.code} inputMode="numeric" autoComplete="one-time-code" dir="ltr" value={values.code} onChange={set("code")} />
  );

  return (
    <TitledPanel name="two-factor" title={t("security.twoFactorTitle")}>
      <p className={css({ color: "muted", marginBlockEnd: "4" })}>
        {status?.enabled ? t("security.onStatus", { left: status.recovery_codes_left }) : t("security.offStatus")}
      </p>
      {codes && <RecoveryCodes codes={codes} />}
      {status && !status.enabled && !setup && (
        <button type="button" className={primary} onClick={start} disabled={busy} data-testid="two-factor-start">
          {t("security.enable")}
        </button>
      )}
      {setup && (
        <form noValidate onSubmit={enable} className={css({ display: "grid", gap: "3", maxInlineSize: "md" })}>
          <p>{t("security.scan")}</p>
          <img src={setup.qr_code_data} alt={t("security.qrAlt")} width={200} height={200} className={css({ bg: "white", borderRadius: "lg" })} />
          {/* A phone cannot scan its own screen: the otpauth link opens the authenticator app on it. */}
          <a href={setup.otpauth_url} className={button} data-testid="totp-open-app">
            <KeyRound size={16} aria-hidden />
            {t("security.openInApp")}
          </a>
          <p className={css({ fontSize: "sm", color: "muted", display: "flex", flexWrap: "wrap", alignItems: "center", gap: "2" })}>
            {t("security.manual")} <code dir="ltr" data-testid="totp-secret" className={css({ overflowWrap: "anywhere" })}>{setup.secret}</code>
            <CopyButton text={setup.secret} label={t("security.copyKey")} />
          </p>
          {codeField}
          <button type="submit" className={primary} disabled={busy}>
            {t("security.confirm")}
          </button>
        </form>
      )}
      {status?.enabled && (
        <form noValidate onSubmit={disable} className={css({ display: "grid", gap: "3", maxInlineSize: "md" })}>
          <InputField id="totp-password" name="password" label={t("security.password")} error={error.password} type="password" autoComplete="current-password" value={values.password} onChange={set("password")} />
          {codeField}
          <button type="submit" className={danger} disabled={busy}>
            {t("security.disable")}
          </button>
        </form>
      )}
      {!status && <button type="button" className={button} onClick={() => void load()}>{t("common.retry")}</button>}
    </TitledPanel>
  );
}

/** Copies `text` to the clipboard and says so; where the browser refuses, says that instead. */
function CopyButton({ text, label, testId }: { text: string; label: string; testId?: string }) {
  const { t } = useAdmin();
  const copy = () =>
    navigator.clipboard
      .writeText(text)
      .then(() => toast("success", t("security.copied")))
      .catch(() => toast("error", t("security.copyFailed")));
  return (
    <button type="button" className={button} onClick={() => void copy()} data-testid={testId}>
      <Copy size={16} aria-hidden />
      {label}
    </button>
  );
}

// Printing shows the codes alone: everything else on the page is hidden from the printer.
const printOnlyCodes = `@media print{body *{visibility:hidden!important}[data-testid=recovery-codes],[data-testid=recovery-codes] *{visibility:visible!important}[data-testid=recovery-codes]{position:absolute;inset-block-start:0;inset-inline-start:0}[data-print-hide]{display:none!important}}`;

/**
 * The ten recovery codes, shown once: copied, saved as a text file or printed in one tap each,
 * since on a phone writing them down by hand is where they get lost.
 */
function RecoveryCodes({ codes }: { codes: string[] }) {
  const { t } = useAdmin();
  const text = `${t("security.recoveryFileTitle")}\n\n${codes.join("\n")}\n`;
  const download = `data:text/plain;charset=utf-8,${encodeURIComponent(text)}`;
  return (
    <div className={css({ marginBlockEnd: "4", display: "grid", gap: "3" })} data-testid="recovery-codes">
      <style>{printOnlyCodes}</style>
      <p className={css({ fontWeight: "bold" })}>{t("security.recoveryTitle")}</p>
      <ul dir="ltr" className={css({ display: "grid", gridTemplateColumns: "repeat(2, 1fr)", gap: "1", fontFamily: "monospace", fontSize: "md" })}>
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      <div className={css({ display: "flex", flexWrap: "wrap", gap: "2" })} data-print-hide>
        <CopyButton text={codes.join("\n")} label={t("security.copyCodes")} testId="recovery-copy" />
        <a href={download} download="recovery-codes.txt" className={button} data-testid="recovery-download">
          <Download size={16} aria-hidden />
          {t("security.downloadCodes")}
        </a>
        <button type="button" className={button} onClick={() => window.print()} data-testid="recovery-print">
          <Printer size={16} aria-hidden />
          {t("security.printCodes")}
        </button>
      </div>
    </div>
  );
}
