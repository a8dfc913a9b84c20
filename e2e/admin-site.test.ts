import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageErrors, useBrowser } from "./browser";
import { adminSession, openAdmin, request, toast, type AdminSession } from "./admin-kit";

/** Contact info, social links and settings, seen on the public page. */
const browser = useBrowser();
const base = browser.baseURL;
const run = Date.now().toString(36);
const digits = String(Date.now()).slice(-4);

const call = (method: string, path: string, body?: unknown) => request(base, method, path, body, session.token);
const landing = async () => (await fetch(`${base}/?lang=ar`)).text();

let session: AdminSession;
// What the other browser tests expect of the site: put back after these tests change it.
let original: { contacts: unknown[]; socials: unknown[]; settings: Record<string, unknown> };
beforeAll(async () => {
  session = await adminSession(base);
  original = {
    contacts: (await call("GET", "/contact-info")).json.data,
    socials: (await call("GET", "/social-media")).json.data,
    settings: (await call("GET", "/site-settings")).json.data,
  };
});
afterAll(async () => {
  expect((await call("PUT", "/contact-info", original.contacts)).status).toBe(200);
  expect((await call("PUT", "/social-media", original.socials)).status).toBe(200);
  expect((await call("PUT", "/site-settings", original.settings)).status).toBe(200);
});

const open = (path: string) => openAdmin(browser, path, session);

describe("contact info", () => {
  it("toggles view/edit, checks formats, sends only the items with a value, and the landing page shows them", async () => {
    const page = await open("/admin/contact");
    await page.getByTestId("item-card").first().waitFor();
    expect(await page.getByTestId("item-card").count()).toBe(3);
    expect(await page.locator("main input").count()).toBe(0); // view mode: nothing to type in
    await page.getByTestId("edit-toggle").click();
    const phone = `+963 11 555 ${digits}`;
    await page.locator("[data-testid=contact-row][data-type=email] input[name=value]").fill("not-an-email");
    await page.locator("[data-testid=contact-row][data-type=phone] input[name=value]").fill(phone);
    await page.locator("[data-testid=contact-row][data-type=address] input[name=value_ar]").fill("");
    await page.locator("[data-testid=contact-row][data-type=address] input[name=value_en]").fill("");
    await page.getByTestId("save-item").click();
    expect(await page.locator("[data-testid=contact-row][data-type=email]").innerText()).toContain("البريد الإلكتروني غير صالح");
    // The field in error has the focus, and the summary names it by its label.
    expect(await page.evaluate(() => document.activeElement?.closest("[data-testid=contact-row]")?.getAttribute("data-type"))).toBe("email");
    expect(await page.getByTestId("form-errors").getByTestId("error-summary-link").allInnerTexts()).toEqual(["البريد الإلكتروني: البريد الإلكتروني غير صالح"]);
    await page.locator("[data-testid=contact-row][data-type=email] input[name=value]").fill("hello@agency.example");
    let sent: unknown[] = [];
    page.on("request", (r) => r.method() === "PUT" && r.url().includes("/api/contact-info") && (sent = r.postDataJSON()));
    await page.getByTestId("save-item").click();
    await toast(page, "success", "تم الحفظ بنجاح");
    expect(sent.map((i) => (i as { type: string }).type)).toEqual(["email", "phone"]);
    await page.getByTestId("edit-toggle").waitFor();
    expect(await page.getByTestId("item-card").count()).toBe(2);
    expect(await page.locator("[data-testid=item-card][data-type=phone]").innerText()).toContain(phone);

    let html = await landing();
    expect(html).toContain(phone);
    expect(html).toContain("hello@agency.example");

    // An address comes back through "add".
    await page.getByTestId("edit-toggle").click();
    await page.getByTestId("add-address").click();
    await page.locator("[data-testid=contact-row][data-type=address] input[name=value_ar]").fill(`دمشق، شارع ${run}`);
    await page.locator("[data-testid=contact-row][data-type=address] input[name=value_en]").fill(`Damascus, ${run} street`);
    await page.getByTestId("save-item").click();
    await expect.poll(() => page.getByTestId("item-card").count()).toBe(3);
    html = await landing();
    expect(html).toContain(`دمشق، شارع ${run}`);

    // Cancel drops what was typed.
    await page.getByTestId("edit-toggle").click();
    await page.locator("[data-testid=contact-row][data-type=phone] input[name=value]").fill("+963 000 000 000");
    await page.getByTestId("cancel-item").click();
    expect(await page.locator("[data-testid=item-card][data-type=phone]").innerText()).toContain(phone);
    expect(pageErrors(page)).toEqual([]);
  });
});

describe("social links", () => {
  it("adds, edits and deletes a link (each PUTs the whole array), opens it, and the landing page follows", async () => {
    const page = await open("/admin/social-media");
    await page.getByTestId("item-card").first().waitFor();
    const count = await page.getByTestId("item-card").count();
    await page.getByTestId("new-item").click();
    await page.getByTestId("save-item").click();
    expect(await page.getByTestId("field-error-url").innerText()).toBe("هذا الحقل مطلوب");
    await page.fill("[name=url]", "ftp://example.com");
    await page.getByTestId("save-item").click();
    expect(await page.getByTestId("field-error-url").innerText()).toBe("هذا ليس عنوان موقع صالحاً: اكتبه مثل \u2066agency.sy\u2069");
    const url = `https://www.youtube.com/@e2e-${run}`;
    await page.selectOption("[name=platform]", "youtube");
    await page.fill("[name=url]", url);
    const bodies: unknown[][] = [];
    page.on("request", (r) => r.method() === "PUT" && r.url().includes("/api/social-media") && bodies.push(r.postDataJSON()));
    await page.getByTestId("save-item").click();
    await toast(page, "success", "تم الحفظ بنجاح");
    const added = page.getByTestId("item-card").filter({ hasText: url });
    await added.waitFor();
    expect(await page.getByTestId("item-card").count()).toBe(count + 1);
    expect(bodies[0]).toHaveLength(count + 1);
    expect(await added.getByTestId("open-link").getAttribute("href")).toBe(url);
    expect(await added.getByTestId("open-link").getAttribute("target")).toBe("_blank");
    expect(await landing()).toContain(`href="${url}"`);

    await added.getByTestId("edit-item").click();
    expect(await page.inputValue("[name=url]")).toBe(url);
    await page.fill("[name=url]", `${url}-new`);
    await page.getByTestId("save-item").click();
    const edited = page.getByTestId("item-card").filter({ hasText: `${url}-new` });
    await edited.waitFor();
    expect(bodies[1]).toHaveLength(count + 1);
    expect(await landing()).toContain(`href="${url}-new"`);

    await edited.getByTestId("delete-item").click();
    await page.getByTestId("confirm-delete").click();
    await edited.waitFor({ state: "detached" });
    expect(bodies[2]).toHaveLength(count);
    expect(await landing()).not.toContain(`${url}-new`);
  });
});

describe("settings", () => {
  it("is read-only until edit; save leaves edit mode, reloads, and the landing page shows the new name", async () => {
    const page = await open("/admin/settings");
    const name = page.locator("input[name=site_name_ar]");
    await name.waitFor();
    expect(await name.isDisabled()).toBe(true);
    expect(await page.getByTestId("save-item").count()).toBe(0);
    for (const section of ["general", "appearance", "contact", "seo", "analytics"])
      expect(await page.locator(`[data-section=${section}]`).count(), section).toBe(1);

    const logo = page.locator("input[name=logo_url]");
    expect(await logo.isDisabled()).toBe(true);
    await page.getByTestId("edit-toggle").click();
    expect(await name.isEnabled()).toBe(true);
    const siteName = `وكالة الاختبار ${run}`;
    await name.fill(siteName);
    // The logo is uploaded like every admin image: its address fills the box, its preview shows it whole.
    const wordMark = await sharp({ create: { width: 480, height: 160, channels: 3, background: "#6366f1" } }).png().toBuffer();
    await page.getByTestId("upload-logo_url").setInputFiles({ name: "شعار-الوكالة.png", mimeType: "image/png", buffer: wordMark });
    await expect.poll(() => logo.inputValue(), { timeout: 30_000 }).toMatch(/^\/media\/[0-9a-f]+\.(jpg|png)$/);
    const logoUrl = await logo.inputValue();
    const logoBase = logoUrl.replace(/\.(jpg|png)$/, "");
    expect(await page.getByTestId("preview-logo_url").getAttribute("src")).toBe(`${logoBase}-480.webp`);
    await page.fill("input[name=contact_email]", "not-an-email");
    await page.fill("input[name=primary_color]", "blue");
    await page.getByTestId("save-item").click();
    expect(await page.getByTestId("field-error-contact_email").innerText()).toBe("البريد الإلكتروني غير صالح");
    expect(await page.getByTestId("field-error-primary_color").innerText()).toBe("اللون يجب أن يكون بصيغة ‎#RRGGBB");
    await page.fill("input[name=contact_email]", "info@damascus-agency.sy");
    await page.fill("input[name=primary_color]", "#6366f1");
    // A failure on the server is shown, and stays in edit mode with what was typed.
    await page.route("**/api/site-settings*", (route) =>
      route.request().method() === "PUT"
        ? route.fulfill({ status: 500, contentType: "application/json", body: '{"success":false,"message":"تعذّر الحفظ"}' })
        : route.continue(),
    );
    await page.getByTestId("save-item").click();
    await toast(page, "error", "تعذّر الحفظ");
    expect(await name.inputValue()).toBe(siteName);
    await page.unroute("**/api/site-settings*");

    await page.getByTestId("save-item").click();
    await toast(page, "success", "تم الحفظ بنجاح");
    await expect.poll(() => name.isDisabled()).toBe(true);
    expect(await name.inputValue()).toBe(siteName);
    expect(await logo.inputValue()).toBe(logoUrl);
    expect(await logo.isDisabled()).toBe(true);
    const html = await landing();
    expect(html).toContain(siteName);
    // The header draws the uploaded logo from its WebP files, 32 px high at its own width (96 px).
    expect(html).toContain(`srcSet="${logoBase}-160.webp 160w, ${logoBase}-320.webp 320w, ${logoBase}-480.webp 480w" sizes="96px"/><img src="${logoUrl}"`);

    // Cancel leaves edit mode and reloads what is stored.
    await page.getByTestId("edit-toggle").click();
    await name.fill("اسم لن يُحفظ");
    await page.getByTestId("cancel-item").click();
    await expect.poll(() => name.inputValue()).toBe(siteName);
    expect(await name.isDisabled()).toBe(true);
    expect(pageErrors(page)).toEqual([]);
  });
});
