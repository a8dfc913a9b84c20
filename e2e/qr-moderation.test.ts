import { beforeAll, describe, expect, it } from "vitest";
import { adminSession, card, hydrated, listSettled, openAdminOn, toast } from "./admin-kit";
import { pageErrors, useBrowser } from "./browser";
import { newListing, newOwner, PHONE, type AreaOwner } from "./qr-area-kit";

/**
 * Moderation after approval, on a 360 px phone in Arabic: an admin suspends an owner from the
 * owners' screen with a reason; the owner, signing in again, reads the reason in a banner and
 * finds no way to add, edit or delete; the listing's printed code opens the "not available" page.
 */
const browser = useBrowser();
const base = browser.baseURL;
const run = Date.now().toString(36);
const REASON = `شكاوى متكررة من الزبائن ${run}`;
const NAME = `مطعم المراقبة ${run}`;

let owner: AreaOwner;
let listing: { id: number; unique_id: string };
beforeAll(async () => {
  owner = await newOwner(base, "moderated");
  // Approving the listing approves its owner too: an approved owner, with a public page.
  listing = await newListing(base, owner, { business_name: NAME });
});

describe("suspending an owner", () => {
  it("the admin suspends with a reason; the owner signs in to a read-only dashboard with the reason; the page is 'not available'", async () => {
    const admin = await openAdminOn(browser, "/admin/qr-users", await adminSession(base), PHONE);
    await admin.getByTestId("search").fill(owner.user.username);
    await listSettled(admin);
    const row = card(admin, owner.user.username);
    await row.getByTestId("suspend").click();

    // The reason is required: asked for before anything is sent.
    const dialog = admin.getByRole("dialog");
    await dialog.getByTestId("confirm-moderation").click();
    expect(await dialog.getByTestId("field-error").innerText()).toBe("اكتب السبب أولاً");
    await dialog.locator("textarea[name=reason]").fill(REASON);
    await dialog.getByTestId("confirm-moderation").click();
    await toast(admin, "success", "تم إيقاف الحساب");
    // The dialog then offers to tell the owner on WhatsApp, the reason in the message.
    const tell = decodeURIComponent((await dialog.getByTestId("tell-owner-whatsapp").getAttribute("href"))!);
    expect(tell).toContain(REASON);
    await dialog.getByTestId("decision-done-close").click();
    await row.locator("[data-testid=status-badge][data-status=suspended]").waitFor();
    expect(await row.getByTestId("suspension-reason").innerText()).toContain(REASON);
    expect(await row.getByTestId("reinstate").count()).toBe(1);
    expect(pageErrors(admin)).toEqual([]);

    // The owner's session ended with the suspension: they sign in again.
    const owned = await browser.open("/qr/login", PHONE);
    await hydrated(owned, "qr-login");
    await owned.fill("input[name=username]", owner.user.username);
    await owned.fill("input[name=password]", "a-long-enough-password");
    await owned.getByTestId("auth-submit").click();
    await owned.waitForURL("**/qr/dashboard", { timeout: 15_000 });
    await hydrated(owned, "qr-dashboard");
    const banner = owned.getByTestId("suspended-banner");
    await banner.waitFor();
    expect(await banner.innerText()).toContain("حسابك موقوف");
    expect(await banner.getByTestId("suspension-reason").innerText()).toContain(REASON);
    const mine = owned.getByTestId("business-card");
    await mine.first().waitFor();
    expect(await mine.first().innerText()).toContain(NAME);
    // Reading only: no add, edit or delete anywhere.
    expect(await owned.getByTestId("add-business").count()).toBe(0);
    expect(await owned.getByTestId("edit-business").count()).toBe(0);
    expect(await owned.getByTestId("delete-business").count()).toBe(0);
    // Nor a code to print or a page to open while every listing is hidden.
    for (const hidden of ["qr-toggle", "print-kit"]) expect(await mine.first().getByTestId(hidden).count(), hidden).toBe(0);
    // The banner is on the first screen of a 360 x 740 phone.
    const box = (await banner.boundingBox())!;
    expect(box.y).toBeLessThan(740);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    expect(pageErrors(owned)).toEqual([]);

    // The printed code (a scan) opens the friendly "not available" page, nothing of the listing.
    const visitor = await browser.open("/favicon.svg", PHONE);
    const res = await visitor.goto(`/qr/${listing.unique_id}?src=qr`);
    expect(res?.status()).toBe(404);
    const screen = visitor.getByTestId("error-screen");
    expect(await screen.getAttribute("data-reason")).toBe("not-found");
    expect(await screen.locator("h1").innerText()).toBe("هذا النشاط التجاري غير متاح");
    expect(await visitor.locator("body").innerText()).not.toContain(NAME);
    expect(await screen.locator("a[href='/#contact']").isVisible()).toBe(true);
  });
});
