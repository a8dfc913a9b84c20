import { css } from "styled-system/css";
import { Bidi } from "../../lib/bidi";
import { useAdmin } from "../core/i18n";
import type { Review, RevisionData } from "./types";
import { thumbnailUrl } from "../../../shared/media";
import { MenuDiff } from "./menu-diff";

/**
 * Three columns from 48rem up. On a phone three columns are some 90 px each (Arabic struck through
 * word by word): there each changed field is a block, its name, then what visitors see now above
 * what is proposed, each side named by its `data-label`.
 */
const table = css({
  inlineSize: "full",
  borderCollapse: "collapse",
  fontSize: "sm",
  tableLayout: "fixed",
  "& th, & td": {
    paddingBlock: "2",
    paddingInline: "2",
    borderBlockEndWidth: "1px",
    borderColor: "border",
    textAlign: "start",
    verticalAlign: "top",
    overflowWrap: "anywhere",
  },
  "& thead th": { color: "muted", fontWeight: "semibold" },
  mdDown: {
    "&, & tbody, & tr, & th, & td": { display: "block", inlineSize: "full" },
    "& thead": { display: "none" },
    "& tr": {
      borderBlockEndWidth: "1px",
      borderColor: "border",
      paddingBlock: "2",
    },
    "& tbody th, & td": { borderBlockEndWidth: "0" },
    "& tbody th": { fontWeight: "bold", paddingBlockEnd: "1" },
    "& td": { borderRadius: "md", marginBlockStart: "1" },
    "& td::before": {
      content: "attr(data-label)",
      display: "block",
      fontSize: "xs",
      fontWeight: "semibold",
      color: "muted",
      marginBlockEnd: "1",
    },
  },
});
const before = css({
  bg: "rgba(248,113,113,0.10)",
  md: {
    textDecoration: "line-through",
    textDecorationColor: "rgba(248,113,113,0.6)",
  },
});
const after = css({ bg: "rgba(52,211,153,0.12)" });
const thumb = css({
  inlineSize: "16",
  blockSize: "16",
  objectFit: "cover",
  borderRadius: "md",
  bg: "white",
});
const thumbs = css({ display: "flex", flexWrap: "wrap", gap: "1" });

/**
 * How the review shows each field of a listing, in the order it lists them (labels under
 * admin.revisions.fields): as text, as an identifier read left to right, or as images. Typed over
 * every field, so a field added to the listing must be given its place here. The category's id is
 * not shown on its own: a new category shows as its name, in business_type.
 */
const shownAs = {
  business_name: "text",
  business_name_en: "ltr",
  business_type: "text",
  description: "text",
  description_en: "ltr",
  address: "text",
  city: "text",
  latitude: "ltr",
  longitude: "ltr",
  phone: "ltr",
  email: "ltr",
  website: "ltr",
  facebook: "ltr",
  instagram: "ltr",
  twitter: "ltr",
  whatsapp: "ltr",
  menu_url: "ltr",
  logo_url: "images",
  cover_image_url: "images",
  images: "images",
  // The menu has its own readable diff below the table (menu-diff.tsx), item by item.
  menu: null,
  category_id: null,
  // A switch: read as what it does, on or off.
  ordering_enabled: "switch",
} as const satisfies Record<
  keyof RevisionData,
  "text" | "ltr" | "images" | "switch" | null
>;

/** Each switch's words, on and off, and its name (the menu's words: the public page and the owner's form share them). */
const switches = {
  ordering_enabled: { label: "menu.order.setting.label", on: "menu.order.setting.on", off: "menu.order.setting.off" },
} as const satisfies Partial<Record<keyof RevisionData, { label: string; on: string; off: string }>>;
const labelKey = (field: ShownField) => (field in switches ? switches[field as keyof typeof switches].label : `revisions.fields.${field}`);
type ShownField = {
  [K in keyof typeof shownAs]: (typeof shownAs)[K] extends null ? never : K;
}[keyof typeof shownAs];
const order = (Object.keys(shownAs) as (keyof typeof shownAs)[]).filter(
  (f): f is ShownField => shownAs[f] !== null,
);

/** One side of a changed field: text (identifiers left to right), or the images themselves. */
function Value({ field, data }: { field: ShownField; data: RevisionData }) {
  const { t } = useAdmin();
  const value = data[field];
  if (shownAs[field] === "switch") {
    const words = switches[field as keyof typeof switches];
    return <span>{t(value ? words.on : words.off)}</span>;
  }
  if (shownAs[field] === "images") {
    const urls =
      field === "images"
        ? data.images.map((i) => i.url)
        : value
          ? [value as string]
          : [];
    if (!urls.length)
      return (
        <span className={css({ color: "muted" })}>{t("revisions.none")}</span>
      );
    return (
      <span className={thumbs}>
        {urls.map((u) => (
          <img
            key={u}
            src={thumbnailUrl(u, 64)}
            alt=""
            className={thumb}
            loading="lazy"
          />
        ))}
      </span>
    );
  }
  if (value === null || value === "")
    return (
      <span className={css({ color: "muted" })}>{t("revisions.none")}</span>
    );
  const ltr = shownAs[field] === "ltr";
  // Identifiers elsewhere stay on one line; here both versions must be read in full, so they wrap.
  return (
    <Bidi
      ltr={ltr}
      className={css({
        whiteSpace: "normal!",
        overflow: "visible!",
        textOverflow: "clip!",
        maxInlineSize: "none!",
      })}
    >
      {String(value)}
    </Bidi>
  );
}

/** The changed fields of a revision side by side: what visitors see now, and what is proposed. */
export function RevisionDiff({ review }: { review: Review }) {
  const { t } = useAdmin();
  const fields = order.filter((f) => review.changed.includes(f));
  const menu = review.changed.includes("menu") ? (
    <MenuDiff before={review.current.menu} after={review.proposed.menu} />
  ) : null;
  if (!fields.length)
    return (
      menu ?? (
        <p className={css({ color: "muted", fontSize: "sm" })}>
          {t("revisions.noChanges")}
        </p>
      )
    );
  return (
    <>
      <table className={table} data-testid="revision-diff">
        <thead>
          <tr>
            <th scope="col" className={css({ inlineSize: "28%" })}>
              {t("revisions.field")}
            </th>
            <th scope="col">{t("revisions.current")}</th>
            <th scope="col">{t("revisions.proposed")}</th>
          </tr>
        </thead>
        <tbody>
          {fields.map((f) => (
            <tr key={f} data-field={f}>
              <th scope="row">{t(labelKey(f))}</th>
              <td className={before} data-label={t("revisions.current")}>
                <Value field={f} data={review.current} />
              </td>
              <td className={after} data-label={t("revisions.proposed")}>
                <Value field={f} data={review.proposed} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {menu}
    </>
  );
}
