import { describe, expect, it } from "vitest";
import { whatsappLink, whatsappNumber } from "./whatsapp";

describe("whatsappNumber", () => {
  it.each([
    ["+963 944-111 222", "963944111222"],
    ["00963 944 111 222", "963944111222"],
    ["0944 111 222", "963944111222"],
    ["(0944) 123-456", "963944123456"],
    ["٠٩٤٤١١١٢٢٢", "963944111222"], // as typed on an Arabic keyboard
    ["+۹۶۳ ۹۴۴ ۱۱۱ ۲۲۲", "963944111222"], // and on a Persian one
    ["12", null],
    ["", null],
    [null, null],
  ])("%s -> %s", (typed, digits) => expect(whatsappNumber(typed)).toBe(digits));
});

describe("whatsappLink", () => {
  it("opens a chat, with a prepared message when given one (Arabic kept, encoded)", () => {
    expect(whatsappLink("+963944111222")).toBe("https://wa.me/963944111222");
    expect(whatsappLink("0944111222", "تمت الموافقة على حسابك & مرحبا")).toBe(
      `https://wa.me/963944111222?text=${encodeURIComponent("تمت الموافقة على حسابك & مرحبا")}`,
    );
    expect(whatsappLink("abc", "hi")).toBeNull();
  });
});
