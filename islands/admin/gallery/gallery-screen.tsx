import { Upload } from "lucide-react";
import { useState } from "react";
import { css, cx } from "styled-system/css";
import { navigate } from "wouter/use-browser-location";
import { chip } from "../../../shared/ui";
import { useConfirmDelete } from "../kit/confirm-dialog";
import { formatDimensions, formatSize } from "../../../locales/format";
import { Bidi } from "../../lib/bidi";
import { MetaList } from "../../lib/meta-list";
import { GalleryForm, type GalleryImage } from "./gallery-form";
import { GalleryUpload } from "./gallery-upload";
import { useAdmin } from "../core/i18n";
import { ItemCard, ListState, ScreenHeader } from "../kit/list-parts";
import { matchesSearch } from "../core/search";
import { badge, button, cardMeta, tones } from "../core/styles";
import { useCollection, useFormMode } from "../kit/use-collection";

/** Gallery: search, upload with preview, inline form, size, first 3 tags, delete with confirmation. */
export default function GalleryScreen({ mode: route }: { mode: "list" | "new" | "upload" }) {
  const { t, lang } = useAdmin();
  const list = useCollection<GalleryImage>("/gallery");
  const mode = useFormMode<GalleryImage>("/gallery", route === "new");
  const [search, setSearch] = useState("");
  const del = useConfirmDelete(list.remove, (g: GalleryImage) => g.title);
  const visible =
    list.items?.filter((g) => matchesSearch(search, [g.title, g.description, g.alt_text, t(`gallery.categories.${g.category}`), ...g.tags])) ?? null;

  return (
    <>
      <ScreenHeader
        title={t("gallery.title")}
        count={list.items?.length}
        search={search}
        onSearch={setSearch}
        onNew={mode.startNew}
        newLabel={t("gallery.new")}
      >
        <button type="button" className={button} onClick={() => navigate("/admin/gallery/upload")} data-testid="open-upload">
          <Upload size={16} aria-hidden />
          {t("gallery.upload")}
        </button>
      </ScreenHeader>
      {route === "upload" && <GalleryUpload onCreated={list.upsert} onClose={() => navigate("/admin/gallery")} />}
      {mode.formOpen && (
        <GalleryForm
          key={mode.editing?.id ?? "new"}
          item={mode.editing}
          onSaved={(g) => {
            list.upsert(g);
            mode.close();
          }}
          onCancel={mode.close}
        />
      )}
      <ListState items={list.items} visible={visible} error={list.error} onRetry={list.load} emptyText={t("gallery.empty")}>
        {(items) =>
          items.map((g) => (
            <ItemCard
              key={g.id}
              title={g.title}
              image={g.url}
              imageAlt={g.alt_text}
              badges={<span className={cx(badge, tones.neutral)}>{t(`gallery.categories.${g.category}`)}</span>}
              onEdit={() => mode.startEdit(g)}
              onDelete={() => del.ask(g)}
            >
              <p className={cardMeta} data-testid="image-size">
                <MetaList items={[formatSize(g.size, lang), g.dimensions && formatDimensions(g.dimensions, lang)]} />
              </p>
              {g.tags.length > 0 && (
                <ul className={css({ display: "flex", flexWrap: "wrap", gap: "1.5" })} data-testid="card-tags">
                  {g.tags.slice(0, 3).map((tag) => (
                    <li key={tag} className={chip}>
                      <Bidi>{tag}</Bidi>
                    </li>
                  ))}
                </ul>
              )}
            </ItemCard>
          ))
        }
      </ListState>
      {del.dialog}
    </>
  );
}
