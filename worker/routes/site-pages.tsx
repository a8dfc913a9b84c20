import { nowOf } from "../lib/clock";
import { Hono, type Context, type MiddlewareHandler } from "hono";
import { BlogArticlePage } from "../../pages/blog-article";
import { BlogListPage } from "../../pages/blog-list";
import { LegalPage } from "../../pages/legal-page";
import type { AppEnv } from "../env";
import { tables } from "../i18n";
import { parseId } from "../lib/validation";
import { renderPage } from "../render/render-page";
import { getPost, listPosts, serializePost } from "../services/blog-posts";
import { countViewBySlug, currentSlug, postIdOfSlug } from "../services/post-slugs";
import { postOfPreview } from "../services/post-preview";
import type { PostRow } from "../../shared/contract/blog";
import { imagesOf } from "../../shared/rich-text";
import { wasDeleted } from "../services/deleted-ids";
import { getProject, projectIdOfSlug } from "../services/portfolio";
import type { ProjectDto } from "../../shared/contract/portfolio";
import { blogPosts, portfolioProjects } from "../../db/schema";
import { PortfolioPage } from "../../pages/portfolio-page";
import { toPortfolioItem } from "../../pages/home/portfolio-section";
import { notFoundPage } from "./not-found";
import { pageAddress, postPath, postPaths } from "../../shared/page-address";
import type { SiteChrome } from "../../shared/contract/landing";
import { loadSiteChrome, pagePictures } from "../services/landing";
import { noteProblem } from "../lib/problems";
import { isBot } from "../lib/bots";
import { originOf } from "../lib/origin";

/** A page's address in a language as a path on this site (`/blog/x?lang=en`). */
const localAddress = (path: string, lang: "ar" | "en") => (lang === "en" ? `${path}?lang=en` : path);

const layoutOf = (c: Context<AppEnv>, chrome: SiteChrome) => ({
  t: c.var.t,
  lang: c.var.lang,
  theme: c.var.theme,
  table: tables[c.var.lang],
  chrome,
  path: c.req.path,
});

/**
 * Counts a view of an article by a person (not a crawler or a link preview). It runs before the
 * page cache, so cached articles are counted too; unknown ids simply update nothing.
 */
export function countArticleViews(): MiddlewareHandler<AppEnv> {
  return async function countArticleViews(c, next) {
    const key = c.req.param("key") ?? "";
    // As with scans: a view that cannot be stored must not cost the reader the (cached) page.
    // A numbered address only redirects to the slug, where the view is counted.
    if (key && !/^\d+$/.test(key) && c.req.method === "GET" && !isBot(c.req.header("user-agent"))) {
      await countViewBySlug(c.var.deps.db, key, nowOf(c)).catch(noteProblem(c, "view not counted"));
    }
    await next();
  };
}

/** The public pages beyond the landing page: the blog list, articles, privacy and terms. */
export const sitePages = new Hono<AppEnv>()
  .get("/blog", async (c) => {
    const { db } = c.var.deps;
    const [chrome, posts] = await Promise.all([loadSiteChrome(db, c.var.lang, noteProblem(c, "site chrome")), listPosts(db, c.var.lang, nowOf(c))]);
    const { t } = c.var;
    return renderPage(c, <BlogListPage {...layoutOf(c, chrome)} posts={posts} />, {
      settings: chrome.settings,
      pictures: await pagePictures(db, [chrome.settings.logo_url, ...posts.map((p) => p.image)], noteProblem(c, "photo sizes")),
      meta: { path: "/blog", title: t("blog.listTitle"), description: t("blog.listDescription"), keywords: chrome.settings.meta_keywords, feedTitle: `${t("blog.title")} | ${chrome.settings.site_name}` },
    });
  })
  // A review link: the post as last saved, whatever its status, for whoever holds the link.
  .get("/blog/preview/:token", async (c) => {
    const { db } = c.var.deps;
    const id = await postOfPreview(db, c.req.param("token"), nowOf(c));
    const row = id && (await getPost(db, id));
    if (!row) return notFoundPage(c, {});
    const response = await articlePage(c, row, { preview: true });
    response.headers.set("Cache-Control", "private, no-store");
    response.headers.set("X-Robots-Tag", "noindex, nofollow");
    response.headers.set("Referrer-Policy", "no-referrer");
    return response;
  })
  .get("/blog/:key", async (c) => {
    const { db } = c.var.deps;
    const key = c.req.param("key");
    // The older numbered address, or a slug (current or former) of either language.
    const id = /^\d+$/.test(key) ? parseId(key) : await postIdOfSlug(db, key);
    const row = id && (await getPost(db, id, nowOf(c)));
    // No such article: 404, or 410 when it was deleted (a draft is not public: 404).
    if (!row) return notFoundPage(c, { gone: /^\d+$/.test(key) && !!id && (await wasDeleted(db, blogPosts, id)) });
    // Every other address of the article leads, for good, to its own in the reader's language
    // (a path on this site: the Host a request names never picks where it goes).
    if (key !== currentSlug(row, c.var.lang)) return c.redirect(localAddress(postPath(row, c.var.lang), c.var.lang), 301);
    return articlePage(c, row, { preview: false });
  })
  // The older numbered address of a project: its case study's page, for good.
  .get("/portfolio/:id", async (c) => {
    const { db } = c.var.deps;
    const id = parseId(c.req.param("id"));
    const found = id ? await getProject(db, id, c.var.lang) : undefined;
    if (!found) return notFoundPage(c, { gone: !!id && (await wasDeleted(db, portfolioProjects, id)) });
    if (found.slug) return c.redirect(localAddress(found.path, c.var.lang), 301);
    return projectPage(c, found);
  })
  // A case study: the project's photos, client and story, at an address of its own.
  .get("/work/:slug", async (c) => {
    const { db } = c.var.deps;
    const id = await projectIdOfSlug(db, c.req.param("slug"));
    const found = id ? await getProject(db, id, c.var.lang) : undefined;
    return found ? projectPage(c, found) : notFoundPage(c, {});
  })
  .get("/privacy", (c) => legal(c, "privacy"))
  .get("/terms", (c) => legal(c, "terms"));

async function articlePage(c: Context<AppEnv>, row: PostRow, { preview }: { preview: boolean }) {
  const { db } = c.var.deps;
  const post = serializePost(row, c.var.lang);
  const chrome = await loadSiteChrome(db, c.var.lang, noteProblem(c, "site chrome"));
  const paths = postPaths(row);
  const url = pageAddress(originOf(c), paths, c.var.lang);
  return renderPage(c, <BlogArticlePage {...layoutOf(c, chrome)} post={post} preview={preview} />, {
    settings: chrome.settings,
    pictures: await pagePictures(db, [chrome.settings.logo_url, post.image, ...imagesOf(post.content)], noteProblem(c, "photo sizes")),
    meta: {
      path: paths,
      noindex: preview,
      title: `${post.meta_title} | ${chrome.settings.site_name}`,
      description: post.meta_description,
      keywords: post.tags.join(", "),
      image: post.image,
      imageAlt: post.alt_text || post.title,
      type: "article",
      feedTitle: `${c.var.t("blog.title")} | ${chrome.settings.site_name}`,
      jsonLd: {
        "@context": "https://schema.org",
        "@type": "BlogPosting",
        headline: post.title,
        description: post.meta_description,
        image: new URL(post.image, originOf(c)).toString(),
        datePublished: post.published_at,
        dateModified: post.updated_at,
        inLanguage: c.var.lang,
        mainEntityOfPage: url,
        // The agency writes its articles: it is their author and their publisher, with its logo.
        author: { "@type": "Organization", name: chrome.settings.site_name, url: pageAddress(originOf(c), "/", c.var.lang) },
        publisher: {
          "@type": "Organization",
          name: chrome.settings.site_name,
          logo: { "@type": "ImageObject", url: new URL(chrome.settings.logo_url || "/images/logo.svg", originOf(c)).toString() },
        },
      },
    },
  });
}

async function projectPage(c: Context<AppEnv>, found: ProjectDto) {
  const { db } = c.var.deps;
  const { t, lang } = c.var;
  const chrome = await loadSiteChrome(db, lang, noteProblem(c, "site chrome"));
  const pictures = await pagePictures(db, [chrome.settings.logo_url, ...found.images.map((i) => i.imageUrl), ...imagesOf(found.content)], noteProblem(c, "photo sizes"));
  const project = toPortfolioItem(found, t, lang, (url) => pictures[url]);
  return renderPage(c, <PortfolioPage {...layoutOf(c, chrome)} project={project} story={found.content} />, {
    settings: chrome.settings,
    pictures,
    meta: { path: found.path, title: `${project.title} | ${chrome.settings.site_name}`, description: project.description.slice(0, 160), image: project.images[0]?.url, imageAlt: project.images[0]?.alt },
  });
}

async function legal(c: Context<AppEnv>, page: "privacy" | "terms") {
  const chrome = await loadSiteChrome(c.var.deps.db, c.var.lang, noteProblem(c, "site chrome"));
  const { t } = c.var;
  const title = t(`legal.${page}Title`);
  return renderPage(c, <LegalPage {...layoutOf(c, chrome)} title={title} body={t(`legal.${page}Body`)} />, {
    settings: chrome.settings,
    pictures: await pagePictures(c.var.deps.db, [chrome.settings.logo_url], noteProblem(c, "photo sizes")),
    meta: { path: `/${page}`, title: `${title} | ${chrome.settings.site_name}`, description: title },
  });
}
