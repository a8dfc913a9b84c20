import { eq } from "drizzle-orm";
import type { InferRequestType } from "hono/client";
import { beforeAll, describe, expect, it } from "vitest";
import { qrBusinessRevisions } from "../../../../db/schema";
import { replyOf } from "../../../testing/fixtures";
import { qrKitWith, type QrTestKit, type TestOwner } from "./qr-test-kit";

/**
 * An owner's edit of an approved listing waits for review; meanwhile an admin may fix the live
 * listing. Approving the older edit applies what the owner changed and keeps the admin's fixes
 * (field by field, and item by item in the menu); the review shows exactly that.
 */

let kit: QrTestKit;
let owner: TestOwner;
let admin: string;
beforeAll(async () => void ({ kit, owners: [owner], admin } = await qrKitWith(1)));

type Menu = NonNullable<InferRequestType<QrTestKit["typed"]["qr"]["businesses"][":id"]["menu"]["$put"]>["json"]>;
type AdminEdit = InferRequestType<QrTestKit["typed"]["qr"]["admin"][":id"]["$put"]>["json"];
const as = (bearer: string) => ({ headers: { authorization: `Bearer ${bearer}` } });
const item = (id: string, name_ar: string, price: number) => ({ id, name_ar, name_en: "", description_ar: "", description_en: "", price });
const menu = (...items: ReturnType<typeof item>[]): Menu => ({ currency: "SYP", sections: [{ id: "s1", name_ar: "مشروبات ساخنة", name_en: "", items }] });

const ownerEdit = async (id: number, json: { description: string }) => replyOf(await kit.typed.qr.businesses[":id"].$put({ param: { id: String(id) }, json }, as(owner.token)));
const ownerMenu = async (id: number, json: Menu) => replyOf(await kit.typed.qr.businesses[":id"].menu.$put({ param: { id: String(id) }, json }, as(owner.token)));
const adminEdit = async (id: number, json: AdminEdit) => replyOf(await kit.typed.qr.admin[":id"].$put({ param: { id: String(id) }, json }, as(admin)));
const pendingReview = async (businessId: number) => {
  const queue = (await replyOf(await kit.typed.qr.admin.revisions.$get({ query: { status: "pending" } }, as(admin)))).json.data as { id: number; business_id: number }[];
  const review = queue.find((r) => r.business_id === businessId);
  return (await replyOf(await kit.typed.qr.admin.revisions[":id"].$get({ param: { id: String(review!.id) } }, as(admin)))).json.data;
};
const approve = async (revisionId: number) => replyOf(await kit.typed.qr.admin.revisions[":id"].approve.$post({ param: { id: String(revisionId) }, json: { admin_notes: "" } }, as(admin)));
const live = async (uniqueId: string) => (await replyOf(await kit.typed.qr.businesses[":id"].$get({ param: { id: uniqueId } }))).json.data;
const priced = (m: { sections: { items: { name_ar: string; price: number | null }[] }[] }) => m.sections.flatMap((s) => s.items.map((i) => `${i.name_ar}=${i.price}`));

describe("approving an owner's edit after an admin fixed the live listing", () => {
  it("keeps the admin's fixes the owner did not touch, in the fields and in the menu, and the review shows the result", async () => {
    const created = await kit.listing(owner, { business_name: "مقهى الياسمين", address: "دمشق، الشعلان" });
    expect((await ownerMenu(created.id, menu(item("a", "قهوة", 1000), item("b", "شاي", 500)))).status).toBe(200);
    const listing = (await kit.decide(created.id, "approve")).json.data;

    // The owner proposes: a new description, and the coffee renamed and re-priced.
    expect((await ownerEdit(listing.id, { description: "قهوة مختصة" })).status).toBe(200);
    expect((await ownerMenu(listing.id, menu(item("a", "قهوة تركية", 1200), item("b", "شاي", 500)))).json.data.revision.status).toBe("pending");

    // Meanwhile the admin fixes the live listing: the address, the tea's price, and a new item.
    const fixed = await adminEdit(listing.id, { address: "دمشق، الشعلان، جانب الحديقة", menu: menu(item("a", "قهوة", 1000), item("b", "شاي", 600), item("c", "سحلب", 900)) });
    expect(fixed.status).toBe(200);

    const review = await pendingReview(listing.id);
    expect(review.proposed).toMatchObject({ description: "قهوة مختصة", address: "دمشق، الشعلان، جانب الحديقة" });
    expect(priced(review.proposed.menu)).toEqual(["قهوة تركية=1200", "شاي=600", "سحلب=900"]);
    expect([...review.changed].sort()).toEqual(["description", "menu"]);

    expect((await approve(review.id)).status).toBe(200);
    const now = await live(listing.unique_id);
    expect(now).toMatchObject({ description: "قهوة مختصة", address: "دمشق، الشعلان، جانب الحديقة", business_name: "مقهى الياسمين" });
    expect(priced(now.menu)).toEqual(["قهوة تركية=1200", "شاي=600", "سحلب=900"]);
  });

  it("a newer edit replacing a waiting one still began where the first began", async () => {
    const listing = await kit.approvedListing(owner, { address: "حلب" });
    await ownerEdit(listing.id, { description: "أول" });
    await adminEdit(listing.id, { address: "حلب، الجميلية" });
    await ownerEdit(listing.id, { description: "ثان" });
    const review = await pendingReview(listing.id);
    expect(review.proposed).toMatchObject({ description: "ثان", address: "حلب، الجميلية" });
    await approve(review.id);
    expect(await live(listing.unique_id)).toMatchObject({ description: "ثان", address: "حلب، الجميلية" });
  });

  it("applies an edit stored without its starting point whole, as edits always applied", async () => {
    const listing = await kit.approvedListing(owner, { address: "حمص" });
    await ownerEdit(listing.id, { description: "وصف" });
    await kit.db.update(qrBusinessRevisions).set({ base: null }).where(eq(qrBusinessRevisions.business_id, listing.id));
    await adminEdit(listing.id, { address: "حمص، الوعر" });
    const review = await pendingReview(listing.id);
    await approve(review.id);
    expect(await live(listing.unique_id)).toMatchObject({ description: "وصف", address: "حمص" });
  });

  it("never sends the starting point to the owner or the admin", async () => {
    const listing = await kit.approvedListing(owner);
    const res = await ownerEdit(listing.id, { description: "جديد" });
    expect(res.json.data.revision).not.toHaveProperty("base");
    expect(await pendingReview(listing.id)).not.toHaveProperty("base");
  });
});
