/**
 * The admin's lists on the phone the agency's staff carry on the road: 360 x 740, Arabic, a 400 ms
 * round trip and 400 kbit/s each way, a CPU four times slower (bench/lib/slow-phone.mjs). What the
 * admin sees while a page loads (the old rows, faded, and a loading notice: never a blank list),
 * searching with a letter variant, paging and the back button, ticking two cards and approving
 * them with one note (one request, however fast the taps), the toast inside the screen, and the
 * activity log whose filters fold so its first rows show without scrolling. Timings are printed
 * for the notes, and only checked against generous bounds (the machine is shared).
 */
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { phoneContext, throttle } from "../../bench/lib/slow-phone.mjs";
import { adminSession, listSettled, request, type AdminSession } from "../admin-kit";
import { pageErrors, useBrowser } from "../browser";
import { newOwner } from "../qr-area-kit";

const browser = useBrowser();
const base = browser.baseURL;
const run = Date.now().toString(36);
// 55 listings of this run (more than a page of 50), three of them with "أبو" in the name.
const TOTAL = 55;
const abu = (n: number) => `مطعم أبو ${run} ${n}`;
// The bulk approval's note, which the activity log keeps as the details of each approval.
const note = `أهلاً بكم ${run}`;

let session: AdminSession;

/**
 * The admin's screen `path` on the throttled phone, the session already in storage; returned at the
 * first byte, with the time the navigation started.
 */
async function slowAdmin(path: string) {
  const page = await browser.open("/favicon.svg", phoneContext);
  await page.evaluate(([t, u]) => (localStorage.setItem("token", t), localStorage.setItem("user", u)), [session.token, JSON.stringify(session.user)]);
  await throttle(page);
  const started = Date.now();
  await page.goto(path, { waitUntil: "commit" });
  return { page, started };
}

/** The element's box lies inside the 360 x 740 screen, and its text is not cut off. */
async function readable(page: Page, selector: string) {
  const box = await page.locator(selector).last().evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { x: r.x, y: r.y, right: r.right, bottom: r.bottom, clipped: el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1 };
  });
  const { width, height } = phoneContext.viewport;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.right).toBeLessThanOrEqual(width);
  expect(box.bottom).toBeLessThanOrEqual(height);
  expect(box.clipped).toBe(false);
}

const arabicCount = (text: string) => Number(text.replace(/[^٠-٩]/g, "").replace(/[٠-٩]/g, (d) => String("٠١٢٣٤٥٦٧٨٩".indexOf(d))));

beforeAll(async () => {
  session = await adminSession(base);
  // An owner may have only 5 listings waiting for review: a new owner for every five.
  let owner = await newOwner(base, "slowadm");
  for (let i = 1; i <= TOTAL; i++) {
    if (i > 1 && (i - 1) % 5 === 0) owner = await newOwner(base, "slowadm");
    const name = i <= 3 ? abu(i) : `مخبز ${run} ${i}`;
    const res = await request(base, "POST", "/qr/businesses", { business_name: name, business_type: "مطعم", phone: "+963 11 222 3333" }, owner.token);
    expect(res.status, JSON.stringify(res.json)).toBe(201);
  }
});

describe("the admin's QR listings on a slow phone", () => {
  it("shows the first rows with the total, searches with a letter variant, pages with the old rows kept, and back returns", async () => {
    const { page, started } = await slowAdmin("/admin/qr-businesses");
    await page.getByTestId("item-card").first().waitFor({ timeout: 60_000 });
    const firstRows = Date.now() - started;
    console.log(`admin QR list, first rows on the slow phone: ${firstRows} ms from navigation`);
    expect(firstRows).toBeLessThan(60_000);
    await listSettled(page);
    expect(arabicCount(await page.getByTestId("pager-total").innerText())).toBeGreaterThanOrEqual(TOTAL);
    expect(await page.getByTestId("pager-total").innerText()).toMatch(/^[٠-٩٬]+ (عنصر|عنصرًا)$/);
    expect(await page.getByTestId("pager-page").innerText()).toMatch(/^صفحة ١ من [٢-٩٠-٩٬]+$/);
    expect(await page.locator("li[data-testid=item-card]").count()).toBe(50);

    // "ابو" without the hamza finds "أبو"; the typed text stays while the answer crawls in.
    const box = page.getByTestId("search");
    await box.fill(`ابو ${run}`);
    await page.waitForURL((url) => url.searchParams.get("q") === `ابو ${run}`, { timeout: 30_000 });
    await listSettled(page);
    expect(await box.inputValue()).toBe(`ابو ${run}`);
    expect((await page.getByTestId("item-card").allInnerTexts()).map((text) => text.includes(`أبو ${run}`))).toEqual([true, true, true]);
    expect(await page.getByTestId("pager-total").innerText()).toBe("٣ عناصر");

    // Every listing of the run: two pages.
    await box.fill(run);
    await page.waitForURL((url) => url.searchParams.get("q") === run, { timeout: 30_000 });
    await listSettled(page);
    expect(await page.getByTestId("pager-total").innerText()).toBe("٥٥ عنصرًا");
    expect(await page.getByTestId("pager-page").innerText()).toBe("صفحة ١ من ٢");

    // The pager under the last card: while page 2 loads, page 1's rows stay (faded) under a
    // visible loading notice, and the screen goes to the list's top.
    const firstOfPage1 = await page.getByTestId("item-card").first().innerText();
    // Seen in the page the moment the notice appears (the answer may come soon after).
    const during = page.evaluate(
      () =>
        new Promise<{ rows: number; busy: string | null; inside: boolean }>((resolve) => {
          const observer = new MutationObserver(() => {
            const notice = document.querySelector("[data-testid=list-loading]");
            if (!notice) return;
            observer.disconnect();
            const r = notice.getBoundingClientRect();
            resolve({
              rows: document.querySelectorAll("li[data-testid=item-card]").length,
              busy: document.querySelector("[data-testid=list-body]")!.getAttribute("aria-busy"),
              inside: r.top >= 0 && r.bottom <= innerHeight && r.left >= 0 && r.right <= innerWidth && r.height > 0,
            });
          });
          observer.observe(document.body, { childList: true, subtree: true });
        }),
    );
    await page.getByTestId("pager-next").tap();
    expect(await during).toEqual({ rows: 50, busy: "true", inside: true });
    await listSettled(page);
    expect(await page.getByTestId("list-loading").count()).toBe(0);
    expect(await page.getByTestId("pager-page").innerText()).toBe("صفحة ٢ من ٢");
    expect(await page.getByTestId("item-card").count()).toBe(5);
    const top = await page.getByTestId("item-card").first().boundingBox();
    expect(top!.y).toBeGreaterThanOrEqual(0);
    expect(top!.y).toBeLessThan(phoneContext.viewport.height);

    // The phone's back button: page 1 again, the search kept.
    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has("page"), { timeout: 30_000 });
    await listSettled(page);
    expect(await page.getByTestId("pager-page").innerText()).toBe("صفحة ١ من ٢");
    expect(await page.getByTestId("item-card").first().innerText()).toBe(firstOfPage1);
    expect(await box.inputValue()).toBe(run);
    expect(pageErrors(page)).toEqual([]);
  });

  it("approves two ticked cards with one note in one request, and the toast is readable inside the screen", async () => {
    const { page } = await slowAdmin(`/admin/qr-businesses?q=${encodeURIComponent(`ابو ${run}`)}`);
    await page.getByTestId("item-card").first().waitFor({ timeout: 60_000 });
    await listSettled(page);
    const cards = page.locator("li[data-testid=item-card]");
    expect(await cards.count()).toBe(3);
    // Thumb-sized targets on each card.
    const target = await cards.first().getByTestId("bulk-select").locator("xpath=..").boundingBox();
    expect(target!.height).toBeGreaterThanOrEqual(44);
    expect(target!.width).toBeGreaterThanOrEqual(44);

    // Where a card sits on the page (not on the screen, which the taps may scroll).
    const placed = () => cards.first().evaluate((el) => Math.round(el.getBoundingClientRect().top + scrollY));
    const before = await placed();
    await cards.nth(0).getByTestId("bulk-select").tap();
    await cards.nth(1).getByTestId("bulk-select").tap();
    // The bar comes at the bottom of the screen without moving the cards being ticked.
    expect(await placed()).toBe(before);
    expect(await page.getByTestId("bulk-count").innerText()).toBe("٢ محدد");
    await readable(page, "[data-testid=bulk-bar]");
    const names = [await cards.nth(0).locator("h3").innerText(), await cards.nth(1).locator("h3").innerText()];

    const bulkPosts: string[] = [];
    page.on("request", (r) => void (r.method() === "POST" && new URL(r.url()).pathname === "/api/qr/admin/bulk" && bulkPosts.push(r.url())));
    await page.locator("[data-testid=bulk-action][data-action=approve]").tap();
    const dialog = page.getByRole("dialog");
    await dialog.locator("textarea[name=bulk_note]").fill(note);
    // An impatient double tap on a slow network sends the decision once.
    await dialog.getByTestId("confirm-bulk").evaluate((button: HTMLButtonElement) => (button.click(), button.click()));
    await page.locator("[data-testid=toast][data-type=success]", { hasText: "تم التنفيذ على عنصرين" }).waitFor({ timeout: 45_000 });
    await readable(page, "[data-testid=toast][data-type=success]");
    expect(bulkPosts).toHaveLength(1);

    await listSettled(page);
    const listed = (await request(base, "GET", `/qr/admin?q=${encodeURIComponent(`ابو ${run}`)}`, undefined, session.token)).json.data as { business_name: string; status: string; admin_notes: string | null }[];
    for (const name of names) expect(listed.find((b) => b.business_name === name)).toMatchObject({ status: "approved", admin_notes: note });
    expect(listed.filter((b) => b.status === "approved")).toHaveLength(2);
    expect(pageErrors(page)).toEqual([]);
  });
});

describe("the activity log on a slow phone", () => {
  it("shows its first row within the first screen, filters by one action, and folds the other filters with their count", async () => {
    const { page, started } = await slowAdmin(`/admin/activity?q=${encodeURIComponent(run)}`);
    await page.getByTestId("item-card").first().waitFor({ timeout: 60_000 });
    console.log(`activity log, first rows on the slow phone: ${Date.now() - started} ms from navigation`);
    await listSettled(page);
    // The folded filters leave the first row in sight without scrolling.
    const first = await page.getByTestId("item-card").first().boundingBox();
    expect(first!.y).toBeLessThan(phoneContext.viewport.height - 80);
    expect(await page.getByTestId("actor-filter").isVisible()).toBe(false);

    const action = page.getByTestId("action-filter");
    await action.locator("option[value=approve]").waitFor({ state: "attached", timeout: 30_000 });
    await action.selectOption("approve");
    await page.waitForURL((url) => url.searchParams.get("action") === "approve", { timeout: 30_000 });
    await listSettled(page);
    expect(await page.getByTestId("pager-total").innerText()).toBe("عنصران");
    for (const text of await page.getByTestId("item-card").allInnerTexts()) expect(text).toContain(note);

    // The other filters: one tap away, the two days side by side, the count of those on.
    const more = page.getByTestId("more-filters");
    expect(await more.getAttribute("aria-expanded")).toBe("false");
    await more.tap();
    expect(await more.getAttribute("aria-expanded")).toBe("true");
    const from = (await page.getByTestId("from-filter").boundingBox())!;
    const to = (await page.getByTestId("to-filter").boundingBox())!;
    expect(Math.abs(from.y - to.y)).toBeLessThan(2);
    expect(Math.min(from.x, to.x) + Math.min(from.width, to.width)).toBeLessThanOrEqual(Math.max(from.x, to.x));
    await page.getByTestId("actor-filter").selectOption("admin");
    await page.waitForURL((url) => url.searchParams.get("actor_kind") === "admin", { timeout: 30_000 });
    await listSettled(page);
    expect(await page.getByTestId("filters-on").innerText()).toBe("١");
    expect(await page.getByTestId("pager-total").innerText()).toBe("عنصران");
    expect(pageErrors(page)).toEqual([]);
  });
});
