/**
 * Test helper: reads a QR code the way a phone would, from pixels. The SVG is rasterized with
 * sharp (a dev-time dependency, imported lazily so no runtime code pulls it in) and decoded
 * with jsQR.
 */
export async function decodeQrSvg(svg: string | Uint8Array): Promise<string | null> {
  const sharp = (await import("sharp")).default;
  const jsQR = (await import("jsqr")).default;
  const input = typeof svg === "string" ? Buffer.from(svg) : Buffer.from(svg);
  const { data, info } = await sharp(input).flatten({ background: "#ffffff" }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const result = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength), info.width, info.height);
  return result?.data ?? null;
}

/** The SVG inside a `data:image/svg+xml;base64,...` URL. */
export const svgOfDataUrl = (dataUrl: string) => {
  const match = /^data:image\/svg\+xml;base64,([A-Za-z0-9+/=]+)$/.exec(dataUrl);
  if (!match) throw new Error(`not an SVG data URL: ${dataUrl.slice(0, 40)}`);
  return Buffer.from(match[1], "base64").toString("utf8");
};
