import { Copy, KeyRound, MessageCircle } from "lucide-react";
import { copyText } from "../kit/copy-text";
import { useRef, useState } from "react";
import { css, cx } from "styled-system/css";
import { formatDateTime } from "../../../locales/format";
import type { Lang } from "../../../locales/i18n";
import { Bidi, isolate } from "../../lib/bidi";
import { input, label, spinner } from "../../lib/form-styles";
import { Modal } from "../../lib/modal";
import { byId, client, data, errorMessage } from "../core/api";
import { useAdmin } from "../core/i18n";
import { button, primary, success } from "../core/styles";
import { toast } from "../core/toasts";
import type { QrUser } from "../qr-listings/qr-types";

type Link = Awaited<ReturnType<typeof makeLink>>;
const makeLink = (owner: QrUser, lang: Lang) => data(client.qr.admin.users[":id"]["reset-link"].$post({ ...byId(owner.id), json: { lang } }));

const choices = css({ display: "flex", gap: "2", flexWrap: "wrap" });
const choice = css({
  display: "inline-flex",
  alignItems: "center",
  gap: "2",
  minBlockSize: "11",
  paddingInline: "4",
  borderWidth: "1px",
  borderColor: "border",
  borderRadius: "full",
  cursor: "pointer",
  fontWeight: "semibold",
  "&:has(input:checked)": { borderColor: "accent", color: "accent", bg: "rgba(99,102,241,0.12)" },
  "&:has(input:focus-visible)": { outline: "2px solid", outlineColor: "accent", outlineOffset: "2px" },
});
const actions = css({ display: "flex", gap: "2", flexWrap: "wrap" });
const bigAction = css({ minBlockSize: "11", justifyContent: "center", flex: { base: "1 1 100%", sm: "0 1 auto" } });

/**
 * The admin's "password link" dialog for one owner: choose the language of the message (Arabic
 * first), make a one-time link, then copy it or send it on WhatsApp with the message ready. Making
 * a link is an action of its own (it is logged, and the owner's older unused link stops working),
 * so it happens on the button, never when the dialog opens.
 */
export function ResetLinkDialog({ owner, onClose }: { owner: QrUser | null; onClose: () => void }) {
  const { t, lang } = useAdmin();
  const [messageLang, setMessageLang] = useState<Lang>("ar");
  const [link, setLink] = useState<Link | null>(null);
  const [busy, setBusy] = useState(false);
  const field = useRef<HTMLInputElement>(null);

  const close = () => {
    if (busy) return;
    setLink(null);
    setMessageLang("ar");
    onClose();
  };

  async function make() {
    if (!owner || busy) return;
    setBusy(true);
    try {
      setLink(await makeLink(owner, messageLang));
    } catch (e) {
      toast("error", `${t("resetLink.error")}: ${errorMessage(e)}`);
    } finally {
      setBusy(false);
    }
  }

  async function copy() {
    if (!link) return;
    if (await copyText(link.url, field.current)) toast("success", t("resetLink.copied"));
    else toast("error", t("resetLink.copyFailed"));
  }


  return (
    <Modal open={!!owner} onClose={close} title={t("resetLink.title")} closeLabel={t("common.close")}>
      <div data-testid="reset-link-dialog" className={css({ display: "grid", gap: "4" })}>
        <p className={css({ color: "muted" })}>{t("resetLink.intro", { name: isolate(owner?.username ?? "") })}</p>
        {!link ? (
          <>
            <fieldset className={css({ display: "grid", gap: "2" })}>
              <legend className={label}>{t("resetLink.language")}</legend>
              <div className={choices}>
                {(["ar", "en"] as const).map((l) => (
                  <label key={l} className={choice}>
                    <input type="radio" name="reset-link-lang" value={l} checked={messageLang === l} onChange={() => setMessageLang(l)} data-testid={`reset-link-lang-${l}`} />
                    {t(l === "ar" ? "resetLink.arabic" : "resetLink.english")}
                  </label>
                ))}
              </div>
            </fieldset>
            <div className={actions}>
              <button type="button" data-testid="make-reset-link" className={cx(primary, bigAction)} onClick={make} disabled={busy} aria-busy={busy}>
                {busy ? <span className={spinner} aria-hidden /> : <KeyRound size={16} aria-hidden />}
                {busy ? t("resetLink.making") : t("resetLink.make")}
              </button>
            </div>
          </>
        ) : (
          <>
            <div>
              <label htmlFor="reset-link-url" className={label}>
                {t("resetLink.link")}
              </label>
              <input ref={field} id="reset-link-url" data-testid="reset-link-url" className={input} value={link.url} readOnly dir="ltr" onFocus={(e) => e.currentTarget.select()} />
              <p className={css({ color: "muted", fontSize: "sm", marginBlockStart: "1" })}>
                {t("resetLink.expires", { date: formatDateTime(link.expires_at, lang) })}
              </p>
            </div>
            <div className={actions}>
              <button type="button" data-testid="copy-reset-link" className={cx(button, bigAction)} onClick={copy}>
                <Copy size={16} aria-hidden />
                {t("resetLink.copy")}
              </button>
              {link.whatsapp_url ? (
                <a href={link.whatsapp_url} target="_blank" rel="noopener noreferrer" data-testid="whatsapp-reset-link" className={cx(success, bigAction)}>
                  <MessageCircle size={16} aria-hidden />
                  {t("resetLink.whatsapp")}
                </a>
              ) : (
                <p role="note" className={css({ color: "muted", fontSize: "sm" })}>
                  {t("resetLink.noWhatsapp")} <Bidi ltr>{owner?.phone}</Bidi>
                </p>
              )}
            </div>
            <button type="button" data-testid="new-reset-link" className={css({ justifySelf: "start", color: "accent", fontWeight: "semibold", cursor: "pointer", minBlockSize: "11" })} onClick={() => setLink(null)}>
              {t("resetLink.again")}
            </button>
          </>
        )}
      </div>
    </Modal>
  );
}
