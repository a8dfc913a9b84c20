import { useEffect, useRef } from "react";
import { css } from "styled-system/css";

const layer = css({ position: "absolute", inset: 0, zIndex: -1, pointerEvents: "none", opacity: 0.55 });

// The scene (three.js, ~130 KiB gzip) is browser-only: server bundles (Vite's SSR build, wrangler
// with its [define]) see `import.meta.env.SSR` as true and drop the import altogether.
const loadScene = import.meta.env.SSR ? null : () => import("./lib/scene-3d");

/** Software WebGL (no GPU) would burn the CPU for a decoration: skip it. */
const SOFTWARE_RENDERER = /swiftshader|llvmpipe|softpipe|software|basic render/i;

/**
 * Whether this visitor gets the 3D decoration: WebGL on a real GPU, no reduced-motion wish, no
 * Save-Data. `localStorage.bg3d = "force"` skips the GPU check (QA on machines without one).
 */
export function canRender3d(): boolean {
  if (matchMedia("(prefers-reduced-motion: reduce)").matches) return false;
  if ((navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData) return false;
  const forced = (() => {
    try {
      return localStorage.getItem("bg3d") === "force";
    } catch {
      return false;
    }
  })();
  const probe = document.createElement("canvas");
  const gl = probe.getContext("webgl2") ?? probe.getContext("webgl");
  if (!gl) return false;
  if (forced) return true;
  const info = gl.getExtension("WEBGL_debug_renderer_info");
  const renderer = info ? String(gl.getParameter(info.UNMASKED_RENDERER_WEBGL)) : "";
  gl.getExtension("WEBGL_lose_context")?.loseContext();
  return !SOFTWARE_RENDERER.test(renderer);
}

/**
 * The decorative animated 3D background behind the hero. Hydrated when the page is idle; three.js
 * is fetched only if this visitor can render it, and the animation pauses when the tab is hidden
 * or the hero is scrolled away. The page is complete without it.
 */
export default function Background3d() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const host = ref.current;
    if (!host || !loadScene || !canRender3d()) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    loadScene().then(({ startScene }) => {
      if (!cancelled) stop = startScene(host);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, []);
  return <div ref={ref} className={layer} aria-hidden />;
}
