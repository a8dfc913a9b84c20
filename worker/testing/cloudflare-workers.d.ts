// The part of workerd's `cloudflare:workers` module this project uses: the workerd tests, and the
// Worker's bindings where no request hands them over (worker/lib/password-lists.workerd.ts). The
// full types live in @cloudflare/workers-types, whose globals clash with the DOM types the rest of
// the project uses.
declare module "cloudflare:workers" {
  export const exports: { default: { fetch(request: Request): Promise<Response> } };
  /** The Worker's bindings (wrangler.toml), the same object its fetch handler receives. */
  export const env: Record<string, unknown>;
}
