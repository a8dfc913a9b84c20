import { blogCategories } from "../../../db/schema/enums";
import type { PostDto, PostInput } from "../../../shared/contract/blog";
import { postRules } from "../../../shared/form-rules";
import { client, data } from "../core/api";
import { ContentForm, type ContentFormConfig } from "../kit/content-form";
import { categoryField } from "../kit/fields";
import { formValues, type ItemFormProps } from "../kit/form-parts";

/** A post as the API answers it. */
export type Post = PostDto;

/** The form's values: what the API takes, with the category still unchosen ("") at first. */
type PostForm = Omit<PostInput, "category"> & { category: PostInput["category"] | "" };

export const postForm: ContentFormConfig<Post, PostForm, PostInput> = {
  strings: "blog",
  initial: (post) => ({
    ...formValues<Omit<PostForm, "status">>(
      { title_ar: "", title_en: "", excerpt_ar: "", excerpt_en: "", content_ar: "", content_en: "", image: "", alt_text_ar: "", alt_text_en: "", category: "", tags: [] },
      post,
    ),
    // An archived post opens in the form as a draft.
    status: post?.status === "published" ? "published" : "draft",
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
    { kind: "tags", name: "tags", label: t("fields.tags") },
  ],
  // The rules above have checked the category before this sends.
  body: (values) => ({ ...values, category: values.category as PostInput["category"] }),
  send: (json, post) =>
    data(post ? client["blog-posts"][":id"].$put({ param: { id: String(post.id) }, json }) : client["blog-posts"].$post({ json })),
};

/** Create or edit an article: both languages, image by URL or upload, draft or published. */
export function BlogForm(props: ItemFormProps<Post>) {
  return <ContentForm {...props} config={postForm} />;
}
