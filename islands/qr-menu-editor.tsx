import { Suspense, useEffect, type ComponentProps } from "react";
import { css, cx } from "styled-system/css";
import { container } from "../shared/ui";
import { LoadingNote } from "./qr/loading-note";
import { DashboardLink, OwnerScreen, type AreaChrome } from "./qr/area-header";
import { chunkComponent, serverNever } from "./lib/chunk";
import type { MenuForm as MenuFormPart } from "./qr/menu-editor/menu-form";
import { useMenuEditor } from "./qr/menu-editor/use-menu-editor";
import { MenuPreview } from "./qr/menu-editor/menu-preview";
import { preloadedAnswer } from "../shared/owner-preload";
import type { OwnerBusiness } from "./qr/types";

/** The menu the editor starts from: an approved listing's edit still waiting for review, else the live one. */
const savedMenuOf = (b: OwnerBusiness) => (b.status === "approved" && b.revision?.status === "pending" ? (b.revision.proposed.menu ?? b.menu) : b.menu);
import {
  errorBox,
  main,
  pageTitle,
  smallButton,
} from "./qr/styles";

/**
 * The owner's menu editor, `/qr/business/{id}/menu`: sections of items with names in both
 * languages, descriptions, prices (or sizes with their own), labels and photos, put in order by dragging or with buttons,
 * duplicated, hidden and marked sold out. "Sold out" and "hidden" of a saved item are saved at
 * once (no review); the rest is saved with the menu, which for an approved listing is sent for
 * review. Unsaved work is kept on the phone, so a failed save, a reload or a lost connection
 * never loses it.
 *
 * With `admin`, an admin edits the listing's live menu (`PUT /api/qr/admin/{id}`, no review):
 * the switches are saved with the menu, and photos can be removed but not added (a listing shows
 * only its owner's uploads).
 *
 * This file is the screen's frame (header, title, loading and error states). The parts live in
 * `islands/qr/menu-editor/`: `use-menu-editor.ts` (reading, keeping and saving the draft),
 * `menu-form.tsx` (the form), `section-editor.tsx`, `item-editor.tsx`, `item-photo.tsx` (the
 * photo's square in the item's row), `variants-editor.tsx` (sizes), `tag-chips.tsx` (labels),
 * `save-bar.tsx`, and `use-menu-drag.ts` with `drag-handle.tsx` (dragging into order).
 */
// The form and its drag library are the browser's alone (the server renders the loading state):
// a chunk of their own, fetched beside the listing, and never part of the Worker.
const MenuForm = chunkComponent<ComponentProps<typeof MenuFormPart>>(
  import.meta.env.SSR
    ? serverNever
    : () =>
        import("./qr/menu-editor/menu-form").then((m) => ({
          default: m.MenuForm,
        })),
);

export default function QrMenuEditor(
  props: AreaChrome & { id: number; admin?: boolean },
) {
  const { admin } = props;
  const editor = useMenuEditor(props);
  useEffect(() => void MenuForm.preload(), []);
  const { t, m } = editor.kit;
  const { phase, listing } = editor;
  // A signed-in owner's page comes with their menu (their session cookie): shown as rows until the
  // editor is ready, on the server and in the browser's first render alike.
  const stored = admin ? undefined : preloadedAnswer<OwnerBusiness>(props.preload, `/businesses/edit/${props.id}`);
  const loading = stored ? (
    <MenuPreview menu={savedMenuOf(stored)} lang={props.lang} m={m} />
  ) : (
    <LoadingNote t={t} testId="menu-loading" />
  );
  const name = listing.name || stored?.business_name;
  return (
    <OwnerScreen
      chrome={props}
      t={t}
      welcome={editor.session?.user.username}
      accountLink={!admin}
      tools={
        <DashboardLink
          t={t}
          href={admin ? "/admin/qr-listings" : "/qr/dashboard"}
        />
      }
    >
      <main
        id="main"
        className={cx(container, main, css({ maxInlineSize: "3xl" }))}
      >
        <h1 className={cx(pageTitle, css({ marginBlockEnd: "4" }))} dir="auto">
          {name ? m("titleOf", { name }) : m("title")}
        </h1>
        {phase.state === "loading" ? (
          loading
        ) : phase.state === "failed" ? (
          <div className={errorBox} role="alert" data-testid="menu-error">
            <strong>{m("loadError")}</strong>
            <p>{phase.message}</p>
            <a
              href="/qr/dashboard"
              className={cx(smallButton, css({ marginBlockStart: "3" }))}
            >
              {m("backToListing")}
            </a>
          </div>
        ) : (
          <Suspense fallback={loading}>
            <MenuForm editor={editor} admin={admin} />
          </Suspense>
        )}
      </main>
    </OwnerScreen>
  );
}
