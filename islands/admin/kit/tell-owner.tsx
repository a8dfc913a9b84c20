import { CircleCheck, MessageCircle } from "lucide-react";
import { useState, type ReactNode } from "react";
import { css, cx } from "styled-system/css";
import { dirOf, languages, type Lang } from "../../../locales/i18n";
import { dashboardLink, ownerNoticeMessage, type NoticeFacts } from "../../../shared/owner-notice";
import { whatsappLink } from "../../../shared/whatsapp";
import { Bidi } from "../../lib/bidi";
import { useAdmin } from "../core/i18n";
import { button, success } from "../core/styles";

/** Whom to tell of what: the owner's phone, and the notice's facts (kind, listing name, notes). */
export interface OwnerToTell extends NoticeFacts {
  phone: string | null | undefined;
}

const langSwitch = css({ display: "inline-flex", gap: "1", alignItems: "center", flexWrap: "wrap" });
const langButton = css({ minBlockSize: "9", "&[aria-pressed=true]": { borderColor: "primary", bg: "rgba(99,102,241,0.18)" } });
// Thumb-sized, and free to wrap: the words and the number never push the dialog wider than a phone.
const whatsapp = css({ minBlockSize: "11", paddingInline: "4", fontSize: "md", justifyContent: "start", flexWrap: "wrap", whiteSpace: "normal", columnGap: "2", rowGap: "0.5", minInlineSize: 0 });
const preview = css({
  margin: 0,
  padding: "3",
  borderRadius: "lg",
  borderWidth: "1px",
  borderColor: "border",
  bg: "surface",
  color: "muted",
  fontSize: "sm",
  lineHeight: "1.7",
  whiteSpace: "pre-wrap",
  overflowWrap: "anywhere",
});

/**
 * A one-tap WhatsApp message to the owner about a decision just taken: the words come from the
 * owner-notice builder (the same as the owner's dashboard and e-mail say), in the language the
 * admin picks (Arabic unless switched), with the admin's notes and a link to the owner's
 * dashboard. The message is shown as it will be sent. Any admin dialog that decides something
 * about an owner can put it after the decision.
 */
export function TellOwner({ notice }: { notice: OwnerToTell }) {
  const { t, noticeT } = useAdmin();
  const [lang, setLang] = useState<Lang>("ar");
  const origin = typeof location === "undefined" ? "" : location.origin;
  const text = ownerNoticeMessage(noticeT[lang], notice, { link: dashboardLink(origin) });
  const href = whatsappLink(notice.phone, text);
  return (
    <section data-testid="tell-owner" className={css({ display: "grid", gap: "3" })} aria-label={t("tellOwner.link")}>
      <div className={cx(langSwitch, css({ fontSize: "sm", color: "muted" }))} role="group" aria-label={t("tellOwner.language")}>
        <span aria-hidden>{t("tellOwner.language")}</span>
        {languages.map((l) => (
          <button key={l} type="button" lang={l} data-testid={`tell-lang-${l}`} className={cx(button, langButton)} aria-pressed={lang === l} onClick={() => setLang(l)}>
            {t(`tellOwner.${l}`)}
          </button>
        ))}
      </div>
      {href ? (
        <a data-testid="tell-owner-whatsapp" href={href} target="_blank" rel="noopener noreferrer" className={cx(success, whatsapp)}>
          <MessageCircle size={18} aria-hidden />
          <span>{t("tellOwner.link")}</span>
          <Bidi ltr className={css({ fontWeight: "normal", fontSize: "sm" })}>
            {notice.phone}
          </Bidi>
        </a>
      ) : (
        <p data-testid="tell-owner-no-phone" className={css({ color: "warning", fontSize: "sm" })}>
          {t("tellOwner.noPhone")}
        </p>
      )}
      <figure className={css({ display: "grid", gap: "1", margin: 0 })}>
        <figcaption className={css({ fontSize: "xs", color: "muted", fontWeight: "semibold" })}>{t("tellOwner.preview")}</figcaption>
        <p data-testid="tell-owner-message" lang={lang} dir={dirOf(lang)} className={preview}>
          {text}
        </p>
      </figure>
    </section>
  );
}

/**
 * A decision or moderation just taken: says so, shows what follows (telling the owner, above)
 * and closes with one button. Shared by the approve/reject dialog and the suspend/unpublish one,
 * each putting it in place of its form inside the same `<Modal>` (under the decision's title).
 * It must stay the same dialog: a new dialog opened as the form's one went away was closed at
 * once, since the closing dialog handed the focus back to the list's button, outside the new one.
 */
export function DecidedBody({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  const { t } = useAdmin();
  return (
    <>
      <p data-testid="decision-done" role="status" className={css({ display: "flex", gap: "2", alignItems: "start", fontWeight: "semibold" })}>
        <CircleCheck size={20} aria-hidden className={css({ color: "success", flexShrink: 0, marginBlockStart: "0.5" })} />
        {t("tellOwner.decided")}
      </p>
      {children}
      <div>
        <button type="button" data-testid="decision-done-close" className={button} onClick={onClose}>
          {t("tellOwner.done")}
        </button>
      </div>
    </>
  );
}
