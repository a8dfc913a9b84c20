import { HtmlValidate } from "html-validate";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../testing/test-app";

/**
 * Every public page, in both languages, as an HTML validator reads it: html-validate with its
 * standard rules (the document's structure, permitted content, attributes, ids, accessible
 * names). A page that breaks one fails here with the validator's own message.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
const validator = new HtmlValidate({ extends: ["html-validate:standard"] });
beforeAll(async () => {
  t = await createTestApp();
});

describe("the public pages' HTML", () => {
  it("has no error html-validate finds, on every public page in Arabic and English", async () => {
    const sitemap = await (await t.app.request("/sitemap.xml")).text();
    const listing = /\/qr\/([a-z0-9]+)</.exec(sitemap)?.[1];
    const project = /\/portfolio\/(\d+)</.exec(sitemap)?.[1];
    expect(listing && project).toBeTruthy();
    const pages = ["/", "/blog", "/blog/1", "/privacy", "/terms", `/qr/${listing}`, `/portfolio/${project}`, "/nope", "/qr/login"];
    const problems: string[] = [];
    for (const path of pages)
      for (const lang of ["ar", "en"]) {
        const res = await t.app.request(`${path}?lang=${lang}`);
        const report = await validator.validateString(await res.text());
        for (const m of report.results.flatMap((r) => r.messages)) problems.push(`${path}?lang=${lang}: ${m.ruleId}: ${m.message} (${m.selector})`);
      }
    expect(problems).toEqual([]);
  });
});
