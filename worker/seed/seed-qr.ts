import { count, eq } from "drizzle-orm";
import { encodeHex } from "oslo/encoding";
import { decideBusiness } from "../services/qr/approval";
import { createBusiness } from "../services/qr/business-writes";
import type { DB } from "../../db/client";
import { qrBusinesses, qrCategories, qrUsers } from "../../db/schema";
import type { DemoPhotos } from "./seed-photos";
import { blankMenuItem, type ListingMenu, type MenuItem } from "../../shared/menu";
import type { OpeningHours } from "../../shared/opening-hours";
import { saveHours } from "../services/qr/hours";

/**
 * The origin the demo listing's QR fields are stored with. They are derived values: every read
 * recomputes them when the serving origin (PUBLIC_ORIGIN, else the request's) differs (see
 * worker/services/qr/business-view.ts), so the seed never needs to know where it will be served.
 */
export const DEMO_ORIGIN = "http://localhost:8787";

const cafe = {
  business_name: "مقهى الياسمين",
  business_name_en: "Yasmin Café",
  description:
    "مقهى دمشقي في قلب باب توما: قهوة عربية مطحونة يومياً، حلويات شامية من صنع البيت، وفناء تظلله شجرة ياسمين. نستقبلكم كل يوم من التاسعة صباحاً حتى منتصف الليل.",
  description_en:
    "A Damascene café in the heart of Bab Touma: Arabic coffee ground every day, homemade Levantine sweets and a courtyard in the shade of a jasmine tree. Open every day from 9 am to midnight.",
  address: "باب توما، شارع الياسمين",
  city: "دمشق",
  // Bab Touma, in the old city.
  latitude: 33.513395,
  longitude: 36.314931,
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

/** One demo menu item; `photo` names the demo photo stored as an upload, else an artwork file or none. */
const item = (id: string, name_ar: string, name_en: string, price: number | null, extra: Partial<MenuItem> = {}): MenuItem => blankMenuItem(id, name_ar, price, { name_en, ...extra });

/**
 * The café's menu: sizes with their own prices, labels to filter by, a few photos and one item
 * sold out, so a fresh start shows every part of a listing's menu. Prices are in the currency's
 * smallest unit (see shared/menu.ts).
 */
const cafeMenu = (photo: string | null): ListingMenu => ({
  currency: "SYP",
  sold_out_resets: true,
  sections: [
    {
      id: "hot",
      name_ar: "مشروبات ساخنة",
      name_en: "Hot drinks",
      items: [
        item("qahwa", "قهوة عربية بالهيل", "Arabic coffee with cardamom", null, {
          description_ar: "تُطحن كل صباح وتُقدَّم مع التمر",
          description_en: "Ground every morning, served with dates",
          image_url: photo,
          tags: ["popular", "vegan"],
          variants: [
            { id: "small", name_ar: "فنجان", name_en: "Cup", price: 5000 },
            { id: "large", name_ar: "دلّة لشخصين", name_en: "Pot for two", price: 9000 },
          ],
        }),
        item("espresso", "إسبريسو", "Espresso", 7000, { image_url: photo, tags: ["new"] }),
        item("shai", "شاي بالنعناع", "Mint tea", 4000, { tags: ["vegan", "gluten_free"] }),
        item("sahlab", "سحلب بالقرفة والفستق", "Sahlab with cinnamon and pistachio", 9000, { tags: ["vegetarian", "contains_nuts"], sold_out: true }),
      ],
    },
    {
      id: "sweets",
      name_ar: "حلويات شامية",
      name_en: "Levantine sweets",
      items: [
        item("knafeh", "كنافة نابلسية", "Knafeh", null, {
          image_url: "/images/demo/cafe-3.svg",
          tags: ["vegetarian", "popular"],
          variants: [
            { id: "piece", name_ar: "قطعة", name_en: "Piece", price: 12000 },
            { id: "plate", name_ar: "صحن", name_en: "Plate", price: 30000 },
          ],
        }),
        item("mabrouma", "مبرومة بالفستق الحلبي", "Pistachio mabrouma", 15000, { tags: ["vegetarian", "contains_nuts"] }),
        item("booza", "بوظة عربية بالقشطة", "Arabic ice cream with cream", 18000, { tags: ["vegetarian", "contains_nuts", "gluten_free"] }),
      ],
    },
    {
      id: "food",
      name_ar: "فطور ومناقيش",
      name_en: "Breakfast and manakish",
      items: [
        item("zaatar", "منقوشة زعتر", "Za'atar manousheh", 6000, { tags: ["vegan"] }),
        item("foul", "فول مدمس بزيت الزيتون", "Foul with olive oil", 9000, { tags: ["vegan", "gluten_free"] }),
        item("muhammara", "منقوشة محمّرة", "Muhammara manousheh", 8000, { tags: ["vegan", "spicy", "contains_nuts"] }),
      ],
    },
  ],
});

/** Every day from nine in the morning to midnight, in Damascus. */
const cafeHours: OpeningHours = {
  time_zone: "Asia/Damascus",
  week: Array.from({ length: 7 }, () => [{ open: "09:00", close: "00:00" }]),
  exceptions: [],
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
  const withPhoto = { ...(photo ? { ...cafe, cover_image_url: photo.url } : cafe), menu: cafeMenu(photo?.url ?? "/images/demo/cafe-1.svg") };
  const listing = await createBusiness(db, owner.id, withPhoto, byEn("Cafe"), photo ? [photo.id] : []).catch(async (error: unknown) => {
    if (photo) await photos?.discard(photo);
    throw error;
  });
  await saveHours(db, listing.id, cafeHours, Date.now());
  await decideBusiness(db, { ...listing, hours: cafeHours }, "approve", "قائمة تجريبية", origin);
  await createBusiness(db, owner.id, restaurant, byEn("Restaurant"), []);
  return true;
}
