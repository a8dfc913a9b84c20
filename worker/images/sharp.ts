/**
 * The image processor on Node: sharp (libvips). The photo is decoded once, turned upright from
 * its EXIF orientation (all eight cases, mirrored ones included) and shrunk to the stored size;
 * every output is then encoded from those pixels. sharp writes no metadata unless asked, and the
 * pipeline strips each result again anyway.
 */
import sharp from "sharp";
import { MAX_IMAGE_PIXELS, type ImageProcessor, type RenderJob } from "./pipeline";

const hex = (c: { r: number; g: number; b: number }) => `#${[c.r, c.g, c.b].map((v) => v.toString(16).padStart(2, "0")).join("")}`;

export function sharpImageProcessor(): ImageProcessor {
  return {
    name: "sharp",
    canTransform: true,
    async render(job: RenderJob) {
      const { data, info } = await sharp(job.source, { limitInputPixels: MAX_IMAGE_PIXELS, sequentialRead: true })
        .rotate()
        .resize({ width: job.width, height: job.height, fit: "inside", withoutEnlargement: true })
        .raw()
        .toBuffer({ resolveWithObject: true });
      const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
      const stats = await sharp(data, raw).stats();
      const files = new Map<string, Uint8Array>();
      await Promise.all(
        job.outputs.map(async (out) => {
          const format = out.format === "jpeg-or-png" ? (stats.isOpaque ? "jpeg" : "png") : out.format;
          let image = sharp(data, raw);
          if (out.width < info.width) image = image.resize({ width: out.width });
          if (format === "jpeg") image = image.flatten({ background: "#ffffff" }).jpeg({ quality: out.quality, mozjpeg: true });
          else if (format === "png") image = image.png({ compressionLevel: 9, adaptiveFiltering: true });
          else image = image.webp({ quality: out.quality, effort: 4 });
          files.set(out.name, new Uint8Array(await image.toBuffer()));
        }),
      );
      return { files, placeholder: hex(stats.dominant) };
    },
  };
}
