/**
 * The decorative animated 3D background behind the hero, as a DOM island: no React. Woken when the
 * page is idle; three.js (~130 KiB gzip) is fetched only if this visitor can render it, and the
 * animation pauses when the tab is hidden or the hero is scrolled away. The page is complete
 * without it.
 */

/** Software WebGL (no GPU) would burn the CPU for a decoration: skip it. */
const SOFTWARE_RENDERER = /swiftshader|llvmpipe|softpipe|software|basic render/i;

/**
 * Whether this visitor gets the 3D decoration: WebGL on a real GPU, no reduced-motion wish, no
 * Save-Data. `localStorage.bg3d = "force"` skips the GPU check (QA on machines without one).
 */
export function canRender3d(): boolean {
  if (matchMedia("(prefers-reduced-motion: reduce)").matches) return false;
  if ((navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData) return false;
  let forced = false;
  try {
    forced = localStorage.getItem("bg3d") === "force";
  } catch {
    // Storage refused: no forcing.
  }
  const probe = document.createElement("canvas");
  const gl = probe.getContext("webgl2") ?? probe.getContext("webgl");
  if (!gl) return false;
  if (forced) return true;
  const info = gl.getExtension("WEBGL_debug_renderer_info");
  const renderer = info ? String(gl.getParameter(info.UNMASKED_RENDERER_WEBGL)) : "";
  gl.getExtension("WEBGL_lose_context")?.loseContext();
  return !SOFTWARE_RENDERER.test(renderer);
}

/** Draws the scene into the server-rendered layer (the wrapper's first element). */
export default function mount(el: HTMLElement) {
  const host = el.firstElementChild as HTMLElement | null;
  if (host && canRender3d()) void import("./lib/scene-3d").then(({ startScene }) => startScene(host));
}
