// Part 2 of the API fuzzing: see fuzz-kit.ts.
import { fuzzShard } from "./fuzz-kit";

await fuzzShard(2);
