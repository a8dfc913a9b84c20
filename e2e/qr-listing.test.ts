import jsQR from "jsqr";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { areaRequest } from "./qr-area-kit";
import { beforeAll, describe, expect, it } from "vitest";
import { downloaded, fillFields, holdRequests, pageErrors, useBrowser } from "./browser";

const browser = useBrowser();
const base = browser.baseURL;
const hydrated = (page: Page, island: string) => page.waitForSelector(`agency-island[data-island=${island}][data-hydrated]`, { state: "attached" });
const toast = (page: Page, text: string) => page.locator("[data-testid=toast]", { hasText: text });

const api = (method: string, path: string, body?: unknown, token?: string) => areaRequest(base, method, path, body, token);

/** Small real PNGs, made here: the server checks uploads by their bytes. */
const png = (colour: string) =>
  sharp({ create: { width: 48, height: 32, channels: 3, background: colour } })
    .png()
    .toBuffer();

/** The first bytes of an iPhone's HEIC photo (an ISO-BMFF `ftyp heic` box): enough to be one by type, not decodable here. */
const HEIC = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from("ftypheic"), Buffer.from([0, 0, 0, 0]), Buffer.from("mif1heic"), Buffer.alloc(64)]);

const stamp = Date.now().toString(36);
const owner = { username: `qr_lister_${stamp}`, password: "Orchard-Lamp-8842!", token: "" };
const listingName = `مخبز الاختبار ${stamp}`;
let user: Record<string, unknown>;

beforeAll(async () => {
  const reg = await api("POST", "/qr/auth/register", {
    username: owner.username,
    email: `${owner.username}@example.com`,
    password: owner.password,
    phone: "+963 944 000 111",
  });
  expect(reg.status).toBe(201);
  const login = await api("POST", "/qr/auth/login", { username: owner.username, password: owner.password });
  owner.token = login.json.data.token;
  user = login.json.data.user;
});

/** A browser page already logged in as the owner (the session is only localStorage). */
async function ownerPage(path: string) {
  const page = await browser.open("/qr/login?lang=en");
  await page.evaluate(
    ([token, u]) => {
      localStorage.setItem("qr_token", token);
      localStorage.setItem("qr_user", u);
    },
    [owner.token, JSON.stringify(user)] as const,
  );
  await page.goto(path);
  return page;
}

async function myListing() {
  const list = await api("GET", "/qr/businesses/my-businesses", undefined, owner.token);
  return list.json.data.find((b: { business_name: string }) => b.business_name === listingName);
}

describe("the listing form", () => {
  it("checks every rule with its own message under a 'Save error' title before sending, and shows the server's refusals and a lost connection too", async () => {
    const page = await ownerPage("/qr/business/new");
    await hydrated(page, "qr-business-form");
    await page.getByTestId("business-form").waitFor();
    let posts = 0;
    page.on("request", (r) => r.method() === "POST" && r.url().endsWith("/api/qr/businesses?lang=en") && posts++);

    await page.fill("input[name=business_name]", "   ");
    await page.getByTestId("save-business").click();
    expect(await page.getByTestId("field-error-business_name").innerText()).toBe("Business name is required");
    expect(await page.getByTestId("field-error-business_type").innerText()).toBe("Business type is required");
    const box = page.getByTestId("save-error");
    const lines = box.getByTestId("error-summary-link");
    expect(await box.locator("strong").innerText()).toBe("Save error");
    // Each field in error by its label, with its own message.
    expect(await lines.allInnerTexts()).toEqual(["Business name: Business name is required", "Business type: Business type is required"]);
    expect(await toast(page, "Business name is required").innerText()).toContain("Save error");
    // Focus goes to the first field in error.
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("business_name");

    await page.fill("input[name=business_name]", "Valid name");
    await page.selectOption("select[name=business_type]", { label: "Cafe" });
    await fillFields(page, {
      email: "not-an-email",
      phone: "12ab",
      whatsapp: "123",
      website: "not a site",
      facebook: "javascript:alert(1)",
    });
    // A handle in the Instagram field is written out as its profile's address on leaving the field.
    await page.fill("input[name=instagram]", "@yasmin.cafe");
    await page.locator("input[name=instagram]").blur();
    expect(await page.locator("input[name=instagram]").inputValue()).toBe("https://www.instagram.com/yasmin.cafe");
    await page.getByTestId("save-business").click();
    expect(await page.getByTestId("field-error-email").innerText()).toBe("Email is invalid");
    expect(await page.getByTestId("field-error-phone").innerText()).toBe("Phone number is invalid");
    expect(await page.getByTestId("field-error-whatsapp").innerText()).toBe("Phone number is invalid");
    expect(await page.getByTestId("field-error-website").innerText()).toBe("This is not a web address: write it like yasmin-cafe.sy");
    expect(await page.getByTestId("field-error-instagram").count()).toBe(0);
    // The first field in error has the focus (the e-mail, in the form's order).
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("email");
    expect(await page.getByTestId("field-error-business_name").count()).toBe(0);
    // Two bad links with the same message are two lines, each naming its field; a line takes the
    // focus to its field.
    const notALink = "This is not a web address: write it like yasmin-cafe.sy";
    expect(await lines.allInnerTexts()).toEqual([
      "Email: Email is invalid",
      "Phone: Phone number is invalid",
      `Website: ${notALink}`,
      `Facebook: ${notALink}`,
      "WhatsApp number: Phone number is invalid",
    ]);
    await lines.filter({ hasText: "Facebook" }).click();
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("facebook");
    // A fixed field leaves the summary.
    await page.fill("input[name=facebook]", "");
    await expect.poll(() => lines.count()).toBe(4);

    // Images: a photo of any size up to 40 MB that this browser can read; what is not is never sent.
    await page.setInputFiles("[data-testid=upload-logo]", { name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
    expect(await page.getByTestId("field-error-logo").innerText()).toBe("This file isn't a photo. Choose a photo from your camera or gallery.");
    expect(await toast(page, "This file isn't a photo").innerText()).toContain("Error uploading image");
    expect(await page.getByTestId("preview-logo").count()).toBe(0);
    // Over 40 MB (handed over as a file on disk: faster than through the DevTools protocol).
    const bigPath = join(mkdtempSync(join(tmpdir(), "qr-big-")), "big.png");
    const big = Buffer.alloc(40 * 1024 * 1024 + 1);
    (await png("#123456")).copy(big);
    writeFileSync(bigPath, big);
    await page.setInputFiles("[data-testid=upload-gallery]", bigPath);
    expect(await page.getByTestId("field-error-gallery").innerText()).toBe("This photo is larger than 40 MB. Choose a smaller one.");
    // A HEIC photo, which Chromium cannot decode (Safari can): said plainly, with what to do.
    await page.setInputFiles("[data-testid=upload-gallery]", { name: "IMG_0042.HEIC", mimeType: "image/heic", buffer: HEIC });
    await expect
      .poll(() => page.getByTestId("field-error-gallery").innerText())
      .toBe("This photo's format can't be read on this device. Choose a JPEG or PNG, or change the camera setting to \u201cMost Compatible\u201d.");
    expect(await page.getByTestId("gallery-entry").count()).toBe(0);
    expect(posts).toBe(0);

    // The server's own refusals land under the same title, per field; a lost connection says so.
    await fillFields(page, {
      email: "",
      phone: "",
      whatsapp: "",
      website: "",
    });
    await page.route("**/api/qr/businesses?lang=en", (route) =>
      route.fulfill({
        status: 400,
        contentType: "application/json",
        body: JSON.stringify({ success: false, message: "Some fields are invalid", errors: { business_type: "Choose a business type from the list" } }),
      }),
    );
    await page.getByTestId("save-business").click();
    await expect.poll(() => box.innerText()).toContain("Some fields are invalid");
    expect(await page.getByTestId("field-error-business_type").innerText()).toBe("Choose a business type from the list");
    expect(await lines.allInnerTexts()).toEqual(["Business type: Choose a business type from the list"]);
    await page.unroute("**/api/qr/businesses?lang=en");
    await page.route("**/api/qr/businesses?lang=en", (route) => route.abort("internetdisconnected"));
    await page.getByTestId("save-business").click();
    await toast(page, "Network error").waitFor();
    expect(await page.getByTestId("save-business").isDisabled()).toBe(false);
    expect(pageErrors(page)).toEqual([]);

    // Cancel goes back to where the owner came from (the dashboard).
    await page.goto("/qr/dashboard");
    await hydrated(page, "qr-dashboard");
    await page.getByTestId("add-business").click();
    await hydrated(page, "qr-business-form");
    await page.getByTestId("business-form").waitFor();
    await page.getByTestId("cancel-business").click();
    await page.waitForURL("**/qr/dashboard");
  });

  it("creates a listing with a logo and two gallery images (progress, a failed upload, reorder, alt text), blocks a second save, then opens the dashboard", async () => {
    const page = await ownerPage("/qr/business/new");
    await hydrated(page, "qr-business-form");
    await page.getByTestId("business-form").waitFor();
    await page.fill("input[name=business_name]", `  ${listingName}  `);
    await page.selectOption("select[name=business_type]", { label: "Cafe" });
    await fillFields(page, {
      description: "خبز طازج كل صباح",
      phone: "+963 11 222 3333",
      email: "bakery@example.com",
      address: "دمشق، المزة",
      website: "https://bakery.example.com",
      instagram: "https://instagram.com/bakery",
      whatsapp: "+963 944 111 222",
    });
    // Typed without https://, as people do: the form and the server both take it, written out.
    await page.fill("input[name=menu_url]", "bakery.example.com/menu");

    // The logo's upload is held a moment so its progress shows.
    let release = () => {};
    await page.route("**/upload-image?type=logo*", async (route) => {
      await new Promise<void>((r) => (release = r));
      await route.continue();
    });
    await page.setInputFiles("[data-testid=upload-logo]", { name: "logo.png", mimeType: "image/png", buffer: await png("#aa3355") });
    await page.getByTestId("preview-logo").getByTestId("upload-progress").waitFor();
    expect(await page.getByTestId("save-business").isDisabled()).toBe(false);
    await page.getByTestId("save-business").click();
    await toast(page, "Wait for the images to finish uploading").waitFor();
    release();
    await page.waitForSelector("[data-testid=preview-logo][data-uploaded]");

    // One gallery upload fails on the server: its entry stays, says why and offers a retry; it is
    // sent again by itself two seconds later (the retry by hand is the slow-phone tests'); the
    // save waits meanwhile.
    await page.route("**/upload-image?type=gallery*", (route) => route.fulfill({ status: 500, contentType: "application/json", body: '{"success":false}' }), {
      times: 1,
    });
    await page.setInputFiles("[data-testid=upload-gallery]", { name: "broken.png", mimeType: "image/png", buffer: await png("#000000") });
    await toast(page, "Error uploading image").first().waitFor();
    const failed = page.getByTestId("gallery-entry");
    await failed.getByTestId("upload-retry").waitFor();
    expect(await failed.getByTestId("upload-error").innerText()).toBe("The server couldn't save the photo just now. The photo is still here: try again in a moment.");
    expect(await failed.getByTestId("upload-failed").innerText()).toBe("Not uploaded");
    expect(await failed.getByTestId("upload-retry").getAttribute("aria-label")).toBe("Try again: Image 1");
    await page.locator("[data-testid=gallery-entry][data-uploaded]").waitFor({ timeout: 15_000 });
    expect(await failed.getByTestId("upload-retry").count()).toBe(0);
    await failed.getByTestId("gallery-remove").click();
    expect(await page.getByTestId("gallery-entry").count()).toBe(0);

    await page.setInputFiles("[data-testid=upload-gallery]", [
      { name: "first.png", mimeType: "image/png", buffer: await png("#33aa55") },
      { name: "second.png", mimeType: "image/png", buffer: await png("#3355aa") },
    ]);
    await expect.poll(() => page.locator("[data-testid=gallery-entry][data-uploaded]").count()).toBe(2);
    const alts = page.getByTestId("gallery-alt");
    await alts.nth(0).fill("الواجهة");
    await alts.nth(1).fill("الفرن");
    await page.getByTestId("gallery-move-up").nth(1).click();
    expect(await alts.nth(0).inputValue()).toBe("الفرن");

    // The save is held so a second click can be tried meanwhile: one request only.
    const save = await holdRequests(page, "**/api/qr/businesses?lang=en");
    // Clocked inside the page: from the success toast to leaving for the dashboard (measured
    // from here, after a round trip, a busy machine would shorten it).
    await page.evaluate(() => {
      let shownAt = 0;
      new MutationObserver(() => {
        if (!shownAt && document.querySelector("[data-testid=toast][data-type=success]")) shownAt = performance.now();
      }).observe(document.body, { childList: true, subtree: true });
      // No toast seen stores a word, which fails the check below instead of passing it.
      addEventListener("pagehide", () => sessionStorage.setItem("e2e-left-after", shownAt ? String(performance.now() - shownAt) : "never shown"));
    });
    await page.getByTestId("save-business").click();
    expect(await page.getByTestId("save-business").isDisabled()).toBe(true);
    await page.locator("form[data-testid=business-form]").evaluate((f: HTMLFormElement) => f.requestSubmit());
    save.release();
    await toast(page, "Business saved successfully").waitFor();
    await page.waitForURL("**/qr/dashboard", { timeout: 10_000 });
    // The form waits 1.5 s after the toast before it leaves.
    expect(Number(await page.evaluate(() => sessionStorage.getItem("e2e-left-after")))).toBeGreaterThanOrEqual(1400);
    expect(save.requests.filter((request) => request.method() === "POST")).toHaveLength(1);

    const saved = await myListing();
    expect(saved).toMatchObject({
      business_name: listingName,
      business_type: "مقهى",
      status: "pending",
      phone: "+963 11 222 3333",
      menu_url: "https://bakery.example.com/menu",
    });
    // Stored as the pipeline's main file: a JPEG, or a PNG when the logo has transparent pixels.
    expect(saved.logo_url).toMatch(/^\/media\/[a-f0-9]+\.(jpg|png)$/);
    expect(saved.images.map((i: { alt_text: string }) => i.alt_text)).toEqual(["الفرن", "الواجهة"]);

    await hydrated(page, "qr-dashboard");
    const card = page.locator(`[data-testid=business-card][data-id="${saved.id}"]`);
    await card.waitFor();
    expect(await card.getAttribute("data-status")).toBe("pending");
    expect(await card.innerText()).toContain("Cafe");
    expect(await card.getByTestId("business-status").innerText()).toBe("Pending");
    expect(await page.getByTestId("counter-total").innerText()).toBe("1");
    expect(await page.getByTestId("counter-pending").innerText()).toBe("1");
    expect(await page.getByTestId("counter-approved").innerText()).toBe("0");
    expect(await card.getByTestId("qr-toggle").count()).toBe(0);
    await card.getByTestId("view-business").click();
    expect(await toast(page, "This business is pending admin approval").getAttribute("data-type")).toBe("info");
    expect(await card.getByTestId("edit-business").getAttribute("href")).toBe(`/qr/business/${saved.id}/edit`);
    expect(pageErrors(page)).toEqual([]);
  });

  it("edits a pending listing, and shows 'Error loading data' for one it cannot load", async () => {
    const saved = await myListing();
    const page = await ownerPage(`/qr/business/${saved.id}/edit`);
    await hydrated(page, "qr-business-form");
    await page.getByTestId("business-form").waitFor();
    expect(await page.locator("input[name=business_name]").inputValue()).toBe(listingName);
    expect(await page.locator("select[name=business_type]").inputValue()).toBe("مقهى");
    expect(await page.getByTestId("gallery-entry").count()).toBe(2);
    await page.fill("textarea[name=description]", "خبز وكعك طازج");
    await page.getByTestId("save-business").click();
    // An edit stays on the form, which says it was saved; the header leads back to the dashboard.
    await expect.poll(() => page.getByTestId("save-status").getAttribute("data-state"), { timeout: 10_000 }).toBe("saved");
    expect(new URL(page.url()).pathname).toBe(`/qr/business/${saved.id}/edit`);
    expect((await myListing()).description).toBe("خبز وكعك طازج");

    await page.goto("/qr/business/999999/edit");
    await page.getByTestId("form-error").waitFor();
    expect(await toast(page, "Business not found").innerText()).toContain("Error loading data");
  });

  it("the public page of the pending listing is the error screen, with HTTP 404 and a link home", async () => {
    const saved = await myListing();
    const page = await browser.open("/");
    const res = await page.goto(`/qr/${saved.id}`);
    expect(res?.status()).toBe(404);
    expect(await page.getByTestId("error-screen").locator("a[href='/']").count()).toBe(1);
  });
});

describe("after approval", () => {
  beforeAll(async () => {
    const admin = await api("POST", "/auth/login", { username: "admin", password: "e2e-admin-password" });
    const saved = await myListing();
    const approved = await api("POST", `/qr/admin/${saved.id}/approve`, { admin_notes: "ok" }, admin.json.data.token);
    expect(approved.status).toBe(200);
  });

  it("shows the QR: the PNG download decodes to the listing's scan URL, the SVG is named after the business, share copies the link, view opens the page", async () => {
    const { unique_id: uid, id } = await myListing();
    // One scan from the printed code, for the dashboard's figures.
    await fetch(`${base}/qr/${uid}?src=qr`, { headers: { "user-agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148" } });
    const page = await ownerPage("/qr/dashboard");
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: base });
    // No Web Share API here, so sharing falls back to copying.
    await page.addInitScript(() => {
      delete (Navigator.prototype as { share?: unknown }).share;
      delete (Navigator.prototype as { canShare?: unknown }).canShare;
    });
    await page.reload();
    await hydrated(page, "qr-dashboard");
    const card = page.locator(`[data-testid=business-card][data-id="${id}"]`);
    await card.waitFor();
    expect(await card.getAttribute("data-status")).toBe("approved");
    expect(await page.getByTestId("counter-approved").innerText()).toBe("1");
    expect(await page.getByTestId("counter-pending").innerText()).toBe("0");
    // An approved listing can be edited; the edit waits for review (see qr-revisions.test.ts).
    expect(await card.getByTestId("edit-business").getAttribute("href")).toBe(`/qr/business/${id}/edit`);
    await expect.poll(() => card.getByTestId("scans-total").innerText()).toBe("Total scans: 1");
    // The sparkline comes with the stats request, which answers after the listing itself.
    await expect.poll(() => card.getByTestId("scan-sparkline").count()).toBe(1);

    await card.getByTestId("qr-toggle").click();
    await card.locator("img[data-testid=qr-image]").waitFor();
    expect(await card.locator("img[data-testid=qr-image]").evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    const [download] = await Promise.all([page.waitForEvent("download"), card.getByTestId("qr-download").click()]);
    expect(download.suggestedFilename()).toBe(`${listingName}-QR.png`);
    const { data, info } = await sharp(await downloaded(download))
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(info.width).toBeGreaterThanOrEqual(512);
    const decoded = jsQR(new Uint8ClampedArray(data), info.width, info.height);
    expect(decoded?.data).toBe(`${base}/qr/${uid}?src=qr`);
    await toast(page, "QR Code downloaded").waitFor();

    const [svg] = await Promise.all([page.waitForEvent("download"), card.getByTestId("qr-download-svg").click()]);
    expect(svg.suggestedFilename()).toBe(`${listingName}-QR.svg`);
    const svgText = (await downloaded(svg)).toString("utf8");
    expect(svgText.startsWith("<svg")).toBe(true);

    await card.getByTestId("qr-share").click();
    await toast(page, "Link copied").waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${base}/qr/${uid}`);

    const [publicPage] = await Promise.all([page.context().waitForEvent("page"), card.getByTestId("view-business").click()]);
    await publicPage.waitForLoadState();
    expect(new URL(publicPage.url()).pathname).toBe(`/qr/${uid}`);
    expect(await publicPage.getByTestId("business-name").innerText()).toBe(listingName);
    expect(await publicPage.getByTestId("gallery-item").count()).toBe(2);
    expect(await publicPage.getByTestId("business-cover").getAttribute("src")).toBe((await myListing()).images[0].image_url);

    // Editing an approved listing says that the changes are reviewed before visitors see them.
    await page.goto(`/qr/business/${id}/edit`);
    await page.getByTestId("review-notice").waitFor();
    expect(await page.locator("[data-testid=business-form]").count()).toBe(1);
    expect(pageErrors(page)).toEqual([]);
  });

  it("deletes the listing after a confirmation; its public page goes with it", async () => {
    const { unique_id: uid, id } = await myListing();
    const page = await ownerPage("/qr/dashboard");
    await hydrated(page, "qr-dashboard");
    const card = page.locator(`[data-testid=business-card][data-id="${id}"]`);
    await card.getByTestId("delete-business").click();
    const dialog = page.getByRole("dialog");
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain(listingName);
    await page.getByTestId("cancel-delete").click();
    await dialog.waitFor({ state: "detached" });
    expect(await card.count()).toBe(1);

    await card.getByTestId("delete-business").click();
    await page.getByTestId("confirm-delete").click();
    await toast(page, "Business deleted successfully").waitFor();
    await card.waitFor({ state: "detached" });
    expect(await page.getByTestId("counter-total").innerText()).toBe("0");
    expect(await myListing()).toBeUndefined();
    // Its printed code now says "no longer available" (410), never someone else's listing.
    expect((await fetch(`${base}/qr/${uid}`)).status).toBe(410);
  });
});

describe("the listing form on a phone", () => {
  it("shows one error notice, clear of the field in error, which has the focus", async () => {
    const page = await browser.open("/qr/login?lang=ar", { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
    await page.evaluate(([token, u]) => (localStorage.setItem("qr_token", token), localStorage.setItem("qr_user", u)), [owner.token, JSON.stringify(user)] as const);
    await page.goto("/qr/business/new?lang=ar");
    await hydrated(page, "qr-business-form");
    await page.getByTestId("business-form").waitFor();
    await page.fill("input[name=business_name]", "مقهى الهاتف");
    await page.selectOption("select[name=business_type]", { index: 1 });
    await page.fill("input[name=email]", "not-an-email");
    await page.fill("input[name=website]", "not a site");
    await page.getByTestId("save-business").tap();
    await page.getByTestId("field-error-email").waitFor();
    // Twice: a second refused save must not stack a second notice.
    await page.getByTestId("save-business").tap();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("email");
    const shown = await page.locator("[data-testid=toast][data-type=error]").evaluateAll((els) => els.filter((el) => (el as HTMLElement).checkVisibility()).length);
    expect(shown).toBeLessThanOrEqual(1);
    const field = await page.locator("input[name=email]").boundingBox();
    for (const toast of await page.locator("[data-testid=toast]").all()) {
      if (!(await toast.isVisible())) continue;
      const t = (await toast.boundingBox())!;
      const overlaps = t.x < field!.x + field!.width && t.x + t.width > field!.x && t.y < field!.y + field!.height && t.y + t.height > field!.y;
      expect(overlaps).toBe(false);
    }
    expect(pageErrors(page)).toEqual([]);
  });
});
