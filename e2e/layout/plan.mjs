// What the layout suite (e2e/layout/walk.ts) and `npm run screenshots` both walk: every route of
// the product at four viewports, in Arabic and English, dark and light, with the sessions and
// demo data each screen needs. Plain JavaScript (with plan.d.mts beside it) so the screenshot
// script runs with Node alone.

/** A small phone, a large phone, a tablet and a laptop. */
export const VIEWPORTS = [
  { name: "360", width: 360, height: 740 },
  { name: "390", width: 390, height: 844 },
  { name: "768", width: 768, height: 1024 },
  { name: "1366", width: 1366, height: 900 },
];
export const LANGS = ["ar", "en"];
export const THEMES = ["dark", "light"];

const json = (res) => res.json().catch(() => null);
const rand = () => Math.floor(Math.random() * 250) + 1;

/** A JSON call; every call gets its own visitor address so per-address throttles stay out of the way. */
async function call(base, method, path, body, token, visitor) {
  const res = await fetch(`${base}/api${path}`, {
    method,
    headers: {
      "content-type": "application/json",
      "x-forwarded-for": visitor,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const out = await json(res);
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(out)}`);
  return out;
}

/**
 * Sessions and data for the walk: the admin's and a QR owner's sessions, the owner's listings
 * (one pending, one approved with an edit waiting for review, each with a gallery photo), the
 * demo listing's public address, an article, and an inbox message mixing Arabic with an e-mail
 * and a phone number.
 */
export async function prepare(base, admin) {
  const visitor = `10.${rand()}.${rand()}.${rand()}`;
  const adminLogin = (await call(base, "POST", "/auth/login", admin, undefined, visitor)).data;
  const username = `layout_${Date.now().toString(36)}`;
  const password = "Jasmine-Gate-2024!";
  await call(base, "POST", "/qr/auth/register", { username, password, email: `${username}@example.com`, phone: "+963 944 555 666" }, undefined, visitor);
  const owner = (await call(base, "POST", "/qr/auth/login", { username, password }, undefined, visitor)).data;
  const categories = (await call(base, "GET", "/qr/businesses/categories", undefined, undefined, visitor)).data;
  const listing = (name) => ({
    business_name: name,
    business_type: categories[0]?.name_ar ?? "مطعم",
    description: "فرن حطب في المزة: مناقيش وفطائر طازجة كل صباح منذ 1998.",
    address: "دمشق، المزة، شارع الجلاء",
    phone: "+963 11 222 3333",
    email: "hello@sham-bakery.example",
    website: "https://sham-bakery.example",
    whatsapp: "+963 944 111 222",
    // A gallery photo, so the owner's edit form shows its numbered labels ("وصف الصورة ١") and
    // the admin's preview its gallery: the walk's checks read them in Arabic.
    images: [{ url: "/images/demo/cafe-1.svg", alt_text: "واجهة المحل" }],
  });
  // Both listings have a menu (two sections, prices, a sold-out and a hidden item, an English
  // name and one without), for the owner's menu editor and the public page's menu.
  const menu = {
    currency: "SYP",
    sections: ["مشروبات ساخنة", "حلويات"].map((name_ar, s) => ({
      id: `s${s}`,
      name_ar,
      name_en: s ? "" : "Hot drinks",
      items: [
        { id: `i${s}a`, name_ar: "قهوة تركية", name_en: "Turkish coffee", description_ar: "بن محمص طازجًا مع الهيل", price: 12500, sold_out: s === 0 },
        { id: `i${s}b`, name_ar: "كنافة نابلسية", name_en: "", description_ar: "", price: 30000, hidden: s === 1 },
        { id: `i${s}c`, name_ar: "شاي", name_en: "Tea", description_ar: "", price: null },
      ],
    })),
  };
  const pending = (await call(base, "POST", "/qr/businesses", { ...listing("مخبز الشام"), menu }, owner.token, visitor)).data;
  const second = (await call(base, "POST", "/qr/businesses", { ...listing("حلويات الميدان"), menu }, owner.token, visitor)).data;
  const secondLive = (await call(base, "POST", `/qr/admin/${second.id}/approve`, { admin_notes: "" }, adminLogin.token, visitor)).data;
  // The owner edits the approved listing: an edit waiting for the admin's review, with a changed
  // text, a menu link and a second gallery photo, for the review screen.
  await call(
    base,
    "PUT",
    `/qr/businesses/${second.id}`,
    {
      description: "حلويات شامية بالسمن العربي، وكنافة نابلسية ساخنة كل مساء.",
      menu_url: "sham-sweets.example/menu",
      images: [
        { url: "/images/demo/cafe-1.svg", alt_text: "واجهة المحل" },
        { url: "/images/demo/cafe-2.svg", alt_text: "صينية كنافة" },
      ],
    },
    owner.token,
    visitor,
  );
  // The seeded demo listing: the approved one of that name (a test may add another, never approved).
  const demo = (await call(base, "GET", `/qr/admin?search=${encodeURIComponent("مقهى الياسمين")}`, undefined, adminLogin.token, visitor)).data.find(
    (b) => b.business_name === "مقهى الياسمين" && b.status === "approved",
  );
  const posts = (await call(base, "GET", "/blog-posts/published", undefined, undefined, visitor)).data;
  await call(
    base,
    "POST",
    "/contact-messages",
    { name: "Samer Halabi", email: "samer.halabi@example.com", phone: "+963 944 123 456", subject: "product-photography", message: "I would like a quote for product photography." },
    undefined,
    visitor,
  );
  return {
    admin: { token: adminLogin.token, user: adminLogin.user },
    owner: { token: owner.token, user: owner.user },
    pendingId: pending.id,
    menuListing: secondLive.unique_id,
    demoListing: demo.unique_id,
    postId: posts[0].id,
  };
}

/**
 * Every screen, as a person opens it. `ready` names what shows once the screen has loaded its
 * data (the server-rendered pages are ready on load); `area` groups them for reports.
 */
export function routes(data) {
  const admin = (path, ready = "main h1") => ({ area: "admin", path: `/admin${path}`, ready, island: "admin-app" });
  return [
    { area: "public", name: "landing", path: "/", ready: "#contact form" },
    { area: "public", name: "blog", path: "/blog", ready: "main h1" },
    { area: "public", name: "article", path: `/blog/${data.postId}`, ready: "main h1" },
    { area: "public", name: "privacy", path: "/privacy", ready: "main h1" },
    { area: "qr", name: "qr-login", path: "/qr/login", ready: "[data-testid=auth-submit]", island: "qr-login", session: false },
    { area: "qr", name: "qr-dashboard", path: "/qr/dashboard", ready: "[data-testid=business-card]", island: "qr-dashboard" },
    { area: "qr", name: "qr-form-new", path: "/qr/business/new", ready: "[data-testid=save-business]", island: "qr-business-form" },
    { area: "qr", name: "qr-form-edit", path: `/qr/business/${data.pendingId}/edit`, ready: "input[name=business_name]", island: "qr-business-form" },
    { area: "qr", name: "qr-design", path: `/qr/business/${data.pendingId}/design`, ready: "[data-testid=qr-design-save]", island: "qr-design" },
    { area: "qr", name: "qr-listing", path: `/qr/${data.demoListing}`, ready: "[data-testid=gallery-item]" },
    { area: "qr", name: "qr-menu", path: `/qr/business/${data.pendingId}/menu`, ready: "[data-testid=menu-edit-item]", island: "qr-menu-editor" },
    { area: "qr", name: "qr-listing-menu", path: `/qr/${data.menuListing}`, ready: "[data-testid=menu-item]" },
    { ...admin("/login", "[data-testid=login-submit]"), name: "admin-login", session: false },
    { ...admin("/", "[data-testid=stat-card]"), name: "admin-dashboard" },
    { ...admin("/blog", "[data-testid=item-card]"), name: "admin-blog" },
    { ...admin("/blog/new", "[data-testid=save-item]"), name: "admin-blog-new" },
    { ...admin("/services", "[data-testid=item-card]"), name: "admin-services" },
    { ...admin("/services/new", "[data-testid=save-item]"), name: "admin-services-new" },
    { ...admin("/portfolio", "[data-testid=item-card]"), name: "admin-portfolio" },
    { ...admin("/portfolio/new", "[data-testid=save-item]"), name: "admin-portfolio-new" },
    { ...admin("/gallery", "[data-testid=item-card], [data-testid=empty-state]"), name: "admin-gallery" },
    { ...admin("/gallery/new", "[data-testid=save-item]"), name: "admin-gallery-new" },
    { ...admin("/gallery/upload", "[data-testid=gallery-upload]"), name: "admin-gallery-upload" },
    { ...admin("/contact", "[data-testid=edit-toggle]"), name: "admin-contact" },
    { ...admin("/social-media", "[data-testid=item-card]"), name: "admin-social" },
    { ...admin("/qr-businesses", "[data-testid=item-card]"), name: "admin-qr-businesses" },
    { ...admin("/qr-revisions", "[data-testid=item-card]"), name: "admin-qr-revisions" },
    { ...admin("/qr-users", "[data-testid=item-card]"), name: "admin-qr-users" },
    { ...admin("/messages", "[data-testid=item-card]"), name: "admin-messages" },
    { ...admin("/settings", "[data-testid=edit-toggle]"), name: "admin-settings" },
    { ...admin("/users", "[data-testid=item-card]"), name: "admin-users" },
    { ...admin("/activity", "[data-testid=item-card], [data-testid=empty-state]"), name: "admin-activity" },
    { ...admin("/password", "[data-testid=save-item]"), name: "admin-password" },
  ];
}

/**
 * A browser context's storage for one language and theme: the two sessions in localStorage (the
 * admin's and the owner's keys differ, so both fit), and the preferences as cookie and storage.
 */
export function storageState(base, data, lang, theme, withSessions = true) {
  const origin = new URL(base).origin;
  const host = new URL(base).hostname;
  const cookie = (name, value) => ({ name, value, domain: host, path: "/", expires: -1, httpOnly: false, secure: false, sameSite: "Lax" });
  return {
    cookies: [cookie("language", lang), cookie("theme", theme)],
    origins: [
      {
        origin,
        localStorage: [
          { name: "language", value: lang },
          { name: "theme", value: theme },
          ...(withSessions
            ? [
                { name: "token", value: data.admin.token },
                { name: "user", value: JSON.stringify(data.admin.user) },
                { name: "qr_token", value: data.owner.token },
                { name: "qr_user", value: JSON.stringify(data.owner.user) },
              ]
            : []),
        ],
      },
    ],
  };
}

/**
 * Opens a route and waits until a person would see it complete: data in, islands awake, fonts in.
 * From one admin screen to another it moves inside the admin app, as a person clicking the
 * sidebar does (no reload), which also keeps the walk fast.
 */
export async function openRoute(page, route, timeout = 15_000) {
  const inAdminApp = route.island === "admin-app" && route.session !== false && new URL(page.url(), "http://x").pathname.startsWith("/admin") && !page.url().includes("/admin/login");
  if (inAdminApp && (await page.locator("agency-island[data-island=admin-app][data-hydrated] [data-toast-anchor]").count())) {
    await page.evaluate((path) => {
      // What the last screen showed is marked, so the wait below is for the new screen's own.
      for (const el of document.querySelectorAll("main *")) el.setAttribute("data-walk-old", "");
      history.pushState(null, "", path);
      dispatchEvent(new PopStateEvent("popstate"));
      scrollTo(0, 0);
    }, route.path);
  } else {
    await page.goto(route.path, { waitUntil: "load" });
  }
  if (route.island) await page.waitForSelector(`agency-island[data-island=${route.island}][data-hydrated]`, { state: "attached", timeout });
  await page.waitForSelector(
    route.ready
      .split(",")
      .map((s) => `${s.trim()}:not([data-walk-old])`)
      .join(", "),
    { timeout },
  );
  await page.waitForFunction(() => !document.querySelector("[data-testid=loading]"), null, { timeout });
  await page.evaluate(() => document.fonts.ready);
}
