/**
 * What `npm run db:setup` (and every Node start) does to a database, decided in one place:
 *
 * - `demo`: migrations, the first admin, the QR business categories and the bilingual demo
 *   content (an empty database only). The default for a local database (`file:`, `:memory:`),
 *   since that is what `npm start` gives a newcomer.
 * - `no-demo`: migrations, the first admin and the QR business categories, nothing invented. The
 *   default for a remote database (Turso or any libSQL server: see isRemoteUrl), which is where
 *   a real site lives: demo posts, fake phone numbers and a demo café must never reach one by
 *   accident. `--demo` asks for them there anyway (a staging site, the workerd tests).
 * - `migrate-only`: the migrations and nothing else: no admin, no categories, no content (a
 *   schema change on a database that is already set up).
 *
 * Each step says what it did, so the operator reads exactly what changed (describeSetup).
 */
import { isRemoteUrl } from "../../db/connect";
import type { DB } from "../../db/client";
import { migrateDatabase, MIGRATIONS_DIR, pendingMigrations } from "../../db/migrate";
import { upgradePosts } from "../services/post-upgrade";
import { ensureAdmin, hasContent, seedContent, seedQrCategories } from "./seed";
import { demoPhotos, type PhotoOutcome, type SeedMedia } from "./seed-photos";

export const setupModes = ["demo", "no-demo", "migrate-only"] as const;
export type SetupMode = (typeof setupModes)[number];

export const SETUP_USAGE = `Usage: npm run db:setup [-- --demo | --no-demo | --migrate-only]

Prepares the database at DATABASE_URL (file:data/app.db, or libsql://… with DATABASE_AUTH_TOKEN):
  --demo          migrations, the first admin, the QR categories and the demo content
                  (the default for a local file: database)
  --no-demo       migrations, the first admin and the QR categories, no demo content
                  (the default for a remote libsql://, https:// or http:// database)
  --migrate-only  the migrations only: no admin, no categories, no content
The first admin is ADMIN_USERNAME (default "admin") with ADMIN_PASSWORD, or a random password
printed once; it is created only when the database has no admin yet.`;

export type SetupArgs = { ok: true; mode?: SetupMode; help: boolean } | { ok: false; message: string };

/** Reads db:setup's command line: at most one mode, or `--help`. Anything else is refused. */
export function parseSetupArgs(argv: readonly string[]): SetupArgs {
  let mode: SetupMode | undefined;
  let help = false;
  for (const arg of argv) {
    if (arg === "--help" || arg === "-h") {
      help = true;
      continue;
    }
    const named = setupModes.find((m) => arg === `--${m}`);
    if (!named) return { ok: false, message: `Unknown option "${arg}".` };
    if (mode && mode !== named) return { ok: false, message: `Choose one of --demo, --no-demo and --migrate-only (got --${mode} and --${named}).` };
    mode = named;
  }
  return { ok: true, mode, help };
}

export interface SetupPlan {
  mode: SetupMode;
  remote: boolean;
  /** Whether the mode was asked for (a flag) or is this kind of database's default. */
  chosen: boolean;
}

/** The mode to run: the one asked for, else `no-demo` for a remote database and `demo` for a local one. */
export function planSetup(url: string, mode?: SetupMode): SetupPlan {
  const remote = isRemoteUrl(url);
  return { mode: mode ?? (remote ? "no-demo" : "demo"), remote, chosen: mode !== undefined };
}

export interface SetupOptions {
  adminUsername?: string;
  adminPassword?: string;
  /** Where a generated admin password is printed, once (the console by default). */
  log?: (line: string) => void;
  /** Where the demo photos go and what processes them; without it the demo keeps its SVG artwork. */
  media?: SeedMedia;
  migrationsFolder?: string;
}

export interface SetupReport {
  plan: SetupPlan;
  /** The migrations applied by this run, by name, and how many the database already had. */
  migrations: { applied: string[]; before: number };
  /** "skipped": --migrate-only; null: an admin already existed. */
  admin: { username: string; generatedPassword: boolean } | null | "skipped";
  /** How many QR business categories were added (0: the list was already there); "skipped" on --migrate-only. */
  categories: number | "skipped";
  /**
   * The demo content: "seeded", "present" (the database already had content, left alone) or
   * "skipped" (not asked for); `empty` says whether the site has no content of its own yet.
   */
  demo: { status: "seeded"; photos: PhotoOutcome } | { status: "present" } | { status: "skipped"; empty: boolean };
}

/** Runs the plan against an open database: migrations first, then whatever the mode adds. */
export async function runSetup(db: DB, plan: SetupPlan, options: SetupOptions = {}): Promise<SetupReport> {
  const folder = options.migrationsFolder ?? MIGRATIONS_DIR;
  const { pending, applied } = await pendingMigrations(db, folder);
  await migrateDatabase(db, folder);
  // Data the migrations' SQL cannot convert (plain-text articles into the editor's tree, slugs from titles).
  await upgradePosts(db);
  const migrations = { applied: pending, before: applied };
  if (plan.mode === "migrate-only") {
    return { plan, migrations, admin: "skipped", categories: "skipped", demo: { status: "skipped", empty: !(await hasContent(db)) } };
  }
  const created = await ensureAdmin(db, { adminUsername: options.adminUsername, adminPassword: options.adminPassword, log: options.log });
  const admin = created && { username: created.username, generatedPassword: !options.adminPassword };
  if (plan.mode === "no-demo") {
    const categories = await seedQrCategories(db);
    return { plan, migrations, admin, categories, demo: { status: "skipped", empty: !(await hasContent(db)) } };
  }
  // Added here so the report can count them; seedContent then finds them in place.
  const categories = await seedQrCategories(db);
  const photos = demoPhotos(db, options.media, options.log);
  const seeded = await seedContent(db, photos);
  return { plan, migrations, admin, categories, demo: seeded ? { status: "seeded", photos: photos.outcome } : { status: "present" } };
}

/** The database's address without what may be secret in it (a user and password, an `?authToken=`). */
export const redactUrl = (url: string) => url.replace(/\/\/[^/@]*@/, "//").replace(/\?.*$/, "");

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** What the run did, one line per step, for the operator. */
export function describeSetup(url: string, report: SetupReport): string[] {
  const { plan, migrations, admin, categories, demo } = report;
  const flag = `--${plan.mode}`;
  const lines = [`Database: ${redactUrl(url)} (${plan.remote ? "remote" : "local"}), ${plan.chosen ? `${flag} as asked` : `${flag}, the default for a ${plan.remote ? "remote" : "local"} database`}`];

  lines.push(
    migrations.applied.length
      ? `Migrations: applied ${plural(migrations.applied.length, "migration")} (${migrations.applied.join(", ")})${migrations.before ? `; ${migrations.before} were already applied` : ""}`
      : `Migrations: none to apply (all ${migrations.before} already applied)`,
  );

  if (admin === "skipped") lines.push("First admin: not created (--migrate-only)");
  else if (admin === null) lines.push("First admin: not created, an admin already exists");
  else lines.push(`First admin: created "${admin.username}" with ${admin.generatedPassword ? "the random password printed above (shown once)" : "the password in ADMIN_PASSWORD"}`);

  if (categories === "skipped") lines.push("QR business categories: not added (--migrate-only)");
  else if (categories === 0) lines.push("QR business categories: already there, left alone");
  else lines.push(`QR business categories: added ${categories} (the kinds of business owners pick from)`);

  if (demo.status === "seeded") {
    const photos = demo.photos === "skipped" ? " with its SVG artwork (no local image store for a remote database: its images are in R2)" : demo.photos === "failed" ? " with its SVG artwork (some demo photos failed, see above)" : " with its demo photos";
    lines.push(`Demo content: seeded${photos}`);
  } else if (demo.status === "present") {
    lines.push("Demo content: not seeded, the database already has content (the demo only goes into an empty one)");
  } else {
    const why = plan.mode === "migrate-only" ? "--migrate-only" : plan.chosen ? "--no-demo" : "a remote database gets it only with --demo";
    lines.push(`Demo content: skipped (${why})${demo.empty ? "; the site has no content yet: add it in /admin" : ""}`);
  }
  return lines;
}

/**
 * One line for an operator whose database could not be used, instead of a query error's stack:
 * what went wrong in plain words and what to check. `cause` is the innermost message.
 */
export function explainDatabaseError(error: unknown, url: string): string {
  const where = redactUrl(url);
  const layers: { code?: unknown; message?: unknown }[] = [];
  for (let e = error as { cause?: unknown } | undefined, depth = 0; e && depth < 8; e = e.cause as typeof e, depth++) layers.push(e as never);
  const text = layers.map((l) => `${typeof l.code === "string" ? l.code : ""} ${typeof l.message === "string" ? l.message : ""}`).join(" | ");
  const innermost = String(layers[layers.length - 1]?.message ?? error);
  if (/UNAUTHORIZED|\b401\b|\b403\b|unauthori[sz]ed|forbidden/i.test(text)) {
    return `The database at ${where} refused the token: check DATABASE_AUTH_TOKEN (turso db tokens create <name>). (${innermost})`;
  }
  if (/fetch failed|ECONNREFUSED|ENOTFOUND|EAI_AGAIN|ETIMEDOUT|ECONNRESET|bad port|network/i.test(text)) {
    return `Cannot reach the database at ${where}: check DATABASE_URL and the network. (${innermost})`;
  }
  return `The database at ${where} could not be used: ${innermost}`;
}
