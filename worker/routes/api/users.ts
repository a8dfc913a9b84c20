import { Hono } from "hono";
import { z } from "zod";
import { adminRoles } from "../../../db/schema";
import type { AppEnv } from "../../env";
import { adminOf, requireAdmin } from "../../middleware/auth";
import { listQuery, okPage, pageMeta, searchTermOf } from "../../lib/list-query";
import { fail } from "../../lib/respond";
import { nowOf } from "../../lib/clock";
import { parseId, validate } from "../../lib/validation";
import {
  adminCreateBody,
  adminSorts,
  adminUpdateBody,
  createAdmin,
  getAdmin,
  listAdminsPage,
  serializeAdmin,
  updateAdmin,
  usernameTaken,
  wouldOrphan,
} from "../../services/admin-users";
import { record } from "./record";
import { refuseWeakPassword } from "./password-check";
import { created, itemNotFound, updated } from "./replies";

const adminsQuery = listQuery(adminSorts, "id", { role: z.enum(adminRoles).optional() });

/** `/api/users`: admin accounts (GET, POST, PUT only); admins with the admin role. */
export const userRoutes = new Hono<AppEnv>()
  .use(requireAdmin({ role: "admin" }))
  .get("/", validate("query", adminsQuery), async (c) => {
    const query = c.req.valid("query");
    const { rows, total } = await listAdminsPage(c.var.deps.db, { role: query.role, term: searchTermOf(query) }, query);
    return okPage(c, rows.map(serializeAdmin), pageMeta(total, query));
  })
  .post("/", validate("json", adminCreateBody), async (c) => {
    const { db } = c.var.deps;
    const input = c.req.valid("json");
    if (await usernameTaken(db, input.username)) {
      return fail(c, 409, c.var.t("api.usernameTaken"), { username: c.var.t("api.usernameTaken") });
    }
    const weak = await refuseWeakPassword(c, "password", input.password, { username: input.username, details: [input.email] });
    if (weak) return weak;
    const user = await createAdmin(db, input, nowOf(c));
    await record(c, "create", "admin_user", user.id, user.username);
    return created(c, serializeAdmin(user));
  })
  .put("/:id", validate("json", adminUpdateBody), async (c) => {
    const { db } = c.var.deps;
    const id = parseId(c.req.param("id"));
    const existing = id && (await getAdmin(db, id));
    if (!existing) return itemNotFound(c);
    const input = c.req.valid("json");
    if (existing.id === adminOf(c).id && input.is_active === false) return fail(c, 409, c.var.t("api.selfDeactivate"));
    const next = { role: input.role ?? existing.role, isActive: input.is_active ?? existing.is_active };
    if (existing.role === "admin" && existing.is_active && (await wouldOrphan(db, existing.id, next))) {
      return fail(c, 409, c.var.t("api.lastAdmin"));
    }
    if (input.password) {
      const weak = await refuseWeakPassword(c, "password", input.password, { username: existing.username, details: [input.email ?? existing.email] });
      if (weak) return weak;
    }
    const user = await updateAdmin(db, existing.id, input, nowOf(c));
    await record(c, "update", "admin_user", user.id, user.username);
    return updated(c, serializeAdmin(user));
  });
