import type { Browser } from "playwright-core";
export declare const CHROMIUM_PATH: string;
export declare const CHROME_FLAGS: string[];
export declare const REAL_UA: string;
export declare function launch(): Promise<Browser>;
