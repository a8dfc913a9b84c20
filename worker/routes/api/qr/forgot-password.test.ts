import { eq } from "drizzle-orm";
import { parseHTML } from "linkedom";
import { simpleParser, type ParsedMail } from "mailparser";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { qrPasswordResets, qrUsers } from "../../../../db/schema";
import { nodeMailer } from "../../../mail/node-mailer";
import { createQrTestApp, qrCalls, typedClientWithContext, type QrTestKit } from "./qr-test-kit";

/**
 * "Forgot password" by e-mail, where an SMTP server is configured: a real SMTP server (smtp-server)
 * runs on a free local port, the Node mailer sends to it, and the test reads what arrived, follows
 * its link and chooses a new password through the API.
 */

const ORIGIN = "https://agency.example";
const parseHtml = (html: string) => parseHTML(html).document;
const received: ParsedMail[] = [];
let smtp: SMTPServer;
let smtpUrl: string;
let kit: QrTestKit;

beforeAll(async () => {
  smtp = new SMTPServer({
    // A plain local server: no TLS to negotiate, a login checked like a real one's.
    disabledCommands: ["STARTTLS"],
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      if (auth.username === "mailer" && auth.password === "secret") return callback(null, { user: auth.username });
      callback(new Error("Invalid username or password"));
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  smtpUrl = `smtp://mailer:secret@127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
  kit = await createQrTestApp({ config: { publicOrigin: ORIGIN } });
  kit.deps.mailer = nodeMailer(smtpUrl, "Agency <no-reply@agency.example>");
});
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

let ip = 0;
/**
 * POST /api/qr/auth/forgot, then waits for the work it left running after its answer (the
 * e-mail): the request gets an execution context, as on Workers, that collects it.
 */
type ForgotBody = Parameters<QrTestKit["qr"]["auth"]["forgot"]>[0];
async function forgot(body: ForgotBody, opts: { ip?: string; app?: QrTestKit } = {}) {
  const pending: Promise<unknown>[] = [];
  const ctx = { waitUntil: (p: Promise<unknown>) => void pending.push(p), passThroughOnException() {}, props: {} };
  const calls = qrCalls(typedClientWithContext((opts.app ?? kit).app, ctx));
  const res = await calls.auth.forgot(body, undefined, { "x-test-ip": opts.ip ?? `198.51.100.${++ip}` });
  await Promise.all(pending);
  return { status: res.status, json: res.json, pending: pending.length };
}
const mailTo = (address: string) => received.filter((m) => m.to && !Array.isArray(m.to) && m.to.value.some((v) => v.address === address));

describe("POST /api/qr/auth/forgot", () => {
  it("e-mails an owner a link in the chosen language; the link lets them choose a new password and signs them in", async () => {
    const owner = await kit.owner("mailme");
    const address = `${owner.username}@example.com`;
    const res = await forgot({ email: address.toUpperCase(), lang: "ar" });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true, message: "إن كان هذا البريد لحساب لدينا، فقد أُرسل إليه رابط لاختيار كلمة مرور جديدة. يعمل الرابط ٢٤ ساعة.", data: null });

    const [mail] = mailTo(address);
    expect(mail.subject).toBe("رابط لاختيار كلمة مرور جديدة");
    expect(mail.from?.text).toBe('"Agency" <no-reply@agency.example>');
    expect(mail.text).toContain(`مرحباً \u2068${owner.username}\u2069،`);
    const link = /https:\/\/agency\.example\/qr\/reset\/([\w-]{43})/.exec(mail.text ?? "");
    expect(link).not.toBeNull();
    // The HTML part reads right to left and links the address.
    const html = parseHtml(String(mail.html));
    expect(html.querySelector("div")?.getAttribute("dir")).toBe("rtl");
    expect(html.querySelector("a")?.getAttribute("href")).toBe(link![0]);
    const [row] = await kit.db.select().from(qrPasswordResets).where(eq(qrPasswordResets.owner_id, owner.id));
    expect(row.origin).toBe("email");

    const done = await kit.qr.auth.reset({ token: link![1], password: "Orchard-Lamp-8842!" }, undefined, { "x-test-ip": "198.51.100.200" });
    expect(done.status).toBe(200);
    expect((await kit.qr.auth.me(done.json.data.token)).json.data.username).toBe(owner.username);
    expect((await kit.qr.auth.me(owner.token)).status).toBe(401);
  });

  it("writes in English when asked", async () => {
    const owner = await kit.owner("mailen");
    const address = `${owner.username}@example.com`;
    await forgot({ email: address, lang: "en" });
    const [mail] = mailTo(address);
    expect(mail.subject).toBe("A link to choose a new password");
    expect(mail.text).toMatch(new RegExp(`^Hello ${owner.username},\\n`));
    expect(mail.text).toContain("The link is valid for 24 hours and works only once.");
    expect(parseHtml(String(mail.html)).querySelector("div")?.getAttribute("dir")).toBe("ltr");
  });

  it("answers an unknown address exactly as a known one, and sends nothing; nor to a rejected owner", async () => {
    const owner = await kit.owner("known");
    const before = received.length;
    const unknown = await forgot({ email: "nobody-here@example.com", lang: "en" });
    const known = await forgot({ email: `${owner.username}@example.com`, lang: "en" });
    expect(unknown.status).toBe(200);
    expect(unknown.json).toEqual(known.json);
    expect(received.length).toBe(before + 1);
    expect(mailTo("nobody-here@example.com")).toEqual([]);

    const rejected = await kit.owner("rejectedmail");
    await kit.db.update(qrUsers).set({ is_active: false }).where(eq(qrUsers.id, rejected.id));
    const res = await forgot({ email: `${rejected.username}@example.com`, lang: "en" });
    expect(res.json).toEqual(known.json);
    expect(mailTo(`${rejected.username}@example.com`)).toEqual([]);
    expect(await kit.db.select().from(qrPasswordResets).where(eq(qrPasswordResets.owner_id, rejected.id))).toEqual([]);
  });

  it("limits requests per address (3 an hour, from any address) and per caller (5 in 15 minutes)", async () => {
    const owner = await kit.owner("flood");
    const address = `${owner.username}@example.com`;
    const perAddress = [];
    for (let i = 0; i < 4; i++) perAddress.push((await forgot({ email: address })).status);
    expect(perAddress).toEqual([200, 200, 200, 429]);
    expect(mailTo(address)).toHaveLength(3);

    const perCaller = [];
    for (let i = 0; i < 6; i++) perCaller.push((await forgot({ email: `someone${i}@example.com` }, { ip: "192.0.2.99" })).status);
    expect(perCaller).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it("validates the address and the language", async () => {
    // A missing address or an unknown language: cast, as the API must refuse them.
    for (const body of [{ email: "samer@gmail" }, { lang: "ar" }, { email: "ok@example.com", lang: "fr" }] as ForgotBody[]) {
      const res = await forgot(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json.errors).length).toBeGreaterThan(0);
    }
  });

  it("sends nothing where no mailer is configured, or where links would carry the request's own Host", async () => {
    const noMailer = await createQrTestApp({ config: { publicOrigin: ORIGIN } });
    const a = await noMailer.owner("nomailer");
    const res = await forgot({ email: `${a.username}@example.com` }, { app: noMailer });
    expect(res.status).toBe(200);
    expect(res.pending).toBe(0);
    expect(await noMailer.db.select().from(qrPasswordResets)).toEqual([]);

    const noOrigin = await createQrTestApp();
    noOrigin.deps.mailer = nodeMailer(smtpUrl, "Agency <no-reply@agency.example>");
    const b = await noOrigin.owner("noorigin");
    expect((await forgot({ email: `${b.username}@example.com` }, { app: noOrigin })).pending).toBe(0);
    expect(mailTo(`${b.username}@example.com`)).toEqual([]);
  });
});

describe("/qr/login offers what this server can do", () => {
  const loginProps = async (app: QrTestKit) => {
    const html = await (await app.app.request("/qr/login")).text();
    const island = parseHtml(html).querySelector("agency-island[data-island=qr-login]");
    return JSON.parse(island!.getAttribute("data-props")!);
  };
  it("the e-mail form with a mailer and PUBLIC_ORIGIN; otherwise the agency's WhatsApp and phone", async () => {
    expect((await loginProps(kit)).help).toMatchObject({ emailReset: true });
    const plain = await createQrTestApp();
    const help = (await loginProps(plain)).help;
    expect(help.emailReset).toBe(false);
    expect(help.chat).toMatch(/^\d{8,15}$/);
    expect(help.phone).toMatch(/\d/);
  });
});
