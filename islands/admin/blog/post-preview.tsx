import { Copy, ExternalLink, Eye } from "lucide-react";
import { copyText } from "../kit/copy-text";
import { useRef, useState } from "react";
import { css, cx } from "styled-system/css";
import { formatDateTime } from "../../../locales/format";
import { input, label, spinner } from "../../lib/form-styles";
import { byId, client, data, errorMessage } from "../core/api";
import { useAdmin } from "../core/i18n";
import { button, fullRow } from "../core/styles";
import { toast } from "../core/toasts";

type PreviewLink = Awaited<ReturnType<typeof makeLink>>;
const makeLink = (postId: number) => data(client["blog-posts"][":id"].preview.$post(byId(postId)));

// Thumb-sized on a phone, where each button takes the whole line.
const wide = css({ minBlockSize: "11", flex: { base: "1 1 100%", sm: "0 1 auto" } });

/**
 * The preview of a post being edited: the button (beside Save) and, once a link is made, the
 * link itself to share for review, with its expiry and a copy button. The link shows the post as
 * last saved, so unsaved changes are saved first (`prepare`, false when that save failed).
 * The preview opens in a new tab; when the browser blocks that (it may, after the wait for the
 * server), the link's own "open" button is there to tap.
 */
export function usePostPreview(postId: number | null, prepare: () => Promise<boolean>) {
  const { t, lang } = useAdmin();
  const [busy, setBusy] = useState(false);
  const [link, setLink] = useState<PreviewLink | null>(null);
  const field = useRef<HTMLInputElement>(null);

  async function preview() {
    if (postId === null || busy) return;
    setBusy(true);
    try {
      if (!(await prepare())) return;
      const made = await makeLink(postId);
      setLink(made);
      window.open(made.url, "_blank", "noopener");
    } catch (error) {
      toast("error", t("blog.preview.failed", { message: errorMessage(error) }));
    } finally {
      setBusy(false);
    }
  }

  async function copy() {
    if (!link) return;
    if (await copyText(link.url, field.current)) toast("success", t("blog.preview.copied"));
    else toast("error", t("blog.preview.copyFailed"));
  }


  const trigger =
    postId === null ? null : (
      <button type="button" data-testid="preview-post" className={cx(button, css({ minBlockSize: "11" }))} onClick={() => void preview()} disabled={busy} aria-busy={busy}>
        {busy ? <span className={cx(spinner, css({ borderColor: "border", borderBlockStartColor: "primary" }))} aria-hidden /> : <Eye size={16} aria-hidden />}
        {busy ? t("blog.preview.making") : t("blog.preview.button")}
      </button>
    );

  const panel = link && (
    <div data-testid="preview-link" className={cx(fullRow, css({ display: "grid", gap: "2", marginBlockStart: "4", padding: "4", borderRadius: "xl", borderWidth: "1px", borderColor: "border", bg: "surfaceStrong", minInlineSize: 0 }))}>
      <label htmlFor="preview-link-url" className={label}>
        {t("blog.preview.link")}
      </label>
      <input ref={field} id="preview-link-url" data-testid="preview-link-url" className={input} value={link.url} readOnly dir="ltr" onFocus={(e) => e.currentTarget.select()} />
      <p className={css({ color: "muted", fontSize: "sm" })}>{t("blog.preview.hint")}</p>
      <p data-testid="preview-expires" className={css({ fontSize: "sm", fontWeight: "semibold" })}>
        {t("blog.preview.expires", { date: formatDateTime(link.expires_at, lang) })}
      </p>
      <div className={css({ display: "flex", flexWrap: "wrap", gap: "2" })}>
        <a href={link.url} target="_blank" rel="noopener" data-testid="open-preview" className={cx(button, wide)}>
          <ExternalLink size={16} aria-hidden />
          {t("blog.preview.open")}
        </a>
        <button type="button" data-testid="copy-preview-link" className={cx(button, wide)} onClick={() => void copy()}>
          <Copy size={16} aria-hidden />
          {t("blog.preview.copy")}
        </button>
      </div>
    </div>
  );

  return { trigger, panel };
}
