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
 * Renders the QR's SVG into a PNG in the browser: drawn on a canvas of `size` px with image
 * smoothing off, so the modules keep sharp edges, on white (a transparent PNG would scan badly
 * on dark backgrounds).
 */
export async function svgToPng(svg: string, size = 1024): Promise<Blob> {
  const url = URL.createObjectURL(new Blob([svg], { type: "image/svg+xml" }));
  try {
    const img = new Image();
    img.decoding = "async";
    img.src = url;
    await img.decode();
    const canvas = document.createElement("canvas");
    canvas.width = canvas.height = size;
    const ctx = canvas.getContext("2d");
    if (!ctx) throw new Error("no 2d context");
    ctx.imageSmoothingEnabled = false;
    ctx.fillStyle = "#ffffff";
    ctx.fillRect(0, 0, size, size);
    ctx.drawImage(img, 0, 0, size, size);
    return await new Promise<Blob>((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error("toBlob failed"))), "image/png"));
  } finally {
    URL.revokeObjectURL(url);
  }
}
