import { SlidersHorizontal, X } from "lucide-react";
import { useEffect, useState } from "react";
import { css, cx } from "styled-system/css";
import { formatDateTime, formatNumber } from "../../../locales/format";
import type { Translate } from "../../../locales/i18n";
import { input } from "../../lib/form-styles";
import { Bidi } from "../../lib/bidi";
import { MetaList } from "../../lib/meta-list";
import { client, data, pages } from "../core/api";
import type { ActivityDto } from "../../../shared/contract/activity";
import { useAdmin } from "../core/i18n";
import { badge, button, cardMeta, tones } from "../core/styles";
import { FilterSelect } from "../kit/list-parts";
import { listWords, PagedList, type FilterDef } from "../kit/paged-list";
import { useCollection, type Collection } from "../kit/use-collection";
import { activityDetailParts } from "./activity-details";

/** One audited action, as the service shows it. */
type Activity = ActivityDto;

const actorKinds = ["admin", "owner", "system"] as const;
const actorTone = { admin: tones.neutral, owner: tones.pending, system: tones.approved };

/** A translation when the catalogue has one, else the machine word (an action added later). */
const known = (t: Translate, key: string, fallback: string) => {
  const text = t(key);
  return text === key || text.startsWith("Missing translation") ? fallback : text;
};
const actionLabel = (t: Translate, action: string) => known(t, `activity.actions.${action}`, action);
const entityLabel = (t: Translate, entity: string) => known(t, `activity.entities.${entity}`, entity);


/**
 * The activity log: every audited action (who, what, on which item, when), newest first, paged by
 * the server, filtered by who did it (kind, or one person by clicking their name), the action,
 * the kind of item and a range of days; the search box matches names and details.
 */
export default function ActivityScreen() {
  const { t, lang } = useAdmin();
  const list = useCollection(pages(client.activity.$get), {
    sort: "-created_at",
    filters: { actor_kind: "", actor_id: "", action: "", entity: "", from: "", to: "" },
  });
  const [facets, setFacets] = useState<{ actions: string[]; entities: string[] }>({ actions: [], entities: [] });
  useEffect(() => {
    data(client.activity.facets.$get())
      .then(setFacets)
      .catch(() => undefined);
  }, []);

  const actorFilter: FilterDef = {
    name: "actor_kind",
    testId: "actor-filter",
    label: t("activityLog.actor"),
    options: [{ value: "", label: t("activityLog.allActors") }, ...actorKinds.map((k) => ({ value: k, label: t(`activityLog.actors.${k}`) }))],
  };
  const actionFilter: FilterDef = {
    name: "action",
    testId: "action-filter",
    label: t("activityLog.action"),
    options: [{ value: "", label: t("activityLog.allActions") }, ...facets.actions.map((a) => ({ value: a, label: actionLabel(t, a) }))],
  };
  const entityFilter: FilterDef = {
    name: "entity",
    testId: "entity-filter",
    label: t("activityLog.entity"),
    options: [{ value: "", label: t("activityLog.allEntities") }, ...facets.entities.map((e) => ({ value: e, label: entityLabel(t, e) }))],
  };
  const actorId = list.filter("actor_id");

  return (
    <PagedList
      list={list}
      {...listWords(t, "activityLog")}
      filters={[actionFilter]}
      titleLabel={t("activityLog.action")}
      statusLabel={t("activityLog.actor")}
      columns={[{ key: "when", label: t("activityLog.when"), sort: "-created_at" }]}
      tools={
        <>
          <MoreFilters list={list} filters={[actorFilter, entityFilter]} />
          {actorId && (
            <button type="button" data-testid="clear-actor" className={button} onClick={() => list.setFilter("actor_id", "")}>
              <X size={15} aria-hidden />
              {t("activityLog.onlyActor", { id: actorId })}
            </button>
          )}
        </>
      }
      row={(a) => {
        const details = activityDetailParts(a.details, t, lang);
        return {
        title: `${actionLabel(t, a.action)} · ${entityLabel(t, a.entity)}`,
        badges: (
          <>
            <span className={cx(badge, actorTone[a.actor_kind as (typeof actorKinds)[number]] ?? tones.neutral)}>{t(`activityLog.actors.${a.actor_kind}`)}</span>
            {a.actor_name &&
              (a.actor_id ? (
                <button
                  type="button"
                  data-testid="actor-name"
                  className={css({ color: "accent", textDecoration: "underline", cursor: "pointer", fontSize: "sm", minBlockSize: "6" })}
                  onClick={() => list.setFilter("actor_id", String(a.actor_id))}
                  title={t("activityLog.filterActor")}
                >
                  <Bidi ltr>{a.actor_name}</Bidi>
                </button>
              ) : (
                <Bidi ltr>{a.actor_name}</Bidi>
              ))}
          </>
        ),
        // No empty line under an action with neither an item number nor details (a sign-in).
        body: (a.entity_id || details.length > 0) && (
          <p className={cardMeta}>
            <MetaList items={[a.entity_id && <Bidi ltr>#{a.entity_id}</Bidi>, ...details.map((d) => <Bidi>{d}</Bidi>)]} />
          </p>
        ),
        cardOnly: (
          <p className={cardMeta}>
            <time dateTime={a.created_at}>{formatDateTime(a.created_at, lang)}</time>
          </p>
        ),
        cells: { when: <time dateTime={a.created_at}>{formatDateTime(a.created_at, lang)}</time> },
        };
      }}
    />
  );
}

// On a phone the less used filters (who, which kind of item, which days) fold under one button
// that says how many of them are on, so the first rows show without scrolling; the two days sit
// side by side. From 1024 px wide they all stand in the toolbar and the button is gone.
const moreButton = css({ alignSelf: "stretch", lg: { display: "none" } });
const activeCount = css({
  display: "inline-grid",
  placeItems: "center",
  minInlineSize: "5",
  blockSize: "5",
  paddingInline: "1",
  borderRadius: "full",
  bg: "primary",
  color: "white",
  fontSize: "xs",
  fontWeight: "bold",
});
const morePanel = css({
  flexBasis: "full",
  display: "none",
  "&[data-open=true]": { display: "grid", gridTemplateColumns: "repeat(2, minmax(0, 1fr))", gap: "2" },
  "& select": { inlineSize: "full" },
  lg: { flexBasis: "auto", display: "flex", flexWrap: "wrap", alignItems: "center", "& select": { inlineSize: "auto" } },
});
const dayLabel = css({
  display: "grid",
  gap: "1",
  fontSize: "sm",
  minInlineSize: "0",
  lg: { display: "flex", alignItems: "center", gap: "1.5" },
});
const dateInput = cx(input, css({ inlineSize: "full", minInlineSize: "0", paddingBlock: "2", lg: { inlineSize: "auto" } }));

/** The folded filters (`more-filters` opens them): actor and entity, then the days from and to. */
function MoreFilters({ list, filters }: { list: Collection<Activity>; filters: FilterDef[] }) {
  const { t, lang } = useAdmin();
  const [open, setOpen] = useState(false);
  const on = [...filters.map((f) => f.name), "from", "to"].filter((name) => list.filter(name) !== "").length;
  return (
    <>
      <button
        type="button"
        data-testid="more-filters"
        className={cx(button, moreButton)}
        aria-expanded={open}
        aria-controls="activity-more-filters"
        onClick={() => setOpen(!open)}
      >
        <SlidersHorizontal size={15} aria-hidden />
        {t("activityFilters.more")}
        {on > 0 && (
          <span className={activeCount} data-testid="filters-on" title={t("activityFilters.on", { count: formatNumber(on, lang) })}>
            {formatNumber(on, lang)}
          </span>
        )}
      </button>
      <div id="activity-more-filters" className={morePanel} data-open={open} role="group" aria-label={t("activityFilters.more")}>
        {filters.map((f) => (
          <FilterSelect key={f.name} testId={f.testId} label={f.label} value={list.filter(f.name)} options={f.options} onChange={(v) => list.setFilter(f.name, v)} />
        ))}
        <DateFilter name="from" label={t("activityLog.from")} list={list} max={list.filter("to")} />
        <DateFilter name="to" label={t("activityLog.to")} list={list} min={list.filter("from")} />
      </div>
    </>
  );
}

/** A day filter (`from-filter`, `to-filter`) as a date input with its label, kept in the address. */
function DateFilter({ name, label, list, min, max }: { name: "from" | "to"; label: string; list: Collection<Activity>; min?: string; max?: string }) {
  return (
    <label className={dayLabel}>
      {label}
      <input
        type="date"
        data-testid={`${name}-filter`}
        className={dateInput}
        value={list.filter(name)}
        min={min || undefined}
        max={max || undefined}
        onChange={(e) => list.setFilter(name, e.target.value)}
      />
    </label>
  );
}
