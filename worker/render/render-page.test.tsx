import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { ThemeSwitch } from "../../islands/lib/theme-switch";
import { createTestApp } from "../testing/test-app";
import type { AppEnv } from "../env";
import { preferences } from "../middleware/preferences";
import { security } from "../middleware/security";
import { Island } from "../../pages/components/island";
import { renderPage } from "./render-page";

const settings = { site_name: "x", primary_color: "#6366f1", secondary_color: "#8b5cf6" };

async function pageApp() {
  const { deps } = await createTestApp({ seed: false });
  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    c.set("deps", deps);
    await next();
  });
  app.use(security(), preferences());
  app.get("/plain", (c) => renderPage(c, <p>static only</p>, { settings, meta: { title: "Plain", path: "/plain" } }));
  app.get("/idle", (c) =>
    renderPage(
      c,
      <Island name="theme-toggle" component={ThemeSwitch} props={{ theme: "dark", lang: "en", messages: {} }} hydrate="idle" />,
      { settings, meta: { title: "Idle", path: "/idle" } },
    ),
  );
  return app;
}

describe("renderPage", () => {
  it("ships no JavaScript at all on a page without islands", async () => {
    const res = await (await pageApp()).request("/plain");
    const html = await res.text();
    expect(html).toContain("static only");
    expect(html).not.toMatch(/<script/);
    expect(html).not.toMatch(/modulepreload/);
  });

  it("loads the client entry but preloads nothing for an island that hydrates when idle", async () => {
    const html = await (await (await pageApp()).request("/idle")).text();
    expect(html).toContain('<script type="module" src="/assets/client-abc.js"');
    expect(html).not.toContain("modulepreload");
    expect(html).toContain('data-hydrate="idle"');
  });
});
