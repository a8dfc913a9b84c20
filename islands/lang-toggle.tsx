import { useEffect, useRef, useState } from "react";
import { css } from "styled-system/css";
import { otherLang, type Lang, type Messages } from "../locales/i18n";
import { rememberPreference } from "./lib/prefs";
import { useT } from "./lib/use-t";
import { iconButton } from "../pages/components/ui";

export const langToggleKeys = ["lang.toggle", "lang.toggleLabel", "lang.switching"] as const;

/** Spec section 9: the language flips one second after the click. */
export const SWITCH_DELAY_MS = 1000;

interface Props {
  lang: Lang;
  messages: Messages;
}

const overlay = css({
  position: "fixed",
  inset: 0,
  zIndex: 100,
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  justifyContent: "center",
  gap: "4",
  bg: "rgba(11,11,26,0.88)",
  color: "white",
  fontSize: "xl",
  fontWeight: "bold",
  backdropFilter: "blur(6px)",
  animation: "fadeIn 0.2s ease-out",
});

const spinner = css({
  inlineSize: "12",
  blockSize: "12",
  borderRadius: "full",
  borderWidth: "4px",
  borderColor: "rgba(255,255,255,0.2)",
  borderBlockStartColor: "primary",
  animation: "spin 0.8s linear infinite",
});

/** Switches ar <-> en behind a full-screen overlay; repeat clicks are ignored meanwhile. */
export default function LangToggle({ lang, messages }: Props) {
  const t = useT(messages, lang);
  const [switching, setSwitching] = useState(false);
  const busy = useRef(false);

  // Keep localStorage in step with what the server rendered (e.g. after `?lang=` in a link).
  useEffect(() => rememberPreference("language", lang), [lang]);

  const onClick = () => {
    if (busy.current) return;
    busy.current = true;
    setSwitching(true);
    const next = otherLang(lang);
    setTimeout(() => {
      rememberPreference("language", next);
      const url = new URL(location.href);
      url.searchParams.set("lang", next);
      location.replace(url);
    }, SWITCH_DELAY_MS);
  };

  return (
    <>
      <button
        type="button"
        data-testid="lang-toggle"
        className={iconButton}
        onClick={onClick}
        disabled={switching}
        aria-label={t("lang.toggleLabel")}
        lang={otherLang(lang)}
      >
        {t("lang.toggle")}
      </button>
      {switching && (
        <div data-testid="lang-overlay" className={overlay} role="status" aria-live="assertive">
          <span className={spinner} aria-hidden />
          <span>{t("lang.switching")}</span>
        </div>
      )}
    </>
  );
}
