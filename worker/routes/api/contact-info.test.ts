import { desc, eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditLog } from "../../../db/schema";
import { activityDetail } from "../../../shared/activity";
import { appWithList, rawRequest, as, expectFailure, expectSuccess, replyOf, restoreList, validContactItems, type BodyOf, type Lang, type TestApp } from "../../testing/fixtures";

/**
 * `/api/contact-info`: active items for everyone, ordered email, phone, address;
 * GET and PUT of the whole array for admins, replaced atomically, email and phone formats checked.
 */

type Item = { id: number; type: string; label: string; label_ar: string; label_en: string; value: string; value_ar: string; value_en: string; icon: string; is_active: boolean };

let t: TestApp;
let token: string;
let seeded: Item[];
beforeAll(async () => void ({ t, token, seeded } = await appWithList<Item>("/contact-info")));
// Each test starts from the seeded list (PUT of what the admin read, as the editor does).
beforeEach(async () => void (await restoreList(t, "/contact-info", seeded, token)));

// A list the API must refuse is cast to the body type (which forbids it).
const put = (items: unknown, lang: Lang = "ar") => saveContactInfo(items as ContactItems, token, lang);
const types = (list: Item[]) => list.map((i) => i.type);

/**
 * The calls go through the API's typed client, so a renamed route or field fails the typecheck.
 * Reads are anonymous unless given a bearer; writes are the admin's unless given another (or
 * null for none). A body the API must refuse is cast to the body type: it is what the type forbids.
 */
type ContactItems = BodyOf<TestApp["typed"]["contact-info"]["$put"]>;
const readContactInfo = async (bearer?: string | null, lang?: Lang) => replyOf(await t.typedIn(lang)["contact-info"].$get(undefined, as(bearer)));
const saveContactInfo = async (body: ContactItems, bearer: string | null = token, lang?: Lang) => replyOf(await t.typedIn(lang)["contact-info"].$put({ json: body }, as(bearer)));

describe("contact info", () => {
  it("lists the seeded items email, phone, address with bilingual and plain localized fields", async () => {
    const ar: Item[] = expectSuccess(await readContactInfo(undefined, "ar"));
    expect(types(ar)).toEqual(["email", "phone", "address"]);
    for (const i of ar) {
      expect(i.label).toBe(i.label_ar);
      expect(i.value).toBe(i.value_ar);
      expect(["Phone", "Mail", "MapPin"]).toContain(i.icon);
    }
    expect(ar[2].value).toMatch(/[\u0600-\u06FF]/);
    const en: Item[] = expectSuccess(await readContactInfo(undefined, "en"));
    expect(en.map((i) => i.label)).toEqual(["Email", "Phone", "Address"]);
    expect(en[2].value).toBe(en[2].value_en);
    expect(en[2].value).not.toMatch(/[\u0600-\u06FF]/);
  });

  it("replaces the whole array, keeps email, phone, address order whatever the order sent", async () => {
    const res = await put(validContactItems(), "en");
    const saved: Item[] = expectSuccess(res);
    expect(types(saved)).toEqual(["email", "phone", "address"]);
    const list: Item[] = expectSuccess(await readContactInfo(undefined, "en"));
    expect(types(list)).toEqual(["email", "phone", "address"]);
    expect(list.map((i) => i.value)).toEqual(["hello@example.com", "+963 21 555 1234", "Aleppo"]);
    // A plain value fills both languages.
    expect(list[0]).toMatchObject({ value_ar: "hello@example.com", value_en: "hello@example.com", label: "Mail" });
    // The seeded items are gone.
    expect(list.map((i) => i.value)).not.toContain("info@damascus-agency.sy");
  });

  it("logs the save with the number of items as data, not as English words", async () => {
    expectSuccess(await put(validContactItems(), "en"));
    const [last] = await t.db.select().from(auditLog).where(eq(auditLog.entity, "contact_info")).orderBy(desc(auditLog.id)).limit(1);
    expect(last.details).toBe(activityDetail({ key: "items", count: 3 }));
  });

  it("hides inactive items from the public but shows them to the admin", async () => {
    const items = validContactItems();
    items[1].is_active = false; // the phone
    expectSuccess(await put(items));
    expect(types(expectSuccess(await readContactInfo()))).toEqual(["email", "address"]);
    const admin: Item[] = expectSuccess(await readContactInfo(token));
    expect(types(admin)).toEqual(["email", "phone", "address"]);
    expect(admin.find((i) => i.type === "phone")!.is_active).toBe(false);
  });

  it("accepts an empty array: no contact items", async () => {
    expect(expectSuccess(await put([]))).toEqual([]);
    expect(expectSuccess(await readContactInfo())).toEqual([]);
  });

  it("keeps the order_index sent", async () => {
    const saved: Item[] = expectSuccess(await put([{ type: "email", value: "a@example.com", order_index: 4 }]));
    expect(saved[0]).toMatchObject({ type: "email", order_index: 4 });
  });

  it.each([
    ["an invalid email", { type: "email", value: "not-an-email" }],
    ["an email with spaces", { type: "email", value: "a b@example.com" }],
    ["an invalid phone", { type: "phone", value: "call me" }],
    ["a too short phone", { type: "phone", value: "12345" }],
    ["an empty address", { type: "address", value: "" }],
    ["an unknown type", { type: "fax", value: "+963 11 000 0000" }],
    ["a missing type", { value: "x@example.com" }],
    ["is_active as a word", { type: "email", value: "x@example.com", is_active: "sometimes" }],
  ])("refuses %s with 400 and leaves the old list intact", async (_name, bad) => {
    const before: Item[] = expectSuccess(await readContactInfo(token));
    const res = await put([...validContactItems(), bad]);
    expectFailure(res, 400);
    expect(res.json.errors).toBeTypeOf("object");
    // The error names the failing item (index 3).
    expect(Object.keys(res.json.errors).some((k) => k.startsWith("3"))).toBe(true);
    expect(expectSuccess(await readContactInfo(token))).toEqual(before);
  });

  // The English value is shown on the English page, so it must fit the item's type too.
  it.each([
    ["email", { type: "email", value_ar: "a@example.com", value_en: "javascript:alert(1)" }],
    ["phone", { type: "phone", value_ar: "+963 11 000 0000", value_en: "<script>alert(1)</script>" }],
  ])("checks the English value of a %s item too", async (_type, bad) => {
    const before: Item[] = expectSuccess(await readContactInfo(token));
    expectFailure(await put([bad]), 400);
    expect(expectSuccess(await readContactInfo(token))).toEqual(before);
  });

  it("refuses two items with the same id (400) and keeps the list", async () => {
    const before: Item[] = expectSuccess(await readContactInfo(token));
    expectFailure(await put([{ id: 5, type: "email", value: "a@example.com" }, { id: 5, type: "phone", value: "+963 11 000 0000" }]), 400);
    expect(expectSuccess(await readContactInfo(token))).toEqual(before);
  });

  it.each([
    ["an object instead of an array", { type: "email", value: "x@example.com" }],
    ["a string", "email"],
    ["null", null],
  ])("refuses %s with 400", async (_name, body) => {
    // Not a list, cast to the list type.
    expectFailure(await saveContactInfo(body as unknown as ContactItems), 400);
  });

  it("answers malformed JSON with 400, never 500, and keeps the list", async () => {
    // Not JSON, which no typed call can send: a raw request to the route's address.
    expectFailure(await rawRequest(t.app, "PUT", t.typed["contact-info"].$url(), '[{"type": "email", ', token), 400);
    expect(types(expectSuccess(await readContactInfo()))).toEqual(["email", "phone", "address"]);
  });

  it("refuses anonymous and forged-token writes with 401 and keeps the list", async () => {
    expectFailure(await saveContactInfo([], null), 401);
    expectFailure(await saveContactInfo([], "forged-token-forged-token-forged"), 401);
    expect(expectSuccess(await readContactInfo())).toHaveLength(3);
  });

  it("does not answer DELETE or POST on the collection with success", async () => {
    // Methods the typed client does not have for this route, which is the point: raw requests to its address.
    const url = t.typed["contact-info"].$url();
    for (const res of [await rawRequest(t.app, "DELETE", url, undefined, token), await rawRequest(t.app, "POST", url, JSON.stringify(validContactItems()), token)]) {
      expect([404, 405]).toContain(res.status);
      expect(res.json?.success).toBe(false);
    }
    expect(expectSuccess(await readContactInfo())).toHaveLength(3);
  });
});
