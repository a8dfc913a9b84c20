// Part 3 of the API fuzzing: see fuzz-kit.ts.
import { fuzzShard } from "./fuzz-kit";

await fuzzShard(3);
