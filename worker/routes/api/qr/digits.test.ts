import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { qrBusinesses, qrUsers } from "../../../../db/schema";
import { addressesIn, createQrTestApp, looseListingForm, type HoursBody, type MenuBody, type QrTestKit, type TestOwner } from "./qr-test-kit";

/**
 * Numbers typed on an Arabic keyboard (Arabic-Indic digits) or a Persian one (Eastern digits)
 * through the API: each field that holds a phone, a price, a time or a coordinate takes them,
 * and what is stored is in Western digits, as the pages, tel: and wa.me links read it.
 */

let kit: QrTestKit;
let owner: TestOwner;
beforeAll(async () => {
  kit = await createQrTestApp();
  owner = await kit.owner("digits");
});
const freshIp = addressesIn("192.0.2");

const storedOwner = async (username: string) => (await kit.db.select().from(qrUsers).where(eq(qrUsers.username_key, username.toLowerCase())))[0];
const storedListing = async (id: number) => (await kit.db.select().from(qrBusinesses).where(eq(qrBusinesses.id, id)))[0];

describe("a phone in Arabic digits", () => {
  it("signs an owner up (201) and is stored in Western digits", async () => {
    const res = await kit.qr.auth.register({ username: "arabic.digits", email: "arabic.digits@example.com", password: "correct-horse-battery", phone: "٠٩٤٤١٢٣٤٥٦" }, undefined, freshIp());
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    expect(res.json.data.phone).toBe("0944123456");
    expect((await storedOwner("arabic.digits")).phone).toBe("0944123456");
  });

  it("signs an owner up in Eastern digits with spaces and a plus, kept as typed but Western", async () => {
    const res = await kit.qr.auth.register({ username: "eastern.digits", email: "eastern.digits@example.com", password: "correct-horse-battery", phone: "+۹۶۳ ۹۴۴ ۱۲۳ ۴۵۶" }, undefined, freshIp());
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    expect((await storedOwner("eastern.digits")).phone).toBe("+963 944 123 456");
  });

  it("is still refused when it is no phone in any digit system", async () => {
    const res = await kit.qr.auth.register({ username: "short.digits", email: "short.digits@example.com", password: "correct-horse-battery", phone: "١٢٣٤٥٦٧" }, undefined, freshIp());
    expect(res.status).toBe(400);
    expect(Object.keys(res.json.errors)).toEqual(["phone"]);
  });

  it("changes an owner's own phone", async () => {
    const res = await kit.qr.auth.updateMe({ phone: "٠٩٣٣ ٢٢٢ ١١١", current_password: owner.password }, owner.token);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect((await storedOwner(owner.username)).phone).toBe("0933 222 111");
  });

  it("is a listing's phone and WhatsApp (ordering on), with its coordinates in Arabic digits", async () => {
    const res = await kit.qr.listings.create(looseListingForm({ phone: "٠١١ ٢٢٢ ٣٣٣٣", whatsapp: "٠٩٤٤١٢٣٤٥٦", ordering_enabled: true, latitude: "٣٣٫٥١٣٨", longitude: "٣٦٫٢٧٦٥" }), owner.token);
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    const row = await storedListing(res.json.data.id);
    expect(row).toMatchObject({ phone: "011 222 3333", whatsapp: "0944123456", ordering_enabled: true, latitude: 33.5138, longitude: 36.2765 });
    // An edit in Eastern digits is stored the same way.
    const edit = await kit.qr.listings.update(res.json.data.id, looseListingForm({ whatsapp: "+۹۶۳۹۴۴۱۱۱۲۲۲" }), owner.token);
    expect(edit.status, JSON.stringify(edit.json)).toBe(200);
    expect((await kit.qr.listings.edit(res.json.data.id, owner.token)).json.data.whatsapp).toBe("+963944111222");
  });
});

describe("a price and opening hours in Arabic digits", () => {
  it("saves a menu whose prices are written in either digit system, as numbers", async () => {
    const listing = await kit.listing(owner);
    const menu = {
      currency: "SYP",
      sections: [
        {
          id: "s1",
          name_ar: "مشروبات",
          items: [
            { id: "i1", name_ar: "قهوة", price: "١٢٥٠٠" },
            { id: "i2", name_ar: "شاي", price: null, variants: [{ id: "v1", name_ar: "كبير", price: "۷۵۰۰" }] },
          ],
        },
      ],
    } as unknown as MenuBody;
    const res = await kit.qr.listings.menu(listing.id, menu, owner.token);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const items = (await storedListing(listing.id)).menu?.sections[0].items;
    expect(items?.[0].price).toBe(12500);
    expect(items?.[1].variants[0].price).toBe(7500);
  });

  it("changes all prices by a percentage typed in Arabic digits", async () => {
    const listing = await kit.listing(owner, { menu: { currency: "SYP", sections: [{ id: "s1", name_ar: "مشروبات", items: [{ id: "i1", name_ar: "قهوة", price: 10000 }] }] } });
    const res = await kit.qr.listings.reprice(listing.id, { percent: "١٠", round_to: "١" } as never, owner.token);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect((await storedListing(listing.id)).menu?.sections[0].items[0].price).toBe(11000);
  });

  it("saves hours typed as ٠٩:٣٠, stored as 09:30", async () => {
    const listing = await kit.listing(owner);
    const hours = {
      time_zone: "Asia/Damascus",
      week: [[{ open: "٠٩:٣٠", close: "۲۳:۰۰" }], [], [], [], [], [], []],
      exceptions: [{ from: "٢٠٢٦-١٢-٣١", to: "2026-12-31", label: "", ranges: [{ open: "١٠:٠٠", close: "١٤:٠٠" }] }],
    } satisfies HoursBody["hours"];
    const res = await kit.qr.listings.hours(listing.id, { hours }, owner.token);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const stored = (await storedListing(listing.id)).hours;
    expect(stored?.week[0]).toEqual([{ open: "09:30", close: "23:00" }]);
    expect(stored?.exceptions[0]).toMatchObject({ from: "2026-12-31", ranges: [{ open: "10:00", close: "14:00" }] });
  });
});
