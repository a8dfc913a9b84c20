// Types for menu-fixture.mjs, so the browser tests (TypeScript) share the menu.
import type { ListingMenu } from "../../shared/menu";
export declare function sampleMenu(items: number, options?: { photo?: ((i: number) => string) | null }): ListingMenu;
export declare function approvedMenuListing(
  base: string,
  menu: ListingMenu | null,
  options?: { admin?: { username: string; password: string }; name?: string; fields?: Record<string, unknown> },
): Promise<{ path: string; id: number; owner: { token: string; user: { id: number; username: string } } }>;
