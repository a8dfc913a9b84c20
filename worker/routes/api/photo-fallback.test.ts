import { beforeAll, describe, expect, it } from "vitest";
import { noImageProcessor } from "../../images/passthrough";
import { cameraPhoto, leaksCameraData } from "../../testing/camera-photo";
import { createQrTestApp, type QrTestKit, type TestOwner } from "./qr/qr-test-kit";

/**
 * Where nothing can re-encode (a Worker deployed without the Images binding), a photo over
 * 1600 px or stored sideways is refused with a 415 that says what to send instead, on the field,
 * in the caller's language, through both upload routes; an upright photo within the size is
 * stored stripped of its metadata.
 */

const MESSAGES = {
  ar: "لا يستطيع الموقع الآن تصغير الصور أو تدويرها: أرسل صورة JPEG أو PNG أو WebP لا يزيد ضلعها الأطول على ١٬٦٠٠ بكسل ومحفوظة بوضعها الصحيح (تنفع لقطة شاشة للصورة)",
  en: "The site cannot shrink or turn photos right now: send a JPEG, PNG or WebP of at most 1,600 pixels on its longest side, saved the right way up (a screenshot of the photo works)",
};

let kit: QrTestKit;
let owner: TestOwner;
let admin: string;
let tooBig: Buffer;
let sideways: Buffer;
/** Within the edge phones once sent (2048) but over today's. */
let between: Buffer;
beforeAll(async () => {
  kit = await createQrTestApp();
  kit.deps.images = noImageProcessor;
  owner = await kit.owner();
  admin = await kit.admin();
  [tooBig, between, sideways] = await Promise.all([
    cameraPhoto({ width: 3000, height: 2000, grain: 0 }),
    cameraPhoto({ width: 2000, height: 1500, grain: 0 }),
    cameraPhoto({ width: 800, height: 600, orientation: 6, grain: 0 }),
  ]);
}, 60_000);

/** Both upload routes, in one language: the admin's and the owner's. */
async function sendBoth(photo: Uint8Array, lang: "ar" | "en") {
  const form = new FormData();
  form.append("image", new File([new Uint8Array(photo)], "IMG_1.jpg", { type: "image/jpeg" }));
  const adminRes = await kit.app.request(`/api/uploads?lang=${lang}`, { method: "POST", body: form, headers: { authorization: `Bearer ${admin}` } });
  const ownerRes = await kit.upload(owner.token, photo, `type=cover&businessId=temp_fallback&lang=${lang}`, "IMG_1.jpg", "image/jpeg");
  return [{ status: adminRes.status, json: await adminRes.json() }, ownerRes];
}

describe("uploads where nothing can re-encode", () => {
  it.each(["ar", "en"] as const)("refuses a photo over 1600 px (a 2000-px one too) and one stored sideways with 415, saying what to send, on the field (%s)", async (lang) => {
    for (const photo of [tooBig, between, sideways]) {
      for (const res of await sendBoth(photo, lang)) {
        expect(res.status).toBe(415);
        expect(res.json).toMatchObject({ success: false, message: MESSAGES[lang], errors: { image: MESSAGES[lang] } });
      }
    }
    expect(kit.blobs.keys()).toEqual([]);
  });

  it("stores an upright photo within 1600 px, stripped of its GPS position, with no variants", async () => {
    const upright = await cameraPhoto({ width: 800, height: 600, grain: 0 });
    expect(leaksCameraData(upright)).toContain("gps");
    for (const res of await sendBoth(upright, "en")) {
      expect(res.status).toBe(201);
      expect(res.json.data.variants).toEqual([]);
      expect(leaksCameraData(new Uint8Array(await (await kit.app.request(res.json.data.url)).arrayBuffer()))).toEqual([]);
    }
  });
});
