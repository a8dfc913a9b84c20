import type { Context } from "hono";
import type { AppEnv } from "../env";
import type { OwnerPreload } from "../../shared/owner-preload";
import type { OwnerDto } from "../../shared/contract/qr-owner";
import type { QrScreen } from "../../pages/qr-screens";
import { clearOwnerCookie, ownerCookieOf } from "../lib/owner-cookie";

/** The API reads each screen's island makes as it opens (paths under /api/qr). */
function readsOf(screen: QrScreen): string[] {
  switch (screen.name) {
    case "dashboard":
      return ["/businesses/my-businesses"];
    case "form":
      return ["/businesses/categories", ...(screen.mode === "edit" && screen.id ? [`/businesses/edit/${screen.id}`] : [])];
    case "hours":
    case "design":
      return [`/businesses/edit/${screen.id}`];
    case "menu":
      return screen.admin ? [] : [`/businesses/edit/${screen.id}`];
    default:
      return [];
  }
}

// A dashboard shows the scan figures of at most this many approved listings from the server; the
// island fetches any others (an owner rarely has more than a few).
const MAX_STATS = 12;

/**
 * Reads, for the owner the session cookie names, what their screen shows first: through the API
 * itself (in process), so the island gets exactly the JSON it would have fetched. No cookie, or
 * one that no longer works (signed out elsewhere, expired: then it is cleared): undefined, and the
 * screen is rendered as a loading shell that the island fills, as it always could.
 */
export async function preloadOwner(c: Context<AppEnv>, screen: QrScreen): Promise<OwnerPreload | undefined> {
  if (screen.name === "login" || screen.name === "reset") return undefined;
  const token = ownerCookieOf(c);
  if (!token) return undefined;
  const read = async (path: string) => {
    const res = await c.var.inProcess(`/api/qr${path}?lang=${c.var.lang}`, { headers: { authorization: `Bearer ${token}`, accept: "application/json" } });
    const body = (await res.json().catch(() => null)) as { success?: boolean; data?: unknown } | null;
    return { status: res.status, data: res.ok && body?.success !== false ? body?.data : undefined };
  };
  const [me, ...answers] = await Promise.all([read("/auth/me"), ...readsOf(screen).map(read)]);
  if (me.status === 401) {
    clearOwnerCookie(c);
    return undefined;
  }
  if (!me.data) return undefined;
  const paths = readsOf(screen);
  const preload: OwnerPreload = { me: me.data as OwnerDto, answers: {} };
  paths.forEach((path, i) => {
    const data = answers[i].data;
    if (data === undefined) return;
    // The code's picture as data (several KB) is the dashboard's; a listing's own screens never show it.
    if (path.startsWith("/businesses/edit/") && data && typeof data === "object") delete (data as { qr_code_data?: unknown }).qr_code_data;
    preload.answers[path] = data;
  });
  if (screen.name === "dashboard") {
    const listings = (preload.answers["/businesses/my-businesses"] ?? []) as { id: number; status: string }[];
    const approved = listings.filter((b) => b.status === "approved").slice(0, MAX_STATS);
    const stats = await Promise.all(approved.map((b) => read(`/businesses/${b.id}/stats`)));
    approved.forEach((b, i) => {
      if (stats[i].data !== undefined) preload.answers[`/businesses/${b.id}/stats`] = stats[i].data;
    });
  }
  return preload;
}
