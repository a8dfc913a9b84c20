import { Check } from "lucide-react";
import { css } from "styled-system/css";
import type { Translate } from "../../locales/i18n";
import type { ServiceDto } from "../../shared/contract/services";
import type { Loaded } from "../../shared/contract/landing";
import { ServiceIcon } from "../components/icons";
import { ListSection, SectionLink } from "../components/section-parts";
import { card, primaryButton } from "../../shared/ui";

/** Service cards show at most three features. */
export const MAX_SERVICE_FEATURES = 3;

const grid = css({ display: "grid", gridTemplateColumns: { base: "1fr", md: "repeat(2, 1fr)", lg: "repeat(3, 1fr)" }, gap: "6" });
const iconBox = css({
  display: "inline-flex",
  padding: "3",
  borderRadius: "xl",
  color: "white",
  backgroundImage: "linear-gradient(135deg, token(colors.primary), token(colors.secondary))",
});

export function ServicesSection({ t, services }: { t: Translate; services: Loaded<ServiceDto[]> }) {
  return (
    <ListSection
      id="services"
      t={t}
      loaded={services}
      footer={
        <SectionLink href="#contact" testId="free-quote" focusContact className={primaryButton}>
          {t("services.freeQuote")}
        </SectionLink>
      }
    >
      {(items) => (
        <ul className={grid}>
          {items.map((s) => (
            <li key={s.id} data-testid="service-card" className={`${card} ${css({ padding: "7", display: "flex", flexDirection: "column", gap: "4" })}`}>
              <span className={iconBox}>
                <ServiceIcon name={s.icon} />
              </span>
              <h3 className={css({ fontSize: "xl", fontWeight: "bold" })}>{s.title}</h3>
              <p className={css({ color: "muted" })}>{s.description}</p>
              {s.features.length > 0 && (
                <ul className={css({ display: "grid", gap: "2" })}>
                  {s.features.slice(0, MAX_SERVICE_FEATURES).map((f) => (
                    <li key={f.id} className={css({ display: "flex", gap: "2", alignItems: "center", fontSize: "sm" })}>
                      <Check size={16} aria-hidden className={css({ color: "success", flexShrink: 0 })} />
                      {f.feature_text}
                    </li>
                  ))}
                </ul>
              )}
              {s.price && (
                <p className={css({ marginBlockStart: "auto", fontWeight: "bold", color: "accent" })}>
                  <span className={css({ srOnly: true })}>{t("services.price")}: </span>
                  {s.price}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </ListSection>
  );
}
