import { eq, isNull } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, uploads } from "../../../db/schema";
import { parseActivityDetail } from "../../../shared/activity";
import { variantSlots, variantUrl } from "../../../shared/media";
import { hasMetadata } from "../../images/metadata";
import { noImageProcessor } from "../../images/passthrough";
import { sharpImageProcessor } from "../../images/sharp";
import { contentVersion } from "../../services/content-version";
import { backfillImages, countUnprocessed } from "../../services/uploads";
import { cameraPhoto, leaksCameraData } from "../../testing/camera-photo";
import { as, expectFailure, expectSuccess, imageBytes, replyOf, type BodyOf, type Lang, type TestApp, rawRequest } from "../../testing/fixtures";
import { storeLegacyUpload } from "../../testing/legacy-upload";
import { createTestApp } from "../../testing/test-app";
import { unprocessedImagesNotice } from "../../node-deps";

/**
 * Images stored before the image pipeline existed (no variants, the bytes as they were sent, GPS
 * and all) and `POST /api/uploads/backfill`, which `npm run images:backfill -- --url` calls: a
 * bounded batch per call, failures reported by id and left alone, the content version bumped
 * when something changed, only the admin role, the body checked.
 */

const bytesOf = async (res: Response) => new Uint8Array(await res.arrayBuffer());

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminToken();
});

/**
 * The calls go through the API's typed client, so a renamed route or field fails the typecheck.
 * Each takes the app and the caller's bearer (none when omitted or null). A body the API must
 * refuse is cast to the body type: it is what the type forbids.
 */
type NewUser = BodyOf<TestApp["typed"]["users"]["$post"]>;
type Backfill = BodyOf<TestApp["typed"]["uploads"]["backfill"]["$post"]>;
const createUser = async (t: TestApp, body: NewUser, bearer: string | null, lang?: Lang) => replyOf(await t.typedIn(lang).users.$post({ json: body }, as(bearer)));
const backfill = async (t: TestApp, body: Backfill, bearer: string | null, lang?: Lang) => replyOf(await t.typedIn(lang).uploads.backfill.$post({ json: body }, as(bearer)));

describe("POST /api/uploads/backfill", () => {
  it("processes every legacy image batch by batch: upright, stripped, under the same address, with every variant", async () => {
    // A phone photo held upright (EXIF orientation 6) with GPS, as the old upload route stored it.
    const photo = await cameraPhoto({ width: 2400, height: 1800, orientation: 6 });
    const legacyPhoto = await storeLegacyUpload(t.db, t.blobs, photo, { width: 2400, height: 1800 });
    const legacyPng = await storeLegacyUpload(t.db, t.blobs, await imageBytes("png", 40, 30), { ext: "png", contentType: "image/png" });
    const missing = await storeLegacyUpload(t.db, t.blobs, null);
    const garbage = await storeLegacyUpload(t.db, t.blobs, new TextEncoder().encode("not a picture at all"), { ext: "png", contentType: "image/png" });
    const legacyWebp = await storeLegacyUpload(t.db, t.blobs, await imageBytes("webp", 30, 20), { ext: "webp", contentType: "image/webp" });
    expect(await countUnprocessed(t.db)).toBe(5);
    const version = await contentVersion(t.db);

    // Two at a time, each call starting after the last id the previous one answered.
    const answers = [];
    let after = 0;
    for (let calls = 0; calls < 10; calls++) {
      const data = expectSuccess(await backfill(t, { limit: 2, after }, admin));
      answers.push(data);
      after = data.last_id;
      if (data.remaining === 0) break;
    }
    expect(answers.map((a) => [a.processed, a.failed.length, a.remaining])).toEqual([
      [2, 0, 3],
      [0, 2, 1],
      [1, 0, 0],
    ]);
    expect(answers.flatMap((a) => a.failed)).toEqual([
      { id: missing.id, reason: "missing_file" },
      { id: garbage.id, reason: "invalid" },
    ]);
    expect(answers.at(-1).last_id).toBe(legacyWebp.id);

    // The photo: same address, now upright (portrait), stripped, at most 1600 px long (so 1200 wide, under the main file's 1280), with its variants.
    const [row] = await t.db.select().from(uploads).where(eq(uploads.id, legacyPhoto.id));
    expect(row.url).toBe(legacyPhoto.url);
    expect([row.width, row.height]).toEqual([1200, 1600]);
    expect(row.variants!.map((v) => v.slot)).toEqual(variantSlots(1200).map((s) => s.slot));
    expect(row.placeholder).toMatch(/^#[0-9a-f]{6}$/);
    for (const url of [row.url, ...row.variants!.map((v) => variantUrl(row.url, v.slot))]) {
      const res = await t.app.request(url);
      expect(res.status, url).toBe(200);
      const bytes = await bytesOf(res);
      expect(leaksCameraData(bytes), url).toEqual([]);
      expect(hasMetadata(bytes), url).toBe(false);
      const meta = await sharp(bytes).metadata();
      expect(meta.height! > meta.width!, `${url} is upright`).toBe(true);
      expect(meta.format).toBe(url.endsWith(".webp") ? "webp" : "jpeg");
    }
    expect((await sharp(await bytesOf(await t.app.request(row.url))).metadata()).width).toBe(1200);
    expect(row.size).toBeLessThan(photo.length);

    // Old formats keep their address, extension included: the content already points at it.
    const [png] = await t.db.select().from(uploads).where(eq(uploads.id, legacyPng.id));
    expect([png.url, png.content_type, png.variants!.length]).toEqual([legacyPng.url, "image/png", 1]);
    const [webp] = await t.db.select().from(uploads).where(eq(uploads.id, legacyWebp.id));
    expect([webp.url, webp.content_type]).toEqual([legacyWebp.url, "image/webp"]);

    // The failures are left exactly as they were, still counted as unprocessed.
    expect((await t.db.select({ id: uploads.id }).from(uploads).where(isNull(uploads.variants))).map((r) => r.id)).toEqual([missing.id, garbage.id]);
    expect(await bytesOf(await t.app.request(garbage.url))).toEqual(new TextEncoder().encode("not a picture at all"));

    // Cached pages must render the new markup: the content version moved, and the work is in the log.
    expect(await contentVersion(t.db)).toBeGreaterThan(version);
    const logged = await t.db.select().from(auditLog).where(eq(auditLog.action, "backfill_images"));
    expect(logged.length).toBe(2);
    // As data (counts and ids), which the activity screen words in its reader's language.
    expect(logged.map((r) => parseActivityDetail(r.details)?.key)).toEqual(["backfill", "backfill"]);
  });

  it("run again, it only meets the failures once more, and leaves the content version alone", async () => {
    const version = await contentVersion(t.db);
    const data = expectSuccess(await backfill(t, {}, admin));
    expect(data.processed).toBe(0);
    expect(data.failed.map((f: { reason: string }) => f.reason)).toEqual(["missing_file", "invalid"]);
    expect(data.remaining).toBe(0);
    expect(await contentVersion(t.db)).toBe(version);
    // Past the last one: an empty batch, which answers the id it was given.
    expect(expectSuccess(await backfill(t, { after: 1_000_000 }, admin))).toEqual({ processed: 0, failed: [], remaining: 0, last_id: 1_000_000 });
  });

  it.each([
    [{ limit: 0 }, "limit"],
    [{ limit: 51 }, "limit"],
    [{ limit: "5" }, "limit"],
    [{ limit: 2.5 }, "limit"],
    [{ after: -1 }, "after"],
    [{ after: 1e300 }, "after"],
    [{ after: null }, "after"],
    [{ limit: 5, force: true }, undefined],
  ])("refuses the body %j with 400", async (body, field) => {
    // Bodies the API must refuse, cast to the body type (which forbids them).
    expectFailure(await backfill(t, body as Backfill, admin), 400, field);
  });

  it("refuses broken JSON with 400, in the caller's language", async () => {
    // Not JSON, which no typed call can send: a raw request to the route's address.
    const res = await rawRequest(t.app, "POST", t.typed.uploads.backfill.$url(), "{limit:", admin);
    expectFailure(res, 400);
  });

  it("is for the admin role only: anonymous 401, an editor 403 (owners: the authorization matrix)", async () => {
    expectFailure(await backfill(t, {}, null), 401);
    await createUser(t, { username: "backfill-editor", email: "backfill-editor@example.com", password: "an-editor-password", role: "editor" }, admin);
    const editor = await t.adminToken("backfill-editor", "an-editor-password");
    expectFailure(await backfill(t, {}, editor), 403);
  });

  it("answers 503 where nothing can re-encode (a Worker without the Images binding), changing nothing", async () => {
    const app = await createTestApp();
    const legacy = await storeLegacyUpload(app.db, app.blobs, await imageBytes("jpeg", 40, 30));
    app.deps.images = noImageProcessor;
    const res = await backfill(app, {}, await app.adminToken(), "en");
    expectFailure(res, 503);
    expect(res.json.message).toMatch(/Images transformations/);
    // A server failure's answer carries the request's id, for the operator's log.
    expect(res.json.requestId).toBe(res.headers.get("x-request-id"));
    expect((await app.db.select().from(uploads).where(eq(uploads.id, legacy.id)))[0].variants).toBeNull();
  });
});

describe("backfillImages", () => {
  it("stops taking new images when its time budget is spent (the one in hand is finished)", async () => {
    const app = await createTestApp({ seed: false });
    for (let i = 0; i < 3; i++) await storeLegacyUpload(app.db, app.blobs, await imageBytes("jpeg", 20 + i, 10));
    let clock = 0;
    // Each reading of the clock is 25 s later: the first image always goes, then the budget is spent.
    const report = await backfillImages(app.db, app.blobs, sharpImageProcessor(), { limit: 10, budgetMs: 20_000, now: () => (clock += 25_000) });
    expect([report.processed, report.remaining]).toEqual([1, 2]);
  });

  it("reports an error while storing by id instead of throwing, and goes on with the next image", async () => {
    const app = await createTestApp({ seed: false });
    const first = await storeLegacyUpload(app.db, app.blobs, await imageBytes("jpeg", 20, 10));
    await storeLegacyUpload(app.db, app.blobs, await imageBytes("jpeg", 30, 10));
    let puts = 0;
    const flaky = {
      ...app.blobs,
      async put(key: string, data: Uint8Array, type: string) {
        // The first image's first file fails to store, as a full disk or an R2 hiccup would.
        if (puts++ === 0) throw new Error("disk full");
        return app.blobs.put(key, data, type);
      },
    };
    const report = await backfillImages(app.db, flaky, sharpImageProcessor());
    expect(report.failed).toEqual([{ id: first.id, reason: "error", detail: "disk full" }]);
    expect(report.processed).toBe(1);
  });

  it("will not mark images done where nothing can make variants", async () => {
    const app = await createTestApp({ seed: false });
    await storeLegacyUpload(app.db, app.blobs, await imageBytes("jpeg", 20, 10));
    await expect(backfillImages(app.db, app.blobs, noImageProcessor)).rejects.toThrow(/cannot make variants/);
    expect(await countUnprocessed(app.db)).toBe(1);
  });
});

describe("the operator's start-up line (npm start, npm run db:setup)", () => {
  it("says how many images lack variants and what to run, and nothing when every image has them", async () => {
    const app = await createTestApp({ seed: false });
    expect(await unprocessedImagesNotice(app.db)).toBeUndefined();
    await storeLegacyUpload(app.db, app.blobs, await imageBytes("jpeg", 20, 10));
    expect(await unprocessedImagesNotice(app.db)).toMatch(/^ {2}1 stored image has no variants yet .*run `npm run images:backfill`/);
    await storeLegacyUpload(app.db, app.blobs, await imageBytes("jpeg", 20, 10));
    expect(await unprocessedImagesNotice(app.db, "npm run images:backfill -- --url https://<your site>")).toMatch(/^ {2}2 stored images have no variants yet .*`npm run images:backfill -- --url https:\/\/<your site>`/);
    await backfillImages(app.db, app.blobs, sharpImageProcessor());
    expect(await unprocessedImagesNotice(app.db)).toBeUndefined();
  });
});
