import { beforeAll, describe, expect, it } from "vitest";
import { htmlOf, textOf } from "../testing/html";
import { createTestApp } from "../testing/test-app";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});

const island = (document: Document) => document.querySelector("agency-island[data-island=admin-app]");

describe("/admin pages", () => {
  it("render the login screen in full, in Arabic and right to left by default, never indexed", async () => {
    const res = await t.app.request("/admin/login");
    expect(res.status).toBe(200);
    expect(res.headers.get("x-robots-tag")).toContain("noindex");
    const { document } = await htmlOf(res);
    expect(document.documentElement.getAttribute("lang")).toBe("ar");
    expect(document.documentElement.getAttribute("dir")).toBe("rtl");
    expect(document.querySelector("meta[name=robots]")?.getAttribute("content")).toBe("noindex");
    expect(island(document)?.getAttribute("data-hydrate")).toBe("load");
    expect(document.querySelector("input[name=username]")).not.toBeNull();
    expect(document.querySelector("input[name=password]")?.getAttribute("type")).toBe("password");
    expect(document.querySelector("[data-testid=toggle-password]")).not.toBeNull();
    // Before the app wakes up a tap on the button is held and replayed; without scripts the form
    // posts (never a GET: the password never goes into an address) to a page that says why not.
    const form = document.querySelector("[data-testid=login-submit]")?.closest("form");
    expect(form?.getAttribute("method")).toBe("post");
    expect(form?.getAttribute("action")).toBe("/admin/login");
    expect(document.querySelector("body noscript")?.textContent).toContain("JavaScript");
    expect(textOf(document.querySelector("h1"))).toBe("تسجيل دخول المدير");
  });

  it("render the login screen in English with ?lang=en", async () => {
    const { document } = await htmlOf(await t.app.request("/admin/login?lang=en"));
    expect(document.documentElement.getAttribute("dir")).toBe("ltr");
    expect(textOf(document.querySelector("h1"))).toBe("Admin login");
  });

  it("render every other screen as a loading shell: the session is only known in the browser", async () => {
    for (const path of ["/admin", "/admin/", "/admin/blog", "/admin/blog/new", "/admin/qr-businesses", "/admin/settings"]) {
      const res = await t.app.request(path);
      expect(res.status, path).toBe(200);
      const { document } = await htmlOf(res);
      expect(document.querySelector("[data-testid=admin-loading]"), path).not.toBeNull();
      expect(document.querySelector("[data-testid=item-card]"), path).toBeNull();
      expect(document.querySelector("meta[name=robots]")?.getAttribute("content"), path).toBe("noindex");
      expect(JSON.parse(island(document)!.getAttribute("data-props")!).path, path).toBe(path);
    }
  });

  it("ship only the admin's own strings to the island (and those it shares with owners: the scan chart, the menu review, the QR design and the opening hours editors)", async () => {
    const { document } = await htmlOf(await t.app.request("/admin"));
    const props = JSON.parse(island(document)!.getAttribute("data-props")!);
    expect(Object.keys(props.messages).sort()).toEqual(["admin", "lang", "menu", "openingHours", "photo", "qr", "theme"]);
    expect(Object.keys(props.messages.qr).sort()).toEqual(["design", "trend"]);
    expect(props.messages.admin.login.invalid).toBe("اسم المستخدم أو كلمة المرور غير صحيحة");
  });

  it("send an unknown sub-route to the admin root", async () => {
    for (const path of ["/admin/nope", "/admin/blog/42", "/admin/login/extra"]) {
      const res = await t.app.request(path);
      expect(res.status, path).toBe(302);
      expect(res.headers.get("location"), path).toBe("/admin");
    }
  });
});
