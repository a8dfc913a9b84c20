import { ChevronLeft, ChevronRight, Pencil, Plus, RefreshCw, Search, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { css, cx } from "styled-system/css";
import { input } from "../../lib/form-styles";
import { formatNumber } from "../../../locales/format";
import { pluralKey } from "../../../locales/i18n";
import { Bidi, isolate } from "../../lib/bidi";
import { useAdmin } from "../core/i18n";
import {
  bigSpinner,
  button,
  cardActions,
  cardBody,
  cardGrid,
  cardTitle,
  centered,
  danger,
  itemCard,
  pageTitle,
  panel,
  primary,
  thumb,
  toolbar,
  toolbarTools,
} from "../core/styles";
import { thumbnailUrl } from "../../../shared/media";

interface HeaderProps {
  title: string;
  count?: number;
  search?: string;
  onSearch?: (value: string) => void;
  searchLabel?: string;
  onNew?: () => void;
  newLabel?: string;
  children?: ReactNode;
}

/** A list screen's title, search box and "new" button. */
export function ScreenHeader({ title, count, search, onSearch, searchLabel, onNew, newLabel, children }: HeaderProps) {
  const { t, lang } = useAdmin();
  return (
    <header className={toolbar} data-toast-anchor>
      <h1 className={pageTitle}>
        {title}
        {count !== undefined && (
          <span
            className={css({
              color: "muted",
              fontSize: "md",
              marginInlineStart: "2",
            })}
          >
            ({formatNumber(count, lang)})
          </span>
        )}
      </h1>
      <div className={toolbarTools}>
        {onSearch && (
          <div
            className={css({
              position: "relative",
              inlineSize: { base: "full", sm: "72" },
            })}
          >
            <Search
              size={16}
              aria-hidden
              className={css({
                position: "absolute",
                insetInlineStart: "3",
                insetBlockStart: "50%",
                transform: "translateY(-50%)",
                color: "muted",
              })}
            />
            <input
              type="search"
              data-testid="search"
              className={`${input} ${css({ paddingInlineStart: "9", paddingBlock: "2" })}`}
              value={search}
              onChange={(e) => onSearch(e.target.value)}
              placeholder={searchLabel ?? t("common.search")}
              aria-label={searchLabel ?? t("common.search")}
            />
          </div>
        )}
        {children}
        {onNew && (
          <button type="button" data-testid="new-item" className={primary} onClick={onNew}>
            <Plus size={16} aria-hidden />
            {newLabel ?? t("common.new")}
          </button>
        )}
      </div>
    </header>
  );
}

export function Loading({ label }: { label?: string }) {
  const { t } = useAdmin();
  return (
    <div className={centered} role="status" data-testid="loading">
      <span className={bigSpinner} aria-hidden />
      <span>{label ?? t("common.loading")}</span>
    </div>
  );
}

interface ListStateProps<T> {
  items: T[] | null;
  /** The items after search and filters. */
  visible: T[] | null;
  error: string | null;
  onRetry: () => void;
  emptyText: string;
  /** A search or filter narrows the list: an empty answer then says "no matches". */
  narrowed?: boolean;
  /** The children are the whole list (a table), not cards to put in the grid. */
  bare?: boolean;
  children: (items: T[]) => ReactNode;
}

/** Loading, failed (with retry), empty (`empty-state`), or the grid of cards. */
export function ListState<T>({ items, visible, error, onRetry, emptyText, narrowed, bare, children }: ListStateProps<T>) {
  const { t } = useAdmin();
  if (error && !items) {
    return (
      <div role="alert" className={`${panel} ${centered}`} data-testid="load-error">
        <strong className={css({ color: "danger" })}>{t("common.loadFailed")}</strong>
        <span>{error}</span>
        <button type="button" className={button} onClick={onRetry}>
          <RefreshCw size={16} aria-hidden />
          {t("common.retry")}
        </button>
      </div>
    );
  }
  if (!items || !visible) return <Loading />;
  if (!visible.length) {
    return (
      <p data-testid="empty-state" className={`${panel} ${centered}`}>
        {narrowed ?? items.length > 0 ? t("common.noMatches") : emptyText}
      </p>
    );
  }
  return bare ? children(visible) : <ul className={cardGrid}>{children(visible)}</ul>;
}

/** What an item's card shows of it, and its buttons. */
export interface CardView {
  title: string;
  image?: string | null;
  imageAlt?: string;
  badges?: ReactNode;
  onEdit?: () => void;
  onDelete?: () => void;
  actions?: ReactNode;
  state?: string;
}

interface CardProps extends CardView {
  children?: ReactNode;
  /** The card's selection checkbox (a list with bulk actions), at its top corner. */
  select?: ReactNode;
  selected?: boolean;
}

/** One card of an admin list (`item-card`) with its edit and delete buttons. */
export function ItemCard({ title, image, imageAlt = "", badges, children, onEdit, onDelete, actions, state, select, selected }: CardProps) {
  return (
    <li data-testid="item-card" data-state={state} data-selected={select ? selected : undefined} className={cx(itemCard, selectedCard)}>
      {select}
      {image && <img src={thumbnailUrl(image, 96)} alt={imageAlt} className={thumb} loading="lazy" decoding="async" />}
      <div className={select ? cx(cardBody, clearOfSelect) : cardBody}>
        {badges && <div className={css({ display: "flex", flexWrap: "wrap", gap: "1.5" })}>{badges}</div>}
        <h3 className={cardTitle}>
          <Bidi>{title}</Bidi>
        </h3>
        {children}
      </div>
      {(onEdit || onDelete || actions) && (
        <div className={cardActions}>
          {actions}
          <EditDelete title={title} onEdit={onEdit} onDelete={onDelete} />
        </div>
      )}
    </li>
  );
}

// A selected card keeps a clear frame, so the admin sees what a bulk action will touch.
const selectedCard = css({ "&[data-selected=true]": { borderColor: "primary", boxShadow: "0 0 0 1px var(--colors-primary)" } });

// The first line of a card with a checkbox (its badges, or its title) stops short of the box.
const clearOfSelect = css({ "& > :first-child": { paddingInlineEnd: "12" } });

export interface FilterOption {
  value: string;
  label: string;
}

/** One filter of a list as a select (`status-filter`, `read-filter`, …). */
export function FilterSelect({
  testId,
  label,
  value,
  options,
  onChange,
}: {
  testId: string;
  label: string;
  value: string;
  options: FilterOption[];
  onChange: (value: string) => void;
}) {
  return (
    <select
      data-testid={testId}
      className={cx(input, css({ inlineSize: "auto", paddingBlock: "2" }))}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      aria-label={label}
    >
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}

// Previous and next are thumb-sized (44 px) on a phone; the arrows point the reading direction.
const pagerButton = css({
  minBlockSize: "11",
  minInlineSize: "11",
  justifyContent: "center",
});
const flipInRtl = css({ _rtl: { transform: "scaleX(-1)" } });

/** The total ("١٬٢٣٤ عنصر"), the page among the pages, and previous/next (`pager`). */
export function Pager({ total, page, pages, busy, onPage }: { total: number; page: number; pages: number; busy?: boolean; onPage: (page: number) => void }) {
  const { t, lang } = useAdmin();
  return (
    <nav
      data-testid="pager"
      aria-label={t("list.pages")}
      className={css({
        display: "flex",
        flexWrap: "wrap",
        gap: "3",
        alignItems: "center",
        justifyContent: "space-between",
        marginBlockStart: "4",
      })}
    >
      <span data-testid="pager-total" className={css({ color: "muted", fontWeight: "semibold" })} aria-live="polite">
        {t(pluralKey("list.total", total, lang), { count: formatNumber(total, lang) })}
      </span>
      {pages > 1 && (
        <div className={css({ display: "flex", gap: "2", alignItems: "center" })}>
          <button
            type="button"
            data-testid="pager-prev"
            className={cx(button, pagerButton)}
            disabled={page <= 1 || busy}
            onClick={() => onPage(page - 1)}
            aria-label={t("list.previous")}
          >
            <ChevronLeft size={18} aria-hidden className={flipInRtl} />
          </button>
          <span data-testid="pager-page">
            {t("list.pageOf", {
              page: formatNumber(page, lang),
              pages: formatNumber(pages, lang),
            })}
          </span>
          <button
            type="button"
            data-testid="pager-next"
            className={cx(button, pagerButton)}
            disabled={page >= pages || busy}
            onClick={() => onPage(page + 1)}
            aria-label={t("list.next")}
          >
            <ChevronRight size={18} aria-hidden className={flipInRtl} />
          </button>
        </div>
      )}
    </nav>
  );
}

/** A row's edit and delete buttons (`edit-item`, `delete-item`), named after the row for screen readers. */
export function EditDelete({ title, onEdit, onDelete }: { title: string; onEdit?: () => void; onDelete?: () => void }) {
  const { t } = useAdmin();
  return (
    <>
      {onEdit && (
        <button type="button" data-testid="edit-item" className={button} onClick={onEdit} aria-label={`${t("common.edit")}: ${isolate(title)}`}>
          <Pencil size={15} aria-hidden />
          {t("common.edit")}
        </button>
      )}
      {onDelete && (
        <button type="button" data-testid="delete-item" className={danger} onClick={onDelete} aria-label={`${t("common.delete")}: ${isolate(title)}`}>
          <Trash2 size={15} aria-hidden />
          {t("common.delete")}
        </button>
      )}
    </>
  );
}
