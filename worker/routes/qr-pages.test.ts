import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { qrScans } from "../../db/schema";
import { connectHttp } from "../../db/connect-http";
import { createApp } from "../app";
import { closedPort } from "../testing/closed-port";
import { htmlOf, textOf } from "../testing/html";
import { createQrTestApp, type TestOwner } from "./api/qr/qr-test-kit";
import { as, replyOf, type QueryOf, type Lang, type TestApp } from "../testing/fixtures";

const PHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";
const visit = (path: string, headers: Record<string, string> = { "user-agent": PHONE }, method = "GET") => kit.app.request(path, { method, headers });

let kit: Awaited<ReturnType<typeof createQrTestApp>>;
let owner: TestOwner;
let approved: { id: number; unique_id: string; business_name: string };
beforeAll(async () => {
  kit = await createQrTestApp();
  owner = await kit.owner();
  approved = await kit.approvedListing(owner, {
    business_name: "مقهى الاختبار",
    business_type: "Cafe",
    description: "قهوة مختصة",
    logo_url: "/images/demo/cafe-logo.svg",
  });
});

const scansOf = async (id: number) => (await kit.db.select().from(qrScans).where(eq(qrScans.business_id, id))).reduce((n, r) => n + r.count, 0);



/**
 * The calls go through the API's typed client, so a renamed route or field fails the typecheck.
 * Each takes the app and the caller's bearer (none when omitted or null). A body the API must
 * refuse is cast to the body type: it is what the type forbids.
 */
type ListingQuery = QueryOf<TestApp["typed"]["qr"]["admin"]["$get"]>;
type StatsQuery = QueryOf<TestApp["typed"]["qr"]["businesses"][":id"]["stats"]["$get"]>;
const listListings = async (t: TestApp, query: ListingQuery = {}, bearer?: string | null, lang?: Lang) => replyOf(await t.typedIn(lang).qr.admin.$get({ query }, as(bearer)));
const myBusinesses = async (t: TestApp, bearer?: string | null) => replyOf(await t.typed.qr.businesses["my-businesses"].$get(undefined, as(bearer)));
const businessStats = async (t: TestApp, id: unknown, query: StatsQuery = {}, bearer?: string | null) => replyOf(await t.typed.qr.businesses[":id"].stats.$get({ param: { id: String(id) }, query }, as(bearer)));

describe("GET /qr/{id}", () => {
  it("server-renders an approved listing by unique_id: name, type, description and logo, with the café's JSON-LD type", async () => {
    const res = await visit(`/qr/${approved.unique_id}`);
    expect(res.status).toBe(200);
    const { document } = await htmlOf(res);
    expect(textOf(document.querySelector("[data-testid=business-name]"))).toBe("مقهى الاختبار");
    expect(textOf(document.querySelector("[data-testid=business-type]"))).toBe("مقهى");
    expect(textOf(document.querySelector("[data-testid=business-description]"))).toBe("قهوة مختصة");
    expect(document.querySelector("[data-testid=listing-logo]")?.getAttribute("src")).toBe("/images/demo/cafe-logo.svg");
    expect(document.querySelector("title")?.textContent).toContain("مقهى الاختبار");
    expect(document.documentElement.getAttribute("dir")).toBe("rtl");
    const ld = JSON.parse(document.querySelector("script[type='application/ld+json']")!.textContent!);
    expect(ld).toMatchObject({ "@type": "CafeOrCoffeeShop", name: "مقهى الاختبار" });
    expect(await htmlOf(await visit(`/qr/${approved.unique_id}?lang=en`)).then((p) => textOf(p.document.querySelector("[data-testid=business-type]")))).toBe(
      "Cafe",
    );
  });

  it("also opens by numeric id", async () => {
    expect((await visit(`/qr/${approved.id}`)).status).toBe(200);
  });

  it("answers 404 with the error screen and a link home for unknown and unapproved listings", async () => {
    const pending = await kit.listing(owner);
    for (const path of [`/qr/${pending.id}`, "/qr/zzzzzzzzzz", "/qr/999999"]) {
      const res = await visit(path);
      expect(res.status, path).toBe(404);
      const { document } = await htmlOf(res);
      const screen = document.querySelector("[data-testid=error-screen]");
      expect(screen, path).not.toBeNull();
      expect(screen!.querySelector("a[href='/']")).not.toBeNull();
      expect(document.querySelector("meta[name=robots]")?.getAttribute("content")).toBe("noindex");
    }
  });
});

describe("scan counting on /qr/{unique_id}?src=qr", () => {
  it("counts one scan per visitor from the printed code (a reload adds nothing)", async () => {
    const before = await scansOf(approved.id);
    for (let i = 0; i < 3; i++) expect((await visit(`/qr/${approved.unique_id}?src=qr`, { "user-agent": PHONE, "x-test-ip": `192.0.2.${i + 1}` })).status).toBe(200);
    expect(await scansOf(approved.id)).toBe(before + 3);
    await visit(`/qr/${approved.unique_id}?src=qr`, { "user-agent": PHONE, "x-test-ip": "192.0.2.1" });
    expect(await scansOf(approved.id)).toBe(before + 3);
  });

  it("does not count plain visits, bots, prefetches, HEAD requests or the numeric-id link", async () => {
    const before = await scansOf(approved.id);
    await visit(`/qr/${approved.unique_id}`);
    await visit(`/qr/${approved.unique_id}?src=share`);
    await visit(`/qr/${approved.unique_id}?src=qr`, { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" });
    await visit(`/qr/${approved.unique_id}?src=qr`, { "user-agent": "WhatsApp/2.23.20.0" });
    await visit(`/qr/${approved.unique_id}?src=qr`, {});
    await visit(`/qr/${approved.unique_id}?src=qr`, { "user-agent": PHONE, "sec-purpose": "prefetch" });
    await visit(`/qr/${approved.unique_id}?src=qr`, { "user-agent": PHONE }, "HEAD");
    await visit(`/qr/${approved.id}?src=qr`);
    expect(await scansOf(approved.id)).toBe(before);
  });

  it("never counts for a listing that is not public", async () => {
    const pending = await kit.listing(owner);
    await visit(`/qr/${pending.id}?src=qr`);
    expect(await scansOf(pending.id)).toBe(0);
  });

  it("shows the owner the counts: total and the last 30 days by day", async () => {
    const fresh = await kit.approvedListing(owner);
    await visit(`/qr/${fresh.unique_id}?src=qr`, { "user-agent": PHONE, "x-test-ip": "192.0.2.21" });
    await visit(`/qr/${fresh.unique_id}?src=qr`, { "user-agent": PHONE, "x-test-ip": "192.0.2.22" });
    const res = await businessStats(kit, fresh.id, {}, owner.token);
    expect(res.status).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    expect(res.json.data).toMatchObject({ business_id: fresh.id, total: 2, last_30_days_total: 2 });
    expect(res.json.data.last_30_days).toHaveLength(30);
    expect(res.json.data.last_30_days.at(-1)).toEqual({ day: today, count: 2 });
    const list = (await myBusinesses(kit, owner.token)).json.data;
    expect(list.find((b: { id: number }) => b.id === fresh.id).scans_total).toBe(2);
    const admin = (await listListings(kit, {}, await kit.admin())).json.data;
    expect(admin.find((b: { id: number }) => b.id === fresh.id).scans_total).toBe(2);
  });
});

describe("the public page in full", () => {
  let full: { id: number; unique_id: string };
  beforeAll(async () => {
    full = await kit.approvedListing(owner, {
      business_name: "مطعم الشام",
      description: "مشاوي\nوفتة",
      phone: "+963 11 222 3333",
      whatsapp: "+963 944 111 222",
      email: "hi@sham.example",
      address: "دمشق، الشعلان",
      website: "https://sham.example/",
      facebook: "https://facebook.com/sham",
      instagram: "https://instagram.com/sham",
      twitter: "",
      menu_url: "https://sham.example/menu",
      logo_url: "/images/demo/cafe-logo.svg",
      cover_image_url: "/images/demo/cafe-cover.svg",
      images: [
        { url: "/images/demo/cafe-1.svg", alt_text: "الصالة" },
        { url: "/images/demo/cafe-2.svg", alt_text: "" },
      ],
    });
  });

  it("shows the owner's cover as the hero, and the gallery as links to the full images in a lightbox island that wakes on interaction", async () => {
    const { document } = await htmlOf(await visit(`/qr/${full.unique_id}`));
    expect(document.querySelector("[data-testid=business-cover]")?.getAttribute("src")).toBe("/images/demo/cafe-cover.svg");
    const island = document.querySelector("agency-island[data-island=qr-lightbox]");
    expect(island?.getAttribute("data-hydrate")).toBe("interaction");
    const items = [...island!.querySelectorAll("a[data-testid=gallery-item]")];
    expect(items.map((a) => a.getAttribute("href"))).toEqual(["/images/demo/cafe-1.svg", "/images/demo/cafe-2.svg"]);
    expect(items.map((a) => a.querySelector("img")?.getAttribute("alt"))).toEqual(["الصالة", "مطعم الشام"]);
    expect(items[1].getAttribute("aria-label")).toBe("فتح الصورة ٢ من ٢");
    // Nothing is preloaded for an island that waits for the visitor: only the small client entry.
    expect(document.querySelectorAll("link[rel=modulepreload]")).toHaveLength(0);
    expect(document.querySelectorAll("script[type=module][src]")).toHaveLength(1);
  });

  it("uses the cover image when there is no gallery, and ships only the client entry for the offline kit", async () => {
    const plain = await kit.approvedListing(owner, { cover_image_url: "/images/demo/cafe-cover.svg", images: [] });
    const { document } = await htmlOf(await visit(`/qr/${plain.unique_id}`));
    expect(document.querySelector("[data-testid=business-cover]")?.getAttribute("src")).toBe("/images/demo/cafe-cover.svg");
    expect(document.querySelector("[data-testid=gallery-item]")).toBeNull();
    // No lightbox, no hours, no position: the only island is the one that keeps the page for a dropped line.
    expect([...document.querySelectorAll("agency-island")].map((i) => i.getAttribute("data-island"))).toEqual(["offline-kit"]);
    expect(document.querySelectorAll("script[src]")).toHaveLength(1);
  });

  it("uses the first gallery image as the hero when there is no cover", async () => {
    const noCover = await kit.approvedListing(owner, { cover_image_url: "", images: [{ url: "/images/demo/cafe-2.svg", alt_text: "" }] });
    const { document } = await htmlOf(await visit(`/qr/${noCover.unique_id}`));
    expect(document.querySelector("[data-testid=business-cover]")?.getAttribute("src")).toBe("/images/demo/cafe-2.svg");
  });

  it("has a contact block: tel, WhatsApp chat, mailto, website, menu, social links and the vCard", async () => {
    const { document } = await htmlOf(await visit(`/qr/${full.unique_id}?lang=en`));
    const href = (id: string) => document.querySelector(`[data-testid=${id}]`)?.getAttribute("href");
    expect(href("contact-phone")).toBe("tel:+963112223333");
    expect(href("action-call")).toBe("tel:+963112223333");
    expect(href("contact-whatsapp")).toBe("https://wa.me/963944111222");
    expect(href("contact-email")).toBe("mailto:hi@sham.example");
    expect(href("contact-website")).toBe("https://sham.example/");
    expect(href("contact-menu")).toBe("https://sham.example/menu");
    expect(href("social-facebook")).toBe("https://facebook.com/sham");
    expect(href("social-instagram")).toBe("https://instagram.com/sham");
    expect(document.querySelector("[data-testid=social-twitter]")).toBeNull();
    expect(textOf(document.querySelector("[data-testid=contact-address]"))).toContain("دمشق، الشعلان");
    expect(href("save-contact")).toBe(`/qr/${full.unique_id}/contact.vcf`);
    expect(document.querySelector("[data-testid=save-contact]")?.hasAttribute("download")).toBe(true);
    expect(href("lang-link")).toBe(`/qr/${full.unique_id}?lang=ar`);
  });

  it("describes itself to search engines and link previews: Open Graph and Restaurant JSON-LD", async () => {
    const { document } = await htmlOf(await visit(`/qr/${full.unique_id}?lang=en`));
    const og = (p: string) => document.querySelector(`meta[property='og:${p}']`)?.getAttribute("content");
    expect(og("title")).toContain("مطعم الشام");
    // Previews cannot draw SVG: the cover's card, drawn at build time.
    expect(og("image")).toBe("http://localhost/images/demo/share/cafe-cover.jpg");
    expect(og("description")).toBe("مشاوي وفتة");
    expect(document.querySelector("meta[name=keywords]")?.getAttribute("content")).toBe("مطعم الشام, Restaurant, QR, Damascus");
    const ld = JSON.parse(document.querySelector("script[type='application/ld+json']")!.textContent!);
    expect(ld).toMatchObject({
      "@type": "Restaurant",
      name: "مطعم الشام",
      url: `http://localhost/qr/${full.unique_id}`,
      telephone: "+963 11 222 3333",
      email: "hi@sham.example",
      address: { "@type": "PostalAddress", streetAddress: "دمشق، الشعلان", addressCountry: "SY" },
      logo: "http://localhost/images/demo/cafe-logo.svg",
    });
    expect(ld.image[0]).toBe("http://localhost/images/demo/cafe-cover.svg");
    expect(ld.sameAs).toEqual(["https://sham.example/", "https://facebook.com/sham", "https://instagram.com/sham"]);
  });

  it("keeps a hostile name inert in the title, the JSON-LD and the page", async () => {
    const evil = await kit.approvedListing(owner, { business_name: "</script><script>alert(1)</script>" });
    const { text, document } = await htmlOf(await visit(`/qr/${evil.unique_id}`));
    expect(text).not.toContain("<script>alert(1)</script>");
    expect(textOf(document.querySelector("[data-testid=business-name]"))).toBe("</script><script>alert(1)</script>");
    expect(JSON.parse(document.querySelector("script[type='application/ld+json']")!.textContent!).name).toBe("</script><script>alert(1)</script>");
  });
});

const page = async (path: string) => {
  const res = await kit.app.request(path);
  return { res, ...(await htmlOf(res)) };
};
const meta = (document: Document, name: string) => document.querySelector(`meta[name=${name}]`)?.getAttribute("content");

describe("the owner screens", () => {
  const screens = [
    ["/qr/login", "qr-login", false],
    ["/qr/dashboard", "qr-dashboard", true],
    ["/qr/business/new", "qr-business-form", true],
    ["/qr/business/12/edit", "qr-business-form", true],
  ] as const;

  it("render their island shell, hydrated on load, with the client script", async () => {
    for (const [path, island] of screens) {
      const { res, document } = await page(path);
      expect(res.status, path).toBe(200);
      const el = document.querySelector(`agency-island[data-island=${island}]`);
      expect(el?.getAttribute("data-hydrate"), path).toBe("load");
      expect(document.querySelector("script[type=module][src]"), path).not.toBeNull();
    }
  });

  it("have a title, description and keywords per language; private screens are not indexed", async () => {
    for (const [path, , privateScreen] of screens) {
      const ar = (await page(path)).document;
      const en = (await page(`${path}?lang=en`)).document;
      expect(ar.documentElement.getAttribute("dir")).toBe("rtl");
      expect(en.documentElement.getAttribute("dir")).toBe("ltr");
      for (const doc of [ar, en]) {
        expect(doc.title, path).not.toBe("");
        expect(meta(doc, "description"), path).toBeTruthy();
        expect(meta(doc, "keywords"), path).toBeTruthy();
        expect(meta(doc, "robots") === "noindex", path).toBe(privateScreen);
      }
      expect(ar.title).not.toBe(en.title);
      expect(meta(ar, "description")).not.toBe(meta(en, "description"));
      expect(meta(ar, "keywords")).toMatch(/[\u0600-\u06FF]/);
      expect(meta(en, "keywords")).toMatch(/QR code/);
    }
    expect((await page("/qr/login?lang=en")).document.title).toContain("log in");
  });

  it("server-renders the login card with the hooks browser tests use, a form that posts to a server answer", async () => {
    const { document } = await page("/qr/login?lang=en");
    for (const name of ["username", "password"]) expect(document.querySelector(`input[name=${name}]`), name).not.toBeNull();
    // Register's fields appear only in register mode.
    expect(document.querySelector("input[name=email]")).toBeNull();
    expect(document.querySelector("[data-testid=auth-mode-toggle]")).not.toBeNull();
    // Before hydration a tap on the button is held and replayed; without scripts the form posts
    // (never a GET: the password never goes into an address) to a page that says why not.
    expect(document.querySelector("form[data-testid=auth-form]")?.getAttribute("method")).toBe("post");
    expect(document.querySelector("form[data-testid=auth-form]")?.getAttribute("action")).toBe("/qr/login");
    expect(document.querySelector("body noscript")?.textContent).toContain("JavaScript");
    expect(textOf(document.querySelector("h1"))).toBe("Log in");
    // The header: home link and the language toggle, in the island's own strings.
    expect(document.querySelector("[data-testid=home-link]")?.getAttribute("href")).toBe("/");
    // Named "Switch to العربية", the language's name in its own language.
    expect(textOf(document.querySelector("[data-testid=lang-toggle]"))).toBe("Switch to العربية");
    expect(document.querySelector("[data-testid=lang-toggle] [lang=ar]")?.textContent).toBe("العربية");
  });

  it("send each island only its own strings", async () => {
    const { document } = await page("/qr/login");
    const props = JSON.parse(document.querySelector("agency-island[data-island=qr-login]")!.getAttribute("data-props")!);
    expect(Object.keys(props.messages.qr.area).sort()).toEqual(["account", "auth", "common", "forgot", "header", "notice"]);
    // Of the account page's strings, only the notice shown after deleting the account.
    expect(Object.keys(props.messages.qr.area.account)).toEqual(["deleted"]);
    expect(props.messages.lang.toggle).toBe("English");
    expect(props).toMatchObject({ lang: "ar", theme: "dark" });
  });

  it("render loading shells for the dashboard and the form: the session lives in the browser", async () => {
    expect((await page("/qr/dashboard")).document.querySelector("[data-testid=dashboard-loading]")).not.toBeNull();
    const form = await page("/qr/business/7/edit");
    expect(form.document.querySelector("[data-testid=form-loading]")).not.toBeNull();
    const props = JSON.parse(form.document.querySelector("agency-island[data-island=qr-business-form]")!.getAttribute("data-props")!);
    expect(props).toMatchObject({ mode: "edit", id: 7 });
    expect(JSON.parse((await page("/qr/business/new")).document.querySelector("agency-island")!.getAttribute("data-props")!)).toMatchObject({ mode: "new" });
  });

  it("send a malformed edit id to the dashboard, a screen's other spellings to it, and answer other screen-like addresses 404", async () => {
    for (const [path, status, to] of [
      ["/qr/business/abc/edit", 302, "/qr/dashboard"],
      ["/qr/business/0/edit", 302, "/qr/dashboard"],
      ["/qr/register", 301, "/qr/login"],
      ["/qr/Login", 301, "/qr/login"],
      ["/qr/DASHBOARD", 301, "/qr/dashboard"],
    ] as const) {
      const res = await kit.app.request(path);
      expect(res.status, path).toBe(status);
      expect(res.headers.get("location"), path).toBe(to);
    }
    for (const path of ["/qr/business", "/qr/code", "/qr/reset", "/qr/Business"]) {
      const res = await kit.app.request(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get("location"), path).toBeNull();
    }
  });
});

describe("GET /qr/{id}/contact.vcf", () => {
  it("downloads an approved listing as a vCard, its text escaped", async () => {
    const listing = await kit.approvedListing(owner, {
      business_name: "Bakery, Sweets; & More",
      description: "Fresh bread\nEvery morning",
      address: "دمشق، المزة",
      phone: "+963 11 222 3333",
      whatsapp: "+963 944 111 222",
    });
    for (const id of [listing.unique_id, String(listing.id)]) {
      const res = await kit.app.request(`/qr/${id}/contact.vcf`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("text/vcard; charset=utf-8");
      expect(res.headers.get("content-disposition")).toBe(
        `attachment; filename="contact.vcf"; filename*=UTF-8''${encodeURIComponent("Bakery, Sweets; & More.vcf")}`,
      );
      const body = await res.text();
      const lines = body.replace(/\r\n /g, "").split("\r\n");
      expect(lines).toContain("FN:Bakery\\, Sweets\\; & More");
      expect(lines).toContain("NOTE:Fresh bread\\nEvery morning");
      expect(lines).toContain("ADR;TYPE=WORK:;;دمشق، المزة;;;;Syria");
      expect(lines).toContain("TEL;TYPE=WORK,VOICE:+963 11 222 3333");
      expect(lines).toContain(`URL:http://localhost/qr/${listing.unique_id}`);
      expect(body.endsWith("END:VCARD\r\n")).toBe(true);
    }
  });

  it("answers 404 for pending and unknown listings", async () => {
    const pending = await kit.listing(owner);
    for (const path of [`/qr/${pending.id}/contact.vcf`, "/qr/zzzzzzzz/contact.vcf"]) expect((await kit.app.request(path)).status, path).toBe(404);
  });
});

describe("a public page whose data cannot be read", () => {
  it("shows the error screen with 'error loading data' and a link home, not a bare server error: 503 and when to retry for an unreachable database, logged with the request", async () => {
    const t = await createQrTestApp();
    const app = createApp({ ...t.deps, db: connectHttp(`http://127.0.0.1:${await closedPort()}`).db });
    const res = await app.request("/qr/abcdef1234?lang=en");
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("30");
    const { document } = await htmlOf(res);
    const screen = document.querySelector("[data-testid=error-screen]");
    expect(screen?.getAttribute("data-reason")).toBe("error");
    expect(textOf(screen?.querySelector("h1"))).toBe("Error loading data");
    expect(screen?.querySelector("a[href='/']")).not.toBeNull();
    const line = t.logs.find((l) => l.path === "/qr/abcdef1234");
    expect(line).toMatchObject({ level: "error", status: 503, outage: "unavailable", id: res.headers.get("x-request-id") });
    expect(line?.error?.message).toBeTruthy();
  });

  it("a closed database (a bug, not an outage) gets the same screen as a 500 whose log line holds the error", async () => {
    const broken = await createQrTestApp();
    broken.client.close();
    const res = await broken.app.request("/qr/abcdef1234?lang=en");
    expect(res.status).toBe(500);
    expect(res.headers.get("retry-after")).toBeNull();
    const { document } = await htmlOf(res);
    expect(document.querySelector("[data-testid=error-screen]")?.getAttribute("data-reason")).toBe("error");
    expect(broken.logs.find((l) => l.path === "/qr/abcdef1234")?.error?.stack).toBeTruthy();
  });
});
