import { menuTags } from "../db/schema/enums";

/**
 * Rules of the listing page that no class can carry, kept in the site's one stylesheet (a
 * `<style>` in the page's body is not valid HTML):
 * - The menu's filter by a label, with no script: each label's link points at an empty element
 *   `#f-{tag}`, and while the address names it (`:target`) the items without that label and the
 *   sections left empty are hidden, and the label's link is marked. One set per label the menu
 *   can have, so a page needs nothing of its own.
 * - While the order bar shows, room at the page's end, so that it never covers the last of the
 *   menu or the footer (a rule on the body, which no class of ours is on).
 * Read by panda.config.ts (`globalCss`), which puts them in the `base` layer, below the classes
 * they must override: hence `!important` (an important rule of an earlier layer wins).
 */
export function listingPageCss(): Record<string, Record<string, string>> {
  const rules: Record<string, Record<string, string>> = {};
  for (const tag of menuTags) {
    const on = `#menu:has(#f-${tag}:target)`;
    rules[`${on} [data-testid=menu-item]:not([data-tags~=${tag}]), ${on} [data-testid=menu-section]:not(:has([data-tags~=${tag}]))`] = { display: "none !important" };
    rules[`${on} a[data-tag=${tag}]`] = { background: "rgba(99,102,241,.14) !important", borderColor: "var(--colors-accent) !important", color: "var(--colors-accent) !important", fontWeight: "700 !important" };
  }
  rules["#menu:has([data-filter-target]:target) a[data-filter=all]"] = { background: "none !important", borderColor: "var(--colors-border) !important", color: "inherit !important", fontWeight: "inherit !important" };
  rules["body:has([data-testid=order-bar]:not([hidden]))"] = { paddingBlockEnd: "calc(6rem + env(safe-area-inset-bottom, 0px))" };
  return rules;
}
