import { ExternalLink, LocateFixed, X } from "lucide-react";
import { useRef, useState, type ClipboardEvent, type KeyboardEvent } from "react";
import { css, cx } from "styled-system/css";
import type { Lang, Translate } from "../../locales/i18n";
import { checkOnMapUrl, formatPosition, readPosition } from "../../shared/geo-link";
import { isLatitude, isLongitude, toCoordinate } from "../../shared/formats";
import { inputRules } from "../../shared/field-rules";
import { describedBy, Field } from "../lib/field";
import { input, label as labelClass, spinner } from "../lib/form-styles";
import { smallButton } from "./styles";
import { listingFieldRules } from "./validate";

type Coordinate = "latitude" | "longitude";

/**
 * What the position part says after the owner's last action: finding the phone's position, a
 * position found (by the phone, with how exact it is, or read from a pasted link), or why not.
 * The keys are under `qr.area.form.position`.
 */
type Status =
  | { kind: "idle" }
  | { kind: "locating" }
  | { kind: "found"; meters: number }
  | { kind: "read" }
  | { kind: "cleared" }
  | { kind: "error"; key: string; from: "here" | "paste" };

/** Beyond this, a phone's fix is Wi-Fi or mast guesswork, not the shop's door: the owner is told to check it. */
const ROUGH_METERS = 150;

const box = css({ display: "grid", gap: "3" });
const hereButton = cx(smallButton, css({ minBlockSize: "11", justifySelf: "start", maxInlineSize: "full", whiteSpace: "normal" }));
// Always in the page (a live region must be there before its words are), taking no room while empty.
const message = css({
  fontSize: "sm",
  lineHeight: "1.7",
  "&:not(:empty)": { marginBlockStart: "2" },
  "&[data-tone=error]": { color: "danger" },
  "&[data-tone=ok]": { color: "success" },
});
const current = css({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: "2",
  paddingInline: "3",
  paddingBlock: "2",
  borderRadius: "xl",
  bg: "surfaceStrong",
  borderWidth: "1px",
  borderColor: "border",
  fontSize: "sm",
});
// Latitude and longitude side by side even on a phone: each is a short number.
const pairGrid = css({ display: "grid", gap: "3", gridTemplateColumns: "1fr 1fr" });

/** A coordinate as the server stores it (six decimals), in Latin digits: what the inputs hold. */
const asInput = (v: number) => String(Math.round(v * 1e6) / 1e6);

/**
 * The listing's position on the map, set on the phone: "I am at the shop now" (the browser's
 * geolocation, which needs the owner's permission and a secure page), or a link pasted from a map
 * app, or coordinates typed in either digit system. The two inputs named as the API's fields hold
 * what is saved; the owner sees the position in the page's digits, a link to check it on
 * OpenStreetMap (no map is loaded here: a phone on a slow network pays for none), and a way to
 * remove it. Nothing is saved until the form is.
 */
export function PositionField(props: {
  latitude: string;
  longitude: string;
  errors: Partial<Record<Coordinate, string>>;
  onChange: (field: Coordinate) => (e: { target: { value: string } }) => void;
  disabled: boolean;
  lang: Lang;
  t: Translate;
}) {
  const { latitude, longitude, errors, disabled, lang } = props;
  const p = (key: string, params?: Record<string, string | number>) => props.t(`qr.area.form.position.${key}`, params);
  const f = (key: string) => props.t(`qr.area.form.${key}`);
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const [pasted, setPasted] = useState("");
  // A position request still running when the owner pastes a link (or asks again) must not
  // overwrite what came after it.
  const request = useRef(0);

  const set = (lat: string, lon: string) => {
    props.onChange("latitude")({ target: { value: lat } });
    props.onChange("longitude")({ target: { value: lon } });
  };

  function locate() {
    const ask = ++request.current;
    // Browsers give a position only to secure pages (https, or this computer); saying so beats a
    // refusal that reads as if the owner had said no.
    if (!window.isSecureContext) return setStatus({ kind: "error", key: "insecure", from: "here" });
    if (!("geolocation" in navigator)) return setStatus({ kind: "error", key: "unsupported", from: "here" });
    setStatus({ kind: "locating" });
    navigator.geolocation.getCurrentPosition(
      (position) => {
        if (ask !== request.current) return;
        set(asInput(position.coords.latitude), asInput(position.coords.longitude));
        setStatus({ kind: "found", meters: Math.round(position.coords.accuracy) });
      },
      (error) => {
        if (ask !== request.current) return;
        const key = error.code === error.PERMISSION_DENIED ? "denied" : error.code === error.TIMEOUT ? "timeout" : "unavailable";
        setStatus({ kind: "error", key, from: "here" });
      },
      // The shop's door, not the district: the phone's GPS (slower, so a generous wait), never an old fix.
      { enableHighAccuracy: true, timeout: 20_000, maximumAge: 0 },
    );
  }

  /** Reads the pasted text; a failure keeps it in the box, with the reason under it. */
  function read(text: string) {
    request.current++;
    const result = readPosition(text);
    if (result.ok) {
      set(asInput(result.latitude), asInput(result.longitude));
      setPasted("");
      setStatus({ kind: "read" });
    } else if (result.reason === "empty") {
      setStatus((s) => (s.kind === "error" && s.from === "paste" ? { kind: "idle" } : s));
    } else {
      setStatus({ kind: "error", key: result.reason, from: "paste" });
    }
  }

  function clear() {
    request.current++;
    set("", "");
    setPasted("");
    setStatus({ kind: "cleared" });
  }

  const lat = toCoordinate(latitude);
  const lon = toCoordinate(longitude);
  const known = latitude.trim() !== "" && longitude.trim() !== "" && isLatitude(lat) && isLongitude(lon);
  const pasteError = status.kind === "error" && status.from === "paste" ? p(status.key) : undefined;

  const coordinate = (name: Coordinate) => (
    <Field id={`qr-f-${name}`} name={name} label={f(name)} error={errors[name]}>
      <input
        id={`qr-f-${name}`}
        name={name}
        type="text"
        inputMode="decimal"
        dir="ltr"
        autoComplete="off"
        // required (never) and maxLength (none): the server's rules (shared/form-rules.ts)
        {...inputRules(listingFieldRules[name])}
        value={name === "latitude" ? latitude : longitude}
        onChange={(e) => {
          props.onChange(name)(e);
          if (status.kind !== "idle") setStatus({ kind: "idle" });
        }}
        className={input}
        disabled={disabled}
        {...describedBy(`qr-f-${name}`, errors[name])}
      />
    </Field>
  );

  return (
    <div className={box} role="group" aria-labelledby="qr-position-title" data-testid="position">
      <div>
        <p id="qr-position-title" className={cx(labelClass, css({ marginBlockEnd: "0.5" }))}>
          {p("title")}
        </p>
        <p className={css({ color: "muted", fontSize: "xs" })}>{p("intro")}</p>
      </div>
      <div>
        <button type="button" className={hereButton} onClick={locate} disabled={disabled || status.kind === "locating"} aria-busy={status.kind === "locating"} data-testid="position-here">
          {status.kind === "locating" ? <span className={spinner} aria-hidden /> : <LocateFixed size={18} aria-hidden />}
          {p("here")}
        </button>
        {/* What the phone said, under its button: finding, found (and how exactly), or why not. */}
        <p role="status" className={message} data-tone={status.kind === "error" ? "error" : status.kind === "found" ? "ok" : undefined} data-testid="position-status">
          {status.kind === "locating"
            ? p("locating")
            : status.kind === "found"
              ? p(status.meters > ROUGH_METERS ? "foundRough" : "found", { meters: status.meters })
              : status.kind === "error" && status.from === "here"
                ? p(status.key)
                : ""}
        </p>
      </div>
      <div>
        <Field id="qr-f-position_link" name="position_link" label={p("paste")} hint={p("pasteHint")} error={pasteError}>
          <input
            id="qr-f-position_link"
            // Not a field of the listing: what is read from it goes into latitude and longitude.
            name="position_link"
            type="text"
            inputMode="url"
            dir="ltr"
            autoComplete="off"
            enterKeyHint="done"
            value={pasted}
            onChange={(e) => {
              const text = e.target.value;
              // Many characters at once are a paste too (a phone keyboard's clipboard button types
              // them without a paste event): read them now. Typed text is read once the owner
              // leaves the box or presses Enter, never half-typed ("33.5, 3" is a position).
              if (text.length - pasted.length > 6) return void (setPasted(text), read(text));
              setPasted(text);
              if (pasteError) setStatus({ kind: "idle" });
            }}
            onPaste={(e: ClipboardEvent<HTMLInputElement>) => {
              const text = e.clipboardData.getData("text");
              if (!text) return;
              e.preventDefault();
              setPasted(text);
              read(text);
            }}
            onBlur={(e) => e.target.value.trim() && read(e.target.value)}
            onKeyDown={(e: KeyboardEvent<HTMLInputElement>) => {
              // Enter reads the box; it never sends the whole form from here.
              if (e.key !== "Enter") return;
              e.preventDefault();
              read(e.currentTarget.value);
            }}
            className={input}
            disabled={disabled}
            data-testid="position-paste"
            {...describedBy("qr-f-position_link", pasteError, p("pasteHint"))}
          />
        </Field>
        {/* A pasted link read; why not is the field's own error above. */}
        <p role="status" className={message} data-tone="ok" data-testid="position-paste-status">
          {status.kind === "read" ? p("fromLink") : ""}
        </p>
      </div>
      {known ? (
        <div className={current} data-testid="position-read">
          <span className={css({ flex: "1 1 10rem" })}>
            {p("current")}{" "}
            <bdi data-testid="position-value" className={css({ fontWeight: "semibold", whiteSpace: "nowrap" })}>
              {formatPosition(lat, lon, lang)}
            </bdi>
          </span>
          <a href={checkOnMapUrl(lat, lon)} target="_blank" rel="noopener noreferrer" className={cx(smallButton, css({ minBlockSize: "11" }))} data-testid="position-check">
            <ExternalLink size={15} aria-hidden />
            {p("check")}
            <span className={css({ srOnly: true })}> {p("newTab")}</span>
          </a>
          <button type="button" className={cx(smallButton, css({ minBlockSize: "11" }))} onClick={clear} disabled={disabled} data-testid="position-clear">
            <X size={15} aria-hidden />
            {p("clear")}
          </button>
        </div>
      ) : (
        <p role="status" className={css({ color: "muted", fontSize: "sm" })} data-testid="position-none">
          {p(status.kind === "cleared" ? "cleared" : "none")}
        </p>
      )}
      <div className={pairGrid}>
        {coordinate("latitude")}
        {coordinate("longitude")}
      </div>
    </div>
  );
}
