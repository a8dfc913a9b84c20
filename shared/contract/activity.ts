import type { auditLog } from "../../db/schema";
import { apiRow } from "./resource";

export type AuditRow = typeof auditLog.$inferSelect;

/** One audited action as the activity log shows it: the stored row without its search key. */
export const serializeActivity = (row: AuditRow) => apiRow(row);
export type ActivityDto = ReturnType<typeof serializeActivity>;
