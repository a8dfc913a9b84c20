import { createInsertSchema } from "drizzle-zod";
import { z } from "zod";
import { blogPosts } from "../../db/schema/content";
import { serverColumns, withDefaults, type ApiRow } from "./resource";
import { imageUrl, optionalMoment, optionalSlug, optionalText, requiredText, optionalRichBody, requiredRichBody, stringList } from "./fields";
import type { RichState } from "../rich-text";

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
  // The bodies: the rich-text editor's tree (or, from older clients, plain text), stored as JSON.
  content_ar: requiredRichBody(),
  content_en: optionalRichBody(),
  // Each language's address; left blank, the server makes one from the title.
  slug_ar: optionalSlug(),
  slug_en: optionalSlug(),
  meta_title_ar: optionalText(200),
  meta_title_en: optionalText(200),
  meta_description_ar: optionalText(320),
  meta_description_en: optionalText(320),
  image: imageUrl(),
  alt_text_ar: requiredText(200),
  alt_text_en: optionalText(200),
  tags: stringList(),
  // A published post is public from publish_at (when set) until unpublish_at (when set).
  publish_at: optionalMoment(),
  unpublish_at: optionalMoment(),
})
  .omit({ ...serverColumns, author_id: true, published_at: true, views: true, likes: true })
  .extend({
    // The bodies' format; the only one is the editor's ("lexical"). Plain text is still taken, as above.
    content_format: z.enum(["lexical", "plain"]).optional(),
    /**
     * An edit made from a form names the post's `updated_at` as it loaded it: when the post was
     * saved since (another tab, another admin), the edit is refused with 409 instead of
     * overwriting the newer text. An autosave also says so (`autosave: true`), which keeps one
     * version per few minutes of typing instead of one per save.
     */
    base_updated_at: z.string().max(40).optional(),
    autosave: z.boolean().optional(),
  });
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
export type PostDto = Omit<ApiRow<PostRow>, "content_ar" | "content_en"> & {
  title: string;
  excerpt: string;
  /** The asked language's body (the Arabic one when there is no English), and each language's. */
  content: RichState;
  content_ar: RichState;
  content_en: RichState;
  content_format: "lexical";
  /** Minutes to read the asked language's body. */
  read_minutes: number;
  alt_text: string;
  /** The post's address in the asked language, and what search engines and previews show. */
  path: string;
  meta_title: string;
  meta_description: string;
};
/** A post in the admin's list: without the article bodies, which only the edit form loads. */
export type PostListItem = Omit<PostDto, "content" | "content_ar" | "content_en" | "content_format">;
