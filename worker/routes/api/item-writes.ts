import type { Context } from "hono";
import type { DB } from "../../../db/client";
import type { Lang } from "../../../locales/i18n";
import type { AuditEntity } from "../../../shared/activity";
import type { AppEnv } from "../../env";
import { nowOf } from "../../lib/clock";
import { parseId } from "../../lib/validation";
import { record } from "./record";
import { created, deleted, itemNotFound, updated } from "./replies";

/** The resource a route file edits: its audit name, and how its service reads and writes one item. */
interface ItemService<T, New, Change> {
  entity: AuditEntity;
  get: (db: DB, id: number, lang: Lang) => Promise<T | undefined>;
  create: (db: DB, body: New, lang: Lang, at: number) => Promise<T>;
  update: (db: DB, id: number, body: Change, lang: Lang, at: number) => Promise<T>;
  remove: (db: DB, id: number) => Promise<boolean>;
}

/**
 * The admin's three writes of a resource edited one item at a time (services, portfolio
 * projects), each answered in the request's language and audited with the item's Arabic title.
 * The route guards (requireAdmin) and validates the body first, then hands it over:
 * `.post("/", requireAdmin(), validate("json", body), (c) => writes.create(c, c.req.valid("json")))`.
 * - `create`: 201 with the new item.
 * - `update`: 404 for an unknown id, else the updated item.
 * - `remove`: 404 for an unknown id, else its id.
 */
export function itemWrites<T extends { id: number; title_ar: string }, New, Change>(s: ItemService<T, New, Change>) {
  return {
    async create(c: Context<AppEnv>, body: New) {
      const item = await s.create(c.var.deps.db, body, c.var.lang, nowOf(c));
      await record(c, "create", s.entity, item.id, item.title_ar);
      return created(c, item);
    },
    async update(c: Context<AppEnv>, body: Change) {
      const { db } = c.var.deps;
      const id = parseId(c.req.param("id"));
      if (!id || !(await s.get(db, id, c.var.lang))) return itemNotFound(c);
      const item = await s.update(db, id, body, c.var.lang, nowOf(c));
      await record(c, "update", s.entity, id, item.title_ar);
      return updated(c, item);
    },
    async remove(c: Context<AppEnv>) {
      const id = parseId(c.req.param("id"));
      if (!id || !(await s.remove(c.var.deps.db, id))) return itemNotFound(c);
      await record(c, "delete", s.entity, id);
      return deleted(c, id);
    },
  };
}
