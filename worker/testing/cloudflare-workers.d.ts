// The part of workerd's `cloudflare:workers` module the workerd tests use. The full types live
// in @cloudflare/workers-types, whose globals clash with the DOM types the rest of the project uses.
declare module "cloudflare:workers" {
  export const exports: { default: { fetch(request: Request): Promise<Response> } };
}
