import { beforeAll, describe, expect, it } from "vitest";
import { as, rawRequest, expectFailure, expectRecentIso, expectSuccess, forgedTokens, replyOf, validMessage, type BodyOf, type Lang, type QueryOf, type TestApp } from "../../testing/fixtures";
import { createTestApp } from "../../testing/test-app";

/**
 * `/api/contact-messages`: the public contact form stores messages (name,
 * email, message required; phone optional with the phone format; subject from the fixed list),
 * with a honeypot and a per-IP rate limit; admins list, mark read/unread and delete.
 */

const SUBJECTS = ["product-photography", "event-coverage", "marketing", "creative-design", "analytics", "social-media"];
type Message = { id: number; name: string; email: string; phone: string | null; subject: string | null; message: string; is_read: boolean; created_at: string };

let t: TestApp;
let token: string;
let ipCounter = 0;
// A fresh address per send keeps the per-IP limit out of the tests that are not about it.
const nextIp = () => `203.0.113.${++ipCounter}`;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.adminToken();
});

// A message the API must refuse is cast to the body type (which forbids it).
const send = async (body: unknown, ip = nextIp(), lang: Lang = "ar") =>
  replyOf(await t.typedIn(lang)["contact-messages"].$post({ json: body as NewMessage }, as(null, { "x-test-ip": ip })));
const inbox = async (): Promise<Message[]> => expectSuccess(await listMessages({}, token));

/**
 * The calls go through the API's typed client, so a renamed route or field fails the typecheck.
 * Reads are anonymous unless given a bearer; writes are the admin's unless given another (or
 * null for none). A body the API must refuse is cast to the body type: it is what the type forbids.
 */
type NewMessage = BodyOf<TestApp["typed"]["contact-messages"]["$post"]>;
type MessageQuery = QueryOf<TestApp["typed"]["contact-messages"]["$get"]>;
type MessageChange = BodyOf<TestApp["typed"]["contact-messages"][":id"]["$put"]>;
const listMessages = async (query: MessageQuery = {}, bearer?: string | null, lang?: Lang) => replyOf(await t.typedIn(lang)["contact-messages"].$get({ query }, as(bearer)));
const markMessage = async (id: unknown, body: MessageChange, bearer: string | null = token, lang?: Lang) =>
  replyOf(await t.typedIn(lang)["contact-messages"][":id"].$put({ param: { id: String(id) }, json: body }, as(bearer)));
const removeMessage = async (id: unknown, bearer: string | null = token) => replyOf(await t.typed["contact-messages"][":id"].$delete({ param: { id: String(id) } }, as(bearer)));

describe("POST /api/contact-messages (public)", () => {
  it("stores a message: 201, then the admin sees it unread", async () => {
    const res = await send(validMessage({ name: "Rana", message: "Hello from the site" }));
    const data = expectSuccess(res, 201);
    expect(res.json.message).toMatch(/[\u0600-\u06FF]/);
    const stored = (await inbox()).find((m) => m.id === data.id)!;
    expect(stored).toMatchObject({
      name: "Rana",
      email: "sami@example.com",
      phone: "+963 944 000 111",
      subject: "event-coverage",
      message: "Hello from the site",
      is_read: false,
    });
    expectRecentIso(stored.created_at);
  });

  it("needs only name, email and message", async () => {
    const data = expectSuccess(await send({ name: "Min", email: "min@example.com", message: "Short" }), 201);
    const stored = (await inbox()).find((m) => m.id === data.id)!;
    expect(stored.subject).toBeNull();
    expect(stored.phone || null).toBeNull();
  });

  it.each(SUBJECTS)("accepts the subject %s", async (subject) => {
    const data = expectSuccess(await send(validMessage({ subject })), 201);
    expect((await inbox()).find((m) => m.id === data.id)!.subject).toBe(subject);
  });

  it.each([
    ["a missing name", { name: undefined }, "name"],
    ["a blank name", { name: "   " }, "name"],
    ["a missing email", { email: undefined }, "email"],
    ["an invalid email", { email: "sami(at)example.com" }, "email"],
    ["a missing message", { message: undefined }, "message"],
    ["a blank message", { message: "" }, "message"],
    ["a phone with letters", { phone: "call me maybe" }, "phone"],
    ["a phone that is too short", { phone: "12345" }, "phone"],
    ["an unknown subject", { subject: "cooking" }, "subject"],
    ["a subject label instead of its key", { subject: "Event coverage" }, "subject"],
    ["a number as the name", { name: 7 }, "name"],
    ["a very long message", { message: "x".repeat(5001) }, "message"],
  ])("refuses %s with 400 and stores nothing", async (_name, over, field) => {
    const before = (await inbox()).length;
    expectFailure(await send(validMessage(over)), 400, field);
    expect((await inbox()).length).toBe(before);
  });

  it("speaks English with ?lang=en", async () => {
    const res = await send(validMessage({ email: "bad" }), nextIp(), "en");
    expectFailure(res, 400, "email");
    expect(res.json.errors.email).toBe("Invalid email address");
  });

  it("answers malformed JSON with 400, never 500", async () => {
    // Not JSON, which no typed call can send: a raw request to the route's address.
    expectFailure(await rawRequest(t.app, "POST", t.typed["contact-messages"].$url(), '{"name": "x", ', null, { "x-test-ip": nextIp() }), 400);
  });

  it("refuses an oversized JSON body with 413 or 400, never 500", async () => {
    const res = await send(validMessage({ message: "m".repeat(3 * 1024 * 1024) }));
    expect([400, 413]).toContain(res.status);
    expect(res.json.success).toBe(false);
  });

  it("answers a filled honeypot with 201 but stores nothing", async () => {
    const before = await inbox();
    const res = await send(validMessage({ website: "https://spam.example.com", name: "Bot" }));
    expect(res.status).toBe(201);
    expect(res.json.success).toBe(true);
    const after = await inbox();
    expect(after.length).toBe(before.length);
    expect(after.map((m) => m.name)).not.toContain("Bot");
  });

  it("rate-limits one IP with 429 and Retry-After; other IPs can still send", async () => {
    const ip = "203.0.113.200";
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 12; i++) {
      last = await send(validMessage({ name: `Flood ${i}` }), ip);
      statuses.push(last.status);
    }
    expect(statuses[0]).toBe(201);
    expect(statuses).toContain(429);
    // Once limited, it stays limited.
    expect(statuses.slice(statuses.indexOf(429)).every((s) => s === 429)).toBe(true);
    expectFailure(last!, 429);
    expect(Number(last!.headers.get("retry-after"))).toBeGreaterThan(0);
    const stored = (await inbox()).filter((m) => m.name.startsWith("Flood"));
    expect(stored.length).toBe(statuses.filter((s) => s === 201).length);
    expectSuccess(await send(validMessage(), "203.0.113.201"), 201);
  });
});

describe("admin inbox", () => {
  it("marks a message read and unread (PUT is_read)", async () => {
    const { id } = expectSuccess(await send(validMessage()), 201);
    expect(expectSuccess(await markMessage(id, { is_read: true }))).toMatchObject({ id, is_read: true });
    expect((await inbox()).find((m) => m.id === id)!.is_read).toBe(true);
    expect(expectSuccess(await markMessage(id, { is_read: false })).is_read).toBe(false);
    expectFailure(await markMessage(id, { is_read: "later" }), 400, "is_read");
    // The body type requires is_read: cast to it.
    expectFailure(await markMessage(id, {} as MessageChange), 400, "is_read");
  });

  it("deletes a message: then 404", async () => {
    const { id } = expectSuccess(await send(validMessage()), 201);
    expect(expectSuccess(await removeMessage(id))).toMatchObject({ id });
    expect((await inbox()).map((m) => m.id)).not.toContain(id);
    expectFailure(await removeMessage(id), 404);
    expectFailure(await markMessage(id, { is_read: true }), 404);
  });

  it.each(["99999", "abc", "0"])("answers 404 for the unknown id %s", async (id) => {
    expectFailure(await markMessage(id, { is_read: true }), 404);
    expectFailure(await removeMessage(id), 404);
  });

  it("is closed to anonymous callers and forged tokens (401)", async () => {
    const { id } = expectSuccess(await send(validMessage()), 201);
    // null is no token at all (an undefined bearer would be the admin's, the writes' default).
    for (const bearer of [null, ...forgedTokens()]) {
      expectFailure(await listMessages({}, bearer), 401);
      expectFailure(await markMessage(id, { is_read: true }, bearer), 401);
      expectFailure(await removeMessage(id, bearer), 401);
    }
    expect((await inbox()).find((m) => m.id === id)!.is_read).toBe(false);
  });
});
