import type { BrowserContextOptions, Page } from "playwright-core";
import { adminSession, hydrated, request } from "./admin-kit";
import type { useBrowser } from "./browser";

/** What the QR-area browser tests share: owners, approved listings and sessions, all made through the API. */

export const PHONE: BrowserContextOptions = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };
export const DESKTOP: BrowserContextOptions = { viewport: { width: 1366, height: 860 } };

const rand = () => Math.floor(Math.random() * 250) + 1;

export interface AreaOwner {
  token: string;
  user: { id: number; username: string };
}

/** A JSON call from its own address (sign-ups are throttled per address). */
async function send(base: string, method: string, path: string, body?: unknown, token?: string) {
  const res = await fetch(`${base}/api${path}`, {
    method,
    headers: { "content-type": "application/json", "x-forwarded-for": `172.16.${rand()}.${rand()}`, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: res.status, json: (await res.json().catch(() => null)) as any };
}

/** A registered, logged-in owner. */
export async function newOwner(base: string, prefix: string): Promise<AreaOwner> {
  const username = `${prefix}_${Date.now().toString(36)}${rand()}`;
  const password = "a-long-enough-password";
  const reg = await send(base, "POST", "/qr/auth/register", { username, email: `${username}@example.com`, phone: "+963 944 555 666", password });
  if (reg.status !== 201) throw new Error(`register: ${JSON.stringify(reg.json)}`);
  return (await send(base, "POST", "/qr/auth/login", { username, password })).json.data;
}

/** A listing of this owner, approved by the seeded admin when `approve`. */
export async function newListing(base: string, owner: AreaOwner, fields: Record<string, unknown> = {}, approve = true) {
  const created = await send(
    base,
    "POST",
    "/qr/businesses",
    { business_name: "مقهى الاختبار", business_type: "مطعم", description: "قهوة وحلويات", phone: "+963 11 222 3333", ...fields },
    owner.token,
  );
  if (created.status !== 201) throw new Error(`create: ${JSON.stringify(created.json)}`);
  if (!approve) return created.json.data;
  const admin = await adminSession(base);
  const res = await request(base, "POST", `/qr/admin/${created.json.data.id}/approve`, { admin_notes: "" }, admin.token);
  return res.json.data;
}

/** The owner's dashboard in this language, on this device, hydrated. */
export async function openDashboard(browser: ReturnType<typeof useBrowser>, owner: AreaOwner, lang: "ar" | "en", device: BrowserContextOptions) {
  const page: Page = await browser.open("/favicon.svg", device);
  await page.evaluate(([t, u]) => (localStorage.setItem("qr_token", t), localStorage.setItem("qr_user", u)), [owner.token, JSON.stringify(owner.user)]);
  await page.goto(`/qr/dashboard?lang=${lang}`);
  await hydrated(page, "qr-dashboard");
  await page.getByTestId("business-card").first().waitFor();
  return page;
}

export { send as areaRequest };
