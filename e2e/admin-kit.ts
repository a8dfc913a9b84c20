import { hc } from "hono/client";
import { expect } from "vitest";
import type { Locator, Page } from "playwright-core";
import type { Api } from "../worker/routes/api";
import type { useBrowser } from "./browser";
import { E2E_ADMIN } from "./global-setup";

/** What the admin browser tests share: API calls, the seeded admin's session, opening screens. */

export interface AdminSession {
  token: string;
  user: { username: string };
}

/**
 * The API's typed client (hono/client) against the server under test: every route with its input
 * and answer types, so a helper that sends or reads a renamed field fails the typecheck. `headers`
 * (an object, or a function called on every request) go with each call.
 */
export const typedApi = (base: string, headers?: Record<string, string> | (() => Record<string, string>)) => hc<Api>(`${base}/api`, { headers });

/** A JSON call to the server under test; `token` (when given) goes as the bearer. */
export async function request(base: string, method: string, path: string, body?: unknown, token?: string) {
  const res = await fetch(`${base}/api${path}`, {
    method,
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: res.status, json: (await res.json().catch(() => null)) as any };
}

/** Logs the seeded admin in through the API. */
export async function adminSession(base: string): Promise<AdminSession> {
  const json = await (await typedApi(base).auth.login.$post({ json: E2E_ADMIN })).json();
  if (!json.success) throw new Error(`admin login: ${JSON.stringify(json)}`);
  return json.data;
}

/** Waits until an island (the admin app by default) has hydrated. */
export const hydrated = (page: Page, island = "admin-app") =>
  page.waitForSelector(`agency-island[data-island=${island}][data-hydrated]`, { state: "attached" });

/** A page of this origin with the session in storage, then `path`, hydrated. */
export async function openAdmin(browser: ReturnType<typeof useBrowser>, path: string, session: { token: string; user: unknown }) {
  const page = await browser.open("/favicon.svg");
  await page.evaluate(([t, u]) => (localStorage.setItem("token", t), localStorage.setItem("user", u)), [session.token, JSON.stringify(session.user)]);
  await page.goto(path);
  await hydrated(page);
  return page;
}

/** The list card showing `text`. */
export const card = (page: Page, text: string) => page.getByTestId("item-card").filter({ hasText: text });

/** Waits for a toast of this type saying this (toasts stay 5 s, so older ones may still show). */
export async function toast(page: Page, type: "success" | "error", text: string) {
  const found = page.locator(`[data-testid=toast][data-type=${type}]`, { hasText: text }).last();
  await found.waitFor();
  return found.innerText();
}

/**
 * Approves or rejects an item on its card, as an admin does: the card's button, a note in the
 * decision dialog, confirm, the toast saying it is done, then the dialog's close button.
 */
export async function decide(page: Page, item: Locator, action: "approve" | "reject", notes: string, done: string) {
  await item.getByTestId(action).click();
  await page.locator("textarea[name=admin_notes]").fill(notes);
  await page.getByTestId("confirm-decision").click();
  await toast(page, "success", done);
  await page.getByTestId("decision-done-close").click();
}

/**
 * Closes every toast with its close button, as an admin does when one sits over the row they want
 * (on wide screens toasts stack at the top inline-end corner, over the first rows' buttons), and
 * waits until none is left.
 */
export async function dismissToasts(page: Page) {
  const toasts = page.getByTestId("toast");
  await expect
    .poll(
      async () => {
        const shown = await toasts.count();
        // One may leave on its own (after 5 s) between the count and the click: then count again.
        if (shown) await toasts.first().getByRole("button").click({ timeout: 1_000 }).catch(() => undefined);
        return shown;
      },
      { timeout: 15_000 },
    )
    .toBe(0);
}

/** Like openAdmin, on a given device (viewport, touch): the table shows on wide screens, cards on phones. */
export async function openAdminOn(browser: ReturnType<typeof useBrowser>, path: string, session: { token: string; user: unknown }, device: Parameters<ReturnType<typeof useBrowser>["open"]>[1]) {
  const page = await browser.open("/favicon.svg", device);
  await page.evaluate(([t, u]) => (localStorage.setItem("token", t), localStorage.setItem("user", u)), [session.token, JSON.stringify(session.user)]);
  await page.goto(path);
  await hydrated(page);
  return page;
}

/** Waits until a paged admin list has answered its latest request (search, filter, page). */
export const listSettled = (page: Page) => page.locator("[data-testid=list-body][data-loaded=true]").waitFor();
