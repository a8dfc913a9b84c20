import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import { createSelectSchema } from "drizzle-zod";
import { z } from "zod";
import type { DB } from "../../db/client";
import { serviceFeatures, services } from "../../db/schema";
import type { Lang } from "../../locales/i18n";
import { matches, type PageParams } from "../lib/list-query";
import { pick } from "../lib/localize";
import { childRows } from "../lib/child-rows";
import { pageOf } from "../lib/page-of";
import { boolean, imageUrl, integer, optionalText, requiredText } from "../../shared/contract/fields";

export type ServiceRow = typeof services.$inferSelect;
export type FeatureRow = typeof serviceFeatures.$inferSelect;

/**
 * A service's columns as zod, derived from the table (names, the icon's choices) and refined where
 * the API asks more than the table: lengths, both languages required, image addresses.
 */
const serviceColumns = createSelectSchema(services, {
  titleAr: requiredText(120),
  titleEn: requiredText(120),
  descriptionAr: requiredText(2000),
  descriptionEn: requiredText(2000),
  // An empty image field means no image.
  image: z.preprocess((v) => (v === "" ? null : v), imageUrl().nullable()),
  category: optionalText(60),
  priceAr: optionalText(60),
  priceEn: optionalText(60),
  isActive: boolean(),
  orderIndex: integer(0, 10_000),
}).shape;

const featureColumns = createSelectSchema(serviceFeatures, { featureAr: optionalText(200), featureEn: optionalText(200) }).shape;

// A feature in either spelling; `feature_text` alone fills both languages. Blank ones are dropped,
// since the admin form starts every new service with one empty feature.
const featureBody = z
  .object({ feature_ar: featureColumns.featureAr, feature_en: featureColumns.featureEn, feature_text: optionalText(200).optional() })
  .transform((f) => ({ feature_ar: f.feature_ar || f.feature_text || f.feature_en, feature_en: f.feature_en || f.feature_text || f.feature_ar }));

/** What an admin sends for a service, in the API's field names; the route validates it, the form sends it. */
export const serviceBody = z.object({
  title_ar: serviceColumns.titleAr,
  title_en: serviceColumns.titleEn,
  description_ar: serviceColumns.descriptionAr,
  description_en: serviceColumns.descriptionEn,
  icon: serviceColumns.icon,
  image: serviceColumns.image,
  category: serviceColumns.category,
  price_ar: serviceColumns.priceAr,
  price_en: serviceColumns.priceEn,
  is_active: serviceColumns.isActive,
  order_index: serviceColumns.orderIndex,
  features: z
    .array(featureBody)
    .max(20, "validation.tooMany")
    .transform((list) => list.filter((f) => f.feature_ar || f.feature_en)),
});
export type ServiceInput = z.infer<typeof serviceBody>;

export const serializeFeature = (f: FeatureRow, lang: Lang) => ({
  id: f.id,
  feature_ar: f.featureAr,
  feature_en: f.featureEn,
  feature_text: pick(lang, f.featureAr, f.featureEn),
  order_index: f.orderIndex,
});

export const serializeService = (s: ServiceRow, features: FeatureRow[], lang: Lang) => ({
  id: s.id,
  title_ar: s.titleAr,
  title_en: s.titleEn,
  title: pick(lang, s.titleAr, s.titleEn),
  description_ar: s.descriptionAr,
  description_en: s.descriptionEn,
  description: pick(lang, s.descriptionAr, s.descriptionEn),
  icon: s.icon,
  image: s.image,
  category: s.category,
  price_ar: s.priceAr,
  price_en: s.priceEn,
  price: pick(lang, s.priceAr, s.priceEn) || null,
  is_active: s.isActive,
  order_index: s.orderIndex,
  features: features.map((f) => serializeFeature(f, lang)),
  created_at: s.createdAt,
  updated_at: s.updatedAt,
});
export type ServiceDto = ReturnType<typeof serializeService>;

/** Services in display order with their features; `activeOnly` for anonymous visitors. */
const featureQuery = { parent: serviceFeatures.serviceId, order: serviceFeatures.orderIndex, id: serviceFeatures.id };

/** Services with their features, in the given order. */
async function withFeatures(db: DB, rows: ServiceRow[], lang: Lang) {
  const features = await childRows(db, serviceFeatures, featureQuery, rows.map((r) => r.id));
  return rows.map((s) => serializeService(s, features.filter((f) => f.serviceId === s.id), lang));
}

/** Services in display order with their features; `activeOnly` for anonymous visitors. */
export async function listServices(db: DB, lang: Lang, activeOnly: boolean): Promise<ServiceDto[]> {
  const rows = await db
    .select()
    .from(services)
    .where(activeOnly ? eq(services.isActive, true) : undefined)
    .orderBy(asc(services.orderIndex), asc(services.id));
  return withFeatures(db, rows, lang);
}

const columns = (input: ServiceInput) => ({
  titleAr: input.title_ar,
  titleEn: input.title_en,
  descriptionAr: input.description_ar,
  descriptionEn: input.description_en,
  icon: input.icon,
  image: input.image,
  category: input.category,
  priceAr: input.price_ar,
  priceEn: input.price_en,
  isActive: input.is_active,
  orderIndex: input.order_index,
});

const featureRows = (serviceId: number | SQL, features: ServiceInput["features"]) =>
  features.map((f, i) => ({ serviceId: serviceId as number, featureAr: f.feature_ar, featureEn: f.feature_en, orderIndex: i }));

export async function getService(db: DB, id: number, lang: Lang) {
  const [row] = await db.select().from(services).where(eq(services.id, id));
  return row ? (await withFeatures(db, [row], lang))[0] : undefined;
}

/**
 * Creates a service and its features in one atomic batch: the features point at the row just
 * inserted through max(id), which inside the batch's transaction is ours.
 */
export async function createService(db: DB, input: ServiceInput, lang: Lang, at = Date.now()) {
  const now = new Date(at).toISOString();
  const [inserted] = await db.batch([
    db.insert(services).values({ ...columns(input), createdAt: now, updatedAt: now }).returning({ id: services.id }),
    ...(input.features.length ? [db.insert(serviceFeatures).values(featureRows(sql`(SELECT max(id) FROM services)`, input.features))] : []),
  ]);
  return (await getService(db, (inserted as { id: number }[])[0].id, lang))!;
}

/** Updates given fields; a features list, when sent, replaces the old one atomically. */
export async function updateService(db: DB, id: number, input: Partial<ServiceInput>, lang: Lang, at = Date.now()) {
  const { features, ...fields } = input;
  await db.batch([
    db.update(services).set({ ...columns(fields as ServiceInput), updatedAt: new Date(at).toISOString() }).where(eq(services.id, id)),
    ...(features
      ? [
          db.delete(serviceFeatures).where(eq(serviceFeatures.serviceId, id)),
          ...(features.length ? [db.insert(serviceFeatures).values(featureRows(id, features))] : []),
        ]
      : []),
  ]);
  return (await getService(db, id, lang))!;
}

export async function deleteService(db: DB, id: number) {
  const [, gone] = await db.batch([
    db.delete(serviceFeatures).where(eq(serviceFeatures.serviceId, id)),
    db.delete(services).where(eq(services.id, id)).returning({ id: services.id }),
  ]);
  return (gone as { id: number }[]).length > 0;
}

/** The admin's service table: in the site's order, filtered by active state and title. */
export const serviceSorts = ["order_index"] as const;

export async function listServicesPage(db: DB, lang: Lang, f: { active?: boolean; term?: string }, p: PageParams) {
  const where = and(f.active === undefined ? undefined : eq(services.isActive, f.active), f.term ? matches(services.searchKey, f.term) : undefined);
  const { rows, total } = await pageOf(db, services, { where, sorts: { order_index: services.orderIndex }, id: services.id }, p);
  return { total, rows: await withFeatures(db, rows, lang) };
}
