/**
 * Limits that fit a directory: a few listings waiting for review per owner, a creation rate, and
 * owners' writes that leave the public page cache alone unless visitors could see the change.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { qrBusinesses } from "../../../../db/schema";
import { createApp } from "../../../app";
import { memoryPageCache } from "../../../render/page-store";
import { memoryContentVersion } from "../../../services/content-version";
import { PNG_1X1 } from "./test-images";
import { CREATIONS_PER_HOUR, MAX_PENDING_LISTINGS } from "./businesses";
import { typedClient } from "../../../testing/test-app";
import { createQrTestApp, qrCalls, listingForm } from "./qr-test-kit";

describe("listings waiting for review", () => {
  it(`an owner has at most ${MAX_PENDING_LISTINGS} at a time: the next is refused with a clear message (409), nothing created, until the admin decides one`, async () => {
    const kit = await createQrTestApp();
    const owner = await kit.owner("busy");
    const made = [];
    for (let i = 0; i < MAX_PENDING_LISTINGS; i++) made.push(await kit.listing(owner));
    const refused = await kit.qr.listings.create(listingForm(), owner.token, { "accept-language": "ar" });
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe("لديك ٥ أنشطة بانتظار المراجعة، وهو الحد الأقصى: انتظر قرار الإدارة فيها قبل إضافة نشاط جديد");
    const english = await kit.qr.listings.create(listingForm(), owner.token, { "accept-language": "en" });
    expect(english.json.message).toMatch(/^You have 5 listings waiting for review/);
    expect(await kit.db.select().from(qrBusinesses).where(eq(qrBusinesses.owner_id, owner.id))).toHaveLength(MAX_PENDING_LISTINGS);
    // Another owner is not held back by this one.
    await kit.listing(await kit.owner("other"));
    // A decision frees a place.
    await kit.decide(made[0].id, "reject", "ناقص");
    expect((await kit.qr.listings.create(listingForm(), owner.token)).status).toBe(201);
  });
});

describe("creating listings", () => {
  it(`at most ${CREATIONS_PER_HOUR} an hour per owner: then 429 with Retry-After and the wait in the owner's words; an hour later, again`, async () => {
    let now = Date.parse("2026-11-26T10:00:00Z");
    const kit = await createQrTestApp();
    kit.deps.now = () => now;
    const owner = await kit.owner("fast");
    for (let i = 0; i < CREATIONS_PER_HOUR; i++) {
      const created = await kit.listing(owner);
      // Decided at once, so the limit on waiting listings never stops this owner first.
      await kit.decide(created.id, "approve");
    }
    const refused = await kit.qr.listings.create(listingForm(), owner.token, { "accept-language": "en" });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(refused.json.message).toBe("You have added many listings in a short time. Try again in 60 minutes");
    now += 61 * 60 * 1000;
    expect((await kit.qr.listings.create(listingForm(), owner.token)).status).toBe(201);
  });
});

describe("the public page cache and owners' writes", () => {
  it("stays warm while an owner signs up, creates, edits, uploads, proposes an edit and reads notices; deleting a public listing refreshes it", async () => {
    const kit = await createQrTestApp();
    const app = createApp({ ...kit.deps, pageCache: memoryPageCache(), contentVersion: memoryContentVersion(kit.db) });
    const owner = await kit.owner("quiet");
    const approved = await kit.approvedListing(owner, { business_name: "مقهى الحارة" });
    const cached = async () => (await app.request("/?lang=en")).headers.get("x-page-cache");
    await cached();
    expect(await cached()).toBe("hit");

    // The typed calls, over this app with its page cache.
    const calls = qrCalls(typedClient(app));
    const pending = await calls.listings.create(listingForm({ business_name: "مخبز جديد" }), owner.token);
    expect(pending.status).toBe(201);
    const { data } = pending.json as { data: { id: number } };
    expect((await calls.listings.update(data.id, listingForm({ business_name: "مخبز الحي" }), owner.token)).status).toBe(200);
    // An approved listing's edit is a revision: the public page does not change.
    expect((await calls.listings.update(approved.id, listingForm({ business_name: "مقهى الحارة الجديد" }), owner.token)).status).toBe(200);
    expect((await calls.notifications.read({}, owner.token)).status).toBe(200);
    const form = new FormData();
    form.append("image", new File([PNG_1X1], "logo.png", { type: "image/png" }));
    // By path: the upload's multipart form is not known to the typed client.
    const upload = await app.request("/api/qr/businesses/upload-image?type=logo&businessId=temp_1", { method: "POST", body: form, headers: { authorization: `Bearer ${owner.token}` } });
    expect(upload.status).toBe(201);
    expect((await calls.listings.remove(data.id, owner.token)).status).toBe(200);
    expect(await cached()).toBe("hit");

    // Deleting the approved listing changes what visitors see.
    expect((await calls.listings.remove(approved.id, owner.token)).status).toBe(200);
    expect(await cached()).toBe("miss");
  });
});
