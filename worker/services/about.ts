import { eq } from "drizzle-orm";
import type { DB } from "../../db/client";
import { aboutContent } from "../../db/schema";
import type { Lang } from "../../locales/i18n";
import { pick } from "../lib/localize";

export async function readAbout(db: DB, lang: Lang) {
  const [row] = await db.select().from(aboutContent).where(eq(aboutContent.id, 1));
  if (!row) return null;
  return {
    title_ar: row.titleAr,
    title_en: row.titleEn,
    title: pick(lang, row.titleAr, row.titleEn),
    description_ar: row.descriptionAr,
    description_en: row.descriptionEn,
    description: pick(lang, row.descriptionAr, row.descriptionEn),
    mission_ar: row.missionAr,
    mission_en: row.missionEn,
    mission: pick(lang, row.missionAr, row.missionEn),
    office_ar: row.officeAr,
    office_en: row.officeEn,
    office: pick(lang, row.officeAr, row.officeEn),
    founded_year: row.foundedYear,
    experience_years: row.experienceYears,
    clients: row.clients,
    projects: row.projects,
    permanent_clients: row.permanentClients,
    satisfaction: row.satisfaction,
    updated_at: row.updatedAt,
  };
}
export type AboutDto = NonNullable<Awaited<ReturnType<typeof readAbout>>>;
