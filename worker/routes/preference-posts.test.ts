import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../testing/test-app";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});

const postTheme = (body: Record<string, string>, headers: Record<string, string> = { "sec-fetch-site": "same-origin" }) =>
  t.app.request("http://localhost/theme?lang=en", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(body).toString(),
  });

describe("POST /theme (the theme toggle without JavaScript)", () => {
  it("sets the cookie the server renders from and sends the visitor back to the page", async () => {
    const res = await postTheme({ theme: "light", back: "/blog/2" });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/blog/2");
    expect(res.headers.get("set-cookie")).toMatch(/^theme=light;.*Path=\//);
    const page = await t.app.request("/privacy", { headers: { cookie: "theme=light" } });
    expect(await page.text()).toContain('data-theme="light"');
  });

  it("goes back to the referring page of this site, else home; never to another site", async () => {
    expect((await postTheme({ theme: "dark" }, { "sec-fetch-site": "same-origin", referer: "http://localhost/terms?lang=en" })).headers.get("location")).toBe("/terms?lang=en");
    expect((await postTheme({ theme: "dark" }, { "sec-fetch-site": "same-origin", referer: "https://evil.example/x" })).headers.get("location")).toBe("/");
    for (const back of ["//evil.example", "https://evil.example", "/\\evil.example", "javascript:alert(1)"]) {
      expect((await postTheme({ theme: "dark", back })).headers.get("location"), back).toBe("/");
    }
  });

  it("refuses an unknown theme (400) and a post from another site (403), in the page's language", async () => {
    const bad = await postTheme({ theme: "purple" });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toBe("Unknown theme.");
    const cross = await postTheme({ theme: "light" }, { "sec-fetch-site": "cross-site" });
    expect(cross.status).toBe(403);
    expect(cross.headers.get("set-cookie") ?? "").not.toMatch(/theme=/);
  });
});
