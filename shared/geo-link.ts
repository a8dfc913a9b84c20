import { formatNumber } from "../locales/format";
import { normalizeDigits } from "./digits";
import type { Lang } from "../locales/i18n";

/**
 * A shop's position read from what an owner pastes on a phone: a link copied from a map app
 * (Google Maps, OpenStreetMap, Apple Maps, a `geo:` link) or coordinates as typed, in either
 * digit system ("33.5138, 36.2765", "٣٣٫٥١٣٨، ٣٦٫٢٧٦٥", "33°30'49.7\"N 36°16'35.4\"E").
 *
 * Everything is read from the text itself: no request to any map service. A short link
 * (maps.app.goo.gl/…) holds no position until Google's server answers it, so it is named as
 * such, and the form tells the owner how to get the full link instead.
 */

export type PositionRead =
  | { ok: true; latitude: number; longitude: number }
  /**
   * `empty`: nothing pasted; `shortLink`: a short link that only a network call could open;
   * `noPosition`: a link or text with no coordinates in it (a place's name, a search);
   * `outOfRange`: numbers that are no position on Earth.
   */
  | { ok: false; reason: "empty" | "shortLink" | "noPosition" | "outOfRange" };

/** Six decimals: about 10 cm, what the server keeps. */
const round = (v: number) => Math.round(v * 1e6) / 1e6;

/** A pair that was read, checked against the Earth's ranges. */
function pair(lat: number, lon: number): PositionRead {
  if (!Number.isFinite(lat) || !Number.isFinite(lon)) return { ok: false, reason: "noPosition" };
  if (Math.abs(lat) > 90 || Math.abs(lon) > 180) return { ok: false, reason: "outOfRange" };
  return { ok: true, latitude: round(lat), longitude: round(lon) };
}

/**
 * The text in one spelling: Latin digits and decimal point without the invisible direction marks
 * a phone adds when it copies text from a right-to-left page (shared/digits.ts), every Arabic
 * comma as a comma (here it also parts the two coordinates, "٣٣٫٥، ٣٦٫٣"), the many minus signs
 * as one.
 */
function plain(text: string) {
  return normalizeDigits(text)
    .replace(/\u060c/g, ",")
    .replace(/[\u2212\u2012\u2013\u2014]/g, "-")
    .trim();
}

const NUMBER = String.raw`[-+]?\d{1,3}(?:\.\d+)?`;
/** "33.5138,36.2765", "33.5138, 36.2765", "33.5138 36.2765" (also inside a link's value). */
const DECIMAL_PAIR = new RegExp(String.raw`^\s*(${NUMBER})\s*(?:,|;|\s)\s*(${NUMBER})\s*$`);

/**
 * One coordinate in degrees, minutes and seconds or decimal degrees with its hemisphere letter
 * before or after: 33°30'49.7"N, N 33.5138, 33.5138° N, 36°16.59'E.
 */
const DMS = String.raw`(\d{1,3}(?:\.\d+)?)\s*°?\s*(?:(\d{1,2}(?:\.\d+)?)\s*['′’]\s*(?:(\d{1,2}(?:\.\d+)?)\s*(?:"|″|”|''|′′))?)?`;
const HEMISPHERE_AFTER = new RegExp(String.raw`^\s*${DMS}\s*([NSEW])\s*[,;]?\s*${DMS}\s*([NSEW])\s*$`, "i");
const HEMISPHERE_BEFORE = new RegExp(String.raw`^\s*([NSEW])\s*${DMS}\s*[,;]?\s*([NSEW])\s*${DMS}\s*$`, "i");

function degreesOf(d: string, m: string | undefined, s: string | undefined, hemisphere: string) {
  const minutes = m === undefined ? 0 : Number(m);
  const seconds = s === undefined ? 0 : Number(s);
  if (minutes >= 60 || seconds >= 60) return Number.NaN;
  const value = Number(d) + minutes / 60 + seconds / 3600;
  return /[SW]/i.test(hemisphere) ? -value : value;
}

/** Two coordinates with hemisphere letters, latitude first or (N/S told apart from E/W) longitude first. */
function readHemispheres(text: string): PositionRead | null {
  const after = HEMISPHERE_AFTER.exec(text);
  const before = HEMISPHERE_BEFORE.exec(text);
  let parts: [string, string | undefined, string | undefined, string][];
  if (after) parts = [[after[1], after[2], after[3], after[4]], [after[5], after[6], after[7], after[8]]];
  else if (before) parts = [[before[2], before[3], before[4], before[1]], [before[6], before[7], before[8], before[5]]];
  else return null;
  const isLat = (h: string) => /[NS]/i.test(h);
  const [first, second] = parts;
  // One of each kind: N or S, and E or W.
  if (isLat(first[3]) === isLat(second[3])) return { ok: false, reason: "noPosition" };
  const [lat, lon] = isLat(first[3]) ? [first, second] : [second, first];
  return pair(degreesOf(...lat), degreesOf(...lon));
}

/** Coordinates written as text: a decimal pair (latitude first, as every map app copies them) or with hemispheres. */
function readCoordinates(text: string): PositionRead | null {
  const decimal = DECIMAL_PAIR.exec(text);
  if (decimal) return pair(Number(decimal[1]), Number(decimal[2]));
  return readHemispheres(text);
}

/** Hosts whose links are short codes: the position is on Google's server, not in the link. */
const SHORT_LINK = /^(?:maps\.app\.goo\.gl|goo\.gl|g\.co|app\.goo\.gl)$/i;

/** The link a pasted text carries: the whole text, or the first web address in it (a shared "name + link"). */
function linkIn(text: string): string | null {
  if (/^geo:/i.test(text)) return text;
  // An address with its scheme, or a host and a path as a phone may shorten it ("google.com/maps/@…").
  const found = /https?:\/\/\S+|(?:[\w-]+\.)+[a-z]{2,}\/\S*/i.exec(text);
  return found ? found[0] : null;
}

function parseUrl(link: string): URL | null {
  try {
    return new URL(/^[a-z][a-z0-9+.-]*:/i.test(link) ? link : `https://${link}`);
  } catch {
    return null;
  }
}

const decode = (v: string) => {
  try {
    return decodeURIComponent(v.replace(/\+/g, " "));
  } catch {
    return v;
  }
};

/**
 * `geo:33.5138,36.2765`, `geo:33.5138,36.2765;u=35`, and Android's `geo:0,0?q=33.5138,36.2765(name)`,
 * where the query holds the pin and 0,0 means "no map centre".
 */
function readGeoUri(link: string): PositionRead {
  const m = /^geo:([^?;]*)(?:;[^?]*)?(?:\?(.*))?$/i.exec(link);
  if (!m) return { ok: false, reason: "noPosition" };
  const q = new URLSearchParams(m[2] ?? "").get("q");
  const fromQuery = q ? readCoordinates(plain(q.replace(/\(.*\)\s*$/, ""))) : null;
  // The path is latitude, longitude and maybe an altitude: the first two count.
  const [lat, lon] = decode(m[1]).split(",");
  const center = lat && lon && /^\s*-?\d/.test(lat) && /^\s*-?\d/.test(lon) ? pair(Number(lat), Number(lon)) : null;
  if (fromQuery?.ok && (!center?.ok || (center.latitude === 0 && center.longitude === 0))) return fromQuery;
  return center ?? fromQuery ?? { ok: false, reason: "noPosition" };
}

/** The query values that hold a position, in the order map apps mean them: the pin first, the map's centre last. */
const POSITION_PARAMS = ["q", "query", "destination", "daddr", "ll", "coordinate", "center", "sll", "saddr", "origin"];

/** A position in one value of a link ("33.5138,36.2765", "loc:33.5138+36.2765"), or null. */
function inValue(value: string | null): PositionRead | null {
  return value ? readCoordinates(plain(value.replace(/^loc:/i, ""))) : null;
}

function readUrl(url: URL): PositionRead {
  const host = url.hostname.replace(/^www\./i, "");
  const path = decode(url.pathname);
  if (SHORT_LINK.test(host)) return { ok: false, reason: "shortLink" };
  const params = url.searchParams;

  // OpenStreetMap: the marker (mlat, mlon), else the map's centre in the fragment (#map=zoom/lat/lon).
  const mlat = params.get("mlat");
  const mlon = params.get("mlon");
  if (mlat && mlon) return pair(Number(plain(mlat)), Number(plain(mlon)));
  const fragment = /(?:^|[#&])map=\d+(?:\.\d+)?\/(-?\d+(?:\.\d+)?)\/(-?\d+(?:\.\d+)?)/.exec(url.hash);

  // Google Maps: the pin of a place (!3dLAT!4dLON in the data part) wins over the view's centre.
  const pin = /!3d(-?\d+(?:\.\d+)?)!4d(-?\d+(?:\.\d+)?)/.exec(path + decode(url.search));
  if (pin) return pair(Number(pin[1]), Number(pin[2]));

  for (const name of POSITION_PARAMS) {
    const read = inValue(params.get(name));
    if (read) return read;
  }
  // Separate values: ?lat=..&lon=.. (or lng).
  const lat = params.get("lat") ?? params.get("latitude");
  const lon = params.get("lon") ?? params.get("lng") ?? params.get("long") ?? params.get("longitude");
  if (lat && lon) return pair(Number(plain(lat)), Number(plain(lon)));

  // A place or a search by its coordinates: /maps/place/33.5138,36.2765, /maps/search/…, /maps/dir/…/33.5,36.2.
  for (const segment of path.split("/")) {
    if (segment.startsWith("@")) continue;
    const read = readCoordinates(plain(segment));
    if (read) return read;
  }
  // The view's centre: /maps/@33.5138,36.2765,17z.
  const at = /@(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)/.exec(path);
  if (at) return pair(Number(at[1]), Number(at[2]));
  if (fragment) return pair(Number(fragment[1]), Number(fragment[2]));
  return { ok: false, reason: "noPosition" };
}

/** The position a pasted link or typed text holds, or why there is none. */
export function readPosition(input: string): PositionRead {
  const text = plain(input);
  if (!text) return { ok: false, reason: "empty" };
  const link = linkIn(text);
  if (link) {
    if (/^geo:/i.test(link)) return readGeoUri(link);
    const url = parseUrl(link);
    if (url) return readUrl(url);
  }
  return readCoordinates(text) ?? { ok: false, reason: "noPosition" };
}

/** OpenStreetMap's page with a marker at the position, close enough to see the street. */
export const checkOnMapUrl = (latitude: number, longitude: number) =>
  `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=18/${latitude}/${longitude}`;

/** A position in the page's digits and list separator ("٣٣٫٥١٣٨، ٣٦٫٢٧٦٥", "33.5138, 36.2765"). */
export function formatPosition(latitude: number, longitude: number, lang: Lang) {
  const digits = (v: number) => formatNumber(v, lang, { maximumFractionDigits: 6, useGrouping: false });
  return `${digits(latitude)}${lang === "ar" ? "، " : ", "}${digits(longitude)}`;
}
