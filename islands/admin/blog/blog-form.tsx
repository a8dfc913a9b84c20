import { blogCategories } from "../../../db/schema/enums";
import type { PostDto, PostInput } from "../../../shared/contract/blog";
import { postRules } from "../../../shared/form-rules";
import { client, data } from "../core/api";
import { ContentForm, type ContentFormConfig } from "../kit/content-form";
import { categoryField } from "../kit/fields";
import { formValues, type ItemFormProps } from "../kit/form-parts";

/** A post as the API answers it. */
export type Post = PostDto;

/**
 * The form's values: what the API takes, with the category still unchosen ("") at first and the
 * schedule as the phone's date-and-time fields hold it (local time, "" for none).
 */
type PostForm = Omit<PostInput, "category" | "publish_at" | "unpublish_at"> & { category: PostInput["category"] | ""; publish_at: string; unpublish_at: string };

/** An ISO moment as a datetime-local field shows it, in the admin's own time zone ("" for none). */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return "";
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local value (the admin's time zone) as the ISO moment the API takes; null for none. */
export const fromLocalInput = (local: string): string | null => (local ? new Date(local).toISOString() : null);

export const postForm: ContentFormConfig<Post, PostForm, PostInput> = {
  strings: "blog",
  initial: (post) => ({
    ...formValues<Omit<PostForm, "status" | "publish_at" | "unpublish_at">>(
      { title_ar: "", title_en: "", excerpt_ar: "", excerpt_en: "", content_ar: "", content_en: "", image: "", alt_text_ar: "", alt_text_en: "", category: "", tags: [] },
      post,
    ),
    // An archived post opens in the form as a draft.
    status: post?.status === "published" ? "published" : "draft",
    publish_at: toLocalInput(post?.publish_at),
    unpublish_at: toLocalInput(post?.unpublish_at),
  }),
  // The server's rules for a new post (title, excerpt, content, image and alt text in Arabic, and the category are required).
  rules: postRules,
  fields: (t) => [
    { kind: "pair", name: "title", label: t("fields.title") },
    { kind: "pair", name: "excerpt", label: t("fields.excerpt"), multiline: true, rows: 2 },
    { kind: "pair", name: "content", label: t("fields.content"), multiline: true, rows: 8 },
    { kind: "image", name: "image", label: t("fields.image") },
    { kind: "pair", name: "alt_text", label: t("fields.altText") },
    categoryField(t, "blog", blogCategories),
    { kind: "choice", name: "status", label: t("fields.status"), options: (["draft", "published"] as const).map((s) => ({ value: s, label: t(`blog.status.${s}`) })) },
    // When a published post goes public and when it goes (both optional): it appears and leaves by itself.
    { kind: "text", name: "publish_at", type: "datetime-local", label: t("blog.publishAt") },
    { kind: "text", name: "unpublish_at", type: "datetime-local", label: t("blog.unpublishAt") },
    { kind: "tags", name: "tags", label: t("fields.tags") },
  ],
  // The rules above have checked the category before this sends.
  body: (values) => ({
    ...values,
    category: values.category as PostInput["category"],
    publish_at: fromLocalInput(values.publish_at),
    unpublish_at: fromLocalInput(values.unpublish_at),
  }),
  send: (json, post) =>
    data(post ? client["blog-posts"][":id"].$put({ param: { id: String(post.id) }, json }) : client["blog-posts"].$post({ json })),
};

/** Create or edit an article: both languages, image by URL or upload, draft or published. */
export function BlogForm(props: ItemFormProps<Post>) {
  return <ContentForm {...props} config={postForm} />;
}
