/**
 * Real photos in the demo content. They are stored the way an upload is (through storeUpload, so
 * the image pipeline makes the main file, the WebP variants and the placeholder colour), which
 * needs somewhere to put the files and something to re-encode them: the `media` the seed is given.
 * Where there is none (`npm run db:setup` against a remote Turso database: its images live in R2,
 * which only the Worker reaches), the demo keeps its SVG artwork and the seed says photos were
 * skipped.
 */
import { readFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import type { DB } from "../../db/client";
import type { BlobStore } from "../blob/blob-store";
import type { ImageProcessor } from "../images/pipeline";
import { deleteUploads, storeUpload, type UploadKind } from "../services/uploads";

/** Where the seed stores demo photos and what processes them: the app's own blob store and processor. */
export interface SeedMedia {
  blobs: BlobStore;
  images: ImageProcessor;
}

/**
 * The demo photos' folder (worker/seed/photos, see its README for their source and licence),
 * read from the project folder: `npm start` runs the bundled server from there, like the
 * migrations folder (db/migrate.ts).
 */
export const DEMO_PHOTOS_DIR = resolve(process.env.DEMO_PHOTOS_DIR ?? "worker/seed/photos");

/**
 * What happened to the demo photos on this seed: stored as uploads, skipped (no media given), or
 * failed (the SVG artwork stands in, and the log says why). `null` when the seed stored no demo
 * content that would use a photo (the database already had its content).
 */
export type PhotoOutcome = "stored" | "skipped" | "failed" | null;

export interface StoredPhoto {
  id: number;
  url: string;
  blob_key: string;
}

export interface DemoPhotos {
  /** Stores one demo photo as an upload owned by `owner`; undefined when photos are skipped or it failed. */
  store(name: "coffee", owner: { kind: "admin" | "owner"; id: number }, kind: UploadKind): Promise<StoredPhoto | undefined>;
  /** Deletes a stored photo again (files and row), when the content that was to use it could not be saved. */
  discard(photo: StoredPhoto): Promise<void>;
  readonly outcome: PhotoOutcome;
}

export function demoPhotos(db: DB, media: SeedMedia | undefined, log: (line: string) => void = console.log): DemoPhotos {
  let outcome: PhotoOutcome = null;
  return {
    async store(name, owner, kind) {
      if (!media) {
        outcome ??= "skipped";
        return undefined;
      }
      try {
        const bytes = new Uint8Array(await readFile(join(DEMO_PHOTOS_DIR, `${name}.jpg`)));
        const stored = await storeUpload(db, media.blobs, media.images, { bytes, kind, owner });
        if (!stored.ok) throw new Error(`the image pipeline refused it (${stored.refused})`);
        if (outcome !== "failed") outcome = "stored";
        return { id: stored.row.id, url: stored.row.url, blob_key: stored.row.blob_key };
      } catch (error) {
        outcome = "failed";
        log(`  Demo photo ${name}.jpg was not stored (${(error as Error).message}); the SVG artwork stands in.`);
        return undefined;
      }
    },
    async discard(photo) {
      if (media) await deleteUploads(db, media.blobs, [photo]);
    },
    get outcome() {
      return outcome;
    },
  };
}
