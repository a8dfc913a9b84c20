import type { DB } from "../../db/client";
import type { Lang } from "../../locales/i18n";
import { readAbout } from "./about";
import { listServices } from "./agency-services";
import { listPosts } from "./blog-posts";
import { listContactInfo } from "./contact-info";
import { listProjects } from "./portfolio";
import { readSettings } from "./site-settings";
import { listSocialLinks } from "./social-links";
import { picturesOf } from "./pictures";
import type { PictureMap } from "../../shared/picture";

import type { LandingData, Loaded, SiteChrome } from "../../shared/contract/landing";

async function settle<T>(work: Promise<T>, onError: (error: unknown) => void): Promise<Loaded<T>> {
  try {
    return { ok: true, data: await work };
  } catch (error) {
    onError(error);
    return { ok: false };
  }
}

/**
 * Sizes and variants of the stored photos a page shows (worker/services/pictures.ts): without
 * them (a failed read) the photos still show, only heavier, so a failure costs nothing else.
 */
export async function pagePictures(db: DB, urls: (string | null | undefined)[], onError: (error: unknown) => void): Promise<PictureMap> {
  try {
    return await picturesOf(db, urls);
  } catch (error) {
    onError(error);
    return {};
  }
}

/** Everything the landing page shows, each section loaded independently of the others. */
export async function loadLanding(db: DB, lang: Lang, onError: (error: unknown) => void, now = Date.now()): Promise<LandingData> {
  const [settings, about, services, portfolio, posts, contacts, socials] = await Promise.all([
    readSettings(db, lang),
    settle(readAbout(db, lang), onError),
    settle(listServices(db, lang, true), onError),
    settle(listProjects(db, lang), onError),
    settle(listPosts(db, lang, now, 6), onError),
    settle(listContactInfo(db, lang, true), onError),
    settle(listSocialLinks(db, true), onError),
  ]);
  const pictures = await pagePictures(db, [
    settings.logo_url,
    ...(portfolio.ok ? portfolio.data.flatMap((p) => p.images.map((i) => i.imageUrl)) : []),
    ...(posts.ok ? posts.data.map((p) => p.image) : []),
  ], onError);
  return { settings, about, services, portfolio, posts, contacts, socials, pictures };
}

/** What every public page around the landing page needs: settings, header and footer data. */
export async function loadSiteChrome(db: DB, lang: Lang, onError: (error: unknown) => void): Promise<SiteChrome> {
  const [settings, services, contacts, socials] = await Promise.all([
    readSettings(db, lang),
    settle(listServices(db, lang, true), onError),
    settle(listContactInfo(db, lang, true), onError),
    settle(listSocialLinks(db, true), onError),
  ]);
  return { settings, services, contacts, socials };
}
