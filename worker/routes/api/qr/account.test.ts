import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { qrBusinesses, qrIssuedIds, qrNotifications, qrPasswordResets, qrScans, qrUsers, sessions, uploads } from "../../../../db/schema";
import { contentVersionOf } from "../../../services/content-version";
import { expectFailure, expectNoSecrets, expectSuccess, replyOf, type Reply } from "../../../testing/fixtures";
import { addressesIn, as, createQrTestApp, PNG_1X1, type QrTestKit, type TestOwner } from "./qr-test-kit";

/**
 * The owner's own account under `/api/qr/auth` (an owner session): the password
 * (`POST /password`), the contact details (`PATCH /me`) and deleting it all (`DELETE /me`).
 * Each checks the owner's current password first; a wrong one changes nothing.
 */

let kit: QrTestKit;
let admin: string;
beforeAll(async () => {
  kit = await createQrTestApp();
  admin = await kit.admin();
});

const NEW_PASSWORD = "Orchard-Lamp-8842!";
const fromIp = addressesIn("198.18.0");

/** Each call from its own address (so no throttle is shared), answered in English. */
const english = () => ({ ...fromIp(), "accept-language": "en" });
type ContactBody = Parameters<QrTestKit["qr"]["auth"]["updateMe"]>[0];
const changePassword = (owner: TestOwner, current_password: string, new_password = NEW_PASSWORD, token = owner.token) =>
  kit.qr.auth.password({ current_password, new_password }, token, english());
const changeContact = (token: string, body: ContactBody) => kit.qr.auth.updateMe(body, token, english());
const deleteAccount = (token: string, password: string) => kit.qr.auth.deleteMe({ password }, token, english());
const login = async (username: string, password: string) => {
  const res = await kit.typed.qr.auth.login.$post({ json: { username, password } }, { headers: fromIp() });
  const json = await res.json();
  return json.success ? json.data.token : null;
};
const ownerRow = async (id: number) => (await kit.db.select().from(qrUsers).where(eq(qrUsers.id, id)))[0];

describe("POST /api/qr/auth/password", () => {
  it("checks the current password, sets the new one and ends the owner's other sessions, keeping this one", async () => {
    const owner = await kit.owner("pw");
    const otherPhone = await login(owner.username, owner.password);
    expect((await kit.qr.auth.me(otherPhone!)).status).toBe(200);

    const wrong = await changePassword(owner, "not-my-password");
    expectFailure(wrong, 400, "current_password");
    expect(wrong.json.errors.current_password).toBe("The password is wrong");
    expect(await login(owner.username, owner.password)).not.toBeNull();

    const res = await changePassword(owner, owner.password);
    expectSuccess(res);
    expect(res.json.message).toBe("Password changed; your sessions on other devices were ended");
    expect((await kit.qr.auth.me(owner.token)).status).toBe(200);
    expect((await kit.qr.auth.me(otherPhone!)).status).toBe(401);
    expect(await login(owner.username, owner.password)).toBeNull();
    expect(await login(owner.username, NEW_PASSWORD)).not.toBeNull();
    const [entry] = await kit.auditOf("change_password", owner.id);
    expect(entry).toMatchObject({ entity: "qr_user", actor_kind: "owner", actor_id: owner.id });
  });

  it("holds the new password to the sign-up's policy, the username rule included", async () => {
    const owner = await kit.owner("pwpolicy");
    const cases: [string, string][] = [
      ["short", "The password must be 8 to 128 characters"],
      ["iloveyou2024", "This password is too common, choose a harder one"],
      [`Garden-${owner.username.replace(/\d/g, "").toUpperCase()}`, "The password contains your username, or its letters without the digits; choose something unrelated to it"],
    ];
    for (const [password, message] of cases) {
      const res = await changePassword(owner, owner.password, password);
      expectFailure(res, 400, "new_password");
      expect(res.json.errors.new_password, password).toBe(message);
    }
    expect(await login(owner.username, owner.password)).not.toBeNull();
  });

  it("allows 5 wrong guesses of the current password per 15 minutes, then 429", async () => {
    const owner = await kit.owner("pwlimit");
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await changePassword(owner, `wrong-${i}`)).status);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    expect((await changePassword(owner, owner.password)).status).toBe(429);
  });
});

describe("PATCH /api/qr/auth/me", () => {
  it("changes the e-mail and phone after the password, and answers the owner without secrets", async () => {
    const owner = await kit.owner("contact");
    const wrong = await changeContact(owner.token, { email: "new@example.com", current_password: "nope-nope" });
    expectFailure(wrong, 400, "current_password");
    expect((await ownerRow(owner.id)).email).toBe(`${owner.username}@example.com`);

    const email = `  New.Address+${owner.id}@Example.COM `;
    const res = await changeContact(owner.token, { email, phone: "0944 111 222", current_password: owner.password });
    const data = expectSuccess(res);
    expectNoSecrets(res);
    expect(res.json.message).toBe("Contact details saved");
    expect(data).toMatchObject({ id: owner.id, email: email.trim(), phone: "0944 111 222" });
    const row = await ownerRow(owner.id);
    expect(row.email_key).toBe(`new.address+${owner.id}@example.com`);
    // The admin's search finds the new address (its key is kept by the database).
    const found = await kit.qr.users.list(admin, { search: `new.address+${owner.id}` });
    expect(found.json.data.map((u: { id: number }) => u.id)).toEqual([owner.id]);
    // One field alone leaves the other as it was.
    const phoneOnly = expectSuccess(await changeContact(owner.token, { phone: "+963 933 000 111", current_password: owner.password }));
    expect(phoneOnly).toMatchObject({ email: email.trim(), phone: "+963 933 000 111" });
  });

  it("refuses another owner's e-mail in any letter case (409 on email), but takes the owner's own in another case", async () => {
    const first = await kit.owner("taken");
    const second = await kit.owner("taker");
    const res = await changeContact(second.token, { email: `${first.username.toUpperCase()}@EXAMPLE.com`, current_password: second.password });
    expectFailure(res, 409, "email");
    expect(res.json.errors.email).toBe("This e-mail address is already registered to another account");
    expect((await ownerRow(second.id)).email).toBe(`${second.username}@example.com`);
    expectSuccess(await changeContact(second.token, { email: `${second.username.toUpperCase()}@example.com`, current_password: second.password }));
  });

  it("validates the fields with per-field messages", async () => {
    const owner = await kit.owner("contactbad");
    expectFailure(await changeContact(owner.token, { email: "samer@gmail", current_password: owner.password }), 400, "email");
    expectFailure(await changeContact(owner.token, { phone: "12ab", current_password: owner.password }), 400, "phone");
    // No current password, which the body's type requires: cast, as the API must refuse it.
    expectFailure(await changeContact(owner.token, { email: "ok@example.com" } as ContactBody), 400, "current_password");
  });
});

describe("DELETE /api/qr/auth/me", () => {
  it("needs the right password; a wrong one deletes nothing", async () => {
    const owner = await kit.owner("keep");
    const listing = await kit.listing(owner);
    const res = await deleteAccount(owner.token, "not-it-at-all");
    expectFailure(res, 400, "password");
    expect(res.json.errors.password).toBe("The password is wrong");
    expect(await ownerRow(owner.id)).toBeDefined();
    expect(await kit.db.select().from(qrBusinesses).where(eq(qrBusinesses.id, listing.id))).toHaveLength(1);
  });

  it("deletes the account, its listings, their files, scans, notifications, links and sessions; the printed codes' ids stay taken", async () => {
    const owner = await kit.owner("gone");
    const bystander = await kit.owner("bystander");
    const logo = (await kit.upload(owner.token, PNG_1X1, "type=logo&businessId=temp_1")).json.data.url as string;
    const stray = (await kit.upload(owner.token, PNG_1X1, "type=gallery&businessId=temp_2")).json.data.url as string;
    const approved = await kit.approvedListing(owner, { logo_url: logo });
    const pending = await kit.listing(owner);
    const theirs = await kit.approvedListing(bystander);
    await kit.db.insert(qrScans).values({ business_id: approved.id, day: "2026-01-01", count: 3, opens: 1 });
    await kit.db.insert(qrNotifications).values({ owner_id: owner.id, kind: "listing_approved", business_id: approved.id, created_at: new Date().toISOString() });
    expectSuccess(await kit.qr.users.resetLink(owner.id, {}, admin));
    const keys = (url: string) => kit.blobs.keys().filter((k) => k.startsWith(url.slice("/media/".length).split(".")[0]));
    expect(keys(logo).length).toBeGreaterThan(0);
    expect((await kit.app.request(`/qr/${approved.unique_id}`)).status).toBe(200);
    const version = await contentVersionOf(kit.deps).current();

    const res = await deleteAccount(owner.token, owner.password);
    expectSuccess(res);
    expect(res.json.message).toBe("Your account and everything in it were deleted");

    expect(await ownerRow(owner.id)).toBeUndefined();
    expect(await kit.db.select().from(qrBusinesses).where(eq(qrBusinesses.owner_id, owner.id))).toEqual([]);
    expect(await kit.db.select().from(qrScans).where(eq(qrScans.business_id, approved.id))).toEqual([]);
    expect(await kit.db.select().from(qrNotifications).where(eq(qrNotifications.owner_id, owner.id))).toEqual([]);
    expect(await kit.db.select().from(qrPasswordResets).where(eq(qrPasswordResets.owner_id, owner.id))).toEqual([]);
    expect(await kit.db.select().from(sessions).where(and(eq(sessions.kind, "owner"), eq(sessions.user_id, owner.id)))).toEqual([]);
    expect(await kit.db.select().from(uploads).where(and(eq(uploads.owner_kind, "owner"), eq(uploads.owner_id, owner.id)))).toEqual([]);
    expect(keys(logo)).toEqual([]);
    expect(keys(stray)).toEqual([]);
    expect((await kit.qr.auth.me(owner.token)).status).toBe(401);
    expect(await login(owner.username, owner.password)).toBeNull();
    // Its id is never issued again.
    expect(await kit.db.select().from(qrIssuedIds).where(eq(qrIssuedIds.unique_id, approved.unique_id))).toHaveLength(1);
    const page = await kit.app.request(`/qr/${approved.unique_id}`);
    // The printed code answers "no longer available" (410), never a stranger's listing.
    expect(page.status).toBe(410);
    expect(await kit.db.select().from(qrBusinesses).where(eq(qrBusinesses.id, pending.id))).toEqual([]);
    // Public pages that showed the listing are refreshed.
    expect(await contentVersionOf(kit.deps).current()).toBeGreaterThan(version);
    // Another owner's listing is untouched.
    expect(await kit.db.select().from(qrBusinesses).where(eq(qrBusinesses.id, theirs.id))).toHaveLength(1);

    // The admin sees it in the activity log, by the owner's name.
    const log = await replyOf(await kit.typed.activity.$get({ query: { action: "delete_account" } }, as(admin)));
    expect(log.json.data).toEqual(expect.arrayContaining([expect.objectContaining({ action: "delete_account", entity: "qr_user", entity_id: String(owner.id), actor_kind: "owner" })]));
  });

  it("lets a suspended owner change and delete their own account", async () => {
    const owner = await kit.owner("suspended");
    await kit.db.update(qrUsers).set({ is_approved: true, suspended_at: new Date().toISOString(), suspension_reason: "test" }).where(eq(qrUsers.id, owner.id));
    expectSuccess(await changeContact(owner.token, { phone: "+963 933 222 333", current_password: owner.password }));
    expectSuccess(await changePassword(owner, owner.password));
    expectSuccess(await deleteAccount(owner.token, NEW_PASSWORD));
    expect(await ownerRow(owner.id)).toBeUndefined();
  });
});

describe("who may call them", () => {
  it("only an owner's session, for that owner's own account; an admin token is refused", async () => {
    const owner = await kit.owner("who");
    const other = await kit.owner("whoelse");
    const calls: [string, (token?: string) => Promise<Reply>][] = [
      ["POST /qr/auth/password", (token) => kit.qr.auth.password({ current_password: "x", new_password: NEW_PASSWORD }, token, fromIp())],
      ["PATCH /qr/auth/me", (token) => kit.qr.auth.updateMe({ phone: "+963 933 444 555", current_password: "x" }, token, fromIp())],
      ["DELETE /qr/auth/me", (token) => kit.qr.auth.deleteMe({ password: "x" }, token, fromIp())],
    ];
    for (const [route, call] of calls) {
      expect((await call()).status, `${route} anonymous`).toBe(401);
      expect((await call(admin)).status, `${route} admin`).toBe(403);
    }
    // There is no id to name: a session acts on its own owner alone, whoever else exists.
    const otherListing = await kit.listing(other);
    expectSuccess(await changeContact(owner.token, { phone: "+963 933 666 777", current_password: owner.password }));
    expect((await ownerRow(other.id)).phone).toBe("+963 944 555 666");
    expectSuccess(await deleteAccount(owner.token, owner.password));
    expect(await ownerRow(owner.id)).toBeUndefined();
    expect(await ownerRow(other.id)).toBeDefined();
    expect((await kit.qr.auth.me(other.token)).status).toBe(200);
    expect(await kit.db.select().from(qrBusinesses).where(eq(qrBusinesses.id, otherListing.id))).toHaveLength(1);
    // An owner's token cannot make reset links.
    expect((await kit.qr.users.resetLink(other.id, {}, other.token)).status).toBe(403);
  });
});
