import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { AppEnv } from "../../env";
import { fail } from "../../lib/respond";
import { inspectImage, MAX_IMAGE_BYTES, MAX_IMAGE_PIXELS, type ImageInfo } from "../../services/uploads";

/**
 * Stops reading an upload as soon as it passes the limit (plus room for the multipart framing),
 * so an oversized or endless body is never buffered.
 */
export const imageBodyLimit = (): MiddlewareHandler<AppEnv> =>
  bodyLimit({ maxSize: MAX_IMAGE_BYTES + 64 * 1024, onError: (c) => fail(c, 413, c.var.t("api.imageTooLarge")) });

export type ReadImage = { ok: true; bytes: Uint8Array; info: ImageInfo } | { ok: false; response: Response };

/** Reads the multipart field `image` and checks it is a real image within the limits. */
export async function readImage(c: Context<AppEnv>): Promise<ReadImage> {
  const { t } = c.var;
  let file: unknown;
  try {
    file = (await c.req.parseBody())["image"];
  } catch {
    return { ok: false, response: fail(c, 400, t("api.imageMissing"), { image: t("api.imageMissing") }) };
  }
  if (!(file instanceof File) || file.size === 0) {
    return { ok: false, response: fail(c, 400, t("api.imageMissing"), { image: t("api.imageMissing") }) };
  }
  if (file.size > MAX_IMAGE_BYTES) return { ok: false, response: fail(c, 413, t("api.imageTooLarge"), { image: t("api.imageTooLarge") }) };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const info = inspectImage(bytes);
  if (info === "invalid") return { ok: false, response: fail(c, 415, t("api.imageInvalid"), { image: t("api.imageInvalid") }) };
  if (info === "too_many_pixels") {
    const message = t("api.imageTooManyPixels", { max: MAX_IMAGE_PIXELS / 1_000_000 });
    return { ok: false, response: fail(c, 413, message, { image: message }) };
  }
  return { ok: true, bytes, info };
}

/**
 * `readImage` as a validator in front of a route: a failure answers at once, a good image reaches
 * the handler as `c.req.valid("form")`. Declared as the route's form input, so the typed API
 * client knows the route takes `form: { image }` and what it answers.
 */
export const imageForm =
  (): MiddlewareHandler<AppEnv, string, { in: { form: { image: File } }; out: { form: Extract<ReadImage, { ok: true }> } }> => async (c, next) => {
    const image = await readImage(c);
    if (!image.ok) return image.response;
    c.req.addValidatedData("form", image);
    await next();
  };

/** The API's view of a stored upload. */
export const serializeUpload = (u: { id: number; url: string; contentType: string; size: number; width: number | null; height: number | null }) => ({
  id: u.id,
  url: u.url,
  content_type: u.contentType,
  size: u.size,
  dimensions: { width: u.width, height: u.height },
});
