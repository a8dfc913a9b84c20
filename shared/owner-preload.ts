import type { OwnerDto } from "./contract/qr-owner";

/**
 * What the server read for an owner's screen before rendering it: the owner, and the API's answers
 * (their `data`) the screen's island would otherwise fetch as it wakes, by API path under
 * `/api/qr` without the query (`/businesses/my-businesses`, `/businesses/edit/7`). The island's
 * first render shows them, on the server and again in the browser, so the page arrives with its
 * content and hydrates without a request.
 */
export interface OwnerPreload {
  me: OwnerDto;
  answers: Record<string, unknown>;
}

/** The answer the server read for `path`, if it did. The caller knows its type (the route's `data`). */
export const preloadedAnswer = <T>(preload: OwnerPreload | undefined, path: string): T | undefined =>
  preload && path in preload.answers ? (preload.answers[path] as T) : undefined;
