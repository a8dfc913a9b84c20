/**
 * The image processor on Cloudflare Workers: the Images binding (`[images]` in wrangler.toml),
 * which Miniflare, and so `npm run dev:worker` and the workerd tests, runs locally through sharp.
 *
 * The photo is stripped of its metadata before it is handed over: Cloudflare itself turns a photo
 * by its EXIF orientation tag, its local stand-in does not; without the tag both draw the same,
 * and the turn is asked for explicitly. Only a quarter turn is asked for (the local stand-in
 * knows no mirroring): cameras never write the mirrored orientations.
 */
import type { ImagesBinding } from "@cloudflare/workers-types";
import { canStrip, firstPixelOfPng, mayHaveAlpha, orientationTurn, stripMetadata } from "./metadata";
import type { ImageProcessor, RenderJob } from "./pipeline";

const streamOf = (bytes: Uint8Array) => new Blob([bytes as BlobPart]).stream() as unknown as ReadableStream<Uint8Array>;
const bytesOf = async (stream: ReadableStream<Uint8Array>) => new Uint8Array(await new Response(stream as never).arrayBuffer());

export function cloudflareImageProcessor(binding: ImagesBinding): ImageProcessor {
  return {
    name: "cloudflare-images",
    canTransform: true,
    async render(job: RenderJob) {
      const source = canStrip(job.type) ? stripMetadata(job.source) : job.source;
      const { rotate } = orientationTurn(job.orientation);
      const transparent = mayHaveAlpha(job.source);
      const draw = async (width: number, format: "webp" | "jpeg" | "png", quality?: number, height?: number) => {
        let image = binding.input(streamOf(source) as never);
        if (rotate) image = image.transform({ rotate });
        image = image.transform(height ? { width, height, fit: "cover" } : { width });
        const result = await image.output({ format: `image/${format}`, ...(quality ? { quality } : {}) });
        return bytesOf(result.image() as never);
      };
      const files = new Map<string, Uint8Array>();
      await Promise.all(
        job.outputs.map(async (out) => {
          const format = out.format === "jpeg-or-png" ? (transparent ? "png" : "jpeg") : out.format;
          files.set(out.name, await draw(out.width, format, format === "png" ? undefined : out.quality, out.height));
        }),
      );
      // The placeholder: the first pixel of a one-pixel-wide copy, close to the photo's average colour.
      const placeholder = await firstPixelOfPng(await draw(1, "png")).catch(() => undefined);
      return { files, placeholder };
    },
  };
}
