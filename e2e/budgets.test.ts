/**
 * Size budgets, enforced in CI: bytes do not vary with the machine's load,
 * so unlike timings they can be asserted. Measured as a first-time visitor's browser loads them.
 */
import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { server } from "./server";
import { describe, expect, it } from "vitest";
import { chunkSize, firstViewJs, kib, reactChunks } from "../bench/lib/sizes.mjs";
import { workerBundleSize } from "../bench/lib/worker-bundle.mjs";
import { launch } from "../bench/lib/browser.mjs";
import { approvedMenuListing, sampleMenu } from "../bench/lib/menu-fixture.mjs";
import { E2E_ADMIN } from "./global-setup";

const { baseURL } = server();
const KiB = 1024;

describe("size budgets", () => {
  it("the landing page's first view loads at most 15 KiB of JavaScript (gzip), the 3D chunk aside, and no React", async () => {
    const js = await firstViewJs(baseURL, "/", { excludePrefix: "scene-3d" });
    const list = `first-view JS ${kib(js.total)} KiB: ${js.files.map(([f, n]) => `${f} ${kib(n)}`).join(", ")}`;
    expect(js.total, list).toBeLessThanOrEqual(15 * KiB);
    // React arrives only when an island needs it (scrolled to, or reached for).
    const react = reactChunks();
    expect(react.length).toBeGreaterThan(0);
    expect(js.files.filter(([f]) => react.includes(f)), list).toEqual([]);
    // Nor the code the owner screens share (vite.config.ts, sharedKit).
    expect(js.files.filter(([f]) => /^(owner|ui)-kit-/.test(f)), list).toEqual([]);
  });

  it("the 3D chunk is at most 140 KiB (gzip)", () => {
    const size = chunkSize("scene-3d");
    expect(size).toBeGreaterThan(0);
    expect(size).toBeLessThanOrEqual(140 * KiB);
  });

  // Only owners (and admins) load them, on the editor's own screen: the island (its frame and the
  // menu as rows shown until the form is ready, 6.1 KiB measured) and the form it fetches beside
  // the listing (22.1 KiB with sizes, labels and the compact rows, two thirds of it @dnd-kit for
  // dragging into order), which the Worker never carries.
  it("the owner's menu editor is at most 29 KiB (gzip), island and form together", () => {
    const island = chunkSize("qr-menu-editor");
    const form = chunkSize("menu-form");
    expect(island).toBeGreaterThan(0);
    expect(form).toBeGreaterThan(0);
    expect(island + form, `qr-menu-editor ${kib(island)} KiB + menu-form ${kib(form)} KiB gzip`).toBeLessThanOrEqual(29 * KiB);
  });

  it("a QR listing page loads at most 10 KiB of JavaScript before the first tap", async () => {
    const sitemap = await (await fetch(`${baseURL}/sitemap.xml`)).text();
    const id = /\/qr\/([a-z0-9]+)</.exec(sitemap)?.[1];
    expect(id).toBeTruthy();
    const js = await firstViewJs(baseURL, `/qr/${id}`);
    expect(js.total).toBeLessThanOrEqual(10 * KiB);
  });

  // The listing's photo viewer wakes on a tap: it brings React and its own few files, never the
  // code the owner screens share (vite.config.ts, sharedKit).
  it("a QR listing's photo viewer imports neither of the owner screens' shared files", () => {
    const manifest = JSON.parse(readFileSync(new URL("../dist/client/.vite/manifest.json", import.meta.url), "utf8")) as Record<string, { file: string; imports?: string[] }>;
    const lightbox = manifest["islands/qr-lightbox.tsx"];
    expect(lightbox, "the manifest names the photo viewer").toBeTruthy();
    const files = (lightbox.imports ?? []).map((key) => manifest[key].file);
    expect(files.some((f) => f.includes("react-")), files.join(", ")).toBe(true);
    expect(files.filter((f) => /(owner|ui)-kit-/.test(f)), files.join(", ")).toEqual([]);
  });

  // Ordering by WhatsApp adds a loader of well under 1 KiB to such a page; the order's own code
  // (about 3 KiB, and the price formatting it shares) comes with the visitor's first scroll or tap.
  it("a QR listing that takes orders by WhatsApp stays within 10 KiB before the first tap, the order's code left for later", async () => {
    const { path } = await approvedMenuListing(baseURL, sampleMenu(30, { photo: null }), { admin: E2E_ADMIN, fields: { whatsapp: "+963 944 111 222", ordering_enabled: true } });
    const js = await firstViewJs(baseURL, `${path}?src=qr&t=7`);
    const list = `first-view JS ${kib(js.total)} KiB: ${js.files.map(([f, n]) => `${f} ${kib(n)}`).join(", ")}`;
    expect(js.total, list).toBeLessThanOrEqual(10 * KiB);
    expect(js.files.some(([f]) => f.startsWith("qr-order.dom")), list).toBe(true);
    expect(js.files.some(([f]) => f.startsWith("order-panel")), list).toBe(false);
    expect(chunkSize("order-panel")).toBeLessThanOrEqual(4 * KiB);
  });

  // Cloudflare counts the compressed size against the plan's Worker size limit. What keeps it
  // small: README, "Deploying to Cloudflare Workers".
  it("the Worker bundle stays under 600 KiB (gzip), as `wrangler deploy --dry-run` reports it", () => {
    const { raw, gzip } = workerBundleSize();
    expect(gzip).toBeGreaterThan(100 * KiB);
    expect(gzip, `Worker bundle ${kib(raw)} KiB raw, ${kib(gzip)} KiB gzip`).toBeLessThanOrEqual(600 * KiB);
    // The figure the operator reads in the README and SECURITY.md stays the measured one (within
    // 5 %): a change that grows the bundle updates the documents too.
    const stated = [
      ["README.md", /The Worker bundle is ([\d.,]+) KiB gzip/],
      ["SECURITY.md", /\| ([\d.,]+) KiB gzip of the 600 KiB budget/],
    ] as const;
    for (const [file, pattern] of stated) {
      const figure = Number(pattern.exec(readFileSync(new URL(`../${file}`, import.meta.url), "utf8"))?.[1]?.replace(",", ""));
      expect(figure, `${file} states the bundle's size`).toBeGreaterThan(0);
      expect(Math.abs(figure * KiB - gzip) / gzip, `${file} says ${figure} KiB, measured ${kib(gzip)} KiB gzip`).toBeLessThanOrEqual(0.05);
    }
  });

  // The owner's screens, each as a first visit with the owner signed in (their session in storage
  // and in the cookie, as a sign-in leaves them). React (react-dom and its scheduler) is about
  // 66 KiB of each; the rest is the screen's own. Goal: 100 KB; measured: 104 to 115 KiB on the
  // screens without the drag library, whose figures `npm run bench:owner` prints. The code the
  // screens share comes in two files (vite.config.ts, sharedKit), so a screen is 17 to 20 files
  // (it was 29 to 39), 25 with the menu's form: on a 400 ms line each file more is a round trip
  // more. Most of the rest are the icons, one file each.
  it("each owner screen loads only what it uses: no dialog or drag library, no admin code, at most 120 KiB (gzip) in at most 20 files on a first visit", async () => {
    const { id, owner } = await approvedMenuListing(baseURL, sampleMenu(24, { photo: null }), { admin: E2E_ADMIN });
    const signedIn = async (page: Page) => {
      await page.context().addCookies([{ name: "qr_session", value: owner.token, url: baseURL }]);
      await page.addInitScript(([t, u]) => (localStorage.setItem("qr_token", t), localStorage.setItem("qr_user", u)), [owner.token, JSON.stringify(owner.user)]);
    };
    const screens = ["/qr/dashboard", "/qr/account", "/qr/business/new", `/qr/business/${id}/edit`, `/qr/business/${id}/hours`, `/qr/business/${id}/design`, `/qr/business/${id}/menu`];
    const loads = new Map<string, Awaited<ReturnType<typeof firstViewJs>>>();
    const browser = await launch();
    try {
      for (const path of screens) loads.set(path, await firstViewJs(baseURL, path, { before: signedIn, waitMs: 1500, browser }));
    } finally {
      await browser.close();
    }
    for (const [path, js] of loads) {
      const list = `${path}: ${kib(js.total)} KiB: ${js.files.map(([f, n]) => `${f} ${kib(n)}`).join(", ")}`;
      expect(js.files.some(([f]) => f.startsWith("modal-dialog")), list).toBe(false);
      expect(js.files.some(([f]) => f.startsWith("admin-app")), list).toBe(false);
      expect(js.files.some(([f]) => f.startsWith("menu-form")), list).toBe(path.endsWith("/menu"));
      if (!path.endsWith("/menu")) expect(js.total, list).toBeLessThanOrEqual(120 * KiB);
      expect(js.files.length, list).toBeLessThanOrEqual(path.endsWith("/menu") ? 26 : 20);
      expect(js.files.some(([f]) => f.startsWith("owner-kit")), list).toBe(true);
    }
    // Moving on from the dashboard fetches only the next screen's own code: at most 30 KB more.
    const dashboard = new Set(loads.get("/qr/dashboard")!.files.map(([f]) => f));
    for (const path of screens.filter((p) => p !== "/qr/dashboard" && !p.endsWith("/menu"))) {
      const added = loads.get(path)!.files.filter(([f]) => !dashboard.has(f));
      const bytes = added.reduce((n, [, size]) => n + size, 0);
      expect(bytes, `${path} after the dashboard: ${added.map(([f, n]) => `${f} ${kib(n)}`).join(", ")}`).toBeLessThanOrEqual(30_000);
    }
  });
});
