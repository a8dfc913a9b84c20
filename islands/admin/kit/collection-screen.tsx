import { useState, type ReactNode } from "react";
import type { Lang, Translate } from "../../../locales/i18n";
import { useConfirmDelete } from "./confirm-dialog";
import { useAdmin } from "../core/i18n";
import { ItemCard, ListState, ScreenHeader } from "./list-parts";
import { matchesSearch } from "../core/search";
import { useCollection, useFormMode } from "./use-collection";

/** What one content type's card shows; the screen adds the edit and delete buttons. */
export interface CardView {
  title: string;
  image?: string | null;
  badges?: ReactNode;
  body?: ReactNode;
}

/**
 * One content type's list screen, configured rather than copied. Everything the screen does with
 * the items goes through `useCollection` (load, upsert, remove) and `render`, so a paged source,
 * sorting, bulk selection or a table view can be added here once for every type.
 */
export interface CollectionConfig<T extends { id: number }> {
  /** The API collection, e.g. "/blog-posts". */
  apiPath: string;
  /** The admin route of the screen, e.g. "/blog" (`…/new` opens the empty form). */
  route: string;
  /** The locale namespace holding `title`, `new` and `empty`, e.g. "blog". */
  strings: string;
  /** The texts the search box matches. */
  searchText: (item: T, t: Translate) => (string | null | undefined)[];
  /** The name the delete confirmation asks about. */
  name: (item: T) => string;
  /** The card of one item. */
  card: (item: T, context: { t: Translate; lang: Lang }) => CardView;
  /** The inline create/edit form. */
  form: (props: { item: T | null; onSaved: (item: T) => void; onCancel: () => void }) => ReactNode;
}

/** A searchable list with an inline create/edit form and delete with confirmation. */
export function CollectionScreen<T extends { id: number }>({ config, creating }: { config: CollectionConfig<T>; creating: boolean }) {
  const { t, lang } = useAdmin();
  const list = useCollection<T>(config.apiPath);
  const mode = useFormMode<T>(config.route, creating);
  const [search, setSearch] = useState("");
  const del = useConfirmDelete(list.remove, config.name);
  const visible = list.items?.filter((item) => matchesSearch(search, config.searchText(item, t))) ?? null;
  const Form = config.form;

  return (
    <>
      <ScreenHeader
        title={t(`${config.strings}.title`)}
        count={list.items?.length}
        search={search}
        onSearch={setSearch}
        onNew={mode.startNew}
        newLabel={t(`${config.strings}.new`)}
      />
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
      <ListState items={list.items} visible={visible} error={list.error} onRetry={list.load} emptyText={t(`${config.strings}.empty`)}>
        {(items) =>
          items.map((item) => {
            const view = config.card(item, { t, lang });
            return (
              <ItemCard key={item.id} title={view.title} image={view.image} badges={view.badges} onEdit={() => mode.startEdit(item)} onDelete={() => del.ask(item)}>
                {view.body}
              </ItemCard>
            );
          })
        }
      </ListState>
      {del.dialog}
    </>
  );
}
