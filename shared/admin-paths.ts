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

/**
 * Each screen's module, by the first segment of its path under /admin ("" is the dashboard,
 * "/blog/new" is the blog's). The browser's router loads each screen as its own chunk; the server
 * names the opened screen's chunk in the page head (a modulepreload), so on a slow phone it
 * downloads beside the admin's own scripts instead of after them. The login is part of the
 * admin's main chunk and has no entry here.
 */
export const adminScreenModules = {
  "": "islands/admin/dashboard/dashboard-screen.tsx",
  blog: "islands/admin/blog/blog-screen.tsx",
  services: "islands/admin/services/services-screen.tsx",
  portfolio: "islands/admin/portfolio/portfolio-screen.tsx",
  gallery: "islands/admin/gallery/gallery-screen.tsx",
  contact: "islands/admin/contact/contact-screen.tsx",
  "social-media": "islands/admin/social/social-screen.tsx",
  "qr-businesses": "islands/admin/qr-listings/qr-businesses-screen.tsx",
  "qr-revisions": "islands/admin/qr-revisions/revisions-screen.tsx",
  "qr-users": "islands/admin/qr-owners/qr-users-screen.tsx",
  settings: "islands/admin/settings/settings-screen.tsx",
  messages: "islands/admin/messages/messages-screen.tsx",
  users: "islands/admin/users/users-screen.tsx",
  activity: "islands/admin/activity/activity-screen.tsx",
  password: "islands/admin/account/password-screen.tsx",
} as const;
export type AdminScreen = keyof typeof adminScreenModules;

/** The first segment of a path under /admin ("/blog/new" gives "blog", "/" gives ""). */
export const screenOf = (sub: string) => sub.split("/")[1]?.toLowerCase() ?? "";

/** The module of the screen at `sub` (a path under /admin), or undefined (the login). */
export const adminScreenModule = (sub: string): string | undefined => (adminScreenModules as Record<string, string>)[screenOf(sub)];
