import { safeFileName } from "../../shared/vcard";

/** The file names of a listing's QR downloads: named after the business. */
export const qrFileName = (businessName: string, ext: "png" | "svg") => `${safeFileName(businessName, "qr-code")}-QR.${ext}`;

/** Saves a blob under a name through a temporary link (works in every current browser). */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = fileName;
  a.rel = "noopener";
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The SVG text behind a `data:image/svg+xml` URL (base64 or percent-encoded). */
export function svgFromDataUrl(dataUrl: string): string | null {
  const match = /^data:image\/svg\+xml(;charset=[\w-]+)?(;base64)?,(.*)$/s.exec(dataUrl);
  if (!match) return null;
  try {
    return match[2] ? atob(match[3]) : decodeURIComponent(match[3]);
  } catch {
    return null;
  }
}

/**
 * The PNG's pixel size for an SVG: `size` px wide, and as tall as the SVG's shape asks (a framed
 * code is taller than wide: its call to scan sits under it), read from its viewBox.
 */
export function pngSizeOf(svg: string, size = 1024): { width: number; height: number } {
  const box = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(svg);
  const ratio = box ? Number(box[2]) / Number(box[1]) : 1;
  return { width: size, height: Math.round(size * (ratio > 0 && ratio < 4 ? ratio : 1)) };
}

/**
 * Renders the QR's SVG into a PNG in the browser: drawn on a canvas `size` px wide (in the SVG's
 * shape) with image smoothing off, so the modules keep sharp edges, on white (a transparent PNG
 * would scan badly on dark backgrounds). A logo in the code is embedded in the SVG as data, so
 * the canvas is never tainted by a fetch.
 */
export async function svgToPng(svg: string, size = 1024): Promise<Blob> {
  const url = URL.createObjectURL(new Blob([svg], { type: "image/svg+xml" }));
  try {
    const img = new Image();
    img.decoding = "async";
    img.src = url;
    await img.decode();
    const canvas = document.createElement("canvas");
    const { width, height } = pngSizeOf(svg, size);
    canvas.width = width;
    canvas.height = height;
    const ctx = canvas.getContext("2d");
    if (!ctx) throw new Error("no 2d context");
    ctx.imageSmoothingEnabled = false;
    ctx.fillStyle = "#ffffff";
    ctx.fillRect(0, 0, width, height);
    ctx.drawImage(img, 0, 0, width, height);
    return await new Promise<Blob>((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error("toBlob failed"))), "image/png"));
  } finally {
    URL.revokeObjectURL(url);
  }
}
