import { beforeAll, describe, expect, it } from "vitest";
import { fillFields, pageErrors, useBrowser } from "./browser";
import { card, hydrated, openAdmin, request, toast } from "./admin-kit";

/** The inbox, admin accounts and changing one's password. */
const browser = useBrowser();
const base = browser.baseURL;
const run = Date.now().toString(36);

const call = (method: string, path: string, body?: unknown, token = session.token) => request(base, method, path, body, token);

let session: { token: string; user: unknown };
beforeAll(async () => {
  session = (await call("POST", "/auth/login", { username: "admin", password: "e2e-admin-password" }, "")).json.data;
});

const open = (path: string, as: { token: string; user: unknown } = session) => openAdmin(browser, path, as);

describe("inbox", () => {
  it("receives a message sent from the landing page's contact form; marks it read and deletes it", async () => {
    const visitor = await browser.open("/");
    await visitor.locator("#contact").scrollIntoViewIfNeeded();
    await hydrated(visitor, "contact-form");
    const name = `زائر ${run}`;
    const text = `أرغب بعرض سعر لحملة إعلانية ${run}`;
    await visitor.fill("#contact-form [name=name]", name);
    await visitor.fill("#contact-form [name=email]", "visitor@example.com");
    await visitor.selectOption("#contact-form [name=subject]", "marketing");
    await visitor.fill("#contact-form [name=message]", text);
    await visitor.getByTestId("contact-submit").click();
    await visitor.locator("[data-testid=form-notice][data-type=success]").waitFor();

    const dashboard = await open("/admin");
    await expect.poll(() => dashboard.getByTestId("unread-messages").innerText()).toContain(name);

    const page = await open("/admin/messages");
    const message = card(page, name);
    await message.waitFor();
    expect(await message.getAttribute("data-state")).toBe("unread");
    for (const part of [text, "visitor@example.com", "التسويق", "جديدة"]) expect(await message.innerText(), part).toContain(part);

    await message.getByTestId("toggle-read").click();
    await expect.poll(() => message.getAttribute("data-state")).toBe("read");
    const stored = (await call("GET", "/contact-messages")).json.data.find((m: { name: string }) => m.name === name);
    expect(stored.is_read).toBe(true);
    await page.getByTestId("read-filter").selectOption("unread");
    await expect.poll(() => card(page, name).count()).toBe(0);
    await page.getByTestId("read-filter").selectOption("all");

    await message.getByTestId("delete-item").click();
    await page.getByTestId("confirm-delete").click();
    await toast(page, "success", "تم الحذف بنجاح");
    await message.waitFor({ state: "detached" });
    expect((await call("GET", "/contact-messages")).json.data.some((m: { name: string }) => m.name === name)).toBe(false);
    expect(pageErrors(page)).toEqual([]);
  });
});

describe("admin accounts", () => {
  it("creates an editor (the server's password rule shown under the field) and edits the account", async () => {
    const page = await open("/admin/users");
    await card(page, "admin").first().waitFor();
    await page.getByTestId("new-item").click();
    await page.getByTestId("save-item").click();
    for (const name of ["username", "email", "password"]) expect(await page.getByTestId(`field-error-${name}`).innerText(), name).toBe("هذا الحقل مطلوب");
    const username = `editor_${run}`;
    await fillFields(page, {
      username,
      email: `${username}@example.com`,
      password: "short",
    });
    await page.selectOption("[name=role]", "editor");
    await page.getByTestId("save-item").click();
    expect(await page.getByTestId("field-error-password").innerText()).toBe("كلمة المرور يجب أن تكون بين ٨ و١٢٨ حرفاً");
    await page.fill("[name=password]", "a-long-enough-password");
    await page.getByTestId("save-item").click();
    await toast(page, "success", "تمت الإضافة بنجاح");
    const created = card(page, username);
    expect(await created.innerText()).toContain("محرر");

    await created.getByTestId("edit-item").click();
    expect(await page.locator("[name=username]").count()).toBe(0);
    await page.fill("[name=email]", `${username}@agency.example`);
    await page.getByRole("checkbox", { name: "الحساب مفعّل" }).uncheck();
    await page.getByTestId("save-item").click();
    await toast(page, "success", "تم التحديث بنجاح");
    expect(await created.innerText()).toContain(`${username}@agency.example`);
    expect(await created.innerText()).toContain("غير نشط");
    expect((await call("POST", "/auth/login", { username, password: "a-long-enough-password" }, "")).status).toBe(401);
  });
});

describe("own password", () => {
  it("checks the confirmation and the current password, then changes it", async () => {
    const username = `pw_${run}`;
    const first = "first-password-123";
    expect((await call("POST", "/users", { username, email: `${username}@example.com`, password: first, role: "editor" })).status).toBe(201);
    const own = (await call("POST", "/auth/login", { username, password: first }, "")).json.data;
    const page = await open("/admin/password", own);
    // An editor does not see the accounts screen.
    expect(await page.getByRole("link", { name: "حسابات المدراء" }).count()).toBe(0);

    await fillFields(page, {
      current_password: "wrong-password",
      new_password: "second-password-456",
      confirm_password: "something-else",
    });
    await page.getByTestId("save-item").click();
    expect(await page.getByTestId("field-error-confirm_password").innerText()).toBe("كلمتا المرور غير متطابقتين");
    await page.fill("[name=confirm_password]", "second-password-456");
    await page.getByTestId("save-item").click();
    expect(await page.getByTestId("field-error-current_password").innerText()).toBe("كلمة المرور الحالية غير صحيحة");

    await page.fill("[name=current_password]", first);
    await page.getByTestId("save-item").click();
    await toast(page, "success", "تم تغيير كلمة المرور");
    expect(await page.inputValue("[name=new_password]")).toBe("");
    expect((await call("POST", "/auth/login", { username, password: "second-password-456" }, "")).status).toBe(200);
    // This browser's session is kept.
    await page.getByRole("link", { name: "الرئيسية" }).click();
    await page.getByTestId("stat-card").first().waitFor();
  });
});

describe("the navigation tabs on a phone", () => {
  it.each(["ar", "en"])("always show the current tab whole, no label under the scroll hint, and the header in one row (%s)", async (lang) => {
    const page = await browser.open("/favicon.svg", { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
    await page.evaluate(([t, u]) => (localStorage.setItem("token", t), localStorage.setItem("user", u)), [session.token, JSON.stringify(session.user)]);
    /** The current tab's box inside the strip, and whether a tap at its two ends reaches it. */
    const currentTab = () =>
      page.locator("nav a[aria-current=page]").evaluate((tab) => {
        const list = tab.closest("ul")!.getBoundingClientRect();
        const r = tab.getBoundingClientRect();
        const reaches = (x: number) => {
          const hit = document.elementFromPoint(x, r.y + r.height / 2);
          return !!hit && tab.contains(hit);
        };
        return { inside: r.left >= list.left - 1 && r.right <= list.right + 1, ends: reaches(r.left + 6) && reaches(r.right - 6), label: tab.textContent };
      });
    /**
     * The labels the scroll hint (its chevron, or a fade) is drawn over: each tab's text where the
     * strip shows it, against the hint's box. Empty when it covers none.
     */
    const coveredLabels = () =>
      page.locator("nav ul").evaluate((list) => {
        const hint = document.querySelector("[data-testid=tabs-scroll-hint]")?.getBoundingClientRect();
        if (!hint) return [];
        const strip = list.getBoundingClientRect();
        return [...list.querySelectorAll("a")].flatMap((tab) => {
          const text = document.createRange();
          text.selectNodeContents(tab);
          const r = text.getBoundingClientRect();
          const left = Math.max(r.left, strip.left);
          const right = Math.min(r.right, strip.right);
          const shown = right - left > 1;
          const overlaps = left < hint.right - 1 && right > hint.left + 1 && r.top < hint.bottom && r.bottom > hint.top;
          return shown && overlaps ? [tab.textContent] : [];
        });
      });
    // The activity log is the last tab: it sat clipped under the chevron.
    // The contact screen is short: the strip's row stretched into an empty band under it.
    for (const path of ["/admin/activity", "/admin/qr-businesses", "/admin/settings", "/admin/contact", "/admin"]) {
      await page.goto(`${path}?lang=${lang}`);
      await hydrated(page);
      await expect.poll(currentTab, { message: path }).toMatchObject({ inside: true, ends: true });
      expect(await coveredLabels(), path).toEqual([]);
      const band = await page.evaluate(() => document.querySelector("aside")!.getBoundingClientRect().height - document.querySelector("nav")!.getBoundingClientRect().height);
      expect(band, path).toBeLessThan(24);
    }
    // The chevron is there while more tabs lie past the end, and a tap on it scrolls on, still
    // covering no label.
    const hint = page.getByTestId("tabs-scroll-hint");
    expect(await hint.getAttribute("data-more")).toBe("true");
    const before = await page.locator("nav ul").evaluate((list) => list.scrollLeft);
    await hint.tap();
    await expect.poll(() => page.locator("nav ul").evaluate((list) => list.scrollLeft)).not.toBe(before);
    expect(await coveredLabels()).toEqual([]);
    // The header's welcome and its four controls share one row (the English welcome pushed the
    // controls to a second one).
    const header = await page.evaluate(() => {
      const welcome = document.querySelector("[data-testid=welcome]")!.getBoundingClientRect();
      const logout = document.querySelector("[data-testid=logout]")!.getBoundingClientRect();
      return { oneRow: welcome.bottom > logout.top && welcome.top < logout.bottom };
    });
    expect(header).toEqual({ oneRow: true });
    // Moving between screens inside the app keeps it so.
    await page.locator("nav a").last().tap();
    await expect.poll(currentTab).toMatchObject({ inside: true, ends: true });
    expect(pageErrors(page)).toEqual([]);
  });
});

describe("the dashboard", () => {
  it("starts with what needs the admin now, each a link to its list already filtered", async () => {
    const page = await open("/admin");
    const block = page.getByTestId("needs-action");
    await block.getByTestId("needs-action-item").first().waitFor();
    // Before the plain totals: the first section of the screen.
    expect(await page.locator("main section").first().getAttribute("data-testid")).toBe("needs-action");
    const listings = block.locator("[data-testid=needs-action-item][data-item=pendingListings]");
    expect(await listings.innerText()).toMatch(/بانتظار الموافقة\s*[٠-٩]+/);
    await listings.click();
    await page.waitForURL("**/admin/qr-businesses?status=pending");
    await page.getByTestId("item-card").first().waitFor();
    // Only what waits: the list opens filtered to pending, and each card's first badge says so.
    expect(await page.getByTestId("status-filter").inputValue()).toBe("pending");
    const statuses = await page
      .locator("[data-testid=item-card]")
      .evaluateAll((cards) => cards.map((card) => card.querySelector("[data-testid=status-badge]")?.getAttribute("data-status")));
    expect(statuses.length).toBeGreaterThan(0);
    expect(new Set(statuses)).toEqual(new Set(["pending"]));
    expect(pageErrors(page)).toEqual([]);
  });
});
