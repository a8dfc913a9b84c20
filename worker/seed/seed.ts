import { upgradePosts } from "../services/post-upgrade";
import { count } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import { base64url } from "oslo/encoding";
import { hashPassword } from "../lib/password";
import type { DB } from "../../db/client";
import {
  aboutContent,
  adminUsers,
  blogPosts,
  contactInfo,
  portfolioImages,
  portfolioProjects,
  qrCategories,
  serviceFeatures,
  services,
  siteSettings,
  socialLinks,
} from "../../db/schema";
import {
  demoAbout,
  demoContacts,
  demoDraft,
  demoPosts,
  demoProjects,
  demoQrCategories,
  demoServices,
  demoSettings,
  demoSocials,
} from "./seed-data";
import { defaultSettings, settingRowKeys } from "../services/site-settings";
import { seedQrDemo } from "./seed-qr";
import { demoPhotos, type DemoPhotos, type PhotoOutcome, type SeedMedia } from "./seed-photos";

export interface SeedOptions {
  adminUsername?: string;
  adminPassword?: string;
  /** Where the generated admin password is printed, once. */
  log?: (line: string) => void;
  /**
   * Where demo photos are stored and what processes them (see seed-photos.ts). Without it the
   * demo content uses its SVG artwork only, and the result says photos were skipped.
   */
  media?: SeedMedia;
}

/** The portfolio image that becomes a real photo when the seed has media ("تصوير طبق المطعم"). */
const PORTFOLIO_PHOTO_SLOT = "/images/demo/portfolio-restaurant-2.svg";
/** Its text once it is the coffee photo: the alt text says what the picture shows. */
const PORTFOLIO_PHOTO_ALT = ["فنجان قهوة من جلسة تصوير المطعم", "A cup of coffee from the restaurant's photo shoot"] as const;

const isEmpty = async (db: DB, table: SQLiteTable) =>
  ((await db.select({ n: count() }).from(table))[0]?.n ?? 0) === 0;

/** Creates the first admin when there is none: from the options, or with a random password. */
export async function ensureAdmin(db: DB, options: SeedOptions = {}) {
  if (!(await isEmpty(db, adminUsers))) return null;
  const username = options.adminUsername?.trim() || "admin";
  let password = options.adminPassword;
  if (!password) {
    password = base64url.encode(crypto.getRandomValues(new Uint8Array(15)), { includePadding: false });
    (options.log ?? console.log)(
      `\n  First admin created: username "${username}", password "${password}"\n  (shown once; set ADMIN_PASSWORD to choose it)\n`,
    );
  }
  const now = new Date().toISOString();
  await db.insert(adminUsers).values({
    username,
    username_key: username.toLowerCase(),
    email: `${username}@damascus-agency.sy`,
    password_hash: await hashPassword(password),
    role: "admin",
    created_at: now,
    updated_at: now,
  });
  return { username, password };
}

/** Whether the site has content of its own (an about text or a service): the demo is never seeded over it. */
export const hasContent = async (db: DB) => !(await isEmpty(db, aboutContent)) || !(await isEmpty(db, services));

/**
 * The kinds of business a QR owner picks from when adding a listing (restaurant, café, shop…).
 * They are part of the product rather than demo content: no screen edits them, and an owner
 * cannot save a listing without one. So a real site gets them too (`npm run db:setup --
 * --no-demo`). Written only into an empty table; returns how many were added.
 */
export async function seedQrCategories(db: DB) {
  if (!(await isEmpty(db, qrCategories))) return 0;
  await db.insert(qrCategories).values(demoQrCategories.map(([name_ar, name_en], i) => ({ name_ar, name_en, order_index: i })));
  return demoQrCategories.length;
}

/**
 * Fills an empty database with the bilingual demo content; a database with content is left alone.
 * `photos` stores the demo photos (the café's cover, one portfolio image) as real uploads.
 */
export async function seedContent(db: DB, photos: DemoPhotos = demoPhotos(db, undefined)) {
  const now = new Date().toISOString();
  await seedQrCategories(db);
  await seedQrDemo(db, undefined, photos);
  if (await isEmpty(db, siteSettings)) {
    // The agency's e-mail, phone and address are the demo contact items below, not settings rows.
    const values = { ...defaultSettings, ...demoSettings };
    await db.insert(siteSettings).values(settingRowKeys.map((key) => ({ key, value: values[key] })));
  }
  if (await hasContent(db)) return false;

  // The photo is an upload by the first admin, as if they had added it in the portfolio form.
  const [admin] = await db.select({ id: adminUsers.id }).from(adminUsers).orderBy(adminUsers.id).limit(1);
  const photo = admin ? await photos.store("coffee", { kind: "admin", id: admin.id }, "content") : undefined;
  const projectImages = demoProjects.flatMap((p, i) =>
    p.images.map(([imageUrl, altText_ar, altText_en], j) =>
      photo && imageUrl === PORTFOLIO_PHOTO_SLOT
        ? { project_id: i + 1, imageUrl: photo.url, altText_ar: PORTFOLIO_PHOTO_ALT[0], altText_en: PORTFOLIO_PHOTO_ALT[1], order_index: j }
        : { project_id: i + 1, imageUrl, altText_ar, altText_en, order_index: j },
    ),
  );

  await db.batch([
    db.insert(aboutContent).values({ ...demoAbout, updated_at: now }),
    db.insert(services).values(
      demoServices.map(({ features: _features, ...s }, i) => ({ ...s, id: i + 1, is_active: s.is_active ?? true, order_index: i })),
    ),
    db.insert(serviceFeatures).values(
      demoServices.flatMap((s, i) => s.features.map(([feature_ar, feature_en], j) => ({ service_id: i + 1, feature_ar, feature_en, order_index: j }))),
    ),
    db.insert(portfolioProjects).values(demoProjects.map(({ images: _images, ...p }, i) => ({ ...p, id: i + 1, order_index: i }))),
    db.insert(portfolioImages).values(projectImages),
    db.insert(blogPosts).values([
      ...demoPosts.map((p) => ({ ...p, status: "published" as const, author_id: 1, created_at: p.published_at, updated_at: p.published_at })),
      { ...demoDraft, status: "draft" as const, author_id: 1, created_at: now, updated_at: now },
    ]),
    db.insert(contactInfo).values(demoContacts.map((c, i) => ({ ...c, order_index: i + 1 }))),
    db.insert(socialLinks).values(demoSocials.map((s, i) => ({ ...s, icon: s.platform, order_index: i }))),
  ]).catch(async (error: unknown) => {
    // Nothing of the batch was written: the photo's files and row would be left with no use.
    if (photo) await photos.discard(photo);
    throw error;
  });
  // The demo articles are written as plain paragraphs: they become the editor's tree and get slugs.
  await upgradePosts(db);
  return true;
}

/**
 * What `npm start` runs on every start: first admin, then demo content into an empty database.
 * `photos` says what happened to the demo photos (see PhotoOutcome): null when no demo content
 * was seeded this time.
 */
export async function seedDatabase(db: DB, options: SeedOptions = {}): Promise<{ admin: Awaited<ReturnType<typeof ensureAdmin>>; content: boolean; photos: PhotoOutcome }> {
  const admin = await ensureAdmin(db, options);
  const photos = demoPhotos(db, options.media, options.log);
  const content = await seedContent(db, photos);
  return { admin, content, photos: photos.outcome };
}
