import { launch, REAL_UA } from "./bench/lib/browser.mjs";
import { ownerWithListings } from "./bench/lib/owner-screens.mjs";
import { ADMIN, startServer } from "./bench/lib/server.mjs";
import { throttle, phoneContext } from "./bench/lib/slow-phone.mjs";
const server = await startServer();
const browser = await launch();
try {
  const { owner, id } = await ownerWithListings(server.url, ADMIN);
  for (const path of (process.env.PATHS ?? "/qr/login").split(",")) {
    const ctx = await browser.newContext({ ...phoneContext, userAgent: REAL_UA });
    await ctx.addCookies([{ name: "qr_session", value: owner.token, url: server.url }]);
    await ctx.addInitScript(([t, u]) => { localStorage.setItem("qr_token", t); localStorage.setItem("qr_user", u); }, [owner.token, JSON.stringify(owner.user)]);
    await ctx.addInitScript(() => {
      window.__lt = [];
      new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lt.push([Math.round(e.startTime), Math.round(e.duration)]); }).observe({ type: "longtask", buffered: true });
      new MutationObserver(() => { if (!window.__hyd && document.querySelector("agency-island[data-hydrated]")) window.__hyd = performance.now(); }).observe(document, { subtree: true, attributes: true, childList: true });
    });
    const page = await ctx.newPage();
    await throttle(page);
    await page.goto(server.url + path.replace("ID", id), { waitUntil: "networkidle" });
    const r = await page.evaluate(() => ({ hyd: Math.round(window.__hyd), lt: window.__lt, res: performance.getEntriesByType("resource").map((e) => [e.name.replace(location.origin, "").slice(0, 40), Math.round(e.startTime), Math.round(e.responseEnd)]), nav: performance.getEntriesByType("navigation").map(e=>[Math.round(e.responseEnd), Math.round(e.domInteractive), Math.round(e.domContentLoadedEventEnd)]) }));
    console.log(path, "hydrated", r.hyd, "nav(resEnd,domInteractive,dcl)", r.nav);
    console.log(" longtasks", JSON.stringify(r.lt));
    for (const x of r.res.sort((a,b)=>a[2]-b[2])) console.log("  ", x.join("  "));
    await ctx.close();
  }
} finally { await browser.close(); await server.stop(); }
