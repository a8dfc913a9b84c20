import { Fragment, type ReactNode } from "react";
import { css, cx } from "styled-system/css";
import type { Translate } from "../../locales/i18n";

// An identifier stays on one line (an e-mail is never broken at its hyphen); one too long for
// its box ends in an ellipsis instead of pushing the page sideways.
const identifier = css({ display: "inline-block", maxInlineSize: "full", whiteSpace: "nowrap", overflow: "hidden", textOverflow: "ellipsis", verticalAlign: "bottom" });

/*
 * Mixed-direction text. An e-mail, a phone number, a URL, an English name or tag inside Arabic
 * text (or Arabic inside English) is a run of its own: without isolation the bidirectional
 * algorithm lets its punctuation and digits join the text around it, so "samer@example.com ·"
 * turns into "·samer@example.com" and "https://" into "//:https". Isolating the run (`<bdi>`,
 * which is `unicode-bidi: isolate`) keeps it whole and keeps the punctuation where it belongs.
 */

interface BidiProps {
  children: ReactNode;
  /**
   * An identifier (e-mail, phone, URL, username, file name): always left to right. Otherwise
   * the run takes the direction of its first strong letter (`dir="auto"`), for names, tags and
   * free text typed in either language.
   */
  ltr?: boolean;
  className?: string;
}

/** One isolated run of text (see above). */
export function Bidi({ children, ltr, className }: BidiProps) {
  return (
    <bdi dir={ltr ? "ltr" : "auto"} className={ltr ? cx(identifier, className) : className}>
      {children}
    </bdi>
  );
}

// Unicode's first-strong isolate and its closing mark: the same isolation for plain strings
// (an aria-label, a title, a toast) where no element can be used.
const FSI = "\u2068";
const PDI = "\u2069";

/** A plain string isolated from the text it is put into. */
export const isolate = (text: string) => `${FSI}${text}${PDI}`;

/**
 * A translation with its parameters as isolated runs: `richT(t, "owner", { name: "Sam" })` for
 * "المالك: {{name}}" gives the Arabic text with "Sam" in its own `<bdi>`. Numbers should come
 * already formatted (locales/format.ts).
 */
export function richT(t: Translate, key: string, params: Record<string, ReactNode>): ReactNode {
  const names = Object.keys(params);
  // Stand-ins that no translation contains (NUL characters), replaced by the runs afterwards.
  const text = t(key, Object.fromEntries(names.map((name, i) => [name, `\u0000${i}\u0000`])));
  // eslint-disable-next-line no-control-regex
  return text.split(/\u0000(\d+)\u0000/).map((part, i) =>
    i % 2 === 0 ? <Fragment key={i}>{part}</Fragment> : <bdi key={i} dir="auto">{params[names[Number(part)]]}</bdi>,
  );
}
