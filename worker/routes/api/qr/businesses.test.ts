import { eq } from "drizzle-orm";
import { rawRequest } from "../../../testing/fixtures";
import { beforeAll, describe, expect, it } from "vitest";
import { qrBusinesses } from "../../../../db/schema";
import { createQrTestApp, withoutOwnerLimits, listingForm, looseListingForm, type TestOwner } from "./qr-test-kit";

let kit: Awaited<ReturnType<typeof createQrTestApp>>;
let owner: TestOwner;
beforeAll(async () => {
  // Many listings for one owner here: the listing limits are tested on their own.
  kit = withoutOwnerLimits(await createQrTestApp());
  owner = await kit.owner();
});

describe("GET /api/qr/businesses/categories", () => {
  it("lists the seeded categories with id, name_ar and name_en, without a token", async () => {
    const res = await kit.qr.listings.categories();
    expect(res.status).toBe(200);
    expect(res.json.data.length).toBeGreaterThanOrEqual(5);
    expect(res.json.data[0]).toMatchObject({ id: expect.any(Number), name_ar: "مطعم", name_en: "Restaurant" });
  });
});

describe("POST /api/qr/businesses", () => {
  it("creates a pending listing with the trimmed name, the Arabic category name and the gallery", async () => {
    const res = await kit.qr.listings.create(listingForm({ images: [{ url: "https://cdn.example.com/a.jpg", alt_text: "واجهة" }, { url: "/images/demo/cafe-1.svg" }] }), owner.token);
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ success: true, message: "تم حفظ النشاط التجاري بنجاح" });
    const b = res.json.data;
    expect(b).toMatchObject({
      business_name: "مخبز الشام",
      business_type: "مطعم",
      category_name_ar: "مطعم",
      category_name_en: "Restaurant",
      status: "pending",
      unique_id: null,
      qr_code_url: null,
      qr_code_image_url: null,
      qr_code_data: null,
      instagram: null,
      phone: "+963 11 222 3333",
      owner_username: owner.username,
      owner_email: `${owner.username}@example.com`,
    });
    expect(b.images.map((i: { image_url: string; alt_text: string }) => [i.image_url, i.alt_text])).toEqual([
      ["https://cdn.example.com/a.jpg", "واجهة"],
      ["/images/demo/cafe-1.svg", ""],
    ]);
    expect(b.images[0].id).toEqual(expect.any(Number));
    expect(Date.parse(b.created_at)).not.toBeNaN();
    expect(b.created_at).toMatch(/Z$/);
  });

  it("accepts the category as its English name (any case) or its id, and always stores the Arabic name", async () => {
    const cats = (await kit.qr.listings.categories()).json.data;
    const cafe = cats.find((c: { name_en: string }) => c.name_en === "Cafe");
    for (const type of ["cafe", "CAFE", cafe.id, String(cafe.id)]) {
      const res = await kit.qr.listings.create(listingForm({ business_type: type }), owner.token);
      expect(res.status, String(type)).toBe(201);
      expect(res.json.data).toMatchObject({ business_type: "مقهى", category_id: cafe.id });
    }
    // business_type is the one field that names the category: category_id alone names none.
    // No business_type, and a field the form does not have: cast, as the API must refuse it.
    const byCategoryId = await kit.qr.listings.create(looseListingForm({ business_type: undefined, category_id: cafe.id }), owner.token);
    expect(byCategoryId.status).toBe(400);
    expect(byCategoryId.json.errors).toHaveProperty("business_type");
  });

  it("ignores status, QR fields, owner and ids in the body", async () => {
    const other = await kit.owner();
    // System fields the API must ignore: the loose form casts them to the form's type.
    const res = await kit.qr.listings.create(
      looseListingForm({
        id: 999,
        status: "approved",
        unique_id: "hijacked01",
        owner_id: other.id,
        qr_code_url: "https://evil.example/qr",
        qr_code_image_url: "https://evil.example/qr.svg",
        qr_code_data: "data:text/html,hi",
        admin_notes: "self-approved",
      }),
      owner.token,
    );
    expect(res.status).toBe(201);
    const [row] = await kit.db.select().from(qrBusinesses).where(eq(qrBusinesses.id, res.json.data.id));
    expect(row.id).not.toBe(999);
    expect(row).toMatchObject({ status: "pending", unique_id: null, owner_id: owner.id, qr_code_url: null, qr_code_image_url: null, qr_code_data: null, admin_notes: null });
  });

  it("validates the form with per-field errors", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ business_name: "   " }, "business_name"],
      [{ business_name: undefined }, "business_name"],
      [{ business_type: "" }, "business_type"],
      [{ business_type: "Spaceport" }, "business_type"],
      [{ business_type: 999 }, "business_type"],
      [{ email: "nope@" }, "email"],
      [{ phone: "12-34" }, "phone"],
      [{ phone: "phone: 12345678" }, "phone"],
      [{ whatsapp: "chat me" }, "whatsapp"],
      [{ website: "javascript:alert(1)" }, "website"],
      [{ facebook: "ftp://facebook.com/x" }, "facebook"],
      [{ logo_url: "javascript:alert(1)" }, "logo_url"],
      [{ cover_image_url: "//evil.example/x.png" }, "cover_image_url"],
      [{ images: [{ url: "data:image/png;base64,AAAA", alt_text: "" }] }, "images.0.url"],
      [{ images: "not a list" }, "images"],
      [{ images: Array.from({ length: 21 }, () => ({ url: "/images/demo/cafe-1.svg" })) }, "images"],
    ];
    for (const [overrides, field] of cases) {
      // Values the API must refuse (some of a type the form forbids): the loose form casts them.
      const res = await kit.qr.listings.create(looseListingForm(overrides), owner.token, { "accept-language": "en" });
      expect(res.status, JSON.stringify(overrides)).toBe(400);
      expect(res.json.success).toBe(false);
      expect(res.json.errors?.[field], `${field}: ${JSON.stringify(res.json.errors)}`).toBeTruthy();
    }
  });

  it("says a bad menu link is a bad link, not a bad image", async () => {
    const res = await kit.qr.listings.create(listingForm({ menu_url: "javascript:alert(1)" }), owner.token, { "accept-language": "en" });
    expect(res.status).toBe(400);
    expect(res.json.errors.menu_url).toBe("This is not a web address: write it like agency.sy or https://agency.sy");
  });

  it("takes a menu link typed without https:// (written out in full) and an uploaded menu photo as it is", async () => {
    const bare = await kit.qr.listings.create(listingForm({ menu_url: "yasmin-cafe.sy/menu.pdf" }), owner.token);
    expect(bare.status).toBe(201);
    expect(bare.json.data.menu_url).toBe("https://yasmin-cafe.sy/menu.pdf");
    const edited = await kit.qr.listings.update(bare.json.data.id, { menu_url: " www.yasmin-cafe.sy/menu " }, owner.token);
    expect(edited.status).toBe(200);
    expect(edited.json.data.menu_url).toBe("https://www.yasmin-cafe.sy/menu");
    // A path on this site stays a path (not "https:///media/..."); a public file needs no ownership.
    const path = await kit.qr.listings.create(listingForm({ menu_url: "/images/demo/cafe-1.svg" }), owner.token);
    expect(path.status).toBe(201);
    expect(path.json.data.menu_url).toBe("/images/demo/cafe-1.svg");
  });

  it("accepts a phone of digits, spaces, hyphens and parentheses with a leading +, and blank optional fields", async () => {
    const res = await kit.qr.listings.create(listingForm({ phone: "+(963) 11-222 33", email: "", website: "  ", whatsapp: null }), owner.token);
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({ phone: "+(963) 11-222 33", email: null, website: null, whatsapp: null });
  });

  it("answers 400 rather than 500 for a body that is not a JSON object", async () => {
    // Raw text: the typed client sends JSON only, and "{bad json" is not JSON.
    for (const body of ["[1,2]", "null", "{bad json"]) {
      const res = await rawRequest(kit.app, "POST", kit.typed.qr.businesses.$url(), body, owner.token);
      expect(res.status, body).toBe(400);
      expect(res.json.success).toBe(false);
    }
  });

  it("needs an owner token (401 without one)", async () => {
    expect((await kit.qr.listings.create(listingForm())).status).toBe(401);
  });
});

describe("GET /api/qr/businesses/my-businesses and edit/{id}", () => {
  it("lists only the owner's listings, newest first, each once", async () => {
    const mine = await kit.owner();
    const first = await kit.listing(mine, { business_name: "الأول" });
    const second = await kit.listing(mine, { business_name: "الثاني", images: [{ url: "/images/demo/cafe-1.svg" }, { url: "/images/demo/cafe-2.svg" }] });
    await kit.listing(owner, { business_name: "ليس لي" });
    const res = await kit.qr.listings.mine(mine.token);
    expect(res.status).toBe(200);
    expect(res.json.data.map((b: { id: number }) => b.id)).toEqual([second.id, first.id]);
    expect(res.json.data[0].images).toHaveLength(2);
    expect(res.json.data[0].scans_total).toBe(0);
  });

  it("edit/{id} returns the owner's own listing with success, data and message", async () => {
    const created = await kit.listing(owner, { business_name: "للتعديل" });
    const res = await kit.qr.listings.edit(created.id, owner.token);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ success: true, message: expect.any(String), data: { id: created.id, business_name: "للتعديل" } });
    expect((await kit.qr.listings.edit("abc", owner.token)).status).toBe(404);
    expect((await kit.qr.listings.edit(99999, owner.token)).json.message).toBe("النشاط التجاري غير موجود");
  });
});

describe("web addresses as owners type them", () => {
  it("accepts a bare domain and social handles, and stores full https links", async () => {
    const kit = await createQrTestApp();
    const owner = await kit.owner();
    const created = await kit.listing(owner, {
      website: "yasmin-cafe.sy",
      instagram: "@yasmin.cafe",
      facebook: "facebook.com/YasminCafe",
      twitter: "yasmin_cafe",
    });
    expect(created).toMatchObject({
      website: "https://yasmin-cafe.sy",
      instagram: "https://www.instagram.com/yasmin.cafe",
      facebook: "https://facebook.com/YasminCafe",
      twitter: "https://x.com/yasmin_cafe",
    });
    // Still refused: what is not a web address at all, with words that show how to write one.
    const bad = await kit.qr.listings.create(listingForm({ website: "not a site", instagram: "javascript:alert(1)" }), owner.token);
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.errors).sort()).toEqual(["instagram", "website"]);
    expect(bad.json.errors.website).toContain("agency.sy");
  });
});
