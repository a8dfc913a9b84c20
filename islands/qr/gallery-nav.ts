/** Moves `delta` images from `index` in a gallery of `total`, wrapping around at both ends. */
export const wrapIndex = (index: number, delta: number, total: number) => (total > 0 ? (((index + delta) % total) + total) % total : 0);

/**
 * What an arrow key means in the lightbox: "next" follows the reading direction, so in Arabic
 * (right-to-left) the left arrow goes forward, as the images are laid out.
 */
export function arrowDelta(key: string, dir: "rtl" | "ltr"): -1 | 0 | 1 {
  const forward = dir === "rtl" ? "ArrowLeft" : "ArrowRight";
  const back = dir === "rtl" ? "ArrowRight" : "ArrowLeft";
  return key === forward ? 1 : key === back ? -1 : 0;
}

/**
 * A horizontal swipe of at least `min` px that is more sideways than up or down: a finger moving
 * against the reading direction brings the next image (like turning a page).
 */
export function swipeDelta(dx: number, dy: number, dir: "rtl" | "ltr", min = 40): -1 | 0 | 1 {
  if (Math.abs(dx) < min || Math.abs(dx) < Math.abs(dy) * 1.2) return 0;
  const towardsStart = dir === "rtl" ? dx > 0 : dx < 0;
  return towardsStart ? 1 : -1;
}
