// On the slow phone profile: how long from navigation until the landing page's contact form can
// send, and (when it can send before hydration) how long a visitor who fills it in and taps Send
// at once waits for the confirmation.
import { launch, REAL_UA } from "./browser.mjs";
import { contactTimings, phoneContext, throttle, watchContactForm } from "./slow-phone.mjs";

export async function slowContactForm(baseUrl, { lang = "en" } = {}) {
  const browser = await launch();
  try {
    const context = await browser.newContext({ ...phoneContext, userAgent: REAL_UA });
    const page = await context.newPage();
    await throttle(page);
    await watchContactForm(page);
    const started = Date.now();
    await page.goto(`${baseUrl}/?lang=${lang}`, { waitUntil: "commit" });
    const form = page.locator("form[data-testid=contact-form]");
    await form.waitFor({ state: "attached", timeout: 60_000 });
    // A visitor who came for the form scrolls straight to it.
    await form.evaluate((el) => el.scrollIntoView({ block: "center", behavior: "instant" }));
    let sentMs;
    const early = await page.evaluate(() => window.__contactMarks.posts);
    if (early) {
      await page.locator("[name=name]").fill("Bench visitor");
      await page.locator("[name=email]").fill("bench@example.com");
      await page.locator("[name=message]").fill(`Sent on the slow profile at ${new Date().toISOString()}`);
      await page.getByTestId("contact-submit").tap();
      await page.locator("[data-testid=toast][data-type=success], [data-testid=form-notice][data-type=success]").first().waitFor({ timeout: 90_000 });
      sentMs = Date.now() - started;
    }
    await page.waitForSelector("agency-island[data-island=contact-form][data-hydrated]", { state: "attached", timeout: 90_000 });
    return { ...(await contactTimings(page)), sentMs };
  } finally {
    await browser.close();
  }
}
