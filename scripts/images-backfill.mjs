// `npm run images:backfill`: makes the WebP variants of every image stored before the image
// pipeline existed, strips its metadata and turns it upright, rewriting the main file under its
// own name (its address is already in posts, listings and the gallery). See docs/images.md.
//
// Two modes:
//   npm run images:backfill
//     This machine does the work: the database at DATABASE_URL (file:data/app.db by default),
//     the files under UPLOADS_DIR (data/uploads), sharp to re-encode.
//   npm run images:backfill -- --url https://agency.example
//     A running site does the work (the deployed Worker: only it reaches R2 and the Images
//     binding; or an `npm start` server). The script logs in as ADMIN_USERNAME (admin) with
//     ADMIN_PASSWORD (and ADMIN_TOTP, a current code, when two-step verification is on), then
//     calls POST /api/uploads/backfill a batch at a time.
//
// Either way it takes a batch, then the next one after the last id it saw, until none is left;
// a line shows the progress, and the end sums up what was processed, what failed (by id, with
// the reason) and what is left. It can be stopped (Ctrl-C finishes the batch in hand) and run
// again at any time: images already done are never picked again, and a failed image is left
// exactly as it was.
import { existsSync, readdirSync } from "node:fs";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { withSource } from "./load-ts.mjs";

const usage = `Usage: npm run images:backfill [-- --url https://site] [--limit N]
  (no --url)   process the images of DATABASE_URL (default file:data/app.db) under UPLOADS_DIR with sharp
  --url URL    have the site at URL process its own images (log in with ADMIN_USERNAME, ADMIN_PASSWORD, ADMIN_TOTP)
  --limit N    images per batch, 1-50 (default: 5 here, 10 through --url)`;

let args;
try {
  args = parseArgs({ options: { url: { type: "string" }, limit: { type: "string" }, help: { type: "boolean", short: "h" } } }).values;
} catch (error) {
  console.error(`${error.message}\n${usage}`);
  process.exit(2);
}
if (args.help) {
  console.log(usage);
  process.exit(0);
}
const limit = args.limit === undefined ? (args.url ? 10 : 5) : Number(args.limit);
if (!Number.isInteger(limit) || limit < 1 || limit > 50) {
  console.error(`--limit must be a whole number from 1 to 50.\n${usage}`);
  process.exit(2);
}

/** What the reasons in a report mean, for the summary. */
const REASONS = {
  missing_file: "the stored file is missing",
  invalid: "not a picture that can be decoded (damaged or not an image)",
  too_many_pixels: "more pixels than the pipeline accepts",
  needs_processing: "this runtime cannot re-encode it",
  error: "an error while processing or storing it",
};

// Ctrl-C: the batch in hand is finished (each image is written whole), then the summary is
// printed. A second Ctrl-C stops at once; running again picks up where this stopped.
let stopping = false;
process.on("SIGINT", () => {
  if (stopping) process.exit(130);
  stopping = true;
  process.stdout.write("\nStopping after this batch (Ctrl-C again to stop now)...\n");
});

const tty = process.stdout.isTTY;
let lastWidth = 0;
/** The one progress line: rewritten in place on a terminal, one line per batch in a log. */
function progress(text) {
  if (!tty) return console.log(text);
  process.stdout.write(`\r${text.padEnd(lastWidth)}`);
  lastWidth = text.length;
}

/**
 * The loop both modes share. `step({ limit, after })` processes one batch and answers
 * `{ processed, failed, remaining, last_id }`; `total` is how many were waiting at the start.
 */
async function run(step, total) {
  const sum = { processed: 0, failed: [], remaining: total, interrupted: false, error: undefined };
  let after = 0;
  progress(`Images without variants: ${total}. Processing...`);
  while (sum.remaining > 0 || after === 0) {
    if (stopping) {
      sum.interrupted = true;
      break;
    }
    let batch;
    try {
      batch = await step({ limit, after });
    } catch (error) {
      // What was done so far is kept: the summary says so, and a new run continues from there.
      sum.error = error.message;
      break;
    }
    sum.processed += batch.processed;
    sum.failed.push(...batch.failed);
    sum.remaining = batch.remaining;
    const moved = batch.last_id !== after;
    after = batch.last_id;
    const done = sum.processed + sum.failed.length;
    progress(`  ${done}/${done + sum.remaining} images: ${sum.processed} processed, ${sum.failed.length} failed`);
    if (!moved) break;
  }
  if (tty) process.stdout.write("\n");
  return sum;
}

function summary(sum) {
  if (sum.error) console.log(`\nStopped by an error: ${sum.error}`);
  const stopped = sum.interrupted || sum.error;
  console.log(`\nProcessed: ${sum.processed}. Failed: ${sum.failed.length}. Left: ${sum.remaining}${stopped ? " (stopped early; run the command again to continue)" : ""}.`);
  for (const f of sum.failed) console.log(`  upload #${f.id}: ${f.reason}, ${REASONS[f.reason] ?? "failed"}${f.detail ? ` (${f.detail})` : ""}`);
  if (sum.failed.length) {
    console.log("Failed images were left as they were (a missing file stays missing); an image uploaded again where it is used gets its variants.");
  }
  process.exitCode = sum.failed.length || stopped ? 1 : 0;
}

if (args.url) await throughSite(args.url);
else await onThisMachine();

/** Mode (a): the database and upload folder of this machine, sharp to re-encode. */
async function onThisMachine() {
  const env = process.env;
  await withSource(async (load) => {
    const { openNodeDatabase, localMedia } = await load("/worker/node-deps.ts");
    const { isRemoteUrl } = await load("/db/connect.ts");
    const { backfillImages, countUnprocessed } = await load("/worker/services/uploads.ts");
    const { bumpContentVersion } = await load("/worker/services/content-version.ts");
    const url = env.DATABASE_URL ?? "file:data/app.db";
    const dir = resolve(env.UPLOADS_DIR ?? "data/uploads");
    // A remote database (Turso) usually belongs to the Worker, whose images are in R2: reading
    // them from an empty folder here would only report every file missing.
    if (isRemoteUrl(url) && (!existsSync(dir) || readdirSync(dir).length === 0)) {
      console.error(`${url.replace(/\/\/.*@/, "//")} is a remote database and ${dir} holds no images: its images are probably in R2.`);
      console.error("Let the deployed Worker process them: npm run images:backfill -- --url https://<your site>");
      process.exitCode = 2;
      return;
    }
    // Migrations only (nothing is seeded): the variants column must exist.
    const { db, close } = await openNodeDatabase(env, { seed: false });
    try {
      const { blobs, images } = localMedia(env);
      const total = await countUnprocessed(db);
      if (total === 0) {
        console.log("Every stored image already has its variants: nothing to do.");
        return;
      }
      const sum = await run(async (batch) => {
        const report = await backfillImages(db, blobs, images, batch);
        return { ...report, last_id: report.lastId };
      }, total);
      // Pages cached with the old markup must render again: the database's content version
      // tells every process and Worker that reads it. (A single `npm start` on its own file keeps
      // the version in memory: it shows the variants once restarted, or after the next edit.)
      if (sum.processed > 0) await bumpContentVersion(db);
      summary(sum);
    } finally {
      close();
    }
  });
}

/** Mode (b): a running site processes its own images, a batch per request. */
async function throughSite(address) {
  let base;
  try {
    base = new URL(address);
  } catch {
    console.error(`Not an address: ${address}`);
    process.exit(2);
  }
  const local = ["localhost", "127.0.0.1", "[::1]"].includes(base.hostname);
  if (base.protocol !== "https:" && !(base.protocol === "http:" && local)) {
    // The admin password goes in the first request: never over plain HTTP to another machine.
    console.error("Use an https:// address (plain http only for localhost): the admin password is sent to it.");
    process.exit(2);
  }
  const username = process.env.ADMIN_USERNAME || "admin";
  const password = process.env.ADMIN_PASSWORD;
  if (!password) {
    console.error("Set ADMIN_PASSWORD (and ADMIN_USERNAME if it is not admin, ADMIN_TOTP when two-step verification is on).");
    process.exit(2);
  }

  /** One API call in English; network failures and 5xx (not 503) are tried again, three times. */
  async function call(path, body, token) {
    for (let attempt = 0; ; attempt++) {
      let res;
      try {
        res = await fetch(new URL(`/api${path}`, base), {
          method: "POST",
          headers: { "content-type": "application/json", "accept-language": "en", ...(token ? { authorization: `Bearer ${token}` } : {}) },
          body: JSON.stringify(body ?? {}),
        });
      } catch (error) {
        res = { status: 0, error };
      }
      if ((res.status === 0 || (res.status >= 500 && res.status !== 503)) && attempt < 3) {
        await new Promise((done) => setTimeout(done, 2000 * 2 ** attempt));
        continue;
      }
      if (res.status === 0) throw new Error(`${base.origin} cannot be reached: ${res.error.cause?.message ?? res.error.message}`);
      const json = await res.json().catch(() => null);
      return { status: res.status, json };
    }
  }

  const login = await call("/auth/login", { username, password, ...(process.env.ADMIN_TOTP ? { totp_code: process.env.ADMIN_TOTP } : {}) });
  if (login.json?.code === "totp_required") {
    console.error(`Two-step verification is on for ${username}: set ADMIN_TOTP to a current code from the authenticator app.`);
    process.exit(2);
  }
  if (login.status !== 200 || !login.json?.data?.token) {
    console.error(`Login as ${username} failed (${login.status}): ${login.json?.message ?? "no answer"}`);
    process.exit(2);
  }
  const token = login.json.data.token;
  try {
    const step = async (batch) => {
      const { status, json } = await call("/uploads/backfill", batch, token);
      if (status !== 200 || !json?.success) throw new Error(`the site answered ${status}: ${json?.message ?? "no answer"}`);
      return json.data;
    };
    // The first batch also tells how many are waiting (its own plus what remains after it).
    let first;
    try {
      first = await step({ limit, after: 0 });
    } catch (error) {
      console.error(`No backfill: ${error.message}`);
      process.exitCode = 2;
      return;
    }
    const total = first.processed + first.failed.length + first.remaining;
    if (total === 0) {
      console.log("Every stored image already has its variants: nothing to do.");
      return;
    }
    let handed = false;
    summary(await run((batch) => (handed ? step(batch) : ((handed = true), Promise.resolve(first))), total));
  } finally {
    // The session is not left behind.
    await call("/auth/logout", {}, token).catch(() => {});
  }
}
