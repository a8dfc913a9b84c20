import { and, desc, eq, inArray, ne } from "drizzle-orm";
import type { DB } from "../../../db/client";
import { qrBusinessImages, qrBusinessRevisions, qrBusinesses, qrCategories, qrUsers, revisionStatuses, uploads } from "../../../db/schema";
import type { BlobStore } from "../../blob/blob-store";
import { attachStatement, releaseUploads } from "./business-uploads";
import type { BusinessDto, BusinessRecord } from "./business-view";
import { getBusiness } from "./business-queries";
import { updateBusiness } from "./business-writes";
import { listingFieldsOf, type ListingChanges } from "./listing-schema";
import type { QrCategory } from "./categories";
import { parseRevisionData, pendingRevisionUrls, revisionUrls, type RevisionData } from "./revision-files";

export type RevisionStatus = (typeof revisionStatuses)[number];
export type RevisionRow = typeof qrBusinessRevisions.$inferSelect;

/** The live listing as a revision would carry it, to compare a proposal with. */
export const snapshotOf = (r: BusinessRecord): RevisionData => ({
  ...listingFieldsOf(r.business),
  images: r.images.map((i) => ({ url: i.imageUrl, alt_text: i.altText })),
});

const orNull = (v: string | null | undefined) => (v ? v : null);

/** A proposal: the base listing with the fields the owner sent laid over it (absent ones kept). */
function proposalOf(base: RevisionData, input: ListingChanges, category: QrCategory | undefined): RevisionData {
  const next: RevisionData = { ...base, images: input.images ? input.images.map((i) => ({ url: i.url, alt_text: i.alt_text })) : base.images };
  if (input.business_name !== undefined) next.business_name = input.business_name;
  if (category) Object.assign(next, { business_type: category.nameAr, category_id: category.id });
  for (const key of ["description", "address", "phone", "email", "website", "facebook", "instagram", "twitter", "whatsapp", "logo_url", "cover_image_url", "menu_url"] as const) {
    if (input[key] !== undefined) next[key] = orNull(input[key]);
  }
  return next;
}

/** The fields whose values differ between two versions of a listing (the review's diff). */
export function changedFields(before: RevisionData, after: RevisionData) {
  return (Object.keys(after) as (keyof RevisionData)[]).filter((k) => JSON.stringify(before[k] ?? null) !== JSON.stringify(after[k] ?? null));
}

/**
 * Lets go of the files only the given revisions showed: not the live listing's, not the ones a
 * newer proposal keeps. Each is deleted from storage (or handed to another listing that uses it).
 */
async function releaseRevisionFiles(db: DB, blobs: BlobStore, listing: { id: number; ownerId: number }, gone: RevisionData[], keep: string[]) {
  const [live] = await db.select().from(qrBusinesses).where(eq(qrBusinesses.id, listing.id));
  if (!live) return;
  const liveGallery = await db.select().from(qrBusinessImages).where(eq(qrBusinessImages.businessId, listing.id));
  const kept = new Set([live.logoUrl, live.coverImageUrl, live.menuUrl, ...liveGallery.map((g) => g.imageUrl), ...keep, ...(await pendingRevisionUrls(db, listing.id))]);
  const urls = [...new Set(gone.flatMap(revisionUrls))].filter((u) => !kept.has(u));
  if (!urls.length) return;
  const files = await db.select().from(uploads).where(and(eq(uploads.businessId, listing.id), inArray(uploads.url, urls)));
  await releaseUploads(db, blobs, listing.ownerId, listing.id, files);
}

/**
 * Stores an owner's edit of an approved listing as a pending revision: the listing itself is not
 * touched. An earlier pending revision is superseded (a newer edit replaces it, based on what
 * it proposed), and the files only it showed are deleted. Uploads the edit uses are attached to
 * the listing in the same batch.
 */
export async function proposeRevision(
  db: DB,
  blobs: BlobStore,
  record: BusinessRecord,
  input: ListingChanges,
  category: QrCategory | undefined,
  attach: number[],
  at = Date.now(),
) {
  const listing = record.business;
  const earlier = await db
    .select()
    .from(qrBusinessRevisions)
    .where(and(eq(qrBusinessRevisions.businessId, listing.id), eq(qrBusinessRevisions.status, "pending")));
  const base = earlier.length ? parseRevisionData(earlier[earlier.length - 1].data) : snapshotOf(record);
  const data = proposalOf(base, input, category);
  const now = new Date(at).toISOString();
  const supersede = db
    .update(qrBusinessRevisions)
    .set({ status: "superseded", decidedAt: now, updatedAt: now })
    .where(and(eq(qrBusinessRevisions.businessId, listing.id), eq(qrBusinessRevisions.status, "pending")));
  const insert = db.insert(qrBusinessRevisions).values({ businessId: listing.id, status: "pending", data: JSON.stringify(data), createdAt: now, updatedAt: now }).returning();
  const [, rows] = attach.length
    ? await db.batch([supersede, insert, attachStatement(db, listing.ownerId, attach, listing.id)])
    : await db.batch([supersede, insert]);
  if (earlier.length) await releaseRevisionFiles(db, blobs, listing, earlier.map((r) => parseRevisionData(r.data)), revisionUrls(data));
  return rows[0];
}

/** A revision as owners and admins read it. */
export const serializeRevision = (r: RevisionRow) => ({
  id: r.id,
  business_id: r.businessId,
  status: r.status,
  admin_notes: r.adminNotes,
  decided_at: r.decidedAt,
  created_at: r.createdAt,
  proposed: parseRevisionData(r.data),
});

export type RevisionDto = ReturnType<typeof serializeRevision>;
/** A listing as its owner reads it (dashboard, edit form): with its newest revision. */
export type OwnerListing = BusinessDto & { revision: RevisionDto | null };

/** A listing as the owner reads it, with its newest revision (pending or decided) or null. */
export const withRevision = <T extends object>(listing: T, revision: RevisionRow | undefined) => ({
  ...listing,
  revision: revision ? serializeRevision(revision) : null,
});

/** One revision for review: what is live now, what is proposed, and which fields differ. */
export async function reviewOf(db: DB, revision: RevisionRow) {
  const record = await getBusiness(db, revision.businessId);
  if (!record) return null;
  const current = snapshotOf(record);
  const view = serializeRevision(revision);
  return {
    ...view,
    business_name: record.business.businessName,
    unique_id: record.business.uniqueId,
    owner_username: record.owner.username,
    current,
    changed: changedFields(current, view.proposed),
  };
}
export type RevisionReview = NonNullable<Awaited<ReturnType<typeof reviewOf>>>;

/** The newest revision of each of an owner's listings that has one (pending or decided). */
export async function latestRevisionsOfOwner(db: DB, ownerId: number) {
  const rows = await db
    .select({ revision: qrBusinessRevisions })
    .from(qrBusinessRevisions)
    .innerJoin(qrBusinesses, eq(qrBusinesses.id, qrBusinessRevisions.businessId))
    .where(and(eq(qrBusinesses.ownerId, ownerId), ne(qrBusinessRevisions.status, "superseded")))
    .orderBy(desc(qrBusinessRevisions.id));
  const out = new Map<number, RevisionRow>();
  for (const { revision } of rows) if (!out.has(revision.businessId)) out.set(revision.businessId, revision);
  return out;
}

/** Revisions for the admin's review, newest first, with the listing and its owner. */
export async function listRevisions(db: DB, status: RevisionStatus | undefined) {
  return db
    .select({ revision: qrBusinessRevisions, businessName: qrBusinesses.businessName, uniqueId: qrBusinesses.uniqueId, ownerUsername: qrUsers.username })
    .from(qrBusinessRevisions)
    .innerJoin(qrBusinesses, eq(qrBusinesses.id, qrBusinessRevisions.businessId))
    .innerJoin(qrUsers, eq(qrUsers.id, qrBusinesses.ownerId))
    .where(status ? eq(qrBusinessRevisions.status, status) : undefined)
    .orderBy(desc(qrBusinessRevisions.createdAt), desc(qrBusinessRevisions.id));
}

export const getRevision = async (db: DB, id: number) => (await db.select().from(qrBusinessRevisions).where(eq(qrBusinessRevisions.id, id)))[0];

export type RevisionOutcome = { ok: true; revision: RevisionRow } | { ok: false; reason: "not_pending" };

/** Marks a pending revision decided; only one decision wins (the update matches pending only). */
async function decide(db: DB, id: number, status: "approved" | "rejected", notes: string | null, at: number): Promise<RevisionOutcome> {
  const now = new Date(at).toISOString();
  const [revision] = await db
    .update(qrBusinessRevisions)
    .set({ status, adminNotes: notes, decidedAt: now, updatedAt: now })
    .where(and(eq(qrBusinessRevisions.id, id), eq(qrBusinessRevisions.status, "pending")))
    .returning();
  return revision ? { ok: true, revision } : { ok: false, reason: "not_pending" };
}

/**
 * Approves a revision: it replaces the live listing (same id, unique_id and code), and the files
 * the listing no longer shows are deleted by the save.
 */
export async function approveRevision(db: DB, blobs: BlobStore, record: BusinessRecord, id: number, notes: string | null, at = Date.now()): Promise<RevisionOutcome> {
  const outcome = await decide(db, id, "approved", notes, at);
  if (!outcome.ok) return outcome;
  const data = parseRevisionData(outcome.revision.data);
  const [category] = data.category_id ? await db.select().from(qrCategories).where(eq(qrCategories.id, data.category_id)) : [];
  // Blank clears a field on save, as a form's empty input does.
  const input = Object.fromEntries(Object.entries(data).map(([k, v]) => [k, v ?? ""])) as ListingChanges;
  await updateBusiness(db, blobs, record.business, input, category, { attach: [], byOwner: false, now: at });
  return outcome;
}

/** Rejects a revision with notes for the owner; the files only it showed are deleted. */
export async function rejectRevision(db: DB, blobs: BlobStore, record: BusinessRecord, id: number, notes: string | null, at = Date.now()): Promise<RevisionOutcome> {
  const outcome = await decide(db, id, "rejected", notes, at);
  if (!outcome.ok) return outcome;
  await releaseRevisionFiles(db, blobs, record.business, [parseRevisionData(outcome.revision.data)], []);
  return outcome;
}
