import { createInsertSchema } from "drizzle-zod";
import { z } from "zod";
import { portfolioImages, portfolioProjects } from "../../db/schema/content";
import { serverColumns, withDefaults, type ApiRow } from "./resource";
import { boolean, imageUrl, integer, isoDate, optionalHttpUrl, optionalSlug, optionalText, requiredText, optionalRichBody, stringList } from "./fields";
import type { RichState } from "../rich-text";

/**
 * A portfolio project and its images in the API. The tables' keys are the API's names, so the
 * body an admin sends and the answer both derive from `portfolioProjects` and `portfolioImages`.
 */

export type ProjectRow = typeof portfolioProjects.$inferSelect;
export type ImageRow = typeof portfolioImages.$inferSelect;

/** An image as sent: its address and its alt text in both languages (blank when left out). */
const imageBody = createInsertSchema(portfolioImages, { imageUrl: imageUrl(), altText_ar: optionalText(200), altText_en: optionalText(200) }).pick({
  imageUrl: true,
  altText_ar: true,
  altText_en: true,
});

/**
 * What an admin sends for a project: every column but those the server writes, refined where the API asks more
 * than the table (lengths, the Arabic texts required, a real date, a web link), and the images.
 */
export const projectBody = createInsertSchema(portfolioProjects, {
  title_ar: requiredText(160),
  title_en: optionalText(160),
  description_ar: requiredText(4000),
  description_en: optionalText(4000),
  client: requiredText(120),
  completion_date: isoDate(),
  technologies: stringList(20, 40),
  is_featured: boolean(),
  link: optionalHttpUrl(),
  order_index: integer(0, 10_000),
})
  .omit(serverColumns)
  .extend({
    images: z.array(imageBody).max(12, "validation.tooMany"),
    // The case study's address (/work/{slug}); blank: made from the title.
    slug: optionalSlug(),
    // The case study's story, in the editor's rich text (optional: the description stands alone).
    content_ar: optionalRichBody(),
    content_en: optionalRichBody(),
  });
/** A new project may leave out what has a sensible default. */
export const createProjectBody = withDefaults(projectBody, { technologies: [], is_featured: false, order_index: 0, images: [] });
/** An edit: any of the fields; an images list, when sent, replaces the old one. */
export const updateProjectBody = projectBody.partial();

/** A project as the server takes it after validation. */
export type ProjectInput = z.output<typeof createProjectBody>;
export type ProjectUpdate = z.output<typeof updateProjectBody>;
/** One image as the form sends it. */
export type ProjectImageBody = z.input<typeof imageBody>;

/** An image as the API answers it: its address and alt texts, plus the alt text in the asked language. */
export type ImageDto = Omit<ImageRow, "project_id" | "order_index"> & { altText: string };
/**
 * A project as the API answers it: its columns, each text in the asked language, its images, and
 * the date and featured flag a second time under the names older clients read (`completionDate`,
 * `isFeatured`).
 */
export type ProjectDto = Omit<ApiRow<ProjectRow>, "content_ar" | "content_en"> & {
  title: string;
  description: string;
  /** The case study's story in each language, and in the asked one (the other when it has none). */
  content_ar: RichState;
  content_en: RichState;
  content: RichState;
  content_format: "lexical";
  /** The case study's page: /work/{slug}. */
  path: string;
  completionDate: ProjectRow["completion_date"];
  isFeatured: ProjectRow["is_featured"];
  images: ImageDto[];
};
