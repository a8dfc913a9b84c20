// Types for plan.mjs, so the layout suite (TypeScript) shares the walk with `npm run screenshots`.
import type { Page } from "playwright-core";

export interface Viewport {
  name: string;
  width: number;
  height: number;
}
export interface Route {
  area: "public" | "qr" | "admin";
  name: string;
  path: string;
  ready: string;
  island?: string;
  /** false: opened without the stored sessions (the login screens). */
  session?: false;
}
export interface WalkData {
  admin: { token: string; user: unknown };
  owner: { token: string; user: unknown };
  pendingId: number;
  demoListing: string;
  // An approved listing with a menu, for its public page.
  menuListing: string;
  postId: number;
}
export declare const VIEWPORTS: Viewport[];
export declare const LANGS: ("ar" | "en")[];
export declare const THEMES: ("dark" | "light")[];
export declare function prepare(base: string, admin: { username: string; password: string }): Promise<WalkData>;
export declare function routes(data: WalkData): Route[];
export declare function storageState(
  base: string,
  data: WalkData,
  lang: string,
  theme: string,
  withSessions?: boolean,
): { cookies: object[]; origins: { origin: string; localStorage: { name: string; value: string }[] }[] };
export declare function openRoute(page: Page, route: Route, timeout?: number): Promise<void>;
