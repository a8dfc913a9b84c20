import type { PictureMap } from "../picture";
import type { AboutDto } from "./about";
import type { PostDto } from "./blog";
import type { ContactDto } from "./contact";
import type { ProjectDto } from "./portfolio";
import type { ServiceDto } from "./services";
import type { SiteSettings } from "./settings";
import type { SocialDto } from "./social";

/** One section's data, or the fact that it failed: a failed section shows its error panel. */
export type Loaded<T> = { ok: true; data: T } | { ok: false };

/** What every public page around the landing page needs: settings, header and footer data. */
export interface SiteChrome {
  settings: SiteSettings;
  services: Loaded<ServiceDto[]>;
  contacts: Loaded<ContactDto[]>;
  socials: Loaded<SocialDto[]>;
}

/** Everything the landing page shows, each section loaded independently of the others. */
export interface LandingData extends SiteChrome {
  about: Loaded<AboutDto | null>;
  portfolio: Loaded<ProjectDto[]>;
  posts: Loaded<PostDto[]>;
  /** Sizes and variants of the stored photos the page shows, by address. */
  pictures: PictureMap;
}
