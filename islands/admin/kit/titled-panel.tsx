import type { ReactNode } from "react";
import { panel, sectionTitle } from "../core/styles";

/** A panel of its own on a screen: a section named by its heading, `{name}-title`, found by tests as `name`. */
export function TitledPanel({ name, title, children }: { name: string; title: string; children: ReactNode }) {
  return (
    <section className={panel} aria-labelledby={`${name}-title`} data-testid={name}>
      <h2 id={`${name}-title`} className={sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
