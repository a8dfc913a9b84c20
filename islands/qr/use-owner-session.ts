import { useState } from "react";
import type { OwnerPreload } from "../../shared/owner-preload";
import { readSession, type QrSession } from "./session";

/**
 * The owner's session as a screen's state. Without `preload` it starts empty: the screen's effect
 * reads the browser's session (or sends the owner to log in) as it always did.
 *
 * With `preload` (the server knew the owner by their cookie and rendered the screen for them) it
 * starts as that owner at once, in the server's render and in the browser's first one alike: the
 * owner shown is the server's, so both render the same. In the browser it carries the token kept
 * in storage from the first render on, so a tap made before hydration and replayed right after it
 * already has what it needs. The token is never rendered (on the server it is empty).
 */
export function useOwnerSession(preload: OwnerPreload | undefined) {
  return useState<QrSession | null>(() => {
    if (!preload) return null;
    const stored = typeof localStorage === "undefined" ? null : readSession(localStorage);
    return { token: stored?.token ?? "", user: { ...stored?.user, ...preload.me } };
  });
}
