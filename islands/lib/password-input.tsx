import { Eye, EyeOff } from "lucide-react";
import { useState, type InputHTMLAttributes } from "react";
import { css, cx } from "styled-system/css";
import { input } from "./form-styles";

const wrap = css({ position: "relative" });
const toggle = css({
  position: "absolute",
  insetInlineEnd: "1",
  insetBlockStart: "50%",
  transform: "translateY(-50%)",
  display: "grid",
  placeItems: "center",
  inlineSize: "10",
  blockSize: "10",
  borderRadius: "lg",
  color: "muted",
  cursor: "pointer",
  _hover: { color: "fg" },
  _disabled: { opacity: 0.6, cursor: "not-allowed" },
});

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "dir"> {
  id: string;
  showLabel: string;
  hideLabel: string;
}

/**
 * A password field with a show/hide button (`toggle-password`, an eye icon named for screen
 * readers). A password is typed left to right in any language, so the field and its button are
 * laid out left to right too: the button then sits at the end the text never reaches, and the
 * input keeps room for it there. (In an Arabic page a right-to-left wrapper put the button over
 * the start of the typed dots.)
 */
export function PasswordInput({ id, showLabel, hideLabel, className, disabled, ...rest }: Props) {
  const [shown, setShown] = useState(false);
  return (
    <div className={wrap} dir="ltr">
      <input {...rest} id={id} disabled={disabled} type={shown ? "text" : "password"} dir="ltr" className={cx(input, className, css({ paddingInlineEnd: "12" }))} />
      <button
        type="button"
        data-testid="toggle-password"
        className={toggle}
        onClick={() => setShown((s) => !s)}
        aria-pressed={shown}
        aria-controls={id}
        aria-label={shown ? hideLabel : showLabel}
        title={shown ? hideLabel : showLabel}
        disabled={disabled}
      >
        {shown ? <EyeOff size={18} aria-hidden /> : <Eye size={18} aria-hidden />}
      </button>
    </div>
  );
}
