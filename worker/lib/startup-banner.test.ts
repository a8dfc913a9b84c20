import { describe, expect, it } from "vitest";
import { createTestApp } from "../testing/test-app";
import { startupBanner } from "./startup-banner";

describe("the lines npm start prints", () => {
  it("say where the site, the admin panel, the owners' area and a public listing are, each answering", async () => {
    const t = await createTestApp();
    const banner = await startupBanner(t.db, "http://localhost:8787");
    expect(banner.split("\n")[0]).toBe("Listening on http://localhost:8787");
    const urls = [...banner.matchAll(/http:\/\/localhost:8787(\S*)/g)].map((m) => m[1]).slice(1);
    expect(urls.slice(0, 4)).toEqual(["/", "/?lang=en", "/admin", "/qr/login"]);
    const listing = urls.find((u) => /^\/qr\/[a-z0-9]+$/.test(u) && u !== "/qr/login");
    expect(listing, banner).toBeTruthy();
    for (const path of urls) expect((await t.app.request(path)).status, path).toBe(200);
  });
});
