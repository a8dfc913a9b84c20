import { Hono } from "hono";
import { z } from "zod";
import { contactSubjects } from "../../../db/schema";
import type { AppEnv } from "../../env";
import { actorOf, requireAdmin } from "../../middleware/auth";
import { clientIpOf } from "../../lib/client-ip";
import { nowOf } from "../../lib/clock";
import { listQuery, okPage, pageMeta, searchTermOf } from "../../lib/list-query";
import { ok } from "../../lib/respond";
import { boolean, email, optionalText, parseId, phone, requiredText, validate } from "../../lib/validation";
import { audit } from "../../services/audit";
import { deleteMessage, listMessagesPage, messageSorts, receiveMessage, serializeMessage, setRead } from "../../services/contact-messages";
import { deleted, itemNotFound, tooManyRequests, updated } from "./replies";

/** A message from the public contact form; the scriptless form post (routes/contact-form) uses it too. */
export const contactMessageBody = z.object({
  name: requiredText(120),
  email: email(),
  phone: z.union([z.literal(""), phone()]).optional().default(""),
  subject: z.preprocess((v) => (v === "" ? null : v), z.enum(contactSubjects).nullable().optional().default(null)),
  message: requiredText(5000),
  // Honeypot: a field people never see; bots fill it.
  website: optionalText(500),
});

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
  .put("/:id", validate("json", z.object({ is_read: boolean() })), async (c) => {
    const id = parseId(c.req.param("id"));
    const row = id && (await setRead(c.var.deps.db, id, c.req.valid("json").is_read));
    return row ? updated(c, serializeMessage(row)) : itemNotFound(c);
  })
  .delete("/:id", async (c) => {
    const { db } = c.var.deps;
    const id = parseId(c.req.param("id"));
    if (!id || !(await deleteMessage(db, id))) return itemNotFound(c);
    await audit(db, actorOf(c), "delete", "contact_message", id);
    return deleted(c, id);
  });
