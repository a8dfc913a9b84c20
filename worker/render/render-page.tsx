import type { Context } from "hono";
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { Document, type PageMeta } from "../../pages/document";
import type { AppEnv } from "../env";
import { originOf } from "../lib/origin";
import { PicturesContext, type PictureMap } from "../../shared/picture";
import type { SiteSettings } from "../../shared/contract/settings";
import { variantUrl } from "../../shared/media";
import { IslandUsageContext, type IslandUsage } from "../../pages/components/island";

export interface RenderOptions {
  meta: PageMeta;
  /** Site settings: the site name for Open Graph, the admin's brand colours and the tab's icon. */
  settings: Pick<SiteSettings, "site_name" | "primary_color" | "secondary_color"> & Partial<Pick<SiteSettings, "favicon_url">>;
  status?: 200 | 400 | 403 | 404 | 410 | 429 | 503;
  /**
   * The answer to a form posted without scripts, or a page carrying a one-time confirmation: never
   * stored by any cache (it holds what one visitor typed), and marked on <html> (see Document).
   */
  personal?: boolean;
  /** Source modules the page will load at once besides its islands (the opened admin screen). */
  preloadModules?: string[];
  /** The stored photos the page shows, by address (worker/services/pictures.ts): sizes, variants, placeholders. */
  pictures?: PictureMap;
  /**
   * Fetch the font files with the stylesheet (the default). A page whose first screen must come
   * first on a slow line (a listing opened from its printed code) says no: on 400 kbit/s the two
   * Cairo files (65 KB) arrive after the first paint, where `font-display: optional` does not use
   * them anyway, and meanwhile they halve what the stylesheet and the cover get of the line.
   * Such a page fetches them once it has loaded, for the next visit (Document's `lateFonts`).
   */
  preloadFonts?: boolean;
}

// Where links get their origin, and why that matters for caching, is explained beside it.
export { originOf };

/**
 * Renders a server-only page element into a full HTML document. The body is rendered first so
 * the shell knows which islands it used: no island, no script tag at all.
 */
export function renderPage(c: Context<AppEnv>, page: ReactElement, options: RenderOptions) {
  const usage: IslandUsage = new Map();
  const bodyHtml = renderToString(
    <IslandUsageContext.Provider value={usage}>
      <PicturesContext.Provider value={options.pictures ?? {}}>{page}</PicturesContext.Provider>
    </IslandUsageContext.Provider>,
  );
  const { assets, config } = c.var.deps;
  const eager = [...usage].filter(([, when]) => when === "load").map(([name]) => name);
  const html = renderToString(
    <Document
      lang={c.var.lang}
      theme={c.var.theme}
      meta={options.meta}
      origin={originOf(c)}
      siteName={options.settings.site_name}
      // An uploaded icon through its smallest WebP file (160 px, a few KB; the tab draws it at 16
      // to 32 px), not its main file of up to 1280 px; any other address as it is.
      icon={options.settings.favicon_url ? variantUrl(options.settings.favicon_url, 160) : undefined}
      brand={{ primary: options.settings.primary_color, secondary: options.settings.secondary_color }}
      nonce={c.get("secureHeadersNonce")}
      stylesheets={assets.stylesheets}
      // Arabic pages need both subsets (digits, emails and brand names are Latin); English only Latin.
      lateFonts={options.preloadFonts === false}
      fonts={options.preloadFonts === false ? [] : (c.var.lang === "ar" ? [assets.fonts.arabic, assets.fonts.latin] : [assets.fonts.latin]).filter((f): f is string => !!f)}
      preloads={usage.size ? assets.preloadsFor(eager, options.preloadModules) : []}
      clientEntry={usage.size ? assets.clientEntry : undefined}
      dev={config?.dev}
      personal={options.personal || c.req.method === "POST"}
      bodyHtml={bodyHtml}
    />,
  );
  c.header("Cache-Control", options.personal ? "private, no-store" : "no-cache");
  // Accept-Encoding up front, so the compression middleware never has to add it (a copy).
  c.header("Vary", "Cookie, Accept-Encoding");
  return c.html(`<!doctype html>${html}`, options.status ?? 200);
}
