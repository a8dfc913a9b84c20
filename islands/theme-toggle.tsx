import { Moon, Sun } from "lucide-react";
import { useState } from "react";
import type { Lang, Messages } from "../locales/i18n";
import { iconButton } from "../pages/components/ui";
import { rememberPreference } from "./lib/prefs";
import { useT } from "./lib/use-t";

export const themeToggleKeys = ["theme.toDark", "theme.toLight"] as const;

interface Props {
  theme: "dark" | "light";
  lang: Lang;
  messages: Messages;
}

/** Flips dark/light at once (no reload) and remembers it for the server's next render. */
export default function ThemeToggle({ theme: initial, lang, messages }: Props) {
  const t = useT(messages, lang);
  const [theme, setTheme] = useState(initial);
  const next = theme === "dark" ? "light" : "dark";
  const onClick = () => {
    document.documentElement.dataset.theme = next;
    rememberPreference("theme", next);
    setTheme(next);
  };
  return (
    <button
      type="button"
      data-testid="theme-toggle"
      className={iconButton}
      onClick={onClick}
      aria-label={t(next === "dark" ? "theme.toDark" : "theme.toLight")}
      aria-pressed={theme === "dark"}
    >
      {theme === "dark" ? <Sun size={18} aria-hidden /> : <Moon size={18} aria-hidden />}
    </button>
  );
}
