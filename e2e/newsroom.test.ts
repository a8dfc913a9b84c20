import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { fillFields, pageErrors, useBrowser } from "./browser";
import { adminSession, openAdmin, request, type AdminSession } from "./admin-kit";

/**
 * The newsroom as an editor uses it: an Arabic article written in the rich-text editor (a
 * heading, a bold word, a link, a list and an inline image), scheduled two minutes ahead. Until
 * then readers find nothing at its address, in the blog or the sitemap; after, the page has the
 * article's structure as plain HTML and reads the same with scripts off. Meanwhile the editor
 * restores an earlier version from the history. The server's real clock runs: the test waits
 * for the moment (what it does meanwhile fills most of the wait).
 */
const browser = useBrowser();
const base = browser.baseURL;
const run = Date.now().toString(36);
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");
const SHOTS = process.env.SCREENSHOTS_DIR;

let session: AdminSession;
beforeAll(async () => {
  session = await adminSession(base);
});

/** What an anonymous reader gets at a path: its status and, when found, its HTML. */
async function read(path: string) {
  const res = await fetch(`${base}${path}`, { redirect: "manual" });
  return { status: res.status, html: res.status === 200 ? await res.text() : "" };
}

/** The HTML between the article body's start and the end of its article element. */
const bodyOf = (html: string) => html.slice(html.indexOf('data-testid="rich-body"'), html.indexOf("</article>"));

async function writeArticle(page: Page, title: string) {
  await page.getByTestId("new-item").click();
  const editor = page.locator("[data-testid=rich-editor][data-lang=ar]");
  const body = editor.locator("[contenteditable]");
  await body.waitFor();
  await body.click();
  await editor.getByTestId("rte-h2").click();
  await page.keyboard.type("لماذا نصوّر بالهاتف؟");
  await page.keyboard.press("Enter");
  await page.keyboard.type("الصورة ");
  await editor.getByTestId("rte-bold").click();
  await page.keyboard.type("الواضحة");
  await editor.getByTestId("rte-bold").click();
  await page.keyboard.type(" تبيع. أعمالنا: ");
  await editor.getByTestId("rte-link").click();
  await editor.getByTestId("rte-link-url").fill("https://agency.example/work");
  await editor.getByTestId("rte-link-apply").click();
  // With nothing selected, the address goes in as the link's own words.
  await editor.getByTestId("rte-link-panel").waitFor({ state: "detached" });
  await page.keyboard.press("End");
  await page.keyboard.press("Enter");
  await editor.getByTestId("rte-ul").click();
  await page.keyboard.type("ضوء النافذة");
  await page.keyboard.press("Enter");
  await page.keyboard.type("خلفية بسيطة");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  await editor.getByTestId("rte-image").click();
  await editor.getByTestId("rte-image-file").setInputFiles({ name: `shot-${run}.png`, mimeType: "image/png", buffer: PNG });
  await expect.poll(async () => (await editor.getByTestId("rte-image-preview").locator("img").getAttribute("src")) ?? "", { timeout: 30_000 }).toMatch(/^\/media\//);
  await editor.getByTestId("rte-image-alt").fill("منتج على طاولة قرب النافذة");
  await editor.getByTestId("rte-image-insert").click();
  await body.locator("img").waitFor();

  await fillFields(page, { title_ar: title, excerpt_ar: "نصائح قصيرة للتصوير", image: "/images/demo/blog-photo.svg", alt_text_ar: "كاميرا" });
  await page.selectOption("[name=category]", "photography");
  await page.locator("[name=status][value=published]").check();
}

describe("the newsroom", () => {
  it(
    "publishes a structured Arabic article by itself at its moment, and restores an earlier version",
    async () => {
      const page = await openAdmin(browser, "/admin/blog", session);
      await page.locator("[data-testid=item-card], [data-testid=empty-state]").first().waitFor();
      const title = `مقال مجدول ${run}`;
      await writeArticle(page, title);
      // Two minutes ahead, as the admin's phone or laptop shows local time.
      const publishAt = Date.now() + 2 * 60_000;
      const local = await page.evaluate((ms) => {
        const d = new Date(ms + 59_999 - (ms % 60_000));
        const pad = (n: number) => String(n).padStart(2, "0");
        return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
      }, publishAt);
      await page.fill("[name=publish_at]", local);
      const saved = page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/api/blog-posts");
      await page.getByTestId("save-item").click();
      const post = (await (await saved).json()).data;
      expect(post.publish_at).toBeTruthy();
      const due = Date.parse(post.publish_at);
      expect(due).toBeGreaterThan(Date.now());
      expect(decodeURIComponent(post.path)).toBe(`/blog/مقال-مجدول-${run}`);

      // Before its moment: no article, in no place a reader looks.
      expect((await read(post.path)).status).toBe(404);
      expect((await read(`/blog/${post.id}`)).status).toBe(404);
      expect((await read("/blog")).html).not.toContain(title);
      expect((await read("/sitemap.xml")).status).toBe(200);
      expect(await (await fetch(`${base}/sitemap.xml`)).text()).not.toContain(post.path);

      // Meanwhile a second save changes the title; the history puts the first one back.
      const call = (method: string, path: string, body?: unknown) => request(base, method, path, body, session.token);
      expect((await call("PUT", `/blog-posts/${post.id}`, { title_ar: `${title} (معدّل)` })).status).toBe(200);
      await page.reload();
      await page.getByTestId("item-card").filter({ hasText: `${title} (معدّل)` }).getByTestId("edit-item").click();
      const versions = page.getByTestId("versions");
      await versions.waitFor();
      await versions.locator("summary").click();
      await versions.getByTestId("restore-version").last().click();
      await page.getByTestId("confirm-restore").click();
      await expect.poll(async () => (await call("GET", `/blog-posts/${post.id}`)).json.data.title_ar, { timeout: 15_000 }).toBe(title);
      expect(await page.inputValue("[name=title_ar]")).toBe(title);
      expect(pageErrors(page)).toEqual([]);

      // The moment comes: the article is there by itself, structured, with no script of its own.
      await expect.poll(async () => (await read(post.path)).status, { timeout: Math.max(10_000, due - Date.now() + 30_000), interval: 2_000 }).toBe(200);
      expect(Date.now()).toBeGreaterThanOrEqual(due);
      const { html } = await read(post.path);
      const body = bodyOf(html);
      expect(body).toMatch(/<h2>لماذا نصوّر بالهاتف؟<\/h2>/);
      expect(body).toContain("<strong>الواضحة</strong>");
      expect(body).toMatch(/<a href="https:\/\/agency\.example\/work"[^>]*>/);
      expect(body).toMatch(/<ul><li>ضوء النافذة<\/li><li>خلفية بسيطة<\/li><\/ul>/);
      expect(body).toMatch(/<img[^>]*alt="منتج على طاولة قرب النافذة"/);
      expect(body).not.toContain("<script");
      expect((await read("/blog")).html).toContain(title);
      expect(await (await fetch(`${base}/sitemap.xml`)).text()).toContain(post.path);
      const moved = await fetch(`${base}/blog/${post.id}`, { redirect: "manual" });
      expect([moved.status, moved.headers.get("location")]).toEqual([301, post.path]);

      // A reader on a phone with scripts off reads the same article.
      const reader = await browser.open(post.path, { javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
      expect(await reader.locator("article h2").first().innerText()).toBe("لماذا نصوّر بالهاتف؟");
      expect(await reader.locator("[data-testid=rich-body] li").allInnerTexts()).toEqual(["ضوء النافذة", "خلفية بسيطة"]);
      const overflow = await reader.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      if (SHOTS) await reader.screenshot({ path: `${SHOTS}/newsroom-article-ar-360.png`, fullPage: true });
    },
    240_000,
  );
});
