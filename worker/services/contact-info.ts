import type { DB } from "../../db/client";
import { contactInfo } from "../../db/schema";
import type { Lang } from "../../locales/i18n";
import { pick } from "../lib/localize";
import type { ContactDto, ContactInput, ContactRow } from "../../shared/contract/contact";
import { inSiteOrder } from "../lib/site-order";

// Email first, then phone, then address.
const typeRank = { email: 1, phone: 2, address: 3 } as const;

/** The row as the API answers it: its columns plus the texts in the asked language. */
export const serializeContact = (r: ContactRow, lang: Lang): ContactDto => ({
  ...r,
  label: pick(lang, r.label_ar, r.label_en),
  value: pick(lang, r.value_ar, r.value_en),
});

export async function listContactInfo(db: DB, lang: Lang, activeOnly: boolean): Promise<ContactDto[]> {
  const rows = await inSiteOrder(db, contactInfo, activeOnly);
  return rows
    .sort((a, b) => typeRank[a.type] - typeRank[b.type] || a.order_index - b.order_index || a.id - b.id)
    .map((r) => serializeContact(r, lang));
}

/** Replaces the whole list in one atomic batch, keeping the ids the client sent. */
export async function replaceContactInfo(db: DB, items: ContactInput[], lang: Lang) {
  await db.batch([db.delete(contactInfo), ...(items.length ? [db.insert(contactInfo).values(items)] : [])]);
  return listContactInfo(db, lang, false);
}
