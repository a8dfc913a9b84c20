import { count } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import { describe, expect, it } from "vitest";
import { connectNode } from "../../db/connect";
import type { DB } from "../../db/client";
import { pendingMigrations } from "../../db/migrate";
import { aboutContent, adminUsers, blogPosts, qrBusinesses, qrCategories, services, siteSettings } from "../../db/schema";
import { verifyPassword } from "../lib/password";
import { describeSetup, parseSetupArgs, planSetup, redactUrl, runSetup, type SetupMode } from "./setup";

const rows = async (db: DB, table: SQLiteTable) => (await db.select({ n: count() }).from(table))[0].n;

/** A fresh, empty database: nothing applied yet, as a newly created Turso database. */
async function emptyDatabase() {
  return connectNode(":memory:");
}

describe("parseSetupArgs: db:setup's command line", () => {
  it.each<[string[], SetupMode | undefined]>([
    [[], undefined],
    [["--demo"], "demo"],
    [["--no-demo"], "no-demo"],
    [["--migrate-only"], "migrate-only"],
    [["--demo", "--demo"], "demo"],
  ])("%j → %s", (argv, mode) => {
    expect(parseSetupArgs(argv)).toEqual({ ok: true, mode, help: false });
  });

  it("refuses two different modes, naming both", () => {
    const parsed = parseSetupArgs(["--no-demo", "--demo"]);
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.message).toContain("--no-demo and --demo");
  });

  it("refuses what it does not know, so a typo never falls back to the default", () => {
    expect(parseSetupArgs(["--nodemo"])).toEqual({ ok: false, message: 'Unknown option "--nodemo".' });
    expect(parseSetupArgs(["demo"])).toEqual({ ok: false, message: 'Unknown option "demo".' });
  });

  it("knows --help", () => {
    expect(parseSetupArgs(["--help"])).toEqual({ ok: true, mode: undefined, help: true });
    expect(parseSetupArgs(["-h", "--demo"])).toEqual({ ok: true, mode: "demo", help: true });
  });
});

describe("planSetup: what runs by default", () => {
  it.each(["libsql://agency-acme.turso.io", "https://agency-acme.turso.io", "http://127.0.0.1:8080", "wss://agency-acme.turso.io"])(
    "a remote database (%s) gets no demo content unless asked",
    (url) => {
      expect(planSetup(url)).toEqual({ mode: "no-demo", remote: true, chosen: false });
      expect(planSetup(url, "demo")).toEqual({ mode: "demo", remote: true, chosen: true });
    },
  );

  it.each(["file:data/app.db", "file:///srv/agency/app.db", ":memory:"])("a local database (%s) keeps the demo by default", (url) => {
    expect(planSetup(url)).toEqual({ mode: "demo", remote: false, chosen: false });
    expect(planSetup(url, "no-demo")).toEqual({ mode: "no-demo", remote: false, chosen: true });
    expect(planSetup(url, "migrate-only").mode).toBe("migrate-only");
  });
});

describe("runSetup", () => {
  it("no-demo on an empty database: every migration, the first admin and the categories, no content", async () => {
    const { db, close } = await emptyDatabase();
    const first = await runSetup(db, planSetup("libsql://agency.turso.io"), { adminUsername: "boss", adminPassword: "long-enough-pass", log: () => {} });
    const { pending, applied } = await pendingMigrations(db);
    expect(pending).toEqual([]);
    expect(first.migrations).toEqual({ applied: expect.arrayContaining(["0000_init"]), before: 0 });
    expect(first.migrations.applied).toHaveLength(applied);
    expect(first.admin).toEqual({ username: "boss", generatedPassword: false });
    const [admin] = await db.select().from(adminUsers);
    expect(await verifyPassword(admin.password_hash, "long-enough-pass")).toBe(true);
    expect(first.categories).toBe(8);
    expect(first.demo).toEqual({ status: "skipped", empty: true });
    for (const table of [services, aboutContent, blogPosts, qrBusinesses, siteSettings]) expect(await rows(db, table)).toBe(0);

    // Again: nothing to apply, nothing added, and it says so.
    const second = await runSetup(db, planSetup("libsql://agency.turso.io"), { adminPassword: "other-pass-123", log: () => {} });
    expect(second.migrations).toEqual({ applied: [], before: applied });
    expect(second.admin).toBeNull();
    expect(second.categories).toBe(0);
    expect(await rows(db, adminUsers)).toBe(1);
    expect(await rows(db, qrCategories)).toBe(8);
    close();
  });

  it("demo (asked for on a remote database): the demo content with its SVG artwork when there is no image store", async () => {
    const { db, close } = await emptyDatabase();
    const report = await runSetup(db, planSetup("libsql://staging.turso.io", "demo"), { adminPassword: "long-enough-pass", log: () => {} });
    expect(report.demo).toEqual({ status: "seeded", photos: "skipped" });
    expect(await rows(db, services)).toBe(7);
    expect(await rows(db, qrBusinesses)).toBeGreaterThan(0);
    // Into a database that has content, the demo never goes again.
    const again = await runSetup(db, planSetup("libsql://staging.turso.io", "demo"), { log: () => {} });
    expect(again.demo).toEqual({ status: "present" });
    close();
  });

  it("migrate-only: the migrations and nothing else", async () => {
    const { db, close } = await emptyDatabase();
    const report = await runSetup(db, planSetup("file:data/app.db", "migrate-only"), { log: () => {} });
    expect(report.migrations.applied.length).toBeGreaterThan(0);
    expect(report).toMatchObject({ admin: "skipped", categories: "skipped", demo: { status: "skipped", empty: true } });
    for (const table of [adminUsers, qrCategories, services]) expect(await rows(db, table)).toBe(0);
    close();
  });

  it("a generated admin password is printed once, through the log", async () => {
    const { db, close } = await emptyDatabase();
    const lines: string[] = [];
    const report = await runSetup(db, planSetup("libsql://agency.turso.io"), { log: (l) => lines.push(l) });
    expect(report.admin).toEqual({ username: "admin", generatedPassword: true });
    expect(lines.join("\n")).toMatch(/First admin created: username "admin", password "[\w-]{16,}"/);
    close();
  });
});

describe("describeSetup: what the operator reads", () => {
  const base = { migrations: { applied: [] as string[], before: 7 }, admin: null, categories: 0 };

  it("says the demo was skipped on a remote database and how to ask for it", () => {
    const lines = describeSetup("libsql://agency.turso.io", { ...base, plan: planSetup("libsql://agency.turso.io"), demo: { status: "skipped", empty: true } });
    expect(lines).toEqual([
      "Database: libsql://agency.turso.io (remote), --no-demo, the default for a remote database",
      "Migrations: none to apply (all 7 already applied)",
      "First admin: not created, an admin already exists",
      "QR business categories: already there, left alone",
      "Demo content: skipped (a remote database gets it only with --demo); the site has no content yet: add it in /admin",
    ]);
  });

  it("names the migrations applied and what was created", () => {
    const lines = describeSetup("file:data/app.db", {
      plan: planSetup("file:data/app.db"),
      migrations: { applied: ["0007_next"], before: 7 },
      admin: { username: "admin", generatedPassword: false },
      categories: 8,
      demo: { status: "seeded", photos: "stored" },
    });
    expect(lines).toEqual([
      "Database: file:data/app.db (local), --demo, the default for a local database",
      "Migrations: applied 1 migration (0007_next); 7 were already applied",
      'First admin: created "admin" with the password in ADMIN_PASSWORD',
      "QR business categories: added 8 (the kinds of business owners pick from)",
      "Demo content: seeded with its demo photos",
    ]);
  });

  it("a flag is named as asked", () => {
    const plan = planSetup("libsql://agency.turso.io", "no-demo");
    expect(describeSetup("libsql://agency.turso.io", { ...base, plan, demo: { status: "skipped", empty: false } }).at(-1)).toBe("Demo content: skipped (--no-demo)");
    expect(describeSetup("libsql://agency.turso.io", { ...base, plan, demo: { status: "skipped", empty: false } })[0]).toContain("--no-demo as asked");
  });

  it("never prints a credential that is part of the address", () => {
    expect(redactUrl("libsql://user:pw@agency.turso.io?authToken=secret")).toBe("libsql://agency.turso.io");
    expect(redactUrl("file:data/app.db")).toBe("file:data/app.db");
    const lines = describeSetup("https://user:pw@agency.turso.io?authToken=secret", { ...base, plan: planSetup("https://agency.turso.io"), demo: { status: "skipped", empty: false } });
    expect(lines.join("\n")).not.toMatch(/secret|pw/);
  });
});
