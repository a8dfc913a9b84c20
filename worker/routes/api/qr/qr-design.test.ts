import sharp from "sharp";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { qrBusinesses, qrUsers } from "../../../../db/schema";
import { printFormats } from "../../../../pages/qr-print-styles";
import { decodeQrSvg, svgOfDataUrl } from "../../../services/qr/qr-decode.testing";
import { htmlOf } from "../../../testing/html";
import { createQrTestApp, type QrDesignBody, type QrTestKit, type TestOwner } from "./qr-test-kit";

/**
 * A listing's code design (colour, logo, frame): who may set it, how it is refused, and that every
 * place the code is drawn (the API's data URL, the image address, every print-kit format) shows
 * the design and still scans to the listing's `?src=qr` address.
 */

let kit: QrTestKit;
let owner: TestOwner;
let logoUrl: string;
beforeAll(async () => {
  // Codes drawn on the configured origin are the ones cached for a year.
  kit = await createQrTestApp({ config: { publicOrigin: "http://localhost" } });
  owner = await kit.owner();
  // A real logo, so the upload pipeline makes its small WebP variant the code embeds.
  const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: "#e11d48" } })
    .composite([{ input: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300"><circle cx="150" cy="150" r="100" fill="#fde047"/></svg>') }])
    .png()
    .toBuffer();
  const up = await kit.upload(owner.token, png, "type=logo&businessId=temp_design");
  expect(up.status).toBe(201);
  logoUrl = up.json.data.url;
});

const design = (over: Partial<QrDesignBody> = {}): QrDesignBody => ({ color: "#1E3A8A", logo: true, frame: "scan-me", ...over });
/** A design with values its type forbids, cast to it: the API must refuse them. */
const looseDesign = (over: Record<string, unknown>) => ({ ...design(), ...over }) as QrDesignBody;
const putDesign = (id: number, body: QrDesignBody, token?: string, headers?: Record<string, string>) => kit.qr.listings.qrDesign(id, body, token, headers);
const scanUrl = (uniqueId: string) => `http://localhost/qr/${uniqueId}?src=qr`;

/** An SVG drawn big enough for a phone-like decode (the print kit's SVG has no pixel size). */
const sized = (svg: string) => {
  const [, w, h] = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(svg)!;
  return svg.replace(/^<svg /, `<svg width="${Number(w) * 12}" height="${Number(h) * 12}" `).replace(/ width="\d+" height="\d+"(?= shape)/, "");
};

describe("PUT /api/qr/businesses/{id}/qr-design", () => {
  it("saves a colour, the logo and the frame at once (no review), and the code still scans to the listing", async () => {
    const listing = await kit.approvedListing(owner, { logo_url: logoUrl });
    const res = await putDesign(listing.id, design(), owner.token);
    expect(res.status).toBe(200);
    const b = res.json.data;
    expect(b.status).toBe("approved");
    expect(b.qr_design).toEqual({ color: "#1e3a8a", logo: true, frame: "scan-me" });
    // The image address changes with the design, so its year-long cache never shows an old one.
    expect(b.qr_code_image_url).toMatch(new RegExp(`^http://localhost/qr/code/${b.unique_id}\\.svg\\?v=[0-9a-z]+$`));
    expect(b.qr_code_image_url).not.toBe(listing.qr_code_image_url);
    const svg = svgOfDataUrl(b.qr_code_data);
    expect(svg).toContain('fill="#1e3a8a"');
    expect(svg).toMatch(/<image href="data:image\/jpeg;base64,[A-Za-z0-9+/=]+"/);
    expect(svg).not.toMatch(/href="(?!data:)/); // nothing fetched from elsewhere
    expect(await decodeQrSvg(sized(svg))).toBe(scanUrl(b.unique_id));
    // The dashboard's list and the admin's view carry the same code.
    const mine = (await kit.qr.listings.mine(owner.token)).json.data.find((x: { id: number }) => x.id === listing.id);
    expect(mine.qr_code_data).toBe(b.qr_code_data);
    expect(mine.qr_code_image_url).toBe(b.qr_code_image_url);
    const admin = (await kit.qr.admin.get(listing.id, await kit.admin())).json.data;
    expect(admin.qr_design).toEqual(b.qr_design);
    expect(admin.qr_code_data).toBe(b.qr_code_data);
    // Another colour is another address.
    const red = (await putDesign(listing.id, design({ color: "#9f1239" }), owner.token)).json.data;
    expect(red.qr_code_image_url).not.toBe(b.qr_code_image_url);
    // Back to the plain code: stored as null, the plain address and the plain image again.
    const plain = (await putDesign(listing.id, { color: "#000000", logo: false, frame: "none" }, owner.token)).json.data;
    expect(plain.qr_code_image_url).toBe(listing.qr_code_image_url);
    expect(plain.qr_code_data).toBe(listing.qr_code_data);
    const [row] = await kit.db.select({ qr_design: qrBusinesses.qr_design }).from(qrBusinesses).where(eq(qrBusinesses.id, listing.id));
    expect(row.qr_design).toBeNull();
  });

  it("accepts dark colours and refuses light ones by their contrast with white, in both languages", async () => {
    const listing = await kit.approvedListing(owner);
    // #767676 is 4.54:1 against white, the lightest grey that passes; #777777 is 4.48:1.
    for (const color of ["#000000", "#767676", "#4338ca", "#166534"]) {
      const res = await putDesign(listing.id, design({ color, logo: false }), owner.token);
      expect(res.status, color).toBe(200);
      expect(await decodeQrSvg(sized(svgOfDataUrl(res.json.data.qr_code_data))), color).toBe(scanUrl(res.json.data.unique_id));
    }
    for (const color of ["#777777", "#ffff00", "#87ceeb", "#ffffff", "#f97316"]) {
      const ar = await putDesign(listing.id, design({ color, logo: false }), owner.token);
      expect(ar.status, color).toBe(400);
      expect(ar.json.errors.color).toBe("هذا اللون فاتح جدًا لرمز QR: تقرؤه الهواتف بصعوبة على الأبيض. اختر لونًا أغمق (تباين مع الأبيض لا يقل عن ٤٫٥ إلى ١).");
      const en = await putDesign(listing.id, design({ color, logo: false }), owner.token, { "accept-language": "en" });
      expect(en.json.errors.color).toBe("This colour is too light for a QR code: phones read it badly on white. Choose a darker colour (contrast with white of at least 4.5 to 1).");
    }
    // The refused colours changed nothing: the last accepted one stays.
    const [row] = await kit.db.select({ qr_design: qrBusinesses.qr_design }).from(qrBusinesses).where(eq(qrBusinesses.id, listing.id));
    expect(row.qr_design).toEqual({ color: "#166534", logo: false, frame: "scan-me" });
  });

  it("refuses malformed designs with a message per field, never a 500", async () => {
    const listing = await kit.approvedListing(owner);
    const cases: [QrDesignBody, string][] = [
      [design({ color: "navy" }), "color"],
      [design({ color: "#12345" }), "color"],
      [design({ color: "#1e3a8a; fill:url(x)" }), "color"],
      [looseDesign({ frame: "rainbow" }), "frame"],
      [looseDesign({ logo: "yes" }), "logo"],
      [{ color: "#000000", logo: false } as QrDesignBody, "frame"],
      [looseDesign({ logo: false, note: "hello" }), "_"],
    ];
    for (const [body, field] of cases) {
      const res = await putDesign(listing.id, body, owner.token, { "accept-language": "en" });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json.errors), JSON.stringify(body)).toContain(field);
    }
    // By path: the typed client sends JSON only, and "{" is not JSON.
    const notJson = await kit.app.request(`/api/qr/businesses/${listing.id}/qr-design`, {
      method: "PUT",
      body: "{",
      headers: { authorization: `Bearer ${owner.token}`, "content-type": "application/json" },
    });
    expect(notJson.status).toBe(400);
  });

  it("refuses the logo on a listing without an uploaded logo, saying why", async () => {
    const listing = await kit.approvedListing(owner, { logo_url: "" });
    const ar = await putDesign(listing.id, design(), owner.token);
    expect(ar.status).toBe(400);
    expect(ar.json.errors.logo).toBe("لا شعار مرفوعًا لهذا النشاط: أضف شعارًا في نموذج النشاط أولًا");
    const en = await putDesign(listing.id, design(), owner.token, { "accept-language": "en" });
    expect(en.json.errors.logo).toBe("This listing has no uploaded logo: add one in the listing's form first");
  });

  it("is the owner's own: another owner's listing is not found, no session is 401, a suspended owner 403", async () => {
    const listing = await kit.approvedListing(owner);
    const other = await kit.owner("other");
    expect((await putDesign(listing.id, design({ logo: false }), other.token)).status).toBe(404);
    expect((await putDesign(999_999, design({ logo: false }), owner.token)).status).toBe(404);
    const anonymous = await putDesign(listing.id, design({ logo: false }));
    expect(anonymous.status).toBe(401);
    // An admin's token is not an owner's.
    expect((await putDesign(listing.id, design({ logo: false }), await kit.admin())).status).toBe(403);

    const suspended = await kit.owner("suspended");
    const theirs = await kit.approvedListing(suspended);
    const res = await kit.qr.users.suspend(suspended.id, { reason: "شكاوى" }, await kit.admin());
    expect(res.status).toBe(200);
    // Suspension ended their sessions: log in again, then try.
    const login = await kit.qr.auth.login({ username: suspended.username, password: suspended.password });
    const refused = await putDesign(theirs.id, design({ logo: false }), login.json.data.token);
    expect(refused.status).toBe(403);
    const [row] = await kit.db.select({ qr_design: qrBusinesses.qr_design }).from(qrBusinesses).where(eq(qrBusinesses.id, theirs.id));
    expect(row.qr_design).toBeNull();
    expect((await kit.db.select().from(qrUsers).where(eq(qrUsers.id, suspended.id)))[0].suspended_at).not.toBeNull();
  });
});

describe("PUT /api/qr/admin/{id}/qr-design", () => {
  it("lets an admin change any listing's design, and the owner sees it", async () => {
    const listing = await kit.approvedListing(owner, { logo_url: logoUrl });
    const res = await kit.qr.admin.qrDesign(listing.id, design({ color: "#115e59" }), await kit.admin());
    expect(res.status).toBe(200);
    expect(res.json.data.qr_design).toEqual({ color: "#115e59", logo: true, frame: "scan-me" });
    const mine = (await kit.qr.listings.edit(listing.id, owner.token)).json.data;
    expect(mine.qr_design).toEqual(res.json.data.qr_design);
    expect(mine.qr_code_data).toBe(res.json.data.qr_code_data);
    const low = await kit.qr.admin.qrDesign(listing.id, design({ color: "#cccccc" }), await kit.admin());
    expect(low.status).toBe(400);
    expect(low.json.errors.color).toContain("٤٫٥");
    // Owners cannot reach the admin's route.
    expect((await kit.qr.admin.qrDesign(listing.id, design(), owner.token)).status).toBe(403);
  });
});

describe("the designed code everywhere it is drawn", () => {
  let b: { id: number; unique_id: string; qr_code_image_url: string; qr_code_data: string };
  beforeAll(async () => {
    const listing = await kit.approvedListing(owner, { logo_url: logoUrl });
    b = (await putDesign(listing.id, design({ color: "#6b21a8" }), owner.token)).json.data;
  });

  it("GET /qr/code/{id}.svg?v=…: the same designed SVG, standing alone, cached for a year at its versioned address only", async () => {
    const res = await kit.app.request(b.qr_code_image_url);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/svg+xml");
    expect(res.headers.get("cache-control")).toContain("immutable");
    expect(res.headers.get("content-security-policy")).toBe("default-src 'none'; img-src data:; sandbox");
    const svg = await res.text();
    expect(`data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`).toBe(b.qr_code_data);
    expect(svg).toContain('fill="#6b21a8"');
    expect(svg).toContain("data:image/jpeg;base64,");
    expect(svg).not.toMatch(/<script|style=|<style|on\w+=/i);
    expect(await decodeQrSvg(sized(svg))).toBe(scanUrl(b.unique_id));
    // The bare address and an old version answer the current code, never cached.
    for (const path of [`/qr/code/${b.unique_id}.svg`, `/qr/code/${b.unique_id}.svg?v=old`]) {
      const other = await kit.app.request(path);
      expect(other.headers.get("cache-control")).toBe("no-cache");
      expect(await other.text()).toBe(svg);
    }
  });

  it("every print-kit format draws the designed code, with its logo, and it scans to the listing", async () => {
    for (const format of printFormats) {
      for (const lang of ["ar", "en"]) {
        const res = await kit.app.request(`/qr/${b.unique_id}/print?format=${format}&lang=${lang}`);
        expect(res.status, format).toBe(200);
        const { document } = await htmlOf(res);
        const codes = [...document.querySelectorAll("[data-testid=print-sheet] .code svg")];
        expect(codes.length, format).toBeGreaterThan(0);
        const svg = codes[0].outerHTML;
        expect(svg, format).toContain('fill="#6b21a8"');
        expect(svg, format).toMatch(/<image href="data:image\/jpeg;base64,/);
        expect(await decodeQrSvg(sized(svg)), `${format} ${lang}`).toBe(scanUrl(b.unique_id));
      }
    }
  });
});
