/**
 * What a visitor, an admin and the operator get when something underneath fails: a database
 * that refuses writes or cannot be reached (503 with Retry-After, words in the page's language,
 * nothing typed lost), a forged Host (400 before any route), an unexpected error (500 with a
 * reference that finds its log line), and the readiness check naming the failing part.
 */
import { closedPort } from "../testing/closed-port";
import { describe, expect, it } from "vitest";
import { connectHttp } from "../../db/connect-http";
import { createApp } from "../app";
import { createTestApp } from "../testing/test-app";
import { as, replyOf, type BodyOf, type Lang, type TestApp } from "../testing/fixtures";

const message = { name: "Samir Haddad", email: "samir@example.com", phone: "", subject: "", message: "I would like a quote for a shop sign, please.", website: "" };
const form = (values: Record<string, string>) => new URLSearchParams(values).toString();
const postForm = (app: ReturnType<typeof createApp>, lang: "ar" | "en") =>
  app.request(`/?lang=${lang}`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://localhost" }, body: form(message) });

/**
 * The calls go through the API's typed client, so a renamed route or field fails the typecheck.
 * Each takes the app and the caller's bearer (none when omitted or null). A body the API must
 * refuse is cast to the body type: it is what the type forbids.
 */
type Settings = BodyOf<TestApp["typed"]["site-settings"]["$put"]>;
type NewMessage = BodyOf<TestApp["typed"]["contact-messages"]["$post"]>;
const saveSettings = async (t: TestApp, body: Settings, bearer: string | null, lang?: Lang) => replyOf(await t.typedIn(lang)["site-settings"].$put({ json: body }, as(bearer)));
const readiness = async (t: TestApp, bearer?: string | null, lang?: Lang) => replyOf(await t.typedIn(lang).ready.$get(undefined, as(bearer)));
const sendMessage = async (t: TestApp, body: NewMessage, bearer?: string | null, lang?: Lang) => replyOf(await t.typedIn(lang)["contact-messages"].$post({ json: body }, as(bearer)));
const activeServices = async (t: TestApp, bearer?: string | null, lang?: Lang) => replyOf(await t.typedIn(lang)["services"].active.$get(undefined, as(bearer)));

describe("a database that refuses writes (read-only)", () => {
  it("answers writes 503 with Retry-After in the caller's language, keeps serving reads, and the readiness check names it", async () => {
    const t = await createTestApp();
    const token = await t.adminToken();
    await t.client.execute("PRAGMA query_only = 1");

    const sent = await sendMessage(t, { name: message.name, email: message.email, message: message.message }, undefined, "en");
    expect(sent.status).toBe(503);
    expect(sent.headers.get("retry-after")).toBe("300");
    expect(sent.json.message).toBe("Changes cannot be saved right now. Nothing was changed: please try again later");
    expect(sent.json.requestId).toBe(sent.headers.get("x-request-id"));
    const ar = await sendMessage(t, { name: message.name, email: message.email, message: message.message }, undefined, "ar");
    expect(ar.json.message).toBe("لا يمكن حفظ التغييرات الآن. لم يتغيّر شيء: يرجى المحاولة لاحقاً");

    // An admin's edit: the same answer, never a 500.
    // The plain key is not in the typed body (the route ignores it): cast to it; the answer is the same.
    const edit = await saveSettings(t, { site_name: "Renamed" } as Settings, token, "en");
    expect(edit.status).toBe(503);

    // Reading goes on: the pages and public reads.
    expect((await t.app.request("/?lang=en")).status).toBe(200);
    expect((await activeServices(t)).status).toBe(200);

    const ready = await readiness(t, undefined, "en");
    expect(ready.status).toBe(503);
    expect(ready.headers.get("cache-control")).toBe("no-store");
    expect(ready.json.data).toEqual({ status: "not-ready", checks: { database: "read-only", storage: "ok" } });
    expect(t.logs.find((l) => l.status === 503 && l.path === "/api/contact-messages")).toMatchObject({ level: "error", outage: "read-only", route: "/api/contact-messages" });

    await t.client.execute("PRAGMA query_only = 0");
    expect((await readiness(t)).json.data).toEqual({ status: "ready", checks: { database: "ok", storage: "ok" } });
  });

  it("the contact form sent without scripts comes back with everything typed and 'send it again in a moment'", async () => {
    const t = await createTestApp();
    await t.client.execute("PRAGMA query_only = 1");
    const res = await postForm(t.app, "en");
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("300");
    const html = await res.text();
    expect(html).toContain("Your message could not be sent just now. It is still here: send it again in a moment");
    expect(html).toContain('value="Samir Haddad"');
    expect(html).toContain('value="samir@example.com"');
    expect(html).toContain("I would like a quote for a shop sign, please.");
  });
});

describe("a database that cannot be reached", () => {
  const unreachable = async () => {
    const t = await createTestApp();
    const app = createApp({ ...t.deps, db: connectHttp(`http://127.0.0.1:${await closedPort()}`).db });
    return { ...t, app };
  };

  it("pages answer a 503 error page in their language with a reference, the API a 503 envelope; health stays up, readiness says what is down", async () => {
    const t = await unreachable();
    const page = await t.app.request("/blog?lang=ar");
    expect(page.status).toBe(503);
    expect(page.headers.get("retry-after")).toBe("30");
    const html = await page.text();
    expect(html).toContain('dir="rtl"');
    expect(html).toContain("تعذّر على الموقع الوصول إلى بياناته الآن");
    expect(html).toContain(page.headers.get("x-request-id")!);

    const api = await t.app.request("/api/services/active?lang=en");
    expect(api.status).toBe(503);
    expect(await api.json()).toMatchObject({ success: false, message: "The site cannot reach its data right now. Nothing was changed: please try again in a moment" });

    const health = await t.app.request("/api/health");
    expect(health.status).toBe(200);
    expect(health.headers.get("cache-control")).toBe("no-store");
    const ready = await t.app.request("/api/ready");
    expect(ready.status).toBe(503);
    const readiness = (await ready.json()) as { data: unknown; requestId: string };
    expect(readiness.data).toEqual({ status: "not-ready", checks: { database: "unavailable", storage: "ok" } });
    expect(readiness.requestId).toBe(ready.headers.get("x-request-id"));
  });

  it("the scriptless contact form, with not even the page readable, answers the form alone, filled in", async () => {
    const t = await unreachable();
    const res = await postForm(t.app, "ar");
    expect(res.status).toBe(503);
    const html = await res.text();
    expect(html).toContain("data-testid=\"contact-retry\"");
    expect(html).toContain("تعذّر إرسال رسالتك الآن. ما زالت هنا: أرسلها مرة أخرى بعد قليل");
    expect(html).toContain('value="Samir Haddad"');
    expect(html).toContain("I would like a quote for a shop sign, please.");
  });
});

describe("an image store that fails", () => {
  it("readiness answers 503 naming the storage, while the database is fine and pages still render", async () => {
    const t = await createTestApp();
    const app = createApp({ ...t.deps, blobs: { ...t.deps.blobs, get: () => Promise.reject(new Error("bucket unreachable")) } });
    const ready = await app.request("/api/ready?lang=en");
    expect(ready.status).toBe(503);
    expect(ready.headers.get("cache-control")).toBe("no-store");
    expect(((await ready.json()) as { data: unknown }).data).toEqual({ status: "not-ready", checks: { database: "ok", storage: "failing" } });
    expect((await app.request("/?lang=en")).status).toBe(200);
  });
});

describe("an unexpected error", () => {
  it("answers 500 with the request's reference, and its log line holds the route, the error and its stack", async () => {
    const t = await createTestApp();
    t.app.get("/api/__boom", () => {
      throw new Error("boom <script>");
    });
    t.app.get("/__fails", () => {
      throw new Error("kaboom-secret");
    });
    const api = await t.app.request("/api/__boom?lang=en");
    expect(api.status).toBe(500);
    const body = (await api.json()) as { requestId: string; message: string };
    expect(body.message).toBe("Something went wrong on the server, please try again");
    expect(body.requestId).toMatch(/^[0-9a-f]{16}$/);
    expect(JSON.stringify(body)).not.toContain("boom");
    const line = t.logs.find((l) => l.id === body.requestId)!;
    expect(line).toMatchObject({ level: "error", method: "GET", path: "/api/__boom", route: "/api/__boom", status: 500 });
    expect(line.error?.message).toBe("boom <script>");
    expect(line.error?.stack).toContain("failures.test.ts");
    expect(typeof line.ms).toBe("number");

    const page = await t.app.request("/__fails?lang=en");
    expect(page.status).toBe(500);
    const html = await page.text();
    expect(html).toContain("Something went wrong on our side");
    expect(html).toContain(`Reference: ${page.headers.get("x-request-id")}`);
    expect(html).not.toContain("kaboom-secret");
  });

  it("every answer carries its request id, and an ordinary request logs one info line without an error", async () => {
    const t = await createTestApp();
    const res = await t.app.request("/api/services/active");
    const id = res.headers.get("x-request-id");
    expect(id).toMatch(/^[0-9a-f]{16}$/);
    const line = t.logs.find((l) => l.id === id)!;
    expect(line).toMatchObject({ level: "info", status: 200, route: "/api/services/active" });
    expect(line.error).toBeUndefined();
  });
});

describe("a forged Host", () => {
  it("is refused (400) before the QR API, the QR image, the print kit and the vCard build anything on it", async () => {
    const t = await createTestApp();
    const id = (await t.client.execute("select unique_id from qr_businesses where status = 'approved' limit 1")).rows[0].unique_id as string;
    const long = `${"a".repeat(3000)}.example`;
    for (const host of [long, "bad host", "evil.example/path", "a..b", `${"x".repeat(64)}.example`]) {
      for (const path of [`/api/qr/businesses/${id}`, `/qr/code/${id}.svg`, `/qr/${id}/print`, `/qr/${id}/contact.vcf`, "/"]) {
        const res = await t.app.request(`http://localhost${path}`, { headers: { host } });
        expect(res.status, `${host.slice(0, 20)} ${path}`).toBe(400);
      }
    }
    // Real hosts pass: a name with a port, an address, a bracketed IPv6 one.
    for (const host of ["agency.example", "localhost:8787", "127.0.0.1:3000", "[::1]:8787", "xn--mgbh0fb.example"]) {
      expect((await t.app.request(`/qr/code/${id}.svg`, { headers: { host } })).status, host).toBe(200);
    }
  });
});
