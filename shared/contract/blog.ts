import { createInsertSchema } from "drizzle-zod";
import type { z } from "zod";
import { blogPosts } from "../../db/schema/content";
import { serverColumns, withDefaults, type ApiRow } from "./resource";
import { imageUrl, optionalMoment, optionalText, requiredText, stringList } from "./fields";

/**
 * A blog post in the API. The table's keys are the API's names, so the body an admin sends and
 * the answer both derive from `blogPosts`: rename a column there and the typecheck lists every
 * place still using the old name.
 */

export type PostRow = typeof blogPosts.$inferSelect;

/**
 * What an admin sends for a post: every column but those the server writes (the author, the
 * publishing date, the counts), refined where the API asks more than the table (lengths, the
 * Arabic texts required, an image address). The category and status keep the table's choices.
 */
export const postBody = createInsertSchema(blogPosts, {
  title_ar: requiredText(200),
  title_en: optionalText(200),
  excerpt_ar: requiredText(600),
  excerpt_en: optionalText(600),
  content_ar: requiredText(50_000),
  content_en: optionalText(50_000),
  image: imageUrl(),
  alt_text_ar: requiredText(200),
  alt_text_en: optionalText(200),
  tags: stringList(),
  // A published post is public from publish_at (when set) until unpublish_at (when set).
  publish_at: optionalMoment(),
  unpublish_at: optionalMoment(),
}).omit({ ...serverColumns, author_id: true, published_at: true, views: true, likes: true });
/** A post cannot go before it comes. */
const scheduleInOrder = (v: { publish_at?: string | null; unpublish_at?: string | null }) => !v.publish_at || !v.unpublish_at || v.publish_at < v.unpublish_at;
const scheduleIssue = { message: "validation.scheduleOrder", path: ["unpublish_at"] };
/** A new post: a post left without a status is a draft. */
export const createPostBody = withDefaults(postBody, { status: "draft" }).refine(scheduleInOrder, scheduleIssue);
/** An edit: any of the fields; those left out stay as they are. */
export const updatePostBody = postBody.partial().refine(scheduleInOrder, scheduleIssue);

/** A post as the server takes it after validation (texts trimmed, blanks as ""). */
export type PostInput = z.output<typeof createPostBody>;
export type PostUpdate = z.output<typeof updatePostBody>;

/** A post as the API answers it: its columns, plus each text in the asked language. */
export type PostDto = ApiRow<PostRow> & { title: string; excerpt: string; content: string; alt_text: string };
/** A post in the admin's list: without the article bodies, which only the edit form loads. */
export type PostListItem = Omit<PostDto, "content" | "content_ar" | "content_en">;
