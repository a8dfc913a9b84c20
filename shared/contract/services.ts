import { createInsertSchema } from "drizzle-zod";
import { z } from "zod";
import { serviceFeatures, services } from "../../db/schema/content";
import { serverColumns, withDefaults, type ApiRow } from "./resource";
import { boolean, imageUrl, integer, optionalText, requiredText } from "./fields";

/**
 * An agency service and its features in the API. The tables' keys are the API's names, so the
 * body an admin sends and the answer both derive from `services` and `serviceFeatures`.
 */

export type ServiceRow = typeof services.$inferSelect;
export type FeatureRow = typeof serviceFeatures.$inferSelect;

/**
 * A feature as sent: in both languages, or as `feature_text` (the name the API answers a feature
 * in), which fills both. Blank ones are dropped, since the admin form starts every new service
 * with one empty feature.
 */
const featureBody = createInsertSchema(serviceFeatures, { feature_ar: optionalText(200), feature_en: optionalText(200) })
  .pick({ feature_ar: true, feature_en: true })
  .extend({ feature_text: optionalText(200).optional() })
  .transform((f) => ({ feature_ar: f.feature_ar || f.feature_text || f.feature_en, feature_en: f.feature_en || f.feature_text || f.feature_ar }));

/**
 * What an admin sends for a service: every column but those the server writes, refined where the API asks more
 * than the table (lengths, both languages required, an image address), and the features.
 */
export const serviceBody = createInsertSchema(services, {
  title_ar: requiredText(120),
  title_en: requiredText(120),
  description_ar: requiredText(2000),
  description_en: requiredText(2000),
  // An empty image field means no image.
  image: z.preprocess((v) => (v === "" ? null : v), imageUrl().nullable()),
  category: optionalText(60),
  price_ar: optionalText(60),
  price_en: optionalText(60),
  is_active: boolean(),
  order_index: integer(0, 10_000),
})
  .omit(serverColumns)
  .extend({
    features: z
      .array(featureBody)
      .max(20, "validation.tooMany")
      .transform((list) => list.filter((f) => f.feature_ar || f.feature_en)),
  });
/** A new service may leave out what has a sensible default. */
export const createServiceBody = withDefaults(serviceBody, { icon: "camera", image: null, is_active: true, order_index: 0, features: [] });
/** An edit: any of the fields; a features list, when sent, replaces the old one. */
export const updateServiceBody = serviceBody.partial();

/** A service as the server takes it after validation. */
export type ServiceInput = z.output<typeof createServiceBody>;
export type ServiceUpdate = z.output<typeof updateServiceBody>;

/** A feature as the API answers it: its texts and order, plus the text in the asked language. */
export type FeatureDto = Omit<FeatureRow, "service_id"> & { feature_text: string };
/** A service as the API answers it: its columns, each text in the asked language, its features. */
export type ServiceDto = ApiRow<ServiceRow> & { title: string; description: string; price: string | null; features: FeatureDto[] };
