import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../env";
import { requireAdmin } from "../../middleware/auth";
import { clientIpOf } from "../../lib/client-ip";
import { nowOf } from "../../lib/clock";
import { listQuery, okPage, pageMeta, searchTermOf } from "../../lib/list-query";
import { ok } from "../../lib/respond";
import { parseId, validate } from "../../lib/validation";
import { contactMessageBody, messageReadBody } from "../../../shared/contract/messages";
import { deleteMessage, listMessagesPage, messageSorts, receiveMessage, serializeMessage, setRead } from "../../services/contact-messages";
import { record } from "./record";
import { deleted, itemNotFound, tooManyRequests, updated } from "./replies";

const messagesQuery = listQuery(messageSorts, "-created_at", { status: z.enum(["all", "read", "unread"]).optional() });

/** `/api/contact-messages`: the public contact form stores here; admins read them in an inbox. */
export const contactMessageRoutes = new Hono<AppEnv>()
  .post("/", validate("json", contactMessageBody), async (c) => {
    const received = await receiveMessage(c.var.deps.db, c.req.valid("json"), { ip: clientIpOf(c), language: c.var.lang, now: nowOf(c) });
    if (received.outcome === "throttled") return tooManyRequests(c, received.retryAfterSeconds);
    // A filled honeypot gets the same friendly answer, so the bot learns nothing; nothing is kept.
    return ok(c, received.outcome === "stored" ? { id: received.id } : null, 201, c.var.t("api.messageSent"));
  })
  .use("*", requireAdmin())
  .get("/", validate("query", messagesQuery), async (c) => {
    const query = c.req.valid("query");
    const read = query.status === "read" ? true : query.status === "unread" ? false : undefined;
    const { rows, total } = await listMessagesPage(c.var.deps.db, { read, term: searchTermOf(query) }, query);
    return okPage(c, rows, pageMeta(total, query));
  })
  .put("/:id", validate("json", messageReadBody), async (c) => {
    const id = parseId(c.req.param("id"));
    const row = id && (await setRead(c.var.deps.db, id, c.req.valid("json").is_read));
    return row ? updated(c, serializeMessage(row)) : itemNotFound(c);
  })
  .delete("/:id", async (c) => {
    const { db } = c.var.deps;
    const id = parseId(c.req.param("id"));
    if (!id || !(await deleteMessage(db, id))) return itemNotFound(c);
    await record(c, "delete", "contact_message", id);
    return deleted(c, id);
  });
