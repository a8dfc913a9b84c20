/**
 * Nothing a visitor does to an island before it is hydrated is lost. From the first byte, taps,
 * clicks, key presses and submits on a React island are caught; those only React can answer
 * are held, and once the island is hydrated:
 * - what was typed meanwhile (the browser kept it in the fields) is handed to React's state, as
 *   if typed again, so the island's first render after hydration does not wipe it;
 * - focus is put back where it was;
 * - the held events are replayed, in order, on the hydrated island.
 * Typing, moving the caret, following a link or opening a `<select>` need no React: they happen
 * at once. If the island cannot wake (its code failed to load), a held submit goes to the server
 * the classic way, which answers every form this site renders.
 */

import { ISLAND_WAKING_ATTR } from "../markers";

type Held =
  | { kind: "click"; target: Element; init: MouseEventInit }
  | { kind: "submit"; form: HTMLFormElement; submitter: HTMLElement | null }
  | { kind: "key"; target: Element; init: KeyboardEventInit };

export interface Holder {
  /** Called just before hydration: notes the fields as the browser holds them. */
  before(): void;
  /**
   * Called in the same task as React's hydration commit, before any other event can reach the
   * island: stops holding and hands typed text to React. Any later render of a controlled field
   * would otherwise put React's empty state back into it.
   */
  adopt(): void;
  /** Then, a moment later: restores focus and replays the held events. */
  replay(focused: Element | null): Promise<void>;
  /** The island will not wake: lets a held submit go to the server as is, drops the rest. */
  release(): void;
}

const TEXT_TYPES = /^(text|email|tel|url|search|password|number|date|time|datetime-local|month|week|)$/;
/** A submit held longer than this (the island's code still on its way) goes to the server. */
const SUBMIT_PATIENCE_MS = 20_000;
const tick = () => new Promise((resolve) => setTimeout(resolve));

const isTextField = (el: Element): el is HTMLInputElement | HTMLTextAreaElement =>
  el instanceof HTMLTextAreaElement || (el instanceof HTMLInputElement && TEXT_TYPES.test(el.type));

/**
 * What the browser does well on its own, before any React: fields, labels, menus, and links,
 * except in an island that exists to take over its links (a lightbox over image links).
 */
function isNative(target: Element, holdLinks: boolean) {
  const control = target.closest(holdLinks ? "input, textarea, select, label, summary" : "input, textarea, select, label, a[href], summary");
  if (!control) return false;
  return !(control instanceof HTMLInputElement) || control.type === "file" || TEXT_TYPES.test(control.type);
}

/**
 * Starts catching events on `el`; `wake` starts the island's hydration (idempotent). With
 * `holdLinks`, a tap on a link is held too (and followed as a plain link if the island fails).
 */
export function holdEvents(el: HTMLElement, wake: () => void, holdLinks = false): Holder {
  const held: Held[] = [];
  let live = true;
  let patience: ReturnType<typeof setTimeout> | undefined;

  const hold = (item: Held) => {
    held.push(item);
    el.setAttribute(ISLAND_WAKING_ATTR, "");
    if (item.kind === "submit" || (item.kind === "click" && item.target.closest("[type=submit]"))) {
      patience ??= setTimeout(release, SUBMIT_PATIENCE_MS);
    }
  };

  const onEvent = (event: Event) => {
    if (!live) return;
    wake();
    const target = event.target as Element;
    if (event.type === "click" && !isNative(target, holdLinks)) {
      const { clientX, clientY, detail, ctrlKey, shiftKey, altKey, metaKey, button } = event as MouseEvent;
      event.preventDefault();
      event.stopPropagation();
      hold({ kind: "click", target, init: { clientX, clientY, detail, ctrlKey, shiftKey, altKey, metaKey, button } });
    } else if (event.type === "submit") {
      event.preventDefault();
      event.stopPropagation();
      hold({ kind: "submit", form: target as HTMLFormElement, submitter: (event as SubmitEvent).submitter });
    } else if (event.type === "keydown" && !isTextField(target)) {
      const { key, code, ctrlKey, shiftKey, altKey, metaKey, repeat } = event as KeyboardEvent;
      held.push({ kind: "key", target, init: { key, code, ctrlKey, shiftKey, altKey, metaKey, repeat } });
    }
  };
  const types = ["click", "submit", "keydown", "pointerdown", "focusin", "input"];
  for (const type of types) el.addEventListener(type, onEvent, { capture: true });
  el.addEventListener("touchstart", wake, { passive: true, once: true });

  const stop = () => {
    live = false;
    clearTimeout(patience);
    for (const type of types) el.removeEventListener(type, onEvent, { capture: true });
  };

  function release() {
    if (!live) return;
    stop();
    for (const item of held.splice(0)) {
      const link = item.kind === "click" ? item.target.closest<HTMLAnchorElement>("a[href]") : null;
      if (link?.isConnected) {
        link.click();
        break;
      }
      const form = item.kind === "submit" ? item.form : item.kind === "click" ? item.target.closest("[type=submit]")?.closest("form") : null;
      const submitter = item.kind === "submit" ? item.submitter : item.kind === "click" ? (item.target.closest("[type=submit]") as HTMLElement) : null;
      if (form?.getAttribute("method")?.toLowerCase() === "post" && form.isConnected) {
        form.requestSubmit(submitter?.isConnected ? submitter : undefined);
        break;
      }
    }
    el.removeAttribute(ISLAND_WAKING_ATTR);
  }

  let fields: Control[] = [];
  return {
    release,
    before() {
      fields = [...el.querySelectorAll<Control>(FIELDS)];
    },
    adopt() {
      if (!live) return;
      stop();
      syncFields(el, fields);
    },
    async replay(focused) {
      await tick();
      const focus = focused && el.contains(focused) ? focused : focused && !focused.isConnected ? now(el, focused) : null;
      if (focus instanceof HTMLElement && document.activeElement !== focus) focus.focus({ preventScroll: true });
      for (const item of held.splice(0)) {
        if (item.kind === "submit") {
          const form = now(el, item.form);
          const submitter = item.submitter && now(el, item.submitter);
          if (form instanceof HTMLFormElement) form.requestSubmit(submitter?.matches("[type=submit]") ? (submitter as HTMLElement) : undefined);
        } else {
          const init = { bubbles: true, cancelable: true, composed: true, view: window, ...item.init };
          now(el, item.target)?.dispatchEvent(item.kind === "click" ? new MouseEvent("click", init) : new KeyboardEvent("keydown", init));
        }
        await tick();
      }
      el.removeAttribute(ISLAND_WAKING_ATTR);
    },
  };
}

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
const FIELDS = "input, textarea, select";

/**
 * The element standing for `old` after hydration: itself, or, when React had to render the island
 * afresh (its HTML did not match), the new element with the same id, name or test hook.
 */
function now(root: HTMLElement, old: Element): Element | null {
  if (old.isConnected) return old;
  for (const attr of ["id", "name", "data-testid"]) {
    const value = old.getAttribute(attr);
    const found = value && root.querySelector(`[${attr}="${CSS.escape(value)}"]`);
    if (found) return found;
  }
  return null;
}

/**
 * React hydrates a controlled field without looking at what the browser holds, so its state still
 * says "" while the field shows what the visitor typed. Each changed field is handed to React as
 * one input (or change) event. React only sees a change when its own record of the value differs,
 * so that record is set to the server's value first, then the typed one is put back. Every typed
 * value is read (from the fields noted before hydration) before the first event: React re-renders
 * the form after each one and puts its state (still "") back into the fields not handed over yet.
 */
function syncFields(root: HTMLElement, before: Control[]) {
  const typed: [Control, string, [number, number] | null][] = [];
  for (const old of before) {
    const field = now(root, old) as Control | null;
    if (!field) continue;
    if (old instanceof HTMLSelectElement) {
      const initial = [...old.options].find((o) => o.defaultSelected) ?? old.options[0];
      if (initial && old.value !== initial.value) typed.push([field, old.value, null]);
    } else if (old instanceof HTMLInputElement && old.type === "file") {
      if (old.files?.length && field === old) field.dispatchEvent(new Event("change", { bubbles: true }));
    } else if (isTextField(old) && old.value !== old.defaultValue) {
      typed.push([field, old.value, selection(old)]);
    }
  }
  for (const [field, value, caret] of typed) {
    if (field instanceof HTMLSelectElement) {
      field.value = value;
      field.dispatchEvent(new Event("change", { bubbles: true }));
      continue;
    }
    field.value = field.defaultValue;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")!.set!.call(field, value);
    field.dispatchEvent(new Event("input", { bubbles: true }));
    if (caret) field.setSelectionRange(caret[0], caret[1]);
  }
}

function selection(field: HTMLInputElement | HTMLTextAreaElement): [number, number] | null {
  try {
    return field.selectionStart === null ? null : [field.selectionStart, field.selectionEnd ?? field.selectionStart];
  } catch {
    return null;
  }
}
