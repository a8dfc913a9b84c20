import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { foldSearch, searchedColumns, searchTriggersSql } from "./search-key";

describe("Arabic-aware search keys", () => {
  it("folds marks, letter forms, tatweel, digits and case to one spelling", () => {
    expect(foldSearch("  مَطْعَمُ   أبو الهُدى ١٢ ")).toBe("مطعم ابو الهدي 12");
    expect(foldSearch("إبراهيم آمنة ٱلنور مؤسسة قائد")).toBe("ابراهيم امنه النور موسسه قايد");
    expect(foldSearch("مـــطعم Owner7@Example.COM")).toBe("مطعم owner7@example.com");
  });

  it("the committed migration keeps every search key with the same folding as the query", () => {
    const migration = readFileSync("db/migrations/0004_admin_lists.sql", "utf8");
    for (const [table, columns] of Object.entries(searchedColumns)) {
      for (const statement of searchTriggersSql(table, columns)) expect(migration, table).toContain(statement);
    }
  });
});
