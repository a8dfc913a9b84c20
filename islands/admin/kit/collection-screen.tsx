import type { ReactNode } from "react";
import type { Lang, Translate } from "../../../locales/i18n";
import { useConfirmDelete } from "./confirm-dialog";
import { useAdmin } from "../core/i18n";
import type { ListQuery } from "../core/api";
import { PagedList, type BulkCommand, type Column, type FilterDef, type RowView } from "./paged-list";
import { useCollection, useFormMode, type ListCall } from "./use-collection";

/** What one content type's card (or table row) shows; the screen adds the edit and delete buttons. */
export type CardView = Omit<RowView, "onEdit" | "onDelete">;

interface Context {
  t: Translate;
  lang: Lang;
}

/**
 * One content type's list screen, configured rather than copied: the paged list (search,
 * filters, sort, pager, table or cards, bulk actions) with an inline create/edit form and delete
 * with confirmation. Its calls are the typed calls of the content type's routes, so the row
 * (`Row`, one list row) and item (`Item`, the whole item the form edits) types are the server's.
 */
export interface CollectionConfig<Row extends { id: number }, Item extends Row, Q> {
  /** One page of the list: `pages(client["blog-posts"].$get)`. */
  list: ListCall<Row, Q>;
  /** The whole item for the edit form (list rows leave out long fields such as an article's text). */
  get: (id: number) => Promise<Item>;
  remove: (id: number) => Promise<unknown>;
  /** The admin route of the screen, e.g. "/blog" (`…/new` opens the empty form). */
  route: string;
  /** The locale namespace holding `title`, `new` and `empty`, e.g. "blog". */
  strings: string;
  /** The server's default sort, e.g. "-created_at". */
  sort: string;
  /** The name the delete confirmation asks about. */
  name: (item: Row) => string;
  /** The card of one item. */
  card: (item: Row, context: Context) => CardView;
  /** Filters with their default value, and how each select reads; named as the route's query names them. */
  filters?: (context: Context) => (FilterDef & { name: keyof Q & string; default: string })[];
  titleSort?: string;
  statusSort?: string;
  columns?: (context: Context) => Column[];
  /** Actions on selected rows, bound to the route's bulk call (`bulkCommands`). */
  bulk?: (context: Context) => BulkCommand[];
  /** The inline create/edit form. */
  form: (props: { item: Item | null; onSaved: (item: Item) => void; onCancel: () => void; onUpdated?: (item: Item) => void }) => ReactNode;
  /** More header buttons and panels (the gallery's upload). */
  tools?: ReactNode;
  panel?: (list: { upsert: (item: Row) => void }) => ReactNode;
}

/** A content type's configuration, its row, item and query types inferred from its calls. */
export const collectionConfig = <Row extends { id: number }, Item extends Row, Q>(config: CollectionConfig<Row, Item, Q>) => config;

/** A paged, searchable list with an inline create/edit form and delete with confirmation. */
export function CollectionScreen<Row extends { id: number }, Item extends Row, Q>({
  config,
  creating,
}: {
  config: CollectionConfig<Row, Item, Q>;
  creating: boolean;
}) {
  const { t, lang } = useAdmin();
  const context = { t, lang };
  const filters = config.filters?.(context) ?? [];
  const list = useCollection(config.list, {
    sort: config.sort,
    // Each name is one of the route's query names (the filters' type says so); gathered by name.
    filters: Object.fromEntries(filters.map((f) => [f.name, f.default])) as ListQuery<Q>,
  });
  const mode = useFormMode(config.route, creating, config.get);
  const del = useConfirmDelete((item: Row) => list.remove(item, config.remove), config.name);
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
            onUpdated={list.upsert}
          />
        )}
      </PagedList>
      {del.dialog}
    </>
  );
}

/** The category filter (`category-filter`) of a content list, its names under `<strings>.categories`. */
export const categoryFilter = (t: Translate, strings: string, categories: readonly string[]): FilterDef & { name: "category"; default: string } => ({
  name: "category",
  default: "",
  testId: "category-filter",
  label: t("list.category"),
  options: [{ value: "", label: t("list.allCategories") }, ...categories.map((c) => ({ value: c, label: t(`${strings}.categories.${c}`) }))],
});
