import { asc, eq } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { DB } from "../../db/client";
import { contactInfo } from "../../db/schema";
import type { StoredSettings } from "./site-settings";

/*
 * The agency's e-mail, phone and address are kept in one place: the contact items (the admin's
 * Contact screen, `/api/contact-info`, the landing page's contact section). The site settings'
 * contact fields (`contact_email`, `contact_phone`, `address_ar/_en`) are a view of the first
 * item of each type: reading settings takes them from the items, and saving settings writes
 * them back to those items. So the two screens can never show two different addresses.
 */

type Row = typeof contactInfo.$inferSelect;
export type ContactFields = Pick<StoredSettings, "contact_email" | "contact_phone" | "address_ar" | "address_en">;

const firstOf = (rows: Row[], type: Row["type"]) => rows.filter((r) => r.type === type).sort((a, b) => a.orderIndex - b.orderIndex || a.id - b.id)[0];
const readRows = (db: DB) => db.select().from(contactInfo).orderBy(asc(contactInfo.orderIndex), asc(contactInfo.id));

/** The settings' contact fields from the contact items; a type without an item keeps the stored value. */
export async function contactFieldsFromItems(db: DB, stored: ContactFields): Promise<ContactFields> {
  const rows = await readRows(db);
  const email = firstOf(rows, "email");
  const phone = firstOf(rows, "phone");
  const address = firstOf(rows, "address");
  return {
    contact_email: email ? email.valueEn || email.valueAr : stored.contact_email,
    contact_phone: phone ? phone.valueEn || phone.valueAr : stored.contact_phone,
    address_ar: address ? address.valueAr : stored.address_ar,
    address_en: address ? address.valueEn : stored.address_en,
  };
}

// Labels and icons of an item created from the settings screen (no item of that type yet).
const fresh = {
  email: { labelAr: "البريد الإلكتروني", labelEn: "Email", icon: "Mail" as const, orderIndex: 1 },
  phone: { labelAr: "الهاتف", labelEn: "Phone", icon: "Phone" as const, orderIndex: 2 },
  address: { labelAr: "العنوان", labelEn: "Address", icon: "MapPin" as const, orderIndex: 3 },
};

/**
 * The writes that make the contact items say what the settings now say: the first item of a
 * type is updated (or created), and removed when its value was emptied. Run in the same batch
 * as the settings themselves.
 */
export async function contactItemWrites(db: DB, values: ContactFields): Promise<BatchItem<"sqlite">[]> {
  const rows = await readRows(db);
  const wanted: [Row["type"], string, string][] = [
    ["email", values.contact_email, values.contact_email],
    ["phone", values.contact_phone, values.contact_phone],
    ["address", values.address_ar || values.address_en, values.address_en || values.address_ar],
  ];
  const writes: BatchItem<"sqlite">[] = [];
  for (const [type, valueAr, valueEn] of wanted) {
    const row = firstOf(rows, type);
    if (!valueAr && !valueEn) {
      if (row) writes.push(db.delete(contactInfo).where(eq(contactInfo.id, row.id)));
    } else if (!row) {
      writes.push(db.insert(contactInfo).values({ type, valueAr, valueEn, ...fresh[type] }));
    } else if (row.valueAr !== valueAr || row.valueEn !== valueEn) {
      writes.push(db.update(contactInfo).set({ valueAr, valueEn }).where(eq(contactInfo.id, row.id)));
    }
  }
  return writes;
}
