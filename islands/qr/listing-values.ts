import type { ListingData, ListingFields, ListingImage, ListingPayload } from "../../shared/contract/qr-listing";
import type { PhotoStep } from "../lib/upload";
import type { ListingField, ListingValues } from "./validate";
import { normalizeDigits } from "../../shared/digits";
import { normalizeWebAddress, platformOfField } from "../../shared/web-address";

/** One image of the form: a preview at once, its stored URL once the upload is done. */
export interface ImageSlot {
  key: string;
  /** The stored image (`/media/...` or a site path); absent until the upload is done. */
  url?: string;
  /** What to show: the stored URL, or a local blob: preview while the photo is on its way. */
  preview: string;
  alt: string;
  /** While the photo is on its way: preparing, uploading (percent), or failed (with why). */
  step?: PhotoStep;
  /**
   * The stored logo or cover this photo is replacing: it comes back if this one is removed
   * before its upload is done (a failed replacement never leaves the field empty by surprise).
   */
  replaces?: ImageSlot | null;
}

export const emptyListing: ListingValues = {
  business_name: "",
  business_name_en: "",
  business_type: "",
  description: "",
  description_en: "",
  city: "",
  latitude: "",
  longitude: "",
  phone: "",
  email: "",
  address: "",
  website: "",
  facebook: "",
  instagram: "",
  twitter: "",
  whatsapp: "",
  menu_url: "",
  ordering_enabled: false,
};

/** The form's text fields, in the form's order. */
const textFields = Object.keys(emptyListing).filter((key): key is ListingField => key !== "ordering_enabled");

let serial = 0;
/** A key for list rendering that never repeats within the page. */
export const slotKey = () => `img-${Date.now().toString(36)}-${(serial += 1)}`;

/** A temporary listing id for uploads made before the listing exists (the API's pattern). */
export const tempListingId = (random = Math.random) => `temp_${Date.now().toString(36)}${random().toString(36).slice(2, 10)}`;

/** A stored listing (or a proposal, its gallery spelled as the listing's): what the form starts from. */
type Stored = Partial<Pick<ListingFields, keyof ListingValues | "logo_url" | "cover_image_url">> & {
  images?: (Pick<ListingImage, "image_url"> & { alt_text: ListingImage["alt_text"] | null })[];
};

/** The edit form's starting point from the API's listing. */
export function fromStored(b: Stored) {
  const values = { ...emptyListing, ordering_enabled: b.ordering_enabled ?? false };
  for (const key of textFields) values[key] = b[key] == null ? "" : String(b[key]);
  const slot = (url: string, alt = ""): ImageSlot => ({ key: slotKey(), url, preview: url, alt });
  return {
    values,
    logo: b.logo_url ? slot(b.logo_url) : null,
    cover: b.cover_image_url ? slot(b.cover_image_url) : null,
    gallery: (b.images ?? []).map((img) => slot(img.image_url, img.alt_text ?? "")),
  };
}

/** The JSON body of a save: trimmed fields, images by URL, the gallery in its chosen order. */
export function toPayload(values: ListingValues, logo: ImageSlot | null, cover: ImageSlot | null, gallery: ImageSlot[]): ListingPayload {
  const trimmed = { ...values, ...Object.fromEntries(textFields.map((k) => [k, values[k].trim()])) } as ListingValues;
  // Addresses written out in full, as the server would ("yasmin-cafe.sy" -> https://yasmin-cafe.sy).
  // The menu link too: an upload's /media/... path comes back from normalizeWebAddress unchanged.
  for (const field of ["website", "facebook", "instagram", "twitter", "menu_url"] as const) trimmed[field] = normalizeWebAddress(trimmed[field], platformOfField(field));
  // Numbers in Western digits, as the server stores them ("٠٩٤٤…" is "0944…", "٣٣٫٥" is "33.5").
  for (const field of ["phone", "whatsapp", "latitude", "longitude"] as const) trimmed[field] = normalizeDigits(trimmed[field]);
  return {
    ...trimmed,
    logo_url: logo?.url ?? "",
    cover_image_url: cover?.url ?? "",
    images: gallery.filter((g) => g.url).map((g) => ({ url: g.url!, alt_text: g.alt.trim() })),
  };
}

/** Moves item `from` one step earlier (-1) or later (+1); out-of-range moves change nothing. */
export function move<T>(list: readonly T[], from: number, step: -1 | 1): T[] {
  const to = from + step;
  if (from < 0 || from >= list.length || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  [next[from], next[to]] = [next[to], next[from]];
  return next;
}

/** Where the form shows a server error: image fields by their picker, the rest by name. */
const pickers: Partial<Record<keyof ListingData, string>> = { logo_url: "logo", cover_image_url: "cover" };
export function formFieldOf(apiField: string): string {
  if (apiField === "images" || apiField.startsWith("images.")) return "gallery";
  return pickers[apiField as keyof ListingData] ?? apiField;
}

/** The API's per-field errors keyed by the form's fields (the first message of each wins). */
export function formErrorsOf(apiErrors: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, message] of Object.entries(apiErrors)) out[formFieldOf(field)] ??= message;
  return out;
}
