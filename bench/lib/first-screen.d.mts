// Types for first-screen.mjs, so the browser tests (TypeScript) share the measurement.
import type { Browser } from "playwright-core";

export interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}
export declare const FIRST_SCREEN: Record<"name" | "category" | "open" | "actions" | "logo" | "cover" | "table", string>;
export interface FirstScreenFigures {
  nameMs: number | null;
  actionsMs: number | null;
  coverMs: number | null;
  lcpMs: number | null;
  clsAfter: number;
  cls: number;
  bytesFirstScreen: number;
  bytesLoad: number;
  requests: number;
  boxes: Record<keyof typeof FIRST_SCREEN, Box | null>;
  /** With `otherTheme`: the same boxes in the other theme, on the same page. */
  otherBoxes?: Record<keyof typeof FIRST_SCREEN, Box | null>;
  viewport: { width: number; height: number };
}
export declare function firstScreen(
  browser: Browser,
  url: string,
  options?: { colorScheme?: "dark" | "light"; userAgent?: string; settleMs?: number; otherTheme?: boolean },
): Promise<FirstScreenFigures>;
export declare function insideViewport(box: Box | null, viewport?: { width: number; height: number }): boolean;
