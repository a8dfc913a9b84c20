import { z } from "zod";
import { optionalText, requiredText } from "./fields";

/**
 * The longest reason (or note) an admin may give: what an owner can read on a phone. Said here
 * only: the admin's dialogs read it from these schemas (shared/form-rules.ts), and the bulk route
 * checks a bulk reason with `reasonBody.shape.reason` itself.
 */
const MAX_REASON_LENGTH = 1000;

/**
 * What an admin sends to suspend an owner or unpublish a listing: the reason the owner will read,
 * trimmed, 1 to 1,000 characters.
 */
export const reasonBody = z.object({ reason: requiredText(MAX_REASON_LENGTH) });

/** What an admin may send to reinstate an owner or republish a listing: an optional note. */
export const moderationNoteBody = z.object({ note: optionalText(MAX_REASON_LENGTH) });
