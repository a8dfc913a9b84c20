import AxeBuilder from "@axe-core/playwright";
import { describe, expect, it } from "vitest";
import { useBrowser } from "./browser";

const browser = useBrowser();

/** axe's serious and critical findings on a page, as readable lines. */
async function seriousViolations(path: string, theme: "dark" | "light" = "dark") {
  const page = await browser.open(path);
  if (theme === "light") {
    await page.context().addCookies([{ name: "theme", value: "light", url: browser.baseURL }]);
    await page.reload();
  }
  // Let idle islands hydrate, so what is checked is what visitors use.
  await page.waitForTimeout(1200);
  const result = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(" | ")})`);
}

describe("accessibility (axe): no serious or critical violations", () => {
  for (const lang of ["ar", "en"] as const) {
    it(`/ in ${lang}`, async () => expect(await seriousViolations(`/?lang=${lang}`)).toEqual([]));
    it(`/blog in ${lang}`, async () => expect(await seriousViolations(`/blog?lang=${lang}`)).toEqual([]));
    it(`/blog/1 in ${lang}`, async () => expect(await seriousViolations(`/blog/1?lang=${lang}`)).toEqual([]));
  }
  it("/ in the light theme", async () => expect(await seriousViolations("/", "light")).toEqual([]));
});
