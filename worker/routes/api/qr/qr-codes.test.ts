import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { qrBusinesses, qrIssuedIds } from "../../../../db/schema";
import { decodeQrSvg, svgOfDataUrl } from "../../../services/qr/qr-decode.testing";
import { createQrTestApp } from "./qr-test-kit";

describe("QR codes on approval", () => {
  it("sets unique_id and the three QR fields on the request's origin, and records the id as issued", async () => {
    const kit = await createQrTestApp();
    const owner = await kit.owner();
    const listing = await kit.listing(owner);
    const res = await kit.qr.admin.approve(listing.id, { admin_notes: "" }, await kit.admin());
    const b = res.json.data;
    // app.request() calls come from http://localhost.
    expect(b.qr_code_url).toBe(`http://localhost/qr/${b.unique_id}`);
    expect(b.qr_code_image_url).toBe(`http://localhost/qr/code/${b.unique_id}.svg`);
    expect(b.qr_code_data).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(await decodeQrSvg(svgOfDataUrl(b.qr_code_data))).toBe(`http://localhost/qr/${b.unique_id}?src=qr`);
    const [row] = await kit.db.select().from(qrBusinesses).where(eq(qrBusinesses.id, listing.id));
    expect(row).toMatchObject({ unique_id: b.unique_id, qr_code_url: b.qr_code_url, qr_code_image_url: b.qr_code_image_url, qr_code_data: b.qr_code_data });
    expect(await kit.db.select().from(qrIssuedIds).where(eq(qrIssuedIds.unique_id, b.unique_id))).toHaveLength(1);
    // The owner's dashboard and the public read show the same QR.
    const mine = (await kit.qr.listings.mine(owner.token)).json.data[0];
    expect(mine).toMatchObject({ unique_id: b.unique_id, qr_code_url: b.qr_code_url, qr_code_data: b.qr_code_data });
    expect((await kit.qr.listings.get(b.unique_id)).json.data.qr_code_image_url).toBe(b.qr_code_image_url);
  });

  it("uses PUBLIC_ORIGIN when configured, and recomputes QR fields stored for another origin on read", async () => {
    const kit = await createQrTestApp({ config: { publicOrigin: "https://agency.example" } });
    const owner = await kit.owner();
    const b = await kit.approvedListing(owner);
    expect(b.qr_code_url).toBe(`https://agency.example/qr/${b.unique_id}`);
    expect(await decodeQrSvg(svgOfDataUrl(b.qr_code_data))).toBe(`https://agency.example/qr/${b.unique_id}?src=qr`);
    // The seeded demo listing was stored with http://localhost:8787 but is served on this origin.
    const demo = (await kit.qr.admin.list(await kit.admin(), { search: "الياسمين" })).json.data[0];
    const [stored] = await kit.db.select().from(qrBusinesses).where(eq(qrBusinesses.id, demo.id));
    expect(stored.qr_code_url).toBe(`http://localhost:8787/qr/${demo.unique_id}`);
    expect(demo.qr_code_url).toBe(`https://agency.example/qr/${demo.unique_id}`);
    // List rows leave the image data out; the listing's own GET carries it, for this origin.
    expect(demo).not.toHaveProperty("qr_code_data");
    const full = (await kit.qr.admin.get(demo.id, await kit.admin())).json.data;
    expect(await decodeQrSvg(svgOfDataUrl(full.qr_code_data))).toBe(`https://agency.example/qr/${demo.unique_id}?src=qr`);
  });

  it("gives every approved listing its own id, and a deleted listing's id is never issued again", async () => {
    const kit = await createQrTestApp();
    const owner = await kit.owner();
    const ids = new Set<string>();
    for (let i = 0; i < 5; i++) ids.add((await kit.approvedListing(owner)).unique_id);
    expect(ids.size).toBe(5);
    const first = [...ids][0];
    const [victim] = await kit.db.select().from(qrBusinesses).where(eq(qrBusinesses.unique_id, first));
    await kit.qr.listings.remove(victim.id, owner.token);
    expect(await kit.db.select().from(qrIssuedIds).where(eq(qrIssuedIds.unique_id, first))).toHaveLength(1);
    // Its printed code now opens the "no longer available" page, never another listing.
    expect((await kit.app.request(`/qr/${first}`)).status).toBe(410);
  });
});

describe("GET /qr/code/{unique_id}.svg", () => {
  it("serves the QR as image/svg+xml with nosniff, a CSP that allows nothing and a year of caching", async () => {
    // A year of caching only for codes drawn on the configured origin (never on a Host header).
    const kit = await createQrTestApp({ config: { publicOrigin: "http://localhost" } });
    const owner = await kit.owner();
    const b = await kit.approvedListing(owner);
    const res = await kit.app.request(b.qr_code_image_url);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/svg+xml");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-security-policy")).toBe("default-src 'none'; img-src data:; sandbox");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const svg = await res.text();
    expect(await decodeQrSvg(svg)).toBe(`http://localhost/qr/${b.unique_id}?src=qr`);
    expect(`data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`).toBe(b.qr_code_data);
  });

  it("answers 404 (not a redirect) for unknown, pending and malformed ids", async () => {
    const kit = await createQrTestApp();
    const owner = await kit.owner();
    const pending = await kit.listing(owner);
    for (const path of ["/qr/code/zzzzzzzzzz.svg", `/qr/code/${pending.id}.svg`, "/qr/code/..%2Fsecret.svg", "/qr/code/abcdefghjk.png"]) {
      expect((await kit.app.request(path)).status, path).toBe(404);
    }
  });
});
