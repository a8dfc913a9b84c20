import { asc, eq, sql } from "drizzle-orm";
import type { DB } from "../../../db/client";
import { qrCategories } from "../../../db/schema";
import type { Lang } from "../../../locales/i18n";
import { pick } from "../../lib/localize";

export type QrCategory = typeof qrCategories.$inferSelect;

/** The business types owners pick from (the server's category list). */
export async function listCategories(db: DB, lang: Lang) {
  const rows = await db.select().from(qrCategories).orderBy(asc(qrCategories.orderIndex), asc(qrCategories.id));
  return rows.map((c) => ({ id: c.id, name_ar: c.nameAr, name_en: c.nameEn, name: pick(lang, c.nameAr, c.nameEn) }));
}
export type CategoryDto = Awaited<ReturnType<typeof listCategories>>[number];

/**
 * The category a form's business_type names: its id, its Arabic name (what the owner's form
 * sends and business_type stores) or its English name, in any letter case.
 */
export async function resolveCategory(db: DB, value: string): Promise<QrCategory | undefined> {
  const v = value.trim();
  if (!v) return undefined;
  if (/^[1-9]\d{0,9}$/.test(v)) return (await db.select().from(qrCategories).where(eq(qrCategories.id, Number(v))))[0];
  const [byName] = await db
    .select()
    .from(qrCategories)
    .where(sql`${qrCategories.nameAr} = ${v} OR lower(${qrCategories.nameEn}) = ${v.toLowerCase()}`);
  return byName;
}
