import sharp from "sharp";
import { describe, expect, it, vi } from "vitest";
import { createMemoryBlobStore } from "../blob/memory";
import { storeUpload } from "../services/uploads";
import { imageForm, postUpload } from "../testing/fixtures";
import { createTestApp } from "../testing/test-app";
import { jobSlots, limitProcessor } from "./limit";
import type { ImageProcessor, RenderJob } from "./pipeline";
import { SHARP_JOBS_AT_ONCE, sharpJobs } from "./sharp";

/**
 * A burst of uploads cannot take the whole machine: at most a few photos are processed at once,
 * the others wait their turn and are stored too.
 */

/**
 * A processor whose every render waits until the test lets it finish, and which counts how many
 * renders are under way: what the limit is meant to bound.
 */
async function heldProcessor() {
  const main = new Uint8Array(await sharp({ create: { width: 4, height: 4, channels: 3, background: "#204060" } }).jpeg().toBuffer());
  const webp = new Uint8Array(await sharp({ create: { width: 4, height: 4, channels: 3, background: "#204060" } }).webp().toBuffer());
  const state = { inRender: 0, most: 0, started: 0, release: [] as (() => void)[] };
  const processor: ImageProcessor = {
    name: "held",
    canTransform: true,
    async render(job: RenderJob) {
      state.started++;
      state.inRender++;
      state.most = Math.max(state.most, state.inRender);
      await new Promise<void>((done) => state.release.push(done));
      state.inRender--;
      return { files: new Map(job.outputs.map((out) => [out.name, out.format === "webp" ? webp : main])) };
    },
  };
  return { processor, state };
}

describe("limitProcessor", () => {
  it("five uploads at once: two are processed, three wait their turn and start as places free up, and all five are stored", async () => {
    const { db } = await createTestApp({ seed: false });
    const blobs = createMemoryBlobStore();
    const { processor, state } = await heldProcessor();
    const slots = jobSlots(2);
    const limited = limitProcessor(processor, slots);
    const photo = new Uint8Array(await sharp({ create: { width: 40, height: 30, channels: 3, background: "#a05020" } }).png().toBuffer());
    const uploads = Array.from({ length: 5 }, () => storeUpload(db, blobs, limited, { bytes: photo, kind: "content", owner: { kind: "admin", id: 1 } }));

    await vi.waitFor(() => expect([state.started, slots.waiting]).toEqual([2, 3]));
    expect(slots.running).toBe(2);
    // One finishes: exactly one waiting upload takes its place.
    state.release.shift()!();
    await vi.waitFor(() => expect([state.started, slots.waiting]).toEqual([3, 2]));
    expect(state.inRender).toBe(2);
    // Let everything through, one place at a time.
    while (state.started < 5 || state.release.length) {
      await vi.waitFor(() => expect(state.release.length).toBeGreaterThan(0));
      state.release.shift()!();
    }
    const outcomes = await Promise.all(uploads);
    expect(outcomes.map((o) => o.ok)).toEqual([true, true, true, true, true]);
    expect([state.most, slots.peak, slots.running, slots.waiting]).toEqual([2, 2, 0, 0]);
  });

  it("a render that fails gives its place back (the upload is refused, the next one goes on)", async () => {
    const slots = jobSlots(1);
    const failing = limitProcessor({ name: "broken", canTransform: true, render: () => Promise.reject(new Error("decoder crashed")) }, slots);
    const job = { source: new Uint8Array(), type: "png", orientation: 1, width: 1, height: 1, outputs: [] } satisfies RenderJob;
    await expect(failing.render(job)).rejects.toThrow("decoder crashed");
    await expect(failing.render(job)).rejects.toThrow("decoder crashed");
    expect([slots.running, slots.waiting]).toEqual([0, 0]);
  });
});

describe("sharp on Node", () => {
  it(`five admin uploads sent together: never more than ${SHARP_JOBS_AT_ONCE} photos processed at once, all five stored`, async () => {
    const { app, adminToken } = await createTestApp();
    const token = await adminToken();
    const photo = new Uint8Array(await sharp({ create: { width: 800, height: 600, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 10 } } }).jpeg().toBuffer());
    // The places are the whole process's: other test files of this worker used them before.
    expect(sharpJobs.running).toBe(0);
    sharpJobs.resetPeak();
    const replies = await Promise.all(Array.from({ length: 5 }, (_, i) => postUpload(app, imageForm(photo, `burst-${i}.jpg`, "image/jpeg"), token)));
    expect(replies.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    // All five arrived while the first was still being processed, so two ran side by side, never three.
    expect(sharpJobs.peak).toBe(SHARP_JOBS_AT_ONCE);
    expect([sharpJobs.running, sharpJobs.waiting]).toEqual([0, 0]);
  }, 60_000);
});
