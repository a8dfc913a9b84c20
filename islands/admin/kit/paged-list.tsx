import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { css, cx } from "styled-system/css";
import { Bidi, isolate } from "../../lib/bidi";
import { spinner } from "../../lib/form-styles";
import type { Translate } from "../../../locales/i18n";
import { useAdmin } from "../core/i18n";
import { BulkBar, bulkBarRoom, type BulkCommand } from "./bulk-bar";
import { EditDelete, FilterSelect, ItemCard, ListState, Pager, ScreenHeader, type CardView, type FilterOption } from "./list-parts";
import { useDebouncedSearch, useWide, type Collection } from "./use-collection";
import { thumbnailUrl } from "../../../shared/media";

export { bulkCommands, type BulkAction, type BulkCommand } from "./bulk-bar";

/** What one row shows, as a card on a phone and as a table row on a wide screen. */
export interface RowView extends CardView {
  body?: ReactNode;
  /** Shown at the card's end only (the table has a column for it). */
  cardOnly?: ReactNode;
  /** The cells of the table's own columns, by column key. */
  cells?: Record<string, ReactNode>;
}

/** A table column besides the name, status and actions; `sort` is the server's sort key. */
export interface Column {
  key: string;
  label: string;
  sort?: string;
}

export interface FilterDef {
  name: string;
  testId: string;
  label: string;
  options: FilterOption[];
}

/**
 * A searchable list's words from its admin strings: the title, the search box's label and the
 * note when nothing matches (`qrUsers.title`, `qrUsers.search`, `qrUsers.empty`).
 */
export const listWords = (t: Translate, strings: string) => ({ title: t(`${strings}.title`), searchLabel: t(`${strings}.search`), emptyText: t(`${strings}.empty`) });

interface Props<T extends { id: number }> {
  list: Collection<T>;
  title: string;
  emptyText: string;
  row: (item: T) => RowView;
  searchLabel?: string;
  /** No search box (a list the server cannot search). */
  noSearch?: boolean;
  onNew?: () => void;
  newLabel?: string;
  /** More buttons in the header (upload, …). */
  tools?: ReactNode;
  filters?: FilterDef[];
  /** Headers of the name and status columns ("Name" and "Status" by default). */
  titleLabel?: string;
  statusLabel?: string;
  /** Sort keys of the name and status columns, when the server sorts by them. */
  titleSort?: string;
  statusSort?: string;
  columns?: Column[];
  /** Actions on the selected rows (`bulkCommands`): a checkbox per table row or card, and the bulk bar. */
  bulk?: BulkCommand[];
  /** The card of a row when the standard card does not fit (a revision's side-by-side diff); no table then. */
  card?: (item: T) => ReactNode;
  /** Shown between the header and the list (the inline form). */
  children?: ReactNode;
}

/**
 * Every admin list screen: a search box (sent to the server once typing pauses), filters, sortable
 * column headers, a page of rows and a pager, all kept in the address. Wide screens get a table
 * with row selection and bulk actions; phones get cards. Rows and cards alike are `item-card`.
 */
export function PagedList<T extends { id: number }>(props: Props<T>) {
  const { list, filters = [], bulk = [], card } = props;
  const { t } = useAdmin();
  const wide = useWide();
  const [search, setSearch] = useDebouncedSearch(list.q, list.setQuery);
  const [picked, setPicked] = useState<number[]>([]);
  const view = `${list.q}|${list.page}|${list.sort}|${filters.map((f) => list.filter(f.name)).join("|")}`;
  useEffect(() => setPicked([]), [view]);
  // Only rows on screen count as selected: a row ticked on the previous page while the next one
  // was loading is gone from the screen, so no bulk action may touch it unseen.
  const selected = picked.filter((id) => list.items?.some((item) => item.id === id));
  const table = wide && !card;
  // Tables tick rows in their first column, cards in their top corner.
  const selectable = bulk.length > 0 && !card;
  // The rows of the last answer stay on screen (faded, still usable) while a new page, search or
  // filter loads, and a "loading" notice floats over them: never a blank list.
  const reloading = list.busy && list.items !== null;
  const top = useRef<HTMLDivElement>(null);
  const toPage = (page: number) => {
    list.setPage(page);
    // The pager sits under the last row: the next page is read from its top.
    if (top.current && top.current.getBoundingClientRect().top < 0) top.current.scrollIntoView({ block: "start", behavior: "instant" });
  };
  const toggle = (id: number) => setPicked(selected.includes(id) ? selected.filter((s) => s !== id) : [...selected, id]);

  return (
    <>
      <ScreenHeader
        title={props.title}
        count={list.meta?.total}
        search={props.noSearch ? undefined : search}
        onSearch={props.noSearch ? undefined : setSearch}
        searchLabel={props.searchLabel}
        onNew={props.onNew}
        newLabel={props.newLabel}
      >
        {filters.map((f) => (
          <FilterSelect
            key={f.name}
            testId={f.testId}
            label={f.label}
            value={list.filter(f.name)}
            options={f.options}
            onChange={(v) => list.setFilter(f.name, v)}
          />
        ))}
        {!table && !card && <SortSelect {...props} />}
        {props.tools}
      </ScreenHeader>
      {props.children}
      {selectable && (
        <BulkBar actions={bulk} selected={selected} onClear={() => setPicked([])} onDone={() => (setPicked([]), void list.load())} />
      )}
      <div ref={top} aria-busy={list.busy} data-testid="list-body" data-loaded={list.settled} className={listBody}>
        {reloading && (
          <div className={loadingFloat}>
            <span role="status" data-testid="list-loading" className={loadingPill}>
              <span className={cx(spinner, spinnerOnSurface)} aria-hidden />
              {t("common.loading")}
            </span>
          </div>
        )}
        <ListState
          items={list.items}
          visible={list.items}
          error={list.error}
          onRetry={list.load}
          emptyText={props.emptyText}
          narrowed={list.narrowed}
          bare={table}
        >
          {(items) =>
            table ? (
              <ListTable {...props} items={items} selectable={selectable} selected={selected} onSelect={setPicked} />
            ) : (
              items.map((item) =>
                card ? (
                  <CardSlot key={item.id}>{card(item)}</CardSlot>
                ) : (
                  <RowCard key={item.id} view={props.row(item)} select={selectable ? { checked: selected.includes(item.id), onChange: () => toggle(item.id) } : undefined} />
                ),
              )
            )
          }
        </ListState>
      </div>
      {list.meta && list.items && list.items.length > 0 && (
        <Pager total={list.meta.total} page={list.meta.page} pages={list.meta.pages} busy={list.busy} onPage={toPage} />
      )}
      {selectable && selected.length > 0 && <div aria-hidden className={bulkBarRoom} />}
    </>
  );
}

// The rows fade while their replacement loads. The notice floats at the list's top, sticky so a
// list scrolled down still shows it, and takes no room, so rows never jump when it comes and goes.
const listBody = css({
  position: "relative",
  "& > ul, & > div:not(:first-child)": { transition: "opacity 0.2s" },
  "&[aria-busy=true] > ul, &[aria-busy=true] > div:not(:first-child)": { opacity: 0.6 },
});
const loadingFloat = css({
  position: "sticky",
  insetBlockStart: "2",
  zIndex: "3",
  blockSize: "0",
  display: "flex",
  justifyContent: "center",
  overflow: "visible",
});
const loadingPill = css({
  display: "inline-flex",
  alignItems: "center",
  gap: "2",
  blockSize: "fit-content",
  marginBlockStart: "2",
  paddingBlock: "1.5",
  paddingInline: "4",
  borderRadius: "full",
  borderWidth: "1px",
  borderColor: "primary",
  bg: "surfaceStrong",
  color: "text",
  fontWeight: "semibold",
  fontSize: "sm",
  boxShadow: "md",
});
// The form spinner is drawn for a coloured button; on the page's surface it takes the theme's colours.
const spinnerOnSurface = css({ borderColor: "border", borderBlockStartColor: "primary" });

const CardSlot = ({ children }: { children: ReactNode }) => <>{children}</>;

/** A card's selection checkbox: the whole corner is the target, thumb-sized (44 px). */
const cardSelect = css({
  position: "absolute",
  insetBlockStart: "2",
  insetInlineEnd: "2",
  zIndex: "1",
  display: "grid",
  placeItems: "center",
  minBlockSize: "11",
  minInlineSize: "11",
  borderRadius: "lg",
  borderWidth: "1px",
  borderColor: "border",
  bg: "surfaceStrong",
  cursor: "pointer",
});

function RowCard({ view, select }: { view: RowView; select?: { checked: boolean; onChange: () => void } }) {
  const { t } = useAdmin();
  const { body, cardOnly, cells: _cells, ...card } = view;
  return (
    <ItemCard
      {...card}
      selected={select?.checked}
      select={
        select && (
          <label className={cardSelect}>
            <input
              type="checkbox"
              data-testid="bulk-select"
              className={checkbox}
              checked={select.checked}
              onChange={select.onChange}
              aria-label={`${t("list.select")}: ${isolate(view.title)}`}
            />
          </label>
        )
      }
    >
      {body}
      {cardOnly}
    </ItemCard>
  );
}

const tableBox = css({
  overflowX: "auto",
  borderWidth: "1px",
  borderColor: "border",
  borderRadius: "xl",
  bg: "surface",
});
const tableStyle = css({
  inlineSize: "full",
  borderCollapse: "collapse",
  fontSize: "sm",
  "& th, & td": {
    paddingBlock: "3",
    paddingInline: "3",
    textAlign: "start",
    verticalAlign: "top",
    borderBlockEndWidth: "1px",
    borderColor: "border",
  },
  "& thead th": {
    bg: "surfaceStrong",
    fontWeight: "bold",
    whiteSpace: "nowrap",
    position: "sticky",
    insetBlockStart: "0",
  },
  "& tbody tr:last-child td": { borderBlockEndWidth: "0" },
  "& tbody tr:hover": { bg: "surfaceStrong" },
  "& tbody tr[data-selected=true]": { bg: "surfaceStrong" },
});
const sortButton = css({
  display: "inline-flex",
  alignItems: "center",
  gap: "1",
  fontWeight: "bold",
  cursor: "pointer",
  minBlockSize: "8",
  color: "inherit",
  _hover: { color: "primary" },
  _focusVisible: {
    outline: "2px solid",
    outlineColor: "primary",
    outlineOffset: "2px",
  },
});
// Dates and numbers stay on one line; the actions column is wide enough for edit and delete side by side.
const nowrap = css({ whiteSpace: "nowrap" });
const actionsCell = css({ minInlineSize: "52" });
const checkbox = css({
  inlineSize: "6",
  blockSize: "6",
  accentColor: "var(--colors-primary)",
  cursor: "pointer",
});
const rowThumb = css({
  inlineSize: "14",
  blockSize: "10",
  objectFit: "cover",
  borderRadius: "md",
  flexShrink: "0",
  bg: "surfaceStrong",
});

interface TableProps<T extends { id: number }> extends Props<T> {
  items: T[];
  selectable: boolean;
  selected: number[];
  onSelect: (ids: number[]) => void;
}

/** The wide screen's table: selectable rows, sortable headers (`aria-sort`), actions at the row's end. */
function ListTable<T extends { id: number }>(props: TableProps<T>) {
  const { list, items, row, columns = [], selectable, selected, onSelect } = props;
  const { t } = useAdmin();
  const cols: Column[] = [
    { key: "title", label: props.titleLabel ?? t("list.name"), sort: props.titleSort },
    { key: "badges", label: props.statusLabel ?? t("list.status"), sort: props.statusSort },
    ...columns,
  ];
  const hasActions = items.some((item) => {
    const v = row(item);
    return v.actions || v.onEdit || v.onDelete;
  });
  const ids = items.map((i) => i.id);
  const all = ids.length > 0 && ids.every((id) => selected.includes(id));

  return (
    <div className={tableBox}>
      <table className={tableStyle} data-testid="list-table">
        <thead>
          <tr>
            {selectable && (
              <th scope="col" className={css({ inlineSize: "10" })}>
                <input
                  type="checkbox"
                  data-testid="bulk-select-all"
                  className={checkbox}
                  checked={all}
                  ref={(el) => void (el && (el.indeterminate = !all && selected.length > 0))}
                  onChange={() => onSelect(all ? [] : ids)}
                  aria-label={t("list.selectAll")}
                />
              </th>
            )}
            {cols.map((c) => (
              <SortHeader key={c.key} column={c} current={list.sort} onSort={list.setSort} />
            ))}
            {hasActions && <th scope="col">{t("list.actions")}</th>}
          </tr>
        </thead>
        <tbody>
          {items.map((item) => {
            const v = row(item);
            const isSelected = selected.includes(item.id);
            return (
              <tr key={item.id} data-testid="item-card" data-state={v.state} data-selected={selectable ? isSelected : undefined}>
                {selectable && (
                  <td>
                    <input
                      type="checkbox"
                      data-testid="bulk-select"
                      className={checkbox}
                      checked={isSelected}
                      onChange={() => onSelect(isSelected ? selected.filter((id) => id !== item.id) : [...selected, item.id])}
                      aria-label={`${t("list.select")}: ${isolate(v.title)}`}
                    />
                  </td>
                )}
                {cols.map((c) => (
                  <td key={c.key} className={c.key === "title" || c.key === "badges" ? undefined : nowrap}>
                    {c.key === "title" ? (
                      <TitleCell view={v} />
                    ) : c.key === "badges" ? (
                      <div
                        className={css({
                          display: "flex",
                          flexWrap: "wrap",
                          gap: "1.5",
                        })}
                      >
                        {v.badges}
                      </div>
                    ) : (
                      v.cells?.[c.key]
                    )}
                  </td>
                ))}
                {hasActions && (
                  <td className={actionsCell}>
                    <div
                      className={css({
                        display: "flex",
                        flexWrap: "wrap",
                        gap: "2",
                      })}
                    >
                      {v.actions}
                      <EditDelete title={v.title} onEdit={v.onEdit} onDelete={v.onDelete} />
                    </div>
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function TitleCell({ view }: { view: RowView }) {
  return (
    <div
      className={css({
        display: "flex",
        gap: "3",
        alignItems: "flex-start",
        minInlineSize: "56",
      })}
    >
      {view.image && <img src={thumbnailUrl(view.image, 56)} alt={view.imageAlt ?? ""} className={rowThumb} loading="lazy" decoding="async" />}
      <div className={css({ display: "grid", gap: "1", minInlineSize: "0" })}>
        <strong className={css({ fontSize: "md", overflowWrap: "anywhere" })}>
          <Bidi>{view.title}</Bidi>
        </strong>
        {view.body}
      </div>
    </div>
  );
}

/**
 * A column header; a sortable one is a button that sorts by it, then the other way round. Dates
 * sort newest first on the first click, names A to Z.
 */
function SortHeader({ column, current, onSort }: { column: Column; current: string; onSort: (sort: string) => void }) {
  const { t } = useAdmin();
  if (!column.sort) return <th scope="col">{column.label}</th>;
  const key = column.sort.replace(/^-/, "");
  const state = current === key ? "ascending" : current === `-${key}` ? "descending" : "none";
  const next = state === "none" ? column.sort : state === "ascending" ? `-${key}` : key;
  const Icon = state === "ascending" ? ArrowUp : state === "descending" ? ArrowDown : ArrowUpDown;
  return (
    <th scope="col" aria-sort={state}>
      <button
        type="button"
        className={sortButton}
        data-testid="sort"
        data-sort={key}
        onClick={() => onSort(next)}
        title={t("list.sortBy", { column: column.label })}
      >
        {column.label}
        <Icon size={14} aria-hidden className={cx(css({ opacity: state === "none" ? 0.5 : 1 }))} />
      </button>
    </th>
  );
}

/**
 * The cards' sort (there are no column headers on a phone): each sortable column in its first
 * direction and the other way round, e.g. "Added ↓" and "Added ↑".
 */
function SortSelect<T extends { id: number }>({ list, columns = [], titleSort, statusSort, titleLabel, statusLabel }: Props<T>) {
  const { t } = useAdmin();
  const sortable = [
    { label: titleLabel ?? t("list.name"), sort: titleSort },
    { label: statusLabel ?? t("list.status"), sort: statusSort },
    ...columns,
  ].filter((c): c is { label: string; sort: string } => Boolean(c.sort));
  if (sortable.length < 2) return null;
  const options = sortable.flatMap((c) => {
    const key = c.sort.replace(/^-/, "");
    return [
      { value: `-${key}`, label: `${c.label} ↓` },
      { value: key, label: `${c.label} ↑` },
    ];
  });
  return <FilterSelect testId="sort-select" label={t("list.sort")} value={list.sort} options={options} onChange={list.setSort} />;
}
