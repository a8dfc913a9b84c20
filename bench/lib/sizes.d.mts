// Types for sizes.mjs, so the budget test (TypeScript) can share the measuring code.
import type { Browser, Page } from "playwright-core";
export declare const gzipSize: (path: string) => number;
export declare const kib: (bytes: number) => string;
export declare function chunkSize(prefix: string): number;
export declare function firstViewJs(
  baseUrl: string,
  path: string,
  options?: { excludePrefix?: string; waitMs?: number; before?: (page: Page) => Promise<void>; browser?: Browser },
): Promise<{ total: number; files: [string, number][] }>;
export declare function reactChunks(): string[];
