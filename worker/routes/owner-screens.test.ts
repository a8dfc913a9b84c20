/**
 * The owner's screens rendered for the owner: sign-in also sets an HttpOnly session cookie, and a
 * screen requested with it arrives with the owner's own content in its HTML (their listings, the
 * form's values), never anyone else's, never from a shared cache, and never with the token in it.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { createQrTestApp, type TestOwner } from "./api/qr/qr-test-kit";

let kit: Awaited<ReturnType<typeof createQrTestApp>>;
let owner: TestOwner;
let other: TestOwner;
let listing: { id: number; business_name: string };
let othersListing: { id: number; business_name: string };

const cookieOf = (token: string) => ({ cookie: `qr_session=${token}` });
const page = (path: string, headers: Record<string, string> = {}) => kit.app.request(path, { headers });

beforeAll(async () => {
  kit = await createQrTestApp();
  [owner, other] = [await kit.owner("screens"), await kit.owner("others")];
  const item = (id: string, name_ar: string, price: number, sold_out = false) => ({ id, name_ar, name_en: "", description_ar: "", description_en: "", price, image_url: null, sold_out, sold_out_since: null, hidden: false, variants: [], tags: [] });
  const menu = { currency: "SYP", sold_out_resets: false, sections: [{ id: "s1", name_ar: "مشروبات ساخنة", name_en: "Hot drinks", items: [item("i1", "قهوة تركية", 250000), item("i2", "شاي بالنعناع", 150000, true)] }] };
  listing = await kit.approvedListing(owner, { business_name: "مقهى الياسمين", description: "قهوة وحلويات", menu });
  await kit.listing(owner, { business_name: "مطعم الشام" });
  othersListing = await kit.approvedListing(other, { business_name: "مخبز الجيران" });
});

describe("the session cookie", () => {
  it("is set by a login: HttpOnly, SameSite=Lax, for the QR area only, as long as the session lives", async () => {
    const res = await kit.app.request("/api/qr/auth/login", {
      method: "POST",
      headers: { "content-type": "application/json", "x-test-ip": "198.51.100.201" },
      body: JSON.stringify({ username: owner.username, password: owner.password }),
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: { token: string } };
    const cookie = res.headers.get("set-cookie") ?? "";
    expect(cookie).toContain(`qr_session=${body.data.token}`);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\/qr(;|$)/);
    expect(cookie).toMatch(/Max-Age=2592000/);
    // Served over plain HTTP here: a Secure cookie would never come back.
    expect(cookie).not.toMatch(/Secure/i);
    // The bearer token still comes in the body, for the API and its clients.
    expect(body.data.token).toMatch(/^[\w-]{20,}$/);
  });

  it("is set by a sign-up too, and cleared by a logout", async () => {
    const res = await kit.app.request("/api/qr/auth/register", {
      method: "POST",
      headers: { "content-type": "application/json", "x-test-ip": "198.51.100.202" },
      body: JSON.stringify({ username: "cookie_signup", email: "cookie_signup@example.com", phone: "+963 944 555 777", password: "a-long-enough-password" }),
    });
    expect(res.status).toBe(201);
    const token = ((await res.json()) as { data: { token: string } }).data.token;
    expect(res.headers.get("set-cookie")).toContain(`qr_session=${token}`);
    const out = await kit.app.request("/api/qr/auth/logout", { method: "POST", headers: { authorization: `Bearer ${token}` } });
    expect(out.status).toBe(200);
    expect(out.headers.get("set-cookie")).toMatch(/qr_session=;.*Max-Age=0/);
  });

  it("is Secure where the site is served over HTTPS", async () => {
    const secure = await createQrTestApp({ config: { publicOrigin: "https://agency.example" } });
    const someone = await secure.owner("https");
    const res = await secure.app.request("/api/qr/auth/login", {
      method: "POST",
      headers: { "content-type": "application/json", "x-test-ip": "198.51.100.203" },
      body: JSON.stringify({ username: someone.username, password: someone.password }),
    });
    expect(res.headers.get("set-cookie")).toMatch(/Secure/);
  });

  it("does not authenticate the API: a write with only the cookie is refused", async () => {
    const res = await kit.app.request(`/api/qr/businesses/${listing.id}`, { method: "DELETE", headers: cookieOf(owner.token) });
    expect(res.status).toBe(401);
  });
});

describe("a screen rendered for its owner", () => {
  it("the dashboard arrives with the owner's listings, counters and no loading note", async () => {
    const res = await page("/qr/dashboard", cookieOf(owner.token));
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("مقهى الياسمين");
    expect(html).toContain("مطعم الشام");
    expect(html.match(/data-testid="business-card"/g)).toHaveLength(2);
    expect(html).toMatch(/data-testid="counter-total"[^>]*>٢</);
    expect(html).not.toContain('data-testid="dashboard-loading"');
    // Theirs alone: never another owner's listing, never stored, never the token.
    expect(html).not.toContain("مخبز الجيران");
    expect(html).not.toContain(owner.token);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
  });

  it("each owner gets their own dashboard, whoever asked first", async () => {
    await page("/qr/dashboard", cookieOf(owner.token));
    const html = await (await page("/qr/dashboard", cookieOf(other.token))).text();
    expect(html).toContain("مخبز الجيران");
    expect(html).not.toContain("مقهى الياسمين");
  });

  it("without the cookie, or with one that no longer works, the screen is the loading shell the island fills (and a dead cookie is cleared)", async () => {
    const plain = await (await page("/qr/dashboard")).text();
    expect(plain).toContain('data-testid="dashboard-loading"');
    expect(plain).not.toContain("مقهى الياسمين");
    const stale = await page("/qr/dashboard", cookieOf("x".repeat(43)));
    expect(await stale.text()).toContain('data-testid="dashboard-loading"');
    expect(stale.headers.get("set-cookie")).toMatch(/qr_session=;.*Max-Age=0/);
  });

  it("the listing form arrives with the listing's values; another owner's listing stays out", async () => {
    const html = await (await page(`/qr/business/${listing.id}/edit`, cookieOf(owner.token))).text();
    expect(html).toMatch(/name="business_name"[^>]*value="مقهى الياسمين"|value="مقهى الياسمين"[^>]*name="business_name"/);
    const foreign = await (await page(`/qr/business/${othersListing.id}/edit`, cookieOf(owner.token))).text();
    expect(foreign).not.toContain("مخبز الجيران");
  });

  it("the account, hours and design screens arrive filled in, the loading notes gone", async () => {
    const account = await (await page("/qr/account", cookieOf(owner.token))).text();
    expect(account).toMatch(new RegExp(`value="${owner.username}@example.com"`));
    expect(account).not.toContain('data-testid="account-loading"');
    const hours = await (await page(`/qr/business/${listing.id}/hours`, cookieOf(owner.token))).text();
    expect(hours).toContain('data-testid="hours-start"');
    expect(hours).toContain("مقهى الياسمين");
    const design = await (await page(`/qr/business/${listing.id}/design`, cookieOf(owner.token))).text();
    expect(design).toContain('data-testid="qr-design-save"');
    expect(design).not.toContain('data-testid="qr-design-loading"');
    // The code's own picture as data stays out of a listing's screens (it is the dashboard's).
    expect(design).not.toContain("qr_code_data");
  });

  it("the menu editor arrives with the menu as rows: names, prices, sold out", async () => {
    const html = await (await page(`/qr/business/${listing.id}/menu`, cookieOf(owner.token))).text();
    expect(html).toContain('data-testid="menu-preview"');
    expect(html).not.toContain('data-testid="menu-loading"');
    for (const text of ["مشروبات ساخنة", "قهوة تركية", "شاي بالنعناع", "نفد"]) expect(html).toContain(text);
    // 250000 piastres: ٢٬٥٠٠ new pounds, in the page's digits.
    expect(html).toMatch(/٢٬٥٠٠/);
  });
});
