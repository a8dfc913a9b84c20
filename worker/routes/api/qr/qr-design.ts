import type { Context } from "hono";
import type { QrDesign } from "../../../../shared/contract/qr-design";
import type { AppEnv } from "../../../env";
import { fail, ok } from "../../../lib/respond";
import { designOf } from "../../../../shared/contract/qr-design";
import type { BusinessRecord } from "../../../services/qr/business-view";
import { serializeBusiness, type ViewContext } from "../../../services/qr/business-view";
import { logosOf } from "../../../services/qr/qr-logo";
import { hasEmbeddableLogo, saveQrDesign } from "../../../services/qr/qr-design";
import { auditListing, viewOf } from "./context";

/**
 * The serializers' context with the logos these listings' designed codes embed, read from the
 * blob store first (the serializers themselves read nothing).
 */
export async function qrViewOf(c: Context<AppEnv>, records: BusinessRecord[]): Promise<ViewContext> {
  const wanted = records.map((r) => ({ logo_url: r.business.logo_url, logo: designOf(r.business.qr_design).logo }));
  return { ...viewOf(c), logos: await logosOf(c.var.deps, wanted) };
}

/**
 * Saves a listing's code design, for its owner (`PUT /api/qr/businesses/{id}/qr-design`) or an
 * admin (`PUT /api/qr/admin/{id}/qr-design`); the route has found the listing and checked who may
 * change it. A logo asked for on a listing without an uploaded logo is a 400 on `logo`. Answers
 * the listing as its views show it, the new code included.
 */
export async function putQrDesign(c: Context<AppEnv>, existing: BusinessRecord, design: QrDesign, reload: () => Promise<BusinessRecord | undefined>) {
  const { t } = c.var;
  if (design.logo && !hasEmbeddableLogo(existing.business.logo_url)) {
    return fail(c, 400, t("api.validationFailed"), { logo: t("qr.design.noLogo") });
  }
  await saveQrDesign(c.var.deps.db, existing.business.id, design);
  await auditListing(c, "update", existing.business);
  const row = (await reload())!;
  return ok(c, serializeBusiness(row, await qrViewOf(c, [row])), 200, t("qr.design.saved"));
}
