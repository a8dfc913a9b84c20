import { use, type ComponentType, type ReactPromise } from "react";

/**
 * A component that lives in a chunk of its own, fetched once, for screens the server only ever
 * renders in their loading state (their data or session lives in the browser).
 *
 * `preload()` starts the download early (when the screen starts reading its data, or when a link
 * to it is pointed at), so the chunk and the data travel side by side on a slow line instead of
 * one after the other. Render it inside a `<Suspense>`.
 *
 * Why not `React.lazy`: a lazy component always suspends on its first render, even when its chunk
 * has already arrived, and React then holds the revealed screen back for up to 300 ms after the
 * loading fallback appeared (it batches Suspense reveals). Here the promise records its result on
 * itself (`status` and `value`, the convention React's `use()` reads), so a chunk that is already
 * here renders at once, with no fallback and no wait.
 *
 * Server bundles drop the chunk: pass `serverNever` when `import.meta.env.SSR` is true (the Vite
 * SSR build and the Worker's wrangler define set it), so what the browser alone runs (a drag
 * library, an admin screen) never weighs on the Worker.
 */
export function chunkComponent<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let chunk: ReactPromise<{ default: ComponentType<P> }> | undefined;
  const preload = () => {
    if (chunk) return chunk;
    const started = load();
    started.then(
      (value) => Object.assign(started, { status: "fulfilled", value }),
      (reason) => {
        Object.assign(started, { status: "rejected", reason });
        // A failed download (a dropped connection) is tried again on the next visit.
        chunk = undefined;
      },
    );
    return (chunk = started);
  };
  function Chunk(props: P) {
    const { default: Component } = use(preload());
    return <Component {...props} />;
  }
  return Object.assign(Chunk, { preload });
}

/** What a server bundle loads in place of a browser-only chunk: nothing, ever. */
export const serverNever = () => new Promise<never>(() => {});
