// Part 4 of the API fuzzing: see fuzz-kit.ts.
import { fuzzShard } from "./fuzz-kit";

await fuzzShard(4);
