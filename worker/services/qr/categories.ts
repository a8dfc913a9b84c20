import { asc, eq, sql } from "drizzle-orm";
import type { DB } from "../../../db/client";
import { qrCategories } from "../../../db/schema";
import type { Lang } from "../../../locales/i18n";
import type { CategoryDto, QrCategoryRow } from "../../../shared/contract/qr-listing";
import { pick } from "../../lib/localize";

export type QrCategory = QrCategoryRow;
export type { CategoryDto };

/** The business types owners pick from (the server's category list), in their order. */
export async function listCategories(db: DB, lang: Lang): Promise<CategoryDto[]> {
  const rows = await db.select().from(qrCategories).orderBy(asc(qrCategories.order_index), asc(qrCategories.id));
  return rows.map(({ order_index: _o, ...c }) => ({ ...c, name: pick(lang, c.name_ar, c.name_en) }));
}

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
    .where(sql`${qrCategories.name_ar} = ${v} OR lower(${qrCategories.name_en}) = ${v.toLowerCase()}`);
  return byName;
}
