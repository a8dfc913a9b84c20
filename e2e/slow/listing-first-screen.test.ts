/**
 * The first screen of a listing opened from its printed code on the phone most visitors have
 * (360 × 740, 400 ms, 400 kbit/s, CPU ×4): in both languages and both themes the name, the
 * category, the open-now badge and the row of actions lie whole inside the screen, the logo is a
 * small avatar, the cover a band, and nothing moves once they are drawn; opened by a table's code
 * (`&t=7`), the table's number is on that screen too. How fast they come is
 * printed here and measured by `npm run bench:qr` (timing budgets belong to benchmarks, not tests).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { REAL_UA } from "../../bench/lib/browser.mjs";
import { firstScreen, insideViewport } from "../../bench/lib/first-screen.mjs";
import { connectBrowser } from "../browser";
import { E2E_ADMIN } from "../global-setup";
import { server } from "../server";

const { baseURL } = server();
let path: string;

beforeAll(async () => {
  // The seeded demo café: a photo cover, a logo, hours, a position, a menu (the approved one of
  // that name; a test may add another, never approved).
  const login = await fetch(`${baseURL}/api/auth/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(E2E_ADMIN) }).then((r) => r.json());
  const list = await fetch(`${baseURL}/api/qr/admin?search=${encodeURIComponent("مقهى الياسمين")}`, { headers: { authorization: `Bearer ${login.data.token}` } }).then((r) => r.json());
  const cafe = list.data.find((b: { business_name: string; status: string }) => b.business_name === "مقهى الياسمين" && b.status === "approved");
  path = `/qr/${cafe.unique_id}?src=qr`;
});

describe("a listing's first screen on the slow phone", () => {
  // Each page is loaded once on the slow line, in one theme, and its boxes read again in the other
  // (the themes change colours only): both languages, both themes, with and without a table.
  it.each([
    ["ar", "dark", "its code", null],
    ["en", "light", "its code", null],
    // Opened by table 7's code: its number joins the first screen and pushes nothing out.
    ["ar", "light", "table 7's code", 7],
    ["en", "dark", "table 7's code", 7],
  ] as const)("%s, %s theme then the other, opened by %s: name, category, open badge and actions inside the screen; logo and cover small; nothing moves", async (lang, colorScheme, _via, table) => {
    const browser = await connectBrowser();
    try {
      const figures = await firstScreen(browser, `${baseURL}${path}&lang=${lang}${table ? `&t=${table}` : ""}`, { colorScheme, userAgent: REAL_UA, settleMs: 800, otherTheme: true });
      console.log(`${lang}/${colorScheme}${table ? `/table ${table}` : ""}: name ${figures.nameMs} ms, actions ${figures.actionsMs} ms, cover ${figures.coverMs} ms, ${figures.bytesFirstScreen} B by then, CLS ${figures.cls}`);
      const { boxes } = figures;
      const keys = ["name", "category", "open", "actions", "logo", "cover", ...(table ? (["table"] as const) : [])] as const;
      for (const key of keys) expect(insideViewport(boxes[key]), `${key} ${JSON.stringify(boxes[key])}`).toBe(true);
      for (const key of keys) expect(insideViewport(figures.otherBoxes![key]), `${key} in the other theme ${JSON.stringify(figures.otherBoxes![key])}`).toBe(true);
      // Only a page a table's code opened names a table.
      if (!table) expect(boxes.table).toBeNull();
      // The logo is an avatar of at most 96 px, on the cover's lower edge.
      expect(boxes.logo!.bottom - boxes.logo!.top).toBeLessThanOrEqual(96);
      expect(boxes.logo!.top).toBeLessThan(boxes.cover!.bottom);
      expect(boxes.logo!.bottom).toBeGreaterThan(boxes.cover!.bottom);
      // The cover is a band of at most 40 % of the screen's height.
      expect(boxes.cover!.bottom - boxes.cover!.top).toBeLessThanOrEqual(0.4 * figures.viewport.height);
      // Painted at all (the marks exist), and nothing moved after the first screen was drawn.
      expect(figures.nameMs).toBeGreaterThan(0);
      expect(figures.coverMs).toBeGreaterThan(0);
      expect(figures.clsAfter).toBeLessThanOrEqual(0.05);
      expect(figures.cls).toBeLessThanOrEqual(0.05);
    } finally {
      await browser.close();
    }
  });
});
