// What one uploaded photo costs the server, for two photos: a 12-MP camera photo as a phone
// takes it (4032 × 3024, about 5 MB, EXIF orientation 6, GPS) and the same photo as a browser
// sends it after shrinking it on a canvas (1600 px on its long side, upright, WebP 75 as
// islands/lib/photo-prep.ts asks, no metadata).
//
// Node: CPU time of this process (process.cpuUsage, every thread: sharp works on libvips
// threads) around storeUpload, the function both upload routes call, over an in-memory database
// and blob store; the median of several runs after a warm-up. Also the bytes of each file made.
// The reference, measured the same way in the same run: sharp decoding the same photo to pixels
// once, the least any processing of it costs (a budget in multiples of it holds on a slower or
// busier machine). Then a burst: five camera photos uploaded at once, while a 120 KB file is read
// from disk every 10 ms, as /media and the static files are (Node's file reads share sharp's
// thread pool): how long the burst takes and how long those reads wait meanwhile.
//
// workerd: the production bundle (`wrangler deploy --dry-run`) in Miniflare with R2 and the
// Images binding, an admin posting the photo to /api/uploads. The CPU time of the workerd
// process is read as bench/lib/worker-cpu.mjs reads it (Linux schedstat, all threads). That is
// the Worker's own work (reading the form, checking and stripping the file, storing the results)
// plus Miniflare's local Images shim passing the bytes along; the re-encoding itself runs in
// this Node process (Miniflare's stand-in for Cloudflare Images uses sharp), measured apart. On
// Cloudflare that part is done by the Images service, not in the Worker's CPU time.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Miniflare } from "miniflare";
import sharp from "sharp";
import { withSource } from "../../scripts/load-ts.mjs";
import { cpuMs, workerdPid } from "./worker-cpu.mjs";
import { agencyWorker, buildBundle } from "./worker-bundle.mjs";

const ADMIN = { username: "admin", password: "bench-admin-password" };
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const processCpuMs = (since) => {
  const { user, system } = process.cpuUsage(since);
  return (user + system) / 1000;
};

/** The two photos: as the camera wrote it, and as a browser sends it after shrinking it. */
async function photos(load) {
  const { cameraPhoto } = await load("/worker/testing/camera-photo.ts");
  const camera = await cameraPhoto({ orientation: 6 });
  // A canvas draws the photo upright and exports only pixels: no EXIF, no orientation tag.
  const shrunk = await sharp(camera).rotate().resize({ width: 1600, height: 1600, fit: "inside" }).webp({ quality: 75 }).toBuffer();
  return [
    { name: "12-MP camera photo", bytes: new Uint8Array(camera) },
    { name: "1600-px browser-shrunk", bytes: new Uint8Array(shrunk) },
  ];
}

/** Node: CPU per storeUpload (sharp), and what each stored file weighs. */
async function onNode(load, list, runs) {
  const { connectNode } = await load("/db/connect.ts");
  const { migrateDatabase } = await load("/db/migrate.ts");
  const { storeUpload } = await load("/worker/services/uploads.ts");
  const { sharpImageProcessor } = await load("/worker/images/sharp.ts");
  const { createMemoryBlobStore } = await load("/worker/blob/memory.ts");
  const { db, close } = await connectNode(":memory:");
  await migrateDatabase(db);
  const images = sharpImageProcessor();
  const results = [];
  try {
    for (const photo of list) {
      const store = () => storeUpload(db, createMemoryBlobStore(), images, { bytes: photo.bytes, kind: "content", owner: { kind: "admin", id: 1 } });
      await store(); // warm-up: libvips loads its codecs on first use
      const cpu = [];
      const wall = [];
      let row;
      for (let i = 0; i < runs; i++) {
        const started = process.cpuUsage();
        const t0 = performance.now();
        const outcome = await store();
        wall.push(performance.now() - t0);
        cpu.push(processCpuMs(started));
        if (!outcome.ok) throw new Error(`${photo.name} refused: ${outcome.refused}`);
        row = outcome.row;
      }
      // The reference: one decode of the same photo to pixels, same clock.
      const decode = [];
      for (let i = 0; i < runs; i++) {
        const started = process.cpuUsage();
        await sharp(photo.bytes).raw().toBuffer();
        decode.push(processCpuMs(started));
      }
      results.push({ ...photo, cpuMs: median(cpu), wallMs: median(wall), decodeMs: median(decode), row });
    }
  } finally {
    close();
  }
  return results;
}

/** Five uploads at once (the first photo of the list) while a file is read every 10 ms. */
async function burstOnNode(load, photo, dir) {
  const { connectNode } = await load("/db/connect.ts");
  const { migrateDatabase } = await load("/db/migrate.ts");
  const { storeUpload } = await load("/worker/services/uploads.ts");
  const { sharpImageProcessor, sharpJobs } = await load("/worker/images/sharp.ts");
  const { createMemoryBlobStore } = await load("/worker/blob/memory.ts");
  const { db, close } = await connectNode(":memory:");
  await migrateDatabase(db);
  const file = join(dir, "probe.bin");
  writeFileSync(file, Buffer.alloc(120_000, 7));
  const reads = [];
  let stop = false;
  const reader = (async () => {
    while (!stop) {
      const t0 = performance.now();
      await readFile(file);
      reads.push(performance.now() - t0);
      await new Promise((r) => setTimeout(r, 10));
    }
  })();
  try {
    const images = sharpImageProcessor();
    sharpJobs.resetPeak();
    const t0 = performance.now();
    const outcomes = await Promise.all(
      Array.from({ length: 5 }, () => storeUpload(db, createMemoryBlobStore(), images, { bytes: photo.bytes, kind: "content", owner: { kind: "admin", id: 1 } })),
    );
    const wallMs = performance.now() - t0;
    if (!outcomes.every((o) => o.ok)) throw new Error("a photo of the burst was refused");
    stop = true;
    await reader;
    const sorted = [...reads].sort((a, b) => a - b);
    return { wallMs, atOnce: sharpJobs.peak, readP95Ms: sorted[Math.floor(sorted.length * 0.95)], readMaxMs: sorted.at(-1), reads: reads.length };
  } finally {
    stop = true;
    close();
  }
}

/** workerd: CPU per upload request, in workerd and in the local Images stand-in. */
async function inWorkerd(load, list, runs, dir) {
  buildBundle(dir);
  const { startLibsqlServer } = await load("/worker/testing/libsql-server.ts");
  const { connectNode } = await load("/db/connect.ts");
  const { migrateDatabase } = await load("/db/migrate.ts");
  const { ensureAdmin } = await load("/worker/seed/seed.ts");
  const server = await startLibsqlServer({ path: join(dir, "bench.db") });
  let mf;
  try {
    const { db, close } = await connectNode(server.url);
    await migrateDatabase(db);
    await ensureAdmin(db, { adminUsername: ADMIN.username, adminPassword: ADMIN.password, log: () => {} });
    close();
    const agency = (name, images) => agencyWorker(dir, name, server.url, images ? { images: { binding: "IMAGE_TRANSFORMS" } } : {});
    mf = new Miniflare({
      workers: [
        agency("agency", true),
        // The same Worker without the Images binding: its own work alone (read the form, check,
        // strip, store), with no file sent anywhere to be re-encoded.
        agency("plain", false),
      ],
    });
    await mf.ready;
    const pid = workerdPid();
    const login = await mf.dispatchFetch("http://agency.local/api/auth/login", {
      method: "POST",
      headers: { "content-type": "application/json", "cf-connecting-ip": "198.51.100.1" },
      body: JSON.stringify(ADMIN),
    });
    const token = (await login.json()).data.token;
    // The multipart body, encoded once by Node (Miniflare's own fetch does not take Node's FormData).
    const multipart = async (bytes) => {
      const form = new FormData();
      form.append("image", new File([bytes], "photo.jpg", { type: "image/jpeg" }));
      const encoded = new Response(form);
      return { type: encoded.headers.get("content-type"), body: new Uint8Array(await encoded.arrayBuffer()) };
    };
    const upload = async ({ type, body }, host = "agency") => {
      const res = await mf.dispatchFetch(`http://${host}.local/api/uploads`, { method: "POST", headers: { authorization: `Bearer ${token}`, "content-type": type }, body });
      const json = await res.json();
      // Without the binding a photo that needs re-encoding is refused (415): that is its answer.
      if (res.status !== 201 && !(host === "plain" && res.status === 415)) throw new Error(`upload answered ${res.status}: ${JSON.stringify(json)}`);
      return res.status;
    };
    /** Median CPU ms of the workerd process (and of this Node process) per upload. */
    const measure = async (request, host) => {
      await upload(request, host); // warm-up
      const worker = [];
      const standIn = [];
      const wall = [];
      let status;
      for (let i = 0; i < runs; i++) {
        const w0 = cpuMs(pid);
        const n0 = process.cpuUsage();
        const t0 = performance.now();
        status = await upload(request, host);
        wall.push(performance.now() - t0);
        standIn.push(processCpuMs(n0));
        worker.push(cpuMs(pid) - w0);
      }
      return { workerMs: median(worker), standInMs: median(standIn), wallMs: median(wall), status };
    };
    const results = [];
    for (const photo of list) {
      const request = await multipart(photo.bytes);
      results.push({ name: photo.name, ...(await measure(request, "agency")), plain: await measure(request, "plain") });
    }
    return results;
  } finally {
    await mf?.dispose();
    await server.close();
  }
}

export async function imageCpu({ runs = 5, workerdRuns = 3 } = {}) {
  const dir = mkdtempSync(join(tmpdir(), "image-cpu-"));
  try {
    return await withSource(async (load) => {
      const list = await photos(load);
      const node = await onNode(load, list, runs);
      const burst = await burstOnNode(load, list[0], dir);
      const workerd = await inWorkerd(load, list, workerdRuns, dir);
      return { node, burst, workerd, runs, workerdRuns };
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
