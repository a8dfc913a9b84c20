import { z } from "zod";
import { MAX_REASON_LENGTH } from "../moderation";
import { optionalText, requiredText } from "./fields";

/**
 * What an admin sends to suspend an owner or unpublish a listing: the reason the owner will read,
 * trimmed, 1 to 1,000 characters.
 */
export const reasonBody = z.object({ reason: requiredText(MAX_REASON_LENGTH) });

/** What an admin may send to reinstate an owner or republish a listing: an optional note. */
export const moderationNoteBody = z.object({ note: optionalText(MAX_REASON_LENGTH) });
