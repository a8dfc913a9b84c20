import { launch } from "./bench/lib/browser.mjs";
import { ownerWithListings } from "./bench/lib/owner-screens.mjs";
import { ADMIN, startServer } from "./bench/lib/server.mjs";
import { writeFileSync } from "node:fs";
import { execFileSync } from "node:child_process";
const server = await startServer();
const browser = await launch();
try {
  const { owner, id } = await ownerWithListings(server.url, ADMIN);
  const l = await (await fetch(`${server.url}/api/qr/businesses/${id}`, { headers: { authorization: `Bearer ${owner.token}` } })).json();
  const uid = l.data.unique_id;
  const page = await browser.newPage();
  for (const format of (process.env.FORMATS ?? "card-a6,poster-a4,tent-a5,stickers,tables").split(",")) {
    await page.goto(`${server.url}/qr/${uid}/print?lang=ar&format=${format}`);
    await page.evaluate(() => document.fonts.ready);
    await page.emulateMedia({ media: "print" });
    writeFileSync(`/tmp/p-${format}.pdf`, await page.pdf({ preferCSSPageSize: true, printBackground: true }));
    const text = execFileSync("pdftotext", ["-layout", `/tmp/p-${format}.pdf`, "-"], { encoding: "utf8" });
    const fonts = execFileSync("pdffonts", [`/tmp/p-${format}.pdf`], { encoding: "utf8" });
    console.log("==", format, "\n", text.split("\n").filter((x) => x.trim()).slice(0, 8).join("\n"), "\n", fonts);
  }
} finally { await browser.close(); await server.stop(); }
