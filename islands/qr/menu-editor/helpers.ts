import type { Lang } from "../../../locales/i18n";
import type { OwnerListing } from "../../../shared/contract/qr-revision";
import {
  menuItemsOf,
  type ListingMenu,
  type MenuCurrency,
} from "../../../shared/menu";
import type { PhotoSay } from "../../lib/upload";
import type { MenuDraft } from "../menu-draft";
import type { QrSession } from "../session";

/** Small helpers and types the menu editor's parts share. Nothing here draws anything. */

/** The source of the notices about the editor's fields (see `resolveNotices`). */
export const SUMMARY = "qr-menu-editor";

/** The editor's own words: `m("save")` reads `menu.editor.save`. */
export type M = (
  key: string,
  params?: Record<string, string | number>,
) => string;

/** What every part of the editor needs: words, language, and the one way to change the draft. */
export interface EditorKit {
  /** Any message of the island (`t("photo.x")`). */
  t: M;
  /** The editor's own messages (`menu.editor.*`). */
  m: M;
  say: PhotoSay;
  lang: Lang;
  currency: MenuCurrency;
  /** True while the menu is being saved: every control waits. */
  saving: boolean;
  /** Field errors by field key (`{section or item id}.{field}`). */
  errors: Record<string, string>;
  clearError: (key: string) => void;
  change: (next: (d: MenuDraft) => MenuDraft) => void;
  /** Puts the focus back on the first of these buttons still enabled, after React has drawn a move. */
  refocus: (ids: string[]) => void;
}

export type Phase =
  | { state: "loading" }
  | { state: "ready" }
  | { state: "failed"; message: string };
export type SaveError = { field?: string; message: string; label?: string };
/** A listing as this screen needs it. */
export interface Listing {
  name: string;
  status: string;
  pending: boolean;
}

/** The control of a field: `{section or item id}.{field}` (a size's `{item}.variants.{size}.{field}`) as an element id. */
export const fieldId = (key: string) => `mf-${key.replaceAll(".", "-")}`;

/** The ids of every item a stored menu has. */
export const idsOf = (...menus: (ListingMenu | null | undefined)[]) =>
  new Set(menus.flatMap((m) => menuItemsOf(m).map(({ item }) => item.id)));

/** The menu of the owner's edit waiting for review, if any (an admin's read has no revision). */
export const pendingMenu = (b: object) => {
  const { revision } = b as Partial<OwnerListing>;
  return revision?.status === "pending" ? revision.proposed.menu : undefined;
};

/** The admin's session as the admin app keeps it (token and user in localStorage), or null. */
export function adminSession(): QrSession | null {
  const token = localStorage.getItem("token");
  const user = (() => {
    try {
      return JSON.parse(localStorage.getItem("user") ?? "null") as {
        username?: string;
      } | null;
    } catch {
      return null;
    }
  })();
  return token && user?.username
    ? { token, user: { username: user.username } }
    : null;
}
