import type { DB } from "../../db/client";
import { socialLinks } from "../../db/schema";
import type { SocialDto, SocialInput, SocialRow } from "../../shared/contract/social";
import { inSiteOrder } from "../lib/site-order";

/** The row as the API answers it; a link without an icon of its own shows its platform's. */
export const serializeSocial = (r: SocialRow): SocialDto => ({ ...r, icon: r.icon ?? r.platform });

export async function listSocialLinks(db: DB, activeOnly: boolean): Promise<SocialDto[]> {
  const rows = await inSiteOrder(db, socialLinks, activeOnly);
  return rows.map(serializeSocial);
}

/** Replaces the whole list in one atomic batch (add, edit and delete all resend the array). */
export async function replaceSocialLinks(db: DB, items: SocialInput[]) {
  await db.batch([db.delete(socialLinks), ...(items.length ? [db.insert(socialLinks).values(items)] : [])]);
  return listSocialLinks(db, false);
}
