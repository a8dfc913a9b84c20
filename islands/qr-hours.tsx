import { useEffect, useState, type FormEvent } from "react";
import { css, cx } from "styled-system/css";
import { container, ghostButton } from "../shared/ui";
import { useT } from "./lib/use-t";
import { ErrorSummary } from "./lib/error-summary";
import { call, dataOf, endSessionIfUnauthorized, NetworkError, qrClient, sessionOrLogin } from "./qr/api";
import { LoadingNote } from "./qr/loading-note";
import { DashboardLink, OwnerScreen, type AreaChrome } from "./qr/area-header";
import { BusyButton } from "./qr/fields";
import { checkHours, draftOf, hoursFieldLabel, hoursInputId, HoursEditor, hoursOfDraft, startingDraft, type HoursDraft } from "./qr/hours-editor";
import { notify, resolveNotices } from "./qr/notices";
import { useOwnerSession } from "./qr/use-owner-session";
import { errorBox, main, pageTitle, smallButton } from "./qr/styles";
import { useSaveErrors } from "./qr/use-save-errors";
import { preloadedAnswer } from "../shared/owner-preload";
import type { OwnerBusiness } from "./qr/types";
import { SaveStatus, useSaveStatus } from "./qr/save-status";

/** The source of the notices about the form's fields (see `resolveNotices`). */
const SUMMARY = "qr-hours";

type Phase = { state: "loading" } | { state: "ready" } | { state: "failed"; message: string };

/** The zones the owner may pick from: every zone the browser knows, the listing's own first. */
const allZones = () => {
  try {
    return (Intl as unknown as { supportedValuesOf?: (k: string) => string[] }).supportedValuesOf?.("timeZone") ?? [];
  } catch {
    return [];
  }
};

/**
 * The owner's opening-hours screen, `/qr/business/{id}/hours`: what visitors read on the listing's
 * page, saved at once (no review), so a sudden closure can be told on the day. A refused save
 * keeps what was typed, marks each bad field with its message, lists them above the form and
 * puts the focus on the first.
 */
export default function QrHours(props: AreaChrome & { id: number }) {
  const { lang } = props;
  const t = useT(props.messages, lang);
  const e = (key: string, params?: Record<string, string | number>) => t(`openingHours.editor.${key}`, params);
  const [session, setSession] = useOwnerSession(props.preload);
  // The listing as the server read it for this owner (their session cookie), if it did.
  const stored = preloadedAnswer<OwnerBusiness>(props.preload, `/businesses/edit/${props.id}`);
  const [phase, setPhase] = useState<Phase>(stored ? { state: "ready" } : { state: "loading" });
  const [name, setName] = useState(stored?.business_name ?? "");
  const [draft, setDraft] = useState<HoursDraft | null>(stored?.hours ? draftOf(stored.hours) : null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [zones, setZones] = useState<string[]>([]);
  const status = useSaveStatus();
  const saveErrors = useSaveErrors({ source: SUMMARY, title: e("saveError"), errors, controlId: hoursInputId, label: (field) => hoursFieldLabel(field, t, lang), status });
  const { fail } = saveErrors;

  useEffect(() => {
    const s = sessionOrLogin();
    if (!s) return;
    setSession(s);
    setZones(allZones());
    if (stored) return;
    void (async () => {
      try {
        const res = await call(qrClient(lang, s.token).businesses.edit[":id"].$get({ param: { id: String(props.id) } }));
        if (endSessionIfUnauthorized(res)) return;
        const b = res.ok ? dataOf(res) : undefined;
        if (!b) throw new Error(res.body?.message || e("loadError"));
        setName(b.business_name);
        setDraft(b.hours ? draftOf(b.hours) : null);
        setPhase({ state: "ready" });
      } catch (error) {
        const message = error instanceof NetworkError ? t("qr.area.common.networkError") : (error as Error).message || e("loadError");
        setPhase({ state: "failed", message });
      }
    })();
    // The listing is read once, when the island wakes up.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const change = (next: HoursDraft) => {
    setDraft(next);
    status.changed();
    // A field's message goes once the field changes; the rest stay until the next save.
    if (Object.keys(errors).length) setErrors({});
  };

  async function save(hours: HoursDraft | null) {
    if (saving || !session) return;
    setSaving(true);
    saveErrors.clear();
    status.saving();
    try {
      const res = await call(qrClient(lang, session.token).businesses[":id"].hours.$put({ param: { id: String(props.id) }, json: { hours: hours && hoursOfDraft(hours) } }));
      if (endSessionIfUnauthorized(res)) return;
      if (!res.ok) {
        const fieldErrors = res.body?.errors ?? {};
        setErrors(fieldErrors);
        return fail([{ message: res.body?.message || e("saveError") }, ...Object.entries(fieldErrors).map(([field, message]) => ({ field, message }))]);
      }
      const saved = dataOf(res);
      setDraft(saved?.hours ? draftOf(saved.hours) : null);
      setErrors({});
      resolveNotices(SUMMARY);
      status.saved();
      notify("success", res.body?.message || t("openingHours.saved"));
    } catch (error) {
      if (!(error instanceof NetworkError)) throw error;
      fail([{ message: t("qr.area.common.networkError") }], { network: true });
    } finally {
      setSaving(false);
    }
  }

  const onSubmit = (ev: FormEvent) => {
    ev.preventDefault();
    if (!draft || saving) return;
    // What the phone can see is told at once, without a round trip.
    const found = checkHours(draft, t);
    if (Object.keys(found).length) {
      setErrors(found);
      return fail([{ message: t("openingHours.errors.summary") }, ...Object.entries(found).map(([field, message]) => ({ field, message }))]);
    }
    void save(draft);
  };

  return (
    <OwnerScreen chrome={props} t={t} welcome={session?.user.username} tools={<DashboardLink t={t} />}>
      <main id="main" className={cx(container, main, css({ maxInlineSize: "2xl" }))}>
        <h1 className={pageTitle}>{t("openingHours.title")}</h1>
        {name && (
          <p className={css({ fontWeight: "semibold", marginBlockStart: "1" })}>
            <bdi dir="auto">{name}</bdi>
          </p>
        )}
        <p className={css({ color: "muted", fontSize: "sm", marginBlock: "3" })}>{e("intro")}</p>
        {phase.state === "loading" ? (
          <LoadingNote t={t} testId="hours-loading" />
        ) : phase.state === "failed" ? (
          <div className={errorBox} role="alert" data-testid="hours-error">
            <strong>{e("loadError")}</strong>
            <p>{phase.message}</p>
            <a href="/qr/dashboard" className={cx(smallButton, css({ marginBlockStart: "3" }))}>
              {e("back")}
            </a>
          </div>
        ) : !draft ? (
          <div className={css({ display: "grid", gap: "3", justifyItems: "start" })} data-testid="hours-none">
            <p>{e("noHours")}</p>
            <button type="button" className={smallButton} onClick={() => change(startingDraft())} data-testid="hours-start">
              {e("start")}
            </button>
          </div>
        ) : (
          <form data-testid="hours-form" method="post" noValidate onSubmit={onSubmit} className={css({ display: "grid", gap: "4" })} aria-busy={saving}>
            <ErrorSummary boxRef={saveErrors.boxRef} alert testId="save-error" heading={e("saveError")} lines={saveErrors.lines} />
            <HoursEditor value={draft} onChange={change} errors={errors} t={t} lang={lang} disabled={saving} zones={zones} onCopied={() => notify("info", e("copied"))} />
            <div className={css({ display: "flex", gap: "3", justifyContent: "space-between", flexWrap: "wrap" })}>
              <button type="button" className={ghostButton} disabled={saving} onClick={() => void save(null)} data-testid="hours-clear">
                {e("clear")}
              </button>
              <BusyButton type="submit" data-testid="save-hours" busy={saving} disabled={saving}>
                {saving ? e("saving") : e("save")}
              </BusyButton>
            </div>
          </form>
        )}
        {/* Outside the form: removing the hours (the form goes) is a save it tells of too. */}
        {phase.state === "ready" && <SaveStatus status={status} t={t} lang={lang} className={css({ marginBlockStart: "3" })} />}
      </main>
    </OwnerScreen>
  );
}
