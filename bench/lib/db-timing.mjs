// Database timings in-process: a point read and a list, through the same services the app uses,
// on a seeded libSQL file (WAL, synchronous=FULL) like `npm start`'s.
import { withSource } from "../../scripts/load-ts.mjs";
import { withScratchDatabase } from "./scratch-db.mjs";

const percentile = (xs, p) => xs[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];

export async function dbTimings(iterations = 3000) {
  return withSource((load) =>
    withScratchDatabase(load, "db-bench-", async ({ db }) => {
      const { seedContent } = await load("/worker/seed/seed.ts");
      const { getPost } = await load("/worker/services/blog-posts.ts");
      const { listServices } = await load("/worker/services/agency-services.ts");
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
      return { point, list };
    }),
  );
}
