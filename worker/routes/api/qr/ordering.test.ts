import { beforeAll, describe, expect, it } from "vitest";
import ar from "../../../../locales/ar.json";
import en from "../../../../locales/en.json";
import { createQrTestApp, listingForm, looseListingForm, withoutOwnerLimits, type QrTestKit, type TestOwner } from "./qr-test-kit";

/**
 * Ordering by WhatsApp through the API: the switch is stored and read back everywhere, and never
 * stays on without a WhatsApp number to send the orders to, whichever write would leave it so
 * (create, an owner's edit of a pending or an approved listing, the admin's edit). No route
 * takes an order: orders go from the visitor's phone to WhatsApp.
 */

let kit: QrTestKit;
let owner: TestOwner;
let admin: string;
beforeAll(async () => {
  kit = withoutOwnerLimits(await createQrTestApp());
  owner = await kit.owner("ordering");
  admin = await kit.admin();
});

const needsNumber = { ar: ar.qr.area.form.orderingNeedsWhatsapp, en: en.qr.area.form.orderingNeedsWhatsapp };

describe("the ordering switch", () => {
  it("is off by default, and once on is read by the owner, the admin and visitors", async () => {
    expect((await kit.listing(owner)).ordering_enabled).toBe(false);
    const res = await kit.qr.listings.create(listingForm({ ordering_enabled: true }), owner.token);
    expect(res.status).toBe(201);
    expect(res.json.data.ordering_enabled).toBe(true);
    expect((await kit.qr.listings.edit(res.json.data.id, owner.token)).json.data.ordering_enabled).toBe(true);
    const approved = (await kit.decide(res.json.data.id, "approve")).json.data;
    expect((await kit.qr.admin.get(approved.id, admin)).json.data.ordering_enabled).toBe(true);
    expect((await kit.qr.listings.get(approved.unique_id)).json.data.ordering_enabled).toBe(true);
  });

  it("is a yes or no: anything else is refused on its field", async () => {
    const res = await kit.qr.listings.create(looseListingForm({ ordering_enabled: "maybe" }), owner.token);
    expect(res.status).toBe(400);
    expect(Object.keys(res.json.errors)).toEqual(["ordering_enabled"]);
  });
});

describe("ordering needs a WhatsApp number", () => {
  it("refuses a new listing with ordering on and no number, in the caller's language", async () => {
    for (const whatsapp of ["", null, undefined]) {
      const res = await kit.qr.listings.create(listingForm({ ordering_enabled: true, whatsapp }), owner.token);
      expect(res.status, String(whatsapp)).toBe(400);
      expect(res.json.errors).toEqual({ ordering_enabled: needsNumber.ar });
    }
    const english = await kit.qr.listings.create(listingForm({ ordering_enabled: true, whatsapp: "" }), owner.token, { "accept-language": "en" });
    expect(english.json.errors).toEqual({ ordering_enabled: needsNumber.en });
  });

  it("refuses a number WhatsApp cannot open (more digits than any phone number has)", async () => {
    const res = await kit.qr.listings.create(listingForm({ ordering_enabled: true, whatsapp: "+963 944 111 222 333 444" }), owner.token);
    expect(res.status).toBe(400);
    expect(Object.keys(res.json.errors)).toEqual(["ordering_enabled"]);
  });

  it("refuses an edit that only turns ordering on for a listing whose stored number is blank", async () => {
    const listing = await kit.listing(owner, { whatsapp: "" });
    const res = await kit.qr.listings.update(listing.id, { ordering_enabled: true }, owner.token);
    expect(res.status).toBe(400);
    expect(res.json.errors).toEqual({ ordering_enabled: needsNumber.ar });
    expect((await kit.qr.listings.edit(listing.id, owner.token)).json.data.ordering_enabled).toBe(false);
    // With a number in the same edit it is taken.
    const both = await kit.qr.listings.update(listing.id, { ordering_enabled: true, whatsapp: "0944 111 222" }, owner.token);
    expect(both.status).toBe(200);
    expect(both.json.data).toMatchObject({ ordering_enabled: true, whatsapp: "0944 111 222" });
  });

  it("refuses an edit that clears the number while ordering stays on; clearing both is fine", async () => {
    const listing = await kit.listing(owner, { ordering_enabled: true });
    for (const whatsapp of ["", null]) {
      const res = await kit.qr.listings.update(listing.id, { whatsapp }, owner.token, { "accept-language": "en" });
      expect(res.status).toBe(400);
      expect(res.json.errors).toEqual({ ordering_enabled: needsNumber.en });
    }
    expect((await kit.qr.listings.edit(listing.id, owner.token)).json.data.whatsapp).toBe("+963944111222");
    const off = await kit.qr.listings.update(listing.id, { whatsapp: "", ordering_enabled: false }, owner.token);
    expect(off.status).toBe(200);
    expect(off.json.data).toMatchObject({ whatsapp: null, ordering_enabled: false });
    // An edit that touches neither is not held up by them.
    expect((await kit.qr.listings.update(listing.id, { city: "دمشق" }, owner.token)).status).toBe(200);
  });

  it("judges an approved listing's edit by the edit waiting for review, which it builds on", async () => {
    const listing = await kit.approvedListing(owner, { whatsapp: "" });
    expect((await kit.qr.listings.update(listing.id, { ordering_enabled: true }, owner.token)).status).toBe(400);
    // A first edit adds the number (waiting for review); a second turns ordering on over it.
    expect((await kit.qr.listings.update(listing.id, { whatsapp: "+963 933 000 111" }, owner.token)).status).toBe(200);
    const on = await kit.qr.listings.update(listing.id, { ordering_enabled: true }, owner.token);
    expect(on.status).toBe(200);
    expect(on.json.data.revision.proposed).toMatchObject({ whatsapp: "+963 933 000 111", ordering_enabled: true });
    // Visitors see neither until an admin approves the edit; the review names the switch.
    expect((await kit.qr.listings.get(listing.unique_id)).json.data.ordering_enabled).toBe(false);
    const review = (await kit.qr.revisions.list(admin)).json.data.find((r: { business_id: number }) => r.business_id === listing.id);
    expect(review.changed.sort()).toEqual(["ordering_enabled", "whatsapp"]);
    expect((await kit.qr.revisions.approve(review.id, { admin_notes: "" }, admin)).status).toBe(200);
    expect((await kit.qr.listings.get(listing.unique_id)).json.data).toMatchObject({ ordering_enabled: true, whatsapp: "+963 933 000 111" });
    // Now on: an edit that clears the number is refused.
    expect((await kit.qr.listings.update(listing.id, { whatsapp: "" }, owner.token)).json.errors).toEqual({ ordering_enabled: needsNumber.ar });
  });

  it("holds for the admin's edit too", async () => {
    const listing = await kit.approvedListing(owner, { whatsapp: "" });
    const refused = await kit.qr.admin.update(listing.id, { ordering_enabled: true }, admin);
    expect(refused.status).toBe(400);
    expect(refused.json.errors).toEqual({ ordering_enabled: needsNumber.ar });
    const on = await kit.qr.admin.update(listing.id, { ordering_enabled: true, whatsapp: "+963944000111" }, admin);
    expect(on.status).toBe(200);
    expect((await kit.qr.listings.get(listing.unique_id)).json.data.ordering_enabled).toBe(true);
    expect((await kit.qr.admin.update(listing.id, { whatsapp: null }, admin)).status).toBe(400);
  });
});
