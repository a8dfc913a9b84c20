/**
 * Dragging the menu into order on a phone (360 x 740, touch): items and sections move by their
 * handle only. With a mouse the drag starts after a few pixels; with a finger only after it has
 * rested on the handle a moment, so a swipe across the list (on a row or on a handle) scrolls and
 * never reorders. A drop changes the draft like the up/down buttons do; saving sends that order.
 */
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { hydrated } from "./admin-kit";
import { pageErrors, useBrowser } from "./browser";
import { areaRequest, newListing, newOwner, PHONE, type AreaOwner } from "./qr-area-kit";
import { menuItem as item } from "../shared/menu.testing";

const browser = useBrowser();
const base = browser.baseURL;

// Two sections: three hot drinks, one sweet. A pending listing's menu is saved at once (no review).
const menu = {
  currency: "SYP",
  sections: [
    { id: "hot", name_ar: "مشروبات ساخنة", name_en: "Hot drinks", items: [item("a1", "قهوة", 5000), item("a2", "شاي", 3000), item("a3", "سحلب", 7000)] },
    { id: "sweet", name_ar: "حلويات", name_en: "Sweets", items: [item("b1", "كنافة", 12000)] },
  ],
};

/** The owner's editor of a new pending listing with the menu above, hydrated, in Arabic. */
async function openEditor(prefix: string) {
  const owner = await newOwner(base, prefix);
  const listing = await newListing(base, owner, { menu }, false);
  const page = await browser.open("/favicon.svg", PHONE);
  await page.evaluate(([t, u]) => (localStorage.setItem("qr_token", t), localStorage.setItem("qr_user", u)), [owner.token, JSON.stringify(owner.user)]);
  await page.goto(`/qr/business/${listing.id}/menu?lang=ar`);
  await hydrated(page, "qr-menu-editor");
  await page.getByTestId("menu-edit-item").first().waitFor();
  return { page, owner, listing: listing as { id: number } };
}

/** The items' ids, section by section, as the editor shows them. */
const order = (page: Page) =>
  page.$$eval("[data-testid=menu-edit-section]", (sections) =>
    sections.map((s) => [...s.querySelectorAll("[data-testid=menu-edit-item]")].map((li) => li.getAttribute("data-item")).join(",")),
  );
const handleOf = (page: Page, itemId: string) => page.locator(`[data-item=${itemId}] [data-testid=menu-item-drag]`);
/**
 * Scrolls the item to the middle of the screen, clear of the header and the sticky save bar, at
 * once (the page scrolls smoothly otherwise, and the boxes read next would be those of before).
 */
const toMiddle = (page: Page, itemId: string) =>
  page.locator(`[data-item=${itemId}]`).evaluate((el) => el.scrollIntoView({ block: "center", behavior: "instant" }));
/**
 * Waits for the browser to draw two frames: a drag measures its drop places just after it starts,
 * and a loaded machine may take a while to get there.
 */
const frames = (page: Page) => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
/** Waits until the page has stopped scrolling (a swipe leaves it gliding for a while): three still frames. */
const settled = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = scrollY;
        let still = 0;
        const tick = () => {
          still = scrollY === last ? still + 1 : 0;
          last = scrollY;
          if (still >= 3) resolve();
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
  );
/** Waits until the item has made room for the dragged one (slid down), so a drop lands above it. */
const madeRoom = (page: Page, itemId: string) => slidDown(page.locator(`[data-item=${itemId}]`));
const slidDown = (l: Locator) => expect.poll(() => l.evaluate((el) => (el as HTMLElement).style.transform)).toMatch(/translate3d\(0px, [1-9]/);
const centre = async (l: Locator) => {
  const box = (await l.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2, box };
};

/** The stored menu's order, section by section, as the owner's API answers it. */
async function savedOrder(owner: AreaOwner, id: number) {
  const mine = (await areaRequest(base, "GET", `/qr/businesses/edit/${id}`, undefined, owner.token)).json.data;
  return (mine.menu.sections as { items: { id: string }[] }[]).map((s) => s.items.map((i) => i.id).join(","));
}

/** Counts, inside the page, every moment a handle says it is being dragged (aria-pressed). */
const watchDrags = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { __drags: number };
    w.__drags = 0;
    new MutationObserver((records) => {
      for (const r of records) if ((r.target as Element).getAttribute("aria-pressed") === "true") w.__drags++;
    }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ["aria-pressed"] });
  });
const drags = (page: Page) => page.evaluate(() => (window as unknown as { __drags: number }).__drags);

describe("dragging the menu into order on a phone", () => {
  it("moves an item with the mouse by its handle and one into the next section with the keyboard; the saved menu has that order", async () => {
    const { page, owner, listing } = await openEditor("menu_drag");
    expect(await order(page)).toEqual(["a1,a2,a3", "b1"]);
    // The handle is a named button, as big as a thumb.
    const handle = handleOf(page, "a3");
    expect(await handle.getAttribute("aria-label")).toBe("اسحب «سحلب» لإعادة الترتيب");
    const { box } = await centre(handle);
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);

    // The mouse: press on سحلب's handle, move in steps onto قهوة's upper half, release.
    await toMiddle(page, "a2");
    const from = await centre(handle);
    const to = await centre(page.locator("[data-item=a1]"));
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(from.x, from.y - 10, { steps: 4 });
    // dnd-kit marks the handle pressed once the drag has started.
    await expect.poll(() => handle.getAttribute("aria-pressed")).toBe("true");
    await frames(page);
    await page.mouse.move(from.x, to.box.y + 4, { steps: 12 });
    await frames(page);
    await page.mouse.move(from.x, to.box.y + 2);
    await madeRoom(page, "a1");
    await page.mouse.up();
    await expect.poll(() => order(page)).toEqual(["a3,a1,a2", "b1"]);
    expect(await handle.getAttribute("aria-pressed")).toBeNull();

    // The keyboard: Space picks شاي up (the last hot drink), Down carries it into the sweets,
    // Space drops it. The screen reader hears each step in Arabic.
    const tea = handleOf(page, "a2");
    await tea.focus();
    await page.keyboard.press("Space");
    await expect.poll(() => tea.getAttribute("aria-pressed")).toBe("true");
    await frames(page);
    await expect.poll(() => page.locator("[id^=DndLiveRegion]").textContent()).toContain("التقطت «شاي»");
    await page.keyboard.press("ArrowDown");
    // Carried past the last hot drink, it goes to the top of the next section, which opens for it.
    await expect.poll(() => order(page)).toEqual(["a3,a1", "a2,b1"]);
    // The screen reader hears where it is now (and the drag has settled there).
    await expect.poll(() => page.locator("[id^=DndLiveRegion]").textContent()).toBe("«شاي» الآن في الموضع ١ من ٢ في القسم «حلويات».");
    await page.keyboard.press("Space");
    await expect.poll(() => tea.getAttribute("aria-pressed")).toBeNull();
    const dropped = await order(page);
    expect(dropped).toEqual(["a3,a1", "a2,b1"]);
    // The focus stays on the handle that moved.
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("اسحب «شاي» لإعادة الترتيب");
    // Unsaved work is kept on the phone: a reload brings the dragged order back.
    await page.reload();
    await hydrated(page, "qr-menu-editor");
    await page.getByTestId("menu-draft-restored").waitFor();
    expect(await order(page)).toEqual(dropped);

    await page.getByTestId("menu-save").click();
    await page.locator("[data-testid=toast]", { hasText: "حُفظت القائمة" }).waitFor();
    expect(await savedOrder(owner, listing.id)).toEqual(dropped);

    // A section moves by its own handle: the sweets go first.
    const sweets = page.locator("[data-testid=menu-section-drag][aria-label*=حلويات]");
    await sweets.focus();
    await page.keyboard.press("Space");
    await expect.poll(() => sweets.getAttribute("aria-pressed")).toBe("true");
    await frames(page);
    await page.keyboard.press("ArrowUp");
    await slidDown(page.getByTestId("menu-edit-section").first());
    await page.keyboard.press("Space");
    await expect.poll(() => order(page)).toEqual(["a2,b1", "a3,a1"]);
    expect(await page.getByTestId("menu-count").innerText()).toContain("غير محفوظة");
    expect(pageErrors(page)).toEqual([]);
  });

  it("a finger swiping across a row or a handle scrolls and never reorders; resting on the handle first drags", async () => {
    const { page } = await openEditor("menu_swipe");
    await watchDrags(page);
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: "touchStart" | "touchMove" | "touchEnd", x: number, y: number) =>
      cdp.send("Input.dispatchTouchEvent", { type, touchPoints: type === "touchEnd" ? [] : [{ x: Math.round(x), y: Math.round(y) }] });
    /** A quick swipe upwards from (x, y), as a thumb scrolling the list does. */
    const swipe = async (x: number, y: number) => {
      await touch("touchStart", x, y);
      for (let k = 1; k <= 8; k++) await touch("touchMove", x, y - k * 20);
      await touch("touchEnd", x, y - 160);
    };
    await toMiddle(page, "a2");

    // On the row (its name), then on its handle: no drag starts, the order stays.
    const name = await centre(page.locator("[data-item=a3] strong"));
    await swipe(name.x, name.y);
    await settled(page);
    await toMiddle(page, "a2");
    await settled(page);
    const quick = await centre(handleOf(page, "a3"));
    await swipe(quick.x, quick.y);
    expect(await drags(page)).toBe(0);
    expect(await order(page)).toEqual(["a1,a2,a3", "b1"]);
    expect(await page.getByTestId("menu-count").innerText()).not.toContain("غير محفوظة");

    // A finger resting on the handle picks the item up, then carries it above قهوة.
    await settled(page);
    await toMiddle(page, "a2");
    const held = await centre(handleOf(page, "a3"));
    const target = await centre(page.locator("[data-item=a1]"));
    await touch("touchStart", held.x, held.y);
    await expect.poll(() => handleOf(page, "a3").getAttribute("aria-pressed")).toBe("true");
    await frames(page);
    const steps = 10;
    for (let k = 1; k <= steps; k++) await touch("touchMove", held.x, held.y + ((target.box.y + 4 - held.y) * k) / steps);
    await frames(page);
    await touch("touchMove", held.x, target.box.y + 2);
    await madeRoom(page, "a1");
    await touch("touchEnd", held.x, target.box.y + 4);
    await expect.poll(() => order(page)).toEqual(["a3,a1,a2", "b1"]);
    expect(pageErrors(page)).toEqual([]);
  });
});
