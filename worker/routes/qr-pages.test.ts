import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { qrScans } from "../../db/schema";
import { htmlOf, textOf } from "../testing/html";
import { createQrTestApp, type TestOwner } from "./api/qr/qr-test-kit";

const PHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";
const visit = (path: string, headers: Record<string, string> = { "user-agent": PHONE }, method = "GET") => kit.app.request(path, { method, headers });

let kit: Awaited<ReturnType<typeof createQrTestApp>>;
let owner: TestOwner;
let approved: { id: number; unique_id: string; business_name: string };
beforeAll(async () => {
  kit = await createQrTestApp();
  owner = await kit.owner();
  approved = await kit.approvedListing(owner, {
    business_name: "مقهى الاختبار",
    business_type: "Cafe",
    description: "قهوة مختصة",
    logo_url: "/images/demo/cafe-logo.svg",
  });
});

const scansOf = async (id: number) => (await kit.db.select().from(qrScans).where(eq(qrScans.businessId, id))).reduce((n, r) => n + r.count, 0);

describe("GET /qr/{id}", () => {
  it("server-renders an approved listing by unique_id: name, type, description and logo, with LocalBusiness JSON-LD", async () => {
    const res = await visit(`/qr/${approved.unique_id}`);
    expect(res.status).toBe(200);
    const { document } = await htmlOf(res);
    expect(textOf(document.querySelector("[data-testid=business-name]"))).toBe("مقهى الاختبار");
    expect(textOf(document.querySelector("[data-testid=business-type]"))).toBe("مقهى");
    expect(textOf(document.querySelector("[data-testid=business-description]"))).toBe("قهوة مختصة");
    expect(document.querySelector("[data-testid=business-logo]")?.getAttribute("src")).toBe("/images/demo/cafe-logo.svg");
    expect(document.querySelector("title")?.textContent).toContain("مقهى الاختبار");
    expect(document.documentElement.getAttribute("dir")).toBe("rtl");
    const ld = JSON.parse(document.querySelector("script[type='application/ld+json']")!.textContent!);
    expect(ld).toMatchObject({ "@type": "LocalBusiness", name: "مقهى الاختبار" });
    expect(await htmlOf(await visit(`/qr/${approved.unique_id}?lang=en`)).then((p) => textOf(p.document.querySelector("[data-testid=business-type]")))).toBe("Cafe");
  });

  it("also opens by numeric id", async () => {
    expect((await visit(`/qr/${approved.id}`)).status).toBe(200);
  });

  it("answers 404 with the error screen and a link home for unknown and unapproved listings", async () => {
    const pending = await kit.listing(owner);
    for (const path of [`/qr/${pending.id}`, "/qr/zzzzzzzzzz", "/qr/999999"]) {
      const res = await visit(path);
      expect(res.status, path).toBe(404);
      const { document } = await htmlOf(res);
      const screen = document.querySelector("[data-testid=error-screen]");
      expect(screen, path).not.toBeNull();
      expect(screen!.querySelector("a[href='/']")).not.toBeNull();
      expect(document.querySelector("meta[name=robots]")?.getAttribute("content")).toBe("noindex");
    }
  });

  it("leaves the other QR screens' paths alone: /qr/login, /qr/dashboard and /qr/business redirect home for now", async () => {
    for (const path of ["/qr/login", "/qr/dashboard", "/qr/business", "/qr/Login"]) {
      const res = await visit(path);
      expect(res.status, path).toBe(302);
      expect(res.headers.get("location")).toBe("/");
    }
  });
});

describe("scan counting on /qr/{unique_id}?src=qr", () => {
  it("counts one scan per request from the printed code", async () => {
    const before = await scansOf(approved.id);
    for (let i = 0; i < 3; i++) expect((await visit(`/qr/${approved.unique_id}?src=qr`)).status).toBe(200);
    expect(await scansOf(approved.id)).toBe(before + 3);
  });

  it("does not count plain visits, bots, prefetches, HEAD requests or the numeric-id link", async () => {
    const before = await scansOf(approved.id);
    await visit(`/qr/${approved.unique_id}`);
    await visit(`/qr/${approved.unique_id}?src=share`);
    await visit(`/qr/${approved.unique_id}?src=qr`, { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" });
    await visit(`/qr/${approved.unique_id}?src=qr`, { "user-agent": "WhatsApp/2.23.20.0" });
    await visit(`/qr/${approved.unique_id}?src=qr`, {});
    await visit(`/qr/${approved.unique_id}?src=qr`, { "user-agent": PHONE, "sec-purpose": "prefetch" });
    await visit(`/qr/${approved.unique_id}?src=qr`, { "user-agent": PHONE }, "HEAD");
    await visit(`/qr/${approved.id}?src=qr`);
    expect(await scansOf(approved.id)).toBe(before);
  });

  it("never counts for a listing that is not public", async () => {
    const pending = await kit.listing(owner);
    await visit(`/qr/${pending.id}?src=qr`);
    expect(await scansOf(pending.id)).toBe(0);
  });

  it("shows the owner the counts: total and the last 30 days by day", async () => {
    const fresh = await kit.approvedListing(owner);
    await visit(`/qr/${fresh.unique_id}?src=qr`);
    await visit(`/qr/${fresh.unique_id}?src=qr`);
    const res = await kit.api.get(`/qr/businesses/${fresh.id}/stats`, owner.token);
    expect(res.status).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    expect(res.json.data).toMatchObject({ business_id: fresh.id, total: 2, last_30_days_total: 2 });
    expect(res.json.data.last_30_days).toHaveLength(30);
    expect(res.json.data.last_30_days.at(-1)).toEqual({ day: today, count: 2 });
    const list = (await kit.api.get("/qr/businesses/my-businesses", owner.token)).json.data;
    expect(list.find((b: { id: number }) => b.id === fresh.id).scans_total).toBe(2);
    const admin = (await kit.api.get("/qr/admin", await kit.admin())).json.data;
    expect(admin.find((b: { id: number }) => b.id === fresh.id).scans_total).toBe(2);
  });
});
