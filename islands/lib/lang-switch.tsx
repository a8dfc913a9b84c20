import { useEffect } from "react";
import { css } from "styled-system/css";
import { otherLang, type Lang, type Messages } from "../../locales/i18n";
import { iconButton } from "../../shared/ui";
import { installLangSwitch } from "./prefs-switch";
import { useT } from "./use-t";

const overlay = css({
  position: "fixed",
  inset: 0,
  zIndex: 1000,
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  justifyContent: "center",
  gap: "4",
  paddingInline: "6",
  textAlign: "center",
  bg: "rgba(11,11,26,0.9)",
  color: "white",
  fontSize: "xl",
  fontWeight: "bold",
  backdropFilter: "blur(6px)",
  animation: "fadeIn 0.2s ease-out",
});
const spinner = css({
  inlineSize: "12",
  blockSize: "12",
  flexShrink: 0,
  borderRadius: "full",
  borderWidth: "4px",
  borderColor: "rgba(255,255,255,0.2)",
  borderBlockStartColor: "primary",
  animation: "spin 0.8s linear infinite",
});

/**
 * The language toggle: a plain link to this page in the other language (`?lang=xx`), which the
 * server answers without any script. With scripts, islands/lib/prefs-switch.ts shows a copy of
 * the hidden overlay on the document's body, switches after a second and keeps the reader's
 * place. The same markup serves the public header (a DOM island) and React islands.
 */
export function LangSwitch({ lang, messages }: { lang: Lang; messages: Messages }) {
  const t = useT(messages, lang);
  const other = otherLang(lang);
  // Inside a React island (admin, QR area) the island itself wakes the behaviour.
  useEffect(installLangSwitch, []);
  return (
    <>
      {/* Named "Switch to English": the words in the page's language for screen readers, the
          language's own name as shown, in its own language, so a voice command that says what
          it sees ("English") finds it. */}
      <a href={`?lang=${other}`} hrefLang={other} data-lang-switch="" data-testid="lang-toggle" className={iconButton}>
        <span className={css({ srOnly: true })}>{t("lang.switchTo")} </span>
        <span lang={other}>{t("lang.toggle")}</span>
      </a>
      {/* The overlay's model, never shown itself: the script shows a copy on the body. (Not a
          <template>: React cannot hydrate a template's content.) */}
      <div hidden data-lang-overlay="">
        <div className={overlay} role="status" aria-live="assertive">
          <span className={spinner} aria-hidden />
          <span data-words="">{t("lang.switching")}</span>
        </div>
      </div>
    </>
  );
}
