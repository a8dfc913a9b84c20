import { beforeEach, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { memoryPageCache } from "../render/page-store";
import { htmlOf, textOf } from "../testing/html";
import { createTestApp } from "../testing/test-app";
import { as, replyOf, type QueryOf, type Lang, type TestApp } from "../testing/fixtures";

let t: Awaited<ReturnType<typeof createTestApp>>;
let app: ReturnType<typeof createApp>;
beforeEach(async () => {
  t = await createTestApp();
  // With the page cache, as production runs: a visitor's own page must never land in it.
  app = createApp({ ...t.deps, pageCache: memoryPageCache() });
});

/** A form post as a browser sends it from this site's own page. */
const post = (body: Record<string, string>, { lang = "en", headers = {} as Record<string, string>, ip = "198.51.100.7" } = {}) =>
  app.request(`/?lang=${lang}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin", "x-test-ip": ip, ...headers },
    body: new URLSearchParams(body).toString(),
  });
const valid = { name: "Lina", email: "lina@example.com", phone: "", subject: "marketing", message: "A message sent without JavaScript", website: "" };
const inbox = async () => (await listMessages(t, {}, await t.adminToken())).json.data as { message: string; language: string; subject: string }[];
const cookieOf = (res: Response) => res.headers.get("set-cookie")?.split(";")[0] ?? "";

/**
 * The calls go through the API's typed client, so a renamed route or field fails the typecheck.
 * Each takes the app and the caller's bearer (none when omitted or null). A body the API must
 * refuse is cast to the body type: it is what the type forbids.
 */
type MessageQuery = QueryOf<TestApp["typed"]["contact-messages"]["$get"]>;
const listMessages = async (t: TestApp, query: MessageQuery = {}, bearer?: string | null, lang?: Lang) => replyOf(await t.typedIn(lang)["contact-messages"].$get({ query }, as(bearer)));

describe("the contact form posted without JavaScript", () => {
  it("stores the message, answers 303 to #contact, then shows the confirmation once, in the page's language", async () => {
    const res = await post(valid);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/?lang=en#contact");
    // Nothing typed ever goes into an address.
    expect(res.headers.get("location")).not.toMatch(/Lina|example|message/);
    const stored = (await inbox()).find((m) => m.message === valid.message);
    expect(stored).toMatchObject({ language: "en", subject: "marketing" });

    const confirmed = await app.request("/?lang=en", { headers: { cookie: cookieOf(res) } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.headers.get("cache-control")).toBe("private, no-store");
    expect(confirmed.headers.get("x-page-cache")).toBeNull();
    expect(confirmed.headers.get("set-cookie")).toMatch(/contact_sent=;.*Max-Age=0/);
    const { document } = await htmlOf(confirmed);
    const notice = document.querySelector("#contact [data-testid=form-notice]");
    expect(notice?.getAttribute("data-type")).toBe("success");
    expect(textOf(notice)).toBe("Your message has been sent! We will get back to you soon");

    // Everyone else, and the same visitor on the next load, get the plain page (from the cache).
    for (let i = 0; i < 2; i++) {
      const plain = await app.request("/?lang=en");
      expect((await htmlOf(plain)).document.querySelector("[data-testid=form-notice]")).toBeNull();
    }
  });

  it("confirms in Arabic on the Arabic page", async () => {
    const res = await post(valid, { lang: "ar" });
    expect(res.headers.get("location")).toBe("/?lang=ar#contact");
    const { document } = await htmlOf(await app.request("/?lang=ar", { headers: { cookie: cookieOf(res) } }));
    expect(textOf(document.querySelector("[data-testid=form-notice]"))).toBe("تم إرسال رسالتك بنجاح! سنتواصل معك قريباً");
  });

  it("answers a bad form with the page: each field's message, everything typed kept, never cached", async () => {
    const res = await post({ ...valid, name: " ", email: "not-an-email", message: "Keep <this> & that" });
    const html = await res.clone().text();
    // Escaped like everything rendered.
    expect(html).toContain("Keep &lt;this&gt; &amp; that");
    expect(html).not.toContain("<this>");
    expect(res.status).toBe(400);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const { document } = await htmlOf(res);
    expect(document.documentElement.hasAttribute("data-personal")).toBe(true);
    expect(textOf(document.querySelector("[data-testid=form-notice]"))).toBe("Please correct the fields marked below, then send again.");
    // Under it, each field in error by its label, a link to its field (it works without scripts too).
    const summary = [...document.querySelectorAll("[data-testid=contact-errors] a")];
    expect(summary.map((a) => [textOf(a), a.getAttribute("href")])).toEqual([
      ["Name: This field is required", "#contact-name"],
      [`Email: ${textOf(document.querySelector("[data-testid=field-error-email]"))}`, "#contact-email"],
    ]);
    expect(textOf(document.querySelector("[data-testid=field-error-name]"))).toBe("This field is required");
    expect(textOf(document.querySelector("[data-testid=field-error-email]"))).toBeTruthy();
    expect(document.querySelector("[data-testid=field-error-message]")).toBeNull();
    expect(document.querySelector("input[name=email]")?.getAttribute("value")).toBe("not-an-email");
    expect(document.querySelector("select[name=subject] option[selected]")?.getAttribute("value")).toBe("marketing");
    expect(document.querySelector("input[name=email]")?.getAttribute("aria-invalid")).toBe("true");
    // The island hydrates with the same state: its props carry it.
    const props = JSON.parse(document.querySelector("agency-island[data-island=contact-form]")!.getAttribute("data-props")!);
    expect(props.initial.values.message).toBe("Keep <this> & that");
    expect((await inbox()).some((m) => m.message === "Keep <this> & that")).toBe(false);
    // The next visitor's page is untouched.
    expect((await htmlOf(await app.request("/?lang=en"))).document.querySelector("[data-testid=form-notice]")).toBeNull();
  });

  it("keeps a bot's message out (honeypot) with the same answer a person gets", async () => {
    const res = await post({ ...valid, website: "http://spam.example", message: "Buy now" });
    expect(res.status).toBe(303);
    expect((await inbox()).some((m) => m.message === "Buy now")).toBe(false);
  });

  it("shares the API's rate limit: the sixth message in ten minutes gets the wait message, values kept", async () => {
    const ip = "198.51.100.99";
    await t.typedIn("en")["contact-messages"].$post({ json: { ...valid, message: "through the API" } }, as(null, { "x-test-ip": ip }));
    for (let i = 0; i < 4; i++) expect((await post({ ...valid, message: `post ${i}` }, { ip })).status).toBe(303);
    const res = await post({ ...valid, message: "one too many" }, { ip });
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toBeTruthy();
    const { document } = await htmlOf(res);
    expect(textOf(document.querySelector("[data-testid=form-notice]"))).toMatch(/Too many/i);
    expect(document.querySelector("textarea[name=message]")?.textContent).toBe("one too many");
  });

  it("refuses a post from another site, in the page's language", async () => {
    const cases: Record<string, string>[] = [
      { "sec-fetch-site": "cross-site" },
      { "sec-fetch-site": "same-site" },
      { "sec-fetch-site": "", origin: "https://evil.example" },
      { "sec-fetch-site": "", origin: "null" },
      { "sec-fetch-site": "" },
    ];
    for (const headers of cases) {
      const clean = Object.fromEntries(Object.entries(headers).filter(([, v]) => v));
      const res = await app.request("/?lang=en", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", ...clean },
        body: new URLSearchParams(valid).toString(),
      });
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(await res.text()).toBe("This form can only be sent from this site's own pages.");
    }
    // An older browser without Sec-Fetch-Site, posting from this site's own origin, gets through.
    const old = await app.request("http://localhost/?lang=en", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://localhost", "x-test-ip": "198.51.100.50" },
      body: new URLSearchParams(valid).toString(),
    });
    expect(old.status).toBe(303);
    expect((await inbox()).filter((m) => m.message === valid.message)).toHaveLength(1);
  });

  it("refuses a body over 64 KiB with 413, unread", async () => {
    const res = await post({ ...valid, message: "x".repeat(70 * 1024) });
    expect(res.status).toBe(413);
  });
});
