import { Upload } from "lucide-react";
import { cx } from "styled-system/css";
import { navigate } from "wouter/use-browser-location";
import { galleryCategories } from "../../../db/schema/enums";
import { formatDate, formatDimensions, formatSize } from "../../../locales/format";
import { orderTags } from "../../../shared/format";
import { TagRow } from "../../lib/tag-row";
import { MetaList } from "../../lib/meta-list";
import { useAdmin } from "../core/i18n";
import { client, itemCalls } from "../core/api";
import { categoryFilter, collectionConfig, CollectionScreen } from "../kit/collection-screen";
import { badge, button, cardMeta, tones } from "../core/styles";
import { GalleryForm } from "./gallery-form";
import { GalleryUpload } from "./gallery-upload";

const gallery = collectionConfig({
  ...itemCalls(client.gallery),
  route: "/gallery",
  strings: "gallery",
  sort: "-created_at",
  name: (g) => g.title,
  filters: ({ t }) => [categoryFilter(t, "gallery", galleryCategories)],
  columns: ({ t }) => [{ key: "created", label: t("list.created"), sort: "-created_at" }],
  card: (g, { t, lang }) => ({
    title: g.title,
    image: g.url,
    imageAlt: g.alt_text,
    badges: <span className={cx(badge, tones.neutral)}>{t(`gallery.categories.${g.category}`)}</span>,
    body: (
      <>
        <p className={cardMeta} data-testid="image-size">
          <MetaList items={[formatSize(g.size, lang), g.dimensions && formatDimensions(g.dimensions, lang)]} />
        </p>
        {g.tags.length > 0 && <TagRow tags={orderTags(g.tags, lang).slice(0, 3)} label={t("fields.tags")} lang={lang} testId="card-tags" />}
      </>
    ),
    cells: { created: formatDate(g.created_at, lang) },
  }),
  form: GalleryForm,
});

/** Gallery: paged search and category filter, upload with preview, inline form, size, first 3 tags, delete with confirmation. */
export default function GalleryScreen({ mode }: { mode: "list" | "new" | "upload" }) {
  const config: typeof gallery = {
    ...gallery,
    tools: <UploadButton />,
    panel: (list) => mode === "upload" && <GalleryUpload onCreated={list.upsert} onClose={() => navigate(`/admin/gallery${location.search}`)} />,
  };
  return <CollectionScreen config={config} creating={mode === "new"} />;
}

/** Opens the upload panel, keeping the list's search and filters in the address. */
function UploadButton() {
  const { t } = useAdmin();
  return (
    <button type="button" className={button} onClick={() => navigate(`/admin/gallery/upload${location.search}`)} data-testid="open-upload">
      <Upload size={16} aria-hidden />
      {t("gallery.upload")}
    </button>
  );
}
