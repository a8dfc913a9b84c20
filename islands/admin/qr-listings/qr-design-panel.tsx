import { useState } from "react";
import { css } from "styled-system/css";
import { mediaBase } from "../../../shared/media";
import type { QrDesign } from "../../../shared/qr-design";
import { QrDesignEditor } from "../../qr/qr-design-editor";
import { ApiError, client, data } from "../core/api";
import { useAdmin } from "../core/i18n";
import { button } from "../core/styles";
import { toast } from "../core/toasts";
import type { Business } from "./qr-types";

/**
 * The listing's code design in the admin's view of a listing: the same editor as the owner's
 * screen, saved at once (`PUT /api/qr/admin/{id}/qr-design`). The saved listing comes back with
 * its new code, handed to `onSaved` so the view shows it.
 */
export function QrDesignPanel({ business, onSaved }: { business: Business; onSaved: (b: Business) => void }) {
  const { t, lang } = useAdmin();
  const [design, setDesign] = useState<QrDesign>(business.qr_design);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [busy, setBusy] = useState(false);
  const d = (key: string, params?: Record<string, string | number>) => t(`qrDesign.${key}`, params);
  const text = business.qr_code_url ? `${business.qr_code_url}?src=qr` : `${location.origin}/qr/xxxxxxxxxx?src=qr`;

  async function save() {
    if (busy) return;
    setBusy(true);
    try {
      const saved = await data(client.qr.admin[":id"]["qr-design"].$put({ param: { id: String(business.id) }, json: design }));
      setErrors({});
      toast("success", d("saved"));
      onSaved(saved);
    } catch (error) {
      if (error instanceof ApiError) setErrors(error.errors);
      toast("error", error instanceof Error ? error.message : d("saveError"));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby={`qr-design-${business.id}`} data-testid="admin-qr-design" className={css({ display: "grid", gap: "3", borderBlockStartWidth: "1px", borderColor: "border", paddingBlockStart: "4" })}>
      <h3 id={`qr-design-${business.id}`} className={css({ fontWeight: "bold" })}>
        {d("title")}
      </h3>
      <QrDesignEditor
        design={design}
        onChange={(next) => {
          setDesign(next);
          setErrors({});
        }}
        text={text}
        logoUrl={mediaBase(business.logo_url) ? business.logo_url : null}
        errors={errors}
        d={d}
        lang={lang}
        idPrefix={`admin-qr-design-${business.id}`}
      />
      <button type="button" className={button} onClick={save} disabled={busy} aria-busy={busy} data-testid="admin-qr-design-save">
        {busy ? d("saving") : d("save")}
      </button>
    </section>
  );
}
