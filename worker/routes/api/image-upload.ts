import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { AppEnv } from "../../env";
import { fail } from "../../lib/respond";
import { mediaUrl } from "../../blob/blob-store";
import { inspect, MAX_IMAGE_PIXELS, MAX_STORED_EDGE, type PipelineRefusal } from "../../images/pipeline";
import { MAX_IMAGE_BYTES } from "../../services/uploads";

/**
 * Stops reading an upload as soon as it passes the limit (plus room for the multipart framing),
 * so an oversized or endless body is never buffered.
 */
export const imageBodyLimit = (): MiddlewareHandler<AppEnv> =>
  bodyLimit({ maxSize: MAX_IMAGE_BYTES + 64 * 1024, onError: (c) => fail(c, 413, c.var.t("api.imageTooLarge")) });

export type ReadImage = { ok: true; bytes: Uint8Array } | { ok: false; response: Response };

/** The answer to an image the pipeline refused: what was wrong, in the caller's language. */
export function refusedImage(c: Context<AppEnv>, refusal: PipelineRefusal): ReturnType<typeof fail> {
  const { t } = c.var;
  if (refusal.refused === "too_many_pixels") {
    const message = t("api.imageTooManyPixels", { max: MAX_IMAGE_PIXELS / 1_000_000 });
    return fail(c, 413, message, { image: message });
  }
  const message = refusal.refused === "needs_processing" ? t("api.imageNeedsProcessing", { edge: MAX_STORED_EDGE }) : t("api.imageInvalid");
  return fail(c, 415, message, { image: message });
}

/** Reads the multipart field `image` and checks, from its header, that it is an image within the limits. */
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
  // The header's verdict (type, pixel count) before any pixel is decoded.
  const info = inspect(bytes);
  if ("refused" in info) return { ok: false, response: refusedImage(c, info) };
  return { ok: true, bytes };
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

export { mediaUrl };
