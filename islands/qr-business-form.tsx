import { useEffect, useRef, useState, type FormEvent } from "react";
import { css, cx } from "styled-system/css";
import { container, ghostButton } from "../shared/ui";
import { useT } from "./lib/use-t";
import { ErrorSummary } from "./lib/error-summary";
import { call, dataOf, endSessionIfUnauthorized, NetworkError, qrClient, sessionOrLogin } from "./qr/api";
import { LoadingNote } from "./qr/loading-note";
import { DashboardLink, OwnerScreen, type AreaChrome } from "./qr/area-header";
import { BusyButton } from "./qr/fields";
import { GalleryEditor, SingleImage } from "./qr/image-fields";
import { grid2, Section, listingSections } from "./qr/listing-sections";
import { emptyListing, formErrorsOf, fromStored, tempListingId, toPayload } from "./qr/listing-values";
import { notify } from "./qr/notices";
import { useOwnerSession } from "./qr/use-owner-session";
import { errorBox, main, pageTitle, smallButton } from "./qr/styles";
import type { Category, OwnerBusiness } from "./qr/types";
import { preloadedAnswer } from "../shared/owner-preload";
import { checkListing, type ListingField, type ListingValues } from "./qr/validate";
import { useListingImages } from "./qr/use-listing-images";
import { useSaveErrors } from "./qr/use-save-errors";
import { SaveStatus, useSaveStatus } from "./qr/save-status";

/** The source of the notices about the form's fields (see `resolveNotices`). */
const SUMMARY = "qr-business-form";
const reviewNote = css({ bg: "rgba(99,102,241,0.12)", borderRadius: "xl", paddingInline: "4", paddingBlock: "3", fontSize: "sm", lineHeight: "1.8" });

/** The dashboard opens 1.5 s after a new listing is saved (an edit stays, its confirmation beside the button). */
export const SAVE_REDIRECT_MS = 1500;

/** Where the form starts: an approved listing's edit is reviewed, so from the edit still waiting, if any. */
function startOf(b: OwnerBusiness) {
  const waiting = b.status === "approved" && b.revision?.status === "pending" ? b.revision.proposed : null;
  return fromStored(waiting ? { ...waiting, images: waiting.images.map((i) => ({ image_url: i.url, alt_text: i.alt_text })) } : b);
}

type Phase = { state: "loading" } | { state: "ready" } | { state: "locked" } | { state: "failed"; message: string };
type ImageField = "logo" | "cover" | "gallery";
/** The control of a form field: an image field's picker, or the text field's input. */
const controlId = (field: string) => (field === "logo" || field === "cover" || field === "gallery" ? `qr-upload-${field}` : `qr-f-${field}`);

/**
 * Create and edit a listing: basic info, contact, social, images
 * (logo, cover, gallery with alt text, remove and reorder) and menu. Checks mirror the server's;
 * uploads show progress; a save is blocked while one runs and opens the dashboard 1.5 s after.
 */
export default function QrBusinessForm(props: AreaChrome & { mode: "new" | "edit"; id?: number }) {
  const { lang } = props;
  const t = useT(props.messages, lang);
  const f = (key: string, params?: Record<string, string | number>) => t(`qr.area.form.${key}`, params);
  // What the server read for this owner (their session cookie): the form's first render shows it.
  const preCategories = preloadedAnswer<Category[]>(props.preload, "/businesses/categories");
  const preStored = props.mode === "edit" ? preloadedAnswer<OwnerBusiness>(props.preload, `/businesses/edit/${props.id}`) : undefined;
  const preloaded = !!preCategories && (props.mode === "new" || !!preStored);
  const [session, setSession] = useOwnerSession(props.preload);
  const [phase, setPhase] = useState<Phase>(preloaded ? { state: "ready" } : { state: "loading" });
  const [reviewed, setReviewed] = useState(preStored?.status === "approved");
  const [categories, setCategories] = useState<Category[]>(preCategories ?? []);
  const [values, setValues] = useState<ListingValues>(() => (preStored ? startOf(preStored).values : emptyListing));
  const [errors, setErrors] = useState<Partial<Record<ListingField | "ordering_enabled" | ImageField, string>>>({});
  const [saving, setSaving] = useState(false);
  const savingRef = useRef(false);
  const listingId = useRef(props.mode === "edit" && props.id ? String(props.id) : tempListingId());
  // A refused save: each problem once above the form, and the focus on the first bad field.
  const status = useSaveStatus();
  const saveErrors = useSaveErrors({ source: SUMMARY, title: f("saveError"), errors, controlId, label: f, status });
  const { fail } = saveErrors;
  const images = useListingImages({
    t,
    lang,
    token: () => session?.token,
    listingId: listingId.current,
    setFieldError: (field, message) => setErrors((er) => ({ ...er, [field]: message })),
    onChange: status.changed,
  });
  const { logo, cover, gallery, uploading, failed } = images;

  useEffect(() => {
    const s = sessionOrLogin();
    if (!s) return;
    setSession(s);
    if (preloaded) {
      // The values are on screen already; the photos join them now (their slots are the browser's own).
      if (preStored) images.reset(startOf(preStored));
      return;
    }
    void (async () => {
      try {
        // A new listing reads nothing of the owner's, so it asks who is logged in: an expired
        // session is found now, not after the whole form has been filled in.
        const api = qrClient(lang, s.token);
        const editing = props.mode === "edit" ? call(api.businesses.edit[":id"].$get({ param: { id: String(props.id) } })) : null;
        const [cats, stored] = await Promise.all([call(api.businesses.categories.$get()), editing ?? call(api.auth.me.$get())]);
        if (endSessionIfUnauthorized(stored)) return;
        setCategories(dataOf(cats) ?? []);
        if (editing) {
          const listing = await editing;
          const b = listing.ok ? dataOf(listing) : undefined;
          if (!b) throw new Error(listing.body?.message || f("loadError"));
          setReviewed(b.status === "approved");
          const start = startOf(b);
          setValues(start.values);
          images.reset(start);
        }
        setPhase({ state: "ready" });
      } catch (error) {
        const message = error instanceof NetworkError ? t("qr.area.common.networkError") : (error as Error).message || f("loadError");
        notify("error", message, f("loadError"));
        setPhase({ state: "failed", message });
      }
    })();
    // The session and the listing are read once, when the island wakes up.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const set = (field: ListingField) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    status.changed();
    if (errors[field]) setErrors((er) => ({ ...er, [field]: undefined }));
    // A number typed for the ordering switch answers its message too.
    if (field === "whatsapp" && errors.ordering_enabled) setErrors((er) => ({ ...er, ordering_enabled: undefined }));
  };

  const setOrdering = (on: boolean) => {
    setValues((v) => ({ ...v, ordering_enabled: on }));
    status.changed();
    if (errors.ordering_enabled) setErrors((er) => ({ ...er, ordering_enabled: undefined }));
  };

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (savingRef.current || !session) return;
    if (uploading) return void (notify("error", f("waitUploads"), f("saveError")), status.failed({ message: f("waitUploads") }));
    // A photo whose upload failed is still on screen: saving now would leave it out without a word.
    if (failed) return void (notify("error", t("photo.fixFailed"), f("saveError")), status.failed({ message: t("photo.fixFailed") }));
    const problems = checkListing(values);
    const texts = Object.fromEntries(Object.entries(problems).map(([k, key]) => [k, f(key!)]));
    setErrors((er) => ({ ...er, ...texts }));
    if (Object.keys(texts).length) return fail(Object.entries(texts).map(([field, message]) => ({ field, message })));
    savingRef.current = true;
    setSaving(true);
    saveErrors.clear();
    status.saving();
    let done = false;
    try {
      const api = qrClient(lang, session.token).businesses;
      const json = toPayload(values, logo, cover, gallery);
      const res = await call(props.mode === "edit" ? api[":id"].$put({ param: { id: String(props.id) }, json }) : api.$post({ json }));
      if (endSessionIfUnauthorized(res)) return;
      if (!res.ok) {
        const fieldErrors = formErrorsOf(res.body?.errors ?? {});
        setErrors((er) => ({ ...er, ...fieldErrors }));
        return fail([
          { message: res.body?.message || f("saveFailed") },
          ...Object.entries(fieldErrors).map(([field, message]) => ({ field, message: message as string })),
        ]);
      }
      notify("success", reviewed ? res.body?.message || f("sentForReview") : f("saved"));
      status.saved({ review: reviewed });
      // A new listing opens the dashboard, where its card now is; an edit stays on the form,
      // which says it was saved until the next change.
      if (props.mode === "new") {
        done = true;
        setTimeout(() => location.assign("/qr/dashboard"), SAVE_REDIRECT_MS);
      }
    } catch (error) {
      if (!(error instanceof NetworkError)) throw error;
      fail([{ message: t("qr.area.common.networkError") }], { network: true });
    } finally {
      if (!done) {
        savingRef.current = false;
        setSaving(false);
      }
    }
  }

  function cancel() {
    const fromHere = document.referrer && new URL(document.referrer).origin === location.origin;
    if (fromHere && history.length > 1) history.back();
    else location.assign("/qr/dashboard");
  }

  const sections = listingSections({ values, errors, onChange: set, onOrdering: setOrdering, disabled: saving, categories, lang, t });
  const busy = saving || phase.state !== "ready";

  return (
    <OwnerScreen chrome={props} t={t} welcome={session?.user.username} tools={<DashboardLink t={t} />}>
      <main id="main" className={cx(container, main, css({ maxInlineSize: "4xl" }))}>
        <h1 className={cx(pageTitle, css({ marginBlockEnd: "6" }))}>{f(props.mode === "edit" ? "editTitle" : "newTitle")}</h1>
        {phase.state === "loading" ? (
          <LoadingNote t={t} testId="form-loading" />
        ) : phase.state === "locked" || phase.state === "failed" ? (
          <div className={errorBox} role="alert" data-testid={phase.state === "locked" ? "form-locked" : "form-error"}>
            <strong>{phase.state === "locked" ? t("qr.status.approved") : f("loadError")}</strong>
            <p>{phase.state === "locked" ? f("approvedLocked") : phase.message}</p>
            <a href="/qr/dashboard" className={cx(smallButton, css({ marginBlockStart: "3" }))}>
              {f("backToDashboard")}
            </a>
          </div>
        ) : (
          <form data-testid="business-form" method="post" noValidate onSubmit={onSubmit} className={css({ display: "grid", gap: "6" })} aria-busy={saving}>
            {reviewed && (
              <p data-testid="review-notice" role="note" className={reviewNote}>
                {f("reviewNotice")}
              </p>
            )}
            <ErrorSummary boxRef={saveErrors.boxRef} alert testId="save-error" heading={f("saveError")} lines={saveErrors.lines} />
            {props.mode === "edit" && props.id && (
              <p className={css({ fontSize: "sm" })}>
                <a href={`/qr/business/${props.id}/hours`} className={smallButton} data-testid="hours-link">
                  {t("openingHours.editor.editLink")}
                </a>
              </p>
            )}
            {sections.basic}
            {sections.contact}
            {sections.place}
            {sections.social}
            <Section title={f("images")}>
              <div className={grid2}>
                {([["logo", logo], ["cover", cover]] as const).map(([kind, slot]) => (
                  <SingleImage
                    key={kind}
                    kind={kind}
                    label={f(kind)}
                    slot={slot}
                    error={errors[kind]}
                    t={t}
                    lang={lang}
                    disabled={saving}
                    onPick={images.pickSingle(kind)}
                    onRemove={() => images.removeSingle(kind)}
                    onRetry={() => slot && images.retry(slot.key)}
                  />
                ))}
              </div>
              <GalleryEditor
                items={gallery}
                error={errors.gallery}
                t={t}
                lang={lang}
                disabled={saving}
                onPick={images.pickGallery}
                onRemove={images.removeAt}
                onRetry={(i) => images.retry(gallery[i].key)}
                onMove={images.moveAt}
                onAlt={images.altAt}
              />
            </Section>
            {sections.menu}
            {props.mode === "edit" && props.id && (
              <a href={`/qr/business/${props.id}/menu`} className={cx(smallButton, css({ justifySelf: "start" }))} data-testid="edit-menu">
                {t("menu.editor.openMenu")}
              </a>
            )}
            <SaveStatus status={status} t={t} lang={lang} className={css({ justifySelf: "end" })} />
            <div className={css({ display: "flex", gap: "3", justifyContent: "flex-end", flexWrap: "wrap" })}>
              <button type="button" data-testid="cancel-business" className={ghostButton} onClick={cancel} disabled={saving}>
                {f("cancel")}
              </button>
              <BusyButton
                type="submit"
                data-testid="save-business"
                busy={saving}
                disabled={busy}
                aria-describedby={uploading || failed ? "qr-wait-uploads" : undefined}
              >
                {saving ? f("saving") : f("save")}
              </BusyButton>
            </div>
            {(uploading || failed) && (
              <p id="qr-wait-uploads" className={css({ color: "muted", fontSize: "sm", textAlign: "end" })}>
                {uploading ? f("waitUploads") : t("photo.fixFailed")}
              </p>
            )}
          </form>
        )}
      </main>
    </OwnerScreen>
  );
}
