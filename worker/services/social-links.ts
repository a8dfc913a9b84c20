import { asc, eq } from "drizzle-orm";
import type { DB } from "../../db/client";
import { socialLinks } from "../../db/schema";

type SocialRow = typeof socialLinks.$inferSelect;

export const serializeSocial = (r: SocialRow) => ({
  id: r.id,
  platform: r.platform,
  url: r.url,
  icon: r.icon ?? r.platform,
  is_active: r.isActive,
  order_index: r.orderIndex,
});
export type SocialDto = ReturnType<typeof serializeSocial>;

export async function listSocialLinks(db: DB, activeOnly: boolean): Promise<SocialDto[]> {
  const rows = await db
    .select()
    .from(socialLinks)
    .where(activeOnly ? eq(socialLinks.isActive, true) : undefined)
    .orderBy(asc(socialLinks.orderIndex), asc(socialLinks.id));
  return rows.map(serializeSocial);
}
