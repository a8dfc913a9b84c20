/**
 * The forms as people get them agree with the server: rendered as the page would render them,
 * every field the server's schema requires is `required`, and every field's `maxLength` is the
 * server's longest. Read from the schemas themselves (not from shared/form-rules.ts), so a form
 * that states a rule by hand, or forgets one, fails here.
 */
import { parseHTML } from "linkedom";
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import ar from "../locales/ar.json";
import { pickMessages } from "../locales/i18n";
import { createPostBody } from "../shared/contract/blog";
import { fieldRules } from "../shared/contract/form-rules";
import { createGalleryBody } from "../shared/contract/gallery";
import { contactMessageBody } from "../shared/contract/messages";
import { createProjectBody } from "../shared/contract/portfolio";
import { listingBody } from "../shared/contract/qr-listing";
import { createServiceBody } from "../shared/contract/services";
import { BlogForm } from "./admin/blog/blog-form";
import { GalleryForm } from "./admin/gallery/gallery-form";
import { PortfolioForm } from "./admin/portfolio/portfolio-form";
import { ServiceForm } from "./admin/services/service-form";
import ContactForm from "./contact-form";
import { contactFormKeys } from "./message-keys";
import { emptyListing } from "./qr/listing-values";
import { listingSections } from "./qr/listing-sections";

const none = () => {};
const blank = { item: null, onSaved: none, onCancel: none };

/** Each form as rendered, the schema its request is validated with, and the server's fields it does not show. */
const forms: [string, () => ReactElement, z.ZodObject, string[]][] = [
    // The honeypot, a field people never see, is left as it is.
  ["contact", () => <ContactForm lang="ar" messages={pickMessages(ar, contactFormKeys)} />, contactMessageBody, ["website"]],
  [
    "QR listing",
    () => {
      const s = listingSections({ values: emptyListing, errors: {}, onChange: () => none, disabled: false, categories: [], lang: "ar", t: (k) => k });
      return <form>{[s.basic, s.contact, s.social, s.menu]}</form>;
    },
    listingBody,
    // Picked as photos, in their own part of the form.
    ["logo_url", "cover_image_url", "images"],
  ],
  ["blog", () => <BlogForm {...blank} />, createPostBody, []],
  ["services", () => <ServiceForm {...blank} />, createServiceBody, []],
  ["portfolio", () => <PortfolioForm {...blank} />, createProjectBody, []],
  ["gallery", () => <GalleryForm {...blank} />, createGalleryBody, ["size", "dimensions"]],
];

describe.each(forms)("the %s form, as rendered", (_name, render, schema, elsewhere) => {
  it("asks for what the server requires, and takes no more characters than it does", async () => {
    const { document } = parseHTML(`<!doctype html><html><body>${renderToStaticMarkup(render())}</body></html>`);
    const rules = await fieldRules(schema);
    let checked = 0;
    for (const [field, rule] of Object.entries(rules)) {
      if (elsewhere.includes(field)) continue;
      const control = document.querySelector(`input[name="${field}"], textarea[name="${field}"], select[name="${field}"]`);
      // A field the server requires is in the form; one it does not show otherwise (a list of tags, a checkbox ...) is the form's own business.
      if (rule.required) expect(control, `${field} is in the form`).not.toBeNull();
      if (!control || control.getAttribute("type") === "radio" || control.getAttribute("type") === "checkbox") continue;
      expect(control.hasAttribute("required"), `${field} required`).toBe(rule.required);
      if (control.tagName !== "SELECT") expect(control.getAttribute("maxlength") ?? control.getAttribute("maxLength"), `${field} maxLength`).toBe(rule.maxLength === undefined ? null : String(rule.maxLength));
      checked++;
    }
    expect(checked).toBeGreaterThan(3);
  });
});
