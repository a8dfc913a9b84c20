import type { Context } from "hono";
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { Document, type PageMeta } from "../../pages/document";
import type { AppEnv } from "../env";
import { IslandUsageContext, type IslandUsage } from "./island";

export interface RenderOptions {
  meta: PageMeta;
  siteName: string;
  brand?: { primary?: string; secondary?: string };
  status?: 200 | 404;
}

/** The origin links are built on: PUBLIC_ORIGIN when set, else the request's own. */
export const originOf = (c: Context<AppEnv>) => c.var.deps.config?.publicOrigin ?? new URL(c.req.url).origin;

/**
 * Renders a server-only page element into a full HTML document. The body is rendered first so
 * the shell knows which islands it used: no island, no script tag at all.
 */
export function renderPage(c: Context<AppEnv>, page: ReactElement, options: RenderOptions) {
  const usage: IslandUsage = new Map();
  const bodyHtml = renderToString(<IslandUsageContext.Provider value={usage}>{page}</IslandUsageContext.Provider>);
  const { assets, config } = c.var.deps;
  const eager = [...usage].filter(([, when]) => when === "load").map(([name]) => name);
  const html = renderToString(
    <Document
      lang={c.var.lang}
      theme={c.var.theme}
      meta={options.meta}
      origin={originOf(c)}
      siteName={options.siteName}
      brand={options.brand}
      nonce={c.get("secureHeadersNonce")}
      stylesheets={assets.stylesheets}
      // Arabic pages need both subsets (digits, emails and brand names are Latin); English only Latin.
      fonts={(c.var.lang === "ar" ? [assets.fonts.arabic, assets.fonts.latin] : [assets.fonts.latin]).filter((f): f is string => !!f)}
      preloads={usage.size ? assets.preloadsFor(eager) : []}
      clientEntry={usage.size ? assets.clientEntry : undefined}
      dev={config?.dev}
      bodyHtml={bodyHtml}
    />,
  );
  c.header("Cache-Control", "no-cache");
  c.header("Vary", "Cookie");
  return c.html(`<!doctype html>${html}`, options.status ?? 200);
}
