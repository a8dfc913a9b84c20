/** Entry names of the Vite client build (vite.config.ts). */
export const CLIENT_ENTRY = "islands/client.ts";
export const STYLES_ENTRY = "pages/global.css";

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}
export type ViteManifest = Record<string, ManifestChunk>;

/** Where the built client lives: hashed URLs resolved once from Vite's manifest. */
export interface Assets {
  stylesheets: string[];
  clientEntry: string;
  /** The font files worth preloading: the Arabic and Latin subsets of the site font. */
  fonts: { arabic?: string; latin?: string };
  /**
   * Module URLs worth preloading for islands that hydrate on load: each island's chunk and its
   * imports, React's runtime when one of them is a React island (the client entry fetches it only
   * once an island wakes), and `modules` (source paths, e.g. the opened admin screen) with theirs.
   */
  preloadsFor(islands: string[], modules?: string[]): string[];
  /** Extra head markup in development (Vite client, React refresh); empty in production. */
  devHead?: { reactRefresh: boolean };
}

/** Builds the asset resolver from a Vite manifest; all lookups happen here, once at start. */
export function assetsFromManifest(manifest: ViteManifest, base = "/"): Assets {
  const url = (file: string) => `${base}${file}`;
  const entry = manifest[CLIENT_ENTRY];
  const styles = manifest[STYLES_ENTRY];
  if (!entry || !styles) throw new Error("Vite manifest lacks the client or style entry; run `npm run build`");

  const closure = (key: string, seen = new Set<string>()): string[] => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return [];
    seen.add(key);
    return [url(chunk.file), ...(chunk.imports ?? []).flatMap((k) => closure(k, seen))];
  };
  const entryModules = new Set(closure(CLIENT_ENTRY));
  // What the client entry imports on its own when the first React island wakes (react,
  // react-dom/client), as opposed to the islands it imports by name.
  const reactRuntime = (entry.dynamicImports ?? []).filter((key) => !key.startsWith("islands/"));
  const cache = new Map<string, string[]>();

  const font = (subset: string) => styles.assets?.find((a) => a.includes(`-${subset}-wght`));
  const arabic = font("arabic");
  const latin = font("latin");
  return {
    stylesheets: [url(styles.file), ...(styles.css ?? []).map(url)],
    fonts: { arabic: arabic && url(arabic), latin: latin && url(latin) },
    clientEntry: url(entry.file),
    preloadsFor(islands, modules = []) {
      const cacheKey = `${islands.join(",")}|${modules.join(",")}`;
      let hit = cache.get(cacheKey);
      if (!hit) {
        const keys: string[] = [];
        for (const name of islands) {
          // A React island (name.tsx) or a plain DOM one (name.dom.ts).
          const react = !!manifest[`islands/${name}.tsx`];
          keys.push(react ? `islands/${name}.tsx` : `islands/${name}.dom.ts`);
          if (react) keys.push(...reactRuntime);
        }
        keys.push(...modules);
        const files = new Set<string>();
        for (const key of keys) for (const file of closure(key)) if (!entryModules.has(file)) files.add(file);
        hit = [...files];
        cache.set(cacheKey, hit);
      }
      return hit;
    },
  };
}

/** Assets as the Vite dev server serves them: source paths, no hashing, no preloads. */
export function devAssets(): Assets {
  return {
    stylesheets: [`/${STYLES_ENTRY}`],
    fonts: {},
    clientEntry: `/${CLIENT_ENTRY}`,
    preloadsFor: () => [],
    devHead: { reactRefresh: true },
  };
}
