import { asc, eq } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { DB } from "../../db/client";
import { contactInfo } from "../../db/schema";
import type { ContactFields, ContactRow } from "../../shared/contract/contact";

/*
 * The agency's e-mail, phone and address are stored in one place: the contact items (the admin's
 * Contact screen, `/api/contact-info`, the landing page's contact section). The site settings'
 * contact fields (`contact_email`, `contact_phone`, `address_ar/_en`) are a view of the first
 * item of each type: reading settings takes them from the items, and saving settings writes
 * them to those items. The settings rows never hold them, so the two screens can never show two
 * different addresses.
 */

const firstOf = (rows: ContactRow[], type: ContactRow["type"]) =>
  rows.filter((r) => r.type === type).sort((a, b) => a.order_index - b.order_index || a.id - b.id)[0];
const readRows = (db: DB) => db.select().from(contactInfo).orderBy(asc(contactInfo.order_index), asc(contactInfo.id));

/** The settings' contact fields from the contact items; a type without an item gives its value in `fallback`. */
export async function contactFieldsFromItems(db: DB, fallback: ContactFields): Promise<ContactFields> {
  const rows = await readRows(db);
  const email = firstOf(rows, "email");
  const phone = firstOf(rows, "phone");
  const address = firstOf(rows, "address");
  return {
    contact_email: email ? email.value_en || email.value_ar : fallback.contact_email,
    contact_phone: phone ? phone.value_en || phone.value_ar : fallback.contact_phone,
    address_ar: address ? address.value_ar : fallback.address_ar,
    address_en: address ? address.value_en : fallback.address_en,
  };
}

// Labels and icons of an item created from the settings screen (no item of that type yet).
const fresh = {
  email: { label_ar: "البريد الإلكتروني", label_en: "Email", icon: "Mail" as const, order_index: 1 },
  phone: { label_ar: "الهاتف", label_en: "Phone", icon: "Phone" as const, order_index: 2 },
  address: { label_ar: "العنوان", label_en: "Address", icon: "MapPin" as const, order_index: 3 },
};

/**
 * The writes that make the contact items say what the settings now say: the first item of a
 * type is updated (or created), and removed when its value was emptied. Run in the same batch
 * as the settings themselves.
 */
export async function contactItemWrites(db: DB, values: ContactFields): Promise<BatchItem<"sqlite">[]> {
  const rows = await readRows(db);
  const wanted: [ContactRow["type"], string, string][] = [
    ["email", values.contact_email, values.contact_email],
    ["phone", values.contact_phone, values.contact_phone],
    ["address", values.address_ar || values.address_en, values.address_en || values.address_ar],
  ];
  const writes: BatchItem<"sqlite">[] = [];
  for (const [type, value_ar, value_en] of wanted) {
    const row = firstOf(rows, type);
    if (!value_ar && !value_en) {
      if (row) writes.push(db.delete(contactInfo).where(eq(contactInfo.id, row.id)));
    } else if (!row) {
      writes.push(db.insert(contactInfo).values({ type, value_ar, value_en, ...fresh[type] }));
    } else if (row.value_ar !== value_ar || row.value_en !== value_en) {
      writes.push(db.update(contactInfo).set({ value_ar, value_en }).where(eq(contactInfo.id, row.id)));
    }
  }
  return writes;
}
