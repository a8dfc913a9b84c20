export declare function workerBundleSize(): { raw: number; gzip: number };
