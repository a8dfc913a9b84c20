import { useState } from "react";
import { css, cx } from "styled-system/css";
import { overflowTags } from "../../shared/format";
import { chip } from "../../shared/ui";
import { Bidi, richT } from "../lib/bidi";
import { MetaList } from "../lib/meta-list";
import { useConfirmDelete } from "./confirm-dialog";
import { formatDate, formatNumber } from "../../locales/format";
import { useAdmin } from "./i18n";
import { ItemCard, ListState, ScreenHeader } from "./list-parts";
import { PortfolioForm, type Project } from "./portfolio-form";
import { matchesSearch } from "./search";
import { badge, cardMeta, tones } from "./styles";
import { useCollection, useFormMode } from "./use-collection";

/** Portfolio projects: search, featured (مميز) or normal (عادي), inline form, delete with confirmation. */
export default function PortfolioScreen({ creating }: { creating: boolean }) {
  const { t, lang } = useAdmin();
  const list = useCollection<Project>("/portfolio");
  const mode = useFormMode<Project>("/portfolio", creating);
  const [search, setSearch] = useState("");
  const del = useConfirmDelete(list.remove, (p: Project) => p.title);
  const visible =
    list.items?.filter((p) =>
      matchesSearch(search, [p.title_ar, p.title_en, p.client, p.description_ar, t(`portfolio.categories.${p.category}`), ...p.technologies]),
    ) ?? null;

  return (
    <>
      <ScreenHeader
        title={t("portfolio.title")}
        count={list.items?.length}
        search={search}
        onSearch={setSearch}
        onNew={mode.startNew}
        newLabel={t("portfolio.new")}
      />
      {mode.formOpen && (
        <PortfolioForm
          key={mode.editing?.id ?? "new"}
          project={mode.editing}
          onSaved={(p) => {
            list.upsert(p);
            mode.close();
          }}
          onCancel={mode.close}
        />
      )}
      <ListState items={list.items} visible={visible} error={list.error} onRetry={list.load} emptyText={t("portfolio.empty")}>
        {(items) =>
          items.map((p) => {
            const tags = overflowTags(p.technologies);
            return (
              <ItemCard
                key={p.id}
                title={p.title}
                image={p.images[0]?.imageUrl}
                badges={
                  <>
                    <span className={cx(badge, p.is_featured ? tones.approved : tones.neutral)}>
                      {t(p.is_featured ? "portfolio.featured" : "portfolio.normal")}
                    </span>
                    <span className={cx(badge, tones.neutral)}>{t(`portfolio.categories.${p.category}`)}</span>
                  </>
                }
                onEdit={() => mode.startEdit(p)}
                onDelete={() => del.ask(p)}
              >
                <p className={cardMeta}>
                  <MetaList items={[richT(t, "portfolio.clientIs", { client: p.client }), formatDate(p.completion_date, lang)]} />
                </p>
                <ul className={css({ display: "flex", flexWrap: "wrap", gap: "1.5" })}>
                  {tags.shown.map((tag) => (
                    <li key={tag} className={chip}>
                      <Bidi>{tag}</Bidi>
                    </li>
                  ))}
                  {tags.more > 0 && (
                    <li className={chip}>
                      <Bidi ltr>+{formatNumber(tags.more, lang)}</Bidi>
                    </li>
                  )}
                </ul>
              </ItemCard>
            );
          })
        }
      </ListState>
      {del.dialog}
    </>
  );
}
