import { useState } from "react";
import { css, cx } from "styled-system/css";
import { blogCategories } from "../../../db/schema/enums";
import { formatTime } from "../../../locales/format";
import { alertBox } from "../../../shared/ui";
import type { PostDto, PostInput } from "../../../shared/contract/blog";
import { postRules } from "../../../shared/form-rules";
import { byId, client, data, errorMessage } from "../core/api";
import { useAdmin } from "../core/i18n";
import { button } from "../core/styles";
import { toast } from "../core/toasts";
import { ConfirmDialog } from "../kit/confirm-dialog";
import type { ContentFormConfig } from "../kit/content-form";
import { categoryField, FormFields, type FieldSpec } from "../kit/fields";
import { FormShell, formValues, useFormState, useSubmit, type ItemFormProps } from "../kit/form-parts";
import { isRequired, validate, type ContentRule, type Rules } from "../core/validate";
import { PostHistory } from "./post-history";
import { usePostPreview } from "./post-preview";
import { RichField } from "./rich-field";
import { hasRichContent, richBodyOf, richStateOf, type RichValue } from "./rich/state";
import { usePostSync, type AutosaveStatus } from "./use-post-sync";

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
    // Which save this edit follows, and whether it is an autosave: the form's save fills them in.
    base_updated_at: "",
    autosave: false,
    publish_at: fromLocalInput(values.publish_at),
    unpublish_at: fromLocalInput(values.unpublish_at),
  }),
  send: (json, post) =>
    data(post ? client["blog-posts"][":id"].$put({ param: { id: String(post.id) }, json }) : client["blog-posts"].$post({ json })),
};

const passes = (values: PostForm) => Object.keys(validate(values, rules)).length === 0;
const bodyOf = postForm.body;

/**
 * Create or edit an article: both languages, image by URL or upload, draft or published.
 *
 * An existing post is also kept in step with the server while it is open (use-post-sync.ts):
 * every save names the version it follows, so it never overwrites a newer save (a conflict is
 * shown above the fields, with a reload); changes save by themselves a few seconds after the
 * typing stops (the status line beside the buttons says how that went); the preview makes a
 * review link of the post as saved; and the history lists, compares and restores its versions.
 * A new post has none of that until its first save.
 */
export function BlogForm({ item, onSaved, onCancel, onUpdated }: ItemFormProps<Post>) {
  const { t } = useAdmin();
  const form = useFormState(() => postForm.initial(item));
  const { saving, submit } = useSubmit<Post>();
  // Bumped when the form takes values from the server (a reload, a restore): the editors, which
  // read their text once, start again with the new text.
  const [generation, setGeneration] = useState(0);
  const [reloading, setReloading] = useState(false);
  const sync = usePostSync({
    post: item,
    values: form.values,
    body: bodyOf,
    valid: passes,
    send: (json) => postForm.send(json, item),
    onSaved: onUpdated,
    onFieldErrors: form.setErrors,
  });

  /** Saves with the form's checks first; `then` gets the saved post (the form closes on Save). */
  const saveThen = (then: (saved: Post) => void) =>
    submit({
      id: item?.id,
      rules,
      values: form.values,
      setErrors: form.setErrors,
      body: () => bodyOf(form.values),
      send: (input) => (item ? sync.save(input) : postForm.send(input, null)),
      onSaved: then,
    });

  /** The post as the server holds it now, in every field and both editors. */
  const adopt = (post: Post) => {
    const values = postForm.initial(post);
    form.setValues(values);
    form.setErrors({});
    setGeneration((g) => g + 1);
    sync.adopt(post, values);
    onUpdated?.(post);
  };

  // The preview shows the post as saved: unsaved changes are saved first (the form stays open).
  const preview = usePostPreview(item?.id ?? null, async () => {
    if (!sync.dirty) return true;
    let saved = false;
    await saveThen(() => void (saved = true));
    return saved;
  });

  const reload = async () => {
    if (!item) return;
    try {
      adopt(await data(client["blog-posts"][":id"].$get(byId(item.id))));
      setReloading(false);
      toast("success", t("blog.conflict.reloaded"));
    } catch (error) {
      toast("error", errorMessage(error));
    }
  };

  const restore = async (versionId: number) => {
    if (!item) return;
    try {
      const res = await sync.exclusive(() => client["blog-posts"][":id"].versions[":versionId"].restore.$post({ param: { id: String(item.id), versionId: String(versionId) } }));
      const answer = await res.json();
      if (!answer.success) throw new Error(t("common.genericError"));
      adopt(answer.data);
      toast("success", "message" in answer && answer.message ? answer.message : t("common.saved"));
    } catch (error) {
      toast("error", errorMessage(error));
      throw error;
    }
  };

  // Each editor keyed by the generation of the values it shows.
  const fields = postForm.fields(t, form).map((spec) => (spec.kind === "custom" ? { ...spec, key: `${spec.key}:${generation}` } : spec));

  return (
    <FormShell
      title={t(item ? "blog.edit" : "blog.new")}
      errors={form.errors}
      saving={saving}
      onSubmit={() => saveThen(onSaved)}
      onCancel={onCancel}
      notice={
        sync.conflict && (
          <div role="alert" data-testid="edit-conflict" className={cx(alertBox, css({ display: "grid", gap: "3", marginBlockEnd: "4", fontWeight: "semibold" }))}>
            <p>{sync.conflict}</p>
            <div>
              <button type="button" data-testid="reload-post" className={cx(button, css({ minBlockSize: "11" }))} onClick={() => setReloading(true)}>
                {t("blog.conflict.reload")}
              </button>
            </div>
          </div>
        )
      }
      actions={
        sync.enabled && (
          <>
            {preview.trigger}
            <AutosaveLine status={sync.status} dirty={sync.dirty} />
          </>
        )
      }
      footer={
        item && (
          <>
            {preview.panel}
            <PostHistory postId={item.id} refreshKey={sync.savedCount} dirty={sync.dirty} onRestore={restore} />
            <ConfirmDialog open={reloading} title={t("blog.conflict.reloadTitle")} confirmLabel={t("blog.conflict.reloadButton")} testId="confirm-reload" onConfirm={reload} onClose={() => setReloading(false)}>
              {t("blog.conflict.reloadConfirm")}
            </ConfirmDialog>
          </>
        )
      }
    >
      <FormFields form={form} fields={fields} rules={rules} />
    </FormShell>
  );
}

/**
 * The autosave's status, beside the buttons, read out when it changes (politely: never over
 * what the admin is typing): saving, saved at a time on the admin's clock, or why not.
 */
function AutosaveLine({ status, dirty }: { status: AutosaveStatus; dirty: boolean }) {
  const { t, lang } = useAdmin();
  const text = (() => {
    switch (status.state) {
      case "saving":
        return t("blog.autosave.saving");
      case "saved":
        return dirty ? t("blog.autosave.pending") : t("blog.autosave.saved", { time: formatTime(status.at, lang) });
      case "failed":
        return t("blog.autosave.failed", { message: status.message });
      case "invalid":
        return t("blog.autosave.invalid");
      case "stopped":
        return t("blog.autosave.stopped");
      default:
        return dirty ? t("blog.autosave.pending") : t("blog.autosave.idle");
    }
  })();
  const trouble = status.state === "failed" || status.state === "invalid" || status.state === "stopped";
  return (
    <p
      aria-live="polite"
      data-testid="autosave-status"
      data-state={status.state}
      className={css({
        flex: "1 1 14rem",
        minInlineSize: 0,
        alignSelf: "center",
        fontSize: "sm",
        color: trouble ? "danger" : "muted",
        fontWeight: trouble ? "semibold" : "normal",
        overflowWrap: "anywhere",
      })}
    >
      {text}
    </p>
  );
}
