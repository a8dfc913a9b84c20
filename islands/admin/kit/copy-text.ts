/**
 * Puts a link on the clipboard. Where there is no clipboard (an older browser, a page not served
 * over https) the link's text box is selected instead, so the admin can copy it by hand; the
 * answer says which happened, for the caller's message.
 */
export async function copyText(text: string, field: HTMLInputElement | null | undefined): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    field?.select();
    return false;
  }
}
