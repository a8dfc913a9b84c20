import { Building2, Clock } from "lucide-react";
import { css } from "styled-system/css";
import { formatAtLeast } from "../../locales/format";
import type { Lang, Translate } from "../../locales/i18n";
import type { AboutDto } from "../../shared/contract/about";
import type { Loaded } from "../../shared/contract/landing";
import { SectionError, SectionHeader } from "../components/section-parts";
import { card, container, gradientText, section } from "../../shared/ui";

const grid = css({ display: "grid", gridTemplateColumns: { base: "1fr", lg: "3fr 2fr" }, gap: "10", alignItems: "start" });
const facts = css({ display: "grid", gridTemplateColumns: "repeat(3, minmax(0, 1fr))", gap: "4", marginBlockStart: "8" });
const fact = css({ display: "flex", flexDirection: "column-reverse", padding: "5", textAlign: "center", borderRadius: "2xl", bg: "surface", borderWidth: "1px", borderColor: "border" });

/**
 * "About us". A site set up without the demo (`npm run db:setup -- --no-demo`) has no about text
 * yet: then the section shows the site's own description (site settings) and its hours, and no
 * figures, rather than an error; the error is for an about text that could not be read.
 */
export function AboutSection({ t, lang, about, hours, siteDescription }: { t: Translate; lang: Lang; about: Loaded<AboutDto | null>; hours: string; siteDescription: string }) {
  const hoursCard = (
    <div className={`${card} ${css({ padding: "6", _hover: { transform: "none" } })}`}>
      <h3 className={css({ display: "flex", gap: "2", alignItems: "center", fontWeight: "bold" })}>
        <Clock size={20} aria-hidden /> {t("about.hoursTitle")}
      </h3>
      <ul className={css({ color: "muted", marginBlockStart: "2" })}>
        {hours
          .split("\n")
          .filter((line) => line.trim())
          .map((line) => (
            <li key={line}>{line}</li>
          ))}
      </ul>
    </div>
  );
  return (
    <section id="about" aria-labelledby="about-title" className={section}>
      <div className={container}>
        <SectionHeader id="about" title={about.ok && about.data ? about.data.title : t("about.title")} />
        {!about.ok ? (
          <SectionError heading={t("about.errorTitle")} text={t("about.errorText")} />
        ) : !about.data ? (
          <div className={grid} data-testid="about-unwritten">
            <p className={css({ fontSize: "lg" })}>{siteDescription}</p>
            {hours.trim() && hoursCard}
          </div>
        ) : (
          <div className={grid}>
            <div>
              <p className={css({ fontSize: "sm", fontWeight: "bold", color: "accent" })}>
                {t("about.founded", { year: about.data.founded_year })}
              </p>
              <p className={css({ fontSize: "lg", marginBlockStart: "3" })}>{about.data.description}</p>
              <p className={css({ color: "muted", marginBlockStart: "4" })}>{about.data.mission}</p>
              <dl className={facts}>
                {[
                  { value: formatAtLeast(about.data.experience_years, lang), label: t("about.experience") },
                  { value: formatAtLeast(about.data.clients, lang), label: t("about.clients") },
                  { value: formatAtLeast(about.data.permanent_clients, lang), label: t("about.permanentClients") },
                ].map((f) => (
                  <div key={f.label} className={fact}>
                    <dt className={css({ color: "muted", fontSize: "sm" })}>{f.label}</dt>
                    <dd className={`${gradientText} ${css({ fontSize: { base: "2xl", sm: "3xl" }, fontWeight: "black" })}`}>
                      {f.value}
                    </dd>
                  </div>
                ))}
              </dl>
            </div>
            <div className={css({ display: "grid", gap: "4" })}>
              <div className={`${card} ${css({ padding: "6", _hover: { transform: "none" } })}`}>
                <h3 className={css({ display: "flex", gap: "2", alignItems: "center", fontWeight: "bold" })}>
                  <Building2 size={20} aria-hidden /> {t("about.officeTitle")}
                </h3>
                <p className={css({ color: "muted", marginBlockStart: "2" })}>{about.data.office}</p>
              </div>
              {hoursCard}
            </div>
          </div>
        )}
      </div>
    </section>
  );
}
