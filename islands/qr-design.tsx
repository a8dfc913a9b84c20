import { LayoutGrid } from "lucide-react";
import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { css, cx } from "styled-system/css";
import { DEFAULT_QR_DESIGN, type QrDesign } from "../shared/qr-design";
import { mediaBase } from "../shared/media";
import { container, ghostButton, primaryButton } from "../shared/ui";
import { Bidi } from "./lib/bidi";
import { showFieldErrors } from "./lib/focus-error";
import { useT } from "./lib/use-t";
import { call, endSessionIfUnauthorized, NetworkError, qrClient, sessionOrLogin } from "./qr/api";
import { DashboardLink, OwnerScreen, type AreaChrome } from "./qr/area-header";
import { notify, resolveNotices } from "./qr/notices";
import { QrDesignEditor } from "./qr/qr-design-editor";
import { preloadedAnswer } from "../shared/owner-preload";
import { useOwnerSession } from "./qr/use-owner-session";
import { SaveStatus, useSaveStatus } from "./qr/save-status";
import { bigSpinner, centered, main, pageTitle, panel } from "./qr/styles";

interface Listing {
  id: number;
  business_name: string;
  logo_url: string | null;
  qr_code_url: string | null;
  qr_design: QrDesign;
}

const SOURCE = "qr-design";

/**
 * The owner's design of one listing's code (`/qr/business/{id}/design`): colour, logo, frame, with
 * a live preview. It applies at once (no review): the dashboard, the downloads, the code's image
 * and the print kit all draw the saved design. Rendered with the listing when the server knew the
 * owner (their session cookie), else as a loading shell, as on every owner screen.
 */
export default function QrDesignScreen(props: AreaChrome & { id: number }) {
  const { lang } = props;
  const t = useT(props.messages, lang);
  const d = useCallback((key: string, params?: Record<string, string | number>) => t(`qr.design.${key}`, params), [t]);
  const [session, setSession] = useOwnerSession(props.preload);
  // The listing as the server read it for this owner (their session cookie), if it did.
  const stored = preloadedAnswer<Listing>(props.preload, `/businesses/edit/${props.id}`);
  const [listing, setListing] = useState<Listing | null>(stored ?? null);
  const [failed, setFailed] = useState(false);
  const [design, setDesign] = useState<QrDesign>(stored?.qr_design ?? DEFAULT_QR_DESIGN);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [busy, setBusy] = useState(false);
  const root = useRef<HTMLFormElement>(null);

  useEffect(() => {
    const s = sessionOrLogin();
    if (!s) return;
    setSession(s);
    if (stored) return;
    call(qrClient(lang, s.token).businesses.edit[":id"].$get({ param: { id: String(props.id) } }))
      .then((res) => {
        if (endSessionIfUnauthorized(res)) return;
        const b = res.ok ? res.body?.data : undefined;
        if (!b) {
          setFailed(true);
          return void notify("error", res.body?.message || d("loadError"), d("loadError"));
        }
        setListing(b);
        setDesign(b.qr_design);
      })
      .catch(() => {
        setFailed(true);
        notify("error", t("qr.area.common.networkError"), t("qr.area.common.networkTitle"));
      });
    // Read once, as the island wakes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lang, props.id, d, t]);

  // What the last save left to say beside the button, until the next change.
  const status = useSaveStatus();

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (busy || !session || !listing) return;
    setBusy(true);
    status.saving();
    try {
      const res = await call(qrClient(lang, session.token).businesses[":id"]["qr-design"].$put({ param: { id: String(listing.id) }, json: design }));
      if (endSessionIfUnauthorized(res)) return;
      if (!res.ok) {
        showFieldErrors(root.current, () => setErrors(res.body?.errors ?? {}));
        status.failed(Object.keys(res.body?.errors ?? {}).length ? { field: {} } : { message: res.body?.message || d("saveError") });
        return void notify("error", res.body?.message || d("saveError"), d("saveError"), { source: SOURCE });
      }
      resolveNotices(SOURCE);
      setErrors({});
      if (res.body?.data) setListing(res.body.data);
      status.saved();
      notify("success", res.body?.message || d("saved"));
    } catch (error) {
      if (!(error instanceof NetworkError)) throw error;
      notify("error", t("qr.area.common.networkError"), t("qr.area.common.networkTitle"), { source: SOURCE });
      status.failed({ network: true });
    } finally {
      setBusy(false);
    }
  }

  // The preview encodes what the printed code will: the listing's scan address (a placeholder
  // address of the same length before approval, so the preview has the same size).
  const text = listing?.qr_code_url ? `${listing.qr_code_url}?src=qr` : `${typeof location === "undefined" ? "" : location.origin}/qr/xxxxxxxxxx?src=qr`;

  return (
    <OwnerScreen chrome={props} t={t} welcome={session?.user.username} tools={<DashboardLink t={t} icon={LayoutGrid} />}>
      <main id="main" data-testid="qr-design" className={cx(container, main, css({ display: "grid", gap: "5", alignContent: "start", maxInlineSize: "4xl" }))}>
        <div>
          <h1 className={pageTitle}>{d("title")}</h1>
          {listing && (
            <p className={css({ color: "muted", fontWeight: "semibold" })} data-testid="qr-design-listing">
              <Bidi>{listing.business_name}</Bidi>
            </p>
          )}
          <p className={css({ color: "muted", marginBlockStart: "1" })}>{d("intro")}</p>
        </div>
        {!listing ? (
          <div className={centered} data-testid="qr-design-loading" data-needs-script>
            {!failed && <span className={bigSpinner} aria-hidden />}
            <span>{failed ? d("loadError") : t("qr.area.common.loading")}</span>
          </div>
        ) : (
          <form ref={root} onSubmit={onSubmit} noValidate className={cx(panel, css({ display: "grid", gap: "5" }))}>
            <QrDesignEditor
              design={design}
              onChange={(next) => {
                setDesign(next);
                setErrors({});
                status.changed();
              }}
              text={text}
              logoUrl={mediaBase(listing.logo_url) ? listing.logo_url : null}
              errors={errors}
              d={d}
              lang={lang}
              idPrefix="qr-design"
            />
            <div className={css({ display: "flex", flexWrap: "wrap", gap: "3" })}>
              <button type="submit" className={primaryButton} disabled={busy} aria-busy={busy} data-testid="qr-design-save">
                {busy ? d("saving") : d("save")}
              </button>
              <button type="button" className={ghostButton} onClick={() => (setDesign(DEFAULT_QR_DESIGN), status.changed())} data-testid="qr-design-reset">
                {d("reset")}
              </button>
            </div>
            <SaveStatus status={status} t={t} lang={lang} className={css({ justifySelf: "start" })} />
          </form>
        )}
      </main>
    </OwnerScreen>
  );
}
