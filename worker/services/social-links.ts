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

export interface SocialInput {
  id?: number;
  platform: SocialRow["platform"];
  url: string;
  icon: string | null;
  is_active: boolean;
  order_index: number;
}

/** Replaces the whole list in one atomic batch (add, edit and delete all resend the array). */
export async function replaceSocialLinks(db: DB, items: SocialInput[]) {
  await db.batch([
    db.delete(socialLinks),
    ...(items.length
      ? [
          db.insert(socialLinks).values(
            items.map((i) => ({ id: i.id, platform: i.platform, url: i.url, icon: i.icon, isActive: i.is_active, orderIndex: i.order_index })),
          ),
        ]
      : []),
  ]);
  return listSocialLinks(db, false);
}
