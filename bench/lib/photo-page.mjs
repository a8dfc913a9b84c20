// A QR listing made of real phone photos, and what a visitor's phone downloads to see it. Shared
// by the slow-phone browser test (e2e/slow/photos-phone.test.ts) and `npm run bench` (part
// `photos`), so the test and the figures measure the same thing.
import { SLOW_PHONE } from "./slow-phone.mjs";

const rand = () => Math.floor(Math.random() * 250) + 1;

/** A JSON or multipart call to the API from an address of its own (sign-ups are throttled per address). */
async function call(base, method, path, { json, form, token } = {}) {
  const headers = { "x-forwarded-for": `172.20.${rand()}.${rand()}` };
  if (token) headers.authorization = `Bearer ${token}`;
  if (json) headers["content-type"] = "application/json";
  const res = await fetch(`${base}/api${path}`, { method, headers, body: json ? JSON.stringify(json) : form });
  const body = await res.json().catch(() => null);
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(body)}`);
  return body.data;
}

/**
 * Registers an owner, uploads `cover` and `gallery` (byte arrays of camera photos) as an API client
 * would (no shrinking in a browser: the server's pipeline does all the work), creates the listing
 * and has the admin approve it. Returns the listing and the upload answers.
 */
export async function photoListing(base, admin, { cover, gallery, name = "مقهى الصور" }) {
  const username = `photos_${Date.now().toString(36)}${rand()}`;
  const password = "a-long-enough-password";
  await call(base, "POST", "/qr/auth/register", { json: { username, password, email: `${username}@example.com`, phone: "+963 944 555 666" } });
  const { token } = await call(base, "POST", "/qr/auth/login", { json: { username, password } });
  const temp = `temp_${Date.now()}`;
  const upload = async (type, bytes) => {
    const form = new FormData();
    form.append("image", new File([bytes], `IMG_${rand()}.jpg`, { type: "image/jpeg" }));
    return call(base, "POST", `/qr/businesses/upload-image?type=${type}&businessId=${temp}`, { form, token });
  };
  const coverUpload = await upload("cover", cover);
  const galleryUploads = [];
  for (const photo of gallery) galleryUploads.push(await upload("gallery", photo));
  const created = await call(base, "POST", "/qr/businesses", {
    token,
    json: {
      business_name: name,
      business_type: "مطعم",
      description: "قهوة عربية وحلويات شامية في قلب دمشق القديمة",
      phone: "+963 11 222 3333",
      cover_image_url: coverUpload.url,
      images: galleryUploads.map((g, i) => ({ url: g.url, alt_text: `صورة ${i + 1}` })),
      businessId: temp,
    },
  });
  const { token: adminToken } = await call(base, "POST", "/auth/login", { json: admin });
  const approved = await call(base, "POST", `/qr/admin/${created.id}/approve`, { token: adminToken, json: { admin_notes: "" } });
  return { listing: approved, cover: coverUpload, gallery: galleryUploads, owner: { token } };
}

/**
 * Records, in the page and from navigation start, every image it downloads (address and bytes on
 * the wire) and when the hero photo is drawn (its largest-contentful-paint entry, else the moment
 * it is complete), plus the page's layout shifts. Call before `page.goto()`; read with `photoTimings`.
 */
export async function watchPhotos(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  const images = new Map();
  cdp.on("Network.responseReceived", (e) => e.type === "Image" && images.set(e.requestId, { url: e.response.url, bytes: 0 }));
  cdp.on("Network.loadingFinished", (e) => images.has(e.requestId) && (images.get(e.requestId).bytes = e.encodedDataLength));
  await page.addInitScript(() => {
    const marks = { shifts: 0 };
    window.__photoMarks = marks;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (e.element?.dataset?.testid === "business-cover") marks.hero = e.renderTime || e.loadTime;
    }).observe({ type: "largest-contentful-paint", buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (!e.hadRecentInput) marks.shifts += e.value;
    }).observe({ type: "layout-shift", buffered: true });
  });
  return {
    /** Every image finished so far: `{ url, bytes }`, bytes as transferred. */
    images: () => [...images.values()].filter((i) => i.bytes > 0),
  };
}

/** The hero's drawing time (ms from navigation) and the layout shift so far. */
export async function photoTimings(page) {
  return page.evaluate(async () => {
    const img = document.querySelector("[data-testid=business-cover]");
    if (img && !img.complete) await new Promise((r) => img.addEventListener("load", r, { once: true }));
    // The paint entry comes a few frames after the load (more on a throttled CPU).
    const marks = window.__photoMarks;
    for (let i = 0; i < 40 && marks.hero === undefined; i++) await new Promise((r) => setTimeout(r, 50));
    // No paint entry (a larger text block was painted first): the moment its bytes were all there.
    const loaded = img ? performance.getEntriesByName(img.currentSrc)[0]?.responseEnd : undefined;
    return { heroMs: marks.hero ?? loaded ?? null, cls: marks.shifts, currentSrc: img?.currentSrc ?? null };
  });
}

/** Scrolls to the page's end a screen at a time, letting lazy images start, then waits for them. */
export async function scrollThrough(page) {
  for (let i = 0; i < 12; i++) {
    const done = await page.evaluate((h) => {
      window.scrollBy(0, h);
      return window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
    }, SLOW_PHONE.viewport.height * 0.8);
    await page.waitForTimeout(300);
    if (done) break;
  }
  await page.waitForFunction(() => [...document.images].every((img) => img.complete), null, { timeout: 120_000 });
}

export const sumBytes = (images) => images.reduce((n, i) => n + i.bytes, 0);
