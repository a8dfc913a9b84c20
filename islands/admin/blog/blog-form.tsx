import { blogCategories } from "../../../db/schema/enums";
import type { PostDto, PostInput } from "../../../shared/contract/blog";
import { postRules } from "../../../shared/form-rules";
import { client, data } from "../core/api";
import { ContentForm, type ContentFormConfig } from "../kit/content-form";
import { categoryField, type FieldSpec } from "../kit/fields";
import { formValues, type ItemFormProps } from "../kit/form-parts";
import { isRequired, type ContentRule, type Rules } from "../core/validate";
import { RichField } from "./rich-field";
import { hasRichContent, richBodyOf, richStateOf, type RichValue } from "./rich/state";

/** A post as the API answers it. */
export type Post = PostDto;

/**
 * The form's values: what the API takes, with the category still unchosen ("") at first, the
 * schedule as the phone's date-and-time fields hold it (local time, "" for none) and each body
 * as the rich-text editor's tree (null for none; plain text until the editor has changed it).
 */
type PostForm = Omit<PostInput, "category" | "publish_at" | "unpublish_at" | "content_ar" | "content_en" | "slug_ar" | "slug_en" | "content_format" | "base_updated_at" | "autosave"> & {
  // A slug left blank is made from the title by the server.
  slug_ar: string;
  slug_en: string;
  category: PostInput["category"] | "";
  publish_at: string;
  unpublish_at: string;
  content_ar: RichValue | string | null;
  content_en: RichValue | string | null;
};

/**
 * A body's rule in the browser: the server's says required (Arabic) or not (English), and the
 * form decides what "empty" means for a tree: no word, no image and no video in it. No length is
 * checked here; the server measures the tree and answers under the editor.
 */
const bodyRule = (required: boolean): ContentRule => ({ required, isEmpty: (value) => !hasRichContent(value) });
const rules: Rules<PostForm> = { ...postRules, content_ar: bodyRule(postRules.content_ar.required), content_en: bodyRule(postRules.content_en.required) };

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
    ...formValues<Omit<PostForm, "status" | "publish_at" | "unpublish_at" | "content_ar" | "content_en">>(
      {
        title_ar: "",
        title_en: "",
        excerpt_ar: "",
        excerpt_en: "",
        slug_ar: "",
        slug_en: "",
        meta_title_ar: "",
        meta_title_en: "",
        meta_description_ar: "",
        meta_description_en: "",
        image: "",
        alt_text_ar: "",
        alt_text_en: "",
        category: "",
        tags: [],
      },
      post,
    ),
    // The API answers trees; one that still answers plain text (or its JSON) opens the same way.
    content_ar: richStateOf(post?.content_ar),
    content_en: richStateOf(post?.content_en),
    // An archived post opens in the form as a draft.
    status: post?.status === "published" ? "published" : "draft",
    publish_at: toLocalInput(post?.publish_at),
    unpublish_at: toLocalInput(post?.unpublish_at),
  }),
  // The server's rules for a new post (title, excerpt, content, image and alt text in Arabic, and the category are required).
  rules,
  fields: (t, form) => [
    { kind: "pair", name: "title", label: t("fields.title") },
    { kind: "pair", name: "excerpt", label: t("fields.excerpt"), multiline: true, rows: 2 },
    // Each body in its own rich-text editor, the Arabic one first (the site's first language).
    ...(["ar", "en"] as const).map(
      (lang): FieldSpec<PostForm> => ({
        kind: "custom",
        key: `content_${lang}`,
        render: () => (
          <RichField
            form={form}
            name={`content_${lang}`}
            lang={lang}
            label={t(lang === "ar" ? "common.inArabic" : "common.inEnglish", { label: t("fields.content") })}
            required={isRequired(rules[`content_${lang}`])}
          />
        ),
      }),
    ),
    { kind: "image", name: "image", label: t("fields.image") },
    { kind: "pair", name: "alt_text", label: t("fields.altText") },
    categoryField(t, "blog", blogCategories),
    { kind: "choice", name: "status", label: t("fields.status"), options: (["draft", "published"] as const).map((s) => ({ value: s, label: t(`blog.status.${s}`) })) },
    // When a published post goes public and when it goes (both optional): it appears and leaves by itself.
    { kind: "text", name: "publish_at", type: "datetime-local", label: t("blog.publishAt") },
    { kind: "text", name: "unpublish_at", type: "datetime-local", label: t("blog.unpublishAt") },
    { kind: "tags", name: "tags", label: t("fields.tags") },
    // The address and what search engines and link previews show (blank: made from the title and excerpt).
    { kind: "pair", name: "slug", label: t("fields.slug") },
    { kind: "pair", name: "meta_title", label: t("fields.metaTitle") },
    { kind: "pair", name: "meta_description", label: t("fields.metaDescription"), multiline: true, rows: 2 },
  ],
  // The rules above have checked the category before this sends.
  body: (values) => ({
    ...values,
    category: values.category as PostInput["category"],
    // Each body as the tree's JSON ("" for none), which the server reads as the tree itself.
    content_ar: richBodyOf(values.content_ar),
    content_en: richBodyOf(values.content_en),
    content_format: "lexical",
    slug_ar: values.slug_ar.trim() || null,
    slug_en: values.slug_en.trim() || null,
    base_updated_at: "",
    autosave: false,
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
