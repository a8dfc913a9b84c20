import { IconBrandWhatsapp } from "@tabler/icons-react";
import { Navigation, Phone, UtensilsCrossed } from "lucide-react";
import type { ComponentType } from "react";
import { css, cx } from "styled-system/css";
import { safeMenuUrl, telHref, whatsappHref } from "../islands/qr/contact-links";
import type { Lang, Translate } from "../locales/i18n";
import type { PublicBusiness } from "../shared/contract/qr-listing";
import { appleMapsUrl, geoUri, listingName, positionOf, webMapUrl } from "../shared/listing-place";
import { Img, usePictures } from "../shared/picture";
import { visibleMenu } from "../shared/menu";
import { chip } from "../shared/ui";
import { Island } from "./components/island";
import { placeholderOf } from "./lib/placeholders";
import { OpenStatus } from "./qr-hours";

/*
 * The first screen of a listing's page, the one a visitor at a café table sees after scanning
 * its code: a band of the cover photo, the logo as a small avatar on the band's edge, the name,
 * the category and whether it is open now, then one row of what to do (call, WhatsApp,
 * directions, menu). At 360 × 740 all of it fits above the fold in both languages, and every box
 * has its size before anything loads, so nothing moves when the photos arrive.
 */

// The cover: 16:9 on a phone, never taller than 40 % of the screen (a landscape phone, a short
// window), a wide strip from tablets up.
const coverBox = css({
  aspectRatio: { base: "16 / 9", md: "3 / 1" },
  maxBlockSize: "40svh",
  inlineSize: "full",
  bg: "surfaceStrong",
  overflow: "hidden",
});
const coverImg = css({ inlineSize: "100%", blockSize: "100%", objectFit: "cover", display: "block" });
const head = css({ display: "grid", gap: "3", paddingInline: { base: "4", md: "8" }, paddingBlockEnd: "5" });
// The avatar's row: the logo half over the band's edge, the category beside it.
const avatarRow = css({ display: "flex", alignItems: "flex-end", gap: "3", minBlockSize: "8" });
const logo = css({
  inlineSize: "20",
  blockSize: "20",
  flexShrink: 0,
  borderRadius: "2xl",
  bg: "white",
  objectFit: "contain",
  boxShadow: "md",
  borderWidth: "3px",
  borderColor: "surface",
  marginBlockStart: "-10",
  position: "relative",
});
// The table the visitor sits at (a numbered table code opened the page): at the row's far end,
// on the line the category already takes, so it adds no height to the first screen.
const tableBadge = css({
  marginInlineStart: "auto",
  flexShrink: 0,
  whiteSpace: "nowrap",
  fontSize: "sm",
  fontWeight: "bold",
  paddingInline: "3",
  paddingBlock: "0.5",
  borderRadius: "full",
  borderWidth: "1px",
  borderColor: "primary",
  color: "fg",
  bg: "surfaceStrong",
});
const title = css({ fontSize: { base: "2xl", md: "4xl" }, fontWeight: "extrabold", lineHeight: "1.3", overflowWrap: "anywhere" });
// One row of equal buttons, an icon over a short word: big enough for a thumb (64 px high).
const actionRow = css({
  display: "grid",
  gridAutoColumns: "minmax(0, 1fr)",
  gridAutoFlow: "column",
  gap: "2",
  "& a": {
    display: "flex",
    flexDirection: "column",
    alignItems: "center",
    justifyContent: "center",
    gap: "1",
    minBlockSize: "16",
    paddingInline: "1",
    borderRadius: "xl",
    borderWidth: "1px",
    borderColor: "border",
    bg: "surfaceStrong",
    color: "fg",
    fontSize: "sm",
    fontWeight: "bold",
    textAlign: "center",
    lineHeight: "1.2",
    _hover: { borderColor: "primary" },
    _focusVisible: { outline: "2px solid token(colors.primary)", outlineOffset: "2px" },
  },
  "& a[data-action=call]": { color: "white", borderColor: "transparent", backgroundImage: "linear-gradient(135deg, token(colors.primary), token(colors.secondary))" },
  "& svg": { flexShrink: 0 },
});

/** The boxes the cover is drawn in, as `sizes`: the page's width up to its 56rem column. */
const coverSizes = "(min-width: 56rem) 56rem, 100vw";

/** The hero image: the cover the owner chose, else the first gallery image. */
export const coverOf = (b: Pick<PublicBusiness, "images" | "cover_image_url">) => b.cover_image_url || b.images[0]?.image_url || null;

type ActionKey = "call" | "whatsapp" | "directions" | "menu";
const icons: Record<ActionKey, ComponentType<{ size?: number; "aria-hidden"?: boolean }>> = { call: Phone, whatsapp: IconBrandWhatsapp, directions: Navigation, menu: UtensilsCrossed };

/** One first-screen action as the page draws it (plain data: the row may be an island's props). */
export interface ListingAction {
  key: ActionKey;
  href: string;
  label: string;
  external?: boolean;
}

/** The first screen's actions, each only when the listing has what it needs. */
function actionsOf(b: PublicBusiness, name: string, label: (key: ActionKey) => string): ListingAction[] {
  const position = positionOf(b);
  const menu = visibleMenu(b.menu) ? "#menu" : safeMenuUrl(b.menu_url);
  const all: (Omit<ListingAction, "label"> | null)[] = [
    b.phone ? { key: "call", href: telHref(b.phone) } : null,
    b.whatsapp ? { key: "whatsapp", href: whatsappHref(b.whatsapp), external: true } : null,
    position ? { key: "directions", href: geoUri(position, name) } : null,
    menu ? { key: "menu", href: menu, external: !menu.startsWith("#") } : null,
  ];
  return all.filter((a) => a !== null).map((a) => ({ ...a, label: label(a.key) }));
}

/** The row of actions. */
function ListingActions({ actions, label }: { actions: ListingAction[]; label: string }) {
  return (
    <nav className={actionRow} aria-label={label} data-testid="listing-actions">
      {actions.map(({ key, href, label: text, external }) => {
        const Icon = icons[key];
        return (
          <a key={key} href={href} data-action={key} data-testid={`action-${key}`} {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
            <Icon size={22} aria-hidden />
            <span elementtiming="listing-action">{text}</span>
          </a>
        );
      })}
    </nav>
  );
}

/**
 * The cover band, the avatar row, the name and the actions; `table` is the visitor's table when
 * a numbered table code opened the page (1 to 999).
 */
export function ListingHead({ t, lang, business: b, now, table = null }: { t: Translate; lang: Lang; business: PublicBusiness; now: number; table?: number | null }) {
  const pictureOf = usePictures();
  const cover = coverOf(b);
  const name = listingName(b, lang);
  const actions = actionsOf(b, name, (key) => t(`qr.area.page.actions.${key}`));
  const position = positionOf(b);
  const rowLabel = t("qr.area.page.actions.label");
  return (
    <>
      {cover && (
        <div className={coverBox}>
          <Img
            src={cover}
            picture={pictureOf(cover)}
            sizes={coverSizes}
            alt=""
            className={coverImg}
            fallbackBackground={placeholderOf(cover)}
            width={1200}
            height={675}
            fetchPriority="high"
            elementtiming="listing-cover"
            data-testid="business-cover"
          />
        </div>
      )}
      <div className={cx(head, !cover && css({ paddingBlockStart: "6" }))}>
        <div className={avatarRow}>
          {b.logo_url && (
            <Img
              src={b.logo_url}
              picture={pictureOf(b.logo_url)}
              sizes="80px"
              alt={t("qr.page.logoAlt", { name })}
              width={80}
              height={80}
              className={cx(logo, !cover && css({ marginBlockStart: "0" }))}
              data-testid="listing-logo"
            />
          )}
          <span className={chip} data-testid="business-type">
            {b.category_name}
          </span>
          {table !== null && (
            <span className={tableBadge} data-testid="table-number" data-table={table}>
              {t("qr.area.page.table", { number: table })}
            </span>
          )}
        </div>
        <h1 className={title} data-testid="business-name" dir="auto" elementtiming="listing-name">
          {name}
        </h1>
        {b.hours && <OpenStatus hours={b.hours} lang={lang} t={t} now={now} />}
        {actions.length > 0 &&
          (position ? (
            // Phones without a map app for `geo:` (iPhones, computers) get a web map instead:
            // a few lines of script (islands/qr-directions.dom.ts) change the link once idle.
            <Island name="qr-directions" component={ListingActions} hydrate="idle" props={{ actions, label: rowLabel, apple: appleMapsUrl(position, name), web: webMapUrl(position) }} />
          ) : (
            <ListingActions actions={actions} label={rowLabel} />
          ))}
      </div>
    </>
  );
}
