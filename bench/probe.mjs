// `npm run bench:probe`: replays the outside probe's findings (SECURITY.md, "Findings of an
// outside probe") against the real server on a fresh database, printing each request and the
// answer it got, and the server's memory around three parallel 100 MB posts. Raw HTTP, so the
// Host header and absolute request targets can be forged as a client would.
// SERVER_ENTRY=path/to/node.js runs another build (an older one, for a before/after figure).
import { request } from "node:http";
import { readFileSync } from "node:fs";
import { base32 } from "oslo/encoding";
import { generateHOTP } from "oslo/otp";
import { ADMIN, ensureBuild, startServer } from "./lib/server.mjs";

if (!process.env.SERVER_ENTRY) ensureBuild();
const only = (process.env.PROBE_ONLY ?? "origins,bodies,totp,limits,images,passwords,scans,methods").split(",");
const server = await startServer();
const { port } = new URL(server.url);
const PHONE = "Mozilla/5.0 (Linux; Android 14; SM-A546B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36";

/** One raw HTTP exchange: any Host, any request target, a body of bytes or a generator of chunks. */
function http({ method = "GET", path, host = `127.0.0.1:${port}`, headers = {}, body, chunks }) {
  return new Promise((resolve) => {
    const req = request({ host: "127.0.0.1", port, method, path, headers: { host, ...headers } }, (res) => {
      const parts = [];
      res.on("data", (d) => parts.push(d));
      res.on("end", () => resolve({ status: res.statusCode, headers: res.headers, text: Buffer.concat(parts).toString("utf8") }));
    });
    req.on("error", (error) => resolve({ status: 0, headers: {}, text: String(error.code ?? error) }));
    if (chunks) {
      // Write until done or until the server answered (it may not read the rest).
      const pump = () => {
        for (;;) {
          const next = chunks.next();
          if (next.done) return req.end();
          if (!req.write(next.value)) return req.once("drain", pump);
        }
      };
      req.on("response", () => chunks.return?.());
      pump();
    } else req.end(body);
  });
}
const json = (r) => {
  try {
    return JSON.parse(r.text);
  } catch {
    return null;
  }
};
const api = async (method, path, body, token, extra = {}) =>
  json(await http({ method, path: `/api${path}`, headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}), ...extra }, body: body && JSON.stringify(body) }));
const show = (label, r, pick = (x) => x) => {
  const j = json(r);
  console.log(`  ${label}\n    -> ${r.status}${r.headers.allow ? ` Allow: ${r.headers.allow}` : ""}${r.headers["retry-after"] ? ` Retry-After: ${r.headers["retry-after"]}` : ""} ${JSON.stringify(j ? pick(j) : r.text.slice(0, 160))}`);
};
async function decodeDataUrl(dataUrl) {
  const sharp = (await import("sharp")).default;
  const jsQR = (await import("jsqr")).default;
  const svg = Buffer.from(dataUrl.split(",")[1], "base64");
  const { data, info } = await sharp(svg).flatten({ background: "#ffffff" }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength), info.width, info.height)?.data ?? null;
}
const rssOf = () => {
  const status = readFileSync(`/proc/${server.pid}/status`, "utf8");
  const kb = (name) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)[1]);
  return { rss: Math.round(kb("VmRSS") / 1024), peak: Math.round(kb("VmHWM") / 1024) };
};

try {
  const admin = (await api("POST", "/auth/login", ADMIN)).data.token;
  const sitemap = (await http({ path: "/sitemap.xml" })).text;
  const uid = /\/qr\/([a-z0-9]{6,})</.exec(sitemap)[1];

  if (only.includes("origins")) {
    console.log("\n1. Forged Host / absolute request target vs. the public listing and cached answers");
    show(`GET /api/qr/businesses/${uid}  Host: evil.example`, await http({ path: `/api/qr/businesses/${uid}`, host: "evil.example" }), (j) => j.data?.qr_code_url);
    show(`GET http://evil.example/api/qr/businesses/${uid}  (absolute target)`, await http({ path: `http://evil.example/api/qr/businesses/${uid}` }), (j) => j.data?.qr_code_url);
    const later = await http({ path: `/api/qr/businesses/${uid}` });
    show(`GET /api/qr/businesses/${uid}  (a later visitor, real Host)`, later, (j) => j.data?.qr_code_url);
    console.log(`    QR image of that answer decodes to: ${await decodeDataUrl(json(later).data.qr_code_data)}`);
    for (const path of ["/sitemap.xml", "/robots.txt", `/qr/code/${uid}.svg`]) {
      const r = await http({ path, host: "evil.example" });
      console.log(`  GET ${path}  Host: evil.example\n    -> ${r.status} Cache-Control: ${r.headers["cache-control"]}`);
    }
    const page = (await http({ path: `/qr/${uid}` })).text;
    console.log(`  GET /qr/${uid} (after the forged ones): canonical ${/rel="canonical" href="([^"]+)"/.exec(page)?.[1]}, mentions evil.example: ${page.includes("evil.example")}`);
  }

  if (only.includes("bodies")) {
    console.log("\n2. Body limits: three parallel 100 MB posts to the anonymous contact form");
    const MB = 1024 * 1024;
    function* hundredMB() {
      const chunk = Buffer.alloc(64 * 1024, 0x20);
      for (let sent = 0; sent < 100 * MB; sent += chunk.length) yield chunk;
    }
    for (const mode of ["Content-Length: 104857600", "chunked, no Content-Length"]) {
      const before = rssOf();
      const started = performance.now();
      const answers = await Promise.all(
        [0, 1, 2].map(() =>
          http({
            method: "POST",
            path: "/api/contact-messages",
            headers: { "content-type": "application/json", ...(mode.startsWith("Content") ? { "content-length": String(100 * MB) } : {}) },
            chunks: hundredMB(),
          }),
        ),
      );
      await new Promise((r) => setTimeout(r, 1000));
      const after = rssOf();
      console.log(`  POST /api/contact-messages x3 (${mode})`);
      for (const a of answers) console.log(`    -> ${a.status} ${a.text.slice(0, 120)}`);
      console.log(`    server RSS ${before.rss} MB before, peak ${after.peak} MB, ${after.rss} MB after (${(performance.now() - started).toFixed(0)} ms)`);
    }
  }

  if (only.includes("totp") || only.includes("limits")) {
    const setup = await api("POST", "/auth/2fa/setup", undefined, admin);
    const secret = setup.data.secret;
    const step = () => Math.floor(Date.now() / 30_000);
    const code = (s) => generateHOTP(base32.decode(secret, { strict: false }), s);
    await api("POST", "/auth/2fa/enable", { code: await code(step() - 1) }, admin);
    if (only.includes("totp")) {
      console.log("\n3. The same password and TOTP code in three parallel logins");
      const totp_code = await code(step());
      const logins = await Promise.all([0, 1, 2].map(() => http({ method: "POST", path: "/api/auth/login", headers: { "content-type": "application/json" }, body: JSON.stringify({ ...ADMIN, totp_code }) })));
      for (const l of logins) show(`POST /api/auth/login {username, password, totp_code: "${totp_code}"}`, l, (j) => ({ success: j.success, message: j.message, token: j.data?.token ? "…" : undefined }));
    }
    if (only.includes("limits")) {
      console.log("\n4. Guesses behind a stolen session");
      let last;
      for (let i = 1; i <= 11; i++) {
        last = await http({ method: "POST", path: "/api/auth/2fa/disable", headers: { "content-type": "application/json", authorization: `Bearer ${admin}` }, body: JSON.stringify({ password: ADMIN.password, code: String(100000 + i) }) });
        if (i === 1 || i === 10 || last.status === 429) show(`POST /api/auth/2fa/disable {password: right, code: guess ${i}}`, last, (j) => j.message);
        if (last.status === 429) break;
      }
      for (let i = 1; i <= 6; i++) {
        const r = await http({ method: "PUT", path: "/api/auth/password", headers: { "content-type": "application/json", authorization: `Bearer ${admin}` }, body: JSON.stringify({ current_password: `guess-${i}`, new_password: "Plum-Orchard-8842-lamp" }) });
        show(`PUT /api/auth/password {current_password: guess ${i}}`, r, (j) => j.message);
      }
    }
  }

  if (only.includes("images")) {
    console.log("\n5. Another owner's upload under other spellings");
    const owners = [];
    for (const name of ["probe_alice", "probe_bob"]) {
      await api("POST", "/qr/auth/register", { username: name, email: `${name}@example.com`, phone: "+963 944 555 666", password: "Orchard-Lamp-8842!" });
      owners.push((await api("POST", "/qr/auth/login", { username: name, password: "Orchard-Lamp-8842!" })).data.token);
    }
    const png = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==", "base64");
    const boundary = "probeboundary";
    const form = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const up = json(await http({ method: "POST", path: "/api/qr/businesses/upload-image?type=logo&businessId=temp_probe", headers: { "content-type": `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${owners[0]}` }, body: form }));
    const key = up.data.url.slice("/media/".length);
    for (const url of [`/./media/${key}`, `/%6dedia/${key}`, `/images/../media/${key}`, `http://127.0.0.1:${port}/media/${key}`, `/media/${key}`]) {
      const r = await http({ method: "POST", path: "/api/qr/businesses?lang=en", headers: { "content-type": "application/json", authorization: `Bearer ${owners[1]}` }, body: JSON.stringify({ business_name: "Probe", business_type: "مطعم", logo_url: url }) });
      show(`POST /api/qr/businesses {logo_url: "${url.replace(key, "KEY")}"} (as another owner)`, r, (j) => j.errors?.logo_url ?? j.message);
    }
  }

  if (only.includes("passwords")) {
    console.log("\n6. Trivially weak passwords");
    const cases = [
      ["probe_carol1", "        "],
      ["probe_carol2", "aaaaaaaaaa"],
      ["probe_carol3", "1111111111"],
      ["probe_carol", "probe_carol2024"],
      ["probe_carol5", "damascusagency1"],
    ];
    for (const [username, password] of cases) {
      const r = await http({ method: "POST", path: "/api/qr/auth/register", headers: { "content-type": "application/json" }, body: JSON.stringify({ username, email: `${username}@example.com`, phone: "+963 944 555 666", password }) });
      show(`POST /api/qr/auth/register {username: "${username}", password: ${JSON.stringify(password)}}`, r, (j) => j.errors?.password ?? j.message);
    }
    for (const password of ["aaaaaaaaaa", "1111111111"]) {
      const r = await http({ method: "POST", path: "/api/users?lang=en", headers: { "content-type": "application/json", authorization: `Bearer ${admin}` }, body: JSON.stringify({ username: "probe_staff", email: "staff@example.com", password, role: "editor" }) });
      show(`POST /api/users?lang=en {password: ${JSON.stringify(password)}}`, r, (j) => j.errors?.password ?? j.message);
    }
  }

  if (only.includes("scans")) {
    console.log("\n7. Twenty reloads of the printed code's link by one phone");
    const scansNow = async () => (await api("GET", "/qr/admin", undefined, admin)).data.find((b) => b.unique_id === uid).scans_total;
    const before = await scansNow();
    for (let i = 0; i < 20; i++) await http({ path: `/qr/${uid}?src=qr`, headers: { "user-agent": PHONE } });
    console.log(`  20 x GET /qr/${uid}?src=qr (same phone)\n    -> scans_total ${before} before, ${await scansNow()} after`);
    await http({ path: `/qr/${uid}?src=qr`, headers: { "user-agent": PHONE.replace("SM-A546B", "Pixel 8") } });
    console.log(`  GET /qr/${uid}?src=qr (another phone)\n    -> scans_total ${await scansNow()}`);
  }

  if (only.includes("methods")) {
    console.log("\n8. Unsupported methods on known API paths");
    show("DELETE /api/health", await http({ method: "DELETE", path: "/api/health" }));
    show("POST /api/site-settings?lang=en", await http({ method: "POST", path: "/api/site-settings?lang=en", headers: { "content-type": "application/json" }, body: "{}" }));
    show("GET /api/auth/login", await http({ path: "/api/auth/login" }));
    show("GET /api/nothing-here", await http({ path: "/api/nothing-here" }));
  }
} finally {
  await server.stop();
}
