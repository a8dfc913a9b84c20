import { css, cx } from "styled-system/css";
import { CollectionScreen, type CollectionConfig } from "../kit/collection-screen";
import { ServiceForm, type Service } from "./service-form";
import { badge, cardMeta, tones } from "../core/styles";

const services: CollectionConfig<Service> = {
  apiPath: "/services",
  route: "/services",
  strings: "services",
  searchText: (s) => [s.title_ar, s.title_en, s.description_ar, s.description_en, s.category, ...s.features.flatMap((f) => [f.feature_ar, f.feature_en])],
  name: (s) => s.title,
  card: (s, { t }) => ({
    title: s.title,
    image: s.image,
    badges: <span className={cx(badge, s.is_active ? tones.approved : tones.rejected)}>{t(s.is_active ? "common.active" : "common.inactive")}</span>,
    body: (
      <>
        <p className={css({ fontSize: "sm", lineClamp: 3 })}>{s.description}</p>
        {s.features.length > 0 && (
          <ul className={css({ fontSize: "sm", listStyle: "disc", paddingInlineStart: "5" })}>
            {s.features.slice(0, 3).map((f, i) => (
              <li key={f.id ?? i}>{f.feature_text ?? f.feature_ar}</li>
            ))}
          </ul>
        )}
        <p className={cardMeta}>{t("services.order", { n: s.order_index })}</p>
      </>
    ),
  }),
  form: ServiceForm,
};

/** Services: search, inline create/edit form with features, active flag, delete with confirmation. */
export default function ServicesScreen({ creating }: { creating: boolean }) {
  return <CollectionScreen config={services} creating={creating} />;
}
