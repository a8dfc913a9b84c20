/**
 * The directions button of a listing's page opens `geo:`, which Android hands to the visitor's
 * map app. iPhones and computers have nothing for `geo:`: there the button opens Apple Maps (an
 * iPhone's own app) or OpenStreetMap's web map instead. Without scripts the button keeps `geo:`,
 * and the contact block below still has the web map's link.
 */
export interface DirectionsProps {
  apple: string;
  web: string;
}

export default function mount(el: HTMLElement, props: DirectionsProps) {
  const link = el.querySelector<HTMLAnchorElement>("a[data-action=directions]");
  if (!link) return;
  const ua = navigator.userAgent;
  if (/Android/i.test(ua)) return;
  const apple = /iPhone|iPad|iPod/i.test(ua) || (/Macintosh/.test(ua) && navigator.maxTouchPoints > 1);
  link.href = apple ? props.apple : props.web;
  link.target = "_blank";
  link.rel = "noopener noreferrer";
}
