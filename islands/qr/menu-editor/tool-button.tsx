import type { LucideIcon } from "lucide-react";
import type { ButtonHTMLAttributes } from "react";
import { css, cx } from "styled-system/css";
import { iconButton } from "../../../shared/ui";

/**
 * A square button of a section's or an item's tools that shows only its icon: `label` names it
 * for screen readers and shows on hover. `danger`: red, for removing.
 */
export function ToolButton({ icon: Icon, label, danger, ...rest }: { icon: LucideIcon; label: string; danger?: boolean; "data-testid"?: string } & Omit<ButtonHTMLAttributes<HTMLButtonElement>, "type" | "className">) {
  return (
    <button type="button" className={danger ? cx(iconButton, css({ color: "danger" })) : iconButton} aria-label={label} title={label} {...rest}>
      <Icon size={16} aria-hidden />
    </button>
  );
}
