// Database timings in-process: a point read and a list, through the same services the app uses,
// on a seeded libSQL file (WAL, synchronous=FULL) like `npm start`'s.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { withSource } from "../../scripts/load-ts.mjs";

const percentile = (xs, p) => xs[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];

export async function dbTimings(iterations = 3000) {
  const dir = mkdtempSync(join(tmpdir(), "db-bench-"));
  try {
    return await withSource(async (load) => {
      const { connectNode } = await load("/db/connect.ts");
      const { migrateDatabase } = await load("/db/migrate.ts");
      const { seedContent } = await load("/worker/seed/seed.ts");
      const { getPost } = await load("/worker/services/blog-posts.ts");
      const { listServices } = await load("/worker/services/agency-services.ts");
      const { db, close } = await connectNode(`file:${join(dir, "bench.db")}`);
      await migrateDatabase(db);
      await seedContent(db);
      const time = async (work) => {
        // Warm up first: the first calls pay for JIT compilation, not for the database.
        for (let i = 0; i < 500; i++) await work(i);
        const samples = [];
        for (let i = 0; i < iterations; i++) {
          const started = performance.now();
          await work(i);
          samples.push(performance.now() - started);
        }
        samples.sort((a, b) => a - b);
        return { p50: percentile(samples, 50), p99: percentile(samples, 99) };
      };
      const point = await time((i) => getPost(db, (i % 4) + 1, true));
      const list = await time(() => listServices(db, "ar", true));
      close();
      return { point, list };
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
