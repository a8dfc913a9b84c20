import { and, eq, ne, sql, type SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { DB } from "../../../db/client";
import { qrBusinesses, qrBusinessImages, qrBusinessRevisions, qrScans, qrScanVisitors } from "../../../db/schema";
import type { BlobStore } from "../../blob/blob-store";
import { attachStatement, filesOfListing, releaseUploads, replacedUploads } from "./business-uploads";
import type { QrBusiness } from "./business-view";
import type { QrCategory } from "./categories";
import type { ListingChanges, ListingInput } from "./listing-schema";
import { pendingRevisionUrls } from "./revision-files";

const orNull = (v: string | null | undefined) => (v === undefined ? undefined : v || null);

/** Columns from the form: absent fields stay undefined, which drizzle leaves unchanged on update. */
const columns = (input: ListingChanges, category?: QrCategory) => ({
  businessName: input.business_name,
  // Clients read the Arabic category name in business_type; category_id is the stable link.
  ...(category ? { businessType: category.nameAr, categoryId: category.id } : {}),
  description: orNull(input.description),
  address: orNull(input.address),
  phone: orNull(input.phone),
  email: orNull(input.email),
  website: orNull(input.website),
  facebook: orNull(input.facebook),
  instagram: orNull(input.instagram),
  twitter: orNull(input.twitter),
  whatsapp: orNull(input.whatsapp),
  logoUrl: orNull(input.logo_url),
  coverImageUrl: orNull(input.cover_image_url),
  menuUrl: orNull(input.menu_url),
});

/**
 * The gallery as one INSERT ... SELECT over a VALUES list: three bound parameters per image
 * (kept under 100 per statement, the tightest cap among hosted SQLite services), the listing id as an expression, and an optional guard that
 * turns the insert into a no-op when the listing may no longer be changed.
 */
function insertImages(db: DB, businessId: SQL, images: ListingInput["images"], guard?: SQL) {
  const rows = sql.join(
    images.map((img, i) => sql`(${img.url}, ${img.alt_text}, ${i})`),
    sql`, `,
  );
  return db
    .insert(qrBusinessImages)
    .select(sql`select null, ${businessId}, column1, column2, column3 from (values ${rows}) ${guard ? sql`where ${guard}` : sql``}`);
}

type Batch = [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]];

/**
 * A new listing, pending review, with its gallery and the uploads it uses attached, in one atomic
 * batch. Inside the batch the new row's id is the owner's highest id: a batch runs as one
 * transaction, so no other insert can land in between.
 */
export async function createBusiness(
  db: DB,
  ownerId: number,
  input: ListingChanges & Pick<ListingInput, "business_name">,
  category: QrCategory,
  attach: number[],
  at = Date.now(),
) {
  const now = new Date(at).toISOString();
  const newId = sql`(select max(${qrBusinesses.id}) from ${qrBusinesses} where ${qrBusinesses.ownerId} = ${ownerId})`;
  const insert = db
    .insert(qrBusinesses)
    .values({ ...columns(input, category), businessName: input.business_name, businessType: category.nameAr, ownerId, status: "pending", createdAt: now, updatedAt: now })
    .returning();
  const rest: BatchItem<"sqlite">[] = [];
  if (input.images?.length) rest.push(insertImages(db, newId, input.images));
  if (attach.length) rest.push(attachStatement(db, ownerId, attach, newId));
  const [rows] = await db.batch([insert, ...rest] as Batch);
  return (rows as QrBusiness[])[0];
}

export interface UpdateOptions {
  /** Uploads to attach (from checkImageRefs). */
  attach: number[];
  /**
   * An owner's edit: refused (no row) if the listing got approved meanwhile, and a rejected
   * listing goes back to pending for another review. Admin edits keep the status.
   */
  byOwner: boolean;
  /** The clock of the request (milliseconds), stamped as updated_at. */
  now?: number;
}

/** Saves a listing's fields and, when given, replaces its gallery; then drops replaced files. */
export async function updateBusiness(
  db: DB,
  blobs: BlobStore,
  existing: QrBusiness,
  input: ListingChanges,
  category: QrCategory | undefined,
  options: UpdateOptions,
): Promise<QrBusiness | undefined> {
  const id = existing.id;
  const editable = options.byOwner
    ? sql`exists (select 1 from ${qrBusinesses} where ${qrBusinesses.id} = ${id} and ${qrBusinesses.status} <> 'approved')`
    : undefined;
  const reopen = options.byOwner && existing.status === "rejected" ? { status: "pending" as const, decidedAt: null } : {};
  const update = db
    .update(qrBusinesses)
    .set({ ...columns(input, category), ...reopen, updatedAt: new Date(options.now ?? Date.now()).toISOString() })
    .where(and(eq(qrBusinesses.id, id), options.byOwner ? ne(qrBusinesses.status, "approved") : undefined))
    .returning();
  const rest: BatchItem<"sqlite">[] = [];
  if (input.images) {
    rest.push(db.delete(qrBusinessImages).where(and(eq(qrBusinessImages.businessId, id), editable)));
    if (input.images.length) rest.push(insertImages(db, sql`${id}`, input.images, editable));
  }
  if (options.attach.length) rest.push(attachStatement(db, existing.ownerId, options.attach, id));
  const [rows] = await db.batch([update, ...rest] as Batch);
  const row = (rows as QrBusiness[])[0];
  if (!row) return undefined;

  const gallery = input.images?.map((i) => i.url) ?? (await db.select().from(qrBusinessImages).where(eq(qrBusinessImages.businessId, id))).map((i) => i.imageUrl);
  // Files an edit waiting for review shows are not replaced files: they stay until it is decided.
  const stale = await replacedUploads(db, id, [row.logoUrl, row.coverImageUrl, row.menuUrl, ...gallery, ...(await pendingRevisionUrls(db, id))]);
  await releaseUploads(db, blobs, row.ownerId, id, stale);
  return row;
}

/**
 * Deletes a listing and everything that hangs off it: revisions, gallery rows, scan counts (explicitly, not
 * trusting FK cascades) and its files in the blob store.
 */
export async function deleteBusiness(db: DB, blobs: BlobStore, existing: QrBusiness) {
  const files = await filesOfListing(db, existing.ownerId, existing.id);
  const [, , , , rows] = await db.batch([
    db.delete(qrBusinessRevisions).where(eq(qrBusinessRevisions.businessId, existing.id)),
    db.delete(qrBusinessImages).where(eq(qrBusinessImages.businessId, existing.id)),
    db.delete(qrScans).where(eq(qrScans.businessId, existing.id)),
    db.delete(qrScanVisitors).where(eq(qrScanVisitors.businessId, existing.id)),
    db.delete(qrBusinesses).where(eq(qrBusinesses.id, existing.id)).returning({ id: qrBusinesses.id }),
  ]);
  if (!rows.length) return false;
  await releaseUploads(db, blobs, existing.ownerId, existing.id, files);
  return true;
}
