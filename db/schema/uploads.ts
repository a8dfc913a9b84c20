import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import type { StoredVariant } from "./enums";
import { id } from "./columns";

export const uploadKinds = ["logo", "cover", "gallery", "content"] as const;

/**
 * Every stored image and who owns it. QR uploads made before the listing exists carry a
 * temporary id and are attached on save; unattached ones older than a day are cleaned up.
 * `blob_key` is the main file (shared/media.ts says how the variants beside it are named);
 * `width`/`height` are the upright photo's as stored, `size` the main file's bytes.
 */
export const uploads = sqliteTable(
  "uploads",
  {
    id: id(),
    blob_key: text("blob_key").notNull().unique(),
    url: text("url").notNull(),
    kind: text("kind", { enum: uploadKinds }).notNull(),
    owner_kind: text("owner_kind", { enum: ["admin", "owner"] }).notNull(),
    owner_id: integer("owner_id").notNull(),
    business_id: integer("business_id"),
    temp_id: text("temp_id"),
    content_type: text("content_type").notNull(),
    size: integer("size").notNull(),
    width: integer("width"),
    height: integer("height"),
    /**
     * The WebP variants made by the image pipeline; null for an image stored before the pipeline
     * existed (`npm run images:backfill` makes them), [] where the runtime could not make any.
     */
    variants: text("variants", { mode: "json" }).$type<StoredVariant[]>(),
    /** Dominant colour shown while the photo loads, `#rrggbb`. */
    placeholder: text("placeholder"),
    created_at: text("created_at").notNull(),
  },
  (t) => [
    index("uploads_business_idx").on(t.business_id),
    index("uploads_temp_idx").on(t.owner_id, t.temp_id),
    // The backfill's queue: images without variants, oldest first.
    index("uploads_unprocessed_idx").on(t.id).where(sql`${t.variants} is null`),
  ],
);
