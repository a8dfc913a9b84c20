import { useState } from "react";
import { css, cx } from "styled-system/css";
import { useConfirmDelete } from "./confirm-dialog";
import { useAdmin } from "./i18n";
import { ItemCard, ListState, ScreenHeader } from "./list-parts";
import { matchesSearch } from "./search";
import { ServiceForm, type Service } from "./service-form";
import { badge, cardMeta, tones } from "./styles";
import { useCollection, useFormMode } from "./use-collection";

/** Services: search, inline create/edit form with features, active flag, delete with confirmation. */
export default function ServicesScreen({ creating }: { creating: boolean }) {
  const { t } = useAdmin();
  const list = useCollection<Service>("/services");
  const mode = useFormMode<Service>("/services", creating);
  const [search, setSearch] = useState("");
  const del = useConfirmDelete(list.remove, (s: Service) => s.title);
  const visible =
    list.items?.filter((s) =>
      matchesSearch(search, [
        s.title_ar,
        s.title_en,
        s.description_ar,
        s.description_en,
        s.category,
        ...s.features.flatMap((f) => [f.feature_ar, f.feature_en]),
      ]),
    ) ?? null;

  return (
    <>
      <ScreenHeader
        title={t("services.title")}
        count={list.items?.length}
        search={search}
        onSearch={setSearch}
        onNew={mode.startNew}
        newLabel={t("services.new")}
      />
      {mode.formOpen && (
        <ServiceForm
          key={mode.editing?.id ?? "new"}
          service={mode.editing}
          onSaved={(s) => {
            list.upsert(s);
            mode.close();
          }}
          onCancel={mode.close}
        />
      )}
      <ListState items={list.items} visible={visible} error={list.error} onRetry={list.load} emptyText={t("services.empty")}>
        {(items) =>
          items.map((s) => (
            <ItemCard
              key={s.id}
              title={s.title}
              image={s.image}
              badges={<span className={cx(badge, s.is_active ? tones.approved : tones.rejected)}>{t(s.is_active ? "common.active" : "common.inactive")}</span>}
              onEdit={() => mode.startEdit(s)}
              onDelete={() => del.ask(s)}
            >
              <p className={css({ fontSize: "sm", lineClamp: 3 })}>{s.description}</p>
              {s.features.length > 0 && (
                <ul className={css({ fontSize: "sm", listStyle: "disc", paddingInlineStart: "5" })}>
                  {s.features.slice(0, 3).map((f, i) => (
                    <li key={f.id ?? i}>{f.feature_text ?? f.feature_ar}</li>
                  ))}
                </ul>
              )}
              <p className={cardMeta}>{t("services.order", { n: s.order_index })}</p>
            </ItemCard>
          ))
        }
      </ListState>
      {del.dialog}
    </>
  );
}
