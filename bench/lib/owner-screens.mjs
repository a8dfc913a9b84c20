// The owner's screens on the slow phone (bench/lib/slow-phone.mjs): for each screen, a first visit
// (empty cache) and the move to it from the dashboard (warm cache), measured in a real browser.
//
// - "content" is when the screen shows what it is for (the counters and cards, the form with its
//   values, the menu's rows), from navigation start;
// - "usable" is when its primary control responds: the screen's island is hydrated and that
//   control is on the page;
// - "JS" is the gzip size of every script of this site fetched until then (the files in
//   dist/client, compressed at level 9 as a server would send them).
//
// Run from the folder whose `dist/` the server serves (a build of another commit measures that
// commit: the "before" figures).
import { gzipSize } from "./sizes.mjs";
import { REAL_UA } from "./browser.mjs";
import { phoneContext, throttle } from "./slow-phone.mjs";
import { sampleMenu } from "./menu-fixture.mjs";

/** What a move to another screen may cost, and a first visit: the budgets the owner screens keep. */
export const ownerBudgets = { firstJsKB: 100, firstUsableMs: 3500, nextJsKB: 30, nextUsableMs: 2000 };

/**
 * Each owner screen: its address (from the listing's id), its island, and the selector of the
 * control that says it is ready (present, and for forms holding the owner's values).
 */
export const ownerScreens = (id) => [
  { name: "login", path: "/qr/login", island: "qr-login", ready: "[data-testid=auth-submit]", session: false },
  { name: "dashboard", path: "/qr/dashboard", island: "qr-dashboard", ready: "[data-testid=business-card] [data-testid=edit-business]" },
  { name: "account", path: "/qr/account", island: "qr-account", ready: "[data-testid=save-contact]", filled: "input[name=email]" },
  { name: "new listing", path: "/qr/business/new", island: "qr-business-form", ready: "[data-testid=save-business]" },
  { name: "edit listing", path: `/qr/business/${id}/edit`, island: "qr-business-form", ready: "[data-testid=save-business]", filled: "input[name=business_name]" },
  { name: "menu", path: `/qr/business/${id}/menu`, island: "qr-menu-editor", ready: "[data-testid=menu-save]", content: "[data-testid=menu-preview], [data-testid=menu-editor]" },
  { name: "hours", path: `/qr/business/${id}/hours`, island: "qr-hours", ready: "[data-testid=save-hours], [data-testid=hours-start]" },
  { name: "design", path: `/qr/business/${id}/design`, island: "qr-design", ready: "[data-testid=qr-design-save]" },
];

const ip = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
async function json(url, method, body, token, from) {
  const res = await fetch(url, {
    method,
    headers: { "content-type": "application/json", "x-forwarded-for": from, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const data = await res.json().catch(() => null);
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(data)}`);
  return data.data;
}

/** A registered owner with one approved listing (a 24-item menu, hours) and one waiting: what a dashboard usually shows. */
export async function ownerWithListings(base, admin) {
  const from = ip();
  const username = `screens_${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const password = "a-long-enough-password";
  await json(`${base}/api/qr/auth/register`, "POST", { username, email: `${username}@example.com`, phone: "+963 944 555 666", password }, undefined, from);
  const owner = await json(`${base}/api/qr/auth/login`, "POST", { username, password }, undefined, from);
  const fields = { business_type: "مطعم", description: "قهوة وحلويات وفطور شامي", phone: "+963 11 222 3333", whatsapp: "+963 944 111 222", address: "شارع بغداد، دمشق" };
  const listing = await json(`${base}/api/qr/businesses`, "POST", { business_name: "مقهى الياسمين", ...fields, menu: sampleMenu(24, { photo: null }) }, owner.token, from);
  await json(`${base}/api/qr/businesses`, "POST", { business_name: "مطعم الشام", ...fields }, owner.token, from);
  const adminToken = (await json(`${base}/api/auth/login`, "POST", admin, undefined, from)).token;
  await json(`${base}/api/qr/admin/${listing.id}/approve`, "POST", { admin_notes: "" }, adminToken, from);
  return { owner, id: listing.id };
}

/** Signs the context in as `owner`, as the login screen leaves it: the token in storage and in the session cookie. */
async function signIn(context, base, owner) {
  await context.addCookies([{ name: "qr_session", value: owner.token, url: base, httpOnly: true, sameSite: "Lax" }]);
  await context.addInitScript(
    ([token, user]) => {
      if (!localStorage.getItem("qr_token")) {
        localStorage.setItem("qr_token", token);
        localStorage.setItem("qr_user", user);
      }
    },
    [owner.token, JSON.stringify(owner.user)],
  );
}

/** Records, inside the page, when the screen's content shows and when its island is hydrated with the control present. */
function watch(page, screen) {
  return page.addInitScript(({ island, ready, filled, content }) => {
    const marks = {};
    window.__ownerMarks = marks;
    const look = () => {
      const control = document.querySelector(ready);
      const field = filled ? document.querySelector(filled) : null;
      const shows = !!control && (!filled || (field && field.value.trim() !== ""));
      // A screen whose content comes before its control (the menu as rows before the editor).
      if ((shows || (content && document.querySelector(content))) && marks.content === undefined) marks.content = performance.now();
      if (shows && marks.usable === undefined && document.querySelector(`agency-island[data-island="${island}"][data-hydrated]`)) marks.usable = performance.now();
    };
    new MutationObserver(look).observe(document, { childList: true, subtree: true, attributes: true });
    document.addEventListener("input", look, true);
  }, screen);
}

async function visit(page, base, screen, seen) {
  const scripts = new Map();
  const onRequest = (r) => {
    if (r.resourceType() !== "script" || !r.url().startsWith(base)) return;
    const path = new URL(r.url()).pathname;
    if (!seen.has(path)) scripts.set(path, 0);
  };
  page.on("request", onRequest);
  await watch(page, screen);
  await page.goto(base + screen.path, { waitUntil: "commit" });
  await page.waitForFunction(() => window.__ownerMarks?.usable !== undefined, null, { timeout: 60_000, polling: 100 });
  const marks = await page.evaluate(() => window.__ownerMarks);
  page.off("request", onRequest);
  let js = 0;
  for (const path of scripts.keys()) {
    seen.add(path);
    js += gzipSize(`dist/client${path}`);
  }
  return { contentMs: Math.round(marks.content), usableMs: Math.round(marks.usable), jsBytes: js, scripts: scripts.size };
}

/**
 * Measures every owner screen on the slow phone: a first visit each (a fresh context), and the
 * move to it from the dashboard (the dashboard loaded first in the same context). Answers one row
 * per screen.
 */
export async function ownerScreenFigures(browser, base, admin, { lang = "ar" } = {}) {
  const { owner, id } = await ownerWithListings(base, admin);
  const rows = [];
  for (const screen of ownerScreens(id)) {
    const first = await measure(browser, base, owner, screen, lang, false);
    const next = screen.name === "dashboard" || screen.name === "login" ? null : await measure(browser, base, owner, screen, lang, true);
    rows.push({ screen: screen.name, path: screen.path, first, next });
  }
  return rows;
}

async function measure(browser, base, owner, screen, lang, fromDashboard) {
  const context = await browser.newContext({ ...phoneContext, userAgent: REAL_UA, locale: lang === "ar" ? "ar-SY" : "en-US" });
  try {
    if (screen.session !== false) await signIn(context, base, owner);
    const page = await context.newPage();
    await throttle(page);
    const seen = new Set();
    const sep = (path) => `${path}${path.includes("?") ? "&" : "?"}lang=${lang}`;
    if (fromDashboard) await visit(page, base, { ...ownerScreens(0)[1], path: sep("/qr/dashboard") }, seen);
    return await visit(page, base, { ...screen, path: sep(screen.path) }, seen);
  } finally {
    await context.close();
  }
}
