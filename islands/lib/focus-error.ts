import { flushSync } from "react-dom";

/**
 * After a form is refused (by its own checks or by the server), its messages are drawn under the
 * fields and the first field with a message gets the focus and comes to the middle of the screen:
 * on a phone the field in error is often off screen, under the keyboard or above the button just
 * tapped.
 *
 * `show` is the state update that puts the messages on the fields. It is applied at once
 * (flushSync), so the field is marked invalid before we look for it. Waiting a frame instead was
 * a race: after an awaited fetch React draws on its own schedule, and on a busy phone the frame
 * could come first, find no field in error and leave the focus on the page.
 */
export function showFieldErrors(root: ParentNode | null | undefined, show: () => void) {
  flushSync(show);
  const field = root?.querySelector<HTMLElement>("[aria-invalid=true]");
  if (field) focusField(field);
}

/** Puts the focus on a field and brings it to the middle of the screen (an error summary's links do it too). */
export function focusField(field: HTMLElement) {
  field.focus({ preventScroll: true });
  field.scrollIntoView({ block: "center", behavior: "instant" });
}
