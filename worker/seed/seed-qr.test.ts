import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { decodeQrSvg, svgOfDataUrl } from "../services/qr/qr-decode.testing";
import { replyOf } from "../testing/fixtures";
import { createTestApp } from "../testing/test-app";
import { qrBusinesses, qrUsers } from "../../db/schema";
import { seedDatabase } from "./seed";
import { DEMO_ORIGIN } from "./seed-qr";

describe("seedQrDemo (through seedDatabase)", () => {
  it("adds a demo owner with one approved listing that has its artwork and QR, and one pending listing", async () => {
    const { db, typed, app } = await createTestApp();
    const [owner] = await db.select().from(qrUsers).where(eq(qrUsers.username_key, "demo-owner"));
    expect(owner).toMatchObject({ username: "demo-owner", is_active: true, is_approved: true });
    const listings = await db.select().from(qrBusinesses).where(eq(qrBusinesses.owner_id, owner.id));
    expect(listings.map((l) => l.status).sort()).toEqual(["approved", "pending"]);
    const cafe = listings.find((l) => l.status === "approved")!;
    expect(cafe).toMatchObject({
      business_name: "مقهى الياسمين",
      business_type: "مقهى",
      logo_url: "/images/demo/cafe-logo.svg",
      cover_image_url: "/images/demo/cafe-cover.svg",
      unique_id: expect.stringMatching(/^[a-z][a-z0-9]{9}$/),
      qr_code_url: `${DEMO_ORIGIN}/qr/${cafe.unique_id}`,
    });
    expect(await decodeQrSvg(svgOfDataUrl(cafe.qr_code_data!))).toBe(`${DEMO_ORIGIN}/qr/${cafe.unique_id}?src=qr`);
    const publicView = (await replyOf(await typed.qr.businesses[":id"].$get({ param: { id: cafe.unique_id! } }))).json.data;
    expect(publicView.images.map((i: { image_url: string }) => i.image_url)).toEqual(["/images/demo/cafe-1.svg", "/images/demo/cafe-2.svg", "/images/demo/cafe-3.svg"]);
    expect((await app.request(`/qr/${cafe.unique_id}`)).status).toBe(200);
  });

  it("the demo owner cannot be logged into", async () => {
    const { typed } = await createTestApp();
    for (const password of ["x", "demo-owner", "password123"]) {
      expect((await typed.qr.auth.login.$post({ json: { username: "demo-owner", password } })).status).toBe(401);
    }
  });

  it("runs once: a second seed adds nothing, and deleted demo listings do not come back", async () => {
    const { db } = await createTestApp();
    await seedDatabase(db, { log: () => {} });
    expect(await db.select().from(qrBusinesses)).toHaveLength(2);
    await db.delete(qrBusinesses);
    await seedDatabase(db, { log: () => {} });
    expect(await db.select().from(qrBusinesses)).toHaveLength(0);
  });
});
