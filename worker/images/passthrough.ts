import type { ImageProcessor } from "./pipeline";

/**
 * Where a runtime has no way to re-encode (a Worker deployed without the Images binding): the
 * pipeline then stores small, upright JPEG, PNG and WebP files stripped of their metadata, with
 * no variants, and refuses the rest with a clear message. It never stores a photo's metadata.
 */
export const noImageProcessor: ImageProcessor = {
  name: "none",
  canTransform: false,
  render() {
    throw new Error("this runtime cannot re-encode images");
  },
};
