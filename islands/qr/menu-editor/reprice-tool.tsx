import { useId, useState } from "react";
import { css, cx } from "styled-system/css";
import { formatNumber } from "../../../locales/format";
import { normalizeDigits } from "../../../shared/digits";
import { formatPrice } from "../../../shared/menu";
import { priceChangeName, REPRICE_PERCENT, REPRICE_STEPS, repriceMenu, type RepriceStep } from "../../../shared/menu-prices";
import { input } from "../../lib/form-styles";
import { call, dataOf, NetworkError, qrClient } from "../api";
import { menuOfDraft } from "../menu-draft";
import { notify } from "../notices";
import { smallButton } from "../styles";
import type { MenuEditorState } from "./use-menu-editor";
import { note } from "./styles";

/*
 * "Change all prices": every price of the saved menu up or down by a percentage, rounded to a
 * step people pay in, previewed old → new, then applied at once (no review: prices follow the
 * dollar by the day). A chunk of its own, fetched when the owner opens it.
 */

const box = css({
  display: "grid",
  gap: "3",
  padding: "4",
  borderRadius: "xl",
  borderWidth: "1px",
  borderColor: "border",
  bg: "surfaceStrong",
  "& h3": { fontWeight: "bold" },
  "& label": { display: "grid", gap: "1", fontSize: "sm", fontWeight: "semibold" },
});
const controls = css({ display: "grid", gridTemplateColumns: "repeat(auto-fit, minmax(7rem, 1fr))", gap: "3" });
const preview = css({
  display: "grid",
  gap: "1",
  maxBlockSize: "64",
  overflowY: "auto",
  fontSize: "sm",
  "& li": { display: "flex", justifyContent: "space-between", gap: "3", paddingBlock: "1", borderBlockEndWidth: "1px", borderColor: "border" },
  "& li > span:last-child": { whiteSpace: "nowrap", fontWeight: "semibold" },
});

/**
 * The change a typed percentage ("١٠", "12.5", "١٢٫٥") makes in this direction (up 1, down -1),
 * or undefined when it is not one the server takes (up to 500 % up, 90 % down; not 0).
 */
function percentOf(typed: string, direction: 1 | -1): number | undefined {
  const text = normalizeDigits(typed).trim().replace(/^[+\u2212-]/, "");
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(text)) return undefined;
  const n = direction * Number(text);
  return n >= REPRICE_PERCENT.min && n <= REPRICE_PERCENT.max && n !== 0 ? n : undefined;
}

export default function RepriceTool({ editor, onClose }: { editor: MenuEditorState; onClose: () => void }) {
  const { kit, draft, dirty, session, listing } = editor;
  const { m, lang } = kit;
  const id = useId();
  const [direction, setDirection] = useState<1 | -1>(1);
  const [typed, setTyped] = useState("10");
  const [step, setStep] = useState<RepriceStep>(5);
  const [busy, setBusy] = useState(false);
  const percent = percentOf(typed, direction);
  const saved = menuOfDraft(editor.baseline);
  const result = percent === undefined ? null : repriceMenu(saved, percent, step);
  const changes = result?.changes.filter((c) => c.before !== c.after) ?? [];
  const price = (value: number) => formatPrice(value, draft.currency, lang);

  async function apply() {
    if (!session || percent === undefined || busy) return;
    setBusy(true);
    try {
      const res = await call(
        qrClient(lang, session.token).businesses[":id"].menu.reprice.$post({ param: { id: String(editor.id) }, json: { percent, round_to: step } }),
      );
      if (!res.ok) throw new Error(res.body?.message || m("repriceFailed"));
      const b = dataOf(res);
      if (b) editor.adopt(b);
      notify("success", res.body?.message || m("repriceDone"));
      onClose();
    } catch (error) {
      notify("error", error instanceof NetworkError ? kit.t("qr.area.common.networkError") : (error as Error).message, m("repriceFailed"));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className={box} aria-labelledby={`${id}-h`} data-testid="reprice-panel">
      <h3 id={`${id}-h`}>{m("repriceTitle")}</h3>
      <p className={css({ color: "muted", fontSize: "sm" })}>{m(listing.status === "approved" ? "repriceHintLive" : "repriceHint")}</p>
      {dirty && (
        <p className={note} role="note" data-testid="reprice-dirty">
          {m("repriceDirty")}
        </p>
      )}
      <div className={controls}>
        <label>
          {m("repriceDirection")}
          <select className={input} value={String(direction)} onChange={(e) => setDirection(e.target.value === "-1" ? -1 : 1)} name="reprice_direction">
            <option value="1">{m("repriceUp")}</option>
            <option value="-1">{m("repriceDown")}</option>
          </select>
        </label>
        <label>
          {m("repricePercent")}
          <input
            className={input}
            name="reprice_percent"
            inputMode="decimal"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            aria-invalid={percent === undefined}
            aria-describedby={`${id}-p`}
          />
        </label>
        <label>
          {m("repriceRound")}
          <select className={input} value={String(step)} onChange={(e) => setStep(Number(e.target.value) as RepriceStep)} name="reprice_round_to">
            {REPRICE_STEPS.map((s) => (
              <option key={s} value={s}>
                {price(s * 100)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p id={`${id}-p`} className={css({ fontSize: "xs", color: percent === undefined ? "danger" : "muted" })}>
        {percent === undefined ? m("repricePercentInvalid") : m("repriceSummary", { n: formatNumber(changes.length, lang) })}
      </p>
      {changes.length > 0 && (
        <ul className={preview} data-testid="reprice-preview">
          {changes.map((c) => (
            <li key={`${c.item_id}.${c.variant_id ?? ""}`}>
              <span dir="auto">{priceChangeName(saved, c, lang)}</span>
              <span>
                <bdi>{price(c.before)}</bdi> {lang === "ar" ? "←" : "→"} <bdi>{price(c.after)}</bdi>
              </span>
            </li>
          ))}
        </ul>
      )}
      <div className={css({ display: "flex", flexWrap: "wrap", gap: "2" })}>
        <button type="button" className={cx(smallButton, css({ minBlockSize: "11" }))} disabled={busy || dirty || !changes.length} onClick={apply} data-testid="reprice-apply">
          {busy ? m("repriceApplying") : m("repriceApply", { n: formatNumber(changes.length, lang) })}
        </button>
        <button type="button" className={cx(smallButton, css({ minBlockSize: "11" }))} onClick={onClose}>
          {m("repriceCancel")}
        </button>
      </div>
    </section>
  );
}
