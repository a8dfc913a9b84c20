import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { qrBusinesses } from "../../db/schema";
import { menuItem, menuOf } from "../../shared/menu.testing";
import { htmlOf } from "../testing/html";
import { createQrTestApp, type TestOwner } from "./api/qr/qr-test-kit";

/**
 * Ordering by WhatsApp as the server draws it on a listing's page: an "add" button on each thing
 * that can be ordered carrying what the page's script needs, the bar and the order (all hidden
 * without scripts), and none of it on a listing that takes no orders.
 */

const PHONE = "Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";
let kit: Awaited<ReturnType<typeof createQrTestApp>>;
let owner: TestOwner;
const pageOf = async (path: string) => (await htmlOf(await kit.app.request(path, { headers: { "user-agent": PHONE } }))).document;

const menu = menuOf(
  [
    "hot",
    "مشروبات ساخنة",
    [
      menuItem("qahwa", "قهوة عربية", null, {
        name_en: "Arabic coffee",
        variants: [
          { id: "cup", name_ar: "فنجان", name_en: "Cup", price: 5000 },
          { id: "pot", name_ar: "دلّة", name_en: "", price: 9000 },
        ],
      }),
      menuItem("shai", "شاي", 4000, { name_en: "Tea" }),
      menuItem("argile", "أركيلة", null),
      menuItem("lemon", "ليموناضة", 4500, { sold_out: true }),
      menuItem("gone", "صنف مخفي", 100, { hidden: true }),
    ],
  ],
);
const listing = (fields: Record<string, unknown>) => kit.approvedListing(owner, { business_name: "مقهى الياسمين", business_name_en: "Yasmin Café", menu, ...fields });

beforeAll(async () => {
  kit = await createQrTestApp();
  owner = await kit.owner();
});

describe("a menu that takes orders", () => {
  it("has an add button on each available item without sizes and on each size, with its ids, names and price", async () => {
    const cafe = await listing({ whatsapp: "0944 123 456", ordering_enabled: true });
    const document = await pageOf(`/qr/${cafe.unique_id}?lang=en`);
    const adds = [...document.querySelectorAll("[data-testid=add-to-order]")].map((b) => ({ ...(b as HTMLElement).dataset }));
    expect(adds).toEqual([
      { testid: "add-to-order", needsScript: "", item: "qahwa", size: "cup", name: "Arabic coffee", sizeName: "Cup", price: "5000" },
      // A name the owner gave in Arabic only is shown, and ordered, as it is.
      { testid: "add-to-order", needsScript: "", item: "qahwa", size: "pot", name: "Arabic coffee", sizeName: "دلّة", price: "9000" },
      { testid: "add-to-order", needsScript: "", item: "shai", name: "Tea", price: "4000" },
      // No price shown: it can still be ordered (the total says it leaves it out).
      { testid: "add-to-order", needsScript: "", item: "argile", name: "أركيلة" },
    ]);
    // Named for screen readers; the sold-out item has none.
    expect(document.querySelector("[data-item=shai]")!.getAttribute("aria-label")).toBe("Add «Tea» to the order");
    expect(document.querySelector("[data-testid=add-to-order][data-item=lemon]")).toBeNull();
    // The bar and the order, hidden until the script shows them, and never without scripts.
    const bar = document.querySelector("[data-testid=order-bar]")!;
    expect(bar.hasAttribute("hidden") && bar.hasAttribute("data-needs-script")).toBe(true);
    expect(document.querySelector("dialog[data-testid=order-sheet] a[data-testid=order-send]")!.getAttribute("href")).toBe("https://wa.me/963944123456");
    const island = document.querySelector("agency-island[data-island=qr-order]")!;
    const props = JSON.parse(island.getAttribute("data-props")!);
    expect(props).toMatchObject({ listing: cafe.unique_id, number: "963944123456", name: "Yasmin Café", lang: "en", currency: "SYP" });
    expect(props.words.heading).toBe("New order: {{name}}");
  });

  it("writes the Arabic page's names and words in Arabic", async () => {
    const cafe = await listing({ whatsapp: "0944 123 456", ordering_enabled: true });
    const document = await pageOf(`/qr/${cafe.unique_id}`);
    const shai = document.querySelector("[data-testid=add-to-order][data-item=shai]") as HTMLElement;
    expect([shai.dataset.name, shai.textContent, shai.getAttribute("aria-label")]).toEqual(["شاي", "+أضف", "أضف «شاي» إلى الطلب"]);
    const props = JSON.parse(document.querySelector("agency-island[data-island=qr-order]")!.getAttribute("data-props")!);
    expect(props).toMatchObject({ name: "مقهى الياسمين", lang: "ar" });
    expect(props.labels.table).toBe("طاولة {{n}}");
  });
});

describe("a menu that takes no orders", () => {
  it("has no add button, bar or order when ordering is off, or on without a number WhatsApp can open", async () => {
    const off = await listing({ whatsapp: "0944 123 456", ordering_enabled: false });
    const on = await listing({ whatsapp: "0944 123 456", ordering_enabled: true });
    // The API never lets the switch stay on without a number; an approved edit merged with an
    // admin's fix could, so the page checks both. (Neither page was read before: no cache to clear.)
    await kit.db.update(qrBusinesses).set({ whatsapp: null }).where(eq(qrBusinesses.id, on.id));
    for (const cafe of [off, on]) {
      const document = await pageOf(`/qr/${cafe.unique_id}`);
      expect(document.querySelectorAll("[data-testid=menu-item]").length).toBe(4);
      expect(document.querySelector("[data-testid=add-to-order]")).toBeNull();
      expect(document.querySelector("[data-testid=order-bar]")).toBeNull();
      expect(document.querySelector("agency-island[data-island=qr-order]")).toBeNull();
    }
  });
});
