import jsQR from "jsqr";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { adminSession, card, openAdmin } from "./admin-kit";
import { downloaded, pageErrors, useBrowser } from "./browser";
import { DESKTOP, newListing, newOwner, openDashboard, PHONE, type AreaOwner } from "./qr-area-kit";

/**
 * The owner designs their code on a phone, and the PNG the dashboard makes in the browser and the
 * printed poster, both drawn by Chromium with the logo in them, still scan to the listing.
 */
const browser = useBrowser();
const base = browser.baseURL;

let owner: AreaOwner;
let listing: { id: number; unique_id: string; business_name: string };
beforeAll(async () => {
  owner = await newOwner(base, "designer");
  const logo = await sharp({ create: { width: 240, height: 240, channels: 3, background: "#e11d48" } }).png().toBuffer();
  const form = new FormData();
  form.append("image", new File([new Uint8Array(logo)], "logo.png", { type: "image/png" }));
  const up = await fetch(`${base}/api/qr/businesses/upload-image?type=logo&businessId=temp_design`, {
    method: "POST",
    body: form,
    headers: { authorization: `Bearer ${owner.token}`, "x-forwarded-for": "172.16.9.9" },
  });
  const logoUrl = ((await up.json()) as { data: { url: string } }).data.url;
  listing = await newListing(base, owner, { logo_url: logoUrl, business_name: `مقهى التصميم ${Date.now().toString(36)}` });
});

async function decode(png: Buffer) {
  const { data, info } = await sharp(png).flatten({ background: "#ffffff" }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength), info.width, info.height)?.data ?? null;
}

describe("QR code design", () => {
  it("is chosen on a phone (a light colour refused, a dark one, the logo and the frame saved), and the PNG download and the poster scan", async () => {
    const target = `${base}/qr/${listing.unique_id}?src=qr`;
    const page = await openDashboard(browser, owner, "ar", PHONE);
    const card = page.locator(`[data-testid=business-card][data-id="${listing.id}"]`);
    await card.getByTestId("qr-toggle").click();
    await card.getByTestId("qr-design-link").click();
    const screen = page.getByTestId("qr-design");
    await screen.getByTestId("qr-design-save").waitFor();

    // A light yellow is refused in the form, with the reason, before anything is sent.
    await screen.getByTestId("qr-design-color").fill("#ffd700");
    expect(await screen.getByTestId("field-error-color").innerText()).toContain("فاتح جدًا");
    await screen.getByTestId("qr-design-color").fill("#1e3a8a");
    expect(await screen.getByTestId("field-error-color").count()).toBe(0);
    await screen.getByTestId("qr-design-logo").check();
    await screen.locator("[data-testid=qr-design-frame][data-frame=scan-me]").check();
    expect(await screen.getByTestId("qr-design-preview").innerHTML()).toContain('fill="#1e3a8a"');
    await screen.getByTestId("qr-design-save").click();
    await page.getByText("تم حفظ تصميم الرمز").first().waitFor();

    // The dashboard's PNG, drawn on a canvas from the designed SVG.
    await page.goto("/qr/dashboard?lang=ar");
    await card.getByTestId("qr-toggle").click();
    expect(await card.getByTestId("qr-image").getAttribute("src")).toMatch(/^data:image\/svg\+xml;base64,/);
    const [download] = await Promise.all([page.waitForEvent("download"), card.getByTestId("qr-download").click()]);
    const png = await downloaded(download);
    const meta = await sharp(png).metadata();
    expect(meta.width).toBe(1024);
    expect(meta.height).toBeGreaterThan(1024); // the frame's call sits under the code
    expect(await decode(png)).toBe(target);
    expect(pageErrors(page)).toEqual([]);

    // The A4 poster as Chromium prints it, logo and frame included.
    const poster = await browser.open(`/qr/${listing.unique_id}/print?lang=en&format=poster-a4`, DESKTOP);
    const code = poster.locator("[data-testid=print-sheet] .code");
    expect(await code.locator("image").count()).toBe(1);
    expect(await decode(await code.screenshot())).toBe(target);
  });

  it("is shown and changed by an admin in the listing's view", async () => {
    const admin = await openAdmin(browser, "/admin/qr-businesses?lang=en", await adminSession(base));
    await admin.getByTestId("search").fill(listing.business_name);
    await card(admin, listing.business_name).getByTestId("preview").click();
    const panel = admin.getByRole("dialog").getByTestId("admin-qr-design");
    await panel.waitFor();
    // The owner's design, as saved above.
    expect(await panel.locator("[data-testid=qr-design-frame][data-frame=scan-me]").isChecked()).toBe(true);
    await panel.locator("[data-testid=qr-design-swatch][data-color='#166534']").click();
    await panel.getByTestId("admin-qr-design-save").click();
    await admin.getByText("The code's design was saved").first().waitFor();
    const src = (await admin.getByRole("dialog").getByTestId("qr-image").getAttribute("src"))!;
    expect(Buffer.from(src.split(",")[1], "base64").toString()).toContain('fill="#166534"');
    expect(await admin.getByTestId("admin-qr-design").count()).toBe(1);
  });
});
