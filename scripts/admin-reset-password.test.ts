/**
 * `npm run admin:reset-password -- <username>` itself, in a child process, on a local database
 * file as `npm start` keeps it: the password it prints logs in through the API, the old password
 * and the old session no longer do, and an unknown username is refused without a change.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { connectNode } from "../db/connect";
import { migrateDatabase } from "../db/migrate";
import { adminUsers } from "../db/schema";
import { createApp } from "../worker/app";
import { createMemoryBlobStore } from "../worker/blob/memory";
import { nodeDeps } from "../worker/node-deps";
import { assetsFromManifest } from "../worker/render/assets";
import { ensureAdmin } from "../worker/seed/seed";
import { adminTokenOf, testManifest, typedClient } from "../worker/testing/test-app";
import { as, replyOf } from "../worker/testing/fixtures";

const dir = mkdtempSync(join(tmpdir(), "admin-reset-test-"));
const url = `file:${join(dir, "app.db")}`;
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const OLD_PASSWORD = "forgotten-long-password-1";

const resetPassword = (...args: string[]) =>
  new Promise<{ code: number; stdout: string; stderr: string }>((resolve) =>
    execFile("node", ["scripts/admin-reset-password.mjs", ...args], { env: { ...process.env, DATABASE_URL: url } }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    ),
  );



describe("npm run admin:reset-password on a local database file", () => {
  it("prints a password that logs in; the old password and session stop working; an unknown username changes nothing", async () => {
    const { db, close } = await connectNode(url);
    await migrateDatabase(db);
    await ensureAdmin(db, { adminUsername: "Rana", adminPassword: OLD_PASSWORD });
    // The site, over the same file, as `npm start` serves it.
    const { deps } = await nodeDeps(
      { DATABASE_URL: url },
      { database: { db, close, url }, assets: assetsFromManifest(testManifest), blobs: createMemoryBlobStore(), clientIp: () => "203.0.113.5", cachePages: false },
    );
    const typed = typedClient(createApp(deps));
    const oldSession = await adminTokenOf(typed, "rana", OLD_PASSWORD);
    const [{ password_hash: hashBefore }] = await db.select().from(adminUsers);

    // Both at once: each is mostly the script's start-up. The unknown one cannot change anything.
    const [unknown, reset] = await Promise.all([resetPassword("nobody"), resetPassword("rana")]);

    expect(unknown.code).toBe(1);
    expect(unknown.stdout).toBe("");
    expect(unknown.stderr.trim()).toBe('No admin is named "nobody"; nothing was changed. Admins: "Rana".');

    expect(reset.code, reset.stderr).toBe(0);
    const password = /^New password for admin "Rana": (\S+)$/m.exec(reset.stdout)?.[1];
    expect(password).toMatch(/^[a-z2-9]{6}(-[a-z2-9]{6}){3}$/);
    expect(reset.stdout).toContain('Ended 1 session of "Rana"');
    // The password appears once, and the hash never.
    expect(reset.stdout.split(password!).length).toBe(2);
    const [{ password_hash }] = await db.select().from(adminUsers);
    expect(password_hash).not.toBe(hashBefore);
    expect(reset.stdout).not.toContain("scrypt$");
    expect(reset.stdout).not.toContain(password_hash.split("$").at(-1));

    expect((await typed.auth.me.$get(undefined, as(oldSession))).status).toBe(401);
    expect((await typed.auth.login.$post({ json: { username: "rana", password: OLD_PASSWORD } })).status).toBe(401);
    const token = await adminTokenOf(typed, "rana", password!);
    const me = await replyOf(await typed.auth.me.$get(undefined, as(token)));
    expect(me.json.data.username).toBe("Rana");
    close();
  });
});
