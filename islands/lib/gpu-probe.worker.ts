/**
 * Asks for a WebGL context off the main thread and answers with the renderer's name ("" when
 * the browser hides it), or null without WebGL. Creating the first context can take a few hundred
 * milliseconds (software renderers above all): here it never holds up the page.
 */
const probe = (): string | null => {
  const canvas = new OffscreenCanvas(1, 1);
  const gl = (canvas.getContext("webgl2") ?? canvas.getContext("webgl")) as WebGLRenderingContext | null;
  if (!gl) return null;
  const info = gl.getExtension("WEBGL_debug_renderer_info");
  const renderer = info ? String(gl.getParameter(info.UNMASKED_RENDERER_WEBGL)) : "";
  gl.getExtension("WEBGL_lose_context")?.loseContext();
  return renderer;
};

postMessage(probe());
