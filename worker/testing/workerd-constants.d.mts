export declare const LIBSQL_TEST_URL: string;
export declare const SERVER_URL_VARIABLE: string;
export declare const WORKERD_ADMIN: { username: string; password: string };
