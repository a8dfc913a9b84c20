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
import { defaultSettings } from "../services/site-settings";
import { seedQrDemo } from "./seed-qr";

export interface SeedOptions {
  adminUsername?: string;
  adminPassword?: string;
  /** Where the generated admin password is printed, once. */
  log?: (line: string) => void;
}

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
    usernameKey: username.toLowerCase(),
    email: `${username}@damascus-agency.sy`,
    passwordHash: await hashPassword(password),
    role: "admin",
    createdAt: now,
    updatedAt: now,
  });
  return { username, password };
}

/** Fills an empty database with the bilingual demo content; a database with content is left alone. */
export async function seedContent(db: DB) {
  const now = new Date().toISOString();
  if (await isEmpty(db, qrCategories)) {
    await db.insert(qrCategories).values(demoQrCategories.map(([nameAr, nameEn], i) => ({ nameAr, nameEn, orderIndex: i })));
  }
  await seedQrDemo(db);
  if (await isEmpty(db, siteSettings)) {
    const values = { ...defaultSettings, ...demoSettings };
    await db.insert(siteSettings).values(Object.entries(values).map(([key, value]) => ({ key, value })));
  }
  if (!(await isEmpty(db, aboutContent)) || !(await isEmpty(db, services))) return false;

  await db.batch([
    db.insert(aboutContent).values({ ...demoAbout, updatedAt: now }),
    db.insert(services).values(
      demoServices.map(({ features: _features, ...s }, i) => ({ ...s, id: i + 1, isActive: s.isActive ?? true, orderIndex: i })),
    ),
    db.insert(serviceFeatures).values(
      demoServices.flatMap((s, i) => s.features.map(([featureAr, featureEn], j) => ({ serviceId: i + 1, featureAr, featureEn, orderIndex: j }))),
    ),
    db.insert(portfolioProjects).values(demoProjects.map(({ images: _images, ...p }, i) => ({ ...p, id: i + 1, orderIndex: i }))),
    db.insert(portfolioImages).values(
      demoProjects.flatMap((p, i) =>
        p.images.map(([imageUrl, altTextAr, altTextEn], j) => ({ projectId: i + 1, imageUrl, altTextAr, altTextEn, orderIndex: j })),
      ),
    ),
    db.insert(blogPosts).values([
      ...demoPosts.map((p) => ({ ...p, status: "published" as const, authorId: 1, createdAt: p.publishedAt, updatedAt: p.publishedAt })),
      { ...demoDraft, status: "draft" as const, authorId: 1, createdAt: now, updatedAt: now },
    ]),
    db.insert(contactInfo).values(demoContacts.map((c, i) => ({ ...c, orderIndex: i + 1 }))),
    db.insert(socialLinks).values(demoSocials.map((s, i) => ({ ...s, icon: s.platform, orderIndex: i }))),
  ]);
  return true;
}

/** What `npm start` runs on every start: first admin, then demo content into an empty database. */
export async function seedDatabase(db: DB, options: SeedOptions = {}) {
  const admin = await ensureAdmin(db, options);
  const content = await seedContent(db);
  return { admin, content };
}
