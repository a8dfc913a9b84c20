import { beforeAll, describe, expect, it } from "vitest";
import { htmlOf, textOf } from "../testing/html";
import { createQrTestApp, type TestOwner } from "./api/qr/qr-test-kit";
import { as, replyOf, type BodyOf, type Lang, type TestApp } from "../testing/fixtures";

/**
 * A printed code never dead-ends: the address of a listing that is not public answers 404, and of
 * one that was deleted 410, each with a small bilingual page about the agency (home, contact,
 * WhatsApp) that says nothing of the listing or its owner.
 */

let kit: Awaited<ReturnType<typeof createQrTestApp>>;
let admin: string;
let owner: TestOwner;
// Words that belong to the listing or its owner: none may show on an unavailable page.
const NAME = "مطعم السر المكتوم";
const secrets = () => [NAME, owner.username, `${owner.username}@example.com`, "bakery@example.com", "963944111222", "+963 11 222 3333", "دمشق، المزة"];
beforeAll(async () => {
  kit = await createQrTestApp();
  admin = await kit.admin();
  owner = await kit.owner("hidden");
});

const visit = (path: string, headers: Record<string, string> = {}) => kit.app.request(path, { headers });

/** What every unavailable page must be: the reason, the agency's links, nothing of the listing, noindex, no script. */
async function expectUnavailable(res: Response, reason: "not-found" | "gone", lang: "ar" | "en" = "ar") {
  expect(res.status).toBe(reason === "gone" ? 410 : 404);
  expect(res.headers.get("cache-control")).toBe("no-cache");
  const { text, document } = await htmlOf(res);
  for (const secret of secrets()) expect(text, secret).not.toContain(secret);
  const screen = document.querySelector("[data-testid=error-screen]");
  expect(screen?.getAttribute("data-reason")).toBe(reason);
  expect(screen?.querySelector("a[href='/']")).not.toBeNull();
  expect(screen?.querySelector("a[href='/#contact']")).not.toBeNull();
  expect(screen?.querySelector("[data-testid=whatsapp-agency]")?.getAttribute("href")).toMatch(/^https:\/\/wa\.me\/\d+$/);
  expect(document.querySelector("meta[name=robots]")?.getAttribute("content")).toBe("noindex");
  expect(document.documentElement.getAttribute("lang")).toBe(lang);
  // Works without scripts: there are none.
  expect(document.querySelectorAll("script")).toHaveLength(0);
  return textOf(screen?.querySelector("h1"));
}



/**
 * The calls go through the API's typed client, so a renamed route or field fails the typecheck.
 * Each takes the app and the caller's bearer (none when omitted or null). A body the API must
 * refuse is cast to the body type: it is what the type forbids.
 */
type Reason = BodyOf<TestApp["typed"]["qr"]["admin"]["users"][":id"]["suspend"]["$post"]>;
type UnpublishReason = BodyOf<TestApp["typed"]["qr"]["admin"][":id"]["unpublish"]["$post"]>;
const suspendOwner = async (t: TestApp, id: unknown, body: Reason, bearer: string | null) => replyOf(await t.typed.qr.admin.users[":id"].suspend.$post({ param: { id: String(id) }, json: body }, as(bearer)));
const unpublishListing = async (t: TestApp, id: unknown, body: UnpublishReason, bearer: string | null) => replyOf(await t.typed.qr.admin[":id"].unpublish.$post({ param: { id: String(id) }, json: body }, as(bearer)));
const removeListing = async (t: TestApp, id: unknown, bearer: string | null) => replyOf(await t.typed.qr.admin[":id"].$delete({ param: { id: String(id) } }, as(bearer)));
const readBusiness = async (t: TestApp, id: unknown, bearer?: string | null, lang?: Lang) => replyOf(await t.typedIn(lang).qr.businesses[":id"].$get({ param: { id: String(id) } }, as(bearer)));
const removeBusiness = async (t: TestApp, id: unknown, bearer: string | null) => replyOf(await t.typed.qr.businesses[":id"].$delete({ param: { id: String(id) } }, as(bearer)));

describe("GET /qr/{id} of a listing that is not public: 404, the 'not available' page", () => {
  it("for pending, rejected, unpublished, suspended-owner and unknown listings alike", async () => {
    const pending = await kit.listing(owner, { business_name: NAME });
    const rejected = await kit.listing(owner, { business_name: NAME });
    await kit.decide(rejected.id, "reject", "ناقص");
    const unpublished = await kit.approvedListing(owner, { business_name: NAME });
    await unpublishListing(kit, unpublished.id, { reason: "سبب خاص بالمالك" }, admin);
    const suspendedOwner = await kit.owner("suspended");
    const ofSuspended = await kit.approvedListing(suspendedOwner, { business_name: NAME });
    await suspendOwner(kit, suspendedOwner.id, { reason: "سبب خاص بالمالك" }, admin);
    const paths = [`/qr/${pending.id}`, `/qr/${rejected.id}`, `/qr/${unpublished.unique_id}`, `/qr/${unpublished.id}`, `/qr/${ofSuspended.unique_id}`, "/qr/zzzzzzzzzz", "/qr/999999"];
    for (const path of paths) {
      const res = await visit(`${path}?src=qr`);
      const title = await expectUnavailable(res, "not-found");
      expect(title, path).toBe("هذا النشاط التجاري غير متاح");
    }
    const en = await visit(`/qr/${unpublished.unique_id}?lang=en`);
    expect(await expectUnavailable(en, "not-found", "en")).toBe("This listing is not available");
  });

  it("never shows the admin's reason or the owner's words", async () => {
    const listing = await kit.approvedListing(owner, { business_name: NAME, description: "وصف سري" });
    await unpublishListing(kit, listing.id, { reason: "ملاحظة داخلية" }, admin);
    const text = await (await visit(`/qr/${listing.unique_id}`)).text();
    expect(text).not.toContain("ملاحظة داخلية");
    expect(text).not.toContain("وصف سري");
  });
});

describe("GET /qr/{id} of a deleted listing: 410, the 'no longer available' page", () => {
  let deleted: { id: number; unique_id: string };
  beforeAll(async () => {
    deleted = await kit.approvedListing(owner, { business_name: NAME });
    expect((await removeBusiness(kit, deleted.id, owner.token)).status).toBe(200);
  });

  it("answers 410 in the visitor's language, for a scan too", async () => {
    expect(await expectUnavailable(await visit(`/qr/${deleted.unique_id}?src=qr`), "gone")).toBe("لم يعد هذا النشاط التجاري متاحاً");
    expect(await expectUnavailable(await visit(`/qr/${deleted.unique_id}?lang=en`), "gone", "en")).toBe("This listing is no longer available");
    // A visitor who chose English before (the language cookie) reads English too.
    expect(await expectUnavailable(await visit(`/qr/${deleted.unique_id}`, { cookie: "language=en" }), "gone", "en")).toBe("This listing is no longer available");
  });

  it("tells a deleted listing from one never issued, and its numeric id says nothing", async () => {
    expect((await visit(`/qr/${deleted.unique_id}`)).status).toBe(410);
    expect((await visit("/qr/abcdefghjk")).status).toBe(404);
    expect((await visit(`/qr/${deleted.id}`)).status).toBe(404);
  });

  it("answers 410 on the API (in the JSON envelope), the print kit and the vCard too, plainly", async () => {
    const api = await replyOf(await kit.typed.qr.businesses[":id"].$get({ param: { id: deleted.unique_id } }, as(null, { "accept-language": "en" })));
    expect(api.status).toBe(410);
    expect(api.json).toEqual({ success: false, message: "This listing is no longer available" });
    const print = await visit(`/qr/${deleted.unique_id}/print`);
    expect(print.status).toBe(410);
    expect(await print.text()).toBe("لم يعد هذا النشاط التجاري متاحاً");
    expect(print.headers.get("x-robots-tag")).toBe("noindex");
    const vcard = await visit(`/qr/${deleted.unique_id}/contact.vcf?lang=en`);
    expect(vcard.status).toBe(410);
    expect(await vcard.text()).toBe("This listing is no longer available");
    // A listing never public stays a plain 404 on each.
    const pending = await kit.listing(owner);
    expect((await readBusiness(kit, pending.id)).status).toBe(404);
    expect((await visit(`/qr/${pending.id}/print`)).status).toBe(404);
    expect((await visit(`/qr/${pending.id}/contact.vcf`)).status).toBe(404);
  });

  it("a listing deleted by an admin is gone as well", async () => {
    const listing = await kit.approvedListing(owner, { business_name: NAME });
    await removeListing(kit, listing.id, admin);
    expect((await visit(`/qr/${listing.unique_id}`)).status).toBe(410);
  });
});

describe("the unavailable page without the agency's WhatsApp number", () => {
  it("still links home and to the contact section", async () => {
    // No demo content: no agency phone or WhatsApp number.
    const bare = await createQrTestApp({ seed: false });
    const res = await bare.app.request("/qr/zzzzzzzzzz");
    expect(res.status).toBe(404);
    const { document } = await htmlOf(res);
    expect(document.querySelector("[data-testid=error-screen] a[href='/']")).not.toBeNull();
    expect(document.querySelector("[data-testid=error-screen] a[href='/#contact']")).not.toBeNull();
    expect(document.querySelector("[data-testid=whatsapp-agency]")).toBeNull();
  });
});
