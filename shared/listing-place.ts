import type { Lang } from "../locales/i18n";

/**
 * Where a listing is and what it is called, as its public page, its contact card and search
 * engines read them. No map tiles and no outside service: the page only links to the visitor's
 * own map app (or a web map), with the position the owner set.
 */

/** A listing's name and description fields (the English ones may be blank). */
export interface ListingTexts {
  business_name: string;
  business_name_en?: string | null;
  description?: string | null;
  description_en?: string | null;
}

/** The name in the page's language: the English one on English pages when the owner wrote one. */
export const listingName = (b: ListingTexts, lang: Lang) => (lang === "en" && b.business_name_en?.trim()) || b.business_name;

/** The description in the page's language, else the Arabic one (null when there is none). */
export const listingDescription = (b: ListingTexts, lang: Lang) => (lang === "en" && b.description_en?.trim()) || b.description?.trim() || null;

/** A position in degrees; both set or neither (the API refuses half a position). */
export interface Position {
  latitude: number;
  longitude: number;
}

/** The listing's position, when it has one. */
export const positionOf = (b: { latitude?: number | null; longitude?: number | null }): Position | null =>
  typeof b.latitude === "number" && typeof b.longitude === "number" ? { latitude: b.latitude, longitude: b.longitude } : null;

/** Degrees as a map link writes them: a point and at most six decimals. */
const deg = (v: number) => String(Math.round(v * 1e6) / 1e6);

/**
 * The phone's own map app at the position, pinned with the listing's name: the `geo:` URI that
 * Android (most phones here) hands to Google Maps, OsmAnd, Organic Maps or whichever app the
 * visitor uses.
 */
export const geoUri = (p: Position, label: string) => `geo:${deg(p.latitude)},${deg(p.longitude)}?q=${deg(p.latitude)},${deg(p.longitude)}(${encodeURIComponent(label)})`;

/** The same place on OpenStreetMap's web map: where `geo:` opens nothing (a computer, some browsers). */
export const webMapUrl = (p: Position) =>
  `https://www.openstreetmap.org/?mlat=${deg(p.latitude)}&mlon=${deg(p.longitude)}#map=18/${deg(p.latitude)}/${deg(p.longitude)}`;

/** The same place in Apple Maps, which iPhones open instead of `geo:` (they do not take it). */
export const appleMapsUrl = (p: Position, label: string) => `https://maps.apple.com/?ll=${deg(p.latitude)},${deg(p.longitude)}&q=${encodeURIComponent(label)}`;
