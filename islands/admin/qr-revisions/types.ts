// The review screen names the contract's types: a field renamed there fails the typecheck here.
export type { ListingData as RevisionData } from "../../../shared/contract/qr-listing";
/** A revision as `/api/qr/admin/revisions` returns it: the live listing beside the proposal. */
export type { RevisionReview as Review } from "../../../shared/contract/qr-revision";
