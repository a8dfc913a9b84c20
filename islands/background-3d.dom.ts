/**
 * The decorative animated 3D background behind the hero, as a DOM island: no React. Woken when the
 * page is idle; three.js (~130 KiB gzip) is fetched only if this visitor can render it, and the
 * animation pauses when the tab is hidden or the hero is scrolled away. The page is complete
 * without it.
 */

/** Software WebGL (no GPU) would burn the CPU for a decoration: skip it. */
const SOFTWARE_RENDERER = /swiftshader|llvmpipe|softpipe|software|basic render/i;

/** The renderer's name from a WebGL context made in a worker (null: no WebGL, or no way to ask). */
function probeGpu(): Promise<string | null> {
  if (typeof OffscreenCanvas === "undefined" || typeof Worker === "undefined") return Promise.resolve(null);
  return new Promise((resolve) => {
    const worker = new Worker(new URL("./lib/gpu-probe.worker.ts", import.meta.url), { type: "module" });
    const done = (renderer: string | null) => (worker.terminate(), resolve(renderer));
    worker.onmessage = (e: MessageEvent<string | null>) => done(e.data);
    worker.onerror = () => done(null);
  });
}

/**
 * Whether this visitor gets the 3D decoration: WebGL on a real GPU, no reduced-motion wish, no
 * Save-Data. `localStorage.bg3d = "force"` skips the GPU check (QA on machines without one). The
 * WebGL check runs in a worker: on a phone's first view the main thread stays free.
 */
export async function canRender3d(): Promise<boolean> {
  if (matchMedia("(prefers-reduced-motion: reduce)").matches) return false;
  if ((navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData) return false;
  let forced = false;
  try {
    forced = localStorage.getItem("bg3d") === "force";
  } catch {
    // Storage refused: no forcing.
  }
  const renderer = await probeGpu();
  if (renderer === null) return false;
  return forced || !SOFTWARE_RENDERER.test(renderer);
}

/** Draws the scene into the server-rendered layer (the wrapper's first element). */
export default async function mount(el: HTMLElement) {
  const host = el.firstElementChild as HTMLElement | null;
  if (host && (await canRender3d())) (await import("./lib/scene-3d")).startScene(host);
}
