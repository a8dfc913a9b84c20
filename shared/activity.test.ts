import { describe, expect, it } from "vitest";
import ar from "../locales/ar.json";
import en from "../locales/en.json";
import { auditActions, auditEntities } from "./activity";

/** The activity log speaks both languages: every action and record kind the server logs has its words. */

const lookup = (table: unknown, key: string) => key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], table);

describe("activity log labels", () => {
  it.each([
    ["ar", ar],
    ["en", en],
  ])("every action and entity has a label in %s", (_lang, table) => {
    const missing = [
      ...auditActions.map((a) => `admin.activity.actions.${a}`),
      ...auditEntities.map((e) => `admin.activity.entities.${e}`),
    ].filter((key) => typeof lookup(table, key) !== "string" || !(lookup(table, key) as string).trim());
    expect(missing).toEqual([]);
  });

  it("Arabic labels are Arabic words, never the raw key", () => {
    for (const a of auditActions) expect(lookup(ar, `admin.activity.actions.${a}`)).toMatch(/^[\u0600-\u06FF\s]+$/);
    for (const e of auditEntities) expect(lookup(ar, `admin.activity.entities.${e}`)).toMatch(/^[\u0600-\u06FF\sQR]+$/);
  });
});
