// Shared by the workerd project's Node side (global setup, outbound forwarder, vitest.config.ts)
// and its tests inside workerd, so this module imports nothing. Plain JavaScript, so the Vitest
// config can import it by its full name.

/** The Worker's DATABASE_URL in the workerd tests; Miniflare forwards it to the test server. */
export const LIBSQL_TEST_URL = "http://libsql.test";
/** Set by the global setup: where the real server listens. */
export const SERVER_URL_VARIABLE = "WORKERD_LIBSQL_SERVER_URL";
/** The first admin `npm run db:setup` creates for the workerd tests. */
export const WORKERD_ADMIN = { username: "admin", password: "workerd-admin-pass" };
