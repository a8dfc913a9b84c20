import { ExternalLink } from "lucide-react";
import { useState } from "react";
import { css } from "styled-system/css";
import type { Picture } from "../shared/media";
import { Img } from "../shared/picture";
import type { Lang } from "../locales/i18n";
import { card, ghostButton } from "../shared/ui";
import { Bidi } from "./lib/bidi";
import { Modal } from "./lib/modal";
import { TagRow } from "./lib/tag-row";

/** A project as the grid needs it: text already localized and dates formatted by the server. */
export interface PortfolioItem {
  id: number;
  /** The case study's page (/work/{slug}), where the card leads without scripts. */
  path: string;
  title: string;
  description: string;
  category: string;
  client: string;
  date: string;
  dateTime: string;
  /** The technologies shown on the card (at most three, those in the page's language first). */
  tags: string[];
  /** "+2": how many tags are not shown, already in the page's digits; empty when none. */
  moreTags: string;
  link: string | null;
  /** `picture`: the stored photo's size and variants when it is an upload. */
  images: { url: string; alt: string; placeholder: string; picture?: Picture }[];
}

/** Card photos: one column on phones, two from 48rem, three from 64rem (the container stops at 80rem). */
const cardSizes = "(min-width: 80rem) 25rem, (min-width: 64rem) 31vw, (min-width: 48rem) 46vw, 92vw";
const dialogSizes = "(min-width: 48rem) 22rem, 88vw";

interface Props {
  items: PortfolioItem[];
  lang: Lang;
  labels: { view: string; client: string; category: string; date: string; link: string; close: string; tags: string };
}

const grid = css({ display: "grid", gridTemplateColumns: { base: "1fr", md: "repeat(2, 1fr)", lg: "repeat(3, 1fr)" }, gap: "6" });
const cover = css({ aspectRatio: "4 / 3", objectFit: "cover", inlineSize: "full", bg: "surfaceStrong" });

/**
 * The portfolio cards and their detail dialog (at most three images, client, category, date and
 * link). The island hydrates when the section comes into view, so the dialog code never weighs on
 * the first view of the page.
 */
export default function PortfolioGrid({ items, lang, labels }: Props) {
  const [selected, setSelected] = useState<PortfolioItem | null>(null);

  return (
    <>
      <ul className={grid}>
        {items.map((p) => (
          <li
            key={p.id}
            data-testid="portfolio-card"
            className={`${card} ${css({ cursor: "pointer", display: "flex", flexDirection: "column" })}`}
            onClick={() => setSelected(p)}
          >
            {p.images[0] && (
              <Img
                src={p.images[0].url}
                picture={p.images[0].picture}
                sizes={cardSizes}
                alt={p.images[0].alt}
                className={cover}
                fallbackBackground={p.images[0].placeholder}
                width={640}
                height={480}
                loading="lazy"
              />
            )}
            {/* The button keeps to the card's foot, so buttons line up across a row whatever the tags. */}
            <div className={css({ padding: "6", display: "flex", flexDirection: "column", gap: "3", flex: "1" })}>
              <div className={css({ display: "flex", justifyContent: "space-between", gap: "2", fontSize: "sm", color: "muted" })}>
                <span>{p.category}</span>
                <time dateTime={p.dateTime}>{p.date}</time>
              </div>
              <h3 className={css({ fontSize: "xl", fontWeight: "bold" })}>{p.title}</h3>
              <p className={css({ color: "muted", fontSize: "sm" })}>
                {labels.client}: <Bidi>{p.client}</Bidi>
              </p>
              {(p.tags.length > 0 || p.moreTags) && <TagRow tags={p.tags} more={p.moreTags} label={labels.tags} lang={lang} />}
              {/* A link to the project's own page, which is where it leads without scripts (or
                  before they wake, or opened in a new tab); a plain tap opens the dialog. */}
              <a
                href={lang === "en" ? `${p.path}?lang=en` : p.path}
                className={`${ghostButton} ${css({ marginBlockStart: "auto" })}`}
                data-testid="portfolio-view"
                onClick={(e) => {
                  e.stopPropagation();
                  if (e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0) return;
                  e.preventDefault();
                  setSelected(p);
                }}
              >
                {labels.view}
                <span className={css({ srOnly: true })}>: {p.title}</span>
              </a>
            </div>
          </li>
        ))}
      </ul>
      <Modal open={!!selected} onClose={() => setSelected(null)} title={selected?.title} closeLabel={labels.close}>
        {selected && <ProjectDetails project={selected} labels={labels} />}
      </Modal>
    </>
  );
}

/** A project's photos, description, facts and link: in the dialog, and on the project's own page. */
export function ProjectDetails({ project, labels }: { project: PortfolioItem; labels: Props["labels"] }) {
  return (
    <>
      {project.images.length > 0 && (
        <div className={css({ display: "grid", gap: "3", gridTemplateColumns: project.images.length > 1 ? "repeat(auto-fit, minmax(180px, 1fr))" : "1fr" })}>
          {project.images.map((img) => (
            <Img
              key={img.url}
              src={img.url}
              picture={img.picture}
              sizes={project.images.length > 1 ? dialogSizes : "(min-width: 48rem) 44rem, 88vw"}
              alt={img.alt}
              width={640}
              height={480}
              fallbackBackground={img.placeholder}
              className={css({ borderRadius: "xl", inlineSize: "full", aspectRatio: "4 / 3", objectFit: "cover" })}
            />
          ))}
        </div>
      )}
      <p>{project.description}</p>
      <dl className={css({ display: "grid", gridTemplateColumns: "auto 1fr", gap: "2", columnGap: "4", fontSize: "sm" })}>
        <dt className={css({ color: "muted" })}>{labels.client}</dt>
        <dd>
          <Bidi>{project.client}</Bidi>
        </dd>
        <dt className={css({ color: "muted" })}>{labels.category}</dt>
        <dd>{project.category}</dd>
        <dt className={css({ color: "muted" })}>{labels.date}</dt>
        <dd>
          <time dateTime={project.dateTime}>{project.date}</time>
        </dd>
      </dl>
      {project.link && (
        <a href={project.link} target="_blank" rel="noopener noreferrer" className={ghostButton}>
          {labels.link} <ExternalLink size={16} aria-hidden />
        </a>
      )}
    </>
  );
}
