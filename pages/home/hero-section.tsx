import { css } from "styled-system/css";
import { Island } from "../components/island";
import { formatAtLeast, formatPercent } from "../../locales/format";
import type { Lang, Translate } from "../../locales/i18n";
import type { AboutDto } from "../../shared/contract/about";
import { container, ghostButton, gradientText, primaryButton } from "../../shared/ui";

const wrap = css({
  minBlockSize: "100dvh",
  display: "flex",
  alignItems: "center",
  paddingBlockStart: "24",
  paddingBlockEnd: "16",
  position: "relative",
  overflow: "hidden",
  isolation: "isolate",
});
const glow = css({
  position: "absolute",
  insetInlineStart: "50%",
  insetBlockStart: "-10%",
  inlineSize: "min(900px, 120vw)",
  aspectRatio: "1",
  transform: "translateX(-50%)",
  background: "radial-gradient(circle, rgba(99,102,241,0.28), rgba(139,92,246,0.12) 40%, transparent 70%)",
  pointerEvents: "none",
  zIndex: -1,
});
const badge = css({
  display: "inline-flex",
  paddingInline: "4",
  paddingBlock: "1.5",
  borderRadius: "full",
  borderWidth: "1px",
  borderColor: "border",
  bg: "surface",
  fontSize: "sm",
  fontWeight: "semibold",
  color: "accent",
});
const title = css({
  fontSize: { base: "4xl", md: "6xl" },
  fontWeight: "black",
  lineHeight: "1.15",
  marginBlock: "6",
  maxInlineSize: "4xl",
  marginInline: "auto",
});
// The two decorations are DOM islands (islands/background-3d.dom.ts, floating-hearts.dom.ts):
// the server renders their empty layers, a few lines of script fill them in.
const sceneLayer = css({ position: "absolute", inset: 0, zIndex: -1, pointerEvents: "none", opacity: 0.55 });
const heartsLayer = css({ position: "absolute", inset: 0, overflow: "hidden", pointerEvents: "none" });
const heart = css({
  position: "absolute",
  insetBlockEnd: "8%",
  fontSize: { base: "2xl", md: "3xl" },
  animation: "floatUp 3.6s ease-out forwards",
  willChange: "transform, opacity",
});
const SceneLayer = () => <div className={sceneLayer} aria-hidden />;
const HeartsLayer = (_: { heartClass: string }) => <div className={heartsLayer} aria-hidden />;

const stats = css({
  display: "grid",
  gridTemplateColumns: "repeat(3, minmax(0, 1fr))",
  gap: { base: "3", md: "6" },
  maxInlineSize: "3xl",
  marginInline: "auto",
  marginBlockStart: "14",
});
const stat = css({ display: "flex", flexDirection: "column-reverse", padding: { base: "4", md: "6" }, borderRadius: "2xl", bg: "surface", borderWidth: "1px", borderColor: "border" });
const statValue = css({ fontSize: { base: "2xl", md: "4xl" }, fontWeight: "black" });

export function HeroSection({ t, lang, about }: { t: Translate; lang: Lang; about: AboutDto | null }) {
  const figures = [
    { value: formatAtLeast(about?.experience_years ?? 10, lang), label: t("hero.years") },
    { value: formatAtLeast(about?.projects ?? 500, lang), label: t("hero.projects") },
    { value: formatPercent(about?.satisfaction ?? 100, lang), label: t("hero.satisfaction") },
  ];
  return (
    <section id="hero" aria-labelledby="hero-title" className={wrap}>
      <div className={glow} aria-hidden />
      <Island name="background-3d" component={SceneLayer} props={{}} hydrate="idle" />
      <Island name="floating-hearts" component={HeartsLayer} props={{ heartClass: heart }} hydrate="idle" />
      <div className={`${container} ${css({ textAlign: "center", inlineSize: "full" })}`}>
        <span className={badge}>{t("hero.badge")}</span>
        <h1 id="hero-title" className={title}>
          <span className={gradientText}>{t("hero.title")}</span>
        </h1>
        <p className={css({ fontSize: { base: "lg", md: "xl" }, color: "muted", maxInlineSize: "2xl", marginInline: "auto" })}>
          {t("hero.subtitle")}
        </p>
        <div className={css({ display: "flex", gap: "4", justifyContent: "center", flexWrap: "wrap", marginBlockStart: "10" })}>
          <a href="#contact" data-testid="get-quote" className={primaryButton}>
            {t("hero.getQuote")}
          </a>
          <a href="#services" data-testid="learn-more" className={ghostButton}>
            {t("hero.learnMore")}
          </a>
        </div>
        <dl className={stats} aria-label={t("hero.statsLabel")}>
          {figures.map((f) => (
            <div key={f.label} className={stat}>
              <dt className={css({ color: "muted", fontSize: "sm" })}>{f.label}</dt>
              <dd className={`${statValue} ${gradientText}`}>
                {f.value}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
