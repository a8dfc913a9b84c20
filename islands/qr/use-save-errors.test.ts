import { describe, expect, it } from "vitest";
import { linesStillWrong } from "./use-save-errors";

describe("the summary of a refused save, as the owner fixes the fields", () => {
  const problems = [{ message: "The listing could not be saved" }, { field: "email", message: "Email is invalid" }, { field: "phone", message: "Phone number is invalid" }];

  it("keeps the general line and the lines of the fields still in error", () => {
    expect(linesStillWrong(problems, { email: "Email is invalid", phone: "Phone number is invalid" })).toEqual(problems);
    expect(linesStillWrong(problems, { phone: "Phone number is invalid" })).toEqual([problems[0], problems[2]]);
  });

  it("goes, general line too, once no field it named is wrong", () => {
    expect(linesStillWrong(problems, { email: undefined })).toEqual([]);
    // A field wrong now that the summary never named does not bring it back.
    expect(linesStillWrong(problems, { website: "Not a web address" })).toEqual([]);
  });

  it("keeps a summary that named no field (a lost connection) until the next save", () => {
    const offline = [{ message: "No connection" }];
    expect(linesStillWrong(offline, {})).toEqual(offline);
  });
});
