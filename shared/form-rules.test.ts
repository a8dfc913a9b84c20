import { describe, expect, it } from "vitest";
import { createPostBody } from "./contract/blog";
import { fieldRules, ruleData } from "./contract/form-rules";
import { createGalleryBody } from "./contract/gallery";
import { contactMessageBody } from "./contract/messages";
import { createProjectBody } from "./contract/portfolio";
import { listingFields } from "./contract/qr-listing";
import { signUpFields } from "./contract/qr-owner";
import { createServiceBody } from "./contract/services";
import { settingsBody } from "./contract/settings";
import { socialLinkBody } from "./contract/social";
import { checkField } from "./field-rules";
import * as formRules from "./form-rules";
import { registerBody } from "../worker/services/qr/owners";
import { newPassword } from "../worker/lib/password-policy";
import { adminCreateBody } from "../worker/services/admin-users";
import { z } from "zod";
import { passwordChange } from "../worker/routes/api/auth";
import { credentials as ownerCredentials } from "../worker/routes/api/qr/auth";
import { contactBody, deleteBody, forgotBody, passwordBody, resetBody } from "../worker/routes/api/qr/account";
import { decisionBody } from "../worker/routes/api/qr/admin";
import { bulkBody } from "../worker/lib/bulk";
import { moderationNoteBody, reasonBody } from "./contract/qr-moderation";

/**
 * shared/form-rules.ts is the browser's copy of the server's rules, written by this test from the
 * schemas each request is validated with. When a schema changes, this test fails until the file
 * is written again: `npx vitest run --project unit shared/form-rules.test.ts -u`.
 */

/** A form: the schema its request is validated with, and the fields it has (a misspelt one fails the typecheck). */
const form = <S extends Parameters<typeof fieldRules>[0]>(schema: S, fields: readonly (keyof Awaited<ReturnType<typeof fieldRules<S>>> & string)[]) => [schema, fields] as const;

// Each form's fields in the order its checks run: a form shows its messages, and focuses the first, in this order.
const forms = {
  contactMessage: form(contactMessageBody, ["name", "email", "phone", "subject", "message"]),
  listing: form(listingFields, ["business_name", "business_name_en", "business_type", "description", "description_en", "address", "city", "latitude", "longitude", "email", "phone", "website", "facebook", "instagram", "twitter", "whatsapp", "menu_url"]),
  ownerSignUp: form(registerBody, ["username", "email", "phone", "password"]),
  ownerContact: form(signUpFields, ["email", "phone"]),
  newPassword: form(z.object({ password: newPassword() }), ["password"]),
  post: form(createPostBody, ["title_ar", "title_en", "excerpt_ar", "excerpt_en", "content_ar", "content_en", "image", "alt_text_ar", "alt_text_en", "category", "slug_ar", "slug_en", "meta_title_ar", "meta_title_en", "meta_description_ar", "meta_description_en"]),
  service: form(createServiceBody, ["title_ar", "title_en", "description_ar", "description_en", "icon", "image", "category", "price_ar", "price_en", "order_index"]),
  project: form(createProjectBody, ["title_ar", "title_en", "description_ar", "description_en", "category", "client", "completion_date", "link", "order_index", "slug"]),
  gallery: form(createGalleryBody, ["title", "description", "url", "alt_text", "category"]),
  settings: form(settingsBody, Object.keys(settingsBody.shape) as (keyof typeof settingsBody.shape)[]),
  socialLink: form(socialLinkBody, ["platform", "url"]),
  adminUser: form(adminCreateBody, ["username", "email", "password"]),
  // The password forms. What the policy checks beyond lengths (a common password, one character
  // repeated, the username inside it, an easy guess) needs the server's word lists and the
  // account: the server keeps it, and the forms show its answer under the field.
  adminPassword: form(passwordChange, ["current_password", "new_password"]),
  ownerLogin: form(ownerCredentials, ["username", "password"]),
  ownerReset: form(resetBody, ["password"]),
  ownerForgot: form(forgotBody, ["email"]),
  ownerPassword: form(passwordBody, ["current_password", "new_password"]),
  ownerContactChange: form(contactBody, ["current_password"]),
  ownerDelete: form(deleteBody, ["password"]),
  // The admin's notes and reasons: a decision's notes, a moderation's reason or note, a bulk
  // action's note (a bulk reason is checked with reasonBody's own rule, see worker/lib/bulk.ts).
  decision: form(decisionBody, ["admin_notes"]),
  moderationReason: form(reasonBody, ["reason"]),
  moderationNote: form(moderationNoteBody, ["note"]),
  bulkNote: form(bulkBody(["approve"]), ["note"]),
};

/** A form's rules as an object literal, one field a line: `"email": {"required":true,"maxLength":254}`. */
const rulesObject = (rules: Record<string, unknown>) =>
  `{\n${Object.entries(rules)
    .map(([field, rule]) => `  ${JSON.stringify(field)}: ${JSON.stringify(rule)}`)
    .join(",\n")}\n}`;

/** The file: one constant a form (`listingRules`), so an island's chunk carries only its own form's. */
async function source() {
  const consts = await Promise.all(
    Object.entries(forms).map(
      async ([name, [schema, fields]]) =>
        // Each pair was checked by form() above; a loop over all of them cannot keep their types apart.
        `export const ${name}Rules = ${rulesObject(await ruleData(schema as never, fields as never))} as const satisfies Record<string, FieldRule>;\n`,
    ),
  );
  return [
    "// Written by shared/form-rules.test.ts from the schemas the server validates each form's request",
    "// with (shared/contract/): do not edit. After a schema changes, write it again with",
    "// `npx vitest run --project unit shared/form-rules.test.ts -u`. What the fields mean: shared/field-rules.ts.",
    'import type { FieldRule } from "./field-rules";',
    "",
    consts.join("\n"),
  ].join("\n");
}

const serverOnly = new Set(["validation.choice", "validation.passwordCommon", "validation.passwordOneCharacter"]);

describe("the forms' rules (shared/form-rules.ts)", () => {
  it("are the server's schemas' own, as written now", async () => {
    await expect(await source()).toMatchFileSnapshot("./form-rules.ts");
  });

  // Values of every kind a person types: the browser's check and the server's schema must give
  // the same verdict for each, and the same words (message key) when it is not blank.
  const samples = ["x", "x y", "ab", "abc", "hello", "samer@gmail", "samer@gmail.com", "+963 11 123 4567", "12", "agency.sy", "@yasmin.cafe", "javascript:alert(1)",
    "/media/a.png", "/./media/a.png", "https://agency.sy/logo.png", "2025-03-15", "2025-02-31", "#aa00ff", "red", "3", "-1", "1.5", "correct horse battery", "password", " abcdefg", "  abc  "];
  it.each(Object.keys(forms) as (keyof typeof forms)[])("%s: the browser's check says what the server would", async (form) => {
    const [schema] = forms[form];
    const server = (await fieldRules(schema)) as Record<string, { check(v: unknown): Promise<string | undefined> }>;
    const rules = formRules[`${form}Rules`] as Record<string, Parameters<typeof checkField>[0]>;
    for (const [field, rule] of Object.entries(rules)) {
      const lengths = [rule.maxLength, rule.minLength].flatMap((n) => (n ? ["y".repeat(n - 1), "y".repeat(n), "y".repeat(n + 1)] : []));
      for (const value of [...samples, ...lengths]) {
        const serverSays = await server[field].check(value);
        // What the browser cannot know stays with the server: a choice (a menu offers only the
        // allowed ones), a password on the list of common ones (the list stays on the server).
        if (serverOnly.has(serverSays ?? "")) continue;
        expect(checkField(rule, value, field), `${form}.${field} = ${JSON.stringify(value)}`).toBe(serverSays);
      }
      // Left blank: refused in the browser when the server refuses it both blank and left out (a
      // blank order or icon is sent as nothing, and the server's default applies).
      const refusedBlank = (await server[field].check("")) !== undefined && (await server[field].check(undefined)) !== undefined;
      expect(checkField(rule, "", field) !== undefined, `${form}.${field} blank`).toBe(refusedBlank);
    }
  });
});
