import { asc, eq } from "drizzle-orm";
import { createSelectSchema } from "drizzle-zod";
import { z } from "zod";
import type { DB } from "../../db/client";
import { socialLinks, socialPlatforms } from "../../db/schema";
import { normalizeWebAddress, type Platform } from "../../shared/web-address";
import { boolean, httpUrl, integer, optionalText, uniqueIds, withAliases } from "../../shared/contract/fields";

export type SocialRow = typeof socialLinks.$inferSelect;

/** A link's columns as zod, derived from the table (names, the platforms) and refined: web links only, lengths. */
const socialColumns = createSelectSchema(socialLinks, {
  id: integer(1, 1_000_000_000),
  url: httpUrl(),
  // A blank icon means the platform's own.
  icon: optionalText(40).transform((v) => v || null),
  isActive: boolean(),
  orderIndex: integer(0, 10_000),
}).shape;

// A handle typed in a network's row ("@yasmin.cafe") becomes that network's profile address.
const withProfileUrl = (raw: unknown) => {
  if (!raw || typeof raw !== "object") return raw;
  const row = raw as { platform?: unknown; url?: unknown };
  const platform = (socialPlatforms as readonly unknown[]).includes(row.platform) ? (row.platform as Platform) : undefined;
  return typeof row.url === "string" && platform ? { ...row, url: normalizeWebAddress(row.url, platform) } : raw;
};

const socialLinkBody = withAliases(
  { order: "order_index", isActive: "is_active" },
  z.preprocess(withProfileUrl, z.object({
    id: socialColumns.id.optional(),
    platform: socialColumns.platform,
    url: socialColumns.url,
    icon: socialColumns.icon,
    is_active: socialColumns.isActive.default(true),
    order_index: socialColumns.orderIndex.default(0),
  })),
);

/** The whole list of links an admin saves at once (PUT replaces it); ids must not repeat. */
export const socialListBody = uniqueIds(z.array(socialLinkBody).max(30, "validation.tooMany"));
export type SocialInput = z.infer<typeof socialLinkBody>;

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
