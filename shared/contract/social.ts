import { createInsertSchema } from "drizzle-zod";
import { z } from "zod";
import { socialLinks, socialPlatforms } from "../../db/schema";
import { normalizeWebAddress, type Platform } from "../web-address";
import { boolean, httpUrl, integer, optionalText, uniqueIds } from "./fields";

/** The agency's social links (`/api/social-media`), in the table's own names. */

export type SocialRow = typeof socialLinks.$inferSelect;

/** A link as the API answers it: a link without an icon of its own shows its platform's. */
export type SocialDto = SocialRow & { icon: string };

// A handle typed in a network's row ("@yasmin.cafe") becomes that network's profile address.
const withProfileUrl = (raw: unknown) => {
  if (!raw || typeof raw !== "object") return raw;
  const row = raw as { platform?: unknown; url?: unknown };
  const platform = (socialPlatforms as readonly unknown[]).includes(row.platform) ? (row.platform as Platform) : undefined;
  return typeof row.url === "string" && platform ? { ...row, url: normalizeWebAddress(row.url, platform) } : raw;
};

/** One link, derived from the table and refined: web links only, lengths, a blank icon meaning the platform's own. */
export const socialLinkBody = z.preprocess(
  withProfileUrl,
  createInsertSchema(socialLinks, {
    id: integer(1, 1_000_000_000).optional(),
    url: httpUrl(),
    icon: optionalText(40).transform((v) => v || null),
    is_active: boolean().default(true),
    order_index: integer(0, 10_000).default(0),
  }),
);

/** The whole list of links an admin saves at once (PUT replaces it); ids must not repeat. */
export const socialListBody = uniqueIds(z.array(socialLinkBody).max(30, "validation.tooMany"));

/** What a client sends for one link, and what the server stores. */
export type SocialItemInput = z.input<typeof socialLinkBody>;
export type SocialInput = z.output<typeof socialLinkBody>;
