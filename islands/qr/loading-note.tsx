import type { Translate } from "../../locales/i18n";
import { bigSpinner, centered } from "./styles";

/**
 * What an owner's screen shows while it loads what it needs. data-needs-script: hidden when
 * scripts are off (pages/document.tsx), where it would turn forever.
 */
export function LoadingNote({ t, testId }: { t: Translate; testId: string }) {
  return (
    <div className={centered} data-testid={testId} data-needs-script>
      <span className={bigSpinner} aria-hidden />
      <span>{t("qr.area.common.loading")}</span>
    </div>
  );
}
