import { css, cx } from "styled-system/css";
import { formatNumber } from "../../../locales/format";
import { client, data, itemCalls } from "../core/api";
import { collectionConfig, CollectionScreen } from "../kit/collection-screen";
import { bulkCommands } from "../kit/paged-list";
import { ServiceForm } from "./service-form";
import { badge, cardMeta, tones } from "../core/styles";

const services = collectionConfig({
  ...itemCalls(client.services),
  route: "/services",
  strings: "services",
  sort: "order_index",
  filters: ({ t }) => [
    {
      name: "status",
      default: "all",
      testId: "status-filter",
      label: t("status.filter"),
      options: [
        { value: "all", label: t("status.all") },
        { value: "active", label: t("common.active") },
        { value: "inactive", label: t("common.inactive") },
      ],
    },
  ],
  columns: ({ t }) => [{ key: "order", label: t("list.order"), sort: "order_index" }],
  bulk: ({ t }) =>
    bulkCommands(
      (json) => data(client.services.bulk.$post({ json })),
      [
        {
          action: "activate",
          label: t("list.actionsBulk.activate"),
          tone: "success",
        },
        { action: "deactivate", label: t("list.actionsBulk.deactivate") },
      ],
    ),
  name: (s) => s.title,
  card: (s, { t, lang }) => ({
    title: s.title,
    image: s.image,
    badges: <span className={cx(badge, s.is_active ? tones.approved : tones.rejected)}>{t(s.is_active ? "common.active" : "common.inactive")}</span>,
    body: (
      <>
        <p className={css({ fontSize: "sm", lineClamp: 3 })}>{s.description}</p>
        {s.features.length > 0 && (
          <ul
            className={css({
              fontSize: "sm",
              listStyle: "disc",
              paddingInlineStart: "5",
            })}
          >
            {s.features.slice(0, 3).map((f, i) => (
              <li key={f.id ?? i}>{f.feature_text ?? f.feature_ar}</li>
            ))}
          </ul>
        )}
        <p className={cardMeta}>{t("services.order", { n: s.order_index })}</p>
      </>
    ),
    cells: { order: formatNumber(s.order_index, lang) },
  }),
  form: ServiceForm,
});

/** Services: paged search, status filter, bulk activate/deactivate, inline create/edit form with features, active flag, delete with confirmation. */
export default function ServicesScreen({ creating }: { creating: boolean }) {
  return <CollectionScreen config={services} creating={creating} />;
}
