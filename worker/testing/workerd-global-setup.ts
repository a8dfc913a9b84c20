/**
 * Global setup of the workerd project: a libSQL test server on a fresh database file, migrated
 * and seeded over HTTP by `npm run db:setup -- --demo` itself (as an operator prepares a staging
 * Turso database: the journeys read the demo content, which a remote database gets only when
 * asked), then left running for the Worker under test (see libsql-outbound.ts). It also makes
 * the phone photo the tests upload (sharp runs here, in Node; the tests in workerd receive its
 * bytes by `inject`).
 */
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import sharp from "sharp";
import { cameraPhoto } from "./camera-photo";
import { startLibsqlServer } from "./libsql-server";
import { SERVER_URL_VARIABLE, WORKERD_ADMIN } from "./workerd-constants.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    /** A 12-MP phone photo held upright (EXIF orientation 6) with GPS, camera and author: base64. */
    cameraPhoto: string;
    /** A 300 × 300 logo (a yellow disc on red) as an owner uploads it for a branded code: base64. */
    logoPng: string;
  }
}

export default async function setup(project: TestProject) {
  project.provide("cameraPhoto", (await cameraPhoto({ orientation: 6 })).toString("base64"));
  project.provide("logoPng", (await logoPng()).toString("base64"));
  const dir = mkdtempSync(join(tmpdir(), "agency-workerd-"));
  // Foreign keys off on the server's connections, as plain SQLite: the Worker's connection must
  // turn them on itself for the cascades the tests check.
  const server = await startLibsqlServer({ path: join(dir, "worker.db"), foreignKeysByDefault: false });
  // Asynchronously: the server answering it lives in this very process.
  const env = { ...process.env, DATABASE_URL: server.url, ADMIN_USERNAME: WORKERD_ADMIN.username, ADMIN_PASSWORD: WORKERD_ADMIN.password };
  const failure = await new Promise<string | undefined>((resolve) =>
    execFile("node", ["scripts/db-setup.mjs", "--demo"], { env }, (error, stdout, stderr) => resolve(error ? `${error.message}\n${stdout}\n${stderr}` : undefined)),
  );
  if (failure) {
    await server.close();
    throw new Error(`npm run db:setup over HTTP failed:\n${failure}`);
  }
  process.env[SERVER_URL_VARIABLE] = server.url;
  return async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  };
}

/** A logo big enough for the upload pipeline to make the small variant a branded code embeds. */
const logoPng = () =>
  sharp({ create: { width: 300, height: 300, channels: 3, background: "#e11d48" } })
    .composite([{ input: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300"><circle cx="150" cy="150" r="100" fill="#fde047"/></svg>') }])
    .png()
    .toBuffer();
