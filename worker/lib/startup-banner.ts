import type { DB } from "../../db/client";
import { sitemapEntries } from "../services/sitemap";
import { pathIn } from "../../shared/page-address";

/**
 * What `npm start` prints once it listens: where the site, the admin panel, the owners' area and
 * a public listing (the demo café on a fresh database) are, so a newcomer can open them without
 * reading further. The listing is the first public one the sitemap names; none, none printed.
 */
export async function startupBanner(db: DB, origin: string): Promise<string> {
  const listing = (await sitemapEntries(db).catch(() => [])).find((e) => typeof e.path === "string" && e.path.startsWith("/qr/"));
  const rows: [string, string][] = [
    ["Site (Arabic)", `${origin}/`],
    ["Site (English)", `${origin}/?lang=en`],
    ["Admin panel", `${origin}/admin`],
    ["QR owners", `${origin}/qr/login`],
    ...(listing ? ([["A listing", `${origin}${pathIn(listing.path, "ar")}`]] as [string, string][]) : []),
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  return [`Listening on ${origin}`, ...rows.map(([label, url]) => `  ${label.padEnd(width)}  ${url}`)].join("\n");
}
