import { beforeAll, describe, expect, it } from "vitest";
import { cameraPhoto } from "../testing/camera-photo";
import { htmlOf } from "../testing/html";
import { createQrTestApp, type QrTestKit, type TestOwner } from "./api/qr/qr-test-kit";
import { as, replyOf, type BodyOf, type Lang, type TestApp } from "../testing/fixtures";

/**
 * Pages draw uploaded photos for phones: a WebP `srcset` with `sizes` for the box, the main file
 * as `src`, the stored size as `width`/`height` (nothing moves when it arrives), the placeholder
 * colour behind it, `fetchpriority="high"` for the hero and `loading="lazy"` below it. Every
 * address a page names answers.
 */

let kit: QrTestKit;
let owner: TestOwner;
let admin: string;
const upload = async (type: string, photo: Uint8Array, temp = "temp_pics") =>
  (await kit.upload(owner.token, photo, `type=${type}&businessId=${temp}`, "p.jpg", "image/jpeg")).json.data;

beforeAll(async () => {
  kit = await createQrTestApp();
  owner = await kit.owner();
  admin = await kit.admin();
}, 60_000);

/** An attribute by name in any case (React writes `srcSet` and `fetchPriority`; HTML ignores the case). */
const attr = (el: Element | null | undefined, name: string) =>
  [...(el?.attributes ?? [])].find((a) => a.name.toLowerCase() === name.toLowerCase())?.value ?? null;

/** Every srcset candidate and the src of an image, each fetched: all answer 200 as images. */
async function expectAllServed(img: Element, source: Element | null) {
  const urls = [img.getAttribute("src")!, ...(attr(source, "srcset") ?? "").split(",").map((c) => c.trim().split(" ")[0]).filter(Boolean)];
  for (const url of urls) {
    const res = await kit.app.request(url);
    expect(res.status, url).toBe(200);
    expect(res.headers.get("content-type"), url).toMatch(/^image\//);
  }
}

/**
 * The calls go through the API's typed client, so a renamed route or field fails the typecheck.
 * Each takes the app and the caller's bearer (none when omitted or null). A body the API must
 * refuse is cast to the body type: it is what the type forbids.
 */
type Settings = BodyOf<TestApp["typed"]["site-settings"]["$put"]>;
type NewPost = BodyOf<TestApp["typed"]["blog-posts"]["$post"]>;
const readSettings = async (t: TestApp, bearer?: string | null, lang?: Lang) => replyOf(await t.typedIn(lang)["site-settings"].$get(undefined, as(bearer)));
const saveSettings = async (t: TestApp, body: Settings, bearer: string | null, lang?: Lang) => replyOf(await t.typedIn(lang)["site-settings"].$put({ json: body }, as(bearer)));
const createPost = async (t: TestApp, body: NewPost, bearer: string | null, lang?: Lang) => replyOf(await t.typedIn(lang)["blog-posts"].$post({ json: body }, as(bearer)));

describe("the listing's public page with real photos", () => {
  let page: Document;
  let cover: { url: string; dimensions: { width: number; height: number }; placeholder: string };
  beforeAll(async () => {
    cover = await upload("cover", await cameraPhoto({ width: 1600, height: 1200, grain: 6 }));
    const gallery = [await upload("gallery", await cameraPhoto({ width: 1200, height: 1600, grain: 6, base: "chelsea" })), await upload("gallery", await cameraPhoto({ width: 900, height: 600, grain: 6 }))];
    const listing = await kit.approvedListing(owner, {
      businessId: "temp_pics",
      cover_image_url: cover.url,
      images: gallery.map((g) => ({ url: g.url, alt_text: "صورة" })),
    });
    page = (await htmlOf(await kit.app.request(`/qr/${listing.unique_id}`))).document;
    // Three photos through the pipeline: seconds on a busy 2-core machine.
  }, 60_000);

  it("draws the owner's cover as the hero: srcset for the page's width, its own size, its colour, fetched first", async () => {
    const img = page.querySelector("[data-testid=business-cover]")!;
    expect(img.getAttribute("src")).toBe(cover.url);
    expect([img.getAttribute("width"), img.getAttribute("height")]).toEqual(["1600", "1200"]);
    expect(attr(img, "fetchpriority")).toBe("high");
    expect(img.getAttribute("loading")).toBeNull();
    expect(img.getAttribute("style")).toContain(cover.placeholder);
    const source = img.parentElement!.querySelector("source")!;
    expect(img.parentElement!.tagName).toBe("PICTURE");
    expect(source.getAttribute("type")).toBe("image/webp");
    expect(source.getAttribute("sizes")).toBe("(min-width: 56rem) 56rem, 100vw");
    const base = cover.url.slice(0, -".jpg".length);
    expect(attr(source, "srcset")).toBe(
      [160, 320, 480, 720, 1080].map((w) => `${base}-${w}.webp ${w}w`).join(", ") + `, ${base}-1600.webp 1600w`,
    );
    await expectAllServed(img, source);
  });

  it("draws the gallery's thumbnails lazily, each with its srcset and size", async () => {
    const imgs = [...page.querySelectorAll("[data-testid=gallery-item] img")];
    expect(imgs).toHaveLength(2);
    expect(imgs.map((i) => [i.getAttribute("width"), i.getAttribute("height")])).toEqual([
      ["1200", "1600"],
      ["900", "600"],
    ]);
    for (const img of imgs) {
      expect(img.getAttribute("loading")).toBe("lazy");
      const source = img.parentElement!.querySelector("source");
      expect(source?.getAttribute("sizes")).toMatch(/45vw$/);
      await expectAllServed(img, source);
    }
    // The thumbnails link to the main file (what opens without scripts), never to a bigger original.
    expect([...page.querySelectorAll("[data-testid=gallery-item]")].map((a) => a.getAttribute("href"))).toEqual(imgs.map((i) => i.getAttribute("src")));
  });

  it("describes the cover to link previews with its 1200 x 630 card's absolute address", async () => {
    expect(page.querySelector("meta[property='og:image']")?.getAttribute("content")).toBe(`http://localhost${cover.url.replace(/\.\w+$/, "-share.jpg")}`);
    expect(page.querySelector("meta[property='og:image:width']")?.getAttribute("content")).toBe("1200");
  });
});

describe("the public site with uploaded photos", () => {
  it("draws an uploaded blog image and the site logo from their variants", async () => {
    const form = (photo: Uint8Array) => {
      const f = new FormData();
      f.append("image", new File([photo as BlobPart], "a.jpg", { type: "image/jpeg" }));
      return f;
    };
    const post = async (path: string, body: FormData) =>
      (await (await kit.app.request(path, { method: "POST", body, headers: { authorization: `Bearer ${admin}` } })).json()).data;
    const image = await post("/api/uploads", form(await cameraPhoto({ width: 1000, height: 700, grain: 4 })));
    const logo = await post("/api/uploads", form(await cameraPhoto({ width: 256, height: 256, grain: 0 })));
    // The form's plain names, read before validation and not in the typed body: cast to it.
    const created = await createPost(kit, { title: "صور خفيفة", excerpt: "ملخص", content: "نص", alt_text: "بديل", image: image.url, category: "design", status: "published" } as NewPost, admin);
    expect(created.status).toBe(201);
    const settings = (await readSettings(kit)).json.data;
    expect((await saveSettings(kit, { ...settings, logo_url: logo.url }, admin)).status).toBe(200);

    const { document } = await htmlOf(await kit.app.request("/blog"));
    const card = [...document.querySelectorAll("[data-testid=blog-card] img")].find((i) => i.getAttribute("src") === image.url)!;
    expect(card.getAttribute("loading")).toBe("lazy");
    expect([card.getAttribute("width"), card.getAttribute("height")]).toEqual(["1000", "700"]);
    expect(attr(card.parentElement!.querySelector("source"), "srcset")).toContain("-720.webp 720w");
    const brand = document.querySelector(`header img[src="${logo.url}"]`)!;
    expect(brand.parentElement!.querySelector("source")?.getAttribute("sizes")).toBe("32px");

    expect(attr(brand, "style")).toBeNull();

    const article = (await htmlOf(await kit.app.request(created.json.data.path))).document;
    const hero = article.querySelector(`article img[src="${image.url}"]`)!;
    expect(attr(hero, "fetchpriority")).toBe("high");
    expect(hero.parentElement!.querySelector("source")?.getAttribute("sizes")).toBe("(min-width: 48rem) 48rem, 100vw");
  });
});

describe("the site's logo and icon, uploaded in the settings", () => {
  it("a wide transparent logo is drawn 32 px high at its own width (sizes), with no colour behind it; the icon is its 160-px WebP", async () => {
    const sharp = (await import("sharp")).default;
    // A word mark, 600 × 200, on a transparent ground: its main file is a PNG.
    const wordMark = await sharp({ create: { width: 600, height: 200, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .composite([{ input: await sharp({ create: { width: 500, height: 120, channels: 4, background: "#6366f1" } }).png().toBuffer(), top: 40, left: 50 }])
      .png()
      .toBuffer();
    const send = async (bytes: Uint8Array) => {
      const f = new FormData();
      f.append("image", new File([bytes as BlobPart], "logo.png", { type: "image/png" }));
      return (await (await kit.app.request("/api/uploads", { method: "POST", body: f, headers: { authorization: `Bearer ${admin}` } })).json()).data;
    };
    const logo = await send(wordMark);
    const icon = await send(await sharp({ create: { width: 256, height: 256, channels: 3, background: "#6366f1" } }).png().toBuffer());
    expect(logo.url).toMatch(/\.png$/);
    const settings = (await readSettings(kit)).json.data;
    expect((await saveSettings(kit, { ...settings, logo_url: logo.url, favicon_url: icon.url }, admin)).status).toBe(200);

    for (const path of ["/", "/blog?lang=en"]) {
      const { document } = await htmlOf(await kit.app.request(path));
      const brand = document.querySelector(`header img[src="${logo.url}"]`)!;
      expect([brand.getAttribute("width"), brand.getAttribute("height")], path).toEqual(["600", "200"]);
      expect(attr(brand, "style"), path).toBeNull();
      const source = brand.parentElement!.querySelector("source")!;
      // 32 px high, so 96 px wide: the browser takes the 320 file at density 2, not the 1280-px main file.
      expect(source.getAttribute("sizes"), path).toBe("96px");
      expect(attr(source, "srcset"), path).toContain(`${logo.url.slice(0, -4)}-320.webp 320w`);
      await expectAllServed(brand, source);
      const link = document.querySelector("link[rel=icon]")!;
      expect([link.getAttribute("href"), link.getAttribute("type")], path).toEqual([icon.url.replace(/\.(jpg|png)$/, "-160.webp"), "image/webp"]);
      expect((await kit.app.request(link.getAttribute("href")!)).status).toBe(200);
    }
    // The organisation's logo for search engines stays the main file, by its absolute address.
    const { document } = await htmlOf(await kit.app.request("/"));
    expect(document.querySelector("script[type='application/ld+json']")!.textContent).toContain(`"logo":"http://localhost${logo.url}"`);
    expect((await saveSettings(kit, settings, admin)).status).toBe(200);
    expect((await htmlOf(await kit.app.request("/"))).document.querySelector("link[rel=icon]")!.getAttribute("href")).toBe("/favicon.svg");
  });
});

describe("the print kit's logo", () => {
  it("prints an uploaded logo from its 320-px WebP (22 mm at 300 dpi is 260 px), the main file for browsers without WebP", async () => {
    const sharp = (await import("sharp")).default;
    const logo = await upload("logo", new Uint8Array(await sharp({ create: { width: 800, height: 800, channels: 3, background: "#b04030" } }).jpeg().toBuffer()), "temp_print");
    const listing = await kit.approvedListing(owner, { businessId: "temp_print", logo_url: logo.url });
    for (const format of ["poster-a4", "stickers"]) {
      const { document } = await htmlOf(await kit.app.request(`/qr/${listing.unique_id}/print?format=${format}`));
      const imgs = [...document.querySelectorAll("[data-testid=print-sheet] img.logo")];
      expect(imgs.length, format).toBeGreaterThan(0);
      for (const img of imgs) {
        expect(img.getAttribute("src")).toBe(logo.url);
        const source = img.parentElement!.querySelector("source")!;
        expect([img.parentElement!.tagName, source.getAttribute("type"), attr(source, "srcset")]).toEqual(["PICTURE", "image/webp", logo.url.replace(/\.jpg$/, "-320.webp")]);
      }
    }
    const variant = await kit.app.request(logo.url.replace(/\.jpg$/, "-320.webp"));
    expect(variant.status).toBe(200);
    const bytes = new Uint8Array(await variant.arrayBuffer());
    expect((await sharp(bytes).metadata()).width).toBeGreaterThanOrEqual(260);
    expect(bytes.length).toBeLessThan((await (await kit.app.request(logo.url)).arrayBuffer()).byteLength);
  });

  it("prints a logo at another address as it is", async () => {
    const listing = await kit.approvedListing(owner, { logo_url: "https://cdn.example.com/brand.png" });
    const { document } = await htmlOf(await kit.app.request(`/qr/${listing.unique_id}/print`));
    const img = document.querySelector("[data-testid=print-sheet] img.logo")!;
    expect([img.getAttribute("src"), img.parentElement!.tagName]).toEqual(["https://cdn.example.com/brand.png", "DIV"]);
  });
});
