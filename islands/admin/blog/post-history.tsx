import { History } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { css, cx } from "styled-system/css";
import { formatDateTime } from "../../../locales/format";
import { spinner } from "../../lib/form-styles";
import { MetaList } from "../../lib/meta-list";
import { byId, client, data, errorMessage } from "../core/api";
import { useAdmin } from "../core/i18n";
import { badge, button, fullRow, tones } from "../core/styles";
import { ConfirmDialog } from "../kit/confirm-dialog";
import { thumbnailUrl } from "../../../shared/media";
import { fieldDir, fieldLabel, fieldLang, inFormOrder, valueText, versionFields, type VersionData, type VersionField, type VersionSummary } from "./versions";
import type { PostDto } from "../../../shared/contract/blog";

const listVersions = (postId: number) => data(client["blog-posts"][":id"].versions.$get(byId(postId)));
const getVersion = (postId: number, versionId: number) => data(client["blog-posts"][":id"].versions[":versionId"].$get({ param: { id: String(postId), versionId: String(versionId) } }));
const getPost = (postId: number) => data(client["blog-posts"][":id"].$get(byId(postId)));

const kindTone = { save: tones.neutral, autosave: tones.pending, restore: tones.approved } satisfies Record<VersionSummary["kind"], string>;

interface Props {
  postId: number;
  /** Changes after every save the server took: the list reads itself again. */
  refreshKey: number;
  /** The form holds changes not saved yet (a restore replaces them: the confirmation says so). */
  dirty: boolean;
  /** Puts a version back; resolves once the form shows it (rejects with the server's message). */
  onRestore: (versionId: number) => Promise<void>;
}

/**
 * The post's history, folded away under the form until the admin opens it: each version with
 * when it was saved, by whom and how (saved, autosaved, restored), and the fields in which it
 * differs from the post as it is now. An older version can be compared with now, field by
 * field, and restored (after a confirmation). The list is read when the panel first opens, and
 * again after each save while it is open.
 */
export function PostHistory({ postId, refreshKey, dirty, onRestore }: Props) {
  const { t, lang } = useAdmin();
  const [open, setOpen] = useState(false);
  const [versions, setVersions] = useState<VersionSummary[] | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [comparing, setComparing] = useState<number | null>(null);
  const [restoring, setRestoring] = useState<VersionSummary | null>(null);
  const call = useRef(0);

  const load = useCallback(async () => {
    const mine = ++call.current;
    setFailed(null);
    try {
      const list = await listVersions(postId);
      if (mine === call.current) setVersions(list);
    } catch (error) {
      if (mine === call.current) setFailed(errorMessage(error));
    }
  }, [postId]);

  useEffect(() => {
    if (open) void load();
  }, [open, refreshKey, load]);
  // A comparison made before a save compares with a post that has moved on: it closes.
  useEffect(() => setComparing(null), [refreshKey]);

  return (
    <details
      data-testid="versions"
      className={cx(fullRow, css({ marginBlockStart: "5", borderBlockStartWidth: "1px", borderColor: "border", paddingBlockStart: "3", minInlineSize: 0 }))}
      onToggle={(e) => setOpen(e.currentTarget.open)}
    >
      <summary className={css({ cursor: "pointer", fontWeight: "bold", minBlockSize: "11", display: "flex", alignItems: "center", gap: "2" })}>
        <History size={18} aria-hidden />
        {t("blog.history.title")}
      </summary>
      <div className={css({ display: "grid", gap: "3", marginBlockStart: "2" })}>
        <p className={css({ color: "muted", fontSize: "sm" })}>{t("blog.history.intro")}</p>
        {failed ? (
          <p role="alert" className={css({ color: "danger", fontSize: "sm", display: "flex", flexWrap: "wrap", gap: "2", alignItems: "center" })}>
            {failed}
            <button type="button" className={button} onClick={() => void load()}>
              {t("common.retry")}
            </button>
          </p>
        ) : versions === null ? (
          <p className={css({ color: "muted", fontSize: "sm", display: "flex", gap: "2", alignItems: "center" })} aria-busy="true">
            <span className={cx(spinner, css({ borderColor: "border", borderBlockStartColor: "primary" }))} aria-hidden />
            {t("common.loading")}
          </p>
        ) : versions.length === 0 ? (
          <p className={css({ color: "muted", fontSize: "sm" })}>{t("blog.history.empty")}</p>
        ) : (
          <ol className={css({ display: "grid", gap: "2", listStyle: "none", padding: 0, margin: 0 })}>
            {versions.map((v, i) => {
              const changed = inFormOrder(v.changed);
              return (
                <li key={v.id} data-testid="version" data-kind={v.kind} data-version={v.id} className={css({ borderWidth: "1px", borderColor: "border", borderRadius: "xl", padding: "3", display: "grid", gap: "2", minInlineSize: 0 })}>
                  <p className={css({ fontSize: "sm" })}>
                    <MetaList
                      items={[
                        <time key="at" dateTime={v.created_at} className={css({ fontWeight: "semibold" })}>
                          {formatDateTime(v.created_at, lang)}
                        </time>,
                        t("blog.history.by", { name: v.author_name }),
                        <span key="kind" className={cx(badge, kindTone[v.kind])}>
                          {t(`blog.history.kind.${v.kind}`)}
                        </span>,
                      ]}
                    />
                  </p>
                  <p className={css({ color: "muted", fontSize: "sm", overflowWrap: "anywhere" })} data-testid="version-changed">
                    {changed.length
                      ? t("blog.history.differs", { fields: changed.map((f) => fieldLabel(t, f)).join(t("common.listSeparator")) })
                      : t(i === 0 ? "blog.history.current" : "blog.history.same")}
                  </p>
                  {changed.length > 0 && (
                    <div className={css({ display: "flex", flexWrap: "wrap", gap: "2" })}>
                      <button
                        type="button"
                        data-testid="compare-version"
                        className={cx(button, css({ minBlockSize: "10" }))}
                        aria-expanded={comparing === v.id}
                        onClick={() => setComparing(comparing === v.id ? null : v.id)}
                      >
                        {t(comparing === v.id ? "blog.history.hideCompare" : "blog.history.compare")}
                      </button>
                      <button type="button" data-testid="restore-version" className={cx(button, css({ minBlockSize: "10" }))} onClick={() => setRestoring(v)}>
                        {t("blog.history.restore")}
                      </button>
                    </div>
                  )}
                  {comparing === v.id && <Comparison postId={postId} versionId={v.id} />}
                </li>
              );
            })}
          </ol>
        )}
      </div>
      <ConfirmDialog
        open={restoring !== null}
        title={t("blog.history.restoreTitle")}
        confirmLabel={t("blog.history.restoreButton")}
        testId="confirm-restore"
        onConfirm={async () => {
          if (!restoring) return;
          try {
            await onRestore(restoring.id);
            setRestoring(null);
          } catch {
            // The form has said why (a toast); the dialog stays, to try again or cancel.
          }
        }}
        onClose={() => setRestoring(null)}
      >
        {restoring && (
          <>
            <p>{t("blog.history.restoreConfirm", { date: formatDateTime(restoring.created_at, lang) })}</p>
            {dirty && <p className={css({ marginBlockStart: "2", color: "fg", fontWeight: "semibold" })}>{t("blog.history.restoreUnsaved")}</p>}
          </>
        )}
      </ConfirmDialog>
    </details>
  );
}

type Sides = { version: VersionData; now: PostDto; changed: VersionField[] };

/**
 * One version beside the post as it is now, for each field in which they differ: the version's
 * value, then now's (side by side on a wide screen, one above the other on a phone). Bodies show
 * as their words, each text in its own language's direction.
 */
function Comparison({ postId, versionId }: { postId: number; versionId: number }) {
  const { t } = useAdmin();
  const [sides, setSides] = useState<Sides | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    Promise.all([getVersion(postId, versionId), getPost(postId)]).then(
      ([version, now]) => live && setSides({ version: version.data, now, changed: inFormOrder(version.changed) }),
      (error) => live && setFailed(errorMessage(error)),
    );
    return () => void (live = false);
  }, [postId, versionId]);

  if (failed)
    return (
      <p role="alert" className={css({ color: "danger", fontSize: "sm" })}>
        {failed}
      </p>
    );
  if (!sides)
    return (
      <p className={css({ color: "muted", fontSize: "sm", display: "flex", gap: "2", alignItems: "center" })} aria-busy="true">
        <span className={cx(spinner, css({ borderColor: "border", borderBlockStartColor: "primary" }))} aria-hidden />
        {t("common.loading")}
      </p>
    );
  return (
    <section data-testid="version-compare" aria-label={t("blog.history.comparing")} className={css({ display: "grid", gap: "3", minInlineSize: 0 })}>
      {sides.changed.map((field) => (
        <div key={field} data-field={field} className={css({ display: "grid", gap: "1.5", minInlineSize: 0 })}>
          <h4 className={css({ fontWeight: "bold", fontSize: "sm" })}>{fieldLabel(t, field)}</h4>
          <div className={css({ display: "grid", gap: "2", gridTemplateColumns: { base: "minmax(0, 1fr)", md: "minmax(0, 1fr) minmax(0, 1fr)" } })}>
            <Side heading={t("blog.history.thisVersion")} field={field} values={sides.version} tone={before} testId="compare-version-value" />
            <Side heading={t("blog.history.now")} field={field} values={sides.now} tone={after} testId="compare-now-value" />
          </div>
        </div>
      ))}
    </section>
  );
}

const before = css({ bg: "rgba(248,113,113,0.10)" });
const after = css({ bg: "rgba(52,211,153,0.12)" });
const clamp = css({ maxBlockSize: "60", overflowY: "auto" });

/** One side of a changed field: its heading ("in this version", "now"), then the value as words (or the image). */
function Side({ heading, field, values, tone, testId }: { heading: string; field: VersionField; values: Partial<Record<VersionField, unknown>>; tone: string; testId: string }) {
  const { t, lang } = useAdmin();
  const text = valueText(field, values, t, lang);
  const kind = versionFields[field].kind;
  return (
    <div className={cx(tone, css({ borderRadius: "md", paddingInline: "3", paddingBlock: "2", minInlineSize: 0 }))}>
      <p className={css({ fontSize: "xs", fontWeight: "semibold", color: "muted", marginBlockEnd: "1" })}>{heading}</p>
      {!text ? (
        <p className={css({ color: "muted", fontSize: "sm" })} data-testid={testId}>
          {t("blog.history.none")}
        </p>
      ) : kind === "image" ? (
        <div className={css({ display: "grid", gap: "1", justifyItems: "start" })}>
          <img src={thumbnailUrl(text, 160)} alt="" loading="lazy" className={css({ inlineSize: "32", blockSize: "20", objectFit: "cover", borderRadius: "md", bg: "white" })} />
          <bdi dir="ltr" className={css({ fontSize: "xs", overflowWrap: "anywhere" })} data-testid={testId}>
            {text}
          </bdi>
        </div>
      ) : (
        <p
          data-testid={testId}
          dir={kind === "tags" ? "auto" : fieldDir(field, lang)}
          lang={fieldLang(field, lang)}
          className={cx(css({ fontSize: "sm", whiteSpace: "pre-line", overflowWrap: "anywhere", lineHeight: "1.7" }), kind === "body" ? clamp : undefined)}
        >
          {text}
        </p>
      )}
    </div>
  );
}
