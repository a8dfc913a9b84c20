import { AlertTriangle } from "lucide-react";
import type { ReactNode } from "react";
import { css } from "styled-system/css";
import type { Translate } from "../../locales/i18n";
import type { Loaded } from "../../shared/contract/landing";
import { container, gradientText, section } from "../../shared/ui";

const header = css({ textAlign: "center", marginBlockEnd: { base: "10", md: "14" }, maxInlineSize: "2xl", marginInline: "auto" });
const title = css({ fontSize: { base: "3xl", md: "4xl" }, fontWeight: "extrabold", lineHeight: "1.2" });
const subtitle = css({ color: "muted", marginBlockStart: "3", fontSize: "lg" });

export function SectionHeader({ id, title: text, subtitle: sub, level = 2 }: { id: string; title: string; subtitle?: string; level?: 1 | 2 }) {
  const Heading = level === 1 ? "h1" : "h2";
  return (
    <header className={header}>
      <Heading id={`${id}-title`} className={title}>
        <span className={gradientText}>{text}</span>
      </Heading>
      {sub && <p className={subtitle}>{sub}</p>}
    </header>
  );
}

const errorPanel = css({
  display: "flex",
  gap: "4",
  alignItems: "flex-start",
  padding: "6",
  borderRadius: "2xl",
  borderWidth: "1px",
  borderColor: "danger",
  bg: "rgba(248,113,113,0.08)",
  maxInlineSize: "2xl",
  marginInline: "auto",
});

/** A data section's failure: a heading and the error text. */
export function SectionError({ heading, text }: { heading: string; text: string }) {
  return (
    <div role="alert" data-testid="section-error" className={errorPanel}>
      <AlertTriangle aria-hidden className={css({ color: "danger", flexShrink: 0 })} />
      <div>
        <h3 className={css({ fontWeight: "bold", fontSize: "lg" })}>{heading}</h3>
        <p className={css({ color: "muted" })}>{text}</p>
      </div>
    </div>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <p data-testid="empty-state" className={css({ textAlign: "center", color: "muted", paddingBlock: "10" })}>
      {children}
    </p>
  );
}

/**
 * A home page section that lists what the server loaded (services, projects, posts): its header,
 * then the failure, the empty note or the list, then `footer` (a link on). Its words are the
 * strings under its id: `blog.title`, `blog.subtitle`, `blog.errorTitle`, `blog.errorText`, `blog.empty`.
 */
export function ListSection<T>({ id, t, loaded, children, footer }: { id: string; t: Translate; loaded: Loaded<T[]>; children: (items: T[]) => ReactNode; footer?: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={section}>
      <div className={container}>
        <SectionHeader id={id} title={t(`${id}.title`)} subtitle={t(`${id}.subtitle`)} />
        {!loaded.ok ? (
          <SectionError heading={t(`${id}.errorTitle`)} text={t(`${id}.errorText`)} />
        ) : loaded.data.length === 0 ? (
          <EmptyState>{t(`${id}.empty`)}</EmptyState>
        ) : (
          children(loaded.data)
        )}
        {footer}
      </div>
    </section>
  );
}

/** The centred link under a section's list ("all posts", "a free quote"). */
export function SectionLink({ href, className, testId, focusContact, children }: { href: string; className: string; testId: string; focusContact?: boolean; children: ReactNode }) {
  return (
    <div className={css({ textAlign: "center", marginBlockStart: "12" })}>
      <a href={href} data-testid={testId} data-focus-contact={focusContact || undefined} className={className}>
        {children}
      </a>
    </div>
  );
}
