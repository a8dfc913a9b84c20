/**
 * The photo fields' answers to a server that says no or a line that drops, on a desktop (the
 * slow phone's journeys are in e2e/slow/photo-upload.test.ts): the admin's image field (a blog
 * post's picture) and the owner's logo. A refusal (413, 415) shows the server's words on the
 * field and offers no retry; a 429 or a dropped line offers one; nothing typed is ever lost; a
 * failed replacement, removed, gives back the logo it was replacing. Then the admin's failed
 * photos on a 360-px phone in Arabic, dark and light, judged by the layout checks and axe, with
 * screenshots in e2e/artifacts/photo-upload/.
 */
import { mkdirSync } from "node:fs";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { cameraPhoto } from "../worker/testing/camera-photo";
import { adminSession, dismissToasts, hydrated, openAdmin, type AdminSession } from "./admin-kit";
import { pageErrors, useBrowser } from "./browser";
import { axeIssues, layoutIssues, settle } from "./layout/checks";
import { DESKTOP, newOwner, PHONE, type AreaOwner } from "./qr-area-kit";

const browser = useBrowser();
const SHOTS = "e2e/artifacts/photo-upload";
const run = Date.now().toString(36);
let session: AdminSession;
let owner: AreaOwner;
let photo: Buffer;
const small = (colour: string) => sharp({ create: { width: 64, height: 48, channels: 3, background: colour } }).png().toBuffer();
const refuse = (status: number, message: string, headers: Record<string, string> = {}) => ({
  status,
  contentType: "application/json",
  headers,
  body: JSON.stringify({ success: false, message, errors: { image: message } }),
});

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  [session, owner, photo] = await Promise.all([adminSession(browser.baseURL), newOwner(browser.baseURL, "fields"), cameraPhoto({ orientation: 6, seed: 5 })]);
});

describe("the admin's image field", () => {
  it("a camera photo fills the address; a dropped upload keeps the form with a retry; a refusal shows the server's words on the field", async () => {
    const page = await openAdmin(browser, "/admin/blog/new", session);
    await page.locator("[name=title_ar]").waitFor();
    await page.fill("[name=title_ar]", `مقال بصورة ${run}`);
    await page.fill("[name=excerpt_ar]", "مقتطف");

    // The first attempt is cut: the photo stays with why and a retry; what was typed stays.
    await page.route("**/api/uploads*", (route) => route.abort("internetdisconnected"), { times: 1 });
    await page.getByTestId("upload-image").setInputFiles({ name: "IMG_3001.jpg", mimeType: "image/jpeg", buffer: photo });
    const retry = page.getByTestId("upload-retry");
    await retry.waitFor();
    expect(await page.getByTestId("upload-error").innerText()).toBe("انقطع الاتصال قبل اكتمال رفع الصورة. ما زالت الصورة هنا، فأعد المحاولة حين يعود الاتصال.");
    expect(await retry.getAttribute("aria-label")).toBe("إعادة المحاولة: الصورة");
    expect(await page.getByTestId("photo-image").getByTestId("upload-failed").innerText()).toBe("لم تُرفع");
    expect(await page.inputValue("[name=title_ar]")).toBe(`مقال بصورة ${run}`);
    expect(await page.inputValue("[name=image]")).toBe("");

    await retry.click();
    await expect.poll(() => page.inputValue("[name=image]"), { timeout: 20_000 }).toMatch(/^\/media\/[0-9a-f]+\.(jpg|png)$/);
    const stored = await sharp(Buffer.from(await (await fetch(`${browser.baseURL}${await page.inputValue("[name=image]")}`)).arrayBuffer())).metadata();
    // The main file: the upright photo as stored (1200 x 1600), under the main file's 1280 px.
    expect([stored.width, stored.height]).toEqual([1200, 1600]);
    expect(await page.getByTestId("photo-image").count()).toBe(0);
    const firstUrl = await page.inputValue("[name=image]");

    // Refused (413, the server's words): on the field, no retry; removing it keeps the address.
    const tooBig = "حجم الصورة المرسلة يجب أن يكون أقل من ١٠ ميغابايت";
    await page.route("**/api/uploads*", (route) => route.fulfill(refuse(413, tooBig)), { times: 1 });
    await page.getByTestId("upload-image").setInputFiles({ name: "other.png", mimeType: "image/png", buffer: await small("#224466") });
    await page.getByTestId("upload-remove").waitFor();
    expect(await page.getByTestId("field-error-image").innerText()).toBe(tooBig);
    expect(await page.getByTestId("upload-retry").count()).toBe(0);
    expect(await page.locator("[name=image]").getAttribute("aria-invalid")).toBe("true");
    await page.getByTestId("upload-remove").click();
    expect(await page.getByTestId("field-error-image").count()).toBe(0);
    expect(await page.inputValue("[name=image]")).toBe(firstUrl);
    expect(await page.inputValue("[name=title_ar]")).toBe(`مقال بصورة ${run}`);
    expect(pageErrors(page)).toEqual([]);
  });
});

/** The owner's new-listing form, hydrated, on a desktop. */
async function ownerForm(lang: "ar" | "en"): Promise<Page> {
  const page = await browser.open("/favicon.svg", DESKTOP);
  await page.evaluate(([t, u]) => (localStorage.setItem("qr_token", t), localStorage.setItem("qr_user", u)), [owner.token, JSON.stringify(owner.user)]);
  await page.goto(`/qr/business/new?lang=${lang}`);
  await hydrated(page, "qr-business-form");
  await page.getByTestId("business-form").waitFor();
  return page;
}

describe("the owner's logo", () => {
  it("shows the server's refusal (415) on the field with no retry, a 429 with a retry; a failed replacement, removed, gives back the stored logo", async () => {
    const page = await ownerForm("en");
    const field = page.getByTestId("image-field-logo");
    await page.fill("input[name=business_name]", "Photo refusals");
    await page.setInputFiles("[data-testid=upload-logo]", { name: "logo.png", mimeType: "image/png", buffer: await small("#aa3355") });
    await page.locator("[data-testid=preview-logo][data-uploaded]").waitFor();
    const stored = await field.locator("img").getAttribute("src");
    expect(stored).toMatch(/^\/media\//);

    // 415: the server's words, no retry (the same bytes would be refused again).
    const invalid = "Please choose a valid image file (PNG, JPEG, WebP, GIF or AVIF)";
    await page.route("**/upload-image?type=logo*", (route) => route.fulfill(refuse(415, invalid)), { times: 1 });
    await page.setInputFiles("[data-testid=upload-logo]", { name: "new-logo.png", mimeType: "image/png", buffer: await small("#3355aa") });
    await field.getByTestId("upload-failed").waitFor();
    expect(await field.getByTestId("upload-error").innerText()).toBe(invalid);
    expect(await field.getByTestId("upload-retry").count()).toBe(0);
    // Removing the failed replacement brings the stored logo back.
    await field.getByTestId("remove-logo").click();
    expect(await field.locator("img").getAttribute("src")).toBe(stored);
    expect(await page.locator("[data-testid=preview-logo][data-uploaded]").count()).toBe(1);

    // 429: the server's words, and a retry (it passes with time).
    const busy = "Too many uploads: try again in a minute";
    await page.route("**/upload-image?type=logo*", (route) => route.fulfill(refuse(429, busy, { "retry-after": "60" })), { times: 1 });
    await page.setInputFiles("[data-testid=upload-logo]", { name: "third.png", mimeType: "image/png", buffer: await small("#33aa55") });
    await field.getByTestId("upload-retry").waitFor();
    expect(await field.getByTestId("upload-error").innerText()).toBe(busy);
    expect(await field.getByTestId("upload-retry").getAttribute("aria-label")).toBe("Try again: Logo");
    await field.getByTestId("upload-retry").click();
    await page.locator("[data-testid=preview-logo][data-uploaded]").waitFor();
    expect(await field.locator("img").getAttribute("src")).not.toBe(stored);
    expect(await page.inputValue("input[name=business_name]")).toBe("Photo refusals");
    expect(pageErrors(page)).toEqual([]);
  });
});

describe("the admin's failed photos on a phone", () => {
  for (const theme of ["dark", "light"] as const) {
    it(`read well at 360 x 740 in Arabic (${theme}): why, the retry and the remove button, inside the screen, big enough to tap, in contrast`, async () => {
      const page = await browser.open("/favicon.svg", { ...PHONE, reducedMotion: "reduce" });
      await page.evaluate(
        ([t, u, th]) => (localStorage.setItem("token", t), localStorage.setItem("user", u), localStorage.setItem("theme", th), (document.cookie = `theme=${th}; path=/`)),
        [session.token, JSON.stringify(session.user), theme],
      );
      await page.goto("/admin/gallery/upload");
      await hydrated(page);
      await page.getByTestId("gallery-upload").waitFor();
      // Routes added last answer first: the first photo's line drops, the second is refused.
      await page.route("**/api/uploads*", (route) => route.fulfill(refuse(415, "يرجى اختيار ملف صورة صالح")), { times: 1 });
      await page.route("**/api/uploads*", (route) => route.abort("internetdisconnected"), { times: 1 });
      const picture = await sharp({ create: { width: 640, height: 360, channels: 3, background: "#c08040" } }).png().toBuffer();
      await page.getByTestId("gallery-upload-input").setInputFiles({ name: "واجهة-المحل.png", mimeType: "image/png", buffer: picture });
      await page.getByTestId("upload-retry").waitFor();
      await page.getByTestId("gallery-upload-input").setInputFiles({ name: "refused.png", mimeType: "image/png", buffer: picture });
      await page.getByTestId("upload-card").nth(1).getByTestId("upload-error").waitFor();
      await dismissToasts(page);
      await settle(page);
      expect(await layoutIssues(page)).toEqual([]);
      expect(await axeIssues(page)).toEqual([]);
      for (const i of [0, 1]) await page.getByTestId("upload-card").nth(i).screenshot({ path: `${SHOTS}/admin-ar-${theme}-gallery-card-${i}.png` });

      await page.goto("/admin/blog/new");
      await hydrated(page);
      await page.locator("[name=title_ar]").waitFor();
      await page.route("**/api/uploads*", (route) => route.abort("internetdisconnected"), { times: 1 });
      await page.getByTestId("upload-image").setInputFiles({ name: "a.png", mimeType: "image/png", buffer: picture });
      await page.getByTestId("upload-retry").waitFor();
      await dismissToasts(page);
      await settle(page);
      expect(await layoutIssues(page)).toEqual([]);
      expect(await axeIssues(page)).toEqual([]);
      await page.getByTestId("photo-image").locator("xpath=../..").screenshot({ path: `${SHOTS}/admin-ar-${theme}-image-field.png` });
      expect(pageErrors(page)).toEqual([]);
    });
  }
});

