import { Mail, MessageCircle, Phone } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { css, cx } from "styled-system/css";
import type { Lang, Translate } from "../../locales/i18n";
import { card, ghostButton } from "../../shared/ui";
import { whatsappLink } from "../../shared/whatsapp";
import { Bidi } from "../lib/bidi";
import { describedBy, Field } from "../lib/field";
import { input } from "../lib/form-styles";
import { showFieldErrors } from "../lib/focus-error";
import { call, NetworkError, qrClient } from "./api";
import { BusyButton } from "./fields";
import { notify, resolveNotices } from "./notices";
import { checkField } from "../../shared/field-rules";
import { ownerForgotRules } from "../../shared/form-rules";

/** The address's rule: POST /api/qr/auth/forgot's schema (the sign-up's e-mail rule), read into shared/form-rules.ts. */
const rule = ownerForgotRules.email;

/**
 * How an owner who forgot their password gets back in, as this server can offer it (decided when
 * the page is rendered, so nobody needs to ask the API): by e-mail where an SMTP server and the
 * site's address are configured, otherwise by asking the agency, who sends a one-time link.
 */
export interface AgencyHelp {
  /** The "forgot password" e-mail form works here. */
  emailReset: boolean;
  /** The agency's WhatsApp number in wa.me's digits, if it has one. */
  chat: string | null;
  /** The agency's phone number as written in its contact details, if any. */
  phone: string | null;
}

const box = css({ inlineSize: "min(100%, 440px)", marginInline: "auto", marginBlockStart: "4", padding: { base: "5", md: "7" }, display: "grid", gap: "4", _hover: { transform: "none" } });
const linkButton = cx(ghostButton, css({ justifyContent: "center", minBlockSize: "11" }));

/**
 * The "forgot your password?" card under the login form. It takes the focus when it opens, so a
 * phone brings it into view. `username` is what the owner typed in the login form, if anything:
 * the WhatsApp message to the agency names it.
 */
export function ForgotPassword({ t, lang, help, username, onClose }: { t: Translate; lang: Lang; help: AgencyHelp; username: string; onClose: () => void }) {
  const f = (key: string) => t(`qr.area.forgot.${key}`);
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string>();
  const [sent, setSent] = useState<string>();
  const [busy, setBusy] = useState(false);
  const root = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    root.current?.scrollIntoView({ block: "nearest", behavior: "instant" });
  }, []);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    // Blank, or not an address the server takes (too long is not one either: the input stops at its longest).
    const failed = checkField(rule, email, "email");
    const problem = failed === "validation.required" ? t("qr.area.auth.emailRequired") : failed ? t("qr.area.auth.emailInvalid") : undefined;
    if (problem) return showFieldErrors(root.current, () => setError(problem));
    setBusy(true);
    try {
      const res = await call(qrClient(lang).auth.forgot.$post({ json: { email: email.trim(), lang } }));
      if (!res.ok) {
        const text = res.body?.errors?.email ?? res.body?.message ?? f("error");
        if (res.body?.errors?.email) showFieldErrors(root.current, () => setError(text));
        return void notify("error", text, f("error"), { source: "qr-forgot" });
      }
      resolveNotices("qr-forgot");
      setSent(res.body?.message ?? "");
    } catch (error) {
      if (!(error instanceof NetworkError)) throw error;
      notify("error", t("qr.area.common.networkError"), t("qr.area.common.networkTitle"), { source: "qr-forgot" });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section ref={root} data-testid="forgot-panel" aria-labelledby="qr-forgot-title" className={`${card} ${box}`}>
      <h2 id="qr-forgot-title" ref={heading} tabIndex={-1} className={css({ fontSize: "xl", fontWeight: "extrabold", outline: "none" })}>
        {f("title")}
      </h2>
      {help.emailReset ? (
        sent ? (
          <p role="status" data-testid="forgot-sent" className={css({ color: "success", fontWeight: "semibold" })}>
            {sent}
          </p>
        ) : (
          // Posted without scripts, it reaches the login page's server answer: the address never goes into a URL.
          <form method="post" action="/qr/login" noValidate onSubmit={onSubmit} className={css({ display: "grid", gap: "4" })} aria-busy={busy}>
            <p className={css({ color: "muted", fontSize: "sm" })}>{f("emailIntro")}</p>
            <Field id="qr-forgot-email" name="forgot-email" label={f("email")} error={error} required={rule.required}>
              <input
                id="qr-forgot-email"
                name="email"
                type="email"
                autoComplete="email"
                dir="ltr"
                maxLength={rule.maxLength}
                className={input}
                value={email}
                disabled={busy}
                required={rule.required}
                aria-required={rule.required}
                onChange={(e) => (setEmail(e.target.value), setError(undefined))}
                {...describedBy("qr-forgot-email", error)}
              />
            </Field>
            <BusyButton type="submit" data-testid="forgot-submit" busy={busy}>
              <Mail size={18} aria-hidden />
              {busy ? f("sending") : f("send")}
            </BusyButton>
          </form>
        )
      ) : (
        <>
          <p className={css({ color: "muted" })}>{f("contactIntro")}</p>
          <AgencyContact t={t} help={help} username={username} />
        </>
      )}
      <button type="button" onClick={onClose} className={css({ color: "accent", fontWeight: "semibold", cursor: "pointer", minBlockSize: "11" })}>
        {f("back")}
      </button>
    </section>
  );
}

/**
 * The agency's WhatsApp chat (with a message asking for a link, naming the username when known)
 * and its phone, as buttons big enough for a thumb.
 */
export function AgencyContact({ t, help, username }: { t: Translate; help: AgencyHelp; username: string }) {
  const chat = whatsappLink(help.chat, `${t("qr.area.forgot.whatsappText")}${username.trim()}`.trim());
  if (!chat && !help.phone) return null;
  return (
    <div className={css({ display: "grid", gap: "2" })}>
      {chat && (
        <a href={chat} target="_blank" rel="noopener noreferrer" data-testid="agency-whatsapp" className={linkButton}>
          <MessageCircle size={18} aria-hidden />
          {t("qr.area.forgot.whatsapp")}
        </a>
      )}
      {help.phone && (
        <a href={`tel:${help.phone.replace(/[^\d+]/g, "")}`} data-testid="agency-call" className={linkButton}>
          <Phone size={18} aria-hidden />
          {t("qr.area.forgot.call")}
          <Bidi ltr>{help.phone}</Bidi>
        </a>
      )}
    </div>
  );
}
