import type { Context } from "hono";
import type { DB } from "../db/client";
import type { adminUsers, qrUsers } from "../db/schema";
import type { Lang, Translate } from "../locales/i18n";
import type { BlobStore } from "./blob/blob-store";
import type { ImageProcessor } from "./images/pipeline";
import type { Mailer } from "./mail/mailer";
import type { Assets } from "./render/assets";
import type { PageCache } from "./render/page-store";
import type { Problem, RequestLogger } from "./lib/log-line";
import type { ContentVersion } from "./services/content-version";

export type Theme = "dark" | "light";

export interface AppConfig {
  /** Origin used in QR links; otherwise the request's origin. */
  publicOrigin?: string;
  /** Development mode: relaxed CSP for the Vite client and HMR. */
  dev?: boolean;
  /**
   * An owner's limits on listings (worker/routes/api/qr/businesses.ts), when not the product's
   * own: tests that make many listings for one owner raise them.
   */
  ownerLimits?: { pendingListings: number; creationsPerHour: number };
}

/** What a runtime entry hands to createApp: everything that differs between Node, Workers and tests. */
export interface AppDeps {
  db: DB;
  blobs: BlobStore;
  /** What re-encodes uploaded photos: sharp on Node, the Images binding on Workers (worker/images/). */
  images: ImageProcessor;
  assets: Assets;
  config?: AppConfig;
  /** Rendered public pages, reused until the next content write; none in tests. */
  pageCache?: PageCache;
  /** What invalidates the page cache; the database's counter unless given (Node: in memory). */
  contentVersion?: ContentVersion;
  /** The client's address as the runtime knows it (socket on Node, CF-Connecting-IP on Workers). */
  clientIp?: (c: Context) => string | undefined;
  /**
   * The clock, in milliseconds since 1970 (Date.now unless given): session lifetimes and attempt
   * limits read it, so tests can move time forward without fake timers.
   */
  now?: () => number;
  /** Where the one JSON line per request goes (the console unless given; tests keep them). */
  log?: RequestLogger;
  /** E-mail, when an SMTP server is configured (SMTP_URL); none by default. */
  mailer?: Mailer;
}

export type AdminUser = typeof adminUsers.$inferSelect;
export type QrUser = typeof qrUsers.$inferSelect;

/** Who is calling: an admin or a QR owner, each with their session's token hash. */
export type Principal =
  | { kind: "admin"; user: AdminUser; tokenHash: string }
  | { kind: "owner"; user: QrUser; tokenHash: string };

export interface AppEnv {
  Variables: {
    deps: AppDeps;
    /** This request's id: in its log line, its X-Request-Id header and any 5xx answer. */
    requestId: string;
    lang: Lang;
    t: Translate;
    theme: Theme;
    secureHeadersNonce?: string;
    principal?: Principal;
    /** What went wrong while still answering (worker/lib/problems.ts); written in the log line. */
    problems?: Problem[];
    /** Why a bearer token was not accepted, for the 401 message. */
    authFailure?: "invalid" | "expired";
    /** When the page being rendered stops being right on its own (an "open now" badge): the page cache keeps it until then only. */
    pageExpiresAt?: number;
    /**
     * Asks this same app for another of its addresses, in process (no network): a page rendered
     * with what the API answers (an owner's screen with their listings) gets exactly the API's JSON.
     */
    inProcess: (path: string, init?: RequestInit) => Promise<Response>;
  };
}
