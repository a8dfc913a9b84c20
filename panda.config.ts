import { defineConfig } from "@pandacss/dev";
import { listingPageCss } from "./shared/listing-page-css";

/**
 * Design tokens and the dark/light themes. Brand colours (primary #6366f1, secondary
 * #8b5cf6); the admin can override both at run time through CSS variables (site settings).
 * Styles use logical properties only (margin-inline-start, not margin-left), so one stylesheet
 * serves RTL Arabic and LTR English.
 */
export default defineConfig({
  preflight: true,
  include: ["./pages/**/*.{ts,tsx}", "./islands/**/*.{ts,tsx}", "./shared/**/*.{ts,tsx}"],
  exclude: ["./**/*.test.{ts,tsx}"],
  outdir: "styled-system",
  outExtension: "js",
  importMap: "styled-system",
  // Short hashed class names: a third of the HTML was class names.
  hash: true,
  minify: true,
  conditions: {
    extend: {
      dark: "[data-theme=dark] &",
      light: "[data-theme=light] &",
    },
  },
  globalCss: {
    ...listingPageCss(),
    "agency-island": { display: "contents" },
    // A tap on Send waits for the island to wake up (held, then replayed): the button says so.
    "agency-island[data-waking] [type=submit]": { cursor: "progress", animation: "waking 0.9s ease-in-out infinite alternate" },
    // Until the fonts are in this browser, a page that fetches them late uses the phone's own
    // (pages/document.tsx, `lateFonts`): no text ever refers to Cairo, so nothing fetches it early.
    "html[data-fonts-later]": { fontFamily: "system-ui, sans-serif" },
    html: {
      fontFamily: "'Cairo Variable', system-ui, sans-serif",
      bg: "bg",
      color: "fg",
      scrollBehavior: "smooth",
      // Visitors who asked their phone for less motion jump to a section instead of gliding there.
      _motionReduce: { scrollBehavior: "auto" },
      scrollPaddingBlockStart: "20",
      colorScheme: "dark",
      "&[data-theme=light]": { colorScheme: "light" },
      // A page answering a form lands on its #fragment at once (see pages/document.tsx).
      "&[data-personal]": { scrollBehavior: "auto" },
    },
    body: { minHeight: "100dvh", lineHeight: "1.7", WebkitFontSmoothing: "antialiased" },
    "@media (prefers-reduced-motion: reduce)": {
      html: { scrollBehavior: "auto" },
      "*, *::before, *::after": { animationDuration: "0.01ms !important", transitionDuration: "0.01ms !important" },
    },
    ":focus-visible": { outline: "2px solid token(colors.primary)", outlineOffset: "2px" },
  },
  theme: {
    extend: {
      tokens: {
        colors: {
          // Overridable by the admin's appearance settings (see pages/document.tsx).
          primary: { value: "var(--brand-primary, #6366f1)" },
          secondary: { value: "var(--brand-secondary, #8b5cf6)" },
        },
        fonts: { body: { value: "'Cairo Variable', system-ui, sans-serif" } },
      },
      semanticTokens: {
        colors: {
          bg: { value: { base: "#0b0b1a", _light: "#f7f7fb" } },
          fg: { value: { base: "#f1f1f8", _light: "#14142b" } },
          muted: { value: { base: "#a6a6c3", _light: "#55557a" } },
          surface: { value: { base: "rgba(255,255,255,0.04)", _light: "#ffffff" } },
          surfaceStrong: { value: { base: "#15152b", _light: "#ffffff" } },
          border: { value: { base: "rgba(255,255,255,0.10)", _light: "rgba(20,20,43,0.12)" } },
          danger: { value: { base: "#f87171", _light: "#c81e1e" } },
          success: { value: { base: "#34d399", _light: "#047857" } },
          warning: { value: { base: "#fbbf24", _light: "#92400e" } },
          accent: { value: { base: "#a5b4fc", _light: "#4338ca" } },
        },
      },
      keyframes: {
        spin: { to: { transform: "rotate(360deg)" } },
        floatUp: {
          "0%": { transform: "translateY(0) scale(0.6)", opacity: "0" },
          "15%": { opacity: "1" },
          "100%": { transform: "translateY(-260px) scale(1.1)", opacity: "0" },
        },
        fadeIn: { from: { opacity: "0" }, to: { opacity: "1" } },
        waking: { from: { opacity: "1" }, to: { opacity: "0.6" } },
      },
    },
  },
});
