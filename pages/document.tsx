import type { ReactNode } from "react";
import type { Lang } from "../locales/i18n";
import { dirOf } from "../locales/i18n";
import { SHARE_CARD, shareCardOf } from "../shared/media";
import { pageAddress, pageAlternates, type PagePath } from "../shared/page-address";

export interface PageMeta {
  title: string;
  description?: string;
  keywords?: string;
  /** Path (and query without lang) of this page, for canonical and hreflang links. */
  path: PagePath;
  /**
   * The page's own picture, for link previews (they get it cut to a 1200 x 630 card, see
   * `shareCardOf`); without one, previews show the site's card.
   */
  image?: string;
  type?: "website" | "article" | "profile";
  jsonLd?: object;
  /** What `image` shows, for link previews read aloud (`og:image:alt`); the title when not given. */
  imageAlt?: string;
  noindex?: boolean;
  /** Names the blog's feed in this page's language (the title feed readers show for it). */
  feedTitle?: string;
}

export interface DocumentProps {
  lang: Lang;
  theme: "dark" | "light";
  meta: PageMeta;
  origin: string;
  siteName: string;
  /** The tab's icon, when the admin set one (else the site's own SVG). */
  icon?: string;
  brand?: { primary?: string; secondary?: string };
  nonce?: string;
  stylesheets: string[];
  /** Font files to fetch with the stylesheet (font-display: optional uses them only if in time). */
  fonts: string[];
  preloads: string[];
  /** The client entry; absent when the page rendered no island, so it ships no JavaScript. */
  clientEntry?: string;
  dev?: boolean;
  /**
   * The page answers a form post (or shows a one-time confirmation): scripts must never reload it
   * (that would post it again), and it lands on its `#fragment` at once, not with a long smooth
   * scroll down the page.
   */
  personal?: boolean;
  /**
   * The font files wait until the page has loaded (islands/client.ts fetches them then, for the
   * next visit): until this browser has them, the page is drawn in the phone's own font, which is
   * what `font-display: optional` shows on a first visit anyway, and the 65 KB leave the line to
   * what the page needs first. Pages whose first screen must come first say so.
   */
  lateFonts?: boolean;
  bodyHtml: string;
}


// Applies a theme chosen in another tab or before the cookie existed, before first paint; and on
// a page that fetches its fonts late (`lateFonts`), uses them at once once this browser has them.
const themeScript =
  "try{var t=localStorage.getItem('theme');if(t==='dark'||t==='light'){document.documentElement.dataset.theme=t;document.cookie='theme='+t+';path=/;max-age=31536000;samesite=lax'}if(localStorage.getItem('fonts-cached'))document.documentElement.removeAttribute('data-fonts-later')}catch(e){}";

const colour = /^#[0-9a-fA-F]{3,8}$/;

/** The icon's type from its address, for browsers that skip types they cannot draw; unknown: none. */
const iconTypes: Record<string, string> = { svg: "image/svg+xml", png: "image/png", webp: "image/webp", ico: "image/x-icon", jpg: "image/jpeg", gif: "image/gif" };
const iconType = (href: string) => iconTypes[/\.([a-z]+)(?:[?#].*)?$/i.exec(href)?.[1]?.toLowerCase() ?? ""];

/** Escapes `<` so JSON-LD can never close its script element. */
const jsonForScript = (value: object) => JSON.stringify(value).replace(/</g, "\\u003c");

/** The HTML shell around every server-rendered page. */
export function Document(props: DocumentProps): ReactNode {
  const { lang, meta, origin } = props;
  const brandVars = [
    props.brand?.primary && colour.test(props.brand.primary) ? `--brand-primary:${props.brand.primary}` : "",
    props.brand?.secondary && colour.test(props.brand.secondary) ? `--brand-secondary:${props.brand.secondary}` : "",
  ]
    .filter(Boolean)
    .join(";");
  const title = meta.title;
  const share = shareCardOf(meta.image);
  return (
    <html lang={lang} dir={dirOf(lang)} data-theme={props.theme} data-personal={props.personal ? "" : undefined} data-fonts-later={props.lateFonts ? "" : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <title>{title}</title>
        {meta.description && <meta name="description" content={meta.description} />}
        {meta.keywords && <meta name="keywords" content={meta.keywords} />}
        {meta.noindex && <meta name="robots" content="noindex" />}
        <meta name="color-scheme" content="dark light" />
        <meta name="theme-color" content={props.theme === "dark" ? "#0b0b1a" : "#f7f7fb"} />
        {/* A page that is not to be indexed (not found, gone) names no address of its own. */}
        {!meta.noindex && <link rel="canonical" href={pageAddress(origin, meta.path, lang)} />}
        {!meta.noindex && pageAlternates(origin, meta.path).map(([hreflang, href]) => <link key={hreflang} rel="alternate" hrefLang={hreflang} href={href} />)}
        {meta.feedTitle && <link rel="alternate" type="application/rss+xml" title={meta.feedTitle} href={`/blog/feed.xml?lang=${lang}`} />}
        <link rel="icon" href={props.icon || "/favicon.svg"} type={iconType(props.icon || "/favicon.svg")} />
        <meta property="og:type" content={meta.type ?? "website"} />
        <meta property="og:site_name" content={props.siteName} />
        <meta property="og:title" content={title} />
        {meta.description && <meta property="og:description" content={meta.description} />}
        <meta property="og:url" content={pageAddress(origin, meta.path, lang)} />
        <meta property="og:locale" content={lang === "ar" ? "ar_SY" : "en_US"} />
        <meta property="og:image" content={new URL(share.url, origin).toString()} />
        {share.card && <meta property="og:image:width" content={String(SHARE_CARD.width)} />}
        {share.card && <meta property="og:image:height" content={String(SHARE_CARD.height)} />}
        <meta property="og:image:alt" content={meta.image ? meta.imageAlt || title : props.siteName} />
        <meta name="twitter:card" content="summary_large_image" />
        {props.fonts.map((href) => (
          <link key={href} rel="preload" as="font" type="font/woff2" href={href} crossOrigin="anonymous" />
        ))}
        {props.stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {brandVars && <style nonce={props.nonce}>{`:root{${brandVars}}`}</style>}
        {/* A "loading" state that only scripts can end (the admin's session check, the owner's
            lists) is hidden when the browser runs none: the page's notice says scripts are
            needed, and a spinner that never stops would say the opposite. */}
        {props.clientEntry && (
          <noscript>
            <style nonce={props.nonce}>{"[data-needs-script]{display:none!important}"}</style>
          </noscript>
        )}
        {props.clientEntry && <script nonce={props.nonce} dangerouslySetInnerHTML={{ __html: themeScript }} />}
        {props.dev && props.clientEntry && <DevHead nonce={props.nonce} />}
        {props.preloads.map((href) => (
          <link key={href} rel="modulepreload" href={href} />
        ))}
        {props.clientEntry && <script type="module" src={props.clientEntry} nonce={props.nonce} />}
        {meta.jsonLd && (
          <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(meta.jsonLd) }} />
        )}
      </head>
      <body dangerouslySetInnerHTML={{ __html: props.bodyHtml }} />
    </html>
  );
}

/** Vite's client and the React Fast Refresh preamble, in development only. */
function DevHead({ nonce }: { nonce?: string }) {
  const preamble = `import RefreshRuntime from "/@react-refresh";RefreshRuntime.injectIntoGlobalHook(window);window.$RefreshReg$=()=>{};window.$RefreshSig$=()=>(t)=>t;window.__vite_plugin_react_preamble_installed__=true;`;
  return (
    <>
      <script type="module" nonce={nonce} dangerouslySetInnerHTML={{ __html: preamble }} />
      <script type="module" src="/@vite/client" nonce={nonce} />
    </>
  );
}
