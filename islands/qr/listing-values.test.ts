import { describe, expect, it } from "vitest";
import { listingBody } from "../../shared/contract/qr-listing";
import { emptyListing, formErrorsOf, fromStored, move, tempListingId, toPayload } from "./listing-values";
import { checkListing } from "./validate";

describe("the listing form's values", () => {
  it("starts an edit from the stored listing, null fields as blanks", () => {
    const start = fromStored({
      business_name: "مقهى",
      business_type: "مقهى",
      phone: null,
      logo_url: "/media/a.png",
      cover_image_url: null,
      images: [
        { image_url: "/media/b.png", alt_text: "واجهة" },
        { image_url: "/media/c.png", alt_text: null },
      ],
    });
    expect(start.values).toEqual({ ...emptyListing, business_name: "مقهى", business_type: "مقهى" });
    expect(start.logo).toMatchObject({ url: "/media/a.png", preview: "/media/a.png" });
    expect(start.cover).toBeNull();
    expect(start.gallery.map((g) => [g.url, g.alt])).toEqual([
      ["/media/b.png", "واجهة"],
      ["/media/c.png", ""],
    ]);
  });

  it("reads a stored position as text and sends it back as the server takes it", () => {
    const start = fromStored({ business_name: "مقهى", business_type: "مقهى", business_name_en: "Cafe", city: "دمشق", latitude: 33.5138, longitude: -36.2765, description_en: null });
    expect(start.values).toMatchObject({ business_name_en: "Cafe", city: "دمشق", latitude: "33.5138", longitude: "-36.2765", description_en: "" });
    const body = toPayload({ ...start.values, latitude: " ٣٣٫٥١٣٨ " }, null, null, []);
    const parsed = listingBody.safeParse(body);
    expect(parsed.success && [parsed.data.latitude, parsed.data.longitude, parsed.data.business_name_en]).toEqual([33.5138, -36.2765, "Cafe"]);
    // A cleared position is sent blank, which the server stores as none.
    const cleared = listingBody.safeParse(toPayload({ ...start.values, latitude: "", longitude: "" }, null, null, []));
    expect(cleared.success && [cleared.data.latitude, cleared.data.longitude]).toEqual([null, null]);
  });

  it("takes a phone and WhatsApp typed in Arabic digits (ordering on) and sends them in Western ones", () => {
    const values = { ...emptyListing, business_name: "مقهى", business_type: "مقهى", phone: "٠١١ ٢٢٢ ٣٣٣٣", whatsapp: "۰۹۴۴۱۲۳۴۵۶", ordering_enabled: true };
    expect(checkListing(values)).toEqual({});
    expect(toPayload(values, null, null, [])).toMatchObject({ phone: "011 222 3333", whatsapp: "0944123456" });
  });

  it("reads the ordering switch as stored (off when the listing has none) and sends it as a yes or no", () => {
    expect(fromStored({ business_name: "مقهى", business_type: "مقهى" }).values.ordering_enabled).toBe(false);
    const start = fromStored({ business_name: "مقهى", business_type: "مقهى", whatsapp: "0944111222", ordering_enabled: true });
    expect(start.values).toMatchObject({ ordering_enabled: true, whatsapp: "0944111222" });
    const parsed = listingBody.safeParse(toPayload(start.values, null, null, []));
    expect(parsed.success && parsed.data.ordering_enabled).toBe(true);
  });

  it("sends trimmed fields, images by URL and the gallery in order, leaving out unfinished uploads", () => {
    const slot = (url: string | undefined, alt = "") => ({ key: Math.random().toString(), url, preview: "blob:x", alt, ...(url ? {} : { step: { step: "uploading" as const, percent: 40 } }) });
    const body = toPayload({ ...emptyListing, business_name: "  مخبز  ", business_type: "مطعم" }, slot("/media/l.png"), null, [
      slot("/media/2.png", " ثانية "),
      slot(undefined),
      slot("/media/1.png"),
    ]);
    expect(body).toMatchObject({ business_name: "مخبز", logo_url: "/media/l.png", cover_image_url: "" });
    expect(body.images).toEqual([
      { url: "/media/2.png", alt_text: "ثانية" },
      { url: "/media/1.png", alt_text: "" },
    ]);
  });

  // The form and the server must agree on the menu link: what the form's check lets through,
  // the server's rule takes (as the form sends it), and what one refuses the other refuses too.
  it.each([
    ["yasmin-cafe.sy/menu.pdf", "https://yasmin-cafe.sy/menu.pdf"],
    ["  www.yasmin-cafe.sy/menu?x=1 ", "https://www.yasmin-cafe.sy/menu?x=1"],
    ["https://yasmin-cafe.sy/menu", "https://yasmin-cafe.sy/menu"],
    ["/media/abc.png", "/media/abc.png"],
  ])("sends the menu link %j as %j, which the form's check and the server's rule both take", (typed, sent) => {
    const values = { ...emptyListing, business_name: "مقهى", business_type: "مقهى", menu_url: typed };
    expect(checkListing(values)).toEqual({});
    const body = toPayload(values, null, null, []);
    expect(body.menu_url).toBe(sent);
    const parsed = listingBody.safeParse(body);
    expect(parsed.success && parsed.data.menu_url).toBe(sent);
    // The server takes the bare address as typed too (a client that does not write it out).
    const raw = listingBody.safeParse({ ...body, menu_url: typed });
    expect(raw.success && raw.data.menu_url).toBe(sent);
  });

  it.each(["javascript:alert(1)", "not a link", "//evil.example/menu", "ftp://x.sy/menu", "/./media/abc.png"])(
    "refuses the menu link %j in the form or on the server, never only in one of them",
    (typed) => {
      const values = { ...emptyListing, business_name: "مقهى", business_type: "مقهى", menu_url: typed };
      const parsed = listingBody.safeParse(toPayload(values, null, null, []));
      expect(parsed.success).toBe(false);
      // The one path the form lets through is a non-canonical site path, which only the server can name.
      if (typed !== "/./media/abc.png") expect(checkListing(values).menu_url).toBe("urlInvalid");
    },
  );

  it("reorders by one step and ignores moves past either end", () => {
    expect(move(["a", "b", "c"], 0, 1)).toEqual(["b", "a", "c"]);
    expect(move(["a", "b", "c"], 2, -1)).toEqual(["a", "c", "b"]);
    expect(move(["a", "b", "c"], 0, -1)).toEqual(["a", "b", "c"]);
    expect(move(["a", "b", "c"], 2, 1)).toEqual(["a", "b", "c"]);
  });

  it("makes temporary listing ids the upload API accepts", () => {
    const id = tempListingId();
    expect(id).toMatch(/^temp_[a-z0-9]+$/);
    expect(id).toMatch(/^[A-Za-z][\w-]{0,63}$/);
    expect(tempListingId()).not.toBe(id);
  });

  it("shows the server's field errors where the form has them: images by their picker", () => {
    expect(formErrorsOf({ business_type: "bad type", logo_url: "not yours", "images.1.url": "not yours either", "images.3.url": "x", email: "bad" })).toEqual({
      business_type: "bad type",
      logo: "not yours",
      gallery: "not yours either",
      email: "bad",
    });
  });
});
