import { asc, eq, inArray } from "drizzle-orm";
import type { DB } from "../../db/client";
import { serviceFeatures, services } from "../../db/schema";
import type { Lang } from "../../locales/i18n";
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
