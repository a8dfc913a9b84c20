// `npm run screenshots`: every route at every viewport, in Arabic and English, dark and light, as
// PNGs under screenshots/ (git-ignored), plus screenshots/index.html, one contact sheet to review
// the whole product in a minute. It builds when needed and runs its own server on a fresh
// database with the demo content, so it works from a fresh clone.
//   SHOTS_ONLY=landing,qr-login   only these routes
//   SHOTS_VIEWPORTS=360,1366      only these widths
//   SHOTS_LANGS=ar  SHOTS_THEMES=dark
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { launch } from "../../bench/lib/browser.mjs";
import { ADMIN, ensureBuild, startServer } from "../../bench/lib/server.mjs";
import { LANGS, openRoute, prepare, routes, storageState, THEMES, VIEWPORTS } from "./plan.mjs";

const pick = (all, env, key = (x) => x) => {
  const wanted = process.env[env]?.split(",").filter(Boolean);
  return wanted?.length ? all.filter((x) => wanted.includes(key(x))) : all;
};
const out = "screenshots";

/** Scrolls through the page as a reader would, so lazy images load, then back to the top. */
async function readThrough(page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight) {
      scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 60));
    }
    scrollTo(0, 0);
  });
  await page.waitForFunction(() => [...document.images].every((i) => i.complete), null, { timeout: 5000 }).catch(() => {});
}

const awake = async (page, island) => {
  await page.locator(`agency-island[data-island=${island}]`).first().scrollIntoViewIfNeeded();
  await page.waitForSelector(`agency-island[data-island=${island}][data-hydrated]`, { state: "attached" });
};

/**
 * Moments worth a look beyond a screen at rest, shot as the viewport shows them: the contact
 * form's confirmation, its errors, the QR form's and an admin form's error summaries, the lightbox,
 * a dialog.
 */
const scenes = [
  {
    name: "contact-sent",
    route: "landing",
    async act(page) {
      await awake(page, "contact-form");
      await page.fill("input[name=name]", "سامر الحلبي");
      await page.fill("input[name=email]", "samer@example.com");
      await page.fill("textarea[name=message]", "أريد عرض سعر لتصوير منتجات مطعمنا الجديد في المزة.");
      await page.getByTestId("contact-submit").click();
      await page.locator("[data-testid=toast][data-type=success]").waitFor();
    },
  },
  {
    name: "contact-errors",
    route: "landing",
    async act(page) {
      await awake(page, "contact-form");
      await page.getByTestId("contact-submit").click();
      await page.locator("[data-testid=toast][data-type=error]").waitFor();
    },
  },
  {
    name: "qr-form-errors",
    route: "qr-form-new",
    async act(page) {
      await page.fill("input[name=email]", "not-an-email");
      // Two bad links with the same message: the summary names each field.
      await page.fill("input[name=website]", "not a site");
      await page.fill("input[name=facebook]", "javascript:alert(1)");
      await page.getByTestId("save-business").click();
      await page.getByTestId("save-error").waitFor();
      await page.evaluate(() => scrollTo(0, 0));
    },
  },
  {
    name: "admin-form-errors",
    route: "admin-blog-new",
    async act(page) {
      await page.getByTestId("save-item").click();
      await page.getByTestId("form-errors").scrollIntoViewIfNeeded();
    },
  },
  {
    name: "qr-lightbox",
    route: "qr-listing",
    async act(page) {
      await page.getByTestId("gallery-item").first().click();
      await page.getByTestId("lightbox").waitFor();
    },
  },
  {
    name: "portfolio-dialog",
    route: "landing",
    async act(page) {
      await awake(page, "portfolio-grid");
      await page.getByTestId("portfolio-view").first().click();
      await page.getByRole("dialog").waitFor();
      await page.waitForTimeout(300);
    },
  },
];
const started = performance.now();

ensureBuild();
// The server takes each page's visitor address from X-Forwarded-For, so the contact form's
// per-address limit sees one visitor per shot: one address sending sixteen messages (four widths,
// two languages, two themes) was refused from the sixth on, and those shots timed out.
const server = await startServer({ TRUST_PROXY: "1" });
const rand = () => Math.floor(Math.random() * 250) + 1;
const browser = await launch();
const shots = [];
try {
  const data = await prepare(server.url, ADMIN);
  const list = pick(routes(data), "SHOTS_ONLY", (r) => r.name);
  const viewports = pick(VIEWPORTS, "SHOTS_VIEWPORTS", (v) => v.name);
  const langs = pick(LANGS, "SHOTS_LANGS");
  const themes = pick(THEMES, "SHOTS_THEMES");
  if (!process.env.SHOTS_ONLY) rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });

  for (const lang of langs) {
    for (const theme of themes) {
      const contexts = {};
      for (const withSessions of [true, false]) {
        contexts[withSessions] = await browser.newContext({
          baseURL: server.url,
          storageState: storageState(server.url, data, lang, theme, withSessions),
          reducedMotion: "reduce",
        });
      }
      for (const viewport of viewports) {
        for (const route of list) {
          const context = contexts[route.session !== false];
          const page = await context.newPage();
          await page.setViewportSize({ width: viewport.width, height: viewport.height });
          const file = `${route.name}-${viewport.name}-${lang}-${theme}.png`;
          try {
            await openRoute(page, route);
            await readThrough(page);
            await page.screenshot({ path: join(out, file), fullPage: true });
            shots.push({ route: route.name, viewport: viewport.name, lang, theme, file });
          } catch (error) {
            console.error(`${file}: ${error.message.split("\n")[0]}`);
            await page.screenshot({ path: join(out, file), fullPage: true }).catch(() => {});
            shots.push({ route: route.name, viewport: viewport.name, lang, theme, file, failed: true });
          }
          await page.close();
        }
        for (const scene of pick(scenes, "SHOTS_ONLY", (s) => s.name).length ? pick(scenes, "SHOTS_ONLY", (s) => s.name) : process.env.SHOTS_ONLY ? [] : scenes) {
          const page = await contexts[true].newPage();
          await page.setExtraHTTPHeaders({ "x-forwarded-for": `10.${rand()}.${rand()}.${rand()}` });
          await page.setViewportSize({ width: viewport.width, height: viewport.height });
          const file = `${scene.name}-${viewport.name}-${lang}-${theme}.png`;
          try {
            await openRoute(page, routes(data).find((r) => r.name === scene.route));
            await scene.act(page);
            await page.screenshot({ path: join(out, file) });
            shots.push({ route: scene.name, viewport: viewport.name, lang, theme, file });
          } catch (error) {
            console.error(`${file}: ${error.message.split("\n")[0]}`);
            shots.push({ route: scene.name, viewport: viewport.name, lang, theme, file, failed: true });
          }
          await page.close();
        }
      }
      for (const context of Object.values(contexts)) await context.close();
    }
  }
  writeFileSync(join(out, "index.html"), contactSheet(shots, [...list, ...scenes.map((s) => ({ name: s.name, path: `${routes(data).find((r) => r.name === s.route).path} (${s.name})` }))], viewports));
} finally {
  await browser.close();
  await server.stop();
}
console.log(`${shots.length} screenshots in ${out}/ (open ${out}/index.html) in ${((performance.now() - started) / 1000).toFixed(0)} s`);

function contactSheet(shots, list, viewports) {
  const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]);
  const rows = list
    .map((route) => {
      const cells = shots
        .filter((s) => s.route === route.name)
        .map(
          (s) =>
            `<figure${s.failed ? ' class="failed"' : ""}><a href="${esc(s.file)}"><img loading="lazy" src="${esc(s.file)}" width="${viewports.find((v) => v.name === s.viewport).width / 6}" alt=""></a><figcaption>${s.viewport} ${s.lang} ${s.theme}</figcaption></figure>`,
        )
        .join("");
      return `<section><h2>${esc(route.name)} <small>${esc(route.path)}</small></h2><div class="row">${cells}</div></section>`;
    })
    .join("\n");
  return `<!doctype html><html lang="en"><meta charset="utf-8"><title>Screenshots</title>
<style>body{font:14px system-ui;margin:16px;background:#222;color:#eee}h2{font-size:15px;margin:24px 0 8px}small{color:#999;font-weight:normal}
.row{display:flex;gap:10px;align-items:flex-start;overflow-x:auto}figure{margin:0;text-align:center}img{display:block;height:auto;max-height:420px;object-fit:cover;object-position:top;border:1px solid #444}
figcaption{font-size:11px;color:#aaa}.failed img{border-color:red}</style>
<h1>${shots.length} screenshots</h1>${rows}</html>`;
}
