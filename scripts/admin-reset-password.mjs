// `npm run admin:reset-password -- <username>`: a new random password for an admin who lost
// theirs, printed once; every session of that admin ends, and the activity log records it. See
// worker/services/admin-reset.ts for what exactly changes and why.
//
// It works on the database at DATABASE_URL: the embedded file by default (file:data/app.db, next
// to a running `npm start`, which needs no restart), or a remote one such as Turso with
// DATABASE_AUTH_TOKEN (the same two values the Worker has as secrets).
import { existsSync } from "node:fs";
import { hostname, userInfo } from "node:os";
import { fileURLToPath } from "node:url";
import { withSource } from "./load-ts.mjs";
import { withOperatorDatabase } from "./operator-db.mjs";

const USAGE = `Usage: npm run admin:reset-password -- <username>

Gives that admin a new random password, printed once, ends all their sessions and records the
reset in the activity log. The database is DATABASE_URL (default file:data/app.db; for Turso
also DATABASE_AUTH_TOKEN).`;

const args = process.argv.slice(2);
if (args.includes("--help") || args.includes("-h")) {
  console.log(USAGE);
  process.exit(0);
}
if (args.length !== 1 || args[0].startsWith("-") || !args[0].trim()) {
  console.error(args.length ? `Expected one username, got: ${args.join(" ")}\n` : "Which admin? Give a username.\n");
  console.error(USAGE);
  process.exit(2);
}
const [username] = args;
const url = process.env.DATABASE_URL ?? "file:data/app.db";

// Opening a file that is not there would create an empty database: say so instead.
if (url.startsWith("file:")) {
  const path = url.startsWith("file://") ? fileURLToPath(url) : url.slice("file:".length);
  if (!existsSync(path)) {
    console.error(`There is no database at ${path}. Set DATABASE_URL to the site's database (npm start uses file:data/app.db).`);
    process.exit(2);
  }
}

await withSource(
  async (load) => {
    const { resetAdminPassword, describeReset, describeUnknownUser } = await load("/worker/services/admin-reset.ts");
    const { redactUrl } = await load("/worker/seed/setup.ts");
    await withOperatorDatabase(load, url, async (db) => {
      // Who ran it, for the activity log: the machine's user, as far as this process can tell.
      let who = "an operator";
      try {
        who = `${userInfo().username} on ${hostname()}`;
      } catch {
        // no user name on this system (some containers): keep the plain words
      }
      const outcome = await resetAdminPassword(db, username, {
        actor: { kind: "system", name: "command line" },
        details: `npm run admin:reset-password, run by ${who}`,
      });
      if (!outcome.ok) {
        console.error(
          outcome.reason === "unknown_user"
            ? describeUnknownUser(username, outcome.known)
            : `${redactUrl(url)} has no admin accounts: is it the site's database? (npm run db:setup prepares a new one)`,
        );
        process.exitCode = 1;
        return;
      }
      console.log(`Database: ${redactUrl(url)}`);
      for (const line of describeReset(outcome)) console.log(line);
    });
  },
  { serverOnly: true },
);
