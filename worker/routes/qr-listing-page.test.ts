import ICAL from "ical.js";
import { beforeAll, describe, expect, it } from "vitest";
import { schemaTypeOf } from "../render/listing-json-ld";
import { memoryPageCache } from "../render/page-store";
import { memoryContentVersion } from "../services/content-version";
import { createApp } from "../app";
import { htmlOf, textOf } from "../testing/html";
import { createQrTestApp, type TestOwner } from "./api/qr/qr-test-kit";
import { menuItem, menuOf } from "../../shared/menu.testing";

/**
 * The listing's page as a visitor at a table meets it: the first screen's actions, the place, the
 * English texts, the menu's photos, sizes and labels, and what search engines and phones read.
 */

const PHONE = "Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";
let kit: Awaited<ReturnType<typeof createQrTestApp>>;
let owner: TestOwner;
const visit = (path: string) => kit.app.request(path, { headers: { "user-agent": PHONE } });
const pageOf = async (path: string) => (await htmlOf(await visit(path))).document;
const ldOf = (document: Document) => JSON.parse(document.querySelector("script[type='application/ld+json']")!.textContent!);

const menu = menuOf(
  [
    "hot",
    "مشروبات ساخنة",
    [
      menuItem("qahwa", "قهوة عربية", null, {
        name_en: "Arabic coffee",
        tags: ["popular", "vegan"],
        variants: [
          { id: "cup", name_ar: "فنجان", name_en: "Cup", price: 5000 },
          { id: "pot", name_ar: "دلّة", name_en: "Pot", price: 9000 },
        ],
        image_url: "/images/demo/cafe-1.svg",
      }),
      menuItem("shai", "شاي", 4000, { tags: ["vegan", "gluten_free"] }),
    ],
  ],
  ["sweets", "حلويات", [menuItem("knafeh", "كنافة", 12000, { tags: ["vegetarian", "contains_nuts"] })]],
);

let cafe: { id: number; unique_id: string };
beforeAll(async () => {
  kit = await createQrTestApp();
  owner = await kit.owner();
  cafe = await kit.approvedListing(owner, {
    business_name: "مقهى الياسمين",
    business_name_en: "Yasmin Café",
    description: "قهوة وحلويات",
    description_en: "Coffee and sweets",
    business_type: "Cafe",
    address: "باب توما",
    city: "دمشق",
    latitude: "٣٣٫٥١٣٣٩٥",
    longitude: 36.314931,
    phone: "+963 11 544 1234",
    whatsapp: "+963 944 123 456",
    menu,
  });
});

describe("the first screen's actions", () => {
  it("calls, chats, opens the map app at the position and jumps to the menu", async () => {
    const document = await pageOf(`/qr/${cafe.unique_id}`);
    const row = document.querySelector("[data-testid=listing-actions]")!;
    const actions = [...row.querySelectorAll("a[data-action]")].map((a) => [a.getAttribute("data-action"), a.getAttribute("href")]);
    expect(actions).toEqual([
      ["call", "tel:+963115441234"],
      ["whatsapp", "https://wa.me/963944123456"],
      ["directions", `geo:33.513395,36.314931?q=33.513395,36.314931(${encodeURIComponent("مقهى الياسمين")})`],
      ["menu", "#menu"],
    ]);
    expect(document.querySelector("#menu")).not.toBeNull();
    // iPhones and computers get a web map from the island; the address row links the web map too.
    const island = row.closest("agency-island[data-island=qr-directions]")!;
    expect(JSON.parse(island.getAttribute("data-props")!)).toMatchObject({ web: "https://www.openstreetmap.org/?mlat=33.513395&mlon=36.314931#map=18/33.513395/36.314931" });
    expect(document.querySelector("[data-testid=contact-address]")?.getAttribute("href")).toContain("openstreetmap.org");
    expect(textOf(document.querySelector("[data-testid=contact-address]"))).toContain("باب توما، دمشق");
  });

  it("shows only what the listing has: no position, no directions; a menu link when there is no menu", async () => {
    const plain = await kit.approvedListing(owner, { phone: "", whatsapp: "+963 944 000 111", menu: null, menu_url: "https://plain.example/menu.pdf" });
    const document = await pageOf(`/qr/${plain.unique_id}`);
    const actions = [...document.querySelectorAll("[data-testid=listing-actions] a")].map((a) => [a.getAttribute("data-action"), a.getAttribute("href")]);
    expect(actions).toEqual([
      ["whatsapp", "https://wa.me/963944000111"],
      ["menu", "https://plain.example/menu.pdf"],
    ]);
    expect(document.querySelector("agency-island[data-island=qr-directions]")).toBeNull();
    const bare = await kit.approvedListing(owner, { phone: "", whatsapp: "", menu_url: "" });
    expect((await pageOf(`/qr/${bare.unique_id}`)).querySelector("[data-testid=listing-actions]")).toBeNull();
  });
});

describe("both languages", () => {
  it("uses the English name and description on the English page, its title, description and JSON-LD, and the vCard", async () => {
    const en = await pageOf(`/qr/${cafe.unique_id}?lang=en`);
    expect(textOf(en.querySelector("[data-testid=business-name]"))).toBe("Yasmin Café");
    expect(textOf(en.querySelector("[data-testid=business-description]"))).toBe("Coffee and sweets");
    expect(en.querySelector("title")?.textContent).toMatch(/^Yasmin Café \|/);
    expect(en.querySelector("meta[name=description]")?.getAttribute("content")).toBe("Coffee and sweets");
    expect(ldOf(en)).toMatchObject({ name: "Yasmin Café", alternateName: "مقهى الياسمين", description: "Coffee and sweets" });
    const ar = await pageOf(`/qr/${cafe.unique_id}`);
    expect(textOf(ar.querySelector("[data-testid=business-name]"))).toBe("مقهى الياسمين");
    expect(ldOf(ar)).toMatchObject({ name: "مقهى الياسمين", alternateName: "Yasmin Café" });
    // The card as a contacts app reads it (ical.js, Mozilla's vCard parser).
    const card = new ICAL.Component(ICAL.parse(await (await kit.app.request(`/qr/${cafe.unique_id}/contact.vcf?lang=en`)).text()));
    expect(card.getFirstPropertyValue("fn")).toBe("Yasmin Café");
    expect(card.getFirstPropertyValue("adr")).toEqual(["", "", "باب توما", "دمشق", "", "", "Syria"]);
    expect(card.getFirstProperty("geo")?.getValues()).toEqual([[33.513395, 36.314931]]);
    expect(card.getFirstPropertyValue("note")).toBe("Coffee and sweets");
  });

  it("falls back to the Arabic texts where the owner wrote no English", async () => {
    const arabicOnly = await kit.approvedListing(owner, { business_name: "فرن الحارة", description: "خبز" });
    const en = await pageOf(`/qr/${arabicOnly.unique_id}?lang=en`);
    expect(textOf(en.querySelector("[data-testid=business-name]"))).toBe("فرن الحارة");
    expect(textOf(en.querySelector("[data-testid=business-description]"))).toBe("خبز");
  });
});

describe("the menu", () => {
  it("shows sizes with their own prices, labels, and filter links for the labels it uses", async () => {
    const document = await pageOf(`/qr/${cafe.unique_id}?lang=en`);
    const coffee = document.querySelector("[data-testid=menu-item]")!;
    expect(coffee.getAttribute("data-tags")).toBe("vegan popular");
    expect([...coffee.querySelectorAll("[data-testid=menu-item-tag]")].map((t) => [t.getAttribute("data-tag"), textOf(t)])).toEqual([
      ["vegan", "Vegan"],
      ["popular", "Popular"],
    ]);
    const variants = [...coffee.querySelectorAll("[data-testid=menu-item-variant]")];
    expect(variants.map((v) => textOf(v.querySelector("span")))).toEqual(["Cup", "Pot"]);
    // Prices in new pounds (stored in piastres), each with its amount in old pounds under it.
    expect(variants.map((v) => textOf(v.querySelector("[data-testid=menu-item-price]")))).toEqual(["SYP 50(SYP 5,000 old)", "SYP 90(SYP 9,000 old)"]);
    expect(variants.map((v) => textOf(v.querySelector("[data-testid=price-old]")))).toEqual(["(SYP 5,000 old)", "(SYP 9,000 old)"]);
    // With sizes, the sizes carry the prices: the item has no price of its own beside them.
    expect(coffee.querySelectorAll("[data-testid=menu-item-price]")).toHaveLength(2);
    const photo = coffee.querySelector("img[data-testid=menu-item-photo]")!;
    expect(photo.getAttribute("loading")).toBe("lazy");
    expect([photo.getAttribute("width"), photo.getAttribute("height")]).toEqual(["72", "72"]);
    expect(photo.getAttribute("style")).toContain("background");
    // The labels in the menu, in the list's order; each link targets its own anchor.
    const filters = [...document.querySelectorAll("a[data-testid=menu-filter]")].map((a) => [a.getAttribute("data-tag"), a.getAttribute("href")]);
    expect(filters).toEqual([
      ["vegetarian", "#f-vegetarian"],
      ["vegan", "#f-vegan"],
      ["contains_nuts", "#f-contains_nuts"],
      ["gluten_free", "#f-gluten_free"],
      ["popular", "#f-popular"],
    ]);
    for (const [tag] of filters) expect(document.querySelector(`#f-${tag}`), tag!).not.toBeNull();
    // Their rules are in the site's stylesheet (shared/listing-page-css.ts): no <style> in the body, which is not valid HTML.
    expect(document.querySelectorAll("body style")).toHaveLength(0);
  });

  it("draws an uploaded item photo from its small variants", async () => {
    const png = await kit.upload(owner.token, (await import("./api/qr/test-images")).PNG_1X1, "type=gallery&businessId=temp_menu");
    const url = png.json?.data?.url as string | undefined;
    if (!url) throw new Error(`upload failed: ${JSON.stringify(png.json)}`);
    const withPhoto = await kit.approvedListing(owner, { menu: menuOf(["s", "قسم", [menuItem("p", "صنف", 100, { image_url: url })]]) });
    const document = await pageOf(`/qr/${withPhoto.unique_id}`);
    const source = document.querySelector("[data-testid=menu-item] picture source");
    expect(source?.getAttribute("sizes")).toBe("72px");
    // React writes `srcSet` (HTML reads attribute names in any case).
    expect(source?.getAttribute("srcSet")).toMatch(/^\/media\/\w+-160\.webp 1w$/);
  });
});

describe("what search engines read", () => {
  it("types the business by its category and carries its place and its menu with offers", async () => {
    const ld = ldOf(await pageOf(`/qr/${cafe.unique_id}?lang=en`));
    expect(ld["@type"]).toBe("CafeOrCoffeeShop");
    expect(ld.address).toEqual({ "@type": "PostalAddress", streetAddress: "باب توما", addressLocality: "دمشق", addressCountry: "SY" });
    expect(ld.geo).toEqual({ "@type": "GeoCoordinates", latitude: 33.513395, longitude: 36.314931 });
    expect(ld.hasMenu.hasMenuSection.map((s: { name: string }) => s.name)).toEqual(["مشروبات ساخنة", "حلويات"]);
    const [coffee, tea] = ld.hasMenu.hasMenuSection[0].hasMenuItem;
    expect(coffee).toMatchObject({ "@type": "MenuItem", name: "Arabic coffee", suitableForDiet: ["https://schema.org/VeganDiet"] });
    expect(coffee.offers).toEqual([
      // New pounds only: machines read no old-pound amount.
      { "@type": "Offer", name: "Cup", price: "50", priceCurrency: "SYP", availability: "https://schema.org/InStock" },
      { "@type": "Offer", name: "Pot", price: "90", priceCurrency: "SYP", availability: "https://schema.org/InStock" },
    ]);
    expect(tea.offers).toHaveLength(1);
    expect(coffee.image).toBe("http://localhost/images/demo/cafe-1.svg");
  });

  it("maps categories to schema.org types in one place, LocalBusiness for anything else", () => {
    expect(schemaTypeOf(["Cafe", "مقهى"])).toEqual({ type: "CafeOrCoffeeShop", food: true });
    expect(schemaTypeOf(["Restaurant", "مطعم"])).toEqual({ type: "Restaurant", food: true });
    expect(schemaTypeOf(["Shop", "متجر"]).type).toBe("Store");
    expect(schemaTypeOf(["Health and beauty", "صحة وجمال"]).type).toBe("HealthAndBeautyBusiness");
    expect(schemaTypeOf([null, "مخبز"]).type).toBe("Bakery");
    expect(schemaTypeOf(["Other", "أخرى"])).toEqual({ type: "LocalBusiness", food: false });
  });

  it("gives a shop's price list as an offer catalog (schema.org has menus for places that serve food)", async () => {
    const shop = await kit.approvedListing(owner, { business_type: "Shop", menu });
    const ld = ldOf(await pageOf(`/qr/${shop.unique_id}`));
    expect(ld["@type"]).toBe("Store");
    expect(ld.hasMenu).toBeUndefined();
    expect(ld.hasOfferCatalog.itemListElement[0].itemListElement[1]).toMatchObject({ "@type": "Offer", price: "40", itemOffered: { "@type": "Product", name: "شاي" } });
  });
});

describe("prices in today's pounds", () => {
  it("shows the old-pound amount only while the site setting asks for it, and never in a price that is not in pounds", async () => {
    const admin = await kit.admin();
    const usd = await kit.approvedListing(owner, { menu: { ...menuOf(["s", "قسم", [menuItem("a", "صنف", 1250)]]), currency: "USD" } });
    const whole = await kit.approvedListing(owner, { menu: menuOf(["s", "قسم", [menuItem("a", "قهوة", 6000), menuItem("b", "شاي", 1250)]]) });
    const prices = async (id: string) => [...(await pageOf(`/qr/${id}`)).querySelectorAll("[data-testid=menu-item-price]")].map((p) => textOf(p));
    expect(await prices(whole.unique_id)).toEqual(["\u200f٦٠ ل.س.\u200f(\u200f٦٬٠٠٠ ل.س.\u200f قديمة)", "\u200f١٢٫٥٠ ل.س.\u200f(\u200f١٬٢٥٠ ل.س.\u200f قديمة)"]);
    expect((await pageOf(`/qr/${usd.unique_id}`)).querySelector("[data-testid=price-old]")).toBeNull();
    const settings = (await kit.typed["site-settings"].$get()).json();
    const off = await kit.typed["site-settings"].$put({ json: { ...(await settings).data, show_old_pounds: false } }, { headers: { authorization: `Bearer ${admin}` } });
    expect(off.status).toBe(200);
    expect(await prices(whole.unique_id)).toEqual(["\u200f٦٠ ل.س.\u200f", "\u200f١٢٫٥٠ ل.س.\u200f"]);
    await kit.typed["site-settings"].$put({ json: { ...(await settings).data, show_old_pounds: true } }, { headers: { authorization: `Bearer ${admin}` } });
  });
});

describe("sold out until midnight", () => {
  it("is cleared on the page at the listing's midnight, and the cached page lasts no longer", async () => {
    let now = Date.parse("2026-12-01T19:00:00Z"); // 22:00 in Damascus
    const cached = createApp({ ...kit.deps, now: () => now, pageCache: memoryPageCache(), contentVersion: memoryContentVersion(kit.db) });
    const resetting = { ...menuOf(["s", "قسم", [menuItem("a", "صنف", 100, { sold_out: true }), menuItem("b", "آخر", 200)]]), sold_out_resets: true };
    const listing = await kit.approvedListing(owner, { menu: resetting });
    // The mark carries the time of the save (the real clock here), stamped by the server.
    const read = async () => {
      const res = await cached.request(`/qr/${listing.unique_id}`, { headers: { "user-agent": PHONE } });
      return (await htmlOf(res)).document.querySelectorAll("[data-testid=menu-item-soldout]").length;
    };
    const stored = (await kit.qr.listings.get(listing.id, owner.token)).json.data.menu!;
    const since = stored.sections[0].items[0].sold_out_since!;
    expect(Date.parse(since)).toBeGreaterThan(0);
    now = Date.parse(since) + 60_000;
    expect(await read()).toBe(1);
    // The next day in Damascus: the mark is yesterday's.
    now = Date.parse(since) + 26 * 60 * 60 * 1000;
    expect(await read()).toBe(0);
  });
});
