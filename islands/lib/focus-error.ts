/**
 * After a form is refused (by its own checks or by the server), the first field with a message
 * gets the focus and comes to the middle of the screen: on a phone the field in error is often
 * off screen, under the keyboard or above the button just tapped. Runs once React has drawn the
 * messages.
 */
export function focusFirstInvalid(root: ParentNode | null | undefined) {
  requestAnimationFrame(() => {
    const field = root?.querySelector<HTMLElement>("[aria-invalid=true]");
    if (!field) return;
    field.focus({ preventScroll: true });
    field.scrollIntoView({ block: "center", behavior: "instant" });
  });
}
