import type { Lang } from "../../locales/i18n";
import { openingHoursSpecification } from "../../pages/qr-hours";
import type { PublicBusiness } from "../../shared/contract/qr-listing";
import { listingDescription, listingName, positionOf, webMapUrl } from "../../shared/listing-place";
import { amountOf, menuDescription, menuName, visibleMenu, type ListingMenu, type MenuItem, type MenuTag } from "../../shared/menu";

/**
 * What search engines and phones read of a listing's page: schema.org JSON-LD of the business,
 * typed by its category, with its place, hours and menu.
 */

/**
 * The schema.org type of a category, by its English or Arabic name (admins may add categories,
 * so names are matched by the words in them): the first rule that matches wins; anything else is
 * a plain LocalBusiness. `food` types are FoodEstablishments, which carry a menu (`hasMenu`).
 */
const categoryTypes: { type: string; match: RegExp; food?: true }[] = [
  { type: "CafeOrCoffeeShop", match: /caf[eé]|coffee|مقه[ىي]|قهوة|كافيه/i, food: true },
  { type: "Bakery", match: /bak(er|ery)|pastr|مخبز|معجنات|فرن/i, food: true },
  { type: "IceCreamShop", match: /ice ?cream|gelato|بوظة|آيس ?كريم/i, food: true },
  { type: "BarOrPub", match: /\bbar\b|\bpub\b|حانة/i, food: true },
  { type: "FastFoodRestaurant", match: /fast ?food|snack|وجبات سريعة|سناك/i, food: true },
  { type: "Restaurant", match: /restaurant|food|diner|grill|مطعم|مأكولات|مشاوي/i, food: true },
  { type: "Pharmacy", match: /pharmac|صيدلي/i },
  { type: "BeautySalon", match: /salon|barber|hair|nail|صالون|حلاق|كوافير/i },
  { type: "HealthAndBeautyBusiness", match: /beauty|spa\b|cosmetic|تجميل|جمال/i },
  { type: "MedicalClinic", match: /clinic|doctor|medical|health|عيادة|طبي|صحة/i },
  { type: "LodgingBusiness", match: /hotel|hostel|lodging|touris|فندق|سياحة|نزل/i },
  { type: "GroceryStore", match: /grocer|supermarket|بقالة|سوبر ?ماركت/i },
  { type: "ClothingStore", match: /cloth|fashion|ألبسة|ملابس|أزياء/i },
  { type: "ElectronicsStore", match: /electronic|mobile|phone shop|إلكترونيات|موبايل|جوالات/i },
  { type: "BookStore", match: /book|مكتبة|كتب/i },
  { type: "AutoRepair", match: /car repair|garage|mechanic|auto|ميكانيك|صيانة سيارات/i },
  { type: "ExerciseGym", match: /gym|fitness|نادي رياضي|لياقة/i },
  { type: "Store", match: /shop|store|market|boutique|متجر|محل|سوق/i },
];

/** The schema.org type for a listing's category names, and whether it serves food (has a menu). */
export function schemaTypeOf(names: (string | null | undefined)[]): { type: string; food: boolean } {
  const text = names.filter(Boolean).join(" ");
  const rule = categoryTypes.find((r) => r.match.test(text));
  return { type: rule?.type ?? "LocalBusiness", food: !!rule?.food };
}

/** The diets schema.org names, from the menu's labels. */
const diets: Partial<Record<MenuTag, string>> = {
  vegan: "https://schema.org/VeganDiet",
  vegetarian: "https://schema.org/VegetarianDiet",
  gluten_free: "https://schema.org/GlutenFreeDiet",
};

/** A stored price as schema.org writes it: the amount in the currency's main unit (new pounds; never old ones). */
const priceOf = (price: number, menu: ListingMenu) => String(amountOf(price, menu.currency));

/** One menu item with its offers: one per size when it has sizes, else its own price (if any). */
function menuItemLd(item: MenuItem, menu: ListingMenu, lang: Lang, abs: (url: string | null | undefined) => string | undefined) {
  const offer = (price: number, name?: string) => ({
    "@type": "Offer",
    ...(name ? { name } : {}),
    price: priceOf(price, menu),
    priceCurrency: menu.currency,
    availability: item.sold_out ? "https://schema.org/SoldOut" : "https://schema.org/InStock",
  });
  const offers = item.variants.length ? item.variants.map((v) => offer(v.price, menuName(v, lang))) : item.price !== null ? [offer(item.price)] : [];
  const suitable = item.tags.flatMap((tag) => (diets[tag] ? [diets[tag]] : []));
  return {
    "@type": "MenuItem",
    name: menuName(item, lang),
    description: menuDescription(item, lang) || undefined,
    image: abs(item.image_url),
    offers: offers.length ? offers : undefined,
    suitableForDiet: suitable.length ? suitable : undefined,
  };
}

/** The listing's visible menu as a schema.org Menu: its sections and their items. */
function menuLd(menu: ListingMenu, lang: Lang, abs: (url: string | null | undefined) => string | undefined) {
  return {
    "@type": "Menu",
    hasMenuSection: menu.sections.map((s) => ({
      "@type": "MenuSection",
      name: menuName(s, lang),
      hasMenuItem: s.items.map((item) => menuItemLd(item, menu, lang, abs)),
    })),
  };
}

export interface ListingLdInput {
  business: PublicBusiness;
  lang: Lang;
  /** The page's canonical address. */
  url: string;
  /** Turns a stored address into an absolute one on the serving origin. */
  abs: (url: string | null | undefined) => string | undefined;
  images: string[];
  now: number;
}

/** The JSON-LD of a listing's page, in the page's language. */
export function listingJsonLd({ business: b, lang, url, abs, images, now }: ListingLdInput) {
  const { type, food } = schemaTypeOf([b.category_name_en, b.category_name_ar, b.business_type]);
  const name = listingName(b, lang);
  const other = listingName(b, lang === "ar" ? "en" : "ar");
  const position = positionOf(b);
  const menu = visibleMenu(b.menu);
  const street = b.address?.trim();
  const city = b.city?.trim();
  return {
    "@context": "https://schema.org",
    "@type": type,
    name,
    alternateName: other !== name ? other : undefined,
    description: listingDescription(b, lang) || undefined,
    url,
    logo: abs(b.logo_url),
    image: images.map((u) => abs(u)!),
    telephone: b.phone || undefined,
    email: b.email || undefined,
    address:
      street || city
        ? { "@type": "PostalAddress", streetAddress: street || undefined, addressLocality: city || undefined, addressCountry: "SY" }
        : undefined,
    geo: position ? { "@type": "GeoCoordinates", latitude: position.latitude, longitude: position.longitude } : undefined,
    hasMap: position ? webMapUrl(position) : undefined,
    sameAs: [b.website, b.facebook, b.instagram, b.twitter].filter(Boolean),
    openingHoursSpecification: b.hours ? openingHoursSpecification(b.hours, now) : undefined,
    // A menu where schema.org has one (places that serve food), else the same list as a catalog.
    ...(menu ? (food ? { hasMenu: menuLd(menu, lang, abs) } : { hasOfferCatalog: { "@type": "OfferCatalog", ...catalogOf(menuLd(menu, lang, abs)) } }) : {}),
  };
}

/** A menu read as an offer catalog, for a business that sells things rather than meals. */
const catalogOf = (menu: ReturnType<typeof menuLd>) => ({
  itemListElement: menu.hasMenuSection.map((s) => ({
    "@type": "OfferCatalog",
    name: s.name,
    itemListElement: s.hasMenuItem.map(({ name, description, image, offers }) => ({
      "@type": "Offer",
      price: offers?.[0]?.price,
      priceCurrency: offers?.[0]?.priceCurrency,
      itemOffered: { "@type": "Product", name, description, image },
    })),
  })),
});
