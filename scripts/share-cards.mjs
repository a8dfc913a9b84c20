// The link-preview cards of the demo pictures: each SVG under public/images/demo drawn as a
// 1200 x 630 JPEG (previews skip SVG), cut around its middle. The client build writes them to
// dist/client/images/demo/share/ (vite.config.ts); shared/media.ts's `shareCardOf` points
// pages at them. Drawing them takes a few seconds, so they are made in parallel, at build only.
import { readdir, readFile } from "node:fs/promises";
import sharp from "sharp";

const demo = new URL("../public/images/demo/", import.meta.url);

/** `[fileName, bytes]` of every demo picture's card, fileName relative to the client's root. */
export async function demoShareCards() {
  const names = (await readdir(demo)).filter((name) => name.endsWith(".svg"));
  return Promise.all(
    names.map(async (name) => {
      const card = await sharp(await readFile(new URL(name, demo)))
        .resize(1200, 630, { fit: "cover" })
        .jpeg({ quality: 80, mozjpeg: true })
        .toBuffer();
      return [`images/demo/share/${name.replace(/\.svg$/, ".jpg")}`, card];
    }),
  );
}
