import { asc, eq } from "drizzle-orm";
import { createSelectSchema } from "drizzle-zod";
import { z } from "zod";
import type { DB } from "../../db/client";
import { contactIcons, contactInfo } from "../../db/schema";
import type { Lang } from "../../locales/i18n";
import { pick } from "../lib/localize";
import { boolean, email, integer, optionalText, phone, requiredText, uniqueIds, withAliases } from "../../shared/contract/fields";

export type ContactRow = typeof contactInfo.$inferSelect;

/** A contact item's columns as zod, derived from the table (names, types and icons) and refined with lengths. */
const contactColumns = createSelectSchema(contactInfo, {
  id: integer(1, 1_000_000_000),
  labelAr: optionalText(80),
  labelEn: optionalText(80),
  valueAr: optionalText(300),
  valueEn: optionalText(300),
  isActive: boolean(),
  orderIndex: integer(0, 10_000),
}).shape;

const defaultIcon = { email: "Mail", phone: "Phone", address: "MapPin" } as const;
const defaultLabel = {
  email: ["البريد الإلكتروني", "Email"],
  phone: ["الهاتف", "Phone"],
  address: ["العنوان", "Address"],
} as const;

// One contact item; plain `label`/`value` fill both languages. The value must fit its type.
const contactItemBody = withAliases(
  { order: "order_index" },
  z
    .object({
      id: contactColumns.id.optional(),
      type: contactColumns.type,
      // Plain spellings, for clients that send one text for both languages.
      label: optionalText(80).optional(),
      label_ar: contactColumns.labelAr,
      label_en: contactColumns.labelEn,
      value: optionalText(300).optional(),
      value_ar: contactColumns.valueAr,
      value_en: contactColumns.valueEn,
      // An unknown icon falls back to the type's own.
      icon: z.preprocess((v) => (contactIcons.includes(v as never) ? v : undefined), contactColumns.icon.optional()),
      is_active: contactColumns.isActive.default(true),
      order_index: contactColumns.orderIndex.default(0),
    })
    .transform((i) => {
      const valueAr = i.value_ar || i.value || i.value_en;
      return {
        id: i.id,
        type: i.type,
        label_ar: i.label_ar || i.label || defaultLabel[i.type][0],
        label_en: i.label_en || i.label || defaultLabel[i.type][1],
        value_ar: valueAr,
        value_en: i.value_en || i.value || valueAr,
        icon: i.icon ?? defaultIcon[i.type],
        is_active: i.is_active,
        order_index: i.order_index,
      };
    })
    .superRefine((i, ctx) => {
      const check = (schema: z.ZodType, field: "value_ar" | "value_en") => {
        const r = schema.safeParse(i[field]);
        if (!r.success) ctx.addIssue({ code: "custom", path: [i[field] ? field : "value"], message: r.error.issues[0].message });
      };
      // Both languages' values are shown to visitors, so both must fit the item's type.
      for (const field of ["value_ar", "value_en"] as const) {
        if (i.type === "email") check(email(), field);
        else if (i.type === "phone") check(phone(), field);
        else check(requiredText(300), field);
      }
    }),
);

/** The whole list of contact items an admin saves at once (PUT replaces it); ids must not repeat. */
export const contactListBody = uniqueIds(z.array(contactItemBody).max(20, "validation.tooMany"));
export type ContactInput = z.infer<typeof contactItemBody>;

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
