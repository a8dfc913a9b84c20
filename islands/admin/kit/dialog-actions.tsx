import type { ReactNode } from "react";
import { css } from "styled-system/css";
import { useAdmin } from "../core/i18n";
import { button } from "../core/styles";

/** A dialog's buttons: its confirm button (given), then Cancel, both locked while the action runs. */
export function DialogActions({ busy, onCancel, children }: { busy: boolean; onCancel: () => void; children: ReactNode }) {
  const { t } = useAdmin();
  return (
    <div className={css({ display: "flex", gap: "2", flexWrap: "wrap" })}>
      {children}
      <button type="button" className={button} onClick={onCancel} disabled={busy}>
        {t("common.cancel")}
      </button>
    </div>
  );
}
