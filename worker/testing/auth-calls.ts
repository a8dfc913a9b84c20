import { as, replyOf, type BodyOf, type Lang, type TestApp } from "./fixtures";

/**
 * An admin's own account calls (password, two-step verification, sessions) through the API's
 * typed client, for the tests of those routes: a renamed route or field fails the typecheck.
 * Each takes the app and the caller's bearer (none when omitted or null). A body the API must
 * refuse is cast to the body type: it is what the type forbids.
 */
export type PasswordChange = BodyOf<TestApp["typed"]["auth"]["password"]["$put"]>;
export type Enable2fa = BodyOf<TestApp["typed"]["auth"]["2fa"]["enable"]["$post"]>;
export type Disable2fa = BodyOf<TestApp["typed"]["auth"]["2fa"]["disable"]["$post"]>;

export const changePassword = async (t: TestApp, body: PasswordChange, bearer: string | null, lang?: Lang) =>
  replyOf(await t.typedIn(lang).auth.password.$put({ json: body }, as(bearer)));
export const twoFactor = async (t: TestApp, bearer?: string | null) => replyOf(await t.typed.auth["2fa"].$get(undefined, as(bearer)));
export const setUp2fa = async (t: TestApp, bearer: string | null) => replyOf(await t.typed.auth["2fa"].setup.$post(undefined, as(bearer)));
export const enable2fa = async (t: TestApp, body: Enable2fa, bearer: string | null, lang?: Lang) =>
  replyOf(await t.typedIn(lang).auth["2fa"].enable.$post({ json: body }, as(bearer)));
export const disable2fa = async (t: TestApp, body: Disable2fa, bearer: string | null, lang?: Lang) =>
  replyOf(await t.typedIn(lang).auth["2fa"].disable.$post({ json: body }, as(bearer)));
export const sessions = async (t: TestApp, bearer?: string | null) => replyOf(await t.typed.auth.sessions.$get(undefined, as(bearer)));
