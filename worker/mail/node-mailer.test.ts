import { parseHTML } from "linkedom";
import { simpleParser, type ParsedMail } from "mailparser";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import ar from "../../locales/ar.json";
import en from "../../locales/en.json";
import { createT } from "../../locales/i18n";
import { ownerNoticeMail } from "../../shared/owner-notice";
import { nodeMailer } from "./node-mailer";

/**
 * The mail as a mail program receives it: sent over SMTP by the Node mailer to a local server and
 * read back by mailparser, as a mail client reads it.
 */
const received: ParsedMail[] = [];
let smtp: SMTPServer;
let url: string;
beforeAll(async () => {
  smtp = new SMTPServer({
    disabledCommands: ["STARTTLS", "AUTH"],
    onData(stream, _session, callback) {
      simpleParser(stream).then((mail) => (received.push(mail), callback()), callback);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  url = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

describe("a decision e-mail in both languages", () => {
  it("puts each language in its own block with its own direction, keeps the plain text whole, and says it was sent automatically", async () => {
    const mail = ownerNoticeMail(createT(ar, "ar"), createT(en, "en"), { kind: "listing_rejected", business_name: "مقهى الياسمين", notes: "الصور غير واضحة" }, { link: "https://agency.example/qr/dashboard" });
    await nodeMailer(url, "Agency <no-reply@agency.example>").send({ to: "owner@example.com", subject: mail.subject, text: mail.text, lang: "ar", parts: mail.parts });
    const got = received.at(-1)!;
    expect(got.headers.get("auto-submitted")).toBe("auto-generated");
    expect(got.headers.get("x-auto-response-suppress")).toBe("All");
    expect(got.subject).toBe(mail.subject);
    expect(got.text?.trim()).toBe(mail.text.trim());

    const { document } = parseHTML(got.html as string);
    const blocks = [...document.querySelectorAll("div[lang]")];
    expect(blocks.map((b) => [b.getAttribute("lang"), b.getAttribute("dir")])).toEqual([
      ["ar", "rtl"],
      ["en", "ltr"],
    ]);
    expect(blocks[0].textContent).toContain("مقهى الياسمين");
    expect(blocks[0].textContent).not.toMatch(/[A-Za-z]{4,} /);
    // The English half starts with its greeting, left to right: not ",Hello" inside an Arabic block.
    expect(blocks[1].textContent?.trim()).toMatch(/^[A-Z]/);
    expect(blocks[1].parentElement?.closest("div[dir]")).toBeNull();
    // Its link stays left to right in the Arabic block too.
    expect(blocks[0].querySelector("a")?.getAttribute("dir")).toBe("ltr");
  });
});
