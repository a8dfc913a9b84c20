/**
 * Shares a link with the Web Share API where the browser has it, else copies it to the
 * clipboard. Resolves with what happened, so the caller can say "link copied".
 */
export async function shareLink(data: { title: string; text?: string; url: string }): Promise<"shared" | "copied" | "cancelled" | "failed"> {
  if (typeof navigator.share === "function" && (!navigator.canShare || navigator.canShare(data))) {
    try {
      await navigator.share(data);
      return "shared";
    } catch (error) {
      if ((error as DOMException)?.name === "AbortError") return "cancelled";
      // Not allowed here (e.g. no user activation left): fall back to copying.
    }
  }
  return (await copyText(data.url)) ? "copied" : "failed";
}

/** Clipboard API first; the old selection-and-copy way where that is refused. */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement("textarea");
    area.value = text;
    area.setAttribute("readonly", "");
    area.style.position = "fixed";
    area.style.opacity = "0";
    document.body.append(area);
    area.select();
    try {
      return document.execCommand("copy");
    } catch {
      return false;
    } finally {
      area.remove();
    }
  }
}
