import { portfolioCategories } from "../../../db/schema/enums";
import type { ProjectDto, ProjectInput } from "../../../shared/contract/portfolio";
import { projectRules } from "../../../shared/form-rules";
import { client, data } from "../core/api";
import { ContentForm, type ContentFormConfig } from "../kit/content-form";
import { categoryField, type FieldSpec } from "../kit/fields";
import type { ContentRule, Rules } from "../core/validate";
import { RichField } from "../blog/rich-field";
import { hasRichContent, richBodyOf, richStateOf, type RichValue } from "../blog/rich/state";
import { formValues, type ItemFormProps } from "../kit/form-parts";
import { ImagesEditor } from "../kit/images-editor";

/** A project as the API answers it. */
export type Project = ProjectDto;

/** The form's values: what the API takes, with the category unchosen ("") at first and order and link as typed. */
type ProjectForm = Omit<ProjectInput, "category" | "order_index" | "link" | "slug" | "content_ar" | "content_en"> & {
  category: ProjectInput["category"] | "";
  order_index: string;
  link: string;
  // Blank: the server makes the case study's address from the title.
  slug: string;
  // The case study's story in each language, as the rich-text editor's tree (null for none).
  content_ar: RichValue | string | null;
  content_en: RichValue | string | null;
};

// The story is optional in both languages; "empty" means no word, image or video in it.
const storyRule = (): ContentRule => ({ required: false, isEmpty: (value) => !hasRichContent(value) });
const rules: Rules<ProjectForm> = { ...projectRules, content_ar: storyRule(), content_en: storyRule() };

export const projectForm: ContentFormConfig<Project, ProjectForm, ProjectInput> = {
  strings: "portfolio",
  initial: (p) => ({
    ...formValues<Omit<ProjectForm, "completion_date" | "order_index" | "images" | "content_ar" | "content_en">>(
      { title_ar: "", title_en: "", description_ar: "", description_en: "", category: "", client: "", technologies: [], is_featured: false, link: "", slug: "" },
      p,
    ),
    content_ar: richStateOf(p?.content_ar),
    content_en: richStateOf(p?.content_en),
    completion_date: p?.completion_date?.slice(0, 10) ?? "",
    order_index: String(p?.order_index ?? 0),
    images: (p?.images ?? []).map((i) => ({ imageUrl: i.imageUrl, altText_ar: i.altText_ar ?? "", altText_en: i.altText_en ?? "" })),
  }),
  // The server's rules for a new project: title, client, category and description; a date; the
  // link a web address (typed bare, "agency.sy", as the server accepts and writes out in full).
  rules,
  fields: (t, form) => [
    { kind: "pair", name: "title", label: t("fields.title") },
    { kind: "pair", name: "description", label: t("fields.description"), multiline: true, rows: 3 },
    categoryField(t, "portfolio", portfolioCategories),
    { kind: "text", name: "client", label: t("fields.client") },
    { kind: "text", name: "completion_date", label: t("fields.completionDate"), type: "date" },
    { kind: "text", name: "link", label: t("fields.link"), type: "url", dir: "ltr" },
    { kind: "text", name: "order_index", label: t("fields.order"), type: "number" },
    {
      kind: "choice",
      name: "is_featured",
      label: t("portfolio.kind"),
      options: [
        { value: true, label: t("portfolio.featured") },
        { value: false, label: t("portfolio.normal") },
      ],
    },
    { kind: "tags", name: "technologies", label: t("fields.technologies") },
    // The case study's page: its address and its story, each language in its own editor.
    { kind: "text", name: "slug", label: t("fields.slug"), dir: "ltr" },
    ...(["ar", "en"] as const).map(
      (lang): FieldSpec<ProjectForm> => ({
        kind: "custom",
        key: `content_${lang}`,
        render: () => (
          <RichField form={form} name={`content_${lang}`} lang={lang} label={t(lang === "ar" ? "common.inArabic" : "common.inEnglish", { label: t("fields.story") })} required={false} />
        ),
      }),
    ),
    {
      kind: "custom",
      key: "images",
      render: () => <ImagesEditor images={form.values.images} onChange={(images) => form.set("images", images)} errors={form.errors} />,
    },
  ],
  // The rules above have checked the category before this sends.
  body: (values) => ({
    ...values,
    category: values.category as ProjectInput["category"],
    link: values.link || null,
    order_index: Number(values.order_index || 0),
    images: values.images.filter((i) => i.imageUrl.trim()),
    slug: values.slug.trim() || null,
    content_ar: richBodyOf(values.content_ar),
    content_en: richBodyOf(values.content_en),
  }),
  send: (json, project) =>
    project ? data(client.portfolio[":id"].$put({ param: { id: String(project.id) }, json })) : data(client.portfolio.$post({ json })),
};

/** Create or edit a portfolio project: texts, client, date, featured or normal, technologies, images. */
export function PortfolioForm(props: ItemFormProps<Project>) {
  return <ContentForm {...props} config={projectForm} />;
}
