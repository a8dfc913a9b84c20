import type { Fetcher } from "@cloudflare/workers-types";
import decompress from "@zxcvbn-ts/dictionary-compression/decompress";
import { env } from "cloudflare:workers";
import type * as Bundled from "./password-lists";

/**
 * The password lists on Cloudflare Workers (package.json "imports" maps `#password-lists` here
 * under the "workerd" condition): the same lists as password-lists.ts, read from the static
 * asset the client build writes (scripts/password-dictionary.mjs, vite.config.ts) through the
 * ASSETS binding (wrangler.toml `[assets]`), by the first request of an isolate that checks a new
 * password. A unit test (password-lists.test.ts) holds the asset to the Node lists, word for word.
 *
 * Bundled, they were 312 KiB of the Worker script's 661 KiB gzip: the script's size is what
 * Workers limit (static assets do not count), and only sign-ups and password changes read them.
 */
const PASSWORD_LISTS_ASSET = "password-lists.json"; // as scripts/password-dictionary.mjs names it
let lists: Bundled.PasswordLists | undefined;
let loading: Promise<Bundled.PasswordLists> | undefined;

async function fetchLists(): Promise<Bundled.PasswordLists> {
  const assets = (env as { ASSETS?: Fetcher }).ASSETS;
  if (!assets) throw new Error('The password lists are a static asset read through the ASSETS binding: wrangler.toml [assets] needs binding = "ASSETS"');
  // The binding serves this Worker's own assets whatever the host.
  const res = await assets.fetch(`https://assets.invalid/${PASSWORD_LISTS_ASSET}`);
  if (!res.ok) throw new Error(`${PASSWORD_LISTS_ASSET} is not among the static assets (${res.status}): the client build (npm run build) writes it`);
  const packed = await res.json<Record<string, string>>();
  return Object.fromEntries(Object.entries(packed).map(([name, text]) => [name, decompress(text)]));
}

export const loadPasswordLists: typeof Bundled.loadPasswordLists = () =>
  (loading ??= fetchLists().then(
    (read) => (lists = read),
    (error: unknown) => {
      loading = undefined; // the next request tries again
      throw error;
    },
  ));

export const passwordLists: typeof Bundled.passwordLists = () => {
  if (!lists) throw new Error("The password lists are not loaded yet: await loadPasswordLists() first");
  return lists;
};
