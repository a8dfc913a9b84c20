import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { rateLimits, uploads } from "../../../../db/schema";
import { createApp } from "../../../app";
import { memoryPageCache } from "../../../render/page-store";
import { memoryContentVersion } from "../../../services/content-version";
import { MENU_SWITCHES_PER_HOUR } from "./menu";
import { typedClient } from "../../../testing/test-app";
import { PNG_1X1, qrCalls, qrKitWith, type MenuBody, type QrTestKit, type TestOwner } from "./qr-test-kit";

let kit: QrTestKit;
let owner: TestOwner;
let other: TestOwner;
let admin: string;
beforeAll(async () => void ({ kit, owners: [owner, other], admin } = await qrKitWith(2)));

const item = (id: string, name_ar: string, price: number | null, extra: Record<string, unknown> = {}) => ({ id, name_ar, name_en: "", description_ar: "", description_en: "", price, ...extra });
const menu = (items = [item("i1", "قهوة تركية", 12500, { name_en: "Turkish coffee" }), item("i2", "شاي", 5000)]) => ({
  currency: "SYP" as const,
  sections: [{ id: "s1", name_ar: "مشروبات ساخنة", name_en: "Hot drinks", items }],
});
/** The owner's PUT of the whole menu, answered in `lang`. */
const putMenu = (id: number, body: MenuBody, token = owner.token, lang = "ar") => kit.qr.listings.menu(id, body, token, { "accept-language": lang });
const publicMenu = async (uniqueId: string) => (await kit.qr.listings.get(uniqueId)).json.data.menu;
const upload = async (tok: string, id: number) => (await kit.upload(tok, PNG_1X1, `type=gallery&businessId=${id}`)).json.data.url as string;
const stored = async (url: string) => (await kit.db.select().from(uploads).where(eq(uploads.url, url))).length === 1;

describe("PUT /api/qr/businesses/{id}/menu", () => {
  it("saves a pending listing's menu at once, in the owner's and the admin's view, SYP by default", async () => {
    const listing = await kit.listing(owner);
    const { currency: _c, ...noCurrency } = menu();
    const res = await putMenu(listing.id, noCurrency);
    expect(res.status).toBe(200);
    expect(res.json.data.menu).toMatchObject({ currency: "SYP", sections: [{ id: "s1", items: [{ id: "i1", price: 12500, sold_out: false, hidden: false, image_url: null }, { id: "i2" }] }] });
    expect((await kit.qr.listings.edit(listing.id, owner.token)).json.data.menu.sections[0].items).toHaveLength(2);
    expect((await kit.qr.admin.get(listing.id, admin)).json.data.menu.sections[0].name_ar).toBe("مشروبات ساخنة");
    // null takes the menu away.
    expect((await putMenu(listing.id, null)).json.data.menu).toBeNull();
  });

  it("refuses bad prices with a message naming the item and the field, in the caller's language", async () => {
    const listing = await kit.listing(owner);
    // A string is read as the number it spells, in either digit system ("١٢٥٠٠" is 12500): a fraction or a word is still no price.
    for (const price of [-1, 2.5, 1_000_000_000, "١٢٫٥", "12,500", "قهوة", ""]) {
      const res = await putMenu(listing.id, menu([item("i1", "قهوة تركية", 1), item("i2", "شاي", price as number)]));
      expect(res.status, String(price)).toBe(400);
      expect(res.json.errors["sections.0.items.1.price"]).toBe("«شاي» في «مشروبات ساخنة»، السعر: السعر مبلغ من ٠ إلى ٩٬٩٩٩٬٩٩٩٫٩٩ بمنزلتين عشريتين على الأكثر (يُرسَل عدداً صحيحاً بالقروش أو السنتات: الليرة الجديدة ١٠٠ قرش)");
    }
    const en = await putMenu(listing.id, menu([item("i1", "قهوة", 1, { name_en: "Coffee" }), item("i2", "", 5)]), owner.token, "en");
    expect(en.status).toBe(400);
    expect(en.json.errors["sections.0.items.1.name_ar"]).toBe("«item 2» in «Hot drinks», Arabic name: This field is required");
    expect(en.json.message).toBeTruthy();
    // Ids are used once; the count of items is bounded; nothing was saved by any of these.
    const twice = await putMenu(listing.id, menu([item("i1", "أ", 1), item("i1", "ب", 2)]));
    expect(Object.keys(twice.json.errors)).toEqual(["sections.0.items.1.id"]);
    const many = Array.from({ length: 301 }, (_, i) => item(`x${i}`, `صنف ${i}`, i));
    expect((await putMenu(listing.id, menu(many))).status).toBe(400);
    // A currency the type does not list: cast, as the API must refuse it.
    expect((await putMenu(listing.id, { currency: "GBP" as "SYP", sections: [] })).json.errors.currency).toBeTruthy();
    expect((await kit.qr.listings.edit(listing.id, owner.token)).json.data.menu).toBeNull();
    // Exactly 300 items fit.
    expect((await putMenu(listing.id, menu(many.slice(0, 300)))).status).toBe(200);
  });

  it("is the owner's only: another owner's listing is not found, no session is 401, an admin 403", async () => {
    const listing = await kit.listing(owner);
    expect((await putMenu(listing.id, menu(), other.token)).status).toBe(404);
    expect((await kit.qr.listings.menu(listing.id, menu())).status).toBe(401);
    expect((await putMenu(listing.id, menu(), admin)).status).toBe(403);
    expect((await kit.qr.listings.menuItem(listing.id, "i1", { sold_out: true }, other.token)).status).toBe(404);
    // Another owner's photo is refused on the item's field.
    const theirs = await upload(other.token, (await kit.listing(other)).id);
    const res = await putMenu(listing.id, menu([item("i1", "قهوة", 1, { image_url: theirs })]));
    expect(res.status).toBe(400);
    expect(res.json.errors["sections.0.items.0.image_url"]).toBeTruthy();
  });

  it("refuses a suspended owner's menu edits and switches with the reason", async () => {
    const { kit: k, owners: [o], admin: a } = await qrKitWith(1);
    const listing = await k.approvedListing(o, { menu: menu() });
    expect((await k.qr.users.suspend(o.id, { reason: "محتوى مخالف" }, a)).status).toBe(200);
    const again = (await k.qr.auth.login({ username: o.username, password: o.password })).json.data.token;
    const put = await k.qr.listings.menu(listing.id, menu(), again);
    expect(put.status).toBe(403);
    expect(put.json.message).toContain("محتوى مخالف");
    expect((await k.qr.listings.menuItem(listing.id, "i1", { sold_out: true }, again)).status).toBe(403);
  });
});

describe("an approved listing's menu", () => {
  it("changes by review: the public page keeps the old menu until an admin approves, and the review names the changed field", async () => {
    const listing = await kit.approvedListing(owner, { menu: menu() });
    expect((await publicMenu(listing.unique_id)).sections[0].items.map((i: { price: number }) => i.price)).toEqual([12500, 5000]);
    const res = await putMenu(listing.id, menu([item("i1", "قهوة تركية", 15000, { name_en: "Turkish coffee" }), item("i3", "زهورات", 4000)]));
    expect(res.status).toBe(200);
    expect(res.json.data.revision).toMatchObject({ status: "pending", proposed: { menu: { sections: [{ items: [{ price: 15000 }, { id: "i3" }] }] } } });
    expect((await publicMenu(listing.unique_id)).sections[0].items.map((i: { id: string }) => i.id)).toEqual(["i1", "i2"]);
    const page = await (await kit.app.request(`/qr/${listing.unique_id}`)).text();
    expect(page).toContain("شاي");
    expect(page).not.toContain("زهورات");

    const review = (await kit.qr.revisions.list(admin)).json.data.find((r: { business_id: number }) => r.business_id === listing.id);
    expect(review.changed).toEqual(["menu"]);
    expect(review.current.menu.sections[0].items[1].name_ar).toBe("شاي");
    expect((await kit.qr.revisions.approve(review.id, { admin_notes: "" }, admin)).status).toBe(200);
    expect((await publicMenu(listing.unique_id)).sections[0].items.map((i: { name_ar: string }) => i.name_ar)).toEqual(["قهوة تركية", "زهورات"]);
    expect(await (await kit.app.request(`/qr/${listing.unique_id}`)).text()).toContain("زهورات");
  });

  it("marks an item sold out (and hidden) at once, on the live listing and on the edit waiting for review", async () => {
    const listing = await kit.approvedListing(owner, { menu: menu() });
    // An edit waits for review with a new item i3 beside i1.
    await putMenu(listing.id, menu([item("i1", "قهوة تركية", 12500), item("i3", "زهورات", 4000)]));
    const sold = await kit.qr.listings.menuItem(listing.id, "i1", { sold_out: true }, owner.token);
    expect(sold.status).toBe(200);
    expect(sold.json.data).toMatchObject({ item_id: "i1", sold_out: true, live: true, revision: true });
    expect((await publicMenu(listing.unique_id)).sections[0].items[0]).toMatchObject({ id: "i1", sold_out: true });
    const page = await (await kit.app.request(`/qr/${listing.unique_id}`)).text();
    expect(page).toContain('data-testid="menu-item-soldout"');
    // The item only the pending edit has is switched there; the live menu has no such item.
    expect((await kit.qr.listings.menuItem(listing.id, "i3", { hidden: true }, owner.token)).json.data).toMatchObject({ live: false, revision: true });
    const mine = (await kit.qr.listings.edit(listing.id, owner.token)).json.data;
    expect(mine.revision.proposed.menu.sections[0].items).toMatchObject([{ id: "i1", sold_out: true }, { id: "i3", hidden: true }]);
    // Hiding a live item takes it off the public read and page, but not off the owner's view.
    await kit.qr.listings.menuItem(listing.id, "i2", { hidden: true }, owner.token);
    expect((await publicMenu(listing.unique_id)).sections[0].items.map((i: { id: string }) => i.id)).toEqual(["i1"]);
    expect(await (await kit.app.request(`/qr/${listing.unique_id}`)).text()).not.toContain("شاي");
    expect(mine.menu.sections[0].items).toHaveLength(2);
    // Unknown item, bad body.
    expect((await kit.qr.listings.menuItem(listing.id, "nope", { sold_out: true }, owner.token)).status).toBe(404);
    expect((await kit.qr.listings.menuItem(listing.id, "i1", {}, owner.token)).status).toBe(400);
    // Not a boolean: cast, as the API must refuse it.
    expect((await kit.qr.listings.menuItem(listing.id, "i1", { sold_out: "yes" as unknown as boolean }, owner.token)).status).toBe(400);
    // Available again.
    await kit.qr.listings.menuItem(listing.id, "i1", { sold_out: false }, owner.token);
    expect((await publicMenu(listing.unique_id)).sections[0].items[0].sold_out).toBe(false);
  });

  it("deletes an item's photo once no menu shows it: a rejected edit's new photo, and one replaced by an approved edit", async () => {
    const listing = await kit.approvedListing(owner, { menu: menu() });
    const first = await upload(owner.token, listing.id);
    let put = await putMenu(listing.id, menu([item("i1", "قهوة", 1, { image_url: first })]));
    await kit.qr.revisions.approve(put.json.data.revision.id, { admin_notes: "" }, admin);
    expect((await publicMenu(listing.unique_id)).sections[0].items[0].image_url).toBe(first);

    const second = await upload(owner.token, listing.id);
    put = await putMenu(listing.id, menu([item("i1", "قهوة", 1, { image_url: second })]));
    expect(await stored(second)).toBe(true);
    await kit.qr.revisions.reject(put.json.data.revision.id, { admin_notes: "" }, admin);
    expect(await stored(second)).toBe(false);
    expect(await stored(first)).toBe(true);

    const third = await upload(owner.token, listing.id);
    put = await putMenu(listing.id, menu([item("i1", "قهوة", 1, { image_url: third })]));
    await kit.qr.revisions.approve(put.json.data.revision.id, { admin_notes: "" }, admin);
    expect(await stored(first)).toBe(false);
    expect(await stored(third)).toBe(true);
  });
});

describe("the public read and the admin", () => {
  it("shows the menu on the public read without hidden items; the admin edits it directly", async () => {
    const listing = await kit.approvedListing(owner, { menu: menu([item("i1", "قهوة", 1), item("i2", "سر", 2, { hidden: true })]) });
    expect((await publicMenu(listing.unique_id)).sections[0].items.map((i: { id: string }) => i.id)).toEqual(["i1"]);
    const res = await kit.qr.admin.update(listing.id, { menu: menu([item("i1", "قهوة", 9)]) }, admin);
    expect(res.status).toBe(200);
    expect((await publicMenu(listing.unique_id)).sections[0].items[0].price).toBe(9);
    // The listing form's save leaves the menu alone (it does not send it).
    const pending = await kit.listing(owner, { menu: menu() });
    await kit.qr.listings.update(pending.id, { description: "جديد" }, owner.token);
    expect((await kit.qr.listings.edit(pending.id, owner.token)).json.data.menu.sections[0].items).toHaveLength(2);
  });
});

describe("the page cache", () => {
  it("stays warm through a menu edit sent for review, refreshes when a public item is switched, and bounds the switches", async () => {
    const { kit: k, owners: [o] } = await qrKitWith(1);
    const app = createApp({ ...k.deps, pageCache: memoryPageCache(), contentVersion: memoryContentVersion(k.db) });
    const listing = await k.approvedListing(o, { menu: menu() });
    const page = () => app.request(`/qr/${listing.unique_id}?lang=ar`);
    // The typed calls, over this app with its page cache.
    const cached = qrCalls(typedClient(app));
    await page();
    expect((await page()).headers.get("x-page-cache")).toBe("hit");
    expect((await cached.listings.menu(listing.id, menu([item("i1", "قهوة", 1)]), o.token)).status).toBe(200);
    expect((await page()).headers.get("x-page-cache")).toBe("hit");
    expect((await cached.listings.menuItem(listing.id, "i1", { sold_out: true }, o.token)).status).toBe(200);
    const fresh = await page();
    expect(fresh.headers.get("x-page-cache")).toBe("miss");
    expect(await fresh.text()).toContain("نفد اليوم");
    // The hour's other switches, counted as the route counts them.
    await k.db.update(rateLimits).set({ count: MENU_SWITCHES_PER_HOUR }).where(eq(rateLimits.key, `qr-menu-switch:owner:${o.id}`));
    const refused = await cached.listings.menuItem(listing.id, "i1", { sold_out: false }, o.token);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBeTruthy();
  });
});
