/**
 * A link-preview card of an upload: the stored photo cut to 1200 x 630 around its middle, as a
 * JPEG (every preview reads JPEG; WebP is not sure on WhatsApp). Made once, the first time a
 * preview asks for it, and then kept beside the photo (worker/routes/media.ts).
 */
import { SHARE_CARD } from "../../shared/media";
import { inspect, type ImageProcessor } from "./pipeline";
import { sniffType, stripMetadata } from "./metadata";

/** The card's JPEG, or undefined where this runtime cannot re-encode or the file is no picture. */
export async function renderShareCard(processor: ImageProcessor, bytes: Uint8Array): Promise<Uint8Array | undefined> {
  if (!processor.canTransform) return undefined;
  const info = inspect(bytes);
  if ("refused" in info) return undefined;
  try {
    const result = await processor.render({
      source: bytes,
      type: info.type,
      orientation: info.orientation,
      width: info.width,
      height: info.height,
      outputs: [{ name: "share", width: SHARE_CARD.width, height: SHARE_CARD.height, format: "jpeg", quality: 80 }],
    });
    const card = result.files.get("share");
    return card && sniffType(card) === "jpeg" ? stripMetadata(card) : undefined;
  } catch {
    return undefined;
  }
}
