import type { ButtonHTMLAttributes } from "react";
import { primaryButton } from "../../shared/ui";
import { spinner } from "../lib/form-styles";

/**
 * A button whose request is running: disabled (unless told otherwise), marked busy for screen
 * readers, with a spinner before its label.
 */
export function BusyButton({ busy, className = primaryButton, disabled, children, ...rest }: ButtonHTMLAttributes<HTMLButtonElement> & { busy: boolean; "data-testid"?: string }) {
  return (
    <button type="button" className={className} disabled={disabled ?? busy} aria-busy={busy} {...rest}>
      {busy && <span className={spinner} aria-hidden />}
      {children}
    </button>
  );
}
