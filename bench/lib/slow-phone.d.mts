// Types for slow-phone.mjs, so the slow-network browser tests (TypeScript) share the profile.
import type { CDPSession, Page } from "playwright-core";
export declare const SLOW_PHONE: { latencyMs: number; bytesPerSecond: number; cpuSlowdown: number; viewport: { width: number; height: number } };
export declare const phoneContext: { viewport: { width: number; height: number }; hasTouch: boolean; isMobile: boolean; deviceScaleFactor: number };
export declare function throttle(page: Page): Promise<CDPSession>;
export declare function watchContactForm(page: Page): Promise<void>;
export declare function contactTimings(page: Page): Promise<{ parsedMs?: number; hydratedMs?: number; canSendMs?: number }>;
