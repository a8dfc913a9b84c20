import { useCallback, useEffect, useId, useState } from "react";
import { css, cx } from "styled-system/css";
import { formatNumber, formatShortDay } from "../../locales/format";
import type { Lang, Translate } from "../../locales/i18n";
import { smallButton } from "../../shared/ui";
import { saveBlob } from "./qr-download";
import { safeFileName } from "../../shared/vcard";
import { barHeights, tableBarWidths, trendCsv, trendMax, trendPeriods, type ScanTrend, type TableScans, type TrendPeriod } from "./trend";

interface Props {
  lang: Lang;
  /** Translates the keys of the `qr.trend` strings, without that prefix ("title"). */
  t: Translate;
  /** The listing's name, for the CSV file's name. */
  name: string;
  /** Fetches the figures of the last `days` days; null when they could not be loaded. */
  load: (days: TrendPeriod) => Promise<ScanTrend | null>;
  /** Figures already at hand (the dashboard's 30 days), shown at once. */
  initial?: ScanTrend;
}

const periodButton = css({
  paddingInline: "3",
  paddingBlock: "1.5",
  fontSize: "sm",
  borderRadius: "lg",
  minBlockSize: "9",
  "&[aria-pressed=true]": { bg: "primary", color: "white", fontWeight: "bold" },
});
const chart = css({
  display: "flex",
  alignItems: "flex-end",
  blockSize: "28",
  borderBlockEndWidth: "1px",
  borderColor: "border",
  paddingBlockStart: "1",
});
const bar = css({ flex: "1", display: "flex", flexDirection: "column", justifyContent: "flex-end", blockSize: "full", minInlineSize: 0 });
const scansTone = css({ bg: "primary" });
const opensTone = css({ bg: "accent", opacity: 0.55 });
const swatch = css({ display: "inline-block", inlineSize: "3", blockSize: "3", borderRadius: "sm", marginInlineEnd: "1.5", verticalAlign: "middle" });
const table = css({
  inlineSize: "full",
  fontSize: "sm",
  borderCollapse: "collapse",
  "& th, & td": { paddingBlock: "1", paddingInline: "2", textAlign: "start", borderBlockEndWidth: "1px", borderColor: "border" },
  "& td:not(:first-child), & th:not(:first-child)": { textAlign: "end", fontVariantNumeric: "tabular-nums" },
});

// Scans by table: one row per table, its name, a bar and the figure, narrow enough for 360 px in
// either language ("طاولة ١٢٣" and "Table 123" take the same column); a long list scrolls.
const tableList = css({ display: "grid", gap: "1.5", maxBlockSize: "64", overflowY: "auto", fontSize: "sm" });
const tableRow = css({ display: "grid", gridTemplateColumns: "5.5rem minmax(0, 1fr) minmax(2.5rem, auto)", alignItems: "center", gap: "2" });
const tableTrack = css({ blockSize: "3", borderRadius: "full", bg: "surfaceStrong", overflow: "hidden" });
const tableFill = css({ display: "block", blockSize: "full", bg: "primary", borderRadius: "full", minInlineSize: "1" });

/** How many visitors scanned each numbered table code in the period, busiest table's bar full. */
function TableScansList({ tables, t, n }: { tables: readonly TableScans[]; t: Translate; n: (v: number) => string }) {
  const headingId = useId();
  const widths = tableBarWidths(tables);
  return (
    <div data-testid="trend-tables" className={css({ display: "grid", gap: "2" })}>
      <h4 id={headingId} className={css({ fontWeight: "bold", fontSize: "sm" })}>
        {t("tablesTitle")}
      </h4>
      <p className={css({ fontSize: "xs", color: "muted" })}>{t("tablesNote")}</p>
      <ol aria-labelledby={headingId} className={tableList}>
        {tables.map((row, i) => (
          <li key={row.table} className={tableRow} data-testid="trend-table-row" data-table={row.table} aria-label={t("tableRow", { number: n(row.table), count: n(row.scans) })}>
            <span aria-hidden className={css({ whiteSpace: "nowrap" })}>
              {t("tableName", { number: n(row.table) })}
            </span>
            <span aria-hidden className={tableTrack}>
              <span className={tableFill} style={{ inlineSize: `${widths[i]}%` }} />
            </span>
            <span aria-hidden data-testid="trend-table-scans" className={css({ textAlign: "end", fontVariantNumeric: "tabular-nums", fontWeight: "bold" })}>
              {n(row.scans)}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}

type State = { status: "loading" } | { status: "failed" } | { status: "ready"; data: ScanTrend };

/**
 * Unique scans and page opens per day for 7, 30 or 90 days: a bar chart whose bars run in the
 * reading direction (right to left in Arabic), described in words for screen readers, with the
 * same figures as a table and as a CSV download.
 */
export function ScanTrendPanel({ lang, t, name, load, initial }: Props) {
  const [period, setPeriod] = useState<TrendPeriod>(30);
  const [state, setState] = useState<State>(initial?.daily?.length === 30 ? { status: "ready", data: initial } : { status: "loading" });
  const headingId = useId();
  const n = (v: number) => formatNumber(v, lang);

  const fetchPeriod = useCallback(
    async (days: TrendPeriod) => {
      setState({ status: "loading" });
      const data = await load(days).catch(() => null);
      setState(data ? { status: "ready", data } : { status: "failed" });
    },
    [load],
  );
  useEffect(() => {
    if (state.status === "ready" && state.data.days === period) return;
    void fetchPeriod(period);
    // Only a new period asks the server again (not a new state, nor a new loader each render).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [period]);

  const data = state.status === "ready" ? state.data : null;
  const max = data ? trendMax(data.daily) : 1;
  const busiest = data?.daily.reduce((best, d) => (d.scans + d.opens > best.scans + best.opens ? d : best), data.daily[0]);
  const day = (iso: string) => formatShortDay(`${iso}T12:00:00Z`, lang, { utc: true });
  const periodName = (days: number) => t(days <= 10 ? "daysFew" : "daysMany", { count: n(days) });

  function downloadCsv() {
    if (!data) return;
    const csv = trendCsv(data.daily, { day: t("day"), scans: t("scans"), opens: t("opens"), table: t("csvTable") }, data.tables);
    saveBlob(new Blob([csv], { type: "text/csv;charset=utf-8" }), `${safeFileName(name, "listing")}-scans-${data.from}-${data.to}.csv`);
  }

  return (
    <section data-testid="scan-trend" aria-labelledby={headingId} aria-busy={state.status === "loading"} className={css({ display: "grid", gap: "3" })}>
      <div className={css({ display: "flex", flexWrap: "wrap", alignItems: "center", justifyContent: "space-between", gap: "2" })}>
        <h3 id={headingId} className={css({ fontWeight: "bold" })}>
          {t("title")}
        </h3>
        <div role="group" aria-label={t("period")} className={css({ display: "flex", gap: "1" })}>
          {trendPeriods.map((days) => (
            <button
              key={days}
              type="button"
              data-testid="trend-period"
              data-days={days}
              aria-pressed={period === days}
              className={cx(smallButton, periodButton)}
              onClick={() => setPeriod(days)}
            >
              {periodName(days)}
            </button>
          ))}
        </div>
      </div>

      {state.status === "loading" && (
        <p role="status" className={css({ color: "muted", fontSize: "sm", minBlockSize: "28" })}>
          {t("loading")}
        </p>
      )}
      {state.status === "failed" && (
        <div role="alert" className={css({ display: "flex", gap: "2", alignItems: "center", flexWrap: "wrap", fontSize: "sm" })}>
          <span className={css({ color: "danger" })}>{t("failed")}</span>
          <button type="button" className={smallButton} onClick={() => fetchPeriod(period)}>
            {t("retry")}
          </button>
        </div>
      )}
      {data && (
        <>
          <p data-testid="trend-summary" className={css({ fontSize: "sm" })}>
            {t("summary", { scans: n(data.scans), opens: n(data.opens), period: periodName(data.days) })}
          </p>
          <div
            role="img"
            data-testid="trend-chart"
            aria-label={
              data.scans + data.opens === 0
                ? t("chartEmpty", { period: periodName(data.days) })
                : t("chartLabel", { period: periodName(data.days), day: day(busiest!.day), count: n(busiest!.scans + busiest!.opens) })
            }
          >
            <div className={chart} style={{ gap: data.days > 30 ? 0 : "2px" }}>
              {data.daily.map((d) => {
                const h = barHeights(d, max);
                return (
                  <div key={d.day} className={bar} title={`${day(d.day)}: ${t("barTitle", { scans: n(d.scans), opens: n(d.opens) })}`}>
                    <span className={opensTone} style={{ blockSize: `${h.opens}%` }} />
                    <span className={scansTone} style={{ blockSize: `${h.scans}%` }} />
                  </div>
                );
              })}
            </div>
            <div aria-hidden className={css({ display: "flex", justifyContent: "space-between", fontSize: "xs", color: "muted", marginBlockStart: "1" })}>
              <span>{day(data.from)}</span>
              <span>{t("max", { count: n(max) })}</span>
              <span>{day(data.to)}</span>
            </div>
          </div>
          <p className={css({ display: "flex", flexWrap: "wrap", gap: "4", fontSize: "xs", color: "muted" })}>
            <span>
              <span aria-hidden className={cx(swatch, scansTone)} />
              {t("scansLegend")}
            </span>
            <span>
              <span aria-hidden className={cx(swatch, opensTone)} />
              {t("opensLegend")}
            </span>
          </p>
          {data.tables.length > 0 && <TableScansList tables={data.tables} t={t} n={n} />}
          <div className={css({ display: "flex", flexWrap: "wrap", gap: "2", alignItems: "start" })}>
            <details data-testid="trend-table" className={css({ flex: "1 1 12rem", fontSize: "sm" })}>
              <summary className={css({ cursor: "pointer", color: "accent", minBlockSize: "9", display: "flex", alignItems: "center" })}>
                {t("showTable")}
              </summary>
              <div className={css({ maxBlockSize: "64", overflowY: "auto", marginBlockStart: "2" })}>
                <table className={table}>
                  <caption className={css({ srOnly: true })}>{t("caption", { period: periodName(data.days) })}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t("day")}</th>
                      <th scope="col">{t("scans")}</th>
                      <th scope="col">{t("opens")}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {[...data.daily].reverse().map((d) => (
                      <tr key={d.day}>
                        <th scope="row" className={css({ fontWeight: "normal", whiteSpace: "nowrap" })}>
                          <time dateTime={d.day}>{day(d.day)}</time>
                        </th>
                        <td>{n(d.scans)}</td>
                        <td>{n(d.opens)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </details>
            <button type="button" data-testid="trend-csv" className={smallButton} onClick={downloadCsv}>
              {t("csv")}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
