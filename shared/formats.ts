import { isSitePath } from "./site-path";
import { normalizeDigits } from "./digits";

/*
 * The formats a field may have to follow, as plain tests of a string. The server's field rules
 * (shared/contract/fields.ts) are built on them and the browser's forms run the same tests before
 * sending, so a value the form lets through is one the server takes (the server still decides).
 */

/** An absolute http(s) address with a host. */
export function isHttpUrl(value: string) {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && !!url.hostname;
  } catch {
    return false;
  }
}

/** An image address: an http(s) URL or a path on this site (an upload under /media, a public file). */
export const isImageAddress = (value: string) => isHttpUrl(value) || isSitePath(value);

/** At least 8 of digits, spaces, hyphens and parentheses, optional leading +; Western digits (see `isPhone`). */
export const PHONE_PATTERN = /^\+?[\d\s\-()]{8,}$/;
export const MAX_PHONE_LENGTH = 32;
/** A phone number as typed, in any digit system: checked as the server stores it, in Western digits. */
export const isPhone = (value: string) => {
  const phone = normalizeDigits(value).trim();
  return phone.length <= MAX_PHONE_LENGTH && PHONE_PATTERN.test(phone);
};

/**
 * A calendar date as YYYY-MM-DD that exists (a round trip through Date: Date.parse alone rolls
 * 2025-02-31 over into March), in Western digits: the schemas make them so before asking.
 */
export function isIsoDate(value: string) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** A colour as #rrggbb. */
export const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

/**
 * A coordinate in degrees as a person types it: either digit system, the Arabic decimal separator
 * or a point, a minus sign of any kind ("٣٣٫٥١٣٨", "-36.29", "−36.29"). NaN when it is not one.
 */
export function toCoordinate(text: string): number {
  const latin = normalizeDigits(text).trim().replace(/^[\u2212\u2012\u2013]/, "-");
  return /^[-+]?\d{1,3}(?:\.\d+)?$/.test(latin) ? Number(latin) : Number.NaN;
}
/** A latitude (−90 to 90) or a longitude (−180 to 180), as a number or as typed. */
export const isLatitude = (v: number | string) => Math.abs(typeof v === "number" ? v : toCoordinate(v)) <= 90;
export const isLongitude = (v: number | string) => Math.abs(typeof v === "number" ? v : toCoordinate(v)) <= 180;
