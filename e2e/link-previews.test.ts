/**
 * What a link preview (WhatsApp, Facebook, Telegram) gets of every public page, from the server
 * `npm start` runs: an `og:image` it can show, a raster picture of 1200 x 630 where the page says
 * so, and its description. The picture's size is read from the file itself (image-size).
 */
import { imageSize } from "image-size";
import { describe, expect, it } from "vitest";
import { server } from "./server";

const base = server().baseURL;
const metaOf = (html: string, property: string) => new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1]?.replaceAll("&amp;", "&");

describe("link previews", () => {
  it("every public page, in both languages, names a raster og:image of 1200 x 630 that answers", async () => {
    const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
    const listing = /\/qr\/([a-z0-9]+)</.exec(sitemap)?.[1];
    const project = /\/work\/([^<?]+)</.exec(sitemap)?.[1];
    expect(listing && project).toBeTruthy();
    const pages = ["/", "/blog", "/blog/1", "/blog/2", "/privacy", "/terms", `/qr/${listing}`, `/work/${project}`, "/qr/login", "/nope"];
    const seen = new Map<string, string>();
    for (const path of pages)
      for (const lang of ["ar", "en"]) {
        const html = await (await fetch(`${base}${path}?lang=${lang}`)).text();
        const image = metaOf(html, "og:image");
        const where = `${path}?lang=${lang}`;
        expect(image, where).toBeTruthy();
        expect(metaOf(html, "og:image:alt"), where).toBeTruthy();
        expect([metaOf(html, "og:image:width"), metaOf(html, "og:image:height")], where).toEqual(["1200", "630"]);
        if (!seen.has(image!)) {
          const res = await fetch(image!.replace(new URL(image!).origin, base));
          expect(res.status, `${where}: ${image}`).toBe(200);
          expect(res.headers.get("content-type"), `${where}: ${image}`).toMatch(/^image\/(jpeg|png)$/);
          const size = imageSize(new Uint8Array(await res.arrayBuffer()));
          expect([size.width, size.height], `${where}: ${image}`).toEqual([1200, 630]);
          seen.set(image!, where);
        }
      }
    // The pages with a picture of their own show it, not the site's card.
    const own = [...seen.keys()].filter((url) => !url.endsWith("/images/og-cover.png"));
    expect(own.length, [...seen.keys()].join("\n")).toBeGreaterThanOrEqual(4);
  });
});
