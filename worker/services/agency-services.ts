import { and, asc, count, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { DB } from "../../db/client";
import { serviceFeatures, services } from "../../db/schema";
import type { Lang } from "../../locales/i18n";
import { matches, offsetOf, orderOf, type PageParams } from "../lib/list-query";
import { pick } from "../lib/localize";

type ServiceRow = typeof services.$inferSelect;
type FeatureRow = typeof serviceFeatures.$inferSelect;

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
export async function listServices(db: DB, lang: Lang, activeOnly: boolean): Promise<ServiceDto[]> {
  const rows = await db
    .select()
    .from(services)
    .where(activeOnly ? eq(services.isActive, true) : undefined)
    .orderBy(asc(services.orderIndex), asc(services.id));
  if (!rows.length) return [];
  const features = await db
    .select()
    .from(serviceFeatures)
    .where(inArray(serviceFeatures.serviceId, rows.map((r) => r.id)))
    .orderBy(asc(serviceFeatures.orderIndex), asc(serviceFeatures.id));
  return rows.map((s) => serializeService(s, features.filter((f) => f.serviceId === s.id), lang));
}

export interface ServiceInput {
  title_ar: string;
  title_en: string;
  description_ar: string;
  description_en: string;
  icon: (typeof services.$inferInsert)["icon"];
  image: string | null;
  category: string;
  price_ar: string;
  price_en: string;
  is_active: boolean;
  order_index: number;
  features: { feature_ar: string; feature_en: string }[];
}

const serviceColumns = (input: ServiceInput) => ({
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
  if (!row) return undefined;
  const features = await db
    .select()
    .from(serviceFeatures)
    .where(eq(serviceFeatures.serviceId, id))
    .orderBy(asc(serviceFeatures.orderIndex), asc(serviceFeatures.id));
  return serializeService(row, features, lang);
}

/**
 * Creates a service and its features in one atomic batch: the features point at the row just
 * inserted through max(id), which inside the batch's transaction is ours.
 */
export async function createService(db: DB, input: ServiceInput, lang: Lang) {
  const now = new Date().toISOString();
  const [inserted] = await db.batch([
    db.insert(services).values({ ...serviceColumns(input), createdAt: now, updatedAt: now }).returning({ id: services.id }),
    ...(input.features.length ? [db.insert(serviceFeatures).values(featureRows(sql`(SELECT max(id) FROM services)`, input.features))] : []),
  ]);
  return (await getService(db, (inserted as { id: number }[])[0].id, lang))!;
}

/** Updates given fields; a features list, when sent, replaces the old one atomically. */
export async function updateService(db: DB, id: number, input: Partial<ServiceInput>, lang: Lang) {
  const { features, ...fields } = input;
  await db.batch([
    db.update(services).set({ ...serviceColumns(fields as ServiceInput), updatedAt: new Date().toISOString() }).where(eq(services.id, id)),
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
  const rows = await db
    .select()
    .from(services)
    .where(where)
    .orderBy(...orderOf(p.sort, { order_index: services.orderIndex }, services.id))
    .limit(p.limit)
    .offset(offsetOf(p));
  const [{ total }] = await db.select({ total: count() }).from(services).where(where);
  const ids = JSON.stringify(rows.map((r) => r.id));
  const features = rows.length
    ? await db
        .select()
        .from(serviceFeatures)
        .where(inArray(serviceFeatures.serviceId, sql`(select value from json_each(${ids}))`))
        .orderBy(asc(serviceFeatures.orderIndex), asc(serviceFeatures.id))
    : [];
  return { total, rows: rows.map((s) => serializeService(s, features.filter((x) => x.serviceId === s.id), lang)) };
}
