/**
 * Outside probe, finding 5 (SECURITY.md lists them): the check that a listing's images are the
 * owner's own compared path strings, so `/./media/KEY`, `/%6dedia/KEY` and `/images/../media/KEY`
 * of another account's upload passed it (201), the image was served on the listing, and the file
 * was shared across accounts. Ownership is now decided by the stored blob key an address leads to,
 * and an address that leads to an upload is accepted only in its one plain form.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { qrBusinesses } from "../../db/schema";
import { isCanonicalPath } from "../../shared/site-path";
import { mediaRefOf } from "../lib/media-ref";
import { createQrTestApp, withoutOwnerLimits, PNG_1X1, type TestOwner } from "../routes/api/qr/qr-test-kit";
import { as, replyOf, type BodyOf, type Lang, type TestApp } from "../testing/fixtures";

let kit: Awaited<ReturnType<typeof createQrTestApp>>;
let alice: TestOwner;
let bob: TestOwner;
let aliceFile: string;
let aliceKey: string;
beforeAll(async () => {
  // Many listings for one owner here: the listing limits are tested on their own.
  kit = withoutOwnerLimits(await createQrTestApp());
  alice = await kit.owner("alice");
  bob = await kit.owner("bob");
  aliceFile = (await kit.upload(alice.token, PNG_1X1, "type=logo&businessId=temp_alice")).json.data.url;
  aliceKey = aliceFile.slice("/media/".length);
});

const spellings = () => [
  `/./media/${aliceKey}`,
  `/%6dedia/${aliceKey}`,
  `/%6Dedia/${aliceKey}`,
  `/images/../media/${aliceKey}`,
  `/media/./${aliceKey}`,
  `/media/${aliceKey}/`,
  `/media//${aliceKey}`,
  `/media/%${aliceKey.charCodeAt(0).toString(16)}${aliceKey.slice(1)}`,
  `/MEDIA/${aliceKey}`,
  `/media/${aliceKey.toUpperCase()}`,
  `http://localhost/media/${aliceKey}`,
  `http://127.0.0.1:8787/media/${aliceKey}`,
  `https://another-name.example/./media/${aliceKey}`,
  `http://localhost/%6dedia/${aliceKey}`,
  `/media\\${aliceKey}`,
];



/**
 * The calls go through the API's typed client, so a renamed route or field fails the typecheck.
 * Each takes the app and the caller's bearer (none when omitted or null). A body the API must
 * refuse is cast to the body type: it is what the type forbids.
 */
type AdminListingChange = BodyOf<TestApp["typed"]["qr"]["admin"][":id"]["$put"]>;
type NewListing = BodyOf<TestApp["typed"]["qr"]["businesses"]["$post"]>;
type ListingChange = BodyOf<TestApp["typed"]["qr"]["businesses"][":id"]["$put"]>;
const adminUpdateListing = async (t: TestApp, id: unknown, body: AdminListingChange, bearer: string | null) => replyOf(await t.typed.qr.admin[":id"].$put({ param: { id: String(id) }, json: body }, as(bearer)));
const createBusiness = async (t: TestApp, body: NewListing, bearer: string | null, lang?: Lang) => replyOf(await t.typedIn(lang).qr.businesses.$post({ json: body }, as(bearer)));
const updateBusiness = async (t: TestApp, id: unknown, body: ListingChange, bearer: string | null) => replyOf(await t.typed.qr.businesses[":id"].$put({ param: { id: String(id) }, json: body }, as(bearer)));

describe("another owner's upload under any spelling", () => {
  it.each([["logo_url"], ["cover_image_url"], ["menu_url"], ["images"]])("is refused in %s on create (400), and no listing is made", async (field) => {
    for (const url of spellings()) {
      const body = field === "images" ? { images: [{ url, alt_text: "x" }] } : { [field]: url };
      const before = (await kit.db.select().from(qrBusinesses).where(eq(qrBusinesses.owner_id, bob.id))).length;
      const res = await createBusiness(kit, { ...listingBody(), ...body }, bob.token);
      expect(res.status, `${field} = ${url}: ${JSON.stringify(res.json)}`).toBe(400);
      const errorField = field === "images" ? "images.0.url" : field;
      expect(res.json.errors[errorField], url).toBeTruthy();
      expect((await kit.db.select().from(qrBusinesses).where(eq(qrBusinesses.owner_id, bob.id))).length).toBe(before);
    }
  });

  it("is refused on edit too, by the owner and by an admin editing the listing", async () => {
    const mine = await kit.listing(bob);
    for (const url of spellings()) {
      expect((await updateBusiness(kit, mine.id, { logo_url: url }, bob.token)).status, url).toBe(400);
      expect((await adminUpdateListing(kit, mine.id, { logo_url: url }, await kit.admin())).status, url).toBe(400);
    }
    const row = (await kit.db.select().from(qrBusinesses).where(eq(qrBusinesses.id, mine.id)))[0];
    expect(row.logo_url ?? "").not.toContain(aliceKey);
  });

  it("names what is wrong: another spelling of an upload, or an upload that is not yours", async () => {
    const spelled = await createBusiness(kit, { ...listingBody(), logo_url: `/./media/${aliceKey}` }, bob.token, "en");
    expect(spelled.json.errors.logo_url).toBe("Use the image address exactly as it was given after the upload");
    const aliased = await createBusiness(kit, { ...listingBody(), logo_url: `http://127.0.0.1:8787/media/${aliceKey}` }, bob.token, "en");
    expect(aliased.json.errors.logo_url).toBe("Use the image address exactly as it was given after the upload");
    const plain = await createBusiness(kit, { ...listingBody(), cover_image_url: aliceFile }, bob.token, "en");
    expect(plain.json.errors.cover_image_url).toBe("This image was not uploaded from your account");
  });

  it("the owner's own upload works in its plain form, and external images and site files still work", async () => {
    const own = (await kit.upload(bob.token, PNG_1X1, "type=logo&businessId=temp_bob")).json.data.url;
    const res = await createBusiness(kit, { ...listingBody(), logo_url: own, cover_image_url: "https://cdn.example.com/media/cover.jpg", images: [{ url: "/images/logo.svg", alt_text: "" }] }, bob.token);
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    expect(res.json.data.logo_url).toBe(own);
  });
});

describe("reading addresses", () => {
  it("leads every spelling of an upload's path to its key", () => {
    for (const url of spellings()) {
      const ref = mediaRefOf(url);
      expect(ref.kind, url).toBe("media");
      if (ref.kind === "media") {
        expect(ref.key, url).toBe(aliceKey);
        expect(ref.canonical, url).toBe(false);
      }
    }
    expect(mediaRefOf(aliceFile)).toEqual({ kind: "media", key: aliceKey, canonical: true });
    expect(mediaRefOf("/images/logo.svg").kind).toBe("other");
    expect(mediaRefOf("/%E0%A4%A").kind).toBe("unreadable");
  });

  it("accepts only plain site paths", () => {
    for (const ok of ["/media/abc.png", "/images/logo.svg", "/images/%D8%B4%D8%B9%D8%A7%D8%B1.png", "/a/b-c_d.e~f"]) expect(isCanonicalPath(ok), ok).toBe(true);
    for (const bad of ["/./x", "/a/../x", "/%6dedia/x", "/a//b", "/a/", "/a?b", "/a#b", "/a\\b", "/%2e%2e/x", "/%2fmedia", "x", "/a/%zz"]) {
      expect(isCanonicalPath(bad), bad).toBe(false);
    }
  });
});

function listingBody() {
  return {
    business_name: "مخبز الاختبار",
    business_type: "مطعم",
    description: "",
    phone: "+963 11 222 3333",
    images: [],
  };
}
