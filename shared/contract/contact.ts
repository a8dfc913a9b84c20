import { createInsertSchema } from "drizzle-zod";
import { z } from "zod";
import { contactInfo } from "../../db/schema";
import { contactIcons } from "../../db/schema/enums";
import { boolean, email, integer, optionalText, phone, requiredText, uniqueIds } from "./fields";

/**
 * The agency's contact items (`/api/contact-info`): e-mail, phone and address, each in Arabic and
 * English. The table's keys are the API's names, so the body and the answer below follow any
 * renamed column.
 */

export type ContactRow = typeof contactInfo.$inferSelect;

/** A contact item as the API answers it: the stored columns plus label and value in the asked language. */
export type ContactDto = ContactRow & { label: string; value: string };

const defaultIcon = { email: "Mail", phone: "Phone", address: "MapPin" } as const;
const defaultLabel = {
  email: ["البريد الإلكتروني", "Email"],
  phone: ["الهاتف", "Phone"],
  address: ["العنوان", "Address"],
} as const;

/** The item's columns as the API takes them, derived from the table and refined with lengths. */
const contactColumns = createInsertSchema(contactInfo, {
  id: integer(1, 1_000_000_000).optional(),
  label_ar: optionalText(80),
  label_en: optionalText(80),
  value_ar: optionalText(300),
  value_en: optionalText(300),
  // An unknown icon falls back to the type's own (below).
  icon: z.preprocess((v) => (contactIcons.includes(v as never) ? v : undefined), z.enum(contactIcons).optional()),
  is_active: boolean().default(true),
  order_index: integer(0, 10_000).default(0),
});

/** The columns of one stored item, every one filled (what the body below yields). */
type StoredContactItem = Omit<ContactRow, "id"> & { id?: number };

/**
 * One contact item. The item's plain `label` and `value` (one text for both languages) fill
 * whichever language was left blank; labels and icons default to the type's own. Both languages'
 * values are shown to visitors, so both must fit the item's type (an e-mail, a phone number).
 */
export const contactItemBody = contactColumns
  .extend({
    label: optionalText(80).optional(),
    value: optionalText(300).optional(),
  })
  .transform(({ label, value, ...item }): StoredContactItem => {
    const value_ar = item.value_ar || value || item.value_en;
    return {
      ...item,
      label_ar: item.label_ar || label || defaultLabel[item.type][0],
      label_en: item.label_en || label || defaultLabel[item.type][1],
      value_ar,
      value_en: item.value_en || value || value_ar,
      icon: item.icon ?? defaultIcon[item.type],
    };
  })
  .superRefine((item, ctx) => {
    const rule = item.type === "email" ? email() : item.type === "phone" ? phone() : requiredText(300);
    for (const field of ["value_ar", "value_en"] as const) {
      const r = rule.safeParse(item[field]);
      if (!r.success) ctx.addIssue({ code: "custom", path: [item[field] ? field : "value"], message: r.error.issues[0].message });
    }
  });

/** The whole list of contact items an admin saves at once (PUT replaces it); ids must not repeat. */
export const contactListBody = uniqueIds(z.array(contactItemBody).max(20, "validation.tooMany"));

/** What a client sends for one item, and what the server makes of it. */
export type ContactItemInput = z.input<typeof contactItemBody>;
export type ContactInput = z.output<typeof contactItemBody>;

/**
 * The agency's e-mail, phone and address as the site settings name them. They are stored only
 * as contact items (the first item of each type); the settings read them from there and a
 * settings save writes them there, so the two admin screens can never disagree.
 */
export const contactFieldKeys = ["contact_email", "contact_phone", "address_ar", "address_en"] as const;
export type ContactFieldKey = (typeof contactFieldKeys)[number];
export type ContactFields = Record<ContactFieldKey, string>;
