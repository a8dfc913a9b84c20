import { eq, sql } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { qrBusinesses } from "../../../../db/schema";
import { qrKitWith, type MenuBody, type QrTestKit, type TestOwner } from "./qr-test-kit";

/**
 * A menu item's sizes (variants) and labels (tags), and the time of a sold-out mark, through the
 * API: what is stored and read back, what is refused and how it is told, the mark's time stamped
 * by the server and kept when a client sends it back, and a menu that clears "sold out" at the
 * listing's midnight read as it stands at the app's clock, in the listing's time zone.
 */

let kit: QrTestKit;
let owner: TestOwner;
let admin: string;
beforeAll(async () => void ({ kit, owners: [owner], admin } = await qrKitWith(1, "choices")));
// Each test that sets the app's clock gives it back.
afterEach(() => void delete kit.deps.now);

type Item = MenuBody extends infer M ? (M extends { sections: { items: (infer I)[] }[] } ? I : never) : never;
const item = (id: string, name_ar: string, price: number | null, extra: Partial<Item> = {}): Item => ({ id, name_ar, name_en: "", description_ar: "", description_en: "", price, ...extra });
const menu = (items: Item[], extra: Partial<Exclude<MenuBody, null>> = {}): Exclude<MenuBody, null> => ({
  currency: "SYP",
  sections: [{ id: "s1", name_ar: "مشروبات ساخنة", name_en: "Hot drinks", items }],
  ...extra,
});
const sizes = [
  { id: "v1", name_ar: "صغير", name_en: "Small", price: 8000 },
  { id: "v2", name_ar: "كبير", name_en: "", price: 12500 },
];
const putMenu = (id: number, body: MenuBody, lang = "ar") => kit.qr.listings.menu(id, body, owner.token, { "accept-language": lang });
const itemsOf = (m: { sections: { items: Record<string, unknown>[] }[] }) => m.sections.flatMap((s) => s.items);

/** An instant on the Damascus wall clock (UTC+3 all year). */
const damascus = (local: string) => Date.parse(`${local}:00+03:00`);
/** Today in Damascus, by the system's clock, so the tests' sessions stay valid at the instants they use. */
const today = new Date(Date.now() + 3 * 3600_000).toISOString().slice(0, 10);
const yesterday = new Date(Date.parse(`${today}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

describe("sizes and labels", () => {
  it("are stored, read back by the owner, the admin and visitors, labels once each in the list's order", async () => {
    const listing = await kit.listing(owner);
    const res = await putMenu(listing.id, menu([item("i1", "قهوة", null, { variants: sizes, tags: ["spicy", "vegan", "spicy"] }), item("i2", "شاي", 5000)]));
    expect(res.status).toBe(200);
    expect(itemsOf(res.json.data.menu)[0]).toMatchObject({ price: null, variants: sizes, tags: ["vegan", "spicy"] });
    // An item without them reads with none.
    expect(itemsOf(res.json.data.menu)[1]).toMatchObject({ variants: [], tags: [] });
    expect(itemsOf((await kit.qr.listings.edit(listing.id, owner.token)).json.data.menu)[0]).toMatchObject({ variants: sizes, tags: ["vegan", "spicy"] });
    expect(itemsOf((await kit.qr.admin.get(listing.id, admin)).json.data.menu)[0]).toMatchObject({ variants: sizes });
    const approved = (await kit.decide(listing.id, "approve")).json.data;
    expect(itemsOf((await kit.qr.listings.get(approved.unique_id)).json.data.menu)[0]).toMatchObject({ variants: sizes, tags: ["vegan", "spicy"] });
  });

  it("change by review on an approved listing, and the review says so", async () => {
    const listing = await kit.approvedListing(owner, { menu: menu([item("i1", "قهوة", 9000)]) });
    const res = await putMenu(listing.id, menu([item("i1", "قهوة", null, { variants: sizes, tags: ["new"] })], { sold_out_resets: true }));
    expect(res.json.data.revision.proposed.menu).toMatchObject({ sold_out_resets: true, sections: [{ items: [{ variants: sizes, tags: ["new"] }] }] });
    expect(itemsOf((await kit.qr.listings.get(listing.unique_id)).json.data.menu)[0]).toMatchObject({ price: 9000, variants: [], tags: [] });
    const review = (await kit.qr.revisions.get(res.json.data.revision.id, admin)).json.data;
    expect(review.changed).toEqual(["menu"]);
    expect(review.proposed.menu.sold_out_resets).toBe(true);
    await kit.qr.revisions.approve(review.id, { admin_notes: "" }, admin);
    const live = (await kit.qr.listings.get(listing.unique_id)).json.data.menu;
    expect(live.sold_out_resets).toBe(true);
    expect(itemsOf(live)[0]).toMatchObject({ variants: sizes, tags: ["new"] });
  });

  it("are refused with a message naming the item and the field: a seventh size, a label not on the list, a size id used twice", async () => {
    const listing = await kit.listing(owner);
    const seven = Array.from({ length: 7 }, (_, n) => ({ id: `v${n}`, name_ar: `حجم ${n}`, name_en: "", price: 1000 + n }));
    const many = await putMenu(listing.id, menu([item("i1", "قهوة", null, { variants: seven })]));
    expect(many.status).toBe(400);
    expect(many.json.errors).toEqual({ "sections.0.items.0.variants": "«قهوة» في «مشروبات ساخنة»، الأحجام والأسعار: عدد العناصر أكبر من المسموح (٦ كحد أقصى)" });
    // Exactly six fit.
    expect((await putMenu(listing.id, menu([item("i1", "قهوة", null, { variants: seven.slice(0, 6) })]))).status).toBe(200);

    // A label the list does not have: cast, as the API must refuse it.
    const unknown = await putMenu(listing.id, menu([item("i1", "قهوة", 1, { tags: ["halal" as "new"] })]), "en");
    expect(unknown.status).toBe(400);
    expect(Object.keys(unknown.json.errors)).toEqual(["sections.0.items.0.tags.0"]);
    // An item without an English name is named by its Arabic one.
    expect(unknown.json.errors["sections.0.items.0.tags.0"]).toMatch(/^«قهوة» in «Hot drinks», Labels: /);

    const twice = await putMenu(listing.id, menu([item("i1", "قهوة", null, { variants: [sizes[0], { ...sizes[1], id: "v1" }] })]));
    expect(twice.status).toBe(400);
    expect(twice.json.errors).toEqual({ "sections.0.items.0.variants.1.id": "«قهوة» في «مشروبات ساخنة»، الحجم ٢، المعرّف: هذا المعرّف مكرر في القائمة" });

    // A size without its price, or with a price that is not one.
    // A string spelling a whole number is that number ("٨٠٠" is 800); a fraction is still no price.
    for (const price of [null, -5, 2.5, "٨٫٥"]) {
      const bad = await putMenu(listing.id, menu([item("i1", "قهوة", null, { variants: [{ ...sizes[0], price: price as number }] })]), "en");
      expect(bad.status, String(price)).toBe(400);
      expect(bad.json.errors["sections.0.items.0.variants.0.price"], String(price)).toBe(
        "«قهوة» in «Hot drinks», size 1, price: The price is an amount from 0 to 9,999,999.99 with at most two decimals (sent as piastres or cents: 100 piastres = 1 new pound)",
      );
    }
    // What was refused changed nothing: the six sizes saved above are still there.
    expect(itemsOf((await kit.qr.listings.edit(listing.id, owner.token)).json.data.menu)[0].variants).toHaveLength(6);
  });
});

describe("a sold-out mark's time", () => {
  it("is stamped by the server on a new mark (PUT of the menu), kept when sent back, and dropped when the item is available", async () => {
    const listing = await kit.listing(owner);
    const first = damascus(`${today}T08:00`);
    kit.deps.now = () => first;
    const put = await putMenu(listing.id, menu([item("i1", "قهوة", 1, { sold_out: true }), item("i2", "شاي", 1)]));
    expect(itemsOf(put.json.data.menu)[0]).toMatchObject({ sold_out: true, sold_out_since: new Date(first).toISOString() });
    expect(itemsOf(put.json.data.menu)[1]).toMatchObject({ sold_out: false, sold_out_since: null });

    // Later the same menu comes back with the time it was read with: the mark keeps it.
    kit.deps.now = () => first + 3 * 3600_000;
    const read = (await kit.qr.listings.edit(listing.id, owner.token)).json.data.menu;
    const again = await putMenu(listing.id, { ...read, sections: [{ ...read.sections[0], name_ar: "ساخن" }] });
    expect(itemsOf(again.json.data.menu)[0].sold_out_since).toBe(new Date(first).toISOString());
    // A mark sent without a time is new: it takes the save's.
    const fresh = await putMenu(listing.id, menu([item("i1", "قهوة", 1, { sold_out: true, sold_out_since: null }), item("i2", "شاي", 1, { sold_out: true })]));
    expect(itemsOf(fresh.json.data.menu).map((i) => i.sold_out_since)).toEqual([new Date(first + 3 * 3600_000).toISOString(), new Date(first + 3 * 3600_000).toISOString()]);
    // Available again: no time; a time sent with an available item is dropped.
    const back = await putMenu(listing.id, menu([item("i1", "قهوة", 1, { sold_out: false, sold_out_since: new Date(first).toISOString() })]));
    expect(itemsOf(back.json.data.menu)[0]).toMatchObject({ sold_out: false, sold_out_since: null });
    // Not a time: refused on the item's field.
    const bad = await putMenu(listing.id, menu([item("i1", "قهوة", 1, { sold_out: true, sold_out_since: "yesterday" })]));
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.errors)).toEqual(["sections.0.items.0.sold_out_since"]);
  });

  it("is stamped by the instant switch on the live menu and the edit waiting for review, and answered", async () => {
    const listing = await kit.approvedListing(owner, { menu: menu([item("i1", "قهوة", 1), item("i2", "شاي", 1)]) });
    // An edit waits for review.
    await putMenu(listing.id, menu([item("i1", "قهوة تركية", 1), item("i2", "شاي", 1)]));
    const at = damascus(`${today}T09:15`);
    kit.deps.now = () => at;
    const sold = await kit.qr.listings.menuItem(listing.id, "i1", { sold_out: true }, owner.token);
    expect(sold.status).toBe(200);
    expect(sold.json.data).toMatchObject({ item_id: "i1", sold_out: true, sold_out_since: new Date(at).toISOString(), live: true, revision: true });
    const mine = (await kit.qr.listings.edit(listing.id, owner.token)).json.data;
    expect(itemsOf(mine.menu)[0].sold_out_since).toBe(new Date(at).toISOString());
    expect(itemsOf(mine.revision.proposed.menu)[0]).toMatchObject({ sold_out: true, sold_out_since: new Date(at).toISOString() });
    // Hiding says nothing of the mark; making it available clears its time.
    expect((await kit.qr.listings.menuItem(listing.id, "i1", { hidden: true }, owner.token)).json.data).not.toHaveProperty("sold_out_since");
    const available = await kit.qr.listings.menuItem(listing.id, "i1", { sold_out: false }, owner.token);
    expect(available.json.data.sold_out_since).toBeNull();
    expect(itemsOf((await kit.qr.listings.edit(listing.id, owner.token)).json.data.menu)[0]).toMatchObject({ sold_out: false, sold_out_since: null });
  });
});

describe("a menu that clears sold out at midnight", () => {
  /** An approved listing whose items i1 and i2 were marked sold out at these instants. */
  async function markedAt(resets: boolean, i1: number, i2: number) {
    const listing = await kit.approvedListing(owner, { menu: menu([item("i1", "قهوة", 1), item("i2", "شاي", 1)], { sold_out_resets: resets }) });
    kit.deps.now = () => i1;
    await kit.qr.listings.menuItem(listing.id, "i1", { sold_out: true }, owner.token);
    kit.deps.now = () => i2;
    await kit.qr.listings.menuItem(listing.id, "i2", { sold_out: true }, owner.token);
    return listing;
  }
  const soldOut = (m: { sections: { items: Record<string, unknown>[] }[] }) => itemsOf(m).map((i) => [i.id, i.sold_out]);

  it("reads yesterday's mark as available today in Damascus, and today's (even from just after midnight) as sold out", async () => {
    // 23:30 yesterday and 00:30 today in Damascus: the same UTC date, not the same local one.
    const listing = await markedAt(true, damascus(`${yesterday}T23:30`), damascus(`${today}T00:30`));
    kit.deps.now = () => damascus(`${today}T10:00`);
    expect(soldOut((await kit.qr.listings.get(listing.unique_id)).json.data.menu)).toEqual([["i1", false], ["i2", true]]);
    // The owner's and the admin's reads say the same: the editor opens with what visitors see.
    const mine = (await kit.qr.listings.edit(listing.id, owner.token)).json.data.menu;
    expect(soldOut(mine)).toEqual([["i1", false], ["i2", true]]);
    expect(itemsOf(mine)[0].sold_out_since).toBeNull();
    // An admin signed in at this hour (a session of the real hour would be idle by then).
    const lateAdmin = await kit.adminToken();
    expect(soldOut((await kit.qr.admin.get(listing.id, lateAdmin)).json.data.menu)).toEqual([["i1", false], ["i2", true]]);
    // The public page too.
    const page = await (await kit.app.request(`/qr/${listing.unique_id}`)).text();
    expect(page.match(/data-testid="menu-item-soldout"/g)).toHaveLength(1);
    // A minute before that midnight, the evening's mark still stood.
    kit.deps.now = () => damascus(`${yesterday}T23:59`);
    expect(soldOut((await kit.qr.listings.get(listing.unique_id)).json.data.menu)[0]).toEqual(["i1", true]);
  });

  it("counts midnight in the listing's own time zone", async () => {
    // 21:30 UTC yesterday is 00:30 today in Damascus, but still yesterday evening in London.
    const mark = Date.parse(`${yesterday}T21:30:00Z`);
    const listing = await markedAt(true, mark, mark);
    kit.deps.now = () => Date.parse(`${today}T10:00:00Z`);
    expect(soldOut((await kit.qr.listings.get(listing.unique_id)).json.data.menu)).toEqual([["i1", true], ["i2", true]]);
    const week = Array.from({ length: 7 }, () => [{ open: "09:00", close: "23:00" }]);
    expect((await kit.qr.listings.hours(listing.id, { hours: { time_zone: "Europe/London", week, exceptions: [] } }, owner.token)).status).toBe(200);
    expect(soldOut((await kit.qr.listings.get(listing.unique_id)).json.data.menu)).toEqual([["i1", false], ["i2", false]]);
  });

  it("is off by default: yesterday's marks stand until the owner clears them", async () => {
    const listing = await markedAt(false, damascus(`${yesterday}T08:00`), damascus(`${yesterday}T09:00`));
    kit.deps.now = () => damascus(`${today}T10:00`);
    expect(soldOut((await kit.qr.listings.get(listing.unique_id)).json.data.menu)).toEqual([["i1", true], ["i2", true]]);
  });
});

describe("menus stored before sizes, labels and the reset", () => {
  it("read with none of them, and save again as they are", async () => {
    const listing = await kit.approvedListing(owner);
    // A menu document as the editor wrote it before: no variants, tags, sold_out_since or sold_out_resets.
    const old = { currency: "SYP", sections: [{ id: "s1", name_ar: "ساخن", name_en: "", items: [{ id: "i1", name_ar: "قهوة", name_en: "", description_ar: "", description_en: "", price: 1000, image_url: null, sold_out: true, hidden: false }] }] };
    await kit.db.run(sql`update qr_businesses set menu = ${JSON.stringify(old)} where id = ${listing.id}`);
    kit.deps.now = () => damascus(`${today}T10:00`);
    for (const read of [(await kit.qr.listings.get(listing.unique_id)).json.data.menu, (await kit.qr.listings.edit(listing.id, owner.token)).json.data.menu]) {
      expect(read.sold_out_resets).toBe(false);
      expect(itemsOf(read)[0]).toMatchObject({ price: 1000, sold_out: true, sold_out_since: null, variants: [], tags: [] });
    }
    // A mark with no time is taken as today's, even on a menu that resets.
    await kit.db.run(sql`update qr_businesses set menu = json_set(menu, '$.sold_out_resets', json('true')) where id = ${listing.id}`);
    expect(itemsOf((await kit.qr.listings.get(listing.unique_id)).json.data.menu)[0].sold_out).toBe(true);
    // The admin saves it back as read (the owner's edit would be a revision); signed in at this hour.
    const lateAdmin = await kit.adminToken();
    const read = (await kit.qr.admin.get(listing.id, lateAdmin)).json.data.menu;
    expect((await kit.qr.admin.update(listing.id, { menu: read }, lateAdmin)).status).toBe(200);
    const [row] = await kit.db.select({ menu: qrBusinesses.menu }).from(qrBusinesses).where(eq(qrBusinesses.id, listing.id));
    expect(row.menu?.sections[0].items[0]).toMatchObject({ variants: [], tags: [], sold_out: true });
  });
});
