import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { qrBusinesses, qrBusinessRevisions } from "../../../../db/schema";
import { createQrTestApp, listingForm, looseListingForm, withoutOwnerLimits, type QrTestKit, type TestOwner } from "./qr-test-kit";

/**
 * A listing's English name and description, city and position through the API: every read and
 * write carries them (create, update, an approved listing's revision before and after approval,
 * the owner's, the admin's and the public read), a position is both coordinates or neither and
 * on Earth, typed in either digit system, and listings stored before these fields read as before.
 */

let kit: QrTestKit;
let owner: TestOwner;
let admin: string;
beforeAll(async () => {
  kit = withoutOwnerLimits(await createQrTestApp());
  owner = await kit.owner("place");
  admin = await kit.admin();
});

const place = { business_name_en: "Sham Bakery", description_en: "Fresh bread every morning", city: "دمشق", latitude: 33.5138, longitude: 36.2765 };
const placeOf = (b: Record<string, unknown>) => ({
  business_name_en: b.business_name_en,
  description_en: b.description_en,
  city: b.city,
  latitude: b.latitude,
  longitude: b.longitude,
});

describe("the English texts, the city and the position", () => {
  it("are stored on create and read back by the owner, the admin and (once approved) visitors", async () => {
    const res = await kit.qr.listings.create(listingForm(place), owner.token);
    expect(res.status).toBe(201);
    expect(placeOf(res.json.data)).toEqual(place);
    expect(placeOf((await kit.qr.listings.edit(res.json.data.id, owner.token)).json.data)).toEqual(place);
    expect(placeOf((await kit.qr.admin.get(res.json.data.id, admin)).json.data)).toEqual(place);
    const listed = (await kit.qr.admin.list(admin, { q: owner.username })).json.data.find((b: { id: number }) => b.id === res.json.data.id);
    expect(placeOf(listed)).toEqual(place);
    // Not public while pending; public once approved.
    expect((await kit.qr.listings.get(res.json.data.id)).status).toBe(404);
    const approved = (await kit.decide(res.json.data.id, "approve")).json.data;
    expect(placeOf((await kit.qr.listings.get(approved.unique_id)).json.data)).toEqual(place);
  });

  it("change and clear with an update of a pending listing; left out, they stay", async () => {
    const listing = await kit.listing(owner, place);
    const moved = await kit.qr.listings.update(listing.id, { city: "حلب", latitude: 36.2021, longitude: 37.1343 }, owner.token);
    expect(moved.status).toBe(200);
    expect(placeOf(moved.json.data)).toEqual({ ...place, city: "حلب", latitude: 36.2021, longitude: 37.1343 });
    // Another field's edit leaves them alone.
    await kit.qr.listings.update(listing.id, { phone: "+963 11 999 0000" }, owner.token);
    expect(placeOf((await kit.qr.listings.edit(listing.id, owner.token)).json.data)).toMatchObject({ city: "حلب", latitude: 36.2021 });
    // Blank (as the form sends a cleared field) or null: none.
    const cleared = await kit.qr.listings.update(listing.id, { business_name_en: "", description_en: null, city: " ", latitude: "", longitude: null }, owner.token);
    expect(cleared.status).toBe(200);
    expect(placeOf(cleared.json.data)).toEqual({ business_name_en: null, description_en: null, city: null, latitude: null, longitude: null });
  });

  it("go through review on an approved listing: visitors keep the old ones until the revision is approved", async () => {
    const listing = await kit.approvedListing(owner, place);
    const next = { business_name_en: "Sham Bakery & Cafe", description_en: "Bread and coffee", city: "ريف دمشق", latitude: 33.4, longitude: 36.3 };
    const res = await kit.qr.listings.update(listing.id, next, owner.token);
    expect(res.status).toBe(200);
    expect(placeOf(res.json.data.revision.proposed)).toEqual(next);
    // The owner's read: the live listing as it is, the proposal beside it.
    const mine = (await kit.qr.listings.edit(listing.id, owner.token)).json.data;
    expect(placeOf(mine)).toEqual(place);
    expect(placeOf(mine.revision.proposed)).toEqual(next);
    expect(placeOf((await kit.qr.listings.get(listing.unique_id)).json.data)).toEqual(place);

    const review = (await kit.qr.revisions.list(admin)).json.data.find((r: { business_id: number }) => r.business_id === listing.id);
    expect(review.changed.sort()).toEqual(["business_name_en", "city", "description_en", "latitude", "longitude"]);
    expect(placeOf(review.current)).toEqual(place);
    expect(placeOf(review.proposed)).toEqual(next);
    expect(placeOf((await kit.qr.revisions.get(review.id, admin)).json.data.proposed)).toEqual(next);

    expect((await kit.qr.revisions.approve(review.id, { admin_notes: "" }, admin)).status).toBe(200);
    expect(placeOf((await kit.qr.listings.get(listing.unique_id)).json.data)).toEqual(next);
    expect(placeOf((await kit.qr.admin.get(listing.id, admin)).json.data)).toEqual(next);
    expect((await kit.qr.listings.edit(listing.id, owner.token)).json.data.revision).toMatchObject({ status: "approved", proposed: next });
  });

  it("are edited by the admin directly", async () => {
    const listing = await kit.approvedListing(owner);
    const res = await kit.qr.admin.update(listing.id, { city: "حمص", latitude: "34.7324", longitude: "36.7137" }, admin);
    expect(res.status).toBe(200);
    expect(placeOf((await kit.qr.listings.get(listing.unique_id)).json.data)).toMatchObject({ city: "حمص", latitude: 34.7324, longitude: 36.7137 });
  });
});

describe("a position", () => {
  it("is taken as typed in either digit system, with either minus sign, rounded to six decimals", async () => {
    const typed = await kit.qr.listings.create(looseListingForm({ latitude: "٣٣٫٥١٣٨", longitude: " ٣٦٫٢٧٦٥ " }), owner.token);
    expect(typed.status).toBe(201);
    expect(placeOf(typed.json.data)).toMatchObject({ latitude: 33.5138, longitude: 36.2765 });
    const south = await kit.qr.listings.create(looseListingForm({ latitude: "−٣٣٫٨٦٨٨", longitude: "-151.20930049" }), owner.token);
    expect(placeOf(south.json.data)).toMatchObject({ latitude: -33.8688, longitude: -151.2093 });
  });

  it("is both coordinates or neither: one alone is refused on the other, in the caller's language, and nothing is saved", async () => {
    const alone = await kit.qr.listings.create(looseListingForm({ latitude: 33.5 }), owner.token);
    expect(alone.status).toBe(400);
    expect(alone.json.errors).toEqual({ longitude: "الموقع يحتاج خطَّي العرض والطول معاً، أو لا شيء منهما" });
    const en = await kit.qr.listings.create(looseListingForm({ longitude: "36.2", latitude: "" }), owner.token, { "accept-language": "en" });
    expect(en.status).toBe(400);
    expect(en.json.errors).toEqual({ latitude: "A position needs both latitude and longitude, or neither" });

    // An edit changes the position whole: clearing one and keeping the other is refused too.
    const listing = await kit.listing(owner, place);
    const half = await kit.qr.listings.update(listing.id, { latitude: null }, owner.token);
    expect(half.status).toBe(400);
    expect(Object.keys(half.json.errors)).toEqual(["longitude"]);
    const halfBlank = await kit.qr.listings.update(listing.id, { latitude: "33.6", longitude: " " }, owner.token);
    expect(Object.keys(halfBlank.json.errors)).toEqual(["longitude"]);
    const onlyOne = await kit.qr.listings.update(listing.id, { longitude: 36.3 }, owner.token, { "accept-language": "en" });
    expect(onlyOne.json.errors.latitude).toBe("A position needs both latitude and longitude, or neither");
    expect(placeOf((await kit.qr.listings.edit(listing.id, owner.token)).json.data)).toEqual(place);
  });

  it("is on Earth: a latitude beyond ±90 or a longitude beyond ±180, or words, are refused on their field", async () => {
    for (const [lat, lon, field] of [
      [91, 36, "latitude"],
      ["-90.5", 36, "latitude"],
      [33, 180.01, "longitude"],
      [33, "east", "longitude"],
      ["٩٥", "٣٦", "latitude"],
    ] as const) {
      const ar = await kit.qr.listings.create(looseListingForm({ latitude: lat, longitude: lon }), owner.token);
      expect(ar.status, `${lat},${lon}`).toBe(400);
      const en = await kit.qr.listings.create(looseListingForm({ latitude: lat, longitude: lon }), owner.token, { "accept-language": "en" });
      if (field === "latitude") {
        expect(ar.json.errors.latitude).toBe("خط العرض رقم بين −٩٠ و٩٠ (مثل ٣٣٫٥١٣٨)");
        expect(en.json.errors.latitude).toBe("Latitude is a number between −90 and 90 (like 33.5138)");
      } else {
        expect(ar.json.errors.longitude).toBe("خط الطول رقم بين −١٨٠ و١٨٠ (مثل ٣٦٫٢٧٦٥)");
        expect(en.json.errors.longitude).toBe("Longitude is a number between −180 and 180 (like 36.2765)");
      }
    }
    // The edges themselves are positions.
    expect((await kit.qr.listings.create(looseListingForm({ latitude: -90, longitude: 180 }), owner.token)).status).toBe(201);
  });
});

describe("listings stored before these fields", () => {
  it("read with them empty, and a revision stored without them reads and approves as before", async () => {
    const listing = await kit.approvedListing(owner, place);
    // As migration 0014 left a listing made before it: the columns null.
    await kit.db.update(qrBusinesses).set({ business_name_en: null, description_en: null, city: null, latitude: null, longitude: null }).where(eq(qrBusinesses.id, listing.id));
    const none = { business_name_en: null, description_en: null, city: null, latitude: null, longitude: null };
    expect(placeOf((await kit.qr.listings.get(listing.unique_id)).json.data)).toEqual(none);

    // A revision written before the fields existed: its JSON has none of their keys.
    const edit = await kit.qr.listings.update(listing.id, { description: "وصف أقدم" }, owner.token);
    const revisionId = edit.json.data.revision.id;
    const [row] = await kit.db.select().from(qrBusinessRevisions).where(eq(qrBusinessRevisions.id, revisionId));
    const strip = (json: string) => {
      const { business_name_en: _a, description_en: _b, city: _c, latitude: _d, longitude: _e, ...rest } = JSON.parse(json);
      return JSON.stringify(rest);
    };
    await kit.db
      .update(qrBusinessRevisions)
      .set({ data: strip(row.data), base: row.base ? strip(row.base) : row.base })
      .where(eq(qrBusinessRevisions.id, revisionId));
    expect(await kit.db.get(sql`select json_extract(data, '$.city') is null and json_type(data, '$.city') is null as gone from qr_business_revisions where id = ${revisionId}`)).toMatchObject({ gone: 1 });

    const mine = (await kit.qr.listings.edit(listing.id, owner.token)).json.data;
    expect(placeOf(mine.revision.proposed)).toEqual(none);
    const review = (await kit.qr.revisions.get(revisionId, admin)).json.data;
    expect(review.changed).toEqual(["description"]);
    expect((await kit.qr.revisions.approve(revisionId, { admin_notes: "" }, admin)).status).toBe(200);
    expect((await kit.qr.listings.get(listing.unique_id)).json.data).toMatchObject({ description: "وصف أقدم", ...none });
  });
});
