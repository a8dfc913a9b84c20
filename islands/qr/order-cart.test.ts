import { describe, expect, it } from "vitest";
import { cartCount, CART_TTL_MS, changeQty, emptyCart, lineKey, parseCart, reconcile, tableFrom, type Offer } from "./order-cart";

const now = Date.parse("2026-03-01T12:00:00Z");
const tea: Offer = { item: "tea", size: null, name: "شاي", sizeName: null, price: 2500 };
const juiceL: Offer = { item: "juice", size: "l", name: "عصير", sizeName: "كبير", price: 5000 };
const offers = new Map([tea, juiceL].map((o) => [lineKey(o), o]));

describe("tableFrom", () => {
  it("reads a printed table code's t, 1 to 999, and nothing else", () => {
    expect(tableFrom("?src=qr&t=7")).toBe(7);
    expect(tableFrom("?t=999")).toBe(999);
    for (const bad of ["", "?t=0", "?t=1000", "?t=07", "?t=7a", "?t=-3", "?t=%D9%A7", "?t=", "?t=1.5"]) expect(tableFrom(bad), bad).toBeNull();
  });
});

describe("the cart", () => {
  it("adds, counts up to 99 of a thing, counts down and drops a line at zero", () => {
    let cart = changeQty(emptyCart(now), tea, 1, now);
    cart = changeQty(cart, juiceL, 1, now);
    cart = changeQty(cart, tea, 1, now);
    expect(cart.lines.map((l) => [l.item, l.size, l.qty])).toEqual([
      ["tea", null, 2],
      ["juice", "l", 1],
    ]);
    expect(cartCount(cart)).toBe(3);
    expect(changeQty(cart, tea, 500, now).lines[0].qty).toBe(99);
    expect(changeQty(changeQty(cart, juiceL, -1, now), tea, -2, now).lines).toEqual([]);
  });

  it("reads back what it stored, and forgets an order left alone for half a day", () => {
    const cart = { ...changeQty(emptyCart(now), juiceL, 2, now), note: "بلا ثلج", table: 7 };
    expect(parseCart(JSON.stringify(cart), now + 1000)).toEqual(cart);
    expect(parseCart(JSON.stringify(cart), now + CART_TTL_MS + 1).lines).toEqual([]);
  });

  it("reads whatever else is stored as an empty cart, or keeps only the lines that make sense", () => {
    for (const raw of [null, "", "{", "42", "null", '"x"', "[]"]) expect(parseCart(raw, now).lines, String(raw)).toEqual([]);
    const messy = {
      at: now,
      note: "x".repeat(1000),
      table: 5000,
      lines: [
        { item: "tea", size: null, qty: 3, name: "شاي" },
        { item: "tea", size: null, qty: 1, name: "twice" },
        { item: "BAD id", size: null, qty: 1 },
        { item: "cake", size: null, qty: 0 },
        { item: "cake", size: null, qty: 1.5 },
        { item: "cake", size: 4, qty: 1 },
        { item: "juice", size: "l", qty: 400 },
        "nonsense",
      ],
    };
    const cart = parseCart(JSON.stringify(messy), now);
    expect(cart.lines.map((l) => [l.item, l.qty])).toEqual([
      ["tea", 3],
      ["juice", 99],
    ]);
    expect(cart.note).toHaveLength(300);
    expect(cart.table).toBeNull();
  });

  it("keeps only what the page still offers, and names what dropped out", () => {
    let cart = changeQty(emptyCart(now), tea, 1, now);
    cart = changeQty(cart, { item: "cake", size: null, name: "كعكة" }, 2, now);
    cart = changeQty(cart, { item: "juice", size: "s", name: "عصير (صغير)" }, 1, now);
    const { cart: kept, dropped } = reconcile(cart, offers);
    expect(kept.lines.map(lineKey)).toEqual(["tea/"]);
    expect(dropped).toEqual(["كعكة", "عصير (صغير)"]);
    const same = reconcile(kept, offers);
    expect(same.cart).toBe(kept);
    expect(same.dropped).toEqual([]);
  });
});
