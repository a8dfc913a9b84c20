/**
 * The admin's screens, relative to /admin. Shared by the server (an unknown path redirects to
 * the admin root) and the client router, so both agree on what exists.
 */
export const adminPaths = [
  "/",
  "/login",
  "/blog",
  "/blog/new",
  "/services",
  "/services/new",
  "/portfolio",
  "/portfolio/new",
  "/gallery",
  "/gallery/new",
  "/gallery/upload",
  "/contact",
  "/social-media",
  "/qr-businesses",
  "/qr-revisions",
  "/qr-users",
  "/settings",
  "/messages",
  "/users",
  "/activity",
  "/password",
] as const;

/** The part of a URL path after /admin ("/admin/blog/" gives "/blog"), or null outside /admin. */
export function adminSubPath(pathname: string): string | null {
  const match = /^\/admin(\/.*)?$/i.exec(pathname);
  if (!match) return null;
  const rest = (match[1] ?? "/").replace(/\/+$/, "");
  return rest === "" ? "/" : rest;
}

export const isKnownAdminPath = (pathname: string) => {
  const sub = adminSubPath(pathname);
  return sub !== null && (adminPaths as readonly string[]).includes(sub.toLowerCase());
};

/** The dashboard as a router target: absolute, so its URL is `/admin` rather than `/admin/`. */
export const DASHBOARD = "~/admin";
export const hrefOf = (path: string) => (path === "/" ? DASHBOARD : path);
