import { beforeAll, describe, expect, it } from "vitest";
import { htmlOf, textOf } from "../testing/html";
import { createTestApp } from "../testing/test-app";

let t: Awaited<ReturnType<typeof createTestApp>>;
let listing: string;
beforeAll(async () => {
  t = await createTestApp();
  const sitemap = await (await t.app.request("/sitemap.xml")).text();
  listing = /\/qr\/([a-z0-9]+)</.exec(sitemap)![1];
});

/** Every page the server renders, in both languages. */
/** A form posted as a browser without JavaScript posts it, from this site. */
const postForm = (path: string, body: string, headers: Record<string, string> = {}) =>
  t.app.request(path, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin", ...headers }, body });

const pages = () =>
  ["/", "/blog", "/blog/1", "/privacy", "/terms", `/qr/${listing}`, "/qr/login", "/qr/dashboard", "/qr/business/new", "/qr/business/1/edit", "/admin", "/admin/login", "/admin/blog"].flatMap(
    (path) => [`${path}?lang=ar`, `${path}?lang=en`],
  );

describe("no server-rendered form ever submits with GET", () => {
  it("every form on every page posts, to an address the server answers", async () => {
    let forms = 0;
    for (const path of pages()) {
      const { document } = await htmlOf(await t.app.request(path));
      for (const form of document.querySelectorAll("form")) {
        forms += 1;
        expect(form.getAttribute("method"), `${path}: ${form.outerHTML.slice(0, 120)}`).toBe("post");
        const action = new URL(form.getAttribute("action") || path, "http://localhost");
        const body = new URLSearchParams();
        // Hidden fields as rendered, whatever a person would type elsewhere.
        for (const field of form.querySelectorAll("input[name], textarea[name], select[name]")) {
          body.set(field.getAttribute("name")!, field.getAttribute("type") === "hidden" ? (field.getAttribute("value") ?? "") : "x");
        }
        const res = await postForm(action.pathname + action.search, body.toString(), { "x-test-ip": "192.0.2.200" });
        // An answer for a person: the page again (with what went wrong) or a redirect to one.
        expect([200, 303, 400, 429], `${path} → POST ${action.pathname}: ${res.status}`).toContain(res.status);
        if (res.status !== 303) expect(res.headers.get("content-type")).toMatch(/^text\/html/);
      }
    }
    // The landing page's contact form and theme toggle, the logins' forms, every header's theme toggle.
    expect(forms).toBeGreaterThanOrEqual(20);
  });

  it("the owner login posted without JavaScript says the area needs it, instead of an empty card", async () => {
    const res = await postForm("/qr/login?lang=en", "username=owner&password=secret-password");
    expect(res.status).toBe(400);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const { document, text } = await htmlOf(res);
    const message = document.querySelector("[data-testid=auth-message]");
    expect(message?.getAttribute("data-type")).toBe("error");
    expect(textOf(message)).toBe("The owner area needs JavaScript. If the page was still loading, log in again now; if this message comes back, turn JavaScript on in your browser.");
    // What was typed is not echoed back (a password, in particular).
    expect(text).not.toContain("secret-password");
  });

  it("the admin login posted without JavaScript says the admin needs it", async () => {
    const res = await postForm("/admin/login", "username=admin&password=whatever-it-is");
    expect(res.status).toBe(400);
    const { document } = await htmlOf(res);
    expect(textOf(document.querySelector("[data-testid=login-message]"))).toBe("تحتاج لوحة الإدارة إلى JavaScript. إن كانت الصفحة ما زالت تُحمَّل فسجّل الدخول مجدداً الآن، وإن عادت هذه الرسالة ففعّل JavaScript في متصفحك.");
  });

  it("admin and owner screens say in a <noscript> block that they need JavaScript; public pages need none", async () => {
    for (const [path, words] of [
      ["/admin/login?lang=en", "The admin panel needs JavaScript"],
      ["/admin?lang=en", "The admin panel needs JavaScript"],
      ["/qr/login?lang=en", "The owner area needs JavaScript"],
      ["/qr/dashboard?lang=en", "The owner area needs JavaScript"],
      ["/qr/business/new?lang=en", "The owner area needs JavaScript"],
    ]) {
      const { document } = await htmlOf(await t.app.request(path));
      expect(document.querySelector("body noscript")?.textContent, path).toContain(words);
    }
    for (const path of ["/", "/blog", "/privacy"]) {
      expect((await htmlOf(await t.app.request(path))).document.querySelector("body noscript"), path).toBeNull();
    }
  });
});
