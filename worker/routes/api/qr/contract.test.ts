import { hc } from "hono/client";
import { describe, expect, it } from "vitest";
import { listingData } from "../../../../shared/contract/qr-listing";
import type { Api } from "../../api";
import { createQrTestApp, listingForm } from "./qr-test-kit";

type Kit = Awaited<ReturnType<typeof createQrTestApp>>;

/** The typed client the islands use, over app.request(): inputs and answers typed from the routes. */
const clientFor = (kit: Kit, token: string) =>
  hc<Api>("http://localhost/api", { fetch: (input: RequestInfo | URL, init?: RequestInit) => kit.app.request(input, init), headers: { authorization: `Bearer ${token}` } }).qr;

// One app for the file, with an owner and the admin's token.
const ready = createQrTestApp().then(async (kit) => ({ kit, owner: await kit.owner(), admin: await kit.admin() }));

describe("one contract from the table to the client", () => {
  it("every view of a listing and every revision carries the listing schema's fields, as the schema types them", async () => {
    const { kit, owner, admin } = await ready;
    const ownerApi = clientFor(kit, owner.token);
    const created = await (await ownerApi.businesses.$post({ json: listingForm({ business_name: "مقهى العقد" }) })).json();
    if (!created.success) throw new Error(created.message);
    expect(created.data.business_name).toBe("مقهى العقد");
    const approved = await (await clientFor(kit, admin).admin[":id"].approve.$post({ param: { id: String(created.data.id) }, json: { admin_notes: "" } })).json();
    if (!approved.success) throw new Error(approved.message);

    const edit = await ownerApi.businesses[":id"].$put({ param: { id: String(created.data.id) }, json: { description: "وصف بعد التعديل" } });
    expect(edit.status).toBe(200);
    const mine = await (await ownerApi.businesses.edit[":id"].$get({ param: { id: String(created.data.id) } })).json();
    if (!mine.success || !mine.data.revision) throw new Error("no revision");
    const revision = mine.data.revision;
    expect(listingData.parse(revision.proposed)).toMatchObject({ business_name: "مقهى العقد", description: "وصف بعد التعديل" });

    const review = await (await clientFor(kit, admin).admin.revisions[":id"].$get({ param: { id: String(revision.id) } })).json();
    if (!review.success) throw new Error(review.message);
    expect(listingData.parse(review.data.current).description).toBe("خبز طازج كل صباح");
    expect(review.data.changed).toEqual(["description"]);

    // The public view, the owner's and the admin's list all show the schema's fields.
    const fields = Object.keys(listingData.shape).filter((k) => k !== "images");
    const views = [
      // An approved listing has its public id.
      (await kit.qr.listings.get(approved.data.unique_id!)).json.data,
      (await kit.qr.listings.mine(owner.token)).json.data[0],
    ];
    for (const view of views) for (const field of fields) expect(view, field).toHaveProperty(field);
    // The admin's list leaves out only the menu (up to 300 items a row); the listing's own GET has it.
    const row = (await kit.qr.admin.list(admin, { limit: "1" })).json.data[0];
    for (const field of fields.filter((f) => f !== "menu")) expect(row, field).toHaveProperty(field);
    expect(row).not.toHaveProperty("menu");
  });

  it("stamps owners, listings, decisions and revisions with the app's clock (deps.now), not the system's", async () => {
    const { kit } = await ready;
    const at = Date.parse("2031-05-06T07:08:09.000Z");
    kit.deps.now = () => at;
    try {
      const stamped = new Date(at).toISOString();
      const late = await kit.owner("clock");
      const me = await (await clientFor(kit, late.token).auth.me.$get()).json();
      expect(me.data.created_at).toBe(stamped);

      // A session opened at the real time would have expired by then: the admin logs in again.
      const lateAdmin = await kit.adminToken();
      const created = await kit.listing(late);
      expect(created).toMatchObject({ created_at: stamped, updated_at: stamped });
      const listing = (await kit.qr.admin.approve(created.id, { admin_notes: "" }, lateAdmin)).json.data;
      expect(listing).toMatchObject({ status: "approved", decided_at: stamped });
      const edit = await kit.qr.listings.update(listing.id, { description: "تعديل" }, late.token);
      expect(edit.json.data.revision.created_at).toBe(stamped);
      const decided = await kit.qr.revisions.approve(edit.json.data.revision.id, { admin_notes: "" }, lateAdmin);
      expect(decided.json.data.decided_at).toBe(stamped);
      const owners = (await kit.qr.users.list(lateAdmin, { q: late.username })).json.data;
      expect(owners[0]).toMatchObject({ username: late.username, decided_at: stamped });
    } finally {
      delete kit.deps.now;
    }
  });
});
