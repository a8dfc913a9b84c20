import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { id } from "./columns";

export const uploadKinds = ["logo", "cover", "gallery", "content"] as const;

/**
 * Every stored image and who owns it. QR uploads made before the listing exists carry a
 * temporary id and are attached on save; unattached ones older than a day are cleaned up.
 */
export const uploads = sqliteTable(
  "uploads",
  {
    id: id(),
    blobKey: text("blob_key").notNull().unique(),
    url: text("url").notNull(),
    kind: text("kind", { enum: uploadKinds }).notNull(),
    ownerKind: text("owner_kind", { enum: ["admin", "owner"] }).notNull(),
    ownerId: integer("owner_id").notNull(),
    businessId: integer("business_id"),
    tempId: text("temp_id"),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    width: integer("width"),
    height: integer("height"),
    createdAt: text("created_at").notNull(),
  },
  (t) => [index("uploads_business_idx").on(t.businessId), index("uploads_temp_idx").on(t.ownerId, t.tempId)],
);
