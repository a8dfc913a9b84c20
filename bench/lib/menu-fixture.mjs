// A realistic café menu of any size, and an approved listing that shows it, made through the
// API of a running server: the menu bench and the slow-phone menu test use the same one.
import { ADMIN } from "./server.mjs";

const sectionNames = [
  ["مشروبات ساخنة", "Hot drinks"],
  ["مشروبات باردة", "Cold drinks"],
  ["عصائر طازجة", "Fresh juices"],
  ["فطور", "Breakfast"],
  ["مقبلات", "Starters"],
  ["سلطات", "Salads"],
  ["مشاوي", "Grills"],
  ["سندويشات", "Sandwiches"],
  ["حلويات شرقية", "Oriental sweets"],
  ["أراكيل", "Hookah"],
];
const dishes = [
  ["قهوة تركية", "Turkish coffee", "بن محمص طازجًا مع الهيل"],
  ["شاي بالنعناع", "Mint tea", "شاي أسود مع أوراق النعناع الطازجة"],
  ["فتة حمص", "Hummus fatteh", "حمص وخبز محمص ولبن وصنوبر"],
  ["شاورما دجاج", "Chicken shawarma", "مع الثوم والمخلل والبطاطا"],
  ["كنافة نابلسية", "Knafeh", "جبنة عكاوي وقطر"],
  ["تبولة", "Tabbouleh", "بقدونس وبرغل وليمون"],
  ["عصير برتقال", "Orange juice", ""],
  ["كباب حلبي", "Aleppo kebab", "لحم غنم على الفحم مع البندورة المشوية"],
];

/**
 * A menu of `items` items in ten sections (Arabic and English names, a description on most, a
 * photo on every third, one in seven sold out), priced in Syrian pounds.
 */
export function sampleMenu(items, { photo = (i) => `https://images.example.com/menu/${i}.jpg` } = {}) {
  const sections = sectionNames.map(([name_ar, name_en], s) => ({ id: `s${s}`, name_ar, name_en, items: [] }));
  for (let i = 0; i < items; i++) {
    const [name_ar, name_en, description_ar] = dishes[i % dishes.length];
    const n = Math.floor(i / dishes.length) + 1;
    sections[i % sections.length].items.push({
      id: `i${i}`,
      name_ar: n > 1 ? `${name_ar} ${n.toLocaleString("ar-SA")}` : name_ar,
      name_en: n > 1 ? `${name_en} ${n}` : name_en,
      description_ar,
      description_en: "",
      price: 2500 + ((i * 1750) % 60000),
      image_url: i % 3 === 0 && photo ? photo(i) : null,
      sold_out: i % 7 === 3,
      sold_out_since: null,
      hidden: false,
      variants: [],
      tags: [],
    });
  }
  return { currency: "SYP", sections, sold_out_resets: false };
}

const json = async (url, method, body, token, ip) => {
  const res = await fetch(url, {
    method,
    headers: { "content-type": "application/json", "x-forwarded-for": ip, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const data = await res.json().catch(() => null);
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(data)}`);
  return data.data;
};

/**
 * Registers an owner, creates a listing with `menu` and has the admin approve it; answers the
 * listing's public path. `admin` is the seeded admin's name and password (the bench's by default);
 * `fields` are more of the listing's fields (a WhatsApp number and ordering, say).
 */
export async function approvedMenuListing(base, menu, { admin = ADMIN, name = "مقهى القائمة", fields = {} } = {}) {
  const ip = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
  const username = `menu_${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const password = "a-long-enough-password";
  await json(`${base}/api/qr/auth/register`, "POST", { username, email: `${username}@example.com`, phone: "+963 944 555 666", password }, undefined, ip);
  const owner = await json(`${base}/api/qr/auth/login`, "POST", { username, password }, undefined, ip);
  const listing = await json(`${base}/api/qr/businesses`, "POST", { business_name: name, business_type: "مطعم", description: "قهوة وحلويات", menu, ...fields }, owner.token, ip);
  const adminToken = (await json(`${base}/api/auth/login`, "POST", admin, undefined, ip)).token;
  const approved = await json(`${base}/api/qr/admin/${listing.id}/approve`, "POST", { admin_notes: "" }, adminToken, ip);
  return { path: `/qr/${approved.unique_id}`, id: listing.id, owner };
}
