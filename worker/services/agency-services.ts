import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import type { DB } from "../../db/client";
import { serviceFeatures, services } from "../../db/schema";
import type { Lang } from "../../locales/i18n";
import { matches, type PageParams } from "../lib/list-query";
import { pick } from "../lib/localize";
import { childRows } from "../lib/child-rows";
import { pageOf } from "../lib/page-of";
import { apiRow } from "../../shared/contract/resource";
import type { FeatureDto, FeatureRow, ServiceDto, ServiceInput, ServiceRow, ServiceUpdate } from "../../shared/contract/services";

/** A feature as the API shows it: its texts and order, plus the text in the asked language. */
export const serializeFeature = ({ service_id: _service, ...feature }: FeatureRow, lang: Lang): FeatureDto => ({
  ...feature,
  feature_text: pick(lang, feature.feature_ar, feature.feature_en),
});

/** A service as the API shows it: the row, each text in the asked language, and its features. */
export const serializeService = (row: ServiceRow, features: FeatureRow[], lang: Lang): ServiceDto => {
  const service = apiRow(row);
  return {
    ...service,
    title: pick(lang, service.title_ar, service.title_en),
    description: pick(lang, service.description_ar, service.description_en),
    price: pick(lang, service.price_ar, service.price_en) || null,
    features: features.map((f) => serializeFeature(f, lang)),
  };
};

const featureQuery = { parent: serviceFeatures.service_id, order: serviceFeatures.order_index, id: serviceFeatures.id };

/** Services with their features, in the given order. */
async function withFeatures(db: DB, rows: ServiceRow[], lang: Lang) {
  const features = await childRows(db, serviceFeatures, featureQuery, rows.map((r) => r.id));
  return rows.map((s) => serializeService(s, features.filter((f) => f.service_id === s.id), lang));
}

/** Services in display order with their features; `activeOnly` for anonymous visitors. */
export async function listServices(db: DB, lang: Lang, activeOnly: boolean): Promise<ServiceDto[]> {
  const rows = await db
    .select()
    .from(services)
    .where(activeOnly ? eq(services.is_active, true) : undefined)
    .orderBy(asc(services.order_index), asc(services.id));
  return withFeatures(db, rows, lang);
}

const featureRows = (serviceId: number | SQL, features: ServiceInput["features"]) =>
  features.map((f, i) => ({ ...f, service_id: serviceId as number, order_index: i }));

export async function getService(db: DB, id: number, lang: Lang) {
  const [row] = await db.select().from(services).where(eq(services.id, id));
  return row ? (await withFeatures(db, [row], lang))[0] : undefined;
}

/**
 * Creates a service and its features in one atomic batch: the features point at the row just
 * inserted through max(id), which inside the batch's transaction is ours.
 */
export async function createService(db: DB, { features, ...fields }: ServiceInput, lang: Lang, at = Date.now()) {
  const now = new Date(at).toISOString();
  const [inserted] = await db.batch([
    db.insert(services).values({ ...fields, created_at: now, updated_at: now }).returning({ id: services.id }),
    ...(features.length ? [db.insert(serviceFeatures).values(featureRows(sql`(SELECT max(id) FROM services)`, features))] : []),
  ]);
  return (await getService(db, (inserted as { id: number }[])[0].id, lang))!;
}

/** Updates given fields; a features list, when sent, replaces the old one atomically. */
export async function updateService(db: DB, id: number, { features, ...fields }: ServiceUpdate, lang: Lang, at = Date.now()) {
  await db.batch([
    db.update(services).set({ ...fields, updated_at: new Date(at).toISOString() }).where(eq(services.id, id)),
    ...(features
      ? [
          db.delete(serviceFeatures).where(eq(serviceFeatures.service_id, id)),
          ...(features.length ? [db.insert(serviceFeatures).values(featureRows(id, features))] : []),
        ]
      : []),
  ]);
  return (await getService(db, id, lang))!;
}

export async function deleteService(db: DB, id: number) {
  const [, gone] = await db.batch([
    db.delete(serviceFeatures).where(eq(serviceFeatures.service_id, id)),
    db.delete(services).where(eq(services.id, id)).returning({ id: services.id }),
  ]);
  return (gone as { id: number }[]).length > 0;
}

/** The admin's service table: in the site's order, filtered by active state and title. */
export const serviceSorts = ["order_index"] as const;

export async function listServicesPage(db: DB, lang: Lang, f: { active?: boolean; term?: string }, p: PageParams) {
  const where = and(f.active === undefined ? undefined : eq(services.is_active, f.active), f.term ? matches(services.search_key, f.term) : undefined);
  const { rows, total } = await pageOf(db, services, { where, sorts: { order_index: services.order_index }, id: services.id }, p);
  return { total, rows: await withFeatures(db, rows, lang) };
}
