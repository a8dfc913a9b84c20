import { eq } from "drizzle-orm";
import { rawRequest } from "../../../testing/fixtures";
import { beforeAll, describe, expect, it } from "vitest";
import { uploads } from "../../../../db/schema";
import { PNG_1X1, qrKitWith, type QrTestKit, type TestOwner } from "./qr-test-kit";

let kit: QrTestKit;
let owner: TestOwner;
let other: TestOwner;
let admin: string;
beforeAll(async () => void ({ kit, owners: [owner, other], admin } = await qrKitWith(2)));

const upload = async (tok: string, id: number) => (await kit.upload(tok, PNG_1X1, `type=gallery&businessId=${id}`)).json.data.url as string;
const stored = async (url: string) => (await kit.db.select().from(uploads).where(eq(uploads.url, url))).length === 1 && (await kit.app.request(url)).status === 200;

describe("owners' edits of approved listings are reviewed", () => {
  it("keeps the public page as approved until an admin approves the revision, then publishes it at the same address", async () => {
    const listing = await kit.approvedListing(owner, { business_name: "مطعم قديم", phone: "+963 11 111 1111" });
    const res = await kit.qr.listings.update(listing.id, { phone: "+963 11 999 9999", description: "وصف جديد" }, owner.token);
    expect(res.status).toBe(200);
    expect(res.json.message).toBe("أُرسلت التعديلات للمراجعة، وتبقى الصفحة الحالية ظاهرة للزوار حتى الموافقة عليها");
    expect(res.json.data).toMatchObject({ status: "approved", phone: "+963 11 111 1111", revision: { status: "pending", proposed: { phone: "+963 11 999 9999", business_name: "مطعم قديم" } } });

    // Visitors still see the approved version.
    expect((await kit.qr.listings.get(listing.unique_id)).json.data.phone).toBe("+963 11 111 1111");
    const mine = (await kit.qr.listings.mine(owner.token)).json.data.find((b: { id: number }) => b.id === listing.id);
    expect(mine.revision).toMatchObject({ status: "pending" });
    expect((await kit.qr.listings.edit(listing.id, owner.token)).json.data.revision.proposed.description).toBe("وصف جديد");

    const queue = (await kit.qr.revisions.list(admin)).json.data;
    const review = queue.find((r: { business_id: number }) => r.business_id === listing.id);
    expect(review).toMatchObject({ status: "pending", business_name: "مطعم قديم", owner_username: owner.username, current: { phone: "+963 11 111 1111" } });
    expect(review.changed.sort()).toEqual(["description", "phone"]);

    const approved = await kit.qr.revisions.approve(review.id, { admin_notes: "تمام" }, admin);
    expect(approved.status).toBe(200);
    expect(approved.json.data).toMatchObject({ status: "approved", admin_notes: "تمام" });
    const live = (await kit.qr.listings.get(listing.unique_id)).json.data;
    expect(live).toMatchObject({ phone: "+963 11 999 9999", description: "وصف جديد", unique_id: listing.unique_id, qr_code_url: listing.qr_code_url, status: "approved" });
    const after = (await kit.qr.listings.mine(owner.token)).json.data.find((b: { id: number }) => b.id === listing.id);
    expect(after.revision).toMatchObject({ status: "approved", admin_notes: "تمام" });
    // Decided once only.
    expect((await kit.qr.revisions.reject(review.id, { admin_notes: "" }, admin)).status).toBe(409);
  });

  it("rejects with notes the owner sees, and deletes the images only the rejected revision used", async () => {
    const listing = await kit.approvedListing(owner);
    const keptUrl = await upload(owner.token, listing.id);
    // First an approved edit that adds a gallery image, so the live listing has an uploaded file.
    let put = await kit.qr.listings.update(listing.id, { images: [{ url: keptUrl, alt_text: "" }] }, owner.token);
    await kit.qr.revisions.approve(put.json.data.revision.id, { admin_notes: "" }, admin);
    const newUrl = await upload(owner.token, listing.id);
    put = await kit.qr.listings.update(listing.id, { images: [{ url: keptUrl, alt_text: "" }, { url: newUrl, alt_text: "" }] }, owner.token);
    expect(await stored(newUrl)).toBe(true);
    const rejected = await kit.qr.revisions.reject(put.json.data.revision.id, { admin_notes: "الصورة غير واضحة" }, admin);
    expect(rejected.status).toBe(200);
    expect(await stored(newUrl)).toBe(false);
    expect(await stored(keptUrl)).toBe(true);
    const mine = (await kit.qr.listings.mine(owner.token)).json.data.find((b: { id: number }) => b.id === listing.id);
    expect(mine.revision).toMatchObject({ status: "rejected", admin_notes: "الصورة غير واضحة" });
    expect(mine.images.map((i: { image_url: string }) => i.image_url)).toEqual([keptUrl]);
  });

  it("supersedes a pending revision with a newer edit and deletes what only the old one showed", async () => {
    const listing = await kit.approvedListing(owner);
    const first = await upload(owner.token, listing.id);
    const a = await kit.qr.listings.update(listing.id, { logo_url: first }, owner.token);
    const second = await upload(owner.token, listing.id);
    const b = await kit.qr.listings.update(listing.id, { logo_url: second, address: "حمص" }, owner.token);
    expect(await stored(first)).toBe(false);
    expect(await stored(second)).toBe(true);
    const old = await kit.qr.revisions.get(a.json.data.revision.id, admin);
    expect(old.json.data.status).toBe("superseded");
    expect((await kit.qr.revisions.approve(a.json.data.revision.id, { admin_notes: "" }, admin)).status).toBe(409);
    const pending = (await kit.qr.revisions.list(admin)).json.data.filter((r: { business_id: number }) => r.business_id === listing.id);
    expect(pending.map((r: { id: number }) => r.id)).toEqual([b.json.data.revision.id]);
    // An admin's own edit of the listing meanwhile keeps the waiting revision's files.
    await kit.qr.admin.update(listing.id, { description: "تصحيح" }, admin);
    expect(await stored(second)).toBe(true);
  });

  it("keeps revisions to their owner and admins, validates input, and answers 404 for unknown ones", async () => {
    const listing = await kit.approvedListing(owner);
    const put = await kit.qr.listings.update(listing.id, { address: "اللاذقية" }, owner.token);
    const id = put.json.data.revision.id;
    // Another owner cannot edit, read or decide it.
    expect((await kit.qr.listings.update(listing.id, { address: "x" }, other.token)).status).toBe(404);
    expect((await kit.qr.listings.edit(listing.id, other.token)).status).toBe(404);
    const theirs = (await kit.qr.listings.mine(other.token)).json.data;
    expect(theirs.some((b: { id: number }) => b.id === listing.id)).toBe(false);
    expect((await kit.qr.revisions.list(owner.token)).status).toBe(403);
    expect((await kit.qr.revisions.approve(id, { admin_notes: "" }, owner.token)).status).toBe(403);
    expect((await kit.qr.revisions.list()).status).toBe(401);
    // Bad input: 400, nothing stored.
    const bad = await kit.qr.listings.update(listing.id, { email: "not-an-email" }, owner.token);
    expect(bad.status).toBe(400);
    expect((await kit.qr.revisions.get(id, admin)).json.data.status).toBe("pending");
    // A status the API does not know: cast, as the query's type forbids it.
    expect((await kit.qr.revisions.list(admin, { status: "weird" as "all" })).status).toBe(400);
    expect((await kit.qr.revisions.reject(id, { admin_notes: "x".repeat(2001) }, admin)).status).toBe(400);
    // Raw: the typed client sends JSON only, and "{" is not JSON.
    expect((await rawRequest(kit.app, "POST", kit.typed.qr.admin.revisions[":id"].reject.$url({ param: { id: String(id) } }), "{", admin)).status).toBe(400);
    const missing = await kit.qr.revisions.get(999999, admin, { "accept-language": "en" });
    expect(missing.status).toBe(404);
    expect(missing.json.message).toBe("Revision not found");
    expect((await kit.qr.revisions.approve("nope", { admin_notes: "" }, admin)).status).toBe(404);
    // A pending listing is still edited directly, no revision.
    const pendingListing = await kit.listing(owner);
    const direct = await kit.qr.listings.update(pendingListing.id, { address: "طرطوس" }, owner.token);
    expect(direct.json.data).toMatchObject({ address: "طرطوس", status: "pending" });
  });

  it("deleting a listing deletes its revisions and their files", async () => {
    const listing = await kit.approvedListing(owner);
    const url = await upload(owner.token, listing.id);
    await kit.qr.listings.update(listing.id, { cover_image_url: url }, owner.token);
    expect((await kit.qr.listings.remove(listing.id, owner.token)).status).toBe(200);
    expect(await stored(url)).toBe(false);
    const all = (await kit.qr.revisions.list(admin, { status: "all" })).json.data;
    expect(all.some((r: { business_id: number }) => r.business_id === listing.id)).toBe(false);
  });
});
