import { useState } from "react";
import { css, cx } from "styled-system/css";
import { BlogForm, type Post } from "./blog-form";
import { MetaList } from "../lib/meta-list";
import { useConfirmDelete } from "./confirm-dialog";
import { formatDate, formatNumber } from "../../locales/format";
import { useAdmin } from "./i18n";
import { ItemCard, ListState, ScreenHeader } from "./list-parts";
import { matchesSearch } from "./search";
import { badge, cardMeta, tones } from "./styles";
import { useCollection, useFormMode } from "./use-collection";

const statusTone = { published: tones.approved, draft: tones.pending, archived: tones.neutral };

/** Blog posts: search, inline create/edit form, delete with confirmation. */
export default function BlogScreen({ creating }: { creating: boolean }) {
  const { t, lang } = useAdmin();
  const list = useCollection<Post>("/blog-posts");
  const mode = useFormMode<Post>("/blog", creating);
  const [search, setSearch] = useState("");
  const del = useConfirmDelete(list.remove, (p: Post) => p.title);
  const visible =
    list.items?.filter((p) => matchesSearch(search, [p.title_ar, p.title_en, p.excerpt_ar, p.excerpt_en, t(`blog.categories.${p.category}`), ...p.tags])) ??
    null;

  return (
    <>
      <ScreenHeader title={t("blog.title")} count={list.items?.length} search={search} onSearch={setSearch} onNew={mode.startNew} newLabel={t("blog.new")} />
      {mode.formOpen && (
        <BlogForm
          key={mode.editing?.id ?? "new"}
          post={mode.editing}
          onSaved={(p) => {
            list.upsert(p);
            mode.close();
          }}
          onCancel={mode.close}
        />
      )}
      <ListState items={list.items} visible={visible} error={list.error} onRetry={list.load} emptyText={t("blog.empty")}>
        {(items) =>
          items.map((p) => (
            <ItemCard
              key={p.id}
              title={p.title}
              image={p.image}
              badges={
                <>
                  <span className={cx(badge, statusTone[p.status])}>{t(`blog.status.${p.status}`)}</span>
                  <span className={cx(badge, tones.neutral)}>{t(`blog.categories.${p.category}`)}</span>
                </>
              }
              onEdit={() => mode.startEdit(p)}
              onDelete={() => del.ask(p)}
            >
              <p className={css({ fontSize: "sm", lineClamp: 2 })}>{p.excerpt}</p>
              <p className={cardMeta}>
                <MetaList items={[formatDate(p.published_at ?? p.created_at, lang), t("blog.views", { count: formatNumber(p.views, lang) })]} />
              </p>
            </ItemCard>
          ))
        }
      </ListState>
      {del.dialog}
    </>
  );
}
