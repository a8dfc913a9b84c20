import type { Context } from "hono";
import { z } from "zod";
import { formatNumber } from "../../locales/format";
import type { AppEnv } from "../env";
import type { Actor } from "../services/audit";
import { audit } from "../services/audit";
import type { AuditAction, AuditEntity } from "../../shared/activity";
import { MAX_LIMIT } from "./list-query";
import { optionalText } from "../../shared/contract/fields";

/** What one item's bulk step came to: done, not found, or refused in its state (say, not pending). */
export type BulkOutcome = "done" | "not_found" | "conflict";

/**
 * `{ ids, action, note? }`: at most one page of ids (200), no repeats, one of the list's actions,
 * and one note for all (the reason given to every owner of a bulk rejection).
 */
export const bulkBody = <const A extends readonly [AuditAction, ...AuditAction[]]>(actions: A) =>
  z.object({
    ids: z
      .array(z.number("validation.number").int("validation.number").positive("validation.number"))
      .min(1, "validation.required")
      .max(MAX_LIMIT, "validation.tooMany")
      .transform((ids) => [...new Set(ids)]),
    action: z.enum(actions),
    note: optionalText(2000),
  });

/**
 * The same body for a list whose actions include some that must say why (suspending an owner,
 * unpublishing a listing): for those, the one note is the reason every owner reads, so it must
 * pass `reason`, the rule of one item's reason (`reasonBody.shape.reason`: required, at most
 * 1,000 characters), reported on the `note` field like any field rule. One schema for both, so
 * the bulk dialog's reason field and the single dialog's read the same rule (shared/form-rules.ts).
 */
export const bulkBodyWithReason = <const A extends readonly [AuditAction, ...AuditAction[]]>(actions: A, needsReason: (action: A[number]) => boolean, reason: z.ZodType<string>) =>
  bulkBody(actions).superRefine((body, ctx) => {
    if (!needsReason(body.action)) return;
    // The reason rule's own issue, moved onto `note`: its message and its limit (a too long
    // reason's message names the longest) are the single route's.
    for (const issue of reason.safeParse(body.note).error?.issues ?? []) ctx.addIssue({ ...issue, path: ["note", ...issue.path] });
  });

/**
 * Runs one action over each id in turn (each step is the same checked write as one item's
 * endpoint, audited on its own), and answers what happened to every id:
 * `{ done: [ids], failed: [{ id, reason }] }`. A partly failed batch is still a 200: what was done
 * stays done, and the failures say why.
 */
export async function runBulk(
  c: Context<AppEnv>,
  input: { ids: number[]; action: AuditAction; note: string },
  entity: AuditEntity,
  actor: Actor,
  step: (id: number) => Promise<{ outcome: BulkOutcome; details?: string }>,
) {
  const done: number[] = [];
  const failed: { id: number; reason: Exclude<BulkOutcome, "done"> }[] = [];
  for (const id of input.ids) {
    const { outcome, details } = await step(id);
    if (outcome !== "done") {
      failed.push({ id, reason: outcome });
      continue;
    }
    done.push(id);
    await audit(c.var.deps.db, actor, input.action, entity, id, input.note || details);
  }
  const message = c.var.t("api.bulkDone", { done: formatNumber(done.length, c.var.lang), failed: formatNumber(failed.length, c.var.lang) });
  return c.json({ success: true as const, message, data: { done, failed } }, 200);
}
