import { useEffect, useState, type FormEvent } from "react";
import { css } from "styled-system/css";
import { fieldError, input, label } from "../../lib/form-styles";
import { ApiError, client, data, errorMessage } from "../core/api";
import { useAdmin } from "../core/i18n";
import { button, danger, panel, primary, sectionTitle } from "../core/styles";
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
  const [values, setValues] = useState({ code: "", password: "" });
  const [error, setError] = useState<Partial<Record<"code" | "password", string>>>({});
  const [busy, setBusy] = useState(false);

  const load = () =>
    loadStatus()
      .then(setStatus)
      .catch((e) => toast("error", errorMessage(e)));
  useEffect(() => void load(), []);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError({});
    try {
      await work();
    } catch (e) {
      if (e instanceof ApiError && Object.keys(e.errors).length) setError(e.errors);
      toast("error", errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  const start = () => run(async () => setSetup(await startSetup()));
  const enable = (e: FormEvent) => {
    e.preventDefault();
    void run(async () => {
      const enabled = await data(twoFactor.enable.$post({ json: { code: values.code } }));
      setCodes(enabled.recovery_codes);
      setSetup(null);
      setValues({ code: "", password: "" });
      toast("success", t("security.enabled"));
      await load();
    });
  };
  const disable = (e: FormEvent) => {
    e.preventDefault();
    void run(async () => {
      await data(twoFactor.disable.$post({ json: values }));
      setValues({ code: "", password: "" });
      setCodes(null);
      toast("success", t("security.disabled"));
      await load();
    });
  };
  const set = (name: "code" | "password") => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value }));
  const codeField = (
    <div>
      <label htmlFor="totp-code" className={label}>
        {t("security.code")}
      </label>
      <input id="totp-code" name="code" inputMode="numeric" autoComplete="one-time-code" dir="ltr" className={input} value={values.code} onChange={set("code")} aria-invalid={!!error.code} />
      {error.code && <p className={fieldError}>{error.code}</p>}
    </div>
  );

  return (
    <section className={panel} aria-labelledby="two-factor-title" data-testid="two-factor">
      <h2 id="two-factor-title" className={sectionTitle}>
        {t("security.twoFactorTitle")}
      </h2>
      <p className={css({ color: "muted", marginBlockEnd: "4" })}>
        {status?.enabled ? t("security.onStatus", { left: status.recovery_codes_left }) : t("security.offStatus")}
      </p>
      {codes && (
        <div className={css({ marginBlockEnd: "4" })} data-testid="recovery-codes">
          <p className={css({ fontWeight: "bold", marginBlockEnd: "2" })}>{t("security.recoveryTitle")}</p>
          <ul dir="ltr" className={css({ display: "grid", gridTemplateColumns: "repeat(2, 1fr)", gap: "1", fontFamily: "monospace" })}>
            {codes.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
        </div>
      )}
      {status && !status.enabled && !setup && (
        <button type="button" className={primary} onClick={start} disabled={busy} data-testid="two-factor-start">
          {t("security.enable")}
        </button>
      )}
      {setup && (
        <form onSubmit={enable} className={css({ display: "grid", gap: "3", maxInlineSize: "md" })}>
          <p>{t("security.scan")}</p>
          <img src={setup.qr_code_data} alt={t("security.qrAlt")} width={200} height={200} className={css({ bg: "white", borderRadius: "lg" })} />
          <p className={css({ fontSize: "sm", color: "muted" })}>
            {t("security.manual")} <code dir="ltr" data-testid="totp-secret">{setup.secret}</code>
          </p>
          {codeField}
          <button type="submit" className={primary} disabled={busy}>
            {t("security.confirm")}
          </button>
        </form>
      )}
      {status?.enabled && (
        <form onSubmit={disable} className={css({ display: "grid", gap: "3", maxInlineSize: "md" })}>
          <div>
            <label htmlFor="totp-password" className={label}>
              {t("security.password")}
            </label>
            <input id="totp-password" name="password" type="password" autoComplete="current-password" className={input} value={values.password} onChange={set("password")} aria-invalid={!!error.password} />
            {error.password && <p className={fieldError}>{error.password}</p>}
          </div>
          {codeField}
          <button type="submit" className={danger} disabled={busy}>
            {t("security.disable")}
          </button>
        </form>
      )}
      {!status && <button type="button" className={button} onClick={() => void load()}>{t("common.retry")}</button>}
    </section>
  );
}
