import { it } from "vitest";
import { z } from "zod";
import { listingBody } from "../contract/qr-listing";
it("x", () => {
  const js = z.toJSONSchema(listingBody, { io: "input", unrepresentable: "any" });
  console.log(JSON.stringify(js, null, 1));
  const s = listingBody.shape;
  console.log(Object.keys(s));
});
