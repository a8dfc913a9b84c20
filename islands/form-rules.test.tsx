/**
 * The forms as people get them agree with the server: rendered as the page would render them,
 * every field the server's schema requires is `required`, and every field's `maxLength` is the
 * server's longest. Read from the schemas themselves (not from shared/form-rules.ts), so a form
 * that states a rule by hand, or forgets one, fails here.
 */
import { parseHTML } from "linkedom";
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { Router } from "wouter";
import type { z } from "zod";
import ar from "../locales/ar.json";
import { createT, pickMessages } from "../locales/i18n";
import { createPostBody } from "../shared/contract/blog";
import { fieldRules } from "../shared/contract/form-rules";
import { createGalleryBody } from "../shared/contract/gallery";
import { contactMessageBody } from "../shared/contract/messages";
import { createProjectBody } from "../shared/contract/portfolio";
import { listingFields } from "../shared/contract/qr-listing";
import { moderationNoteBody, reasonBody } from "../shared/contract/qr-moderation";
import { createServiceBody } from "../shared/contract/services";
import { passwordChange } from "../worker/routes/api/auth";
import { contactBody, forgotBody, passwordBody, resetBody } from "../worker/routes/api/qr/account";
import { decisionBody } from "../worker/routes/api/qr/admin";
import { credentials as ownerCredentials } from "../worker/routes/api/qr/auth";
import { bulkBody } from "../worker/lib/bulk";
import PasswordScreen from "./admin/account/password-screen";
import type { AdminUser } from "./admin/core/session";
import { SessionContext } from "./admin/core/use-session";
import { BulkNoteField } from "./admin/kit/bulk-bar";
import { DecisionModal } from "./admin/kit/decision-modal";
import { ModerationDialog } from "./admin/kit/use-moderation";
import { ContactSection, PasswordSection } from "./qr-account";
import QrLogin from "./qr-login";
import QrReset from "./qr-reset";
import { ForgotPassword } from "./qr/forgot-password";
import type { QrSession } from "./qr/session";
import { BlogForm } from "./admin/blog/blog-form";
import { GalleryForm } from "./admin/gallery/gallery-form";
import { PortfolioForm } from "./admin/portfolio/portfolio-form";
import { ServiceForm } from "./admin/services/service-form";
import ContactForm from "./contact-form";
import { contactFormKeys } from "./message-keys";
import { emptyListing } from "./qr/listing-values";
import { listingSections } from "./qr/listing-sections";

// The dialogs' code is fetched when one first opens (islands/lib/modal.tsx); rendered here on the
// server, open, they are the dialog itself.
vi.mock("./lib/modal", async () => ({ Modal: (await import("./lib/modal-dialog")).ModalFrame }));

const none = () => {};
const blank = { item: null, onSaved: none, onCancel: none };
const t = createT(ar, "ar");
const chrome = { lang: "ar", theme: "light", siteName: "agency", logoUrl: "/logo.svg", messages: ar } as const;
const owner = { token: "t", user: { id: 1, username: "owner", email: "owner@example.com", phone: "+963 944 555 666" } } as QrSession;
const section = { session: owner, t, a: (key: string) => t(`qr.area.account.${key}`), lang: "ar" } as const;
const admin = { user: { id: 1, username: "admin", one_time_sign_in: true } as AdminUser, logout: none, refresh: async () => {} };
const dialog = { subject: null, onConfirm: async () => null, onClose: none };

/**
 * Each form as rendered, the schema its request is validated with, the server's fields it does
 * not show, and the control of a field whose input is named otherwise (a CSS selector).
 */
const forms: [string, () => ReactElement, z.ZodObject, string[], Record<string, string>?][] = [
    // The honeypot, a field people never see, is left as it is.
  ["contact", () => <ContactForm lang="ar" messages={pickMessages(ar, contactFormKeys)} />, contactMessageBody, ["website"]],
  [
    "QR listing",
    () => {
      const s = listingSections({ values: emptyListing, errors: {}, onChange: () => none, disabled: false, categories: [], lang: "ar", t: (k) => k });
      return <form>{[s.basic, s.contact, s.place, s.social, s.menu]}</form>;
    },
    listingFields,
    // Picked as photos, in their own part of the form; the menu has a screen of its own.
    ["logo_url", "cover_image_url", "images", "menu"],
  ],
  // The bodies are written in the rich-text editor, which the browser loads (here its loading
  // frame shows); whether the Arabic one is empty is the form's own check (blog-form.tsx).
  ["blog", () => <BlogForm {...blank} />, createPostBody, ["content_ar", "content_en"]],
  ["services", () => <ServiceForm {...blank} />, createServiceBody, []],
  ["portfolio", () => <PortfolioForm {...blank} />, createProjectBody, []],
  ["gallery", () => <GalleryForm {...blank} />, createGalleryBody, ["size", "dimensions"]],
  // The password forms: the confirmation is the forms' own (never sent), so no schema names it.
  [
    "admin password",
    () => (
      <Router ssrPath="/">
        <SessionContext.Provider value={admin}>
          <PasswordScreen />
        </SessionContext.Provider>
      </Router>
    ),
    passwordChange,
    [],
  ],
  // The login card as the page first draws it (sign-up is a switch away: its rules are the register schema's, above).
  ["QR login", () => <QrLogin {...chrome} />, ownerCredentials, []],
  // The link's token is in the page's address, not a field.
  ["QR reset", () => <QrReset {...chrome} token="x" username="owner" help={{ emailReset: false, chat: null, phone: null }} />, resetBody, ["token"], { password: "#qr-reset-password" }],
  // The language is the page's.
  ["QR forgot password", () => <ForgotPassword t={t} lang="ar" help={{ emailReset: true, chat: null, phone: null }} username="" onClose={none} />, forgotBody, ["lang"]],
  ["QR account password", () => <PasswordSection {...section} />, passwordBody, []],
  // The e-mail and phone are required on purpose (the call takes either alone): see checkOwnerContact.
  ["QR account contact", () => <ContactSection {...section} onSaved={none} />, contactBody.pick({ current_password: true }), []],
  // The admin's notes and reasons, in their dialogs.
  ["decision", () => <DecisionModal decision="reject" {...dialog} />, decisionBody, []],
  ["suspension", () => <ModerationDialog action="suspend" {...dialog} />, reasonBody, []],
  ["reinstatement", () => <ModerationDialog action="reinstate" {...dialog} />, moderationNoteBody, []],
  ["bulk rejection", () => <BulkNoteField action={{ action: "reject", label: "", note: true }} value="" onChange={none} />, bulkBody(["reject"]), ["ids", "action"], { note: "[name=bulk_note]" }],
  // A bulk suspension's note is checked with one item's reason rule (worker/lib/bulk.ts).
  ["bulk suspension", () => <BulkNoteField action={{ action: "suspend", label: "", reason: true }} value="" onChange={none} />, reasonBody, [], { reason: "[name=bulk_reason]" }],
];

describe.each(forms)("the %s form, as rendered", (_name, render, schema, elsewhere, controls = {}) => {
  it("asks for what the server requires, and takes no more characters than it does", async () => {
    const { document } = parseHTML(`<!doctype html><html><body>${renderToStaticMarkup(render())}</body></html>`);
    const rules = await fieldRules(schema);
    let checked = 0;
    for (const [field, rule] of Object.entries(rules)) {
      if (elsewhere.includes(field)) continue;
      const control = document.querySelector(controls[field] ?? `input[name="${field}"], textarea[name="${field}"], select[name="${field}"]`);
      // A field the server requires is in the form; one it does not show otherwise (a list of tags, a checkbox ...) is the form's own business.
      if (rule.required) expect(control, `${field} is in the form`).not.toBeNull();
      if (!control || control.getAttribute("type") === "radio" || control.getAttribute("type") === "checkbox") continue;
      expect(control.hasAttribute("required"), `${field} required`).toBe(rule.required);
      if (control.tagName !== "SELECT") expect(control.getAttribute("maxlength") ?? control.getAttribute("maxLength"), `${field} maxLength`).toBe(rule.maxLength === undefined ? null : String(rule.maxLength));
      checked++;
    }
    // Every field of a small form; at least four of a big one (optional ones may be shown elsewhere).
    expect(checked).toBeGreaterThanOrEqual(Math.min(4, Object.keys(rules).length - elsewhere.length));
  });
});

/**
 * The owner's listing form shows every field the listing takes, optional ones too: a field the
 * API gained and the form forgot would never be filled in by anyone.
 */
describe("the QR listing form", () => {
  it("has an input for every field of the listing's schema", async () => {
    const [, render, schema, elsewhere] = forms.find(([name]) => name === "QR listing")!;
    const { document } = parseHTML(`<!doctype html><html><body>${renderToStaticMarkup(render())}</body></html>`);
    const missing = Object.keys(await fieldRules(schema))
      .filter((field) => !elsewhere.includes(field))
      .filter((field) => !document.querySelector(`input[name="${field}"], textarea[name="${field}"], select[name="${field}"]`));
    expect(missing).toEqual([]);
  });
});
