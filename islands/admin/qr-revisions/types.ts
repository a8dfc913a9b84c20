// The review screen names the server's own types: a field renamed there fails the typecheck here.
export type { RevisionData } from "../../../worker/services/qr/revision-files";
/** A revision as `/api/qr/admin/revisions` returns it: the live listing beside the proposal. */
export type { RevisionReview as Review } from "../../../worker/services/qr/revisions";
