/**
 * The layout suite: every route at 360 x 740, 390 x 844, 768 x 1024 and 1366 x 900, in Arabic and
 * English (the light theme at 360: it changes colours, not sizes), judged as a person would see it (e2e/layout/checks.ts): no sideways
 * scroll, fixed and sticky elements inside the viewport, no focusable element off screen, tap
 * targets of 24 px and primary actions of 44 px, nothing over an input's text, full-screen
 * overlays that cover the screen, toasts clear of the header's controls and the chat button, in
 * Arabic no line of tags opening with an English one, and no serious or critical axe finding
 * (WCAG 2.1 A and AA). Then the overlays and toasts themselves, opened.
 *
 * Fast on purpose: one browser (the run's, e2e/browser-server.ts), sessions given to each
 * context as stored state (no login per page), each screen loaded once per language and theme
 * and resized through the four widths, and axe run once per screen, language and theme (its
 * findings do not depend on the width). Each language is a test file of its own
 * (e2e/layout-ar.test.ts, e2e/layout-en.test.ts), so the two walk side by side in the run's two
 * browser workers.
 */
import type { Browser, BrowserContext, BrowserContextOptions, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectBrowser, fillFields } from "../browser";
import { E2E_ADMIN } from "../global-setup";
import { server } from "../server";
import { axeIssues, layoutIssues, settle } from "./checks";
import { openRoute, prepare, routes, storageState, THEMES, VIEWPORTS, type Route, type WalkData } from "./plan.mjs";

const rand = () => Math.floor(Math.random() * 250) + 1;
const LIGHT_AXE = /^(landing|blog|article|qr-login|qr-dashboard|qr-form-new|qr-listing|admin-login|admin-dashboard|admin-blog|admin-blog-new|admin-settings)$/;
// The pages most visitors see are checked in all four languages and themes.
const PUBLIC_AXE = /^(landing|blog|article)$/;

/** Whether axe runs on this screen in this language and theme (its findings do not depend on the width). */
const axeChecks = (name: string, lang: string, theme: string) =>
  (lang === "ar" && theme === "dark") || (theme === "light" && (lang === "en" ? LIGHT_AXE : PUBLIC_AXE).test(name)) || (lang === "en" && PUBLIC_AXE.test(name));

/** Scrolls an island into view and waits until it has woken up (islands that hydrate when visible). */
async function awake(page: Page, island: string) {
  await page.locator(`agency-island[data-island=${island}]`).first().scrollIntoViewIfNeeded();
  await page.waitForSelector(`agency-island[data-island=${island}][data-hydrated]`, { state: "attached" });
}

/** The walk's browser and data, and a context per language and theme. */
function walkSetup() {
  const base = server().baseURL;
  const walk = { browser: undefined as unknown as Browser, data: undefined as unknown as WalkData, base };
  beforeAll(async () => {
    [walk.browser, walk.data] = await Promise.all([connectBrowser(), prepare(base, E2E_ADMIN)]);
  });
  afterAll(async () => {
    await walk.browser?.close();
  });
  return walk;
}

/** A context for one language and theme, with (or without) the admin's and the owner's sessions. */
async function contextFor({ browser, base, data }: ReturnType<typeof walkSetup>, lang: string, theme: string, withSessions = true): Promise<BrowserContext> {
  return browser.newContext({
    baseURL: base,
    storageState: storageState(base, data, lang, theme, withSessions) as BrowserContextOptions["storageState"],
    reducedMotion: "reduce",
    // A visitor address of its own, so the per-address throttles (contact form) see separate people.
    extraHTTPHeaders: { "x-forwarded-for": `10.${rand()}.${rand()}.${rand()}` },
  });
}

/** The screen at each width in turn, its issues prefixed with where they were seen. */
async function walkWidths(page: Page, label: string, after?: () => Promise<void>, widths = VIEWPORTS) {
  const issues: string[] = [];
  for (const viewport of widths) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    // On a loaded machine the new size can reach the page a frame or two after the call returns:
    // measuring before it would judge a 360-px layout against the previous, wider viewport.
    await page.waitForFunction((width) => window.innerWidth === width, viewport.width);
    await settle(page);
    await after?.();
    for (const issue of await layoutIssues(page)) issues.push(`${label} at ${viewport.name}: ${issue}`);
  }
  return issues;
}

/**
 * For `walkWidths`: opens an overlay by `openIt` unless `overlay` is already open, so it is
 * opened at the first width and measured open at every width after.
 */
const opened = (overlay: Locator, openIt: () => Promise<unknown>) => async () => {
  if (await overlay.count()) return;
  await openIt();
  await overlay.waitFor();
};

const errorsOf = (page: Page) => {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(`uncaught: ${e.message}`));
  return errors;
};

/** The whole walk in one language: every screen in both themes, then the overlays and toasts, opened. */
export function layoutWalk(lang: "ar" | "en") {
  const walk = walkSetup();
  for (const theme of THEMES) {
    describe(`every screen in ${lang === "ar" ? "Arabic" : "English"}, ${theme}`, () => {
      const contexts: Record<"signedIn" | "anonymous", BrowserContext | undefined> = { signedIn: undefined, anonymous: undefined };
      const pages: Partial<Record<"signedIn" | "anonymous", Page>> = {};
      beforeAll(async () => {
        contexts.signedIn = await contextFor(walk, lang, theme);
        contexts.anonymous = await contextFor(walk, lang, theme, false);
      });
      afterAll(async () => {
        await contexts.signedIn?.close();
        await contexts.anonymous?.close();
      });

      // The screens' names are known before the data exists (the walk needs ids to open them).
      for (const { name } of routes({ admin: {}, owner: {}, pendingId: 0, demoListing: "", postId: 0 } as never)) {
        it(name, async () => {
          const route = routes(walk.data).find((r: Route) => r.name === name)!;
          // One page per context, kept from screen to screen (the admin's screens then open
          // inside the admin app, as a person moves between them).
          const which = route.session === false ? "anonymous" : "signedIn";
          const page = (pages[which] ??= await contexts[which]!.newPage());
          const errors = errorsOf(page);
          await page.setViewportSize({ width: VIEWPORTS[0].width, height: VIEWPORTS[0].height });
          await openRoute(page, route);
          // The themes change colours only (panda.config.ts: no size, spacing or display differs
          // but the sun/moon icon), so the light theme's geometry is the dark theme's: it is
          // walked on the phone, where its icon sits, and its colours go to axe below.
          const issues = await walkWidths(page, `${name} ${lang} ${theme}`, undefined, theme === "light" ? VIEWPORTS.slice(0, 1) : VIEWPORTS);
          // axe's findings do not change with the width: every screen in Arabic-dark; the light
          // theme (its colours) on the public and QR screens and an admin list and form; the
          // landing page, the blog and an article in every language and theme.
          if (axeChecks(name, lang, theme)) {
            await page.setViewportSize({ width: VIEWPORTS[0].width, height: VIEWPORTS[0].height });
            issues.push(...(await axeIssues(page)).map((i) => `${name} ${lang} ${theme}: ${i}`));
          }
          page.removeAllListeners("pageerror");
          expect([...issues, ...errors]).toEqual([]);
        });
      }
    });
  }

  describe(`overlays and toasts, opened, at every width, in ${lang === "ar" ? "Arabic" : "English"}`, () => {
    let context: BrowserContext;
    beforeAll(async () => {
      context = await contextFor(walk, lang, "dark");
    });
    afterAll(async () => context?.close());
    const open = async (name: string) => {
      const page = await context.newPage();
      await page.setViewportSize({ width: VIEWPORTS[0].width, height: VIEWPORTS[0].height });
      await openRoute(page, routes(walk.data).find((r: Route) => r.name === name)!);
      return page;
    };

    it("the contact form's error toast and its confirmation", async () => {
      const page = await open("landing");
      // The toaster wakes with the first island the visitor reaches (here the contact form).
      await awake(page, "contact-form");
      await page.waitForSelector("agency-island[data-island=toaster][data-hydrated]", { state: "attached" });
      const issues = await walkWidths(page, `contact errors ${lang}`, async () => {
        await page.getByTestId("contact-submit").click();
        await page.locator("[data-testid=toast][data-type=error]").waitFor();
      });
      // Filled in, the error goes by itself; sent, the confirmation shows where it can be read.
      await fillFields(page, {
        name: "سامر",
        email: "samer@example.com",
        message: "أريد عرض سعر لتصوير منتجات مطعمنا.",
      });
      await page.locator("[data-testid=toast][data-type=error]").waitFor({ state: "detached" });
      await page.getByTestId("contact-submit").click();
      await page.locator("[data-testid=form-notice][data-type=success]").waitFor();
      issues.push(...(await walkWidths(page, `contact sent ${lang}`)));
      await page.close();
      expect(issues).toEqual([]);
    });

    it("the portfolio dialog", async () => {
      const page = await open("landing");
      await awake(page, "portfolio-grid");
      const issues = await walkWidths(
        page,
        `portfolio dialog ${lang}`,
        opened(page.getByRole("dialog"), () => page.getByTestId("portfolio-view").first().click()),
      );
      await page.close();
      expect(issues).toEqual([]);
    });

    it("the listing's lightbox", async () => {
      const page = await open("qr-listing");
      const issues = await walkWidths(page, `lightbox ${lang}`, opened(page.getByTestId("lightbox"), () => page.getByTestId("gallery-item").first().click()));
      await page.close();
      expect(issues).toEqual([]);
    });

    it("the QR form's error summary and notice", async () => {
      const page = await open("qr-form-new");
      const issues = await walkWidths(page, `qr form errors ${lang}`, async () => {
        await page.getByTestId("save-business").click();
        await page.getByTestId("save-error").waitFor();
      });
      await page.close();
      expect(issues).toEqual([]);
    });

    it("an admin decision dialog, a toast and a listing's preview", async () => {
      const page = await open("admin-qr-businesses");
      const issues = await walkWidths(page, `admin dialog ${lang}`, opened(page.getByRole("dialog"), () => page.getByTestId("approve").first().click()));
      await page.keyboard.press("Escape");
      await page.getByRole("dialog").waitFor({ state: "detached" });
      issues.push(
        ...(await walkWidths(page, `admin toast ${lang}`, async () => {
          await page.evaluate(() => scrollTo(0, 0));
          await page.getByTestId("search").fill("");
          await page.getByTestId("edit-item").first().click();
          await page.getByRole("dialog").locator("input[name=phone]").fill("12");
          await page.getByRole("dialog").getByTestId("save-item").click();
          await page.locator("[data-testid=toast][data-type=error]").waitFor();
          await page.keyboard.press("Escape");
          await page.getByRole("dialog").waitFor({ state: "detached" });
        })),
      );
      // A listing's preview: every field, the owner, the gallery, the QR code and its scans.
      issues.push(
        ...(await walkWidths(
          page,
          `admin preview ${lang}`,
          opened(page.getByTestId("business-preview"), async () => {
            await page.getByTestId("search").fill("حلويات الميدان");
            await page.getByTestId("item-card").filter({ hasText: "حلويات الميدان" }).first().getByTestId("preview").click();
          }),
        )),
      );
      // The owner's name and e-mail, separated as the language writes lists ("، " in Arabic only).
      const owner = await page.getByTestId("business-preview").locator("[data-field=owner]").innerText();
      expect(owner).toContain(lang === "ar" ? "، " : ", ");
      if (lang === "en") expect(owner).not.toContain("،");
      await page.close();
      expect(issues).toEqual([]);
    });

    it("the language switch overlay", async () => {
      const page = await open("blog");
      await page.waitForSelector("agency-island[data-island=lang-toggle][data-hydrated]", { state: "attached" });
      await page.setViewportSize({ width: VIEWPORTS[0].width, height: VIEWPORTS[0].height });
      await page.getByTestId("lang-toggle").first().click();
      await page.getByTestId("lang-overlay").waitFor();
      const issues = (await layoutIssues(page)).map((i) => `language overlay ${lang} at ${VIEWPORTS[0].name}: ${i}`);
      await page.close();
      expect(issues).toEqual([]);
    });
  });
}
