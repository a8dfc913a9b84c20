import { HtmlValidate } from "html-validate";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../testing/test-app";

/**
 * Every public page, in both languages, as an HTML validator reads it: html-validate with its
 * standard rules (the document's structure, permitted content, attributes, ids, accessible
 * names). A page that breaks one fails here with the validator's own message.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
const validator = new HtmlValidate({ extends: ["html-validate:standard"] });
beforeAll(async () => {
  t = await createTestApp();
});

describe("the public pages' HTML", () => {
  it("has no error html-validate finds, on every public page in Arabic and English", async () => {
    const sitemap = await (await t.app.request("/sitemap.xml")).text();
    const listing = /\/qr\/([a-z0-9]+)</.exec(sitemap)?.[1];
    const project = /\/work\/([^<]+)</.exec(sitemap)?.[1];
    expect(listing && project).toBeTruthy();
    // An article with every kind of block the editor makes, drawn from its tree.
    const token = await t.adminToken();
    const text = (value: string, format = 0) => ({ type: "text", text: value, format });
    const rich = await t.app.request("/api/blog-posts", {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({
        title_ar: "مقال منسّق",
        title_en: "A formatted article",
        excerpt_ar: "ملخص",
        image: "/images/logo.svg",
        alt_text_ar: "الشعار",
        category: "design",
        status: "published",
        content_ar: {
          root: {
            type: "root",
            children: [
              { type: "heading", tag: "h2", children: [text("عنوان")] },
              { type: "paragraph", children: [text("نص "), text("غامق", 1), text(" و"), text("Latin", 2), { type: "linebreak" }, { type: "link", url: "tel:+963944123456", children: [text("اتصل")] }] },
              { type: "list", listType: "number", children: [{ type: "listitem", children: [text("أول")] }, { type: "listitem", children: [{ type: "list", listType: "bullet", children: [{ type: "listitem", children: [text("فرعي")] }] }] }] },
              { type: "quote", children: [text("اقتباس")] },
              { type: "paragraph", children: [{ type: "image", src: "/images/logo.svg", altText: "الشعار", width: 64, height: 64 }] },
              { type: "youtube", videoID: "dQw4w9WgXcQ" },
            ],
          },
        },
      }),
    });
    expect(rich.status).toBe(201);
    const pathIn = async (id: number, lang: string) => (await (await t.app.request(`/api/blog-posts/${id}?lang=${lang}`)).json()).data.path as string;
    const pages = ["/", "/blog", "article:1", `article:${(await rich.json()).data.id}`, "/privacy", "/terms", `/qr/${listing}`, `/work/${project}`, "/nope", "/qr/login"];
    const problems: string[] = [];
    for (const page of pages)
      for (const lang of ["ar", "en"]) {
        const path = page.startsWith("article:") ? await pathIn(Number(page.slice("article:".length)), lang) : page;
        const res = await t.app.request(`${path}?lang=${lang}`);
        expect(res.status, path).not.toBe(301);
        const report = await validator.validateString(await res.text());
        for (const m of report.results.flatMap((r) => r.messages)) problems.push(`${path}?lang=${lang}: ${m.ruleId}: ${m.message} (${m.selector})`);
      }
    expect(problems).toEqual([]);
  });
});
