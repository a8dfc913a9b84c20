import { and, eq, notInArray, sql, type SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { DB } from "../../../db/client";
import { qrBusinesses, qrBusinessImages, qrBusinessRevisions, qrScans, qrScanVisitors, qrTableScans } from "../../../db/schema";
import type { BlobStore } from "../../blob/blob-store";
import { attachStatement, filesOfListing, releaseUploads, replacedUploads } from "./business-uploads";
import type { QrBusiness } from "./business-view";
import type { QrCategory } from "./categories";
import type { ListingChanges, ListingFields, ListingInput } from "../../../shared/contract/qr-listing";
import { pendingRevisionUrls } from "./revision-files";
import { menuImageUrls, stampSoldOut } from "../../../shared/menu";

// A blank text (or an empty value of any kind) is stored as null; a switch (false) and a number
// (a coordinate of 0) are values.
const orNull = <T>(v: T | null | undefined) => (v === undefined ? undefined : typeof v === "boolean" || typeof v === "number" ? v : v || null);

/**
 * The states of a listing an admin has reviewed and approved: live ("approved") or taken out of
 * public view for now ("unpublished", which republishing turns back into "approved"). An owner
 * never changes such a listing directly: an edit is stored as a revision for review, so
 * republishing can never publish content nobody reviewed.
 */
export const reviewedStatuses = ["approved", "unpublished"] as const;
export const isReviewed = (status: string) => (reviewedStatuses as readonly string[]).includes(status);

/**
 * The columns a form sets, under the same names: a blank field clears its column (null), an
 * absent one leaves it unchanged. The category is set through `categoryColumns`, the gallery
 * by its own rows.
 */
export function storedFieldsOf(input: ListingChanges) {
  const { images: _images, business_type: _type, ...fields } = input;
  const present = Object.entries(fields).filter(([, v]) => v !== undefined);
  return Object.fromEntries(present.map(([k, v]) => [k, orNull(v)])) as Partial<Omit<ListingFields, "business_type" | "category_id">>;
}

/** The category a form named: clients read its Arabic name in business_type; category_id is the stable link. */
export const categoryColumns = (category?: QrCategory) => (category ? { business_type: category.name_ar, category_id: category.id } : {});

/**
 * The changes with every new "sold out" mark of their menu stamped with the save's time, so a
 * menu that clears itself at midnight knows each mark's day (shared/menu.ts).
 */
export const withSoldOutTimes = <T extends ListingChanges>(input: T, at: number): T =>
  input.menu ? { ...input, menu: stampSoldOut(input.menu, new Date(at).toISOString()) } : input;

/** Columns from the form: absent fields stay undefined, which drizzle leaves unchanged on update. */
const columns = (input: ListingChanges, category: QrCategory | undefined, at: number) => ({ ...storedFieldsOf(withSoldOutTimes(input, at)), ...categoryColumns(category) });

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
  const newId = sql`(select max(${qrBusinesses.id}) from ${qrBusinesses} where ${qrBusinesses.owner_id} = ${ownerId})`;
  const insert = db
    .insert(qrBusinesses)
    .values({ ...columns(input, category, at), business_name: input.business_name, business_type: category.name_ar, owner_id: ownerId, status: "pending", created_at: now, updated_at: now })
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
   * An owner's edit: refused (no row) if the listing got approved (or unpublished) meanwhile, and a rejected
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
    ? sql`exists (select 1 from ${qrBusinesses} where ${qrBusinesses.id} = ${id} and ${notInArray(qrBusinesses.status, [...reviewedStatuses])})`
    : undefined;
  const reopen = options.byOwner && existing.status === "rejected" ? { status: "pending" as const, decided_at: null } : {};
  const update = db
    .update(qrBusinesses)
    .set({ ...columns(input, category, options.now ?? Date.now()), ...reopen, updated_at: new Date(options.now ?? Date.now()).toISOString() })
    .where(and(eq(qrBusinesses.id, id), options.byOwner ? notInArray(qrBusinesses.status, [...reviewedStatuses]) : undefined))
    .returning();
  const rest: BatchItem<"sqlite">[] = [];
  if (input.images) {
    rest.push(db.delete(qrBusinessImages).where(and(eq(qrBusinessImages.business_id, id), editable)));
    if (input.images.length) rest.push(insertImages(db, sql`${id}`, input.images, editable));
  }
  if (options.attach.length) rest.push(attachStatement(db, existing.owner_id, options.attach, id));
  const [rows] = await db.batch([update, ...rest] as Batch);
  const row = (rows as QrBusiness[])[0];
  if (!row) return undefined;

  const gallery = input.images?.map((i) => i.url) ?? (await db.select().from(qrBusinessImages).where(eq(qrBusinessImages.business_id, id))).map((i) => i.image_url);
  // Files an edit waiting for review shows are not replaced files: they stay until it is decided.
  const stale = await replacedUploads(db, id, [row.logo_url, row.cover_image_url, row.menu_url, ...gallery, ...menuImageUrls(row.menu), ...(await pendingRevisionUrls(db, id))]);
  await releaseUploads(db, blobs, row.owner_id, id, stale);
  return row;
}

/**
 * Deletes a listing and everything that hangs off it: revisions, gallery rows, scan counts (explicitly, not
 * trusting FK cascades) and its files in the blob store.
 */
export async function deleteBusiness(db: DB, blobs: BlobStore, existing: QrBusiness) {
  const files = await filesOfListing(db, existing.owner_id, existing.id);
  const [, , , , , rows] = await db.batch([
    db.delete(qrBusinessRevisions).where(eq(qrBusinessRevisions.business_id, existing.id)),
    db.delete(qrBusinessImages).where(eq(qrBusinessImages.business_id, existing.id)),
    db.delete(qrScans).where(eq(qrScans.business_id, existing.id)),
    db.delete(qrTableScans).where(eq(qrTableScans.business_id, existing.id)),
    db.delete(qrScanVisitors).where(eq(qrScanVisitors.business_id, existing.id)),
    db.delete(qrBusinesses).where(eq(qrBusinesses.id, existing.id)).returning({ id: qrBusinesses.id }),
  ]);
  if (!rows.length) return false;
  await releaseUploads(db, blobs, existing.owner_id, existing.id, files);
  return true;
}
