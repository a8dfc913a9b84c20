/**
 * A listing page's part in surviving a dropped line (pages/components/offline-kit.tsx draws the
 * note; docs/offline.md says what is kept):
 * - photos the drop cut off are asked for again as soon as the browser is back online, so the page
 *   fills in by itself, without a reload;
 * - once the page has loaded, the QR area's service worker is registered (islands/offline/sw.ts),
 *   and the page asks it to keep this page with the files it loaded: on a first visit the worker
 *   did not see them go by.
 */
import { SW_SCOPE, SW_URL } from "./offline/routes";
import { OFFLINE_COPY_ATTR } from "./offline/saved-copy";

/** A photo whose loading ended without a picture: the line dropped while it came. */
const broken = (img: HTMLImageElement) => img.complete && img.naturalWidth === 0 && !!img.getAttribute("src");

/**
 * Asks for a photo again, as the browser first did: setting its sources anew (a `<picture>`'s
 * too) starts a fresh load of the size the browser picks. Eagerly: it was wanted already, and a
 * lazy photo scrolled out of view meanwhile would otherwise wait to be scrolled back to.
 */
function reload(img: HTMLImageElement) {
  img.loading = "eager";
  const picture = img.parentElement instanceof HTMLPictureElement ? img.parentElement : null;
  for (const source of picture?.querySelectorAll("source") ?? []) setAgain(source, "srcset");
  setAgain(img, "srcset");
  setAgain(img, "src");
}

/** Sets an attribute to the value it has: the browser takes it as a change of the image's source. */
function setAgain(el: Element, name: string) {
  const value = el.getAttribute(name);
  if (value !== null) el.setAttribute(name, value);
}

const retryPhotos = () => {
  for (const img of document.images) if (broken(img)) reload(img);
};

/** What this page loaded from this site (its stylesheet, fonts, scripts, photos). */
const loadedFiles = () =>
  performance
    .getEntriesByType("resource")
    .map((entry) => entry.name)
    .filter((url) => url.startsWith(`${location.origin}/`));

/** Asks the worker to keep this page and what it loaded so far (it skips what it has). */
async function keep() {
  const { active } = await navigator.serviceWorker.ready;
  // The page's nonce tells the worker which answer of the server this page is.
  const nonce = document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce;
  active?.postMessage({ type: "keep", page: location.href, since: performance.timeOrigin, files: loadedFiles(), nonce });
}

async function register() {
  await navigator.serviceWorker.register(SW_URL, { scope: SW_SCOPE });
  // A saved copy shown offline is kept already, and the network is not there to fetch it.
  if (document.documentElement.hasAttribute(OFFLINE_COPY_ATTR)) return;
  await keep();
  // Photos further down arrive as the visitor scrolls: they are handed over again when the page is
  // left or put away, and when the line drops (the worker reads them from the browser's cache).
  const again = () => void keep().catch(() => undefined);
  addEventListener("offline", again);
  document.addEventListener("visibilitychange", () => document.visibilityState === "hidden" && again());
}

export default function mount() {
  addEventListener("online", retryPhotos);
  if (!("serviceWorker" in navigator)) return;
  // The dev server has no /sw.js, and its pages must never come from a worker that a production
  // build left on this origin (`npm start` and `npm run dev` share the port).
  if (import.meta.env.DEV) {
    void navigator.serviceWorker.getRegistration(SW_SCOPE).then((registration) => registration?.unregister());
    return;
  }
  // After the page's own loading and when the phone is idle: the worker's download and start never
  // compete with the photos the visitor is waiting for.
  const later = () => {
    const run = () => void register().catch(() => undefined);
    if ("requestIdleCallback" in window) requestIdleCallback(run, { timeout: 3000 });
    else setTimeout(run, 200);
  };
  if (document.readyState === "complete") later();
  else addEventListener("load", later, { once: true });
}
