// Generates the abstract demo artwork under public/images (portfolio, blog, logo, OG cover).
// Run once with `node scripts/demo-art.mjs`; the outputs are committed, so the site needs no
// image from another origin. The OG cover is a PNG because link previews do not render SVG.
import { mkdir, writeFile } from "node:fs/promises";

const out = new URL("../public/images/", import.meta.url);
await mkdir(new URL("demo/", out), { recursive: true });

const motifs = {
  camera: `<rect x="-150" y="-95" width="300" height="200" rx="36" fill="none" stroke="#fff" stroke-width="16"/><circle r="62" fill="none" stroke="#fff" stroke-width="16"/><rect x="-70" y="-130" width="90" height="40" rx="12" fill="#fff"/>`,
  chart: `<path d="M-160 110 L-60 10 L10 60 L150 -100" fill="none" stroke="#fff" stroke-width="18" stroke-linecap="round" stroke-linejoin="round"/><circle cx="150" cy="-100" r="18" fill="#fff"/><path d="M-170 140 H170" stroke="#fff" stroke-opacity=".5" stroke-width="10"/>`,
  monitor: `<rect x="-170" y="-120" width="340" height="210" rx="22" fill="none" stroke="#fff" stroke-width="16"/><path d="M-60 140 H60 M0 90 V140" stroke="#fff" stroke-width="16" stroke-linecap="round"/><path d="M-110 -60 H40 M-110 -15 H100 M-110 30 H0" stroke="#fff" stroke-opacity=".6" stroke-width="14" stroke-linecap="round"/>`,
  palette: `<path d="M0 -150 C110 -150 170 -70 160 10 C150 80 80 60 60 100 C40 140 80 160 20 165 C-100 175 -170 90 -165 0 C-160 -90 -90 -150 0 -150Z" fill="none" stroke="#fff" stroke-width="16"/><circle cx="-80" cy="-20" r="22" fill="#fff"/><circle cx="-20" cy="-85" r="22" fill="#fff"/><circle cx="65" cy="-60" r="22" fill="#fff"/>`,
  share: `<circle cx="-110" cy="0" r="40" fill="none" stroke="#fff" stroke-width="16"/><circle cx="110" cy="-90" r="40" fill="none" stroke="#fff" stroke-width="16"/><circle cx="110" cy="90" r="40" fill="none" stroke="#fff" stroke-width="16"/><path d="M-75 -18 L75 -72 M-75 18 L75 72" stroke="#fff" stroke-width="14"/>`,
  coffee: `<path d="M-120 -60 H90 V40 C90 110 40 140 -15 140 C-70 140 -120 110 -120 40Z" fill="none" stroke="#fff" stroke-width="16"/><path d="M90 -20 C160 -20 160 70 90 70" fill="none" stroke="#fff" stroke-width="14"/><path d="M-60 -110 C-40 -130 -80 -150 -60 -170 M0 -110 C20 -130 -20 -150 0 -170" stroke="#fff" stroke-width="10" fill="none" stroke-linecap="round"/>`,
  megaphone: `<path d="M-150 -40 L40 -120 V120 L-150 40Z" fill="none" stroke="#fff" stroke-width="16" stroke-linejoin="round"/><path d="M-110 40 L-80 130" stroke="#fff" stroke-width="16" stroke-linecap="round"/><path d="M90 -50 C130 -20 130 20 90 50" stroke="#fff" stroke-width="14" fill="none" stroke-linecap="round"/>`,
  jasmine: `<g fill="none" stroke="#fff" stroke-width="12">${[0, 72, 144, 216, 288].map((a) => `<ellipse cx="0" cy="-70" rx="40" ry="70" transform="rotate(${a})"/>`).join("")}</g><circle r="26" fill="#fff"/>`,
};

const art = (w, h, from, to, motif, seed) => {
  const r = (n) => ((Math.sin(seed * 99 + n * 7.3) + 1) / 2);
  const blobs = [0, 1, 2]
    .map((i) => `<circle cx="${Math.round(r(i) * w)}" cy="${Math.round(r(i + 5) * h)}" r="${Math.round(120 + r(i + 9) * 220)}" fill="#fff" fill-opacity="${(0.06 + r(i + 3) * 0.08).toFixed(2)}"/>`)
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#g)"/>${blobs}<g transform="translate(${w / 2} ${h / 2}) scale(${Math.min(w, h) / 620})">${motifs[motif]}</g></svg>`;
};

const images = [
  ["portfolio-perfume", "#6366f1", "#ec4899", "camera"],
  ["portfolio-perfume-2", "#8b5cf6", "#f472b6", "camera"],
  ["portfolio-bank", "#0ea5e9", "#6366f1", "chart"],
  ["portfolio-bank-2", "#06b6d4", "#3b82f6", "megaphone"],
  ["portfolio-restaurant", "#f59e0b", "#ef4444", "coffee"],
  ["portfolio-restaurant-2", "#fb923c", "#db2777", "camera"],
  ["portfolio-festival", "#8b5cf6", "#0ea5e9", "megaphone"],
  ["portfolio-fashion", "#ec4899", "#8b5cf6", "palette"],
  ["portfolio-fashion-2", "#f43f5e", "#a855f7", "share"],
  ["portfolio-clinic", "#10b981", "#0ea5e9", "monitor"],
  ["blog-social", "#6366f1", "#22d3ee", "share"],
  ["blog-photo", "#a855f7", "#f97316", "camera"],
  ["blog-brand", "#ec4899", "#6366f1", "palette"],
  ["blog-data", "#0ea5e9", "#10b981", "chart"],
  ["blog-web", "#4f46e5", "#0891b2", "monitor"],
  ["cafe-logo", "#b45309", "#7c2d12", "coffee"],
  ["cafe-cover", "#78350f", "#be185d", "jasmine"],
  ["cafe-1", "#92400e", "#f59e0b", "coffee"],
  ["cafe-2", "#be185d", "#f59e0b", "jasmine"],
  ["cafe-3", "#7c2d12", "#6366f1", "camera"],
];
let seed = 1;
for (const [name, from, to, motif] of images) {
  await writeFile(new URL(`demo/${name}.svg`, out), art(1200, 900, from, to, motif, seed++));
}

const mark = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64"><defs><linearGradient id="m" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#6366f1"/><stop offset="1" stop-color="#8b5cf6"/></linearGradient></defs><rect width="64" height="64" rx="16" fill="url(#m)"/><path d="M22 18 L46 32 L22 46Z" fill="#fff"/><circle cx="46" cy="18" r="5" fill="#fff" fill-opacity=".8"/></svg>`;
await writeFile(new URL("logo.svg", out), mark);
await writeFile(new URL("../favicon.svg", out), mark);

const cover = art(1200, 630, "#1e1b4b", "#6d28d9", "megaphone", 42);
try {
  const { default: sharp } = await import("sharp");
  await sharp(Buffer.from(cover)).png({ compressionLevel: 9 }).toFile(new URL("og-cover.png", out).pathname);
} catch {
  console.warn("sharp is not installed: og-cover.png left as it was");
}
console.log(`wrote ${images.length} demo images, the logo, the favicon and the OG cover`);
