import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../env";

/**
 * A name a DNS server could hold (letters, digits, hyphens; labels of at most 63 characters, 253
 * in all), an IPv4 address, or an IPv6 one in brackets; then an optional port.
 */
const hostname = /^(?:(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.?|\[[0-9a-f:.]{2,45}\])(?::\d{1,5})?$/i;

/** Whether a Host header names a host at all (253 characters of name, 6 of port, at most). */
export const isPlausibleHost = (host: string) => host.length <= 260 && hostname.test(host);

/**
 * Refuses a request whose Host is not a host name (400), before any route reads it. Without
 * PUBLIC_ORIGIN, links, QR codes, vCards and the print kit are built on the request's origin: a
 * Host of 3,000 characters made the QR code too long to draw, and those routes answered 500. A
 * request without a Host (HTTP/1.0, some tests) passes: the URL's own host is then used.
 */
export function hostGuard(): MiddlewareHandler<AppEnv> {
  return async function hostGuard(c, next) {
    const host = c.req.header("host");
    if (host !== undefined && !isPlausibleHost(host)) return c.text("Bad Request: the Host header is not a host name", 400);
    // The URL built from it (Node builds it from the Host header) must agree.
    if (!isPlausibleHost(new URL(c.req.url).host)) return c.text("Bad Request: the Host header is not a host name", 400);
    return next();
  };
}
