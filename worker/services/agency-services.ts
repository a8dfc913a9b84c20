import { and, eq } from "drizzle-orm";
import type { DB } from "../../db/client";
import { serviceFeatures, services } from "../../db/schema";
import type { Lang } from "../../locales/i18n";
import { matches, type PageParams } from "../lib/list-query";
import { pick } from "../lib/localize";
import { childRows, parentWithChildren } from "../lib/child-rows";
import { pageOf } from "../lib/page-of";
import { apiRow } from "../../shared/contract/resource";
import type { FeatureDto, FeatureRow, ServiceDto, ServiceInput, ServiceRow, ServiceUpdate } from "../../shared/contract/services";
import { inSiteOrder } from "../lib/site-order";

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
  const rows = await inSiteOrder(db, services, activeOnly);
  return withFeatures(db, rows, lang);
}

export async function getService(db: DB, id: number, lang: Lang) {
  const [row] = await db.select().from(services).where(eq(services.id, id));
  return row ? (await withFeatures(db, [row], lang))[0] : undefined;
}

/** A service and its features, written together (see parentWithChildren). */
const serviceWrites = parentWithChildren(services, serviceFeatures, serviceFeatures.service_id, "service_id");

/** Creates a service and its features in one atomic batch. */
export async function createService(db: DB, { features, ...fields }: ServiceInput, lang: Lang, at = Date.now()) {
  return (await getService(db, await serviceWrites.create(db, fields, features, at), lang))!;
}

/** Updates given fields; a features list, when sent, replaces the old one atomically. */
export async function updateService(db: DB, id: number, { features, ...fields }: ServiceUpdate, lang: Lang, at = Date.now()) {
  await serviceWrites.update(db, id, fields, features, at);
  return (await getService(db, id, lang))!;
}

export const deleteService = (db: DB, id: number) => serviceWrites.remove(db, id);

/** The admin's service table: in the site's order, filtered by active state and title. */
export const serviceSorts = ["order_index"] as const;

export async function listServicesPage(db: DB, lang: Lang, f: { active?: boolean; term?: string }, p: PageParams) {
  const where = and(f.active === undefined ? undefined : eq(services.is_active, f.active), f.term ? matches(services.search_key, f.term) : undefined);
  const { rows, total } = await pageOf(db, services, { where, sorts: { order_index: services.order_index }, id: services.id }, p);
  return { total, rows: await withFeatures(db, rows, lang) };
}
