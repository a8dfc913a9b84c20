import { beforeAll, describe, expect, it } from "vitest";
import { pageErrors, useBrowser } from "./browser";
import { adminSession, listSettled, openAdminOn, request, toast, type AdminSession } from "./admin-kit";
import { DESKTOP, newOwner, PHONE } from "./qr-area-kit";

/**
 * The admin lists as a CMS: search, filters and page in the address (reload and back keep them),
 * a pager with the total, a table with row selection and bulk actions on wide screens, cards on
 * phones, and the activity log's filters; in Arabic and in English.
 */
const browser = useBrowser();
const base = browser.baseURL;
const run = Date.now().toString(36);

let session: AdminSession;
const call = (method: string, path: string, body?: unknown, token = session.token) => request(base, method, path, body, token);

const post = async (title: string, status = "draft") => {
  const res = await call("POST", "/blog-posts", {
    title_ar: title,
    excerpt_ar: "مقتطف",
    content_ar: "نص المقال",
    image: "/images/demo/blog-data.svg",
    alt_text_ar: "صورة",
    category: "marketing",
    status,
  });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json.data as { id: number };
};

beforeAll(async () => {
  session = await adminSession(base);
  // 55 drafts of this run: more than one page (50 rows), so the pager has a second page.
  for (let i = 0; i < 55; i++) await post(`مسودة ${run} ${i}`);
});

describe("paged lists", () => {
  it("keeps search, filter and page in the address across reload and back, with the total in Arabic digits", async () => {
    const page = await openAdminOn(browser, "/admin/blog", session, DESKTOP);
    await listSettled(page);
    await page.getByTestId("search").fill(run);
    await page.waitForURL((url) => url.searchParams.get("q") === run);
    await page.getByTestId("status-filter").selectOption("draft");
    await page.waitForURL((url) => url.searchParams.get("status") === "draft");
    await listSettled(page);
    expect(await page.getByTestId("pager-total").innerText()).toBe("٥٥ عنصرًا");
    expect(await page.getByTestId("pager-page").innerText()).toBe("صفحة ١ من ٢");
    expect(await page.getByTestId("item-card").count()).toBe(50);

    await page.getByTestId("pager-next").click();
    await page.waitForURL((url) => url.searchParams.get("page") === "2");
    await listSettled(page);
    expect(await page.getByTestId("item-card").count()).toBe(5);
    expect(await page.getByTestId("pager-page").innerText()).toBe("صفحة ٢ من ٢");

    await page.reload();
    await listSettled(page);
    expect(await page.getByTestId("search").inputValue()).toBe(run);
    expect(await page.getByTestId("status-filter").inputValue()).toBe("draft");
    expect(await page.getByTestId("pager-page").innerText()).toBe("صفحة ٢ من ٢");
    expect(await page.getByTestId("item-card").count()).toBe(5);

    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has("page"));
    await listSettled(page);
    expect(await page.getByTestId("pager-page").innerText()).toBe("صفحة ١ من ٢");
    expect(await page.getByTestId("search").inputValue()).toBe(run);

    // A sortable header says how the table is sorted, and sorts the other way on a click.
    const created = page.locator("th", { has: page.locator("[data-sort=created_at]") });
    expect(await created.getAttribute("aria-sort")).toBe("descending");
    await created.getByRole("button").click();
    await page.waitForURL((url) => url.searchParams.get("sort") === "created_at");
    await listSettled(page);
    expect(await created.getAttribute("aria-sort")).toBe("ascending");
    expect(await page.getByTestId("item-card").first().innerText()).toContain(`مسودة ${run} 0`);
    expect(pageErrors(page)).toEqual([]);
  });

  it("shows the total in Western digits in English, and cards instead of the table on a phone", async () => {
    const en = await openAdminOn(browser, `/admin/blog?lang=en&q=${run}`, session, DESKTOP);
    await listSettled(en);
    expect(await en.getByTestId("pager-total").innerText()).toBe("55 items");
    expect(await en.getByTestId("pager-page").innerText()).toBe("Page 1 of 2");
    expect(await en.getByTestId("list-table").count()).toBe(1);
    expect(await en.locator("tr[data-testid=item-card]").count()).toBe(50);

    const phone = await openAdminOn(browser, `/admin/blog?q=${run}`, session, PHONE);
    await listSettled(phone);
    expect(await phone.getByTestId("list-table").count()).toBe(0);
    expect(await phone.locator("li[data-testid=item-card]").count()).toBe(50);
    // Cards are ticked for bulk actions in their corner, a thumb-sized target.
    expect(await phone.getByTestId("bulk-select").count()).toBe(50);
    const tick = await phone.getByTestId("bulk-select").first().locator("xpath=..").boundingBox();
    expect(tick!.height).toBeGreaterThanOrEqual(44);
    // Previous and next are thumb-sized on a phone.
    const next = await phone.getByTestId("pager-next").boundingBox();
    expect(next!.height).toBeGreaterThanOrEqual(44);
    expect(next!.width).toBeGreaterThanOrEqual(44);
    expect(pageErrors(phone)).toEqual([]);
  });
});

describe("bulk actions", () => {
  it("publishes selected posts after a confirmation and reports the count, then the activity log filters by that action", async () => {
    const tag = `نشر-${run}`;
    const ids = [await post(`${tag} أ`), await post(`${tag} ب`), await post(`${tag} ج`)].map((p) => p.id);
    const page = await openAdminOn(browser, `/admin/blog?q=${encodeURIComponent(tag)}`, session, DESKTOP);
    await listSettled(page);
    expect(await page.getByTestId("item-card").count()).toBe(3);
    await page.getByTestId("bulk-select-all").check();
    expect(await page.getByTestId("bulk-count").innerText()).toBe("٣ محدد");
    await page.locator("[data-testid=bulk-action][data-action=publish]").click();
    const dialog = page.getByRole("dialog");
    expect(await dialog.innerText()).toContain("٣");
    await dialog.getByTestId("confirm-bulk").click();
    await toast(page, "success", "تم التنفيذ على ٣ عناصر");
    await listSettled(page);
    await expect.poll(() => page.getByTestId("item-card").allInnerTexts()).toEqual([
      expect.stringContaining("منشور"),
      expect.stringContaining("منشور"),
      expect.stringContaining("منشور"),
    ]);
    for (const id of ids) expect((await call("GET", `/blog-posts/${id}`)).json.data.status).toBe("published");
    expect(pageErrors(page)).toEqual([]);

    // The activity log: filtered by the action, one row per published post.
    const log = await openAdminOn(browser, `/admin/activity?q=${encodeURIComponent(tag)}`, session, DESKTOP);
    await listSettled(log);
    await log.getByTestId("action-filter").locator("option[value=publish]").waitFor({ state: "attached" });
    await log.getByTestId("action-filter").selectOption("publish");
    await log.waitForURL((url) => url.searchParams.get("action") === "publish");
    await listSettled(log);
    expect(await log.getByTestId("pager-total").innerText()).toBe("٣ عناصر");
    for (const text of await log.getByTestId("item-card").allInnerTexts()) expect(text).toContain(tag);
    // No owner published anything: the actor filter narrows the list to nothing.
    await log.getByTestId("actor-filter").selectOption("owner");
    await log.waitForURL((url) => url.searchParams.get("actor_kind") === "owner");
    await listSettled(log);
    await expect.poll(() => log.getByTestId("empty-state").innerText()).toBe("لا توجد نتائج مطابقة للبحث");
    expect(pageErrors(log)).toEqual([]);
  });

  it("approves selected QR listings with one note, in English", async () => {
    const owner = await newOwner(base, "bulk");
    const name = `Bulk cafe ${run}`;
    for (const n of [1, 2]) {
      const res = await request(base, "POST", "/qr/businesses", { business_name: `${name} ${n}`, business_type: "مطعم", phone: "+963 11 222 3333" }, owner.token);
      expect(res.status, JSON.stringify(res.json)).toBe(201);
    }
    const page = await openAdminOn(browser, `/admin/qr-businesses?lang=en&status=pending&q=${encodeURIComponent(name)}`, session, DESKTOP);
    await listSettled(page);
    expect(await page.getByTestId("item-card").count()).toBe(2);
    for (const box of await page.getByTestId("bulk-select").all()) await box.check();
    await page.locator("[data-testid=bulk-action][data-action=approve]").click();
    const dialog = page.getByRole("dialog");
    await dialog.locator("textarea[name=bulk_note]").fill("Welcome aboard");
    await dialog.getByTestId("confirm-bulk").click();
    await toast(page, "success", "Done for 2 items");
    // Approved listings leave the "pending" filter.
    await expect.poll(() => page.getByTestId("empty-state").innerText()).toBe("Nothing matches your search");
    const listed = (await call("GET", `/qr/admin?q=${encodeURIComponent(name)}`)).json.data;
    expect(listed).toHaveLength(2);
    for (const b of listed) expect(b).toMatchObject({ status: "approved", admin_notes: "Welcome aboard" });
    expect(pageErrors(page)).toEqual([]);
  });
});

describe("toasts on a phone", () => {
  it("sit above the bulk bar, never on its buttons", async () => {
    const keep = `يبقى محدداً ${run}`;
    const gone = `يُحذف ${run}`;
    await post(keep);
    await post(gone);
    const page = await openAdminOn(browser, `/admin/blog?q=${encodeURIComponent(run)}`, session, PHONE);
    await listSettled(page);
    const cardOf = (title: string) => page.locator("[data-testid=item-card]", { hasText: title });
    await cardOf(keep).getByTestId("bulk-select").check();
    const bar = page.getByTestId("bulk-bar");
    await bar.waitFor();
    // A toast while a card stays ticked: deleting another post.
    await cardOf(gone).getByTestId("delete-item").tap();
    await page.getByTestId("confirm-delete").tap();
    const message = page.locator("[data-testid=toast][data-type=success]").first();
    await message.waitFor();
    expect(await bar.isVisible()).toBe(true);
    const [t, b] = [await message.boundingBox(), await bar.boundingBox()];
    expect(t!.y + t!.height).toBeLessThanOrEqual(b!.y);
    expect(pageErrors(page)).toEqual([]);
  });
});
