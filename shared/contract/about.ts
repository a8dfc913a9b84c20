import type { aboutContent } from "../../db/schema";

/** The About section (`/api/about`): one row of bilingual text and the agency's figures. */

export type AboutRow = typeof aboutContent.$inferSelect;

/**
 * The About section as the API answers it: the stored columns (but the row's fixed id) plus
 * title, description, mission and office in the asked language.
 */
export type AboutDto = Omit<AboutRow, "id"> & Record<"title" | "description" | "mission" | "office", string>;
