export declare function workerBundleSize(): { raw: number; gzip: number };
export declare const COMPAT: { compatibilityDate: string };
export declare function buildBundle(dir: string): void;
export declare function agencyWorker(dir: string, name: string, databaseUrl: string, extra?: Record<string, unknown>): Record<string, unknown>;
