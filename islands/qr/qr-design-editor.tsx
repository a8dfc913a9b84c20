import { useMemo, useState } from "react";
import { css, cx } from "styled-system/css";
import { formatNumber } from "../../locales/format";
import type { Lang } from "../../locales/i18n";
import { contrastWithWhite, isReadableQrColor, QR_PALETTE, qrFrames, type QrDesign } from "../../shared/qr-design";
import { HEX_COLOR } from "../../shared/formats";
import { thumbnailUrl } from "../../shared/media";
import { drawQrSvg } from "../../shared/qr-design-svg";
import { fieldError, input, label as labelClass } from "../lib/form-styles";

/** Translates a key under `qr.design` ("color", "frames.none"). */
export type DesignT = (key: string, params?: Record<string, string | number>) => string;

const fieldset = css({ border: "none", padding: "0", margin: "0", display: "grid", gap: "2" });
const legend = cx(labelClass, css({ padding: "0" }));
const swatches = css({ display: "flex", flexWrap: "wrap", gap: "2" });
// Each swatch is a radio button drawn as a 44-px round tap target in its colour.
const swatch = css({
  inlineSize: "11",
  blockSize: "11",
  borderRadius: "full",
  borderWidth: "2px",
  borderColor: "border",
  cursor: "pointer",
  display: "grid",
  placeItems: "center",
  "&:has(input:checked)": { outline: "3px solid", outlineColor: "accent", outlineOffset: "2px" },
  "&:has(input:focus-visible)": { outline: "3px solid", outlineColor: "fg", outlineOffset: "2px" },
});
const hiddenRadio = css({ position: "absolute", opacity: "0", inlineSize: "1px", blockSize: "1px" });
const choice = css({ display: "flex", alignItems: "center", gap: "2", minBlockSize: "11", cursor: "pointer" });
const preview = css({
  inlineSize: "full",
  maxInlineSize: "15rem",
  marginInline: "auto",
  bg: "white",
  borderRadius: "xl",
  padding: "2",
  "& svg": { display: "block", inlineSize: "full", blockSize: "auto" },
});

export interface QrDesignEditorProps {
  /** The design being edited (the custom colour field may hold an unfinished one meanwhile). */
  design: QrDesign;
  onChange: (design: QrDesign) => void;
  /** What the code encodes (the listing's scan address), so the preview is the code itself. */
  text: string;
  /** The listing's logo, if it has an uploaded one (only those can go in a code). */
  logoUrl: string | null;
  /** A message per field from the server (`color`, `logo`, `frame`). */
  errors?: Record<string, string | undefined>;
  d: DesignT;
  lang: Lang;
  /** Prefix of the inputs' ids, so two editors never share one. */
  idPrefix: string;
}

/**
 * Picks a listing's code design: a colour (a swatch or any #RRGGBB dark enough on white), the logo
 * in the middle or not, a frame or none; with a preview drawn by the same function as the served
 * code. Used by the owner's design screen and the admin's view of a listing.
 */
export function QrDesignEditor({ design, onChange, text, logoUrl, errors = {}, d, lang, idPrefix }: QrDesignEditorProps) {
  // The typed colour, kept as typed until it is a whole #RRGGBB (the design keeps the last valid one).
  const [typed, setTyped] = useState(design.color);
  const [typedFor, setTypedFor] = useState(design.color);
  if (typedFor !== design.color) {
    setTypedFor(design.color);
    if (typed.toLowerCase() !== design.color) setTyped(design.color);
  }
  const candidate = typed.trim().startsWith("#") ? typed.trim() : `#${typed.trim()}`;
  const wellFormed = HEX_COLOR.test(candidate);
  const ratio = wellFormed ? contrastWithWhite(candidate) : null;
  const colorError = errors.color ?? (!wellFormed && typed.trim() ? d("badColor", { example: "\u2066#1e3a8a\u2069" }) : wellFormed && !isReadableQrColor(candidate) ? d("lowContrast") : undefined);

  const setColor = (value: string) => {
    setTyped(value);
    const c = value.trim().startsWith("#") ? value.trim() : `#${value.trim()}`;
    // Only a colour that passes reaches the design (and the preview); the field says why otherwise.
    if (isReadableQrColor(c)) onChange({ ...design, color: c.toLowerCase() });
  };

  // The preview embeds the logo's small file by its address: the page may load it (the served
  // code carries the same picture as data, so it stands alone).
  const svg = useMemo(
    () => drawQrSvg(text, design, { logoHref: design.logo && logoUrl ? thumbnailUrl(logoUrl, 80) : null }),
    [text, design, logoUrl],
  );
  const id = (name: string) => `${idPrefix}-${name}`;
  const errorOf = (name: string, message?: string) =>
    message ? (
      <p id={id(`${name}-error`)} className={fieldError} data-testid={`field-error-${name}`} role="alert">
        {message}
      </p>
    ) : null;

  return (
    <div className={css({ display: "grid", gap: "5", md: { gridTemplateColumns: "1fr 15rem", alignItems: "start" } })}>
      <div className={css({ display: "grid", gap: "5" })}>
        <fieldset className={fieldset} aria-describedby={colorError ? id("color-error") : id("contrast")}>
          <legend className={legend}>{d("color")}</legend>
          <div className={swatches}>
            {QR_PALETTE.map((c) => (
              <label key={c} className={swatch} style={{ background: c }} data-testid="qr-design-swatch" data-color={c}>
                <input type="radio" name={id("swatch")} value={c} checked={design.color === c} onChange={() => setColor(c)} className={hiddenRadio} aria-label={d("swatch", { color: c })} />
              </label>
            ))}
          </div>
          <div className={css({ display: "flex", gap: "2", alignItems: "center" })}>
            <input
              type="color"
              aria-label={d("picker")}
              value={design.color}
              onChange={(e) => setColor(e.target.value)}
              className={css({ inlineSize: "11", blockSize: "11", borderRadius: "lg", cursor: "pointer", flexShrink: "0" })}
            />
            <label htmlFor={id("color")} className={css({ srOnly: true })}>
              {d("customColor")}
            </label>
            <input
              id={id("color")}
              name="color"
              dir="ltr"
              maxLength={7}
              autoComplete="off"
              spellCheck={false}
              className={cx(input, css({ maxInlineSize: "9rem", fontFamily: "mono" }))}
              value={typed}
              placeholder="#RRGGBB"
              aria-invalid={colorError ? true : undefined}
              aria-describedby={colorError ? id("color-error") : id("contrast")}
              data-testid="qr-design-color"
              onChange={(e) => setColor(e.target.value)}
            />
          </div>
          {ratio !== null && (
            <p id={id("contrast")} className={css({ fontSize: "sm", color: "muted" })} data-testid="qr-design-contrast">
              {d("contrast", { ratio: formatNumber(Math.floor(ratio * 10) / 10, lang) })}
            </p>
          )}
          {errorOf("color", colorError)}
        </fieldset>

        <fieldset className={fieldset}>
          <legend className={legend}>{d("logoTitle")}</legend>
          <label className={choice}>
            <input
              type="checkbox"
              name="logo"
              checked={design.logo && !!logoUrl}
              disabled={!logoUrl}
              aria-describedby={!logoUrl ? id("logo-missing") : undefined}
              data-testid="qr-design-logo"
              onChange={(e) => onChange({ ...design, logo: e.target.checked })}
              className={css({ inlineSize: "5", blockSize: "5" })}
            />
            {d("logo")}
          </label>
          {!logoUrl && (
            <p id={id("logo-missing")} className={css({ fontSize: "sm", color: "muted" })} data-testid="qr-design-logo-missing">
              {d("logoMissing")}
            </p>
          )}
          {errorOf("logo", errors.logo)}
        </fieldset>

        <fieldset className={fieldset}>
          <legend className={legend}>{d("frame")}</legend>
          {qrFrames.map((f) => (
            <label key={f} className={choice}>
              <input
                type="radio"
                name={id("frame")}
                value={f}
                checked={design.frame === f}
                data-testid="qr-design-frame"
                data-frame={f}
                onChange={() => onChange({ ...design, frame: f })}
                className={css({ inlineSize: "5", blockSize: "5" })}
              />
              {d(`frames.${f}`)}
            </label>
          ))}
          {errorOf("frame", errors.frame)}
        </fieldset>
      </div>
      <figure className={css({ display: "grid", gap: "2", margin: "0" })}>
        <div className={preview} role="img" aria-label={d("previewAlt")} data-testid="qr-design-preview" dangerouslySetInnerHTML={{ __html: svg }} />
        <figcaption className={css({ fontSize: "sm", color: "muted", textAlign: "center" })}>{d("preview")}</figcaption>
      </figure>
    </div>
  );
}
