import { describe, expect, it } from "vitest";
import { checkOnMapUrl, formatPosition, readPosition } from "./geo-link";

const at = (latitude: number, longitude: number) => ({ ok: true, latitude, longitude });
const fails = (reason: string) => ({ ok: false, reason });

describe("readPosition: Google Maps links", () => {
  it.each([
    ["the map's view", "https://www.google.com/maps/@33.5138,36.2765,17z", at(33.5138, 36.2765)],
    ["a view with a tilt and a heading", "https://www.google.com/maps/@33.5138017,36.2765279,3a,75y,90t/data=!3m6!1e1", at(33.513802, 36.276528)],
    ["a place: its pin, not the view's centre", "https://www.google.com/maps/place/Yasmin+Cafe/@33.51,36.27,17z/data=!3m1!4b1!4m6!3m5!1s0x0:0x0!8m2!3d33.5138!4d36.2765!16s", at(33.5138, 36.2765)],
    ["a place without its pin", "https://www.google.com/maps/place/Yasmin+Cafe/@33.5138,36.2765,17z", at(33.5138, 36.2765)],
    ["a place named by its coordinates", "https://www.google.com/maps/place/33.5138,36.2765", at(33.5138, 36.2765)],
    ["a search for coordinates", "https://www.google.com/maps/search/33.5138,+36.2765?entry=tts", at(33.5138, 36.2765)],
    ["q=", "https://maps.google.com/?q=33.5138,36.2765", at(33.5138, 36.2765)],
    ["q= encoded, with a space", "https://www.google.com/maps?q=33.5138%2C%2036.2765&z=17", at(33.5138, 36.2765)],
    ["q=loc:", "https://maps.google.com/maps?q=loc:33.5138+36.2765", at(33.5138, 36.2765)],
    ["ll=", "https://maps.google.com/?ll=33.5138,36.2765&z=16", at(33.5138, 36.2765)],
    ["the API's query=", "https://www.google.com/maps/search/?api=1&query=33.5138,36.2765", at(33.5138, 36.2765)],
    ["directions' destination=", "https://www.google.com/maps/dir/?api=1&destination=33.5138%2C36.2765", at(33.5138, 36.2765)],
    ["southern and western", "https://www.google.com/maps/@-33.8688,-151.2093,15z", at(-33.8688, -151.2093)],
    ["without https://", "google.com/maps/@33.5138,36.2765,17z", at(33.5138, 36.2765)],
    ["in a shared message", "مقهى الياسمين\nhttps://www.google.com/maps?q=33.5138,36.2765", at(33.5138, 36.2765)],
  ])("%s", (_name, text, expected) => expect(readPosition(text)).toEqual(expected));

  it("names a place search without coordinates as no position", () => {
    expect(readPosition("https://www.google.com/maps/search/?api=1&query=Yasmin+Cafe+Damascus")).toEqual(fails("noPosition"));
    expect(readPosition("https://www.google.com/maps/place/Yasmin+Cafe")).toEqual(fails("noPosition"));
  });

  it("knows short links cannot be read without asking Google", () => {
    for (const link of ["https://maps.app.goo.gl/AbCdEf123", "maps.app.goo.gl/AbCdEf123", "https://goo.gl/maps/AbCdEf123", "http://g.co/kgs/abc", "شاهد الموقع: https://maps.app.goo.gl/xyz?g_st=iw"]) {
      expect(readPosition(link), link).toEqual(fails("shortLink"));
    }
  });
});

describe("readPosition: Apple Maps, OpenStreetMap and geo: links", () => {
  it.each([
    ["Apple ll= beside a name in q=", "https://maps.apple.com/?ll=33.5138,36.2765&q=Yasmin%20Cafe", at(33.5138, 36.2765)],
    ["Apple q= with coordinates", "https://maps.apple.com/?q=33.5138,36.2765", at(33.5138, 36.2765)],
    ["Apple sll= (the searched place)", "http://maps.apple.com/?address=Damascus&sll=33.5138,36.2765&z=10", at(33.5138, 36.2765)],
    ["Apple coordinate=", "https://maps.apple.com/place?coordinate=33.5138,36.2765&name=Yasmin", at(33.5138, 36.2765)],
    ["OSM marker", "https://www.openstreetmap.org/?mlat=33.5138&mlon=36.2765#map=18/33.51/36.27", at(33.5138, 36.2765)],
    ["OSM map view", "https://www.openstreetmap.org/#map=18/33.5138/36.2765", at(33.5138, 36.2765)],
    ["OSM map view with layers", "https://www.openstreetmap.org/#map=17.5/33.5138/36.2765&layers=N", at(33.5138, 36.2765)],
    ["OSM short host", "openstreetmap.org/?mlat=-1.5&mlon=-70.25", at(-1.5, -70.25)],
    ["geo:", "geo:33.5138,36.2765", at(33.5138, 36.2765)],
    ["geo: with an uncertainty and an altitude", "geo:33.5138,36.2765,690;u=35", at(33.5138, 36.2765)],
    ["Android's geo:0,0?q=", "geo:0,0?q=33.5138,36.2765(Yasmin%20Cafe)", at(33.5138, 36.2765)],
  ])("%s", (_name, text, expected) => expect(readPosition(text)).toEqual(expected));

  it("finds nothing in a link without coordinates", () => {
    expect(readPosition("https://maps.apple.com/?q=Yasmin%20Cafe")).toEqual(fails("noPosition"));
    expect(readPosition("https://www.openstreetmap.org/way/123456")).toEqual(fails("noPosition"));
    expect(readPosition("https://yasmin-cafe.sy/contact")).toEqual(fails("noPosition"));
  });
});

describe("readPosition: coordinates as typed", () => {
  it.each([
    ["a comma", "33.5138, 36.2765", at(33.5138, 36.2765)],
    ["no space", "33.5138,36.2765", at(33.5138, 36.2765)],
    ["a space only", "33.5138 36.2765", at(33.5138, 36.2765)],
    ["Arabic-Indic digits, the Arabic decimal separator and comma", "٣٣٫٥١٣٨، ٣٦٫٢٧٦٥", at(33.5138, 36.2765)],
    ["Persian digits", "۳۳٫۵۱۳۸, ۳۶٫۲۷۶۵", at(33.5138, 36.2765)],
    ["direction marks copied from an Arabic page", "\u2066٣٣٫٥١٣٨\u2069، \u200f٣٦٫٢٧٦٥", at(33.5138, 36.2765)],
    ["a typographic minus", "−33.8688, −151.2093", at(-33.8688, -151.2093)],
    ["degrees, minutes and seconds", `33°30'49.7"N 36°16'35.4"E`, at(33.513806, 36.2765)],
    ["primes, and a comma", "33°30′49.7″N, 36°16′35.4″E", at(33.513806, 36.2765)],
    ["south and west", `33°52'7.7"S 151°12'33.5"W`, at(-33.868806, -151.209306)],
    ["degrees and minutes", "33°30.828'N 36°16.59'E", at(33.5138, 36.2765)],
    ["hemisphere letters after decimals", "33.5138N 36.2765E", at(33.5138, 36.2765)],
    ["hemisphere letters before", "N 33.5138, E 36.2765", at(33.5138, 36.2765)],
    ["longitude first, told by its letters", "36.2765 E, 33.5138 N", at(33.5138, 36.2765)],
    ["more than six decimals", "33.51380449, 36.27650551", at(33.513804, 36.276506)],
  ])("%s", (_name, text, expected) => expect(readPosition(text)).toEqual(expected));

  it("refuses numbers that are no position on Earth", () => {
    expect(readPosition("91, 36")).toEqual(fails("outOfRange"));
    expect(readPosition("33.5, 181")).toEqual(fails("outOfRange"));
    expect(readPosition("https://www.google.com/maps/@95.1,36.2,17z")).toEqual(fails("outOfRange"));
    expect(readPosition(`33°61'0"N 36°0'0"E`)).toEqual(fails("noPosition"));
  });

  it("says what is missing: nothing, one number, words, two latitudes", () => {
    expect(readPosition("   ")).toEqual(fails("empty"));
    expect(readPosition("33.5138")).toEqual(fails("noPosition"));
    expect(readPosition("دمشق، المزة")).toEqual(fails("noPosition"));
    expect(readPosition("33.5N 36.2S")).toEqual(fails("noPosition"));
  });
});

describe("checkOnMapUrl", () => {
  it("opens OpenStreetMap with a marker, zoomed to the street", () => {
    expect(checkOnMapUrl(33.5138, 36.2765)).toBe("https://www.openstreetmap.org/?mlat=33.5138&mlon=36.2765#map=18/33.5138/36.2765");
    // What the page links to reads back as the same position.
    expect(readPosition(checkOnMapUrl(-1.25, -70.5))).toEqual(at(-1.25, -70.5));
  });
});

describe("formatPosition", () => {
  it("writes a position in the page's digits", () => {
    expect(formatPosition(33.5138, 36.2765, "ar")).toBe("٣٣٫٥١٣٨، ٣٦٫٢٧٦٥");
    expect(formatPosition(33.5138, 36.2765, "en")).toBe("33.5138, 36.2765");
    expect(formatPosition(-1.123456, 100, "en")).toBe("-1.123456, 100");
  });
});
