import { count, eq } from "drizzle-orm";
import { encodeHex } from "oslo/encoding";
import { decideBusiness } from "../services/qr/approval";
import { createBusiness } from "../services/qr/business-writes";
import type { DB } from "../../db/client";
import { qrBusinesses, qrCategories, qrUsers } from "../../db/schema";
import type { DemoPhotos } from "./seed-photos";

/**
 * The origin the demo listing's QR fields are stored with. They are derived values: every read
 * recomputes them when the serving origin (PUBLIC_ORIGIN, else the request's) differs (see
 * worker/services/qr/business-view.ts), so the seed never needs to know where it will be served.
 */
export const DEMO_ORIGIN = "http://localhost:8787";

const cafe = {
  business_name: "مقهى الياسمين",
  description:
    "مقهى دمشقي في قلب باب توما: قهوة عربية مطحونة يومياً، حلويات شامية من صنع البيت، وفناء تظلله شجرة ياسمين. نستقبلكم كل يوم من التاسعة صباحاً حتى منتصف الليل.",
  address: "دمشق، باب توما، شارع الياسمين",
  phone: "+963 11 544 1234",
  email: "hello@yasmine-cafe.example",
  whatsapp: "+963 944 123 456",
  logo_url: "/images/demo/cafe-logo.svg",
  cover_image_url: "/images/demo/cafe-cover.svg",
  images: [
    { url: "/images/demo/cafe-1.svg", alt_text: "فنجان قهوة عربية مع الهيل" },
    { url: "/images/demo/cafe-2.svg", alt_text: "فناء المقهى تحت شجرة الياسمين" },
    { url: "/images/demo/cafe-3.svg", alt_text: "تشكيلة من الحلويات الشامية" },
  ],
};

const restaurant = {
  business_name: "مطعم البيت الشامي",
  description: "مأكولات شامية تقليدية: كبة، فتة، ومشاوي على الفحم. بانتظار موافقة الإدارة.",
  address: "دمشق، الشعلان",
  phone: "+963 11 333 2211",
};

/**
 * A demo owner with one approved listing (with its QR) and one pending, so the QR area is not
 * empty on a fresh start. It runs through the same create and approve code as the API. Seeded
 * only into a database without listings and without the demo owner, so deleting the demo
 * content is final.
 *
 * Given `photos` that can store files, the café's cover (the listing page's large picture) is a
 * real photo, uploaded by the demo owner and attached to the listing as an owner's upload is on
 * save.
 */
export async function seedQrDemo(db: DB, origin = DEMO_ORIGIN, photos?: DemoPhotos) {
  const [{ n }] = await db.select({ n: count() }).from(qrBusinesses);
  if (n > 0) return false;
  if ((await db.select().from(qrUsers).where(eq(qrUsers.username_key, "demo-owner"))).length) return false;
  const categories = await db.select().from(qrCategories);
  const byEn = (name: string) => categories.find((c) => c.name_en === name) ?? categories[0];
  if (!categories.length) return false;

  const now = new Date().toISOString();
  const [owner] = await db
    .insert(qrUsers)
    .values({
      username: "demo-owner",
      username_key: "demo-owner",
      email: "demo-owner@damascus-agency.sy",
      phone: "+963 944 000 000",
      // Not a scrypt hash, so no password ever matches: the demo account cannot be logged into.
      password_hash: `!unusable$${encodeHex(crypto.getRandomValues(new Uint8Array(16)))}`,
      is_active: true,
      is_approved: true,
      decided_at: now,
      created_at: now,
      updated_at: now,
    })
    .returning();

  const photo = await photos?.store("coffee", { kind: "owner", id: owner.id }, "cover");
  const withPhoto = photo ? { ...cafe, cover_image_url: photo.url } : cafe;
  const listing = await createBusiness(db, owner.id, withPhoto, byEn("Cafe"), photo ? [photo.id] : []).catch(async (error: unknown) => {
    if (photo) await photos?.discard(photo);
    throw error;
  });
  await decideBusiness(db, listing, "approve", "قائمة تجريبية", origin);
  await createBusiness(db, owner.id, restaurant, byEn("Restaurant"), []);
  return true;
}
