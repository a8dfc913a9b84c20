import type { InferRequestType } from "hono/client";
import type { BrowserContextOptions, Page } from "playwright-core";
import { adminSession, hydrated, typedApi } from "./admin-kit";
import type { useBrowser } from "./browser";

/** What the QR-area browser tests share: owners, approved listings and sessions, all made through the API. */

export const PHONE: BrowserContextOptions = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };
export const DESKTOP: BrowserContextOptions = { viewport: { width: 1366, height: 860 } };

const rand = () => Math.floor(Math.random() * 250) + 1;

export interface AreaOwner {
  token: string;
  user: { id: number; username: string };
}

/** A random visitor address: sign-ups are throttled per address. */
const visitor = () => ({ "x-forwarded-for": `172.16.${rand()}.${rand()}` });

/** The typed client whose every call comes from its own address, with the token when given. */
const areaApi = (base: string, token?: string) => typedApi(base, () => ({ ...visitor(), ...(token ? { authorization: `Bearer ${token}` } : {}) }));

type ListingBody = InferRequestType<ReturnType<typeof typedApi>["qr"]["businesses"]["$post"]>["json"];

/** A JSON call from its own address (sign-ups are throttled per address). */
async function send(base: string, method: string, path: string, body?: unknown, token?: string) {
  const res = await fetch(`${base}/api${path}`, {
    method,
    headers: { "content-type": "application/json", ...visitor(), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: res.status, json: (await res.json().catch(() => null)) as any };
}

/** A registered, logged-in owner. */
export async function newOwner(base: string, prefix: string): Promise<AreaOwner> {
  const username = `${prefix}_${Date.now().toString(36)}${rand()}`;
  const password = "a-long-enough-password";
  const api = areaApi(base);
  const reg = await api.qr.auth.register.$post({ json: { username, email: `${username}@example.com`, phone: "+963 944 555 666", password } });
  if (reg.status !== 201) throw new Error(`register: ${await reg.text()}`);
  const login = await (await api.qr.auth.login.$post({ json: { username, password } })).json();
  if (!login.success) throw new Error(`login: ${JSON.stringify(login)}`);
  return login.data;
}

/** A listing of this owner, approved by the seeded admin when `approve`. */
export async function newListing(base: string, owner: AreaOwner, fields: Record<string, unknown> = {}, approve = true) {
  const listing = { business_name: "مقهى الاختبار", business_type: "مطعم", description: "قهوة وحلويات", phone: "+963 11 222 3333" } satisfies Partial<ListingBody>;
  // The fields a test adds are its own business (some are meant to be refused): sent as they are.
  const created = await areaApi(base, owner.token).qr.businesses.$post({ json: { ...listing, ...fields } as ListingBody });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const body = (await created.json().catch(() => null)) as any;
  if (created.status !== 201) throw new Error(`create: ${JSON.stringify(body)}`);
  if (!approve) return body.data;
  const admin = await adminSession(base);
  const res = await typedApi(base, { authorization: `Bearer ${admin.token}` }).qr.admin[":id"].approve.$post({ param: { id: String(body.data.id) }, json: { admin_notes: "" } });
  const approved = await res.json();
  if (!approved.success) throw new Error(`approve: ${JSON.stringify(approved)}`);
  return approved.data;
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
