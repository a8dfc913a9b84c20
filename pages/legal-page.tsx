import { css } from "styled-system/css";
import { SectionHeader } from "./components/section-parts";
import { SiteLayout, type LayoutProps } from "./components/site-layout";

/** The privacy and terms pages: a title and paragraphs from the locale files. */
export function LegalPage({ title, body, ...layout }: Omit<LayoutProps, "children"> & { title: string; body: string }) {
  return (
    <SiteLayout {...layout}>
      <SectionHeader id="legal" title={title} level={1} />
      <div className={css({ maxInlineSize: "3xl", marginInline: "auto", display: "grid", gap: "5", fontSize: "lg", lineHeight: "1.9" })}>
        {body.split(/\n\s*\n/).map((p, i) => (
          <p key={i}>{p}</p>
        ))}
      </div>
    </SiteLayout>
  );
}
