import { and, desc, eq, inArray, ne } from "drizzle-orm";
import type { DB } from "../../../db/client";
import { qrBusinessImages, qrBusinessRevisions, qrBusinesses, qrCategories, qrUsers, revisionStatuses, uploads } from "../../../db/schema";
import type { BlobStore } from "../../blob/blob-store";
import { attachStatement, releaseUploads } from "./business-uploads";
import type { BusinessRecord } from "./business-view";
import { getBusiness } from "./business-queries";
import { categoryColumns, storedFieldsOf, updateBusiness, withSoldOutTimes } from "./business-writes";
import { listingData, type ListingChanges } from "../../../shared/contract/qr-listing";
import type { OwnerListing, RevisionDto, RevisionReview, RevisionRow } from "../../../shared/contract/qr-revision";
import type { QrCategory } from "./categories";
import { menuImageUrls } from "../../../shared/menu";
import { mergeMenus, same } from "../../../shared/menu-merge";
import { parseRevisionData, pendingRevisionUrls, revisionUrls, type RevisionData } from "./revision-files";

export type RevisionStatus = (typeof revisionStatuses)[number];
export type { OwnerListing, RevisionDto, RevisionReview, RevisionRow };

// The listing's own fields, read off a stored row (zod drops the system's columns).
const listingFields = listingData.omit({ images: true });

/** The live listing as a revision would carry it, to compare a proposal with. */
export const snapshotOf = (r: BusinessRecord): RevisionData => ({
  ...listingFields.parse(r.business),
  images: r.images.map((i) => ({ url: i.image_url, alt_text: i.alt_text })),
});

/**
 * A proposal: the base listing with the fields the owner sent laid over it (absent ones kept),
 * each as a save would store it.
 */
const proposalOf = (base: RevisionData, input: ListingChanges, category: QrCategory | undefined): RevisionData => ({
  ...base,
  ...storedFieldsOf(input),
  ...categoryColumns(category),
  images: input.images ?? base.images,
});

/**
 * What approving an edit would make of the listing now: the owner's edit laid over the live
 * listing, field by field, taking only what the owner changed from the listing the edit began
 * with (`base`). A field an admin fixed meanwhile and the owner left alone keeps the admin's fix;
 * a field both changed takes the owner's value (the review shows it). The menu merges item by
 * item (shared/menu-merge.ts). An edit stored without its base applies whole, as it always did.
 */
export function mergedProposal(base: RevisionData | null, live: RevisionData, proposed: RevisionData): RevisionData {
  if (!base) return proposed;
  const out = { ...proposed } as Record<keyof RevisionData, unknown>;
  for (const k of Object.keys(proposed) as (keyof RevisionData)[]) {
    if (k === "menu") out.menu = mergeMenus(base.menu ?? null, live.menu ?? null, proposed.menu ?? null);
    else if (same(base[k], proposed[k])) out[k] = live[k];
  }
  // The category's name follows the category it names.
  if (same(base.category_id, proposed.category_id)) out.business_type = live.business_type;
  return out as RevisionData;
}

/** The fields whose values differ between two versions of a listing (the review's diff). */
export function changedFields(before: RevisionData, after: RevisionData) {
  return (Object.keys(after) as (keyof RevisionData)[]).filter((k) => JSON.stringify(before[k] ?? null) !== JSON.stringify(after[k] ?? null));
}

/**
 * Lets go of the files only the given revisions showed: not the live listing's, not the ones a
 * newer proposal keeps. Each is deleted from storage (or handed to another listing that uses it).
 */
async function releaseRevisionFiles(db: DB, blobs: BlobStore, listing: { id: number; owner_id: number }, gone: RevisionData[], keep: string[]) {
  const [live] = await db.select().from(qrBusinesses).where(eq(qrBusinesses.id, listing.id));
  if (!live) return;
  const liveGallery = await db.select().from(qrBusinessImages).where(eq(qrBusinessImages.business_id, listing.id));
  const kept = new Set([live.logo_url, live.cover_image_url, live.menu_url, ...liveGallery.map((g) => g.image_url), ...menuImageUrls(live.menu), ...keep, ...(await pendingRevisionUrls(db, listing.id))]);
  const urls = [...new Set(gone.flatMap(revisionUrls))].filter((u) => !kept.has(u));
  if (!urls.length) return;
  const files = await db.select().from(uploads).where(and(eq(uploads.business_id, listing.id), inArray(uploads.url, urls)));
  await releaseUploads(db, blobs, listing.owner_id, listing.id, files);
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
    .where(and(eq(qrBusinessRevisions.business_id, listing.id), eq(qrBusinessRevisions.status, "pending")));
  const previous = earlier.at(-1);
  // A newer edit builds on what the earlier one proposed, and began where that one began.
  const data = proposalOf(previous ? parseRevisionData(previous.data) : snapshotOf(record), withSoldOutTimes(input, at), category);
  const base = previous ? previous.base : JSON.stringify(snapshotOf(record));
  const now = new Date(at).toISOString();
  const supersede = db
    .update(qrBusinessRevisions)
    .set({ status: "superseded", decided_at: now, updated_at: now })
    .where(and(eq(qrBusinessRevisions.business_id, listing.id), eq(qrBusinessRevisions.status, "pending")));
  const insert = db.insert(qrBusinessRevisions).values({ business_id: listing.id, status: "pending", data: JSON.stringify(data), base, created_at: now, updated_at: now }).returning();
  const [, rows] = attach.length
    ? await db.batch([supersede, insert, attachStatement(db, listing.owner_id, attach, listing.id)])
    : await db.batch([supersede, insert]);
  if (earlier.length) await releaseRevisionFiles(db, blobs, listing, earlier.map((r) => parseRevisionData(r.data)), revisionUrls(data));
  return rows[0];
}

/**
 * What an owner's next edit of a reviewed listing builds on: the edit still waiting for review,
 * else the live listing (as proposeRevision lays the edit over it).
 */
export async function editBaseOf(db: DB, record: BusinessRecord): Promise<RevisionData> {
  const [waiting] = await db
    .select({ data: qrBusinessRevisions.data })
    .from(qrBusinessRevisions)
    .where(and(eq(qrBusinessRevisions.business_id, record.business.id), eq(qrBusinessRevisions.status, "pending")))
    .orderBy(desc(qrBusinessRevisions.id))
    .limit(1);
  return waiting ? parseRevisionData(waiting.data) : snapshotOf(record);
}

/** A revision as owners and admins read it: the row with its proposal read back. */
export const serializeRevision = ({ data, base: _b, created_at, updated_at: _u, ...revision }: RevisionRow): RevisionDto => ({
  ...revision,
  created_at: created_at,
  proposed: parseRevisionData(data),
});

/** A listing as the owner reads it, with its newest revision (pending or decided) or null. */
export const withRevision = <T extends object>(listing: T, revision: RevisionRow | undefined) => ({
  ...listing,
  revision: revision ? serializeRevision(revision) : null,
});

/** One revision for review: what is live now, what is proposed, and which fields differ. */
export async function reviewOf(db: DB, revision: RevisionRow): Promise<RevisionReview | null> {
  const record = await getBusiness(db, revision.business_id);
  if (!record) return null;
  const current = snapshotOf(record);
  const view = serializeRevision(revision);
  // A pending edit is reviewed as what approving it would publish: the owner's edit merged into
  // the listing now. A decided one shows what the owner sent.
  if (revision.status === "pending") view.proposed = mergedProposal(baseOf(revision), current, view.proposed);
  return {
    ...view,
    business_name: record.business.business_name,
    unique_id: record.business.unique_id,
    owner_username: record.owner.username,
    owner_phone: record.owner.phone,
    current,
    changed: changedFields(current, view.proposed),
  };
}

/** The newest revision of each of an owner's listings that has one (pending or decided). */
export async function latestRevisionsOfOwner(db: DB, ownerId: number) {
  const rows = await db
    .select({ revision: qrBusinessRevisions })
    .from(qrBusinessRevisions)
    .innerJoin(qrBusinesses, eq(qrBusinesses.id, qrBusinessRevisions.business_id))
    .where(and(eq(qrBusinesses.owner_id, ownerId), ne(qrBusinessRevisions.status, "superseded")))
    .orderBy(desc(qrBusinessRevisions.id));
  const out = new Map<number, RevisionRow>();
  for (const { revision } of rows) if (!out.has(revision.business_id)) out.set(revision.business_id, revision);
  return out;
}

/** Revisions for the admin's review, newest first, with the listing and its owner. */
export async function listRevisions(db: DB, status: RevisionStatus | undefined) {
  return db
    .select({ revision: qrBusinessRevisions })
    .from(qrBusinessRevisions)
    .innerJoin(qrBusinesses, eq(qrBusinesses.id, qrBusinessRevisions.business_id))
    .innerJoin(qrUsers, eq(qrUsers.id, qrBusinesses.owner_id))
    .where(status ? eq(qrBusinessRevisions.status, status) : undefined)
    .orderBy(desc(qrBusinessRevisions.created_at), desc(qrBusinessRevisions.id));
}

/** The listing a revision's edit began with, when it was kept. */
const baseOf = (revision: RevisionRow) => (revision.base ? parseRevisionData(revision.base) : null);

export const getRevision = async (db: DB, id: number) => (await db.select().from(qrBusinessRevisions).where(eq(qrBusinessRevisions.id, id)))[0];

export type RevisionOutcome = { ok: true; revision: RevisionRow } | { ok: false; reason: "not_pending" };

/** Marks a pending revision decided; only one decision wins (the update matches pending only). */
async function decide(db: DB, id: number, status: "approved" | "rejected", notes: string | null, at: number): Promise<RevisionOutcome> {
  const now = new Date(at).toISOString();
  const [revision] = await db
    .update(qrBusinessRevisions)
    .set({ status, admin_notes: notes, decided_at: now, updated_at: now })
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
  // Opening hours are never part of a proposal (they change at once, on their own route): should
  // a stored proposal name them anyway, approving it must not bring old hours back.
  const proposed = parseRevisionData(outcome.revision.data) as RevisionData & { hours?: unknown };
  const { category_id, hours: _hours, ...data } = mergedProposal(baseOf(outcome.revision), snapshotOf(record), proposed) as typeof proposed;
  const [category] = category_id ? await db.select().from(qrCategories).where(eq(qrCategories.id, category_id)) : [];
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
