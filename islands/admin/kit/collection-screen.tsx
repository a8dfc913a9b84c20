import type { ReactNode } from "react";
import type { Lang, Translate } from "../../../locales/i18n";
import { useConfirmDelete } from "./confirm-dialog";
import { useAdmin } from "../core/i18n";
import { PagedList, type BulkAction, type Column, type FilterDef, type RowView } from "./paged-list";
import { useCollection, useFormMode } from "./use-collection";

/** What one content type's card (or table row) shows; the screen adds the edit and delete buttons. */
export type CardView = Omit<RowView, "onEdit" | "onDelete">;

interface Context {
  t: Translate;
  lang: Lang;
}

/**
 * One content type's list screen, configured rather than copied: the paged list (search,
 * filters, sort, pager, table or cards, bulk actions) with an inline create/edit form and delete
 * with confirmation.
 */
export interface CollectionConfig<T extends { id: number }> {
  /** The API collection, e.g. "/blog-posts"; `…/:id` gives one whole item for the edit form. */
  apiPath: string;
  /** The admin route of the screen, e.g. "/blog" (`…/new` opens the empty form). */
  route: string;
  /** The locale namespace holding `title`, `new` and `empty`, e.g. "blog". */
  strings: string;
  /** The server's default sort, e.g. "-created_at". */
  sort: string;
  /** The name the delete confirmation asks about. */
  name: (item: T) => string;
  /** The card of one item. */
  card: (item: T, context: Context) => CardView;
  /** Filters with their default value, and how each select reads. */
  filters?: (context: Context) => (FilterDef & { default: string })[];
  titleSort?: string;
  statusSort?: string;
  columns?: (context: Context) => Column[];
  bulk?: (context: Context) => BulkAction[];
  /** The inline create/edit form. */
  form: (props: { item: T | null; onSaved: (item: T) => void; onCancel: () => void }) => ReactNode;
  /** More header buttons and panels (the gallery's upload). */
  tools?: ReactNode;
  panel?: (list: { upsert: (item: T) => void }) => ReactNode;
}

/** A paged, searchable list with an inline create/edit form and delete with confirmation. */
export function CollectionScreen<T extends { id: number }>({ config, creating }: { config: CollectionConfig<T>; creating: boolean }) {
  const { t, lang } = useAdmin();
  const context = { t, lang };
  const filters = config.filters?.(context) ?? [];
  const list = useCollection<T>(config.apiPath, {
    sort: config.sort,
    filters: Object.fromEntries(filters.map((f) => [f.name, f.default])),
  });
  const mode = useFormMode<T>(config.route, creating, config.apiPath);
  const del = useConfirmDelete(list.remove, config.name);
  const Form = config.form;

  return (
    <>
      <PagedList
        list={list}
        title={t(`${config.strings}.title`)}
        emptyText={t(`${config.strings}.empty`)}
        onNew={mode.startNew}
        newLabel={t(`${config.strings}.new`)}
        tools={config.tools}
        filters={filters}
        titleSort={config.titleSort}
        statusSort={config.statusSort}
        columns={config.columns?.(context)}
        bulk={config.bulk?.(context)}
        row={(item) => ({
          ...config.card(item, context),
          onEdit: () => void mode.startEdit(item),
          onDelete: () => del.ask(item),
        })}
      >
        {config.panel?.(list)}
        {mode.formOpen && (
          <Form
            key={mode.editing?.id ?? "new"}
            item={mode.editing}
            onSaved={(item) => {
              list.upsert(item);
              mode.close();
            }}
            onCancel={mode.close}
          />
        )}
      </PagedList>
      {del.dialog}
    </>
  );
}

/** The category filter (`category-filter`) of a content list, its names under `<strings>.categories`. */
export const categoryFilter = (t: Translate, strings: string, categories: readonly string[]): FilterDef & { default: string } => ({
  name: "category",
  default: "",
  testId: "category-filter",
  label: t("list.category"),
  options: [{ value: "", label: t("list.allCategories") }, ...categories.map((c) => ({ value: c, label: t(`${strings}.categories.${c}`) }))],
});
