/**
 * The image processor on Node: sharp (libvips). The photo is decoded once, turned upright from
 * its EXIF orientation (all eight cases, mirrored ones included) and shrunk to the stored size;
 * every output is then encoded from those pixels. sharp writes no metadata unless asked, and the
 * pipeline strips each result again anyway.
 *
 * How much of the machine it may take. A 12-MP photo costs about a second of CPU, and the server
 * runs on two cores. sharp works on Node's shared pool of four background threads, the pool that
 * also reads files from disk (uploaded images, the site's static files) and hashes passwords.
 * Left alone, five photos arriving together queued some thirty-five encodings there and a file
 * read waited seconds behind them. So:
 * - at most `SHARP_JOBS_AT_ONCE` photos are processed at a time, by the whole process; the others
 *   wait their turn (`sharpJobs`);
 * - a photo's files are encoded one after another, so each photo holds one pool thread at a time
 *   and two threads always stay free for everything else;
 * - each encoding uses one libvips thread (`sharp.concurrency(1)`, which is already the default
 *   on Linux with glibc, not elsewhere): two photos at once then keep both cores busy at most,
 *   instead of four threads fighting over two cores.
 * A photo alone takes a little longer this way (its files are not encoded side by side), and a
 * burst of uploads is served in turn while pages, files and logins keep answering.
 */
import sharp from "sharp";
import { jobSlots, limitProcessor } from "./limit";
import { MAX_IMAGE_PIXELS, type ImageProcessor, type RenderJob } from "./pipeline";

sharp.concurrency(1);

/** Photos processed at the same time on Node; more wait their turn. */
export const SHARP_JOBS_AT_ONCE = 2;
/** The places every sharp processor of this process shares. */
export const sharpJobs = jobSlots(SHARP_JOBS_AT_ONCE);

const hex = (c: { r: number; g: number; b: number }) => `#${[c.r, c.g, c.b].map((v) => v.toString(16).padStart(2, "0")).join("")}`;

async function render(job: RenderJob) {
  const { data, info } = await sharp(job.source, { limitInputPixels: MAX_IMAGE_PIXELS, sequentialRead: true })
    .rotate()
    .resize({ width: job.width, height: job.height, fit: "inside", withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const stats = await sharp(data, raw).stats();
  const files = new Map<string, Uint8Array>();
  // One after another: see "How much of the machine it may take" above.
  for (const out of job.outputs) {
    const format = out.format === "jpeg-or-png" ? (stats.isOpaque ? "jpeg" : "png") : out.format;
    let image = sharp(data, raw);
    if (out.height) image = image.resize({ width: out.width, height: out.height, fit: "cover" });
    else if (out.width < info.width) image = image.resize({ width: out.width });
    if (format === "jpeg") image = image.flatten({ background: "#ffffff" }).jpeg({ quality: out.quality, mozjpeg: true });
    else if (format === "png") image = image.png({ compressionLevel: 9, adaptiveFiltering: true });
    else image = image.webp({ quality: out.quality, effort: 4 });
    files.set(out.name, new Uint8Array(await image.toBuffer()));
  }
  return { files, placeholder: hex(stats.dominant) };
}

export function sharpImageProcessor(): ImageProcessor {
  return limitProcessor({ name: "sharp", canTransform: true, render }, sharpJobs);
}
