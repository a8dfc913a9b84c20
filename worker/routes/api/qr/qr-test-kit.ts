import { and, eq } from "drizzle-orm";
import type { ExecutionContext } from "hono";
import { hc, type InferRequestType } from "hono/client";
import type { Api } from "../../api";
import { auditLog } from "../../../../db/schema";
import type { AppConfig } from "../../../env";
import type { ListingPayload } from "../../../../shared/contract/qr-listing";
import { replyOf } from "../../../testing/fixtures";
import { createTestApp, type TypedClient } from "../../../testing/test-app";

export { PNG_1X1 } from "./test-images";

/** A complete listing form as the owner's listing form sends it; `overrides` must be valid too. */
export const listingForm = (overrides: Partial<ListingPayload> = {}): ListingPayload => ({
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

/**
 * A listing form with fields its type does not allow: values the API must refuse, system fields
 * it must ignore, a required field left out (undefined). Cast to the form's type, which is
 * exactly what these values break.
 */
export const looseListingForm = (overrides: Record<string, unknown>) => ({ ...listingForm(), ...overrides }) as ListingPayload;

type Extra = Record<string, string>;
type Call = (...args: never[]) => unknown;
/** The JSON body a typed route takes, so a test can cast to it a body the API must refuse. */
export type BodyOf<C extends Call> = InferRequestType<C> extends { json?: infer J } ? J : never;
/** The query a typed route takes. */
export type QueryOf<C extends Call> = InferRequestType<C> extends { query: infer Q } ? Q : never;

/** One call's headers: the bearer (when given) and any others (x-test-ip, accept-language). */
export const as = (token?: string, headers: Extra = {}) => ({ headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers } });
/**
 * Headers that send each request from a new address (`net` and a last part of 1 to 250), for the
 * calls the API throttles per address (logins, resets), so no test uses up another's allowance.
 */
export const addressesIn = (net: string) => {
  let n = 0;
  return () => ({ "x-test-ip": `${net}.${(n++ % 250) + 1}` });
};
/** A route's `:id`: a number, or a string (a listing's public id, or one the API must refuse). */
const param = (id: number | string) => ({ id: String(id) });
const reply = async (res: Promise<Response>) => replyOf(await res);

/**
 * The QR area's routes through the API's typed client (hono/client), each answering
 * `{ status, headers, json }` (replyOf): a renamed route, field or query
 * fails the typecheck here and in the tests that call these. Arguments come in one order:
 * the id, the body, the bearer token (then a list's query), then any other headers. A test that
 * wants an answer in one language passes `{ "accept-language": "en" }`, which the API honours
 * like `?lang`.
 */
export function qrCalls(typed: TypedClient) {
  const { auth, businesses, notifications, admin } = typed.qr;
  const listing = businesses[":id"];
  const adminListing = admin[":id"];
  const user = admin.users[":id"];
  const revision = admin.revisions[":id"];
  type Decision = BodyOf<typeof adminListing.approve.$post>;
  type Note = BodyOf<typeof adminListing.republish.$post>;
  type LinkLang = BodyOf<(typeof user)["reset-link"]["$post"]>;
  return {
    auth: {
      register: (json: BodyOf<typeof auth.register.$post>, token?: string, headers?: Extra) => reply(auth.register.$post({ json }, as(token, headers))),
      login: (json: BodyOf<typeof auth.login.$post>, token?: string, headers?: Extra) => reply(auth.login.$post({ json }, as(token, headers))),
      logout: (token?: string, headers?: Extra) => reply(auth.logout.$post(undefined, as(token, headers))),
      me: (token?: string, headers?: Extra) => reply(auth.me.$get(undefined, as(token, headers))),
      /** PATCH me: the owner's own contact details. */
      updateMe: (json: BodyOf<typeof auth.me.$patch>, token?: string, headers?: Extra) => reply(auth.me.$patch({ json }, as(token, headers))),
      /** DELETE me: the owner closes their account (with their password). */
      deleteMe: (json: BodyOf<typeof auth.me.$delete>, token?: string, headers?: Extra) => reply(auth.me.$delete({ json }, as(token, headers))),
      password: (json: BodyOf<typeof auth.password.$post>, token?: string, headers?: Extra) => reply(auth.password.$post({ json }, as(token, headers))),
      reset: (json: BodyOf<typeof auth.reset.$post>, token?: string, headers?: Extra) => reply(auth.reset.$post({ json }, as(token, headers))),
      forgot: (json: BodyOf<typeof auth.forgot.$post>, token?: string, headers?: Extra) => reply(auth.forgot.$post({ json }, as(token, headers))),
    },
    listings: {
      categories: (token?: string, headers?: Extra) => reply(businesses.categories.$get(undefined, as(token, headers))),
      create: (json: BodyOf<typeof businesses.$post>, token?: string, headers?: Extra) => reply(businesses.$post({ json }, as(token, headers))),
      /** The public view of an approved listing, by its id or its unique id. */
      get: (id: number | string, token?: string, headers?: Extra) => reply(listing.$get({ param: param(id) }, as(token, headers))),
      /** The owner's own listing, as their edit form loads it. */
      edit: (id: number | string, token?: string, headers?: Extra) => reply(businesses.edit[":id"].$get({ param: param(id) }, as(token, headers))),
      mine: (token?: string, headers?: Extra) => reply(businesses["my-businesses"].$get(undefined, as(token, headers))),
      update: (id: number | string, json: BodyOf<typeof listing.$put>, token?: string, headers?: Extra) => reply(listing.$put({ param: param(id), json }, as(token, headers))),
      remove: (id: number | string, token?: string, headers?: Extra) => reply(listing.$delete({ param: param(id) }, as(token, headers))),
      stats: (id: number | string, token?: string, query: QueryOf<typeof listing.stats.$get> = {}, headers?: Extra) =>
        reply(listing.stats.$get({ param: param(id), query }, as(token, headers))),
      qrDesign: (id: number | string, json: BodyOf<(typeof listing)["qr-design"]["$put"]>, token?: string, headers?: Extra) =>
        reply(listing["qr-design"].$put({ param: param(id), json }, as(token, headers))),
      menu: (id: number | string, json: BodyOf<typeof listing.menu.$put>, token?: string, headers?: Extra) => reply(listing.menu.$put({ param: param(id), json }, as(token, headers))),
      /** POST "change all prices": `{ percent, round_to }`. */
      reprice: (id: number | string, json: BodyOf<typeof listing.menu.reprice.$post>, token?: string, headers?: Extra) =>
        reply(listing.menu.reprice.$post({ param: param(id), json }, as(token, headers))),
      /** PATCH one menu item's switches (sold out, hidden). */
      menuItem: (id: number | string, itemId: string, json: BodyOf<(typeof listing.menu.items)[":itemId"]["$patch"]>, token?: string, headers?: Extra) =>
        reply(listing.menu.items[":itemId"].$patch({ param: { ...param(id), itemId }, json }, as(token, headers))),
      hours: (id: number | string, json: BodyOf<typeof listing.hours.$put>, token?: string, headers?: Extra) => reply(listing.hours.$put({ param: param(id), json }, as(token, headers))),
    },
    notifications: {
      list: (token?: string, query: QueryOf<typeof notifications.$get> = {}, headers?: Extra) => reply(notifications.$get({ query }, as(token, headers))),
      read: (json: BodyOf<typeof notifications.read.$post>, token?: string, headers?: Extra) => reply(notifications.read.$post({ json }, as(token, headers))),
    },
    admin: {
      list: (token?: string, query: QueryOf<typeof admin.$get> = {}, headers?: Extra) => reply(admin.$get({ query }, as(token, headers))),
      overview: (token?: string, headers?: Extra) => reply(admin.statistics.overview.$get(undefined, as(token, headers))),
      bulk: (json: BodyOf<typeof admin.bulk.$post>, token?: string, headers?: Extra) => reply(admin.bulk.$post({ json }, as(token, headers))),
      get: (id: number | string, token?: string, headers?: Extra) => reply(adminListing.$get({ param: param(id) }, as(token, headers))),
      update: (id: number | string, json: BodyOf<typeof adminListing.$put>, token?: string, headers?: Extra) => reply(adminListing.$put({ param: param(id), json }, as(token, headers))),
      remove: (id: number | string, token?: string, headers?: Extra) => reply(adminListing.$delete({ param: param(id) }, as(token, headers))),
      /**
       * Approve or reject a pending listing. Without a body (undefined) the client sends none at
       * all, which the API accepts as "no notes": hence the cast of a missing body.
       */
      approve: (id: number | string, json: Decision | undefined, token?: string, headers?: Extra) =>
        reply(adminListing.approve.$post({ param: param(id), json: json as Decision }, as(token, headers))),
      reject: (id: number | string, json: Decision | undefined, token?: string, headers?: Extra) =>
        reply(adminListing.reject.$post({ param: param(id), json: json as Decision }, as(token, headers))),
      unpublish: (id: number | string, json: BodyOf<typeof adminListing.unpublish.$post>, token?: string, headers?: Extra) =>
        reply(adminListing.unpublish.$post({ param: param(id), json }, as(token, headers))),
      /** Without a body (undefined), none is sent: no note. */
      republish: (id: number | string, json: Note | undefined, token?: string, headers?: Extra) =>
        reply(adminListing.republish.$post({ param: param(id), json: json as Note }, as(token, headers))),
      stats: (id: number | string, token?: string, query: QueryOf<typeof adminListing.stats.$get> = {}, headers?: Extra) =>
        reply(adminListing.stats.$get({ param: param(id), query }, as(token, headers))),
      qrDesign: (id: number | string, json: BodyOf<(typeof adminListing)["qr-design"]["$put"]>, token?: string, headers?: Extra) =>
        reply(adminListing["qr-design"].$put({ param: param(id), json }, as(token, headers))),
      hours: (id: number | string, json: BodyOf<typeof adminListing.hours.$put>, token?: string, headers?: Extra) =>
        reply(adminListing.hours.$put({ param: param(id), json }, as(token, headers))),
    },
    users: {
      list: (token?: string, query: QueryOf<typeof admin.users.$get> = {}, headers?: Extra) => reply(admin.users.$get({ query }, as(token, headers))),
      bulk: (json: BodyOf<typeof admin.users.bulk.$post>, token?: string, headers?: Extra) => reply(admin.users.bulk.$post({ json }, as(token, headers))),
      approve: (id: number | string, json: BodyOf<typeof user.approve.$post>, token?: string, headers?: Extra) => reply(user.approve.$post({ param: param(id), json }, as(token, headers))),
      reject: (id: number | string, json: BodyOf<typeof user.reject.$post>, token?: string, headers?: Extra) => reply(user.reject.$post({ param: param(id), json }, as(token, headers))),
      suspend: (id: number | string, json: BodyOf<typeof user.suspend.$post>, token?: string, headers?: Extra) => reply(user.suspend.$post({ param: param(id), json }, as(token, headers))),
      /** Without a body (undefined), none is sent: no note. */
      reinstate: (id: number | string, json: Note | undefined, token?: string, headers?: Extra) =>
        reply(user.reinstate.$post({ param: param(id), json: json as Note }, as(token, headers))),
      /** Without a body (undefined), none is sent: the message beside the link is in Arabic. */
      resetLink: (id: number | string, json: LinkLang | undefined, token?: string, headers?: Extra) =>
        reply(user["reset-link"].$post({ param: param(id), json: json as LinkLang }, as(token, headers))),
    },
    revisions: {
      list: (token?: string, query: QueryOf<typeof admin.revisions.$get> = {}, headers?: Extra) => reply(admin.revisions.$get({ query }, as(token, headers))),
      get: (id: number | string, token?: string, headers?: Extra) => reply(revision.$get({ param: param(id) }, as(token, headers))),
      approve: (id: number | string, json: BodyOf<typeof revision.approve.$post>, token?: string, headers?: Extra) =>
        reply(revision.approve.$post({ param: param(id), json }, as(token, headers))),
      reject: (id: number | string, json: BodyOf<typeof revision.reject.$post>, token?: string, headers?: Extra) => reply(revision.reject.$post({ param: param(id), json }, as(token, headers))),
    },
  };
}

export type QrCalls = ReturnType<typeof qrCalls>;

/**
 * The typed client over an app whose requests get this execution context, as on Workers: what a
 * route leaves running after its answer (an e-mail) is handed to `ctx.waitUntil`.
 */
export const typedClientWithContext = (app: QrTestKit["app"], ctx: ExecutionContext): TypedClient =>
  hc<Api>("http://localhost/api", { fetch: async (input: RequestInfo | URL, init?: RequestInit) => app.request(input, init, undefined, ctx) });
type Qr = TypedClient["qr"];
/** Bodies of the QR routes, for tests that cast to them what the API must refuse. */
export type ListingEdit = BodyOf<Qr["businesses"][":id"]["$put"]>;
export type MenuBody = BodyOf<Qr["businesses"][":id"]["menu"]["$put"]>;
export type HoursBody = BodyOf<Qr["businesses"][":id"]["hours"]["$put"]>;
export type QrDesignBody = BodyOf<Qr["businesses"][":id"]["qr-design"]["$put"]>;

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
  const { app, typed } = base;
  const qr = qrCalls(typed);
  let serial = 0;
  let adminToken: string | undefined;

  const kit = {
    ...base,
    qr,
    async admin() {
      return (adminToken ??= await base.adminToken());
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
    /** A listing of the owner's; `overrides` may carry fields the API ignores (hence the loose form). */
    async listing(owner: TestOwner, overrides: Record<string, unknown> = {}) {
      const res = await qr.listings.create(looseListingForm(overrides), owner.token);
      if (res.status !== 201) throw new Error(`create failed: ${JSON.stringify(res.json)}`);
      return res.json.data;
    },
    async decide(id: number, decision: "approve" | "reject", notes = "") {
      return qr.admin[decision](id, { admin_notes: notes }, await kit.admin());
    },
    async approvedListing(owner: TestOwner, overrides: Record<string, unknown> = {}) {
      const created = await kit.listing(owner, overrides);
      const res = await kit.decide(created.id, "approve");
      if (res.status !== 200) throw new Error(`approve failed: ${JSON.stringify(res.json)}`);
      return res.json.data;
    },
    /** The activity log's entries of one action about one thing (an owner, a listing), by its id. */
    auditOf(action: string, entityId: number | string) {
      return base.db.select().from(auditLog).where(and(eq(auditLog.action, action), eq(auditLog.entity_id, String(entityId))));
    },
    /**
     * A new owner and their first listing, approved (which approves the owner too); the listing
     * is called `businessName`.
     */
    async approvedOwner(prefix: string, businessName: string) {
      const owner = await kit.owner(prefix);
      const listing = await kit.approvedListing(owner, { business_name: businessName });
      return { owner, listing };
    },
    /**
     * POST upload-image with a multipart `image` field. By path: the route reads the form itself,
     * so the typed client knows no form body for it.
     */
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
