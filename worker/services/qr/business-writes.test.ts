import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { qrBusinesses, qrBusinessImages } from "../../../db/schema";
import { createQrTestApp } from "../../routes/api/qr/qr-test-kit";
import { updateBusiness } from "./business-writes";

describe("updateBusiness", () => {
  it("an owner's edit that races an approval changes nothing: fields and gallery stay as approved", async () => {
    const kit = await createQrTestApp();
    const owner = await kit.owner();
    const created = await kit.listing(owner, { business_name: "قبل", images: [{ url: "/images/demo/cafe-1.svg" }] });
    const [stale] = await kit.db.select().from(qrBusinesses).where(eq(qrBusinesses.id, created.id));
    await kit.decide(created.id, "approve");
    const saved = await updateBusiness(kit.db, kit.blobs, stale, { business_name: "بعد", images: [{ url: "/images/demo/cafe-2.svg", alt_text: "" }] }, undefined, {
      attach: [],
      byOwner: true,
    });
    expect(saved).toBeUndefined();
    const [row] = await kit.db.select().from(qrBusinesses).where(eq(qrBusinesses.id, created.id));
    expect(row).toMatchObject({ business_name: "قبل", status: "approved" });
    const gallery = await kit.db.select().from(qrBusinessImages).where(eq(qrBusinessImages.business_id, created.id));
    expect(gallery.map((g) => g.image_url)).toEqual(["/images/demo/cafe-1.svg"]);
  });

  it("an admin's edit keeps the status and may change an approved listing", async () => {
    const kit = await createQrTestApp();
    const owner = await kit.owner();
    const approved = await kit.approvedListing(owner);
    const [row] = await kit.db.select().from(qrBusinesses).where(eq(qrBusinesses.id, approved.id));
    const saved = await updateBusiness(kit.db, kit.blobs, row, { description: "تصحيح" }, undefined, { attach: [], byOwner: false });
    expect(saved).toMatchObject({ description: "تصحيح", status: "approved", unique_id: approved.unique_id });
  });

  it("stores a switch that is off and a coordinate of 0 as values, not as blanks", async () => {
    const kit = await createQrTestApp();
    const owner = await kit.owner();
    const approved = await kit.approvedListing(owner);
    const [row] = await kit.db.select().from(qrBusinesses).where(eq(qrBusinesses.id, approved.id));
    const saved = await updateBusiness(kit.db, kit.blobs, row, { ordering_enabled: false, latitude: 0, longitude: 0, city: "" }, undefined, { attach: [], byOwner: false });
    expect(saved).toMatchObject({ ordering_enabled: false, latitude: 0, longitude: 0, city: null });
  });
});
