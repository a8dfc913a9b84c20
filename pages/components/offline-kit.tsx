import { WifiOff } from "lucide-react";
import { css } from "styled-system/css";
import type { Lang, Translate } from "../../locales/i18n";
import { Island } from "./island";

// Hidden on a page fresh from the server. On a saved copy the service worker marks <html> and
// writes the saving time into the note (islands/offline/saved-copy.ts), and this rule shows it:
// no script of the page is needed for it, and nothing is drawn late or moves the page.
// Sticky at the screen's bottom edge while the listing is read, and resting at the listing's end
// (so it never covers the page's footer); opaque and bordered in the warning colour, readable in
// both themes; its text wraps, so the longest words fit a 360-px screen in either direction.
const note = css({
  display: "none",
  // The mark is OFFLINE_COPY_ATTR (islands/offline/saved-copy.ts), spelled out for Panda's extractor.
  "html[data-offline-copy] &": { display: "flex" },
  position: "sticky",
  insetBlockEnd: "0",
  zIndex: "10",
  alignItems: "center",
  gap: "3",
  marginInline: "3",
  marginBlock: "3",
  paddingInline: "4",
  paddingBlock: "3",
  borderRadius: "xl",
  borderWidth: "1px",
  borderColor: "warning",
  bg: "surfaceStrong",
  color: "fg",
  boxShadow: "lg",
  fontSize: "sm",
  lineHeight: "1.6",
  "& svg": { flexShrink: 0, color: "warning" },
  "& p": { flex: "1", minInlineSize: 0 },
  "& time": { fontWeight: "bold", unicodeBidi: "isolate" },
});
const retry = css({
  fontWeight: "bold",
  color: "accent",
  whiteSpace: "nowrap",
  textDecoration: "underline",
  textUnderlineOffset: "3px",
});

/** Stands in for the saving time in the note's words, split around it. */
const SLOT = "\u0000";

/**
 * What a listing page needs to survive a dropped line (docs/offline.md): the note a saved copy
 * shows, in the page's language, and the few lines of script that register the service worker,
 * keep the page the visitor opened and reload photos the drop cut off (islands/offline-kit.dom.ts).
 * With scripts off there is no service worker, so nothing changes.
 */
export function OfflineKit({ t, lang }: { t: Translate; lang: Lang }) {
  const [before, after = ""] = t("qr.offline.note", { time: SLOT }).split(SLOT);
  const Note = () => (
    <div className={note} data-testid="offline-note" role="status">
      <WifiOff size={20} aria-hidden />
      <p>
        {before}
        <time data-part="offline-time" />
        {after}{" "}
        {/* The same listing in the same language, from the network when it is back. */}
        <a href={`?lang=${lang}`} className={retry} data-testid="offline-retry">
          {t("qr.offline.retry")}
        </a>
      </p>
    </div>
  );
  return <Island name="offline-kit" component={Note} hydrate="load" props={{}} />;
}
