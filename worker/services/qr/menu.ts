import { and, eq, sql } from "drizzle-orm";
import type { DB } from "../../../db/client";
import { qrBusinesses, qrBusinessRevisions } from "../../../db/schema";
import { stampSoldOut, type ListingMenu } from "../../../shared/menu";
import { parseRevisionData, type RevisionData } from "./revision-files";

/** The instant switches of a menu item, changed without review. */
export interface MenuItemFlags {
  sold_out?: boolean;
  hidden?: boolean;
}

/** Where an item sits in a menu (section and item positions), or null when the menu has no such id. */
function pathOf(menu: ListingMenu | null | undefined, itemId: string) {
  const sections = menu?.sections ?? [];
  for (let i = 0; i < sections.length; i++) {
    const j = sections[i].items.findIndex((item) => item.id === itemId);
    if (j >= 0) return `$.sections[${i}].items[${j}]`;
  }
  return null;
}

/**
 * The SQL that sets the switches inside a stored menu document (a JSON text column), written
 * only if the item is still at that place: an edit saved meanwhile that moved or removed it turns
 * the update into a no-op rather than flipping some other item.
 */
function setFlags(column: typeof qrBusinesses.menu | typeof qrBusinessRevisions.data, path: string, flags: MenuItemFlags, now: string) {
  const sets = Object.entries(flags)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => sql`, ${`${path}.${k}`}, json(${v ? "true" : "false"})`);
  // A sold-out mark carries its time (a menu may clear marks at midnight); a cleared one, none.
  if (flags.sold_out !== undefined) sets.push(flags.sold_out ? sql`, ${`${path}.sold_out_since`}, ${now}` : sql`, ${`${path}.sold_out_since`}, json('null')`);
  return sql`json_set(${column}${sql.join(sets, sql``)})`;
}

export interface FlagsOutcome {
  /** The live listing's menu had the item and now carries the switches. */
  live: boolean;
  /** The pending revision's menu had the item and now carries the switches. */
  revision: boolean;
}

/**
 * Marks one item sold out (or available) and hidden (or shown), at once, without review: on the
 * live listing and on the edit waiting for review, wherever the item is (an item added by the
 * pending edit exists only there). Nothing is changed when neither has it.
 */
export async function setMenuItemFlags(
  db: DB,
  listing: { id: number; menu: ListingMenu | null },
  itemId: string,
  flags: MenuItemFlags,
  at = Date.now(),
): Promise<FlagsOutcome> {
  const now = new Date(at).toISOString();
  let live = false;
  const livePath = pathOf(listing.menu, itemId);
  if (livePath) {
    const rows = await db
      .update(qrBusinesses)
      .set({ menu: setFlags(qrBusinesses.menu, livePath, flags, now), updated_at: now })
      .where(and(eq(qrBusinesses.id, listing.id), sql`json_extract(${qrBusinesses.menu}, ${`${livePath}.id`}) = ${itemId}`))
      .returning({ id: qrBusinesses.id });
    live = rows.length > 0;
  }
  let revision = false;
  const pending = await db
    .select()
    .from(qrBusinessRevisions)
    .where(and(eq(qrBusinessRevisions.business_id, listing.id), eq(qrBusinessRevisions.status, "pending")));
  for (const row of pending) {
    const path = pathOf(parseRevisionData(row.data).menu, itemId);
    if (!path) continue;
    const inData = path.replace("$.", "$.menu.");
    const rows = await db
      .update(qrBusinessRevisions)
      .set({ data: setFlags(qrBusinessRevisions.data, inData, flags, now), updated_at: now })
      .where(and(eq(qrBusinessRevisions.id, row.id), eq(qrBusinessRevisions.status, "pending"), sql`json_extract(${qrBusinessRevisions.data}, ${`${inData}.id`}) = ${itemId}`))
      .returning({ id: qrBusinessRevisions.id });
    revision ||= rows.length > 0;
  }
  return { live, revision };
}

/**
 * Writes a menu to the live listing at once, without review (prices and the day's switches:
 * see shared/menu-prices.ts), and carries the same change into every edit waiting for review, in
 * the proposal and in the listing it began from, so approving that edit later neither undoes the
 * change nor takes it for the owner's. `carry` makes a pending menu's version of the change.
 */
export async function applyMenuNow(db: DB, listing: { id: number }, menu: ListingMenu, carry: (pending: ListingMenu) => ListingMenu, at = Date.now()) {
  const now = new Date(at).toISOString();
  const stamped = stampSoldOut(menu, now);
  const pending = await db
    .select()
    .from(qrBusinessRevisions)
    .where(and(eq(qrBusinessRevisions.business_id, listing.id), eq(qrBusinessRevisions.status, "pending")));
  const carried = (data: RevisionData): RevisionData => (data.menu ? { ...data, menu: stampSoldOut(carry(data.menu), now) } : data);
  const revisionWrites = pending.map((row) =>
    db
      .update(qrBusinessRevisions)
      .set({
        data: JSON.stringify(carried(parseRevisionData(row.data))),
        base: row.base === null ? null : JSON.stringify(carried(parseRevisionData(row.base))),
        updated_at: now,
      })
      .where(and(eq(qrBusinessRevisions.id, row.id), eq(qrBusinessRevisions.status, "pending"))),
  );
  const live = db.update(qrBusinesses).set({ menu: stamped, updated_at: now }).where(eq(qrBusinesses.id, listing.id)).returning();
  const [rows] = await db.batch([live, ...revisionWrites]);
  return (rows as (typeof qrBusinesses.$inferSelect)[])[0];
}
