import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { checkField } from "../field-rules";
import { email, httpUrl, optionalHttpUrl, optionalText, phone, requiredText, withAliases } from "./fields";
import { fieldRule, fieldRules, ruleData } from "./form-rules";

// One of each kind of field a request schema has.
const schema = z.object({
  name: requiredText(120),
  note: optionalText(500),
  nickname: z.string().trim().max(40).optional(),
  city: z.string().max(60).nullable(),
  count: z.number().int().default(3),
  title: z.string().trim().min(3, "validation.tooShort").max(80).default("untitled"),
  code: z
    .string()
    .trim()
    .min(1, "validation.required")
    .refine((v) => v.startsWith("A"), "validation.code"),
  contact: email(),
  phone: z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? null : v), phone().nullable().optional()),
  site: optionalHttpUrl(),
  link: httpUrl(),
  username: z.string().trim().regex(/^[a-z]{3,8}$/, "validation.username"),
  // A rule that waits for something (a new password looked up in a list).
  secret: z
    .string()
    .min(8, "validation.passwordLength")
    .max(128, "validation.passwordLength")
    .refine(async (v) => v !== "password1", "validation.passwordCommon"),
});

describe("fieldRules: a request schema read field by field", () => {
  let rules: Awaited<ReturnType<typeof fieldRules<typeof schema>>>;
  beforeAll(async () => {
    rules = await fieldRules(schema);
  });

  it("a field is required when the server refuses it both left out and blank", () => {
    const required = Object.entries(rules).flatMap(([field, rule]) => (rule.required ? [field] : []));
    // Optional, nullable (a blank text is no null), defaulted and blank-to-null fields are not.
    expect(required).toEqual(["name", "code", "contact", "link", "username", "secret"]);
  });

  it("gives the lengths the server allows, through optional, nullable, defaulted and preprocessed wrappers", () => {
    expect(rules.name).toMatchObject({ maxLength: 120, minLength: 1 });
    expect(rules.note.maxLength).toBe(500);
    expect(rules.nickname.maxLength).toBe(40);
    expect(rules.city.maxLength).toBe(60);
    expect(rules.title).toMatchObject({ maxLength: 80, minLength: 3 });
    expect(rules.phone.maxLength).toBe(32);
    expect(rules.site.maxLength).toBe(2048);
    expect(rules.count.maxLength).toBeUndefined();
    expect(rules.code.maxLength).toBeUndefined();
  });

  it("names each field's format by the message the server gives a value of the wrong form", () => {
    expect(rules.contact.format).toBe("validation.email");
    expect(rules.phone.format).toBe("validation.phone");
    expect(rules.site.format).toBe("validation.url");
    expect(rules.link.format).toBe("validation.url");
    expect(rules.code.format).toBe("validation.code");
    expect(rules.username).toMatchObject({ format: "validation.username", pattern: "^[a-z]{3,8}$" });
    expect(rules.name.format).toBeUndefined();
    expect(rules.note.format).toBeUndefined();
  });

  it("checks a value with the field's own schema and answers the server's message key", async () => {
    expect(await rules.name.check("  ")).toBe("validation.required");
    expect(await rules.name.check("x".repeat(121))).toBe("validation.tooLong");
    // Trimmed first, as the server stores it.
    expect(await rules.name.check(` ${"x".repeat(120)} `)).toBeUndefined();
    expect(await rules.title.check("ab")).toBe("validation.tooShort");
    expect(await rules.title.check(undefined)).toBeUndefined();
    expect(await rules.code.check("B1")).toBe("validation.code");
    expect(await rules.code.check("A1")).toBeUndefined();
    expect(await rules.contact.check("samer@gmail")).toBe("validation.email");
    expect(await rules.phone.check("")).toBeUndefined();
    expect(await rules.phone.check("12")).toBe("validation.phone");
    expect(await rules.site.check("agency.sy")).toBeUndefined();
    expect(await rules.site.check("javascript:alert(1)")).toBe("validation.url");
    expect(await rules.city.check(null)).toBeUndefined();
    expect(await rules.count.check("many")).toBe("validation.invalidType");
    expect(await rules.secret.check("password1")).toBe("validation.passwordCommon");
    expect(await rules.secret.check("short")).toBe("validation.passwordLength");
    expect(rules.secret).toMatchObject({ required: true, minLength: 8, maxLength: 128, lengthMessage: "validation.passwordLength" });
    expect(rules.secret.format).toBeUndefined();
    // A password is counted as typed, spaces and all; a name is trimmed first.
    expect(rules.secret.untrimmed).toBe(true);
    expect(rules.name.untrimmed).toBeUndefined();
  });

  it("reads a schema behind a preprocess (aliases) or a transform", async () => {
    expect(Object.keys(await fieldRules(withAliases({ name_alias: "name" }, schema)))).toEqual(Object.keys(schema.shape));
    expect((await fieldRules(schema.transform((v) => v.name))).name.required).toBe(true);
  });

  it("gives the rules as data, for the browser, and the browser's check answers as the server does", async () => {
    const data = await ruleData(schema, ["name", "contact", "phone", "username", "code", "secret"]);
    expect(data.name).toEqual({ required: true, maxLength: 120, minLength: 1 });
    expect(Object.keys(data)).toEqual(["name", "contact", "phone", "username", "code", "secret"]);
    for (const value of ["x", "x y", "samer@gmail", "samer@gmail.com", "+963 11 123 4567", "abc", "abcdefghi", "A1", "x".repeat(129), " abcdefg"]) {
      for (const field of ["name", "contact", "phone", "username", "secret"] as const) expect(checkField(data[field], value), `${field}: ${value}`).toBe(await rules[field].check(value));
    }
    // Blank, a required field is "required" in the browser whatever the server's first complaint
    // (an empty e-mail is "not an e-mail" to zod).
    for (const field of ["name", "contact", "phone", "username"] as const) {
      expect(checkField(data[field], " ") !== undefined).toBe((await rules[field].check(" ")) !== undefined);
      expect(checkField(data[field], " ")).toBe(data[field].required ? "validation.required" : undefined);
    }
    // A format that is neither a known test nor one pattern (a refinement) is left to the server.
    expect(checkField(data.code, "B1")).toBeUndefined();
  });

  it("refuses what is not an object schema", async () => {
    await expect(fieldRules(z.string() as never)).rejects.toThrow();
    expect((await fieldRule(z.string().max(3))).maxLength).toBe(3);
  });
});
