import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";

/**
 * What a person would notice on a screen, measured in the page as it stands (see
 * `layoutIssues`), one readable line per problem. Only the state on screen is judged: the caller
 * opens the screen (and any overlay) first.
 */

/** Submit buttons and these calls to action must be at least 44 px high (a thumb's width). */
export const PRIMARY_ACTIONS = [
  // The header's theme toggle is a submit button (its form works without scripts) but an icon
  // button like its neighbours, checked as a tap target, not as a primary action.
  "button[type=submit]:not([data-testid=theme-toggle])",
  "[data-testid=get-quote]",
  "[data-testid=free-quote]",
  "[data-testid=add-business]",
  "[data-testid=new-item]",
  "[data-testid=action-call]",
  "[data-testid=back-home]",
].join(", ");

/** Overlays that are meant to cover the whole viewport while they show. */
export const FULL_SCREEN = ["[data-testid=lightbox]", "[data-testid=lang-overlay]", "[data-scope=dialog][data-part=backdrop]"].join(", ");

export async function layoutIssues(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ primary, fullScreen }) => {
      const issues: string[] = [];
      const root = document.documentElement;
      const vw = root.clientWidth;
      const vh = innerHeight;
      const round = (n: number) => Math.round(n);
      const describe = (el: Element) => {
        const testid = el.getAttribute("data-testid");
        const label = el.getAttribute("aria-label") || (el as HTMLElement).innerText?.trim().replace(/\s+/g, " ").slice(0, 30) || el.getAttribute("name") || "";
        return `${el.tagName.toLowerCase()}${testid ? `[data-testid=${testid}]` : el.id ? `#${el.id}` : ""}${label ? ` "${label}"` : ""}`;
      };
      // While a modal dialog is open, the page behind it is out of reach: only the dialog counts.
      const modal = [...document.querySelectorAll("[aria-modal=true]")].find((m) => m.checkVisibility());
      const shown = (el: Element) => el.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && !el.closest("[inert]");
      const reachable = (el: Element) => shown(el) && (!modal || modal.contains(el));
      const box = (el: Element) => el.getBoundingClientRect();
      const saved = { x: scrollX, y: scrollY };

      // 1. Nothing makes the page scroll sideways.
      if (root.scrollWidth > vw + 1) issues.push(`the page scrolls sideways: ${root.scrollWidth} px of content in a ${vw} px viewport`);

      // 2. Every visible fixed or sticky element (header, toasts, overlays, menus, the chat button) is inside the viewport.
      const all = [...document.body.querySelectorAll("*")];
      for (const el of all) {
        const position = getComputedStyle(el).position;
        if (position !== "fixed" && position !== "sticky") continue;
        if (!shown(el)) continue;
        const r = box(el);
        if (r.width <= 1 || r.height <= 1) continue;
        // A sticky element is judged where it sticks: only its left and right edges.
        const outside = r.left < -1 || r.right > vw + 1 || (position === "fixed" && (r.top < -1 || r.bottom > vh + 1));
        if (outside) issues.push(`${position} ${describe(el)} is drawn outside the viewport (x ${round(r.left)}..${round(r.right)}, y ${round(r.top)}..${round(r.bottom)})`);
      }

      // 3. No focusable element sits off screen, unless focusing it brings it into view (a row of
      //    tabs that scrolls sideways does; a closed menu pushed off the edge does not).
      const focusables = [
        ...document.querySelectorAll<HTMLElement>("a[href], button, input, select, textarea, summary, [tabindex], [contenteditable=true]"),
      ].filter((el) => el.tabIndex >= 0 && !(el as HTMLButtonElement).disabled && (el as HTMLInputElement).type !== "hidden" && reachable(el));
      const clippedOut = (el: Element) => {
        const r = box(el);
        if (r.right < 1 || r.left > vw - 1 || r.bottom + scrollY < 0) return true;
        for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
          const s = getComputedStyle(a);
          if (s.overflowX === "visible" && s.overflowY === "visible") continue;
          const c = box(a);
          if (r.right <= c.left + 1 || r.left >= c.right - 1 || r.bottom <= c.top + 1 || r.top >= c.bottom - 1) return true;
        }
        return false;
      };
      const srOnly = (el: Element) => box(el).width <= 1 && box(el).height <= 1;
      for (const el of focusables) {
        if (srOnly(el) || !clippedOut(el)) continue;
        el.focus();
        const r = box(el);
        const inView = r.left >= -1 && r.right <= vw + 1 && r.top >= -1 && r.bottom <= vh + 1 && !clippedOut(el);
        el.blur();
        if (!inView) issues.push(`focusable ${describe(el)} is off screen and stays there when focused (x ${round(r.left)}..${round(r.right)})`);
      }
      scrollTo(saved.x, saved.y);

      // 4. Tap targets at least 24 x 24 px, primary actions at least 44 px high. As WCAG 2.5.8 has
      //    it, a smaller target passes when a 24 px circle on its centre touches no other target
      //    (a list of links with room between them), and a link inside a sentence is exempt.
      const targets = focusables
        .filter((el) => !srOnly(el))
        .map((el) => {
          const target = el instanceof HTMLInputElement && (el.type === "checkbox" || el.type === "radio") ? (el.labels?.[0] ?? el) : el;
          const r = box(target);
          return { el, r, small: r.width < 23.5 || r.height < 23.5, cx: r.left + r.width / 2, cy: r.top + r.height / 2 };
        });
      const distanceToBox = (x: number, y: number, r: DOMRect) => Math.hypot(Math.max(r.left - x, 0, x - r.right), Math.max(r.top - y, 0, y - r.bottom));
      for (const t of targets) {
        if (!t.small) continue;
        const style = getComputedStyle(t.el);
        const inSentence = t.el.tagName === "A" && style.display === "inline" && (t.el.parentElement?.textContent?.trim().length ?? 0) > (t.el.textContent?.trim().length ?? 0);
        if (inSentence) continue;
        const crowded = targets.some(
          (u) => u !== t && !u.el.contains(t.el) && !t.el.contains(u.el) && (u.small ? Math.hypot(u.cx - t.cx, u.cy - t.cy) < 24 : distanceToBox(t.cx, t.cy, u.r) < 12),
        );
        if (crowded) issues.push(`tap target ${describe(t.el)} is ${round(t.r.width)} x ${round(t.r.height)} px, too small this close to others (at least 24 x 24)`);
      }
      for (const el of document.querySelectorAll(primary)) {
        if (!reachable(el)) continue;
        const r = box(el);
        if (r.height < 43.5) issues.push(`primary action ${describe(el)} is ${round(r.height)} px high (at least 44)`);
      }

      // 5. Nothing is drawn over the text of an input (a button over the typed dots, a label over
      //    the value), looked at as a person does: scrolled to the middle of the screen.
      const fields = [...document.querySelectorAll<HTMLElement>("input, textarea, select")].filter((el) => {
        const type = (el as HTMLInputElement).type;
        return reachable(el) && !["hidden", "checkbox", "radio", "file", "color", "range", "submit", "button", "image"].includes(type) && el.tabIndex >= 0;
      });
      for (const el of fields) {
        el.scrollIntoView({ block: "center", inline: "nearest", behavior: "instant" });
        const r = box(el);
        const s = getComputedStyle(el);
        const px = (v: string) => parseFloat(v) || 0;
        const left = r.left + px(s.borderLeftWidth) + px(s.paddingLeft);
        const right = r.right - px(s.borderRightWidth) - px(s.paddingRight);
        const y = r.top + r.height / 2;
        if (right - left < 4 || y < 0 || y > vh) continue;
        for (const f of [0.05, 0.5, 0.95]) {
          const x = left + (right - left) * f;
          if (x < 0 || x > vw) continue;
          const hit = document.elementFromPoint(x, y);
          if (hit && hit !== el && !el.contains(hit)) {
            issues.push(`${describe(hit)} is drawn over the text of ${describe(el)}`);
            break;
          }
        }
      }
      scrollTo(saved.x, saved.y);

      // 6. Full-screen overlays cover the whole viewport.
      for (const el of document.querySelectorAll(fullScreen)) {
        if (!shown(el)) continue;
        const r = box(el);
        if (r.left > 1 || r.top > 1 || r.right < vw - 1 || r.bottom < vh - 1)
          issues.push(`overlay ${describe(el)} covers only ${round(r.width)} x ${round(r.height)} of the ${vw} x ${vh} viewport`);
      }

      // 7. A toast never covers the header's controls, the floating chat button, the controls of a
      //    bar fixed at the bottom (the admin's bulk bar), nor the field being typed in.
      const focused = document.activeElement;
      const guarded = [
        ...(document.querySelector("header")?.querySelectorAll<HTMLElement>("a[href], button, input, select") ?? []),
        ...document.querySelectorAll<HTMLElement>("[data-testid=chat-link], [data-toast-avoid] button"),
        ...(focused instanceof HTMLInputElement || focused instanceof HTMLTextAreaElement || focused instanceof HTMLSelectElement ? [focused] : []),
      ].filter(shown);
      for (const toast of document.querySelectorAll("[data-testid=toast]")) {
        if (!shown(toast)) continue;
        const t = box(toast);
        for (const el of guarded) {
          const r = box(el);
          if (r.left < t.right && r.right > t.left && r.top < t.bottom && r.bottom > t.top) issues.push(`a toast covers ${describe(el)}`);
        }
      }

      // 8. In Arabic, no separator dot touches a number, and no hyphen sits between two: next to
      //    Arabic-Indic digits a dot reads as a zero ("الصورة ١ · وصف" reads "١٠") and a hyphen as a minus.
      if (root.lang === "ar") {
        const text = document.body.innerText;
        const misread = /[٠-٩٬٫]\s*[·•∙‧]|[·•∙‧]\s*[٠-٩]|[٠-٩]\s*[-–]\s*[٠-٩]/g;
        for (const m of text.matchAll(misread)) {
          const around = text.slice(Math.max(0, m.index - 15), m.index + m[0].length + 15).replace(/\s+/g, " ");
          issues.push(`a separator beside a number reads as a digit in Arabic: "${around}"`);
        }
      }

      // 9. In Arabic, no line of a row of chips (a card's tags, an article's) starts with an
      //    English-only chip: the line would read as if it began in English. A chip is a rounded
      //    list item in a row of them; a line starts at the right edge of the box holding the row.
      if (root.lang === "ar") {
        const latinOnly = (text: string) => /[A-Za-z]/.test(text) && !/[\u0600-\u06FF]/.test(text);
        for (const list of document.querySelectorAll("ul")) {
          const chips = [...list.children].filter((li) => li.tagName === "LI" && parseFloat(getComputedStyle(li).borderTopRightRadius) >= 100 && shown(li));
          if (chips.length === 0 || getComputedStyle(list).display !== "flex") continue;
          const holder = list.parentElement!;
          const edge = box(holder).right - (parseFloat(getComputedStyle(holder).paddingRight) || 0) - (parseFloat(getComputedStyle(holder).borderRightWidth) || 0);
          for (const li of chips) {
            const text = (li as HTMLElement).innerText.trim();
            if (latinOnly(text) && box(li).right >= edge - 1) issues.push(`the chip "${text}" starts a line on an Arabic page`);
          }
        }
      }
      return issues;
    },
    { primary: PRIMARY_ACTIONS, fullScreen: FULL_SCREEN },
  );
}

/** axe's serious and critical findings, as readable lines. */
export async function axeIssues(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `axe ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(" | ")})`);
}

/** Lets the browser lay the page out again (after a resize or a click). */
export const settle = (page: Page) => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
