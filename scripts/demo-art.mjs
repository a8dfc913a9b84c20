// Generates the demo artwork under public/images (the portfolio's deliverables, the articles'
// illustrations, the demo café's photos, the logo and the OG cover) as SVG drawn from simple
// shapes: product shots, app and web mockups, a billboard, a menu, a stage, a brand board. The
// outputs are committed, so the site needs no image from another origin; run again with
// `node scripts/demo-art.mjs` after changing a drawing. It also writes each image's dominant
// colours to pages/lib/demo-placeholders.ts: what the page shows while an image loads.
import { mkdir, writeFile } from "node:fs/promises";

const out = new URL("../public/images/", import.meta.url);
await mkdir(new URL("demo/", out), { recursive: true });

const W = 1200;
const H = 900;
const SANS = "Helvetica, Arial, sans-serif";
const SERIF = "Georgia, 'Times New Roman', serif";

// Deterministic "randomness", so the same script always draws the same pictures.
const rnd = (seed) => () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;

const lin = (id, stops, x2 = 1, y2 = 1) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${stops.map((c, i) => `<stop offset="${i / (stops.length - 1)}" stop-color="${c}"/>`).join("")}</linearGradient>`;
const rad = (id, inner, outer, r = 0.7) =>
  `<radialGradient id="${id}" cx="0.5" cy="0.45" r="${r}"><stop offset="0" stop-color="${inner}"/><stop offset="1" stop-color="${outer}"/></radialGradient>`;
const shadow = `<filter id="sh" x="-30%" y="-30%" width="160%" height="160%"><feDropShadow dx="0" dy="26" stdDeviation="26" flood-color="#000" flood-opacity=".35"/></filter>`;
const blur = (id, s) => `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${s}"/></filter>`;
const svg = (defs, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}"><defs>${shadow}${blur("soft", 40)}${defs}</defs>${body}</svg>`;
const text = (x, y, s, size, fill, { font = SANS, weight = 700, spacing = 0, anchor = "middle", opacity = 1 } = {}) =>
  `<text x="${x}" y="${y}" font-family="${font}" font-size="${size}" font-weight="${weight}" letter-spacing="${spacing}" text-anchor="${anchor}" fill="${fill}" fill-opacity="${opacity}">${s}</text>`;
const bars = (x, y, widths, h, gap, fill, opacity = 1) =>
  widths.map((w, i) => `<rect x="${x}" y="${y + i * (h + gap)}" width="${w}" height="${h}" rx="${h / 2}" fill="${fill}" fill-opacity="${opacity}"/>`).join("");

/** A phone seen from the front; `screen` draws inside a 0..w x 0..h box. */
function phone(x, y, w, h, screen, { id, tilt = 0, frame = "#0e0e16", bg = "#fff" }) {
  return `<g transform="translate(${x} ${y}) rotate(${tilt} ${w / 2} ${h / 2})" filter="url(#sh)">
<rect width="${w}" height="${h}" rx="${w * 0.14}" fill="${frame}"/>
<clipPath id="${id}"><rect x="12" y="12" width="${w - 24}" height="${h - 24}" rx="${w * 0.11}"/></clipPath>
<g clip-path="url(#${id})"><rect x="12" y="12" width="${w - 24}" height="${h - 24}" fill="${bg}"/><g transform="translate(12 12)">${screen(w - 24, h - 24)}</g></g>
<rect x="${w / 2 - 34}" y="20" width="68" height="14" rx="7" fill="${frame}"/></g>`;
}

/** A laptop: screen with `screen` inside (0..w x 0..h), then the base. */
function laptop(x, y, w, screen, { id }) {
  const h = w * 0.62;
  return `<g transform="translate(${x} ${y})" filter="url(#sh)">
<rect width="${w}" height="${h}" rx="18" fill="#1b1b24"/>
<clipPath id="${id}"><rect x="16" y="16" width="${w - 32}" height="${h - 32}" rx="6"/></clipPath>
<g clip-path="url(#${id})"><rect x="16" y="16" width="${w - 32}" height="${h - 32}" fill="#fff"/><g transform="translate(16 16)">${screen(w - 32, h - 32)}</g></g>
<path d="M-60 ${h} H${w + 60} L${w + 20} ${h + 30} H-20Z" fill="#c9ccd6"/><rect x="${w / 2 - 70}" y="${h}" width="140" height="10" rx="5" fill="#a9adb9"/></g>`;
}

/** A perfume bottle standing at (x, y) (its base centre). */
function bottle(x, y, s, liquid, label) {
  const w = 220 * s;
  const h = 260 * s;
  return `<g transform="translate(${x - w / 2} ${y - h})">
<ellipse cx="${w / 2}" cy="${h + 6}" rx="${w * 0.62}" ry="${18 * s}" fill="#000" fill-opacity=".35" filter="url(#soft)"/>
<rect x="${w * 0.36}" y="${-70 * s}" width="${w * 0.28}" height="${52 * s}" rx="${8 * s}" fill="url(#gold)"/>
<rect x="${w * 0.42}" y="${-22 * s}" width="${w * 0.16}" height="${26 * s}" fill="#d8c9a3"/>
<rect width="${w}" height="${h}" rx="${34 * s}" fill="#fff" fill-opacity=".18" stroke="#fff" stroke-opacity=".55" stroke-width="${3 * s}"/>
<rect x="${10 * s}" y="${h * 0.28}" width="${w - 20 * s}" height="${h * 0.68}" rx="${26 * s}" fill="${liquid}" fill-opacity=".85"/>
<rect x="${w * 0.14}" y="${h * 0.1}" width="${w * 0.1}" height="${h * 0.78}" rx="${10 * s}" fill="#fff" fill-opacity=".45"/>
<rect x="${w * 0.22}" y="${h * 0.46}" width="${w * 0.56}" height="${h * 0.26}" rx="${6 * s}" fill="#fbf6ec"/>
${text(w / 2, h * 0.58, label, 22 * s, "#4a2c3a", { font: SERIF, weight: 400, spacing: 4 * s })}
${text(w / 2, h * 0.66, "EAU DE PARFUM", 9 * s, "#8a6a55", { spacing: 3 * s, weight: 400 })}</g>`;
}

/** A jasmine flower: five white petals round a yellow heart. */
const jasmine = (x, y, r, rot = 0, opacity = 1) =>
  `<g transform="translate(${x} ${y}) rotate(${rot})" opacity="${opacity}">${[0, 72, 144, 216, 288]
    .map((a) => `<ellipse cx="0" cy="${-r * 0.62}" rx="${r * 0.34}" ry="${r * 0.62}" fill="#fffdf7" transform="rotate(${a})"/>`)
    .join("")}<circle r="${r * 0.16}" fill="#f4c542"/></g>`;

const confetti = (seed, n, colors, area = [0, 0, W, H]) => {
  const r = rnd(seed);
  return Array.from({ length: n }, () => {
    const x = area[0] + r() * area[2];
    const y = area[1] + r() * area[3];
    return `<rect x="${x.toFixed(0)}" y="${y.toFixed(0)}" width="${(6 + r() * 10).toFixed(0)}" height="${(4 + r() * 6).toFixed(0)}" rx="2" fill="${colors[Math.floor(r() * colors.length)]}" transform="rotate(${(r() * 180).toFixed(0)} ${x.toFixed(0)} ${y.toFixed(0)})"/>`;
  }).join("");
};

const images = {
  // A studio shot of the perfume: plum backdrop, soft key light, jasmine on the floor.
  "portfolio-perfume": [
    "#3b1d4a",
    "#b5476b",
    () =>
      svg(
        lin("bg", ["#2a1236", "#6d2a5a", "#c2557a"], 0.3, 1) + lin("gold", ["#f3e0a6", "#b8893b", "#f6e7b8"], 1, 0) + rad("key", "#ffd9e6", "#ffd9e600"),
        `<rect width="${W}" height="${H}" fill="url(#bg)"/><circle cx="640" cy="340" r="360" fill="url(#key)" opacity=".55"/>
<path d="M0 640 Q600 590 1200 640 V900 H0Z" fill="#1c0b24" fill-opacity=".55"/>
${bottle(600, 690, 1.45, "#e8a24a", "YASMINE")}
${jasmine(300, 720, 46, 10)}${jasmine(380, 770, 34, 40, 0.9)}${jasmine(880, 735, 42, -20)}${jasmine(960, 790, 28, 15, 0.85)}${jasmine(820, 800, 24, 70, 0.8)}
${text(110, 140, "AL-SHAM", 26, "#fff", { anchor: "start", spacing: 10, weight: 400, opacity: 0.7 })}`,
      ),
  ],
  // The campaign on Instagram: a post and two stories on a phone.
  "portfolio-perfume-2": [
    "#e9d5ff",
    "#f9a8d4",
    () =>
      svg(
        lin("bg", ["#f5e8ff", "#fbcfe8"]) + lin("post", ["#6d2a5a", "#c2557a"]) + lin("gold", ["#f3e0a6", "#b8893b", "#f6e7b8"], 1, 0),
        `<rect width="${W}" height="${H}" fill="url(#bg)"/>
<g transform="translate(150 190) rotate(-8)" filter="url(#sh)"><rect width="250" height="440" rx="26" fill="url(#post)"/>${jasmine(125, 300, 40)}${text(125, 120, "NEW", 40, "#fff", { font: SERIF, weight: 400, spacing: 8 })}${bars(60, 380, [130], 14, 0, "#fff", 0.8)}</g>
<g transform="translate(800 210) rotate(7)" filter="url(#sh)"><rect width="250" height="440" rx="26" fill="#2a1236"/>${bars(40, 60, [170, 120], 14, 14, "#fff", 0.7)}<circle cx="125" cy="260" r="80" fill="#c2557a"/>${jasmine(125, 260, 46)}</g>
${phone(
          420,
          70,
          360,
          760,
          (w, h) =>
            `<rect width="${w}" height="${h}" fill="#fff"/><circle cx="40" cy="74" r="20" fill="url(#post)"/>${bars(72, 64, [120], 12, 0, "#1f1f2e")}${bars(72, 82, [70], 8, 0, "#9ca3af")}
<rect y="110" width="${w}" height="${w}" fill="url(#post)"/>${bottle(w / 2, 110 + w * 0.86, 0.85, "#e8a24a", "YASMINE")}
${text(28, 140 + w + 18, "♥", 34, "#e11d48", { anchor: "start" })}${bars(72, 132 + w, [26, 26], 22, 0, "#1f1f2e", 0.85)}
${bars(24, 190 + w, [150, 250, 190], 12, 12, "#1f1f2e", 0.8)}`,
          { id: "p2", bg: "#fff" },
        )}`,
      ),
  ],
  // The bank's app: a balance card, a chart, recent payments.
  "portfolio-bank": [
    "#0ea5e9",
    "#1e3a8a",
    () =>
      svg(
        lin("bg", ["#e0f2fe", "#c7d2fe"]) + lin("card", ["#0f766e", "#0ea5e9"]) + lin("card2", ["#1e3a8a", "#6366f1"]),
        `<rect width="${W}" height="${H}" fill="url(#bg)"/><circle cx="980" cy="160" r="240" fill="#fff" fill-opacity=".45"/>
${phone(
          230,
          90,
          340,
          720,
          (w) =>
            `<rect width="${w}" height="720" fill="#f8fafc"/>${text(24, 70, "AL-SHAM BANK", 20, "#0f172a", { anchor: "start", spacing: 2 })}
<rect x="20" y="100" width="${w - 40}" height="170" rx="20" fill="url(#card)"/>${bars(44, 130, [90], 10, 0, "#fff", 0.7)}${text(44, 200, "2,480,000", 34, "#fff", { anchor: "start" })}${bars(44, 226, [150], 8, 0, "#fff", 0.6)}
<path d="M24 420 L80 380 L130 400 L180 330 L230 350 L290 290" fill="none" stroke="#0ea5e9" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>
<path d="M24 420 L80 380 L130 400 L180 330 L230 350 L290 290 V440 H24Z" fill="#0ea5e9" fill-opacity=".12"/>
${[0, 1, 2].map((i) => `<circle cx="46" cy="${495 + i * 64}" r="20" fill="${["#fde68a", "#bbf7d0", "#fecdd3"][i]}"/>${bars(80, 485 + i * 64, [120, 70], 9, 8, "#334155", 0.7)}${bars(w - 80, 490 + i * 64, [56], 10, 0, "#0f172a")}`).join("")}`,
          { id: "b1" },
        )}
${phone(
          640,
          150,
          320,
          660,
          (w) =>
            `<rect width="${w}" height="660" fill="#0f172a"/>${text(w / 2, 90, "Pay", 24, "#fff")}<circle cx="${w / 2}" cy="250" r="92" fill="none" stroke="#334155" stroke-width="18"/>
<circle cx="${w / 2}" cy="250" r="92" fill="none" stroke="url(#card2)" stroke-width="18" stroke-dasharray="420 600" stroke-linecap="round" transform="rotate(-90 ${w / 2} 250)"/>
${bars(w / 2 - 60, 236, [120], 14, 0, "#fff")}<rect x="30" y="420" width="${w - 60}" height="64" rx="32" fill="url(#card2)"/>${bars(w / 2 - 50, 446, [100], 12, 0, "#fff")}
${bars(30, 520, [w - 60, w - 100, w - 80], 12, 18, "#fff", 0.25)}`,
          { id: "b2", bg: "#0f172a" },
        )}`,
      ),
  ],
  // The campaign's billboard over a Damascus street at dusk.
  "portfolio-bank-2": [
    "#1e1b4b",
    "#f97316",
    () => {
      const r = rnd(7);
      const skyline = Array.from({ length: 14 }, (_, i) => {
        const w = 70 + r() * 40;
        const h = 120 + r() * 200;
        return `<rect x="${i * 90 - 20}" y="${900 - h - 60}" width="${w}" height="${h + 60}" fill="#120f2e"/>${Array.from({ length: 5 }, (_, j) => (r() > 0.5 ? `<rect x="${i * 90 - 6 + (j % 2) * 26}" y="${900 - h - 30 + j * 34}" width="12" height="14" fill="#fbbf24" fill-opacity=".6"/>` : "")).join("")}`;
      }).join("");
      return svg(
        lin("bg", ["#1e1b4b", "#7c2d12", "#f97316"], 0, 1) + lin("ad", ["#0f766e", "#1e3a8a"]) + lin("card", ["#fbbf24", "#f97316"]),
        `<rect width="${W}" height="${H}" fill="url(#bg)"/><circle cx="900" cy="650" r="120" fill="#fdba74" fill-opacity=".7" filter="url(#soft)"/>${skyline}
<rect x="560" y="420" width="22" height="300" fill="#0b0a1f"/><rect x="800" y="420" width="22" height="300" fill="#0b0a1f"/>
<g filter="url(#sh)"><rect x="230" y="120" width="740" height="330" rx="8" fill="url(#ad)"/>
${text(280, 220, "YOUR BANK,", 54, "#fff", { anchor: "start" })}${text(280, 285, "IN YOUR POCKET", 54, "#fbbf24", { anchor: "start" })}${bars(282, 320, [300, 220], 14, 14, "#fff", 0.6)}
<g transform="translate(760 170) rotate(12)"><rect width="170" height="240" rx="22" fill="#0b0a1f"/><rect x="12" y="14" width="146" height="212" rx="14" fill="#fff"/><rect x="26" y="40" width="118" height="70" rx="10" fill="url(#card)"/>${bars(26, 130, [110, 80, 96], 10, 12, "#1e3a8a", 0.7)}</g></g>
<rect x="230" y="450" width="740" height="14" fill="#0b0a1f"/>`,
      );
    },
  ],
  // The restaurant's new menu, open on a dark wooden table.
  "portfolio-restaurant": [
    "#3f2a1d",
    "#f5ecd7",
    () =>
      svg(
        lin("bg", ["#2b1d14", "#4a3322"]) + lin("paper", ["#fbf6ea", "#efe4cc"]) + rad("dish", "#f2c27b", "#b45309"),
        `<rect width="${W}" height="${H}" fill="url(#bg)"/>${Array.from({ length: 9 }, (_, i) => `<path d="M0 ${i * 110 + 40} Q600 ${i * 110 + 10} 1200 ${i * 110 + 50}" stroke="#1a110b" stroke-opacity=".35" stroke-width="3" fill="none"/>`).join("")}
<g filter="url(#sh)" transform="rotate(-4 600 450)"><rect x="170" y="110" width="430" height="660" fill="url(#paper)"/><rect x="600" y="110" width="430" height="660" fill="#f7efdc"/>
${text(385, 200, "BEIT JEDDI", 44, "#7c2d12", { font: SERIF, weight: 400, spacing: 6 })}${bars(305, 222, [160], 3, 0, "#b45309")}
${[0, 1, 2, 3, 4].map((i) => `${bars(220, 280 + i * 84, [190], 12, 0, "#3f2a1d", 0.85)}<line x1="420" y1="${286 + i * 84}" x2="520" y2="${286 + i * 84}" stroke="#3f2a1d" stroke-dasharray="2 8" stroke-width="3"/>${bars(530, 280 + i * 84, [36], 12, 0, "#7c2d12")}${bars(220, 302 + i * 84, [240], 8, 0, "#8a7560", 0.8)}`).join("")}
<circle cx="815" cy="330" r="150" fill="#efe4cc"/><circle cx="815" cy="330" r="112" fill="url(#dish)"/>${[0, 60, 120, 180, 240, 300].map((a) => `<circle cx="${815 + 62 * Math.cos((a * Math.PI) / 180)}" cy="${330 + 62 * Math.sin((a * Math.PI) / 180)}" r="16" fill="#5b7f2b"/>`).join("")}<circle cx="815" cy="330" r="30" fill="#fde68a"/>
${text(815, 560, "MEZZE · GRILL", 26, "#7c2d12", { font: SERIF, weight: 400, spacing: 4 })}${bars(700, 600, [230, 190, 210], 9, 14, "#3f2a1d", 0.6)}</g>
<path d="M1040 760 q40 -60 90 -40 q-40 10 -60 60z" fill="#4d7c0f"/><path d="M1060 800 q50 -40 90 -10 q-50 0 -80 30z" fill="#65a30d"/>`,
      ),
  ],
  // The signature dish, from above: hummus with oil, paprika and parsley, bread and small bowls.
  "portfolio-restaurant-2": [
    "#1c1917",
    "#d6b37a",
    () => {
      const r = rnd(11);
      return svg(
        rad("table", "#3a2f28", "#141110", 0.8) + rad("hummus", "#f1dfb8", "#d6b37a", 0.6),
        `<rect width="${W}" height="${H}" fill="url(#table)"/>
<g filter="url(#sh)"><circle cx="600" cy="450" r="300" fill="#f4f1ea"/><circle cx="600" cy="450" r="250" fill="url(#hummus)"/>
${[200, 150, 100].map((rr) => `<circle cx="600" cy="450" r="${rr}" fill="none" stroke="#c9a368" stroke-width="10" stroke-opacity=".6"/>`).join("")}
<path d="M520 420 q80 -60 160 0 q-80 70 -160 0z" fill="#c0841a" fill-opacity=".75"/>
${Array.from({ length: 40 }, () => `<circle cx="${(470 + r() * 260).toFixed(0)}" cy="${(330 + r() * 240).toFixed(0)}" r="${(3 + r() * 4).toFixed(1)}" fill="#b91c1c"/>`).join("")}
${Array.from({ length: 18 }, () => `<ellipse cx="${(480 + r() * 240).toFixed(0)}" cy="${(340 + r() * 220).toFixed(0)}" rx="9" ry="5" fill="#3f6212" transform="rotate(${(r() * 180).toFixed(0)})"/>`).join("")}
<circle cx="600" cy="450" r="22" fill="#556b2f"/></g>
<g filter="url(#sh)"><circle cx="1000" cy="190" r="110" fill="#e7e5e4"/><circle cx="1000" cy="190" r="84" fill="#7f1d1d"/>${[0, 1, 2, 3, 4, 5].map((i) => `<circle cx="${970 + (i % 3) * 30}" cy="${170 + Math.floor(i / 3) * 38}" r="13" fill="#14532d"/>`).join("")}</g>
<g filter="url(#sh)"><circle cx="190" cy="700" r="120" fill="#e7e5e4"/><circle cx="190" cy="700" r="92" fill="#65a30d" fill-opacity=".85"/>${Array.from({ length: 12 }, () => `<rect x="${(130 + r() * 110).toFixed(0)}" y="${(650 + r() * 90).toFixed(0)}" width="18" height="18" rx="3" fill="#dc2626"/>`).join("")}</g>
<g filter="url(#sh)" transform="rotate(-18 220 180)"><path d="M80 180 a140 110 0 0 1 280 0 z" fill="#e0b872"/><path d="M110 180 a110 80 0 0 1 220 0" fill="none" stroke="#b7833f" stroke-width="8"/></g>`,
      );
    },
  ],
  // The festival stage: light beams, the big screen, the crowd.
  "portfolio-festival": [
    "#1e1b4b",
    "#a855f7",
    () => {
      const r = rnd(3);
      const crowd = Array.from({ length: 34 }, (_, i) => {
        const x = i * 37 - 10 + r() * 10;
        const y = 760 + r() * 40;
        const hand = r() > 0.6 ? `<rect x="${x + 8}" y="${y - 70}" width="9" height="60" rx="4" fill="#0b0a1f" transform="rotate(${(r() * 30 - 15).toFixed(0)} ${x + 12} ${y - 10})"/>` : "";
        return `${hand}<circle cx="${x + 14}" cy="${y - 12}" r="17" fill="#0b0a1f"/><rect x="${x - 6}" y="${y}" width="40" height="150" rx="16" fill="#0b0a1f"/>`;
      }).join("");
      return svg(
        lin("bg", ["#0b0a1f", "#1e1b4b", "#4c1d95"], 0, 1) + lin("beam", ["#f0abfc", "#f0abfc00"], 0, 1) + lin("screen", ["#7c3aed", "#ec4899"]),
        `<rect width="${W}" height="${H}" fill="url(#bg)"/>
${[150, 380, 820, 1050].map((x, i) => `<path d="M${x} 0 L${x - 220 + i * 60} 760 L${x + 120 + i * 40} 760Z" fill="url(#beam)" opacity=".35"/>`).join("")}
<rect x="160" y="470" width="880" height="40" fill="#111827"/><g filter="url(#sh)"><rect x="330" y="150" width="540" height="290" rx="10" fill="url(#screen)"/>
${text(600, 270, "DAMASCUS", 64, "#fff", { spacing: 6 })}${text(600, 340, "SHOPPING FESTIVAL", 34, "#fde68a", { spacing: 8, weight: 400 })}${bars(470, 370, [260], 8, 0, "#fff", 0.6)}</g>
${confetti(5, 70, ["#f472b6", "#fde68a", "#a78bfa", "#67e8f9"], [100, 40, 1000, 420])}${crowd}`,
      );
    },
  ],
  // The fashion house's online store, on a laptop.
  "portfolio-fashion": [
    "#fce7f3",
    "#a855f7",
    () =>
      svg(
        lin("bg", ["#fdf2f8", "#ede9fe"]) + lin("hero", ["#c084fc", "#f472b6"]) + lin("coat", ["#4c1d95", "#7c3aed"]),
        `<rect width="${W}" height="${H}" fill="url(#bg)"/><circle cx="180" cy="160" r="160" fill="#fff" fill-opacity=".6"/>
${laptop(
          170,
          150,
          860,
          (w, h) =>
            `<rect width="${w}" height="${h}" fill="#fff"/>${text(34, 44, "LILAC", 24, "#3b0764", { anchor: "start", font: SERIF, weight: 400, spacing: 6 })}${bars(w - 300, 34, [50, 50, 50, 50], 10, 0, "#6b7280")}
<rect x="0" y="70" width="${w}" height="190" fill="url(#hero)"/>${text(60, 150, "NEW SEASON", 40, "#fff", { anchor: "start", spacing: 4 })}${bars(62, 175, [200], 10, 0, "#fff", 0.8)}<rect x="62" y="200" width="130" height="34" rx="17" fill="#fff"/>
<g transform="translate(${w - 240} 70)"><circle cx="90" cy="40" r="28" fill="#f5d0c5"/><path d="M40 190 L60 80 Q90 64 120 80 L140 190Z" fill="url(#coat)"/></g>
${[0, 1, 2, 3].map((i) => `<rect x="${30 + i * ((w - 60) / 4)}" y="290" width="${(w - 60) / 4 - 20}" height="190" rx="10" fill="${["#fce7f3", "#ede9fe", "#fef3c7", "#e0f2fe"][i]}"/><path d="M${70 + i * ((w - 60) / 4)} 460 L${95 + i * ((w - 60) / 4)} 320 L${125 + i * ((w - 60) / 4)} 320 L${150 + i * ((w - 60) / 4)} 460Z" fill="${["#db2777", "#7c3aed", "#d97706", "#0284c7"][i]}" fill-opacity=".8"/>`).join("")}`,
          { id: "l1" },
        )}`,
      ),
  ],
  // The seasonal lookbook: an open magazine spread.
  "portfolio-fashion-2": [
    "#f5f5f4",
    "#be123c",
    () =>
      svg(
        lin("bg", ["#e7e5e4", "#d6d3d1"]) + lin("photo", ["#fecdd3", "#fda4af"]) + lin("coat", ["#881337", "#be123c"]),
        `<rect width="${W}" height="${H}" fill="url(#bg)"/>
<g filter="url(#sh)"><rect x="110" y="110" width="490" height="680" fill="url(#photo)"/><rect x="600" y="110" width="490" height="680" fill="#fafaf9"/>
<circle cx="355" cy="300" r="64" fill="#f5d0c5"/><path d="M290 250 q65 -90 130 0 q-20 -40 -65 -42 q-45 2 -65 42z" fill="#292524"/>
<path d="M230 790 L270 400 Q355 350 440 400 L480 790Z" fill="url(#coat)"/><path d="M355 380 L330 790 M355 380 L380 790" stroke="#4c0519" stroke-width="6"/>
${text(660, 250, "AUTUMN", 64, "#1c1917", { anchor: "start", font: SERIF, weight: 400, spacing: 6 })}${text(660, 310, "LOOKBOOK", 30, "#be123c", { anchor: "start", spacing: 10, weight: 400 })}
${bars(660, 360, [360, 330, 350, 280, 340, 200], 10, 16, "#57534e", 0.6)}
${["#881337", "#be123c", "#fda4af", "#292524"].map((c, i) => `<rect x="${660 + i * 90}" y="600" width="70" height="110" rx="4" fill="${c}"/>`).join("")}</g>
<rect x="596" y="110" width="8" height="680" fill="#000" fill-opacity=".12"/>`,
      ),
  ],
  // The dental clinic's site on a tablet, with its booking calendar.
  "portfolio-clinic": [
    "#ccfbf1",
    "#0d9488",
    () =>
      svg(
        lin("bg", ["#ecfeff", "#ccfbf1"]) + lin("head", ["#0d9488", "#0ea5e9"]),
        `<rect width="${W}" height="${H}" fill="url(#bg)"/><circle cx="1040" cy="780" r="260" fill="#99f6e4" fill-opacity=".5"/>
<g filter="url(#sh)"><rect x="150" y="110" width="900" height="660" rx="40" fill="#111827"/><rect x="176" y="136" width="848" height="608" rx="18" fill="#fff"/>
<rect x="176" y="136" width="848" height="150" rx="18" fill="url(#head)"/><rect x="176" y="250" width="848" height="36" fill="url(#head)"/>
<path d="M236 180 q30 -24 60 0 q10 40 -10 76 q-10 -20 -20 -20 q-10 0 -20 20 q-20 -36 -10 -76z" fill="#fff"/>
${text(320, 225, "IBTISAMA", 40, "#fff", { anchor: "start", spacing: 4 })}${bars(322, 245, [220], 10, 0, "#fff", 0.7)}
${text(230, 350, "Book a visit", 28, "#0f172a", { anchor: "start" })}
${Array.from({ length: 28 }, (_, i) => {
  const x = 230 + (i % 7) * 74;
  const y = 380 + Math.floor(i / 7) * 74;
  const on = [3, 9, 10, 17, 22].includes(i);
  return `<rect x="${x}" y="${y}" width="62" height="62" rx="12" fill="${on ? "#0d9488" : "#f1f5f9"}"/>${bars(x + 18, y + 26, [26], 10, 0, on ? "#fff" : "#94a3b8")}`;
}).join("")}
<rect x="780" y="380" width="200" height="290" rx="18" fill="#f0fdfa"/>${bars(806, 410, [150, 110, 130], 12, 16, "#0f766e", 0.7)}<rect x="806" y="600" width="148" height="44" rx="22" fill="#0d9488"/>${bars(840, 616, [80], 12, 0, "#fff")}</g>`,
      ),
  ],
  // When to post: the feed, the clock and the reactions.
  "blog-social": [
    "#6366f1",
    "#22d3ee",
    () =>
      svg(
        lin("bg", ["#4f46e5", "#06b6d4"]),
        `<rect width="${W}" height="${H}" fill="url(#bg)"/><circle cx="220" cy="700" r="260" fill="#fff" fill-opacity=".08"/>
${phone(
          430,
          80,
          340,
          740,
          (w) =>
            `<rect width="${w}" height="740" fill="#f8fafc"/>${[0, 1].map((i) => `<circle cx="40" cy="${70 + i * 330}" r="18" fill="#a5b4fc"/>${bars(70, 62 + i * 330, [120], 12, 0, "#1e293b")}<rect x="16" y="${100 + i * 330}" width="${w - 32}" height="200" rx="14" fill="${["#c7d2fe", "#a5f3fc"][i]}"/>${bars(16, 316 + i * 330, [160, 220], 10, 10, "#334155", 0.6)}`).join("")}`,
          { id: "s1" },
        )}
<g filter="url(#sh)"><circle cx="930" cy="260" r="120" fill="#fff"/><circle cx="930" cy="260" r="100" fill="none" stroke="#e0e7ff" stroke-width="6"/><path d="M930 260 V190 M930 260 L980 290" stroke="#4f46e5" stroke-width="12" stroke-linecap="round"/></g>
<g filter="url(#sh)"><rect x="150" y="220" width="200" height="90" rx="45" fill="#fff"/>${text(210, 282, "♥", 44, "#e11d48")}${bars(250, 250, [70], 14, 0, "#1e293b")}${bars(250, 274, [46], 10, 0, "#94a3b8")}</g>
<g filter="url(#sh)"><rect x="840" y="520" width="220" height="90" rx="45" fill="#fff"/><circle cx="890" cy="565" r="24" fill="#22d3ee"/>${bars(930, 548, [90], 14, 0, "#1e293b")}${bars(930, 572, [60], 10, 0, "#94a3b8")}</g>`,
      ),
  ],
  // Phone product photography by a window: the tripod, the product, the light.
  "blog-photo": [
    "#a855f7",
    "#f97316",
    () =>
      svg(
        lin("bg", ["#fde68a", "#fb923c", "#c026d3"], 1, 1) + lin("jar", ["#f5d0fe", "#c084fc"]) + lin("light", ["#fffbeb", "#fffbeb00"], 1, 1),
        `<rect width="${W}" height="${H}" fill="url(#bg)"/>
<rect x="80" y="60" width="380" height="520" rx="10" fill="#fffbeb" fill-opacity=".55"/><path d="M270 60 V580 M80 320 H460" stroke="#fcd34d" stroke-width="14"/>
<path d="M460 120 L1100 520 L1100 900 L460 700Z" fill="url(#light)" opacity=".55"/>
<rect y="640" width="${W}" height="260" fill="#fff7ed" fill-opacity=".7"/>
<g filter="url(#sh)"><rect x="780" y="430" width="170" height="230" rx="26" fill="url(#jar)"/><rect x="790" y="390" width="150" height="60" rx="14" fill="#7e22ce"/>${bars(820, 520, [90, 60], 12, 12, "#581c87", 0.7)}</g>
<g><path d="M360 880 L430 560 M500 880 L440 560 M430 880 L436 560" stroke="#1f2937" stroke-width="12" stroke-linecap="round"/>
${phone(330, 360, 220, 220, () => `<rect width="196" height="196" fill="#111827"/><circle cx="98" cy="98" r="54" fill="#a855f7" fill-opacity=".6"/><circle cx="98" cy="98" r="26" fill="#1f2937"/>`, { id: "ph", tilt: -4 })}</g>`,
      ),
  ],
  // A brand identity board: the mark, the colours, the type, the card.
  "blog-brand": [
    "#ec4899",
    "#6366f1",
    () =>
      svg(
        lin("bg", ["#fdf2f8", "#eef2ff"]) + lin("mark", ["#ec4899", "#6366f1"]),
        `<rect width="${W}" height="${H}" fill="url(#bg)"/>
<g filter="url(#sh)"><rect x="100" y="100" width="500" height="420" rx="28" fill="#fff"/><circle cx="300" cy="290" r="120" fill="url(#mark)"/><circle cx="380" cy="290" r="120" fill="#fff" fill-opacity=".35"/>${text(350, 470, "NOVA", 42, "#1e1b4b", { spacing: 14 })}</g>
<g filter="url(#sh)"><rect x="660" y="100" width="440" height="420" rx="28" fill="#1e1b4b"/>${text(880, 330, "Aa", 180, "#fff", { font: SERIF, weight: 400 })}${bars(740, 400, [280, 200], 12, 16, "#a5b4fc", 0.8)}</g>
${["#ec4899", "#a855f7", "#6366f1", "#1e1b4b", "#fde68a"].map((c, i) => `<g filter="url(#sh)"><rect x="${100 + i * 130}" y="600" width="110" height="200" rx="18" fill="${c}"/></g>`).join("")}
<g filter="url(#sh)" transform="rotate(-6 950 700)"><rect x="820" y="600" width="300" height="180" rx="14" fill="#fff"/><circle cx="880" cy="660" r="30" fill="url(#mark)"/>${bars(850, 710, [200, 150], 10, 12, "#1e1b4b", 0.7)}</g>`,
      ),
  ],
  // A campaign dashboard: figures, bars, a donut and a trend.
  "blog-data": [
    "#0ea5e9",
    "#10b981",
    () =>
      svg(
        lin("bg", ["#0f172a", "#134e4a"]) + lin("bar", ["#34d399", "#0ea5e9"], 0, 1),
        `<rect width="${W}" height="${H}" fill="url(#bg)"/>
${[0, 1, 2].map((i) => `<g filter="url(#sh)"><rect x="${90 + i * 350}" y="90" width="320" height="150" rx="22" fill="#1e293b"/>${bars(120 + i * 350, 125, [120], 12, 0, "#94a3b8")}${text(120 + i * 350, 205, ["+38%", "12.4K", "4.9"][i], 50, ["#34d399", "#38bdf8", "#fbbf24"][i], { anchor: "start" })}</g>`).join("")}
<g filter="url(#sh)"><rect x="90" y="280" width="640" height="520" rx="22" fill="#1e293b"/>${[220, 300, 260, 380, 330, 420, 460].map((h, i) => `<rect x="${140 + i * 82}" y="${760 - h}" width="50" height="${h}" rx="10" fill="url(#bar)"/>`).join("")}
<path d="M160 520 L240 470 L330 500 L410 400 L490 430 L580 340 L660 300" fill="none" stroke="#fbbf24" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/></g>
<g filter="url(#sh)"><rect x="770" y="280" width="340" height="520" rx="22" fill="#1e293b"/><circle cx="940" cy="470" r="110" fill="none" stroke="#334155" stroke-width="40"/>
<circle cx="940" cy="470" r="110" fill="none" stroke="#34d399" stroke-width="40" stroke-dasharray="420 700" transform="rotate(-90 940 470)"/><circle cx="940" cy="470" r="110" fill="none" stroke="#38bdf8" stroke-width="40" stroke-dasharray="180 700" stroke-dashoffset="-420" transform="rotate(-90 940 470)"/>
${bars(830, 640, [220, 170, 190], 12, 18, "#94a3b8", 0.7)}</g>`,
      ),
  ],
  // A fast mobile site: the page loads, the gauge says so.
  "blog-web": [
    "#4f46e5",
    "#0891b2",
    () =>
      svg(
        lin("bg", ["#312e81", "#0e7490"]) + lin("gauge", ["#f43f5e", "#fbbf24", "#34d399"], 1, 0),
        `<rect width="${W}" height="${H}" fill="url(#bg)"/><circle cx="960" cy="200" r="220" fill="#fff" fill-opacity=".06"/>
${phone(
          170,
          90,
          360,
          740,
          (w) =>
            `<rect width="${w}" height="740" fill="#f8fafc"/><rect width="${w}" height="70" fill="#4f46e5"/>${bars(20, 30, [90], 12, 0, "#fff")}<rect x="16" y="90" width="${w - 32}" height="190" rx="14" fill="#c7d2fe"/>
${bars(16, 300, [w - 32, w - 80, w - 120], 12, 12, "#334155", 0.6)}${[0, 1].map((i) => `<rect x="${16 + i * ((w - 32) / 2 + 4)}" y="380" width="${(w - 32) / 2 - 4}" height="140" rx="12" fill="${["#a5f3fc", "#fde68a"][i]}"/>`).join("")}
<rect x="16" y="560" width="${w - 32}" height="12" rx="6" fill="#e2e8f0"/><rect x="16" y="560" width="${w - 60}" height="12" rx="6" fill="#34d399"/>`,
          { id: "w1" },
        )}
<g filter="url(#sh)"><path d="M660 560 A240 240 0 0 1 1140 560" fill="none" stroke="#1e1b4b" stroke-width="52" stroke-linecap="round"/><path d="M660 560 A240 240 0 0 1 1140 560" fill="none" stroke="url(#gauge)" stroke-width="36" stroke-linecap="round"/>
<path d="M900 560 L1050 410" stroke="#fff" stroke-width="14" stroke-linecap="round"/><circle cx="900" cy="560" r="26" fill="#fff"/>${text(900, 680, "FAST", 56, "#fff", { spacing: 10 })}</g>
<path d="M1010 720 L960 800 H1000 L980 870 L1060 770 H1020 L1050 720Z" fill="#fbbf24"/>`,
      ),
  ],
  // The demo café: its round badge.
  "cafe-logo": [
    "#7c2d12",
    "#f59e0b",
    () =>
      svg(
        lin("bg", ["#451a03", "#7c2d12"]) + lin("ring", ["#f59e0b", "#fcd34d"]),
        `<rect width="${W}" height="${H}" fill="url(#bg)"/><circle cx="600" cy="450" r="330" fill="#fef3c7"/><circle cx="600" cy="450" r="300" fill="none" stroke="url(#ring)" stroke-width="14"/>
<path d="M470 420 H700 V520 Q700 620 585 620 Q470 620 470 520Z" fill="#7c2d12"/><path d="M700 450 Q790 450 780 520 Q770 580 700 570" fill="none" stroke="#7c2d12" stroke-width="22"/>
<path d="M540 380 q-30 -40 0 -80 M600 380 q-30 -40 0 -80" stroke="#b45309" stroke-width="12" fill="none" stroke-linecap="round"/>
${jasmine(700, 330, 70, 10)}`,
      ),
  ],
  // The courtyard: striped Damascene arches, the fountain, the jasmine tree.
  "cafe-cover": [
    "#78350f",
    "#fde68a",
    () => {
      const r = rnd(21);
      const arch = (x) =>
        `<g transform="translate(${x} 200)"><path d="M0 700 V260 A160 160 0 0 1 320 260 V700Z" fill="#3b1d0b"/>${[0, 1, 2, 3, 4, 5, 6].map((i) => `<rect x="-20" y="${i * 40 + 60}" width="360" height="20" fill="${i % 2 ? "#f5e6c8" : "#1c1410"}" clip-path="url(#archClip)"/>`).join("")}<path d="M40 700 V280 A120 120 0 0 1 280 280 V700Z" fill="#f7c873" fill-opacity=".85"/></g>`;
      return svg(
        lin("bg", ["#fef3c7", "#fcd34d"], 0, 1) + `<clipPath id="archClip"><path d="M0 340 V260 A160 160 0 0 1 320 260 V340Z"/></clipPath>` + rad("pool", "#67e8f9", "#0e7490"),
        `<rect width="${W}" height="${H}" fill="url(#bg)"/>${arch(-60)}${arch(440)}${arch(940)}
<rect y="760" width="${W}" height="140" fill="#e7d3ad"/>${Array.from({ length: 12 }, (_, i) => `<rect x="${i * 100}" y="760" width="50" height="140" fill="#1c1410" fill-opacity=".12"/>`).join("")}
<g filter="url(#sh)"><ellipse cx="600" cy="800" rx="250" ry="60" fill="#f5e6c8"/><ellipse cx="600" cy="792" rx="210" ry="44" fill="url(#pool)"/><rect x="585" y="690" width="30" height="100" fill="#f5e6c8"/><circle cx="600" cy="684" r="30" fill="#f5e6c8"/></g>
<path d="M600 650 q-20 -60 0 -120 M600 650 q20 -60 0 -120" stroke="#a5f3fc" stroke-width="6" fill="none" stroke-opacity=".8"/>
<g>${Array.from({ length: 26 }, () => `<circle cx="${(880 + r() * 300).toFixed(0)}" cy="${(40 + r() * 300).toFixed(0)}" r="${(40 + r() * 40).toFixed(0)}" fill="#3f6212" fill-opacity=".85"/>`).join("")}
${Array.from({ length: 30 }, () => jasmine(860 + r() * 320, 40 + r() * 300, 14 + r() * 10, r() * 90)).join("")}</g>`,
      );
    },
  ],
  // Arabic coffee from above: the cup, cardamom, dates on a brass tray.
  "cafe-1": [
    "#92400e",
    "#fcd34d",
    () => {
      const r = rnd(31);
      return svg(
        rad("tray", "#fcd34d", "#b45309", 0.6) + lin("bg", ["#451a03", "#78350f"]) + rad("coffee", "#a16207", "#422006", 0.55),
        `<rect width="${W}" height="${H}" fill="url(#bg)"/>
<g filter="url(#sh)"><circle cx="600" cy="450" r="380" fill="url(#tray)"/><circle cx="600" cy="450" r="340" fill="none" stroke="#92400e" stroke-width="6" stroke-dasharray="4 14"/></g>
<g filter="url(#sh)"><circle cx="520" cy="420" r="150" fill="#fff7ed"/><circle cx="520" cy="420" r="104" fill="#fff"/><circle cx="520" cy="420" r="84" fill="url(#coffee)"/><path d="M520 400 q-30 -30 -50 0 q0 30 50 60 q50 -30 50 -60 q-20 -30 -50 0z" fill="#fde68a" fill-opacity=".85"/></g>
${Array.from({ length: 5 }, (_, i) => `<g filter="url(#sh)"><ellipse cx="${760 + (i % 3) * 70}" cy="${560 + Math.floor(i / 3) * 70}" rx="44" ry="26" fill="#5b2a0e" transform="rotate(${i * 35} ${760 + (i % 3) * 70} ${560 + Math.floor(i / 3) * 70})"/></g>`).join("")}
${Array.from({ length: 9 }, () => `<ellipse cx="${(730 + r() * 160).toFixed(0)}" cy="${(280 + r() * 120).toFixed(0)}" rx="16" ry="9" fill="#65a30d" transform="rotate(${(r() * 180).toFixed(0)} ${(730 + r() * 160).toFixed(0)} ${(280 + r() * 120).toFixed(0)})"/>`).join("")}
${jasmine(330, 660, 40, 20)}${jasmine(400, 710, 28, 60, 0.9)}`,
      );
    },
  ],
  // A corner of the courtyard at night: lanterns and jasmine.
  "cafe-2": [
    "#be185d",
    "#f59e0b",
    () => {
      const r = rnd(41);
      return svg(
        lin("bg", ["#1e1b4b", "#831843"], 0, 1) + rad("glow", "#fde68a", "#fde68a00", 0.5),
        `<rect width="${W}" height="${H}" fill="url(#bg)"/>
${[250, 600, 950].map((x, i) => `<line x1="${x}" y1="0" x2="${x}" y2="${180 + i * 40}" stroke="#fcd34d" stroke-width="3"/><circle cx="${x}" cy="${260 + i * 40}" r="150" fill="url(#glow)"/><g filter="url(#sh)"><path d="M${x - 40} ${200 + i * 40} h80 l-10 110 h-60z" fill="#f59e0b"/><path d="M${x - 40} ${200 + i * 40} l40 -30 l40 30z" fill="#b45309"/></g>`).join("")}
<path d="M0 720 Q300 640 600 700 T1200 680 V900 H0Z" fill="#14532d"/>
${Array.from({ length: 60 }, () => jasmine(r() * 1200, 640 + r() * 220, 12 + r() * 14, r() * 90, 0.95)).join("")}`,
      );
    },
  ],
  // Damascene sweets on a tray: baklava diamonds, maamoul, pistachio.
  "cafe-3": [
    "#7c2d12",
    "#84cc16",
    () =>
      svg(
        lin("bg", ["#292524", "#44403c"]) + lin("bak", ["#fbbf24", "#b45309"]),
        `<rect width="${W}" height="${H}" fill="url(#bg)"/><g filter="url(#sh)"><rect x="140" y="110" width="920" height="680" rx="40" fill="#d6d3d1"/><rect x="170" y="140" width="860" height="620" rx="26" fill="#f5f5f4"/></g>
${Array.from({ length: 15 }, (_, i) => {
  const x = 240 + (i % 5) * 110;
  const y = 220 + Math.floor(i / 5) * 120;
  return `<path d="M${x} ${y} l50 50 l-50 50 l-50 -50z" fill="url(#bak)" stroke="#92400e" stroke-width="3"/><circle cx="${x}" cy="${y + 50}" r="12" fill="#65a30d"/>`;
}).join("")}
${[0, 1, 2, 3].map((i) => `<g filter="url(#sh)"><circle cx="${860 + (i % 2) * 100}" cy="${290 + Math.floor(i / 2) * 120}" r="46" fill="#fde68a"/>${[0, 60, 120, 180, 240, 300].map((a) => `<line x1="${860 + (i % 2) * 100}" y1="${290 + Math.floor(i / 2) * 120}" x2="${860 + (i % 2) * 100 + 38 * Math.cos((a * Math.PI) / 180)}" y2="${290 + Math.floor(i / 2) * 120 + 38 * Math.sin((a * Math.PI) / 180)}" stroke="#d97706" stroke-width="4"/>`).join("")}</g>`).join("")}
<rect x="240" y="600" width="760" height="100" rx="18" fill="#fef3c7"/>${Array.from({ length: 8 }, (_, i) => `<rect x="${262 + i * 92}" y="620" width="74" height="60" rx="10" fill="${i % 2 ? "#a16207" : "#ca8a04"}"/>`).join("")}`,
      ),
  ],
};

const placeholders = [];
for (const [name, [from, to, draw]] of Object.entries(images)) {
  await writeFile(new URL(`demo/${name}.svg`, out), draw());
  placeholders.push(`  "/images/demo/${name}.svg": "linear-gradient(135deg, ${from}, ${to})",`);
}
await writeFile(
  new URL("../pages/lib/demo-placeholders.ts", import.meta.url),
  `// Written by scripts/demo-art.mjs: the dominant colours of each demo image, shown while it loads.\nexport const demoPlaceholders: Record<string, string> = {\n${placeholders.join("\n")}\n};\n`,
);

const mark = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64"><defs><linearGradient id="m" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#6366f1"/><stop offset="1" stop-color="#8b5cf6"/></linearGradient></defs><rect width="64" height="64" rx="16" fill="url(#m)"/><path d="M22 18 L46 32 L22 46Z" fill="#fff"/><circle cx="46" cy="18" r="5" fill="#fff" fill-opacity=".8"/></svg>`;
await writeFile(new URL("logo.svg", out), mark);
await writeFile(new URL("../favicon.svg", out), mark);

// The link-preview image: PNG, since previews do not render SVG.
try {
  const { default: sharp } = await import("sharp");
  const cover = images["portfolio-festival"][2]().replace(`viewBox="0 0 ${W} ${H}" width="${W}" height="${H}"`, `viewBox="0 135 ${W} 630" width="${W}" height="630"`);
  await sharp(Buffer.from(cover)).png({ compressionLevel: 9 }).toFile(new URL("og-cover.png", out).pathname);
} catch {
  console.warn("sharp is not installed: og-cover.png left as it was");
}
console.log(`wrote ${Object.keys(images).length} demo images, their placeholders, the logo, the favicon and the OG cover`);
