import { beforeAll, describe, expect, it } from "vitest";
import { pageErrors, useBrowser } from "./browser";
import { card, decide, openAdmin, request, toast } from "./admin-kit";

/** QR listings and QR users, approved and rejected with notes. */
const browser = useBrowser();
const base = browser.baseURL;
const run = Date.now().toString(36);
const digits = String(Date.now()).slice(-6);

const call = (method: string, path: string, body?: unknown, token = session.token) => request(base, method, path, body, token);

interface Owner {
  username: string;
  email: string;
  phone: string;
  password: string;
  token: string;
}
/** A QR owner registered and logged in through the real API: pending until an admin decides. */
async function owner(name: string, phoneTail: string): Promise<Owner> {
  const o = { username: `${name}_${run}`, email: `${name}.${run}@example.com`, phone: `+963${phoneTail}`, password: "a-long-enough-password" };
  const reg = await call("POST", "/qr/auth/register", o, "");
  expect(reg.status, JSON.stringify(reg.json)).toBe(201);
  const login = await call("POST", "/qr/auth/login", { username: o.username, password: o.password }, "");
  return { ...o, token: login.json.data.token };
}
const listing = async (o: Owner, name: string) => {
  const res = await call(
    "POST",
    "/qr/businesses",
    {
      business_name: name,
      business_type: "مطعم",
      description: "أطباق شامية",
      address: "دمشق، الشعلان",
      phone: "+963 11 222 3333",
      email: "food@example.com",
      website: "https://food.example.com",
      whatsapp: "+963 944-111 222",
    },
    o.token,
  );
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json.data as { id: number };
};

let session: { token: string; user: unknown };
let alice: Owner, bob: Owner, carol: Owner;
const names = { first: `مطعم الاختبار ${run}`, second: `مقهى الاختبار ${run}` };
beforeAll(async () => {
  session = (await call("POST", "/auth/login", { username: "admin", password: "e2e-admin-password" }, "")).json.data;
  alice = await owner("alice", `944${digits}`);
  bob = await owner("bob", `933${digits}`);
  // Approving a listing approves its owner too, so the listings belong to an owner of their own
  // and alice and bob stay pending for the owner screen's test.
  carol = await owner("carol", `922${digits}`);
  await listing(carol, names.first);
  await listing(carol, names.second);
});

/** A list screen, once its cards (or its empty state) are there. */
async function open(path: string) {
  const page = await openAdmin(browser, path, session);
  await page.locator("[data-testid=item-card], [data-testid=empty-state]").first().waitFor();
  return page;
}

describe("QR businesses", () => {
  it("shows, previews, edits, approves and rejects with notes, shows the QR, filters and deletes", async () => {
    const page = await open("/admin/qr-businesses");
    await page.getByTestId("search").fill(run);
    await expect.poll(() => page.getByTestId("item-card").count()).toBe(2);
    const first = card(page, names.first);
    const text = await first.innerText();
    for (const part of ["مطعم", carol.username, carol.email, "في الانتظار", "حساب المالك: في الانتظار", "٠ مسح"]) expect(text, part).toContain(part);
    expect(text).toMatch(/[٠-٩]{4}/); // the creation date, in Arabic digits

    // A pending listing has no QR yet, so no button offers one.
    expect(await first.getByTestId("show-qr").count()).toBe(0);

    await first.getByTestId("preview").click();
    const preview = page.getByRole("dialog");
    await preview.getByTestId("business-preview").waitFor();
    for (const part of ["أطباق شامية", "دمشق، الشعلان", "+963 11 222 3333", "food@example.com", "https://food.example.com"])
      expect(await preview.innerText(), part).toContain(part);
    expect(await preview.getByTestId("whatsapp-link").getAttribute("href")).toBe("https://wa.me/963944111222");
    await page.keyboard.press("Escape");
    await preview.waitFor({ state: "detached" });

    await first.getByTestId("edit-item").click();
    const edit = page.getByRole("dialog");
    expect(await edit.locator("input[name=business_name]").inputValue()).toBe(names.first);
    await edit.locator("input[name=phone]").fill("12");
    await edit.getByTestId("save-item").click();
    expect(await edit.getByTestId("field-error-phone").innerText()).toBe("رقم الهاتف غير صالح (٨ أرقام على الأقل)");
    await edit.locator("input[name=phone]").fill("+963 11 444 5555");
    await edit.locator("textarea[name=description]").fill("أطباق شامية أصيلة");
    await edit.getByTestId("save-item").click();
    await toast(page, "success", "تم التحديث بنجاح");
    await edit.waitFor({ state: "detached" });

    // Approve with notes: the list updates from the answer, the listing goes public with a QR.
    await first.getByTestId("approve").click();
    const decision = page.getByRole("dialog");
    expect(await decision.innerText()).toContain(names.first);
    // The owner is still pending: the dialog says approving the listing approves them too.
    expect(await decision.getByTestId("owner-status").innerText()).toBe("حساب المالك: في الانتظار");
    expect(await decision.getByTestId("approves-owner").innerText()).toContain("توافق على حسابه أيضاً");
    await decision.locator("textarea[name=admin_notes]").fill("البيانات مكتملة");
    await decision.getByTestId("confirm-decision").click();
    await toast(page, "success", "تمت الموافقة بنجاح");
    // The dialog stays on the decision, with a WhatsApp message to the owner ready in Arabic (or English).
    await decision.getByTestId("decision-done").waitFor();
    const message = (href: string | null) => new URL(href!).searchParams.get("text");
    const tell = decision.getByTestId("tell-owner-whatsapp");
    expect(new URL((await tell.getAttribute("href"))!).pathname).toBe(`/963922${digits}`);
    expect(message(await tell.getAttribute("href"))).toBe(`مرحباً،\nتمت الموافقة على «\u2068${names.first}\u2069».\nملاحظات الإدارة: «\u2068البيانات مكتملة\u2069»\nالتفاصيل في لوحة التحكم:\n${base}/qr/dashboard`);
    await decision.getByTestId("tell-lang-en").click();
    expect(message(await tell.getAttribute("href"))).toMatch(/^Hello,\n“\u2068.+\u2069” has been approved\.\nAdmin notes: /);
    await decision.getByTestId("decision-done-close").click();
    await decision.waitFor({ state: "detached" });
    await expect.poll(() => first.getByTestId("status-badge").innerText()).toBe("معتمد");
    expect(await first.getByTestId("owner-status").innerText()).toBe("حساب المالك: معتمد");
    expect(await first.getByTestId("approve").count()).toBe(0);
    expect(await first.getByTestId("reject").count()).toBe(0);
    const approved = (await call("GET", `/qr/admin?search=${encodeURIComponent(names.first)}`)).json.data[0];
    expect(approved).toMatchObject({ status: "approved", admin_notes: "البيانات مكتملة", phone: "+963 11 444 5555", description: "أطباق شامية أصيلة" });
    expect((await fetch(`${base}/qr/${approved.unique_id}`)).status).toBe(200);

    const [tab] = await Promise.all([page.context().waitForEvent("page"), first.getByTestId("show-qr").click()]);
    await tab.waitForLoadState();
    expect(tab.url()).toBe(approved.qr_code_url);
    await tab.close();
    await first.getByTestId("preview").click();
    expect(await page.getByTestId("qr-image").getAttribute("src")).toMatch(/^data:image\/svg\+xml/);
    expect(await page.getByTestId("qr-download").getAttribute("download")).toBe(`${names.first}.svg`);
    await page.keyboard.press("Escape");

    const second = card(page, names.second);
    await decide(page, second, "reject", "الصور ناقصة", "تم الرفض");
    await expect.poll(() => second.getByTestId("status-badge").innerText()).toBe("مرفوض");

    const filter = page.getByTestId("status-filter");
    expect(await filter.locator("option").evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value))).toEqual([
      "all",
      "pending",
      "approved",
      "rejected",
      "unpublished",
    ]);
    await filter.selectOption("approved");
    await expect.poll(() => page.getByTestId("item-card").allInnerTexts()).toEqual([expect.stringContaining(names.first)]);
    await filter.selectOption("rejected");
    await expect.poll(() => page.getByTestId("item-card").allInnerTexts()).toEqual([expect.stringContaining(names.second)]);
    await filter.selectOption("pending");
    expect(await page.getByTestId("empty-state").innerText()).toBe("لا توجد نتائج مطابقة للبحث");
    await filter.selectOption("all");

    await second.getByTestId("delete-item").click();
    await page.getByTestId("confirm-delete").click();
    await toast(page, "success", "تم الحذف بنجاح");
    await second.waitFor({ state: "detached" });
    expect((await call("GET", `/qr/admin?search=${encodeURIComponent(names.second)}`)).json.data).toEqual([]);
    expect(pageErrors(page)).toEqual([]);
  });

  it("shows a notice when an action fails, and 'no businesses' for an empty list", async () => {
    const page = await open("/admin/qr-businesses");
    await page.route("**/api/qr/admin/*/reject*", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: '{"success":false,"message":"تعطل"}' }),
    );
    const pending = page
      .getByTestId("item-card")
      .filter({ has: page.getByTestId("reject") })
      .first();
    await pending.getByTestId("reject").click();
    await page.getByTestId("confirm-decision").click();
    await toast(page, "error", "خطأ في رفض النشاط التجاري: تعطل");
    expect(await pending.getByTestId("status-badge").innerText()).toBe("في الانتظار");

    const empty = await browser.open("/favicon.svg");
    await empty.evaluate(([t, u]) => (localStorage.setItem("token", t), localStorage.setItem("user", u)), [session.token, JSON.stringify(session.user)]);
    await empty.route("**/api/qr/admin?*", (route) => route.fulfill({ status: 200, contentType: "application/json", body: '{"success":true,"data":[]}' }));
    await empty.goto("/admin/qr-businesses");
    expect(await empty.getByTestId("empty-state").innerText()).toBe("لا توجد أنشطة تجارية");
  });
});

describe("QR users", () => {
  it("searches by phone, approves and rejects pending users with notes, and reloads the list after each decision", async () => {
    const page = await open("/admin/qr-users");
    await page.getByTestId("search").fill(`944${digits}`);
    await expect.poll(() => page.getByTestId("item-card").allInnerTexts()).toEqual([expect.stringContaining(alice.username)]);
    await page.getByTestId("search").fill(run);
    // alice, bob, and carol (approved with her listing in the test above).
    await expect.poll(() => page.getByTestId("item-card").count()).toBe(3);
    const a = card(page, alice.username);
    for (const part of [alice.email, alice.phone, "في الانتظار"]) expect(await a.innerText(), part).toContain(part);

    const reloads: string[] = [];
    page.on("request", (r) => r.method() === "GET" && new URL(r.url()).pathname === "/api/qr/admin/users" && reloads.push(r.url()));
    await decide(page, a, "approve", "مرحباً بك", "تمت الموافقة بنجاح");
    await expect.poll(() => a.getByTestId("status-badge").innerText()).toBe("معتمد");
    expect(reloads.length).toBe(1);
    expect(await a.getByTestId("approve").count()).toBe(0);

    const b = card(page, bob.username);
    await decide(page, b, "reject", "بيانات غير صحيحة", "تم الرفض بنجاح");
    await expect.poll(() => b.getByTestId("status-badge").innerText()).toBe("مرفوض");
    expect(reloads.length).toBe(2);
    expect(await b.innerText()).toContain("بيانات غير صحيحة");

    await page.getByTestId("status-filter").selectOption("rejected");
    await expect.poll(() => page.getByTestId("item-card").allInnerTexts()).toEqual([expect.stringContaining(bob.username)]);
    // A rejected owner can no longer log in.
    expect((await call("POST", "/qr/auth/login", { username: bob.username, password: bob.password }, "")).status).toBe(401);
    const users = (await call("GET", `/qr/admin/users?search=${run}`)).json.data;
    expect(users.find((u: { username: string }) => u.username === alice.username)).toMatchObject({
      is_active: true,
      is_approved: true,
      admin_notes: "مرحباً بك",
    });
  });

  it("says 'no users' for an empty list, and shows a failed decision", async () => {
    const page = await browser.open("/favicon.svg");
    await page.evaluate(([t, u]) => (localStorage.setItem("token", t), localStorage.setItem("user", u)), [session.token, JSON.stringify(session.user)]);
    let users: unknown[] = [];
    await page.route("**/api/qr/admin/users?*", (route) =>
      route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify({ success: true, data: users }) }),
    );
    await page.goto("/admin/qr-users");
    expect(await page.getByTestId("empty-state").innerText()).toBe("لا يوجد مستخدمون");

    users = [
      {
        id: 999999,
        username: "ghost",
        email: "ghost@example.com",
        phone: "+963944000000",
        is_active: true,
        is_approved: false,
        created_at: new Date().toISOString(),
        admin_notes: null,
        businesses_count: 0,
      },
    ];
    await page.route("**/api/qr/admin/users/999999/approve*", (route) =>
      route.fulfill({ status: 404, contentType: "application/json", body: '{"success":false,"message":"المستخدم غير موجود"}' }),
    );
    await page.reload();
    await page.getByTestId("approve").click();
    await page.getByTestId("confirm-decision").click();
    await toast(page, "error", "خطأ في الموافقة على المستخدم: المستخدم غير موجود");
    expect(await page.getByRole("dialog").count()).toBe(1);
  });
});
