import { and, eq } from "drizzle-orm";
import { parseHTML } from "linkedom";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { qrPasswordResets, qrUsers, sessions } from "../../../../db/schema";
import { expectFailure, expectNoSecrets, expectSuccess } from "../../../testing/fixtures";
import { verifyPassword } from "../../../lib/password";
import { hashToken } from "../../../services/sessions";
import { addressesIn, createQrTestApp, type QrTestKit, type TestOwner } from "./qr-test-kit";

/**
 * The way back in for an owner who lost their password: an admin makes a one-time link
 * (`POST /api/qr/admin/users/{id}/reset-link`), the owner opens it and chooses a new password
 * (`POST /api/qr/auth/reset`), and is signed in with every older session ended.
 */

let kit: QrTestKit;
let admin: string;
beforeAll(async () => {
  kit = await createQrTestApp();
  admin = await kit.admin();
});
afterEach(() => {
  delete kit.deps.now;
});

const HOUR = 3_600_000;
const NEW_PASSWORD = "Orchard-Lamp-8842!";
const fromIp = addressesIn("203.0.113");

type LinkBody = Parameters<QrTestKit["qr"]["users"]["resetLink"]>[1];
/** The admin's reset link for an owner, answered in English; without a body none is sent. */
const makeLink = (ownerId: number, body?: LinkBody, token = admin) => kit.qr.users.resetLink(ownerId, body, token, { "accept-language": "en" });
const tokenOf = (url: string) => new URL(url).pathname.split("/").pop()!;
const reset = (token: string, password = NEW_PASSWORD, lang = "en") => kit.qr.auth.reset({ token, password }, undefined, { ...fromIp(), "accept-language": lang });
const login = async (username: string, password: string) =>
  (await kit.typed.qr.auth.login.$post({ json: { username, password } }, { headers: fromIp() })).status;
/** The owner's link, made by the admin: its token. */
async function linkFor(owner: TestOwner, body?: LinkBody) {
  const data = expectSuccess(await makeLink(owner.id, body));
  return tokenOf(data.url);
}
const LINK_INVALID = "This link is unknown, already used or expired. Ask the agency for a new one.";

describe("an admin makes a reset link", () => {
  it("answers the link, when it stops working and a WhatsApp chat with the message ready, in Arabic by default; only the token's hash is stored", async () => {
    const owner = await kit.owner("link");
    const at = Date.parse("2026-03-01T10:00:00.000Z");
    kit.deps.now = () => at;
    const res = await makeLink(owner.id);
    const data = expectSuccess(res);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(Object.keys(data).sort()).toEqual(["expires_at", "url", "whatsapp_url"]);
    expect(data.url).toMatch(/^http:\/\/localhost\/qr\/reset\/[\w-]{43}$/);
    expect(data.expires_at).toBe("2026-03-02T10:00:00.000Z");
    const token = tokenOf(data.url);
    // 256 bits: 32 bytes of base64url.
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
    // wa.me wants the number in international digits; the message is the link's, in Arabic.
    const wa = new URL(data.whatsapp_url);
    expect(`${wa.origin}${wa.pathname}`).toBe("https://wa.me/963944555666");
    expect(wa.searchParams.get("text")).toBe(
      `مرحباً \u2068${owner.username}\u2069،\nهذا رابط لاختيار كلمة مرور جديدة لحسابك في منطقة رمز QR:\n${data.url}\nالرابط صالح لمدة ٢٤ ساعة، ويعمل مرة واحدة فقط.`,
    );
    const rows = await kit.db.select().from(qrPasswordResets).where(eq(qrPasswordResets.owner_id, owner.id));
    expect(rows).toEqual([
      { token_hash: await hashToken(token), owner_id: owner.id, origin: "admin", created_at: "2026-03-01T10:00:00.000Z", expires_at: "2026-03-02T10:00:00.000Z", used_at: null },
    ]);
    expect(JSON.stringify(rows)).not.toContain(token);
    const [entry] = await kit.auditOf("reset_password", owner.id);
    expect(entry).toMatchObject({ entity: "qr_user", actor_kind: "admin", details: owner.username });
  });

  it("writes the message in English when asked", async () => {
    const owner = await kit.owner("linken");
    const data = expectSuccess(await makeLink(owner.id, { lang: "en" }));
    expect(new URL(data.whatsapp_url).searchParams.get("text")).toBe(
      `Hello ${owner.username},\nHere is a link to choose a new password for your QR Code area account:\n${data.url}\nThe link is valid for 24 hours and works only once.`,
    );
  });

  it("builds the link on PUBLIC_ORIGIN when it is set", async () => {
    const other = await createQrTestApp({ config: { publicOrigin: "https://agency.example" } });
    const owner = await other.owner("origin");
    const data = expectSuccess(await other.qr.users.resetLink(owner.id, {}, await other.admin(), { host: "evil.example" }));
    expect(data.url).toMatch(/^https:\/\/agency\.example\/qr\/reset\/[\w-]{43}$/);
  });

  it("has no WhatsApp chat when the owner's phone cannot be one", async () => {
    const owner = await kit.owner("nophone");
    await kit.db.update(qrUsers).set({ phone: "1234" }).where(eq(qrUsers.id, owner.id));
    expect(expectSuccess(await makeLink(owner.id)).whatsapp_url).toBeNull();
  });

  it("is for admins only, for owners that exist and are not rejected, with a known language", async () => {
    const owner = await kit.owner("guard");
    expectFailure(await makeLink(owner.id, {}, owner.token), 403);
    expect((await kit.qr.users.resetLink(owner.id, {})).status).toBe(401);
    expectFailure(await makeLink(999_999), 404);
    // A language the API does not speak: cast, as the API must refuse it.
    expectFailure(await makeLink(owner.id, { lang: "fr" as "en" }), 400, "lang");
    const rejected = await kit.owner("rejected");
    expectSuccess(await kit.qr.users.reject(rejected.id, { admin_notes: "" }, admin));
    const refused = await makeLink(rejected.id);
    expectFailure(refused, 409);
    expect(refused.json.message).toBe("A rejected account cannot get a link: its owner may not sign in");
    expect(await kit.db.select().from(qrPasswordResets).where(eq(qrPasswordResets.owner_id, rejected.id))).toEqual([]);
  });

  it("retires the owner's older unused links: only the newest works", async () => {
    const owner = await kit.owner("retire");
    const first = await linkFor(owner);
    const second = await linkFor(owner);
    const stale = await reset(first);
    expectFailure(stale, 400, "token");
    expect(stale.json.message).toBe(LINK_INVALID);
    expectSuccess(await reset(second));
  });
});

describe("the owner uses the link", () => {
  it("sets the password, ends every session, signs the owner in and works once", async () => {
    const owner = await kit.owner("use");
    const token = await linkFor(owner);
    const res = await reset(token);
    const data = expectSuccess(res);
    expectNoSecrets({ ...res, json: { ...res.json, message: "" } });
    expect(res.json.message).toBe("Your new password is saved and you are signed in");
    // The login's answer: a session and the owner.
    expect(data.user).toMatchObject({ id: owner.id, username: owner.username, status: "pending" });
    expect((await kit.qr.auth.me(data.token)).status).toBe(200);
    // The session from before (the old password's) is over; the old password too.
    expect((await kit.qr.auth.me(owner.token)).status).toBe(401);
    const open = await kit.db.select().from(sessions).where(and(eq(sessions.kind, "owner"), eq(sessions.user_id, owner.id)));
    expect(open).toHaveLength(1);
    expect(await login(owner.username, owner.password)).toBe(401);
    expect(await login(owner.username, NEW_PASSWORD)).toBe(200);
    const [row] = await kit.db.select().from(qrPasswordResets).where(eq(qrPasswordResets.token_hash, await hashToken(token)));
    expect(row.used_at).not.toBeNull();

    // Used: the same link again changes nothing.
    const again = await reset(token, "Another-Garden-5531!");
    expectFailure(again, 400, "token");
    expect(again.json.message).toBe(LINK_INVALID);
    expect(await login(owner.username, NEW_PASSWORD)).toBe(200);
  });

  it("works for 24 hours by the app's clock, not a moment more", async () => {
    const owner = await kit.owner("expiry");
    const made = Date.now();
    kit.deps.now = () => made;
    const token = await linkFor(owner);
    // A second before the end the link still works (a weak password is refused for itself, the link kept).
    kit.deps.now = () => made + 24 * HOUR - 1000;
    const weak = await reset(token, "password");
    expectFailure(weak, 400, "password");
    expect(weak.json.errors.token).toBeUndefined();
    kit.deps.now = () => made + 24 * HOUR;
    const late = await reset(token);
    expectFailure(late, 400, "token");
    expect(late.json.message).toBe(LINK_INVALID);
    delete kit.deps.now;
    expect(await login(owner.username, owner.password)).toBe(200);
  });

  it("holds the new password to the sign-up's policy, with the owner's own details as known words; the link survives a refusal", async () => {
    const owner = await kit.owner("policy");
    const token = await linkFor(owner);
    for (const [password, message] of [
      ["short", "The password must be 8 to 128 characters"],
      ["iloveyou2024", "This password is too common, choose a harder one"],
      [`${owner.username.replace(/\d/g, "")}-Garden`, "The password contains your username, or its letters without the digits; choose something unrelated to it"],
      [`${owner.username}@example.com`, "The password contains your username, or its letters without the digits; choose something unrelated to it"],
    ] as const) {
      const res = await reset(token, password);
      expectFailure(res, 400, "password");
      expect(res.json.errors.password, password).toBe(message);
    }
    expect(await login(owner.username, owner.password)).toBe(200);
    expectSuccess(await reset(token));
  });

  it("answers an unknown or malformed token with the link's message, in Arabic too", async () => {
    for (const token of ["x".repeat(43), "short", "", "../../etc", "ا".repeat(43)]) {
      const res = await reset(token);
      expectFailure(res, 400, "token");
      expect(res.json.message).toBe(LINK_INVALID);
    }
    const ar = await reset("y".repeat(43), NEW_PASSWORD, "ar");
    expect(ar.json.message).toBe("هذا الرابط غير معروف أو استُخدم من قبل أو انتهت صلاحيته. اطلب رابطاً جديداً من الوكالة.");
    // No token, which the body's type requires: cast, as the API must refuse it.
    expectFailure(await kit.qr.auth.reset({ password: NEW_PASSWORD } as { token: string; password: string }, undefined, fromIp()), 400, "token");
  });

  it("lets a suspended owner back in (read-only as suspended), never a rejected one", async () => {
    const suspended = await kit.owner("susp");
    const token = await linkFor(suspended);
    await kit.db.update(qrUsers).set({ is_approved: true, suspended_at: new Date().toISOString(), suspension_reason: "test" }).where(eq(qrUsers.id, suspended.id));
    expect(expectSuccess(await reset(token)).user.status).toBe("suspended");

    const rejected = await kit.owner("rej");
    const stale = await linkFor(rejected);
    expectSuccess(await kit.qr.users.reject(rejected.id, { admin_notes: "" }, admin));
    const res = await reset(stale);
    expectFailure(res, 400, "token");
    expect(res.json.message).toBe(LINK_INVALID);
    // Nothing changed: the old password is still the one stored.
    const [row] = await kit.db.select({ hash: qrUsers.password_hash }).from(qrUsers).where(eq(qrUsers.id, rejected.id));
    expect(await verifyPassword(row.hash, rejected.password)).toBe(true);
  });

  it("ignores a stale session token sent along", async () => {
    const owner = await kit.owner("stale");
    const token = await linkFor(owner);
    const res = await kit.qr.auth.reset({ token, password: NEW_PASSWORD }, "not-a-session-token-at-all-1234", fromIp());
    expectSuccess(res);
  });

  it("limits attempts per address (429 with Retry-After)", async () => {
    const from = { "x-test-ip": "192.0.2.77" };
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await kit.qr.auth.reset({ token: "z".repeat(43), password: NEW_PASSWORD }, undefined, from)).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses[10]).toBe(429);
    const owner = await kit.owner("limited");
    const token = await linkFor(owner);
    const limited = await kit.qr.auth.reset({ token, password: NEW_PASSWORD }, undefined, from);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
    // Nothing was used up: from another address the link still works.
    expectSuccess(await reset(token));
  });
});

describe("the page a link opens, /qr/reset/<token>", () => {
  const open = async (path: string) => {
    const res = await kit.app.request(path);
    const { document } = parseHTML(await res.text());
    const island = document.querySelector("agency-island[data-island=qr-reset]");
    return { res, document, props: JSON.parse(island?.getAttribute("data-props") ?? "null") };
  };

  it("shows the owner's username and the choose-a-password form; never cached, no referrer, not indexed, no token in its canonical address", async () => {
    const owner = await kit.owner("page");
    const token = await linkFor(owner);
    const { res, document, props } = await open(`/qr/reset/${token}?lang=en`);
    expect(res.status).toBe(200);
    expect(res.headers.get("referrer-policy")).toBe("no-referrer");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(document.querySelector("meta[name=robots]")?.getAttribute("content")).toBe("noindex");
    // Not to be indexed, so it names no canonical address or alternates, and nothing in the head carries the token.
    expect(document.querySelector("link[rel=canonical]")).toBeNull();
    expect(document.head.innerHTML).not.toContain(token);
    expect(props).toMatchObject({ token, username: owner.username, lang: "en" });
    expect(document.querySelector("[data-testid=reset-account]")?.textContent).toContain(owner.username);
    // A submit before the scripts woke posts to the server, never into the address.
    expect(document.querySelector("form[data-testid=reset-form]")?.getAttribute("method")).toBe("post");
    expect(document.querySelector("h1")?.textContent).toBe("Choose a new password");
    // The token is a secret: the request log names the page without it.
    expect(JSON.stringify(kit.logs)).not.toContain(token);
    expect(kit.logs.some((line) => line.path === "/qr/reset/[token]")).toBe(true);
    // Opening the page uses nothing up.
    expectSuccess(await reset(token));
  });

  it("answers a form posted without scripts with the same page saying scripts are needed, using nothing up", async () => {
    const owner = await kit.owner("scriptless");
    const token = await linkFor(owner);
    const res = await kit.app.request(`/qr/reset/${token}?lang=en`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://localhost" },
      body: "new-password=Orchard-Lamp-8842%21&confirm-password=Orchard-Lamp-8842%21",
    });
    expect(res.status).toBe(400);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const island = parseHTML(await res.text()).document.querySelector("agency-island[data-island=qr-reset]");
    expect(JSON.parse(island!.getAttribute("data-props")!)).toMatchObject({ scriptless: true, username: owner.username });
    expect(await login(owner.username, owner.password)).toBe(200);
    expectSuccess(await reset(token));
  });

  it("says the link no longer works, and what to do, for an unknown, used or expired one", async () => {
    const owner = await kit.owner("pagegone");
    const token = await linkFor(owner);
    expectSuccess(await reset(token));
    for (const path of [`/qr/reset/${token}`, `/qr/reset/${"q".repeat(43)}`, "/qr/reset/short"]) {
      const { res, document, props } = await open(path);
      expect(res.status, path).toBe(200);
      expect(props.username, path).toBeNull();
      expect(document.querySelector("[data-testid=reset-invalid] h1")?.textContent, path).toBe("هذا الرابط لم يعد يعمل");
      expect(document.querySelector("form[data-testid=reset-form]"), path).toBeNull();
      expect(document.querySelector("[data-testid=reset-to-login]")?.getAttribute("href")).toBe("/qr/login");
    }
  });
});
