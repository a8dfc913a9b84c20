import type { AppConfig } from "../../../env";
import type { ListingPayload } from "../../../../shared/contract/qr-listing";
import { replyOf } from "../../../testing/fixtures";
import { createTestApp } from "../../../testing/test-app";

export { PNG_1X1 } from "./test-images";

/** A complete listing form as the owner's listing form sends it. */
export const listingForm = (overrides: Record<string, unknown> = {}): ListingPayload => ({
  business_name: "  مخبز الشام  ",
  business_type: "مطعم",
  description: "خبز طازج كل صباح",
  address: "دمشق، المزة",
  phone: "+963 11 222 3333",
  email: "bakery@example.com",
  website: "https://bakery.example.com",
  facebook: "https://facebook.com/bakery",
  instagram: "",
  twitter: null,
  whatsapp: "+963944111222",
  logo_url: "",
  cover_image_url: "",
  menu_url: "https://bakery.example.com/menu",
  images: [],
  ...overrides,
});

export interface TestOwner {
  id: number;
  username: string;
  password: string;
  token: string;
}

/**
 * The test app plus QR helpers: owners that register and log in from their own (test) address,
 * listings, uploads and admin decisions, all through the real HTTP API.
 */
export async function createQrTestApp(options: Parameters<typeof createTestApp>[0] = {}) {
  const base = await createTestApp(options);
  const { api, app, typed } = base;
  let serial = 0;
  let adminToken: string | undefined;

  const kit = {
    ...base,
    async admin() {
      return (adminToken ??= await api.adminToken());
    },
    async owner(prefix = "owner"): Promise<TestOwner> {
      serial += 1;
      const username = `${prefix}${serial}_${Math.random().toString(36).slice(2, 6)}`;
      const password = "a-long-enough-password";
      const headers = { "x-test-ip": `198.51.100.${serial}` };
      const reg = await typed.qr.auth.register.$post({ json: { username, email: `${username}@example.com`, password, phone: "+963 944 555 666" } }, { headers });
      if (reg.status !== 201) throw new Error(`register failed: ${await reg.text()}`);
      const login = await (await typed.qr.auth.login.$post({ json: { username, password } }, { headers })).json();
      if (!login.success) throw new Error(`login failed: ${JSON.stringify(login)}`);
      return { id: login.data.user.id, username, password, token: login.data.token };
    },
    async listing(owner: TestOwner, overrides: Record<string, unknown> = {}) {
      const res = await api.post("/qr/businesses", listingForm(overrides), owner.token);
      if (res.status !== 201) throw new Error(`create failed: ${JSON.stringify(res.json)}`);
      return res.json.data;
    },
    async decide(id: number, decision: "approve" | "reject", notes = "") {
      const headers = { authorization: `Bearer ${await kit.admin()}` };
      const args = { param: { id: String(id) }, json: { admin_notes: notes } };
      return replyOf(await (decision === "approve" ? typed.qr.admin[":id"].approve.$post(args, { headers }) : typed.qr.admin[":id"].reject.$post(args, { headers })));
    },
    async approvedListing(owner: TestOwner, overrides: Record<string, unknown> = {}) {
      const created = await kit.listing(owner, overrides);
      const res = await kit.decide(created.id, "approve");
      if (res.status !== 200) throw new Error(`approve failed: ${JSON.stringify(res.json)}`);
      return res.json.data;
    },
    /** POST upload-image with a multipart `image` field. */
    async upload(token: string | undefined, bytes: Uint8Array, query = "type=logo&businessId=temp_1", filename = "image.png", type = "image/png") {
      const form = new FormData();
      form.append("image", new File([new Uint8Array(bytes)], filename, { type }));
      const res = await app.request(`/api/qr/businesses/upload-image?${query}`, {
        method: "POST",
        body: form,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      const text = await res.text();
      return { status: res.status, json: text ? JSON.parse(text) : null };
    },
  };
  return kit;
}

export type QrTestKit = Awaited<ReturnType<typeof createQrTestApp>>;

/** A kit with `owners` registered owners (named after `prefix`), then the admin's token. */
export async function qrKitWith(owners: number, prefix?: string) {
  const kit = await createQrTestApp();
  const made: TestOwner[] = [];
  for (let i = 0; i < owners; i++) made.push(await kit.owner(prefix));
  return { kit, owners: made, admin: await kit.admin() };
}

/**
 * Lifts an owner's listing limits for tests that make many listings for one owner (the limits
 * themselves are tested in owner-limits.test.ts).
 */
export function withoutOwnerLimits<K extends { deps: { config?: AppConfig } }>(kit: K): K {
  kit.deps.config = { ...kit.deps.config, ownerLimits: { pendingListings: 10_000, creationsPerHour: 10_000 } };
  return kit;
}
