import type { Page, Request } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { pageErrors, useBrowser } from "./browser";
import { adminSession, card, dismissToasts, openAdmin, request, toast, type AdminSession } from "./admin-kit";

/**
 * An article open in the admin's form stays in step with the server: it saves by itself a few
 * seconds after the typing stops, never over a newer save, keeps a history to compare and
 * restore from, and makes review links of itself.
 */
const browser = useBrowser();
const base = browser.baseURL;
const run = Date.now().toString(36);

let session: AdminSession;
beforeAll(async () => {
  session = await adminSession(base);
});
const call = (method: string, path: string, body?: unknown) => request(base, method, path, body, session.token);

/** A draft made through the API, with an Arabic body of one paragraph. */
async function draft(title: string) {
  const made = await call("POST", "/blog-posts", {
    title_ar: title,
    excerpt_ar: "مقتطف",
    content_ar: "الفقرة الأولى.",
    image: "/images/demo/blog-data.svg",
    alt_text_ar: "صورة",
    category: "design",
    status: "draft",
  });
  expect(made.status).toBe(201);
  return made.json.data as { id: number; updated_at: string };
}

const arabicBody = (page: Page) => page.locator("[data-testid=rich-editor][data-lang=ar] [contenteditable]");
const status = (page: Page) => page.getByTestId("autosave-status");
const savesOf = (page: Page, id: number) => {
  const puts: Request[] = [];
  page.on("request", (r) => r.method() === "PUT" && new URL(r.url()).pathname === `/api/blog-posts/${id}` && puts.push(r));
  return puts;
};

/** The blog list, then the post's form with its Arabic body loaded into the editor. */
async function openPost(title: string) {
  const page = await openAdmin(browser, "/admin/blog", session);
  await card(page, title).getByTestId("edit-item").click();
  await expect.poll(() => arabicBody(page).innerText()).toBe("الفقرة الأولى.");
  return page;
}

describe("editing a post", () => {
  it("autosaves, previews a draft, and restores an earlier version into the form", async () => {
    const first = `مسودة ${run}`;
    const post = await draft(first);
    const page = await openPost(first);
    const puts = savesOf(page, post.id);

    // A change saves by itself once the typing stops, naming the version it follows.
    const autosaved = `${first} أولى`;
    await page.fill("[name=title_ar]", autosaved);
    await arabicBody(page).click();
    await page.keyboard.press("Control+End");
    await page.keyboard.type(" تكملة");
    await expect.poll(() => status(page).getAttribute("data-state"), { timeout: 20_000 }).toBe("saved");
    expect(await status(page).innerText()).toMatch(/^حُفظ في /);
    expect(puts).toHaveLength(1);
    expect(JSON.parse(puts[0].postData() ?? "{}")).toMatchObject({ autosave: true, base_updated_at: post.updated_at, title_ar: autosaved });
    const saved = (await call("GET", `/blog-posts/${post.id}`)).json.data;
    expect(saved.title_ar).toBe(autosaved);
    expect(saved.status).toBe("draft");
    // The list behind the form shows it too.
    expect(await card(page, autosaved).count()).toBe(1);

    // A second change, saved (a normal save) by the preview before it makes the link.
    const second = `${first} ثانية`;
    await page.fill("[name=title_ar]", second);
    await arabicBody(page).click();
    await page.keyboard.press("Control+A");
    await page.keyboard.type("نص مختلف تماماً.");
    const popup = page.context().waitForEvent("page");
    await page.getByTestId("preview-post").click();
    const preview = await popup;
    await preview.waitForLoadState();
    expect(new URL(preview.url()).pathname).toMatch(/^\/blog\/preview\//);
    await preview.getByTestId("preview-banner").waitFor();
    expect(await preview.locator("h1").innerText()).toContain(second);
    expect(await preview.locator("body").innerText()).toContain("نص مختلف تماماً.");
    await preview.close();
    expect(puts).toHaveLength(2);
    expect(JSON.parse(puts[1].postData() ?? "{}")).toMatchObject({ autosave: false, base_updated_at: saved.updated_at, title_ar: second });
    // The link stays in the form to share, with its expiry.
    expect(await page.getByTestId("preview-link-url").inputValue()).toMatch(/\/blog\/preview\/[A-Za-z0-9_-]{43}$/);
    expect(await page.getByTestId("preview-expires").innerText()).toMatch(/^صالح حتى /);

    // The history: the preview's save, the autosave and the first save, each saying how it differs from now.
    const versions = page.getByTestId("versions");
    await versions.locator("summary").click();
    const rows = versions.getByTestId("version");
    await expect.poll(() => rows.evaluateAll((els) => els.map((el) => el.getAttribute("data-kind")))).toEqual(["save", "autosave", "save"]);
    expect(await rows.nth(0).getByTestId("version-changed").innerText()).toBe("المقال كما هو الآن");
    expect(await rows.nth(1).getByTestId("version-changed").innerText()).toBe("تختلف عن الآن في: العنوان (بالعربية)، المحتوى (بالعربية)");

    // Compared with now, field by field; the bodies as their words, right to left.
    const autosaveRow = rows.nth(1);
    await autosaveRow.getByTestId("compare-version").click();
    const compare = autosaveRow.getByTestId("version-compare");
    const body = compare.locator("[data-field=content_ar]");
    await body.waitFor();
    expect(await body.getByTestId("compare-version-value").innerText()).toBe("الفقرة الأولى. تكملة");
    expect(await body.getByTestId("compare-now-value").innerText()).toBe("نص مختلف تماماً.");
    expect(await body.getByTestId("compare-version-value").getAttribute("dir")).toBe("rtl");
    expect(await compare.locator("[data-field=title_ar]").getByTestId("compare-version-value").innerText()).toBe(autosaved);

    // Restored after a confirmation: the form (both the fields and the editor) and the server show it.
    await dismissToasts(page);
    await autosaveRow.getByTestId("restore-version").click();
    const dialog = page.getByRole("dialog");
    expect(await dialog.innerText()).toContain("استعادة نسخة سابقة؟");
    await dialog.getByTestId("confirm-restore").click();
    await toast(page, "success", "أُعيدت هذه النسخة");
    await dialog.waitFor({ state: "detached" });
    await expect.poll(() => page.inputValue("[name=title_ar]")).toBe(autosaved);
    await expect.poll(() => arabicBody(page).innerText()).toBe("الفقرة الأولى. تكملة");
    const restored = (await call("GET", `/blog-posts/${post.id}`)).json.data;
    expect(restored.title_ar).toBe(autosaved);
    await expect.poll(() => rows.evaluateAll((els) => els.map((el) => el.getAttribute("data-kind")))).toEqual(["restore", "save", "autosave", "save"]);

    // The restore is the form's new starting point: the next change follows it without a conflict.
    await page.fill("[name=title_ar]", `${autosaved} بعد الاستعادة`);
    await expect.poll(() => status(page).getAttribute("data-state"), { timeout: 20_000 }).toBe("saved");
    expect(JSON.parse(puts.at(-1)?.postData() ?? "{}").base_updated_at).toBe(restored.updated_at);
    expect(await page.getByTestId("edit-conflict").count()).toBe(0);

    expect(pageErrors(page)).toEqual([]);
    await call("DELETE", `/blog-posts/${post.id}`);
  });

  it("never saves over a newer save: says so, keeps what was typed, and reloads on request", async () => {
    const title = `متنازع ${run}`;
    const post = await draft(title);
    const page = await openPost(title);
    const puts = savesOf(page, post.id);
    // Opening the post saves nothing by itself.
    await page.waitForTimeout(5_000);
    expect(puts).toHaveLength(0);

    // Another tab saves the post meanwhile.
    const elsewhere = await call("PUT", `/blog-posts/${post.id}`, { title_ar: `${title} من نافذة أخرى`, base_updated_at: post.updated_at });
    expect(elsewhere.status).toBe(200);

    const typed = `${title} من هذا النموذج`;
    await page.fill("[name=title_ar]", typed);
    const conflict = page.getByTestId("edit-conflict");
    await conflict.waitFor({ timeout: 20_000 });
    expect(await conflict.getAttribute("role")).toBe("alert");
    expect(await conflict.innerText()).toContain("نافذة أخرى");
    expect(await status(page).getAttribute("data-state")).toBe("stopped");
    expect(await page.inputValue("[name=title_ar]")).toBe(typed);
    expect((await call("GET", `/blog-posts/${post.id}`)).json.data.title_ar).toBe(`${title} من نافذة أخرى`);

    // No more autosaves; the Save button is refused the same way, and what was typed stays.
    await page.fill("[name=title_ar]", `${typed}!`);
    await page.waitForTimeout(5_000);
    expect(puts).toHaveLength(1);
    await page.getByTestId("save-item").click();
    await toast(page, "error", "نافذة أخرى");
    expect(await page.inputValue("[name=title_ar]")).toBe(`${typed}!`);

    // Reloading asks first, then shows the post as saved elsewhere, and autosaves from there.
    await conflict.getByTestId("reload-post").click();
    const dialog = page.getByRole("dialog");
    expect(await dialog.innerText()).toContain("تضيع التعديلات");
    await dialog.getByTestId("confirm-reload").click();
    await dialog.waitFor({ state: "detached" });
    expect(await page.inputValue("[name=title_ar]")).toBe(`${title} من نافذة أخرى`);
    expect(await conflict.count()).toBe(0);
    await page.fill("[name=title_ar]", `${title} بعد إعادة التحميل`);
    await expect.poll(() => status(page).getAttribute("data-state"), { timeout: 20_000 }).toBe("saved");
    expect((await call("GET", `/blog-posts/${post.id}`)).json.data.title_ar).toBe(`${title} بعد إعادة التحميل`);

    expect(pageErrors(page)).toEqual([]);
    await call("DELETE", `/blog-posts/${post.id}`);
  });
});
