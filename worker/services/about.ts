import { eq } from "drizzle-orm";
import type { DB } from "../../db/client";
import { aboutContent } from "../../db/schema";
import type { Lang } from "../../locales/i18n";
import type { AboutDto } from "../../shared/contract/about";
import { pick } from "../lib/localize";

/** The About section with its texts in the asked language; null before any was written. */
export async function readAbout(db: DB, lang: Lang): Promise<AboutDto | null> {
  const [row] = await db.select().from(aboutContent).where(eq(aboutContent.id, 1));
  if (!row) return null;
  // The id is always 1: it names the one row, not anything a client uses.
  const { id: _id, ...about } = row;
  return {
    ...about,
    title: pick(lang, row.title_ar, row.title_en),
    description: pick(lang, row.description_ar, row.description_en),
    mission: pick(lang, row.mission_ar, row.mission_en),
    office: pick(lang, row.office_ar, row.office_en),
  };
}
