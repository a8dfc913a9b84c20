import { Hono } from "hono";
import { z } from "zod";
import { contactIcons, contactTypes } from "../../../db/schema";
import type { AppEnv } from "../../env";
import { actorOf, isAdmin, requireAdmin } from "../../middleware/auth";
import { ok } from "../../lib/respond";
import { boolean, email, integer, optionalText, phone, requiredText, uniqueIds, validate, withAliases } from "../../lib/validation";
import { audit } from "../../services/audit";
import { listContactInfo, replaceContactInfo } from "../../services/contact-info";

const defaultIcon = { email: "Mail", phone: "Phone", address: "MapPin" } as const;
const defaultLabel = {
  email: ["البريد الإلكتروني", "Email"],
  phone: ["الهاتف", "Phone"],
  address: ["العنوان", "Address"],
} as const;

// One contact item; plain `label`/`value` fill both languages. The value must fit its type.
const item = withAliases(
  { order: "order_index" },
  z
    .object({
      id: integer(1, 1_000_000_000).optional(),
      type: z.enum(contactTypes),
      label: optionalText(80),
      label_ar: optionalText(80),
      label_en: optionalText(80),
      value: optionalText(300),
      value_ar: optionalText(300),
      value_en: optionalText(300),
      // An unknown icon falls back to Phone.
      icon: z.preprocess((v) => (contactIcons.includes(v as never) ? v : undefined), z.enum(contactIcons).optional()),
      is_active: boolean().default(true),
      order_index: integer(0, 10_000).default(0),
    })
    .transform((i) => {
      const valueAr = i.value_ar || i.value || i.value_en;
      return {
        id: i.id,
        type: i.type,
        label_ar: i.label_ar || i.label || defaultLabel[i.type][0],
        label_en: i.label_en || i.label || defaultLabel[i.type][1],
        value_ar: valueAr,
        value_en: i.value_en || i.value || valueAr,
        icon: i.icon ?? defaultIcon[i.type],
        is_active: i.is_active,
        order_index: i.order_index,
      };
    })
    .superRefine((i, ctx) => {
      const check = (schema: z.ZodType, field: "value_ar" | "value_en") => {
        const r = schema.safeParse(i[field]);
        if (!r.success) ctx.addIssue({ code: "custom", path: [i[field] ? field : "value"], message: r.error.issues[0].message });
      };
      // Both languages' values are shown to visitors, so both must fit the item's type.
      for (const field of ["value_ar", "value_en"] as const) {
        if (i.type === "email") check(email(), field);
        else if (i.type === "phone") check(phone(), field);
        else check(requiredText(300), field);
      }
    }),
);

const body = uniqueIds(z.array(item).max(20, "validation.tooMany"));

/** `/api/contact-info`: active items for everyone (email, phone, address order); PUT replaces all. */
export const contactInfoRoutes = new Hono<AppEnv>()
  .get("/", async (c) => ok(c, await listContactInfo(c.var.deps.db, c.var.lang, !isAdmin(c))))
  .put("/", requireAdmin(), validate("json", body), async (c) => {
    const { db } = c.var.deps;
    const items = await replaceContactInfo(db, c.req.valid("json"), c.var.lang);
    await audit(db, actorOf(c), "update", "contact_info", undefined, `${items.length} items`);
    return ok(c, items, 200, c.var.t("api.updated"));
  });

