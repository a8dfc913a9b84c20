import type { DB } from "../db/client";
import type { Lang, Translate } from "../locales/i18n";
import type { BlobStore } from "./blob/blob-store";
import type { Assets } from "./render/assets";

export type Theme = "dark" | "light";

export interface AppConfig {
  /** Origin used in QR links; otherwise the request's origin. */
  publicOrigin?: string;
  /** Development mode: relaxed CSP for the Vite client and HMR. */
  dev?: boolean;
}

/** What a runtime entry hands to createApp: everything that differs between Node, Workers and tests. */
export interface AppDeps {
  db: DB;
  blobs: BlobStore;
  assets: Assets;
  config?: AppConfig;
  /** Keeps background work alive after the response (Workers' waitUntil); Node just lets it run. */
  waitUntil?: (work: Promise<unknown>) => void;
}

export interface AppEnv {
  Variables: {
    deps: AppDeps;
    lang: Lang;
    t: Translate;
    theme: Theme;
    secureHeadersNonce?: string;
  };
}
