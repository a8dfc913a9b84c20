import { Moon, Sun } from "lucide-react";
import { useEffect, useState } from "react";
import { css } from "styled-system/css";
import type { Lang, Messages } from "../../locales/i18n";
import { iconButton } from "../../shared/ui";
import { currentTheme, installThemeSwitch, THEME_EVENT } from "./prefs-switch";
import { useT } from "./use-t";

// Both icons are in the page; the theme on <html> shows the one that names the other theme.
const sun = css({ display: "none", _dark: { display: "block" } });
const moon = css({ display: "none", _light: { display: "block" } });
const form = css({ display: "contents" });

interface Props {
  theme: "dark" | "light";
  lang: Lang;
  messages: Messages;
  /** Where the server sends the visitor back after a scriptless switch (else the referring page). */
  back?: string;
}

/**
 * The dark/light toggle: a form that posts to `/theme`, which sets the cookie and sends the
 * visitor back, so it works without scripts. With scripts (islands/lib/prefs-switch.ts) the theme
 * flips at once, with no reload, and is remembered for the server's next render.
 */
export function ThemeSwitch({ theme: initial, lang, messages, back }: Props) {
  const t = useT(messages, lang);
  const [theme, setTheme] = useState(initial);
  useEffect(() => {
    installThemeSwitch();
    const sync = () => setTheme(currentTheme());
    sync();
    addEventListener(THEME_EVENT, sync);
    return () => removeEventListener(THEME_EVENT, sync);
  }, []);
  const next = theme === "dark" ? "light" : "dark";
  return (
    <form method="post" action="/theme" data-theme-switch="" className={form}>
      <input type="hidden" name="theme" value={next} />
      {back && <input type="hidden" name="back" value={back} />}
      <button
        type="submit"
        data-testid="theme-toggle"
        className={iconButton}
        aria-label={t(next === "dark" ? "theme.toDark" : "theme.toLight")}
        aria-pressed={theme === "dark"}
        data-to-dark={t("theme.toDark")}
        data-to-light={t("theme.toLight")}
      >
        <Sun size={18} aria-hidden className={sun} />
        <Moon size={18} aria-hidden className={moon} />
      </button>
    </form>
  );
}
