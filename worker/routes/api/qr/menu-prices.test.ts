import { beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../../app";
import { memoryPageCache } from "../../../render/page-store";
import { memoryContentVersion } from "../../../services/content-version";
import { htmlOf } from "../../../testing/html";
import { menuItem, menuOf } from "../../../../shared/menu.testing";
import type { ListingMenu } from "../../../../shared/menu";
import { qrKitWith, type QrTestKit, type TestOwner } from "./qr-test-kit";

/**
 * Prices follow the dollar by the day: on an approved listing a save that changes only prices and
 * the day's switches applies at once, and "change all prices" moves every price by a percentage.
 * Anything else an owner changes still waits for review.
 */

let kit: QrTestKit;
let owner: TestOwner;
let other: TestOwner;
let admin: string;
beforeAll(async () => void ({ kit, owners: [owner, other], admin } = await qrKitWith(2)));

const cafeMenu = (): ListingMenu =>
  menuOf([
    "hot",
    "مشروبات ساخنة",
    [
      menuItem("qahwa", "قهوة", null, { variants: [{ id: "cup", name_ar: "فنجان", name_en: "Cup", price: 5000 }, { id: "pot", name_ar: "دلّة", name_en: "Pot", price: 9000 }] }),
      menuItem("shai", "شاي", 4000),
    ],
  ]);
const approvedWithMenu = async () => kit.approvedListing(owner, { menu: cafeMenu() });
const live = async (id: number) => (await kit.qr.listings.get(id)).json.data.menu as ListingMenu;
const pricesOf = (menu: ListingMenu) => menu.sections[0].items.map((i) => [i.price, ...i.variants.map((v) => v.price)]);
const pendingMenu = async (id: number) => (await kit.qr.listings.edit(id, owner.token)).json.data.revision?.proposed?.menu as ListingMenu | undefined;

describe("a save that changes only prices and switches", () => {
  it("applies at once on an approved listing, with no edit for review, and is logged", async () => {
    const listing = await approvedWithMenu();
    const next = cafeMenu();
    next.sections[0].items[0].variants[0].price = 5500;
    next.sections[0].items[1] = { ...next.sections[0].items[1], price: 4500, sold_out: true };
    const res = await kit.qr.listings.menu(listing.id, next, owner.token, { "accept-language": "en" });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe("Prices changed; visitors see them now");
    expect(res.json.data.revision).toBeNull();
    const now = await live(listing.id);
    expect(pricesOf(now)).toEqual([[null, 5500, 9000], [4500]]);
    expect(now.sections[0].items[1].sold_out).toBe(true);
    expect((await kit.auditOf("change_prices", listing.id)).length).toBe(1);
  });

  it("anything more (a new name) is an edit for review, and visitors keep the approved menu", async () => {
    const listing = await approvedWithMenu();
    const next = cafeMenu();
    next.sections[0].items[1] = { ...next.sections[0].items[1], name_ar: "شاي بالنعناع", price: 4500 };
    const res = await kit.qr.listings.menu(listing.id, next, owner.token);
    expect(res.status).toBe(200);
    expect(res.json.data.revision?.status).toBe("pending");
    expect(pricesOf(await live(listing.id))).toEqual([[null, 5000, 9000], [4000]]);
  });

  it("reaches an edit waiting for review, so approving it later keeps the new prices", async () => {
    const listing = await approvedWithMenu();
    const renamed = cafeMenu();
    renamed.sections[0].items[1].name_ar = "شاي أخضر";
    expect((await kit.qr.listings.menu(listing.id, renamed, owner.token)).json.data.revision?.status).toBe("pending");
    // The day's prices change on the live menu meanwhile.
    const cheaper = cafeMenu();
    cheaper.sections[0].items[1].price = 3500;
    cheaper.sections[0].items[0].variants[1].price = 8000;
    expect((await kit.qr.listings.menu(listing.id, cheaper, owner.token)).status).toBe(200);
    expect(pricesOf((await pendingMenu(listing.id))!)).toEqual([[null, 5000, 8000], [3500]]);
    const revision = (await kit.qr.listings.edit(listing.id, owner.token)).json.data.revision!;
    expect((await kit.qr.revisions.approve(revision.id, { admin_notes: "" }, admin)).status).toBe(200);
    const after = await live(listing.id);
    expect(after.sections[0].items[1]).toMatchObject({ name_ar: "شاي أخضر", price: 3500 });
    expect(pricesOf(after)).toEqual([[null, 5000, 8000], [3500]]);
  });
});

describe("POST /api/qr/businesses/{id}/menu/reprice", () => {
  it("moves every price by the percentage, rounded to the step, at once, and answers old → new", async () => {
    const listing = await approvedWithMenu();
    const res = await kit.qr.listings.reprice(listing.id, { percent: 10, round_to: 5 }, owner.token);
    expect(res.status).toBe(200);
    // 50 → 55, 90 → 99 → 100, 40 → 44 → 45 (new pounds; stored in piastres).
    expect(res.json.data.changes).toEqual([
      { item_id: "qahwa", variant_id: "cup", before: 5000, after: 5500 },
      { item_id: "qahwa", variant_id: "pot", before: 9000, after: 10000 },
      { item_id: "shai", variant_id: null, before: 4000, after: 4500 },
    ]);
    expect(pricesOf(await live(listing.id))).toEqual([[null, 5500, 10000], [4500]]);
    expect((await kit.auditOf("change_prices", listing.id)).length).toBe(1);
  });

  it("reaches visitors at once: the cached public page shows the new prices", async () => {
    const cached = createApp({ ...kit.deps, pageCache: memoryPageCache(), contentVersion: memoryContentVersion(kit.db) });
    const listing = await approvedWithMenu();
    const page = async () => [...(await htmlOf(await cached.request(`/qr/${listing.unique_id}?lang=en`))).document.querySelectorAll("[data-testid=menu-item-price]")].map((p) => p.firstChild?.textContent?.replace(/\u00a0/g, " "));
    expect(await page()).toEqual(["SYP 50", "SYP 90", "SYP 40"]);
    const res = await cached.request(`/api/qr/businesses/${listing.id}/menu/reprice`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${owner.token}`, origin: "http://localhost" },
      body: JSON.stringify({ percent: "-١٠", round_to: 5 }),
    });
    expect(res.status).toBe(200);
    // 50 − 10 % = 45, 90 → 81 → 80, 40 → 36 → 35.
    expect(await page()).toEqual(["SYP 45", "SYP 80", "SYP 35"]);
  });

  it("says what is wrong with a percentage or a step, and changes nothing", async () => {
    const listing = await approvedWithMenu();
    const bad = async (body: unknown) => {
      const res = await kit.qr.listings.reprice(listing.id, body as { percent: number; round_to: 5 }, owner.token, { "accept-language": "en" });
      expect(res.status).toBe(400);
      return res.json.errors;
    };
    expect((await bad({ percent: 900, round_to: 5 })).percent).toBe("The percentage is between −90 % and 500 %");
    expect((await bad({ percent: "abc", round_to: 5 })).percent).toBeDefined();
    expect((await bad({ percent: 10, round_to: 3 })).round_to).toBeDefined();
    expect(pricesOf(await live(listing.id))).toEqual([[null, 5000, 9000], [4000]]);
  });

  it("is the owner's own: another owner gets 404, a listing without a menu 400", async () => {
    const listing = await approvedWithMenu();
    expect((await kit.qr.listings.reprice(listing.id, { percent: 10, round_to: 5 }, other.token)).status).toBe(404);
    expect((await kit.qr.listings.reprice(listing.id, { percent: 10, round_to: 5 })).status).toBe(401);
    const bare = await kit.approvedListing(owner, { menu: null });
    expect((await kit.qr.listings.reprice(bare.id, { percent: 10, round_to: 5 }, owner.token)).status).toBe(400);
  });
});
