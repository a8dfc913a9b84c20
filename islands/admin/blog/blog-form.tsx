import { css } from "styled-system/css";
import { blogCategories } from "../../../db/schema/enums";
import { SelectField, TextPair } from "../kit/fields";
import { Field, FormShell, useItemForm, type ItemFormProps } from "../kit/form-parts";
import { ImageField } from "../kit/image-field";
import { checkboxRow, fullRow } from "../core/styles";
import { TagsField } from "../kit/tags-field";
import type { Rules } from "../core/validate";
import type { PostDto, PostInput } from "../../../worker/services/blog-posts";
import { client, data } from "../core/api";

/** A post as the API answers it (the service's DTO). */
export type Post = PostDto;

/** The form's values: what the API takes, with the category still unchosen ("") at first. */
type PostForm = Omit<PostInput, "category"> & { category: PostInput["category"] | "" };

/** Title, category, excerpt, content, image (URL) and alt text are required. */
const rules: Rules = {
  title_ar: ["required"],
  excerpt_ar: ["required"],
  content_ar: ["required"],
  image: ["required", "imageUrl"],
  alt_text_ar: ["required"],
  category: ["required"],
};

const initial = (post: Post | null): PostForm => ({
  title_ar: post?.title_ar ?? "",
  title_en: post?.title_en ?? "",
  excerpt_ar: post?.excerpt_ar ?? "",
  excerpt_en: post?.excerpt_en ?? "",
  content_ar: post?.content_ar ?? "",
  content_en: post?.content_en ?? "",
  image: post?.image ?? "",
  alt_text_ar: post?.alt_text_ar ?? "",
  alt_text_en: post?.alt_text_en ?? "",
  category: post?.category ?? "",
  tags: post?.tags ?? [],
  // An archived post opens in the form as a draft.
  status: post?.status === "published" ? "published" : "draft",
});

/** Create or edit an article: both languages, image by URL or upload, draft or published. */
export function BlogForm({ item: post, onSaved, onCancel }: ItemFormProps<Post>) {
  const { t, form, values, saving, submit } = useItemForm(post, initial);
  // The rules above have checked the category before this sends.
  const body = (): PostInput => ({ ...values, category: values.category as PostInput["category"] });
  const send = (json: PostInput) =>
    data(post ? client["blog-posts"][":id"].$put({ param: { id: String(post.id) }, json }) : client["blog-posts"].$post({ json }));
  const save = () => submit({ path: "/blog-posts", id: post?.id, rules, values, setErrors: form.setErrors, body, onSaved, send: (json) => send(json as PostInput) });

  return (
    <FormShell title={post ? t("blog.edit") : t("blog.new")} errors={form.errors} saving={saving} onSubmit={save} onCancel={onCancel}>
      <TextPair form={form} name="title" label={t("fields.title")} required />
      <TextPair form={form} name="excerpt" label={t("fields.excerpt")} required multiline rows={2} />
      <TextPair form={form} name="content" label={t("fields.content")} required multiline rows={8} />
      <ImageField name="image" label={t("fields.image")} value={values.image} onChange={(v) => form.set("image", v)} error={form.errors.image} required />
      <TextPair form={form} name="alt_text" label={t("fields.altText")} required />
      <SelectField
        form={form}
        name="category"
        label={t("fields.category")}
        required
        placeholder={t("common.choose")}
        options={blogCategories.map((c) => ({ value: c, label: t(`blog.categories.${c}`) }))}
      />
      <Field name="status" label={t("fields.status")}>
        <div role="radiogroup" className={css({ display: "flex", gap: "4", paddingBlock: "2" })}>
          {(["draft", "published"] as const).map((s) => (
            <label key={s} className={checkboxRow}>
              <input type="radio" name="status" value={s} checked={values.status === s} onChange={() => form.set("status", s)} />
              {t(`blog.status.${s}`)}
            </label>
          ))}
        </div>
      </Field>
      <div className={fullRow}>
        <TagsField name="tags" label={t("fields.tags")} value={values.tags} onChange={(tags) => form.set("tags", tags)} error={form.errors.tags} />
      </div>
    </FormShell>
  );
}
