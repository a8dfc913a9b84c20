import { css } from "styled-system/css";
import type { Lang } from "../../locales/i18n";
import { tagsNeedLabel } from "../../shared/format";
import { chip } from "../../shared/ui";
import { Bidi } from "./bidi";

// The label and the chips side by side, the chips wrapping in a column of their own: a second
// line of chips starts under the first chip, beside the label, not at the row's edge.
const row = css({ display: "flex", alignItems: "baseline", gap: "2" });
const label = css({ flexShrink: "0", fontSize: "xs", color: "muted" });
const chips = css({ display: "flex", flexWrap: "wrap", gap: "2", minInlineSize: "0" });

interface TagRowProps {
  /** The tags in the order to show them (`orderTags`: those that read the page's way first). */
  tags: readonly string[];
  /** What the row holds, in the page's language ("الوسوم"): the list's name, and its visible label when one is needed. */
  label: string;
  lang: Lang;
  /** A last chip after the tags ("+2": how many are not shown), already in the page's digits. */
  more?: string;
  /** Written before each tag ("#"). */
  prefix?: string;
  /** The list's `data-testid`. */
  testId?: string;
}

/**
 * A row of tag chips. Each tag is an isolated run (an English tag keeps its punctuation on an
 * Arabic page). When a tag reads the other way from the page (English tags on an Arabic page),
 * the row opens with its label in the page's language ("التقنيات:"): an English chip at the start
 * of an Arabic line reads as if the line began in English.
 */
export function TagRow({ tags, label: name, lang, more, prefix = "", testId }: TagRowProps) {
  return (
    <div className={row}>
      {tagsNeedLabel(tags, lang) && (
        // Screen readers hear the name once, from the list.
        <span className={label} aria-hidden data-testid="tag-row-label">
          {name}:
        </span>
      )}
      <ul className={chips} aria-label={name} data-testid={testId}>
        {tags.map((tag) => (
          <li key={tag} className={chip}>
            <Bidi>
              {prefix}
              {tag}
            </Bidi>
          </li>
        ))}
        {more && (
          <li className={chip}>
            <Bidi ltr>{more}</Bidi>
          </li>
        )}
      </ul>
    </div>
  );
}
