import { asc, eq } from "drizzle-orm";
import type { DB } from "../../db/client";
import { contactInfo } from "../../db/schema";
import type { Lang } from "../../locales/i18n";
import { pick } from "../lib/localize";

type ContactRow = typeof contactInfo.$inferSelect;

// Email first, then phone, then address.
const typeRank = { email: 1, phone: 2, address: 3 } as const;

export const serializeContact = (r: ContactRow, lang: Lang) => ({
  id: r.id,
  type: r.type,
  label_ar: r.labelAr,
  label_en: r.labelEn,
  label: pick(lang, r.labelAr, r.labelEn),
  value_ar: r.valueAr,
  value_en: r.valueEn,
  value: pick(lang, r.valueAr, r.valueEn),
  icon: r.icon,
  is_active: r.isActive,
  order_index: r.orderIndex,
});
export type ContactDto = ReturnType<typeof serializeContact>;

export async function listContactInfo(db: DB, lang: Lang, activeOnly: boolean): Promise<ContactDto[]> {
  const rows = await db
    .select()
    .from(contactInfo)
    .where(activeOnly ? eq(contactInfo.isActive, true) : undefined)
    .orderBy(asc(contactInfo.orderIndex), asc(contactInfo.id));
  return rows
    .sort((a, b) => typeRank[a.type] - typeRank[b.type] || a.orderIndex - b.orderIndex || a.id - b.id)
    .map((r) => serializeContact(r, lang));
}

export interface ContactInput {
  id?: number;
  type: ContactRow["type"];
  label_ar: string;
  label_en: string;
  value_ar: string;
  value_en: string;
  icon: ContactRow["icon"];
  is_active: boolean;
  order_index: number;
}

/** Replaces the whole list in one atomic batch, keeping the ids the client sent. */
export async function replaceContactInfo(db: DB, items: ContactInput[], lang: Lang) {
  await db.batch([
    db.delete(contactInfo),
    ...(items.length
      ? [
          db.insert(contactInfo).values(
            items.map((i) => ({
              id: i.id,
              type: i.type,
              labelAr: i.label_ar,
              labelEn: i.label_en,
              valueAr: i.value_ar,
              valueEn: i.value_en,
              icon: i.icon,
              isActive: i.is_active,
              orderIndex: i.order_index,
            })),
          ),
        ]
      : []),
  ]);
  return listContactInfo(db, lang, false);
}
