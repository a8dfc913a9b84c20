import type { InferResponseType } from "hono/client";
import type { AnswerData } from "../../lib/upload";
import type { client } from "../core/api";

/** `/api/statistics` (content) and `/api/qr/admin/statistics/overview` (QR), typed from their routes. */
export type Statistics = AnswerData<InferResponseType<typeof client.statistics.$get, 200>>;
export type QrOverview = AnswerData<InferResponseType<typeof client.qr.admin.statistics.overview.$get, 200>>;
export type Activity = Statistics["recentActivity"][number];

/** The lists a card may count (each has its typed call on the dashboard). */
export type CountedList = "/blog-posts" | "/gallery" | "/services" | "/portfolio" | "/contact-info" | "/social-media" | "/qr/admin" | "/qr/admin/users";

export interface StatCard {
  /** Key under `admin.nav` (its label) and the screen it links to. */
  key: string;
  path: string;
  stat?: keyof Statistics;
  qr?: keyof QrOverview;
  /** The list to count when the statistics call fails. */
  list?: CountedList;
}

/** The nine cards, in the sidebar's order. Settings has no number, only a link. */
export const statCards: StatCard[] = [
  { key: "blog", path: "/blog", stat: "totalPosts", list: "/blog-posts" },
  { key: "gallery", path: "/gallery", stat: "totalImages", list: "/gallery" },
  { key: "services", path: "/services", stat: "totalServices", list: "/services" },
  { key: "portfolio", path: "/portfolio", stat: "totalPortfolio", list: "/portfolio" },
  { key: "contact", path: "/contact", stat: "totalContacts", list: "/contact-info" },
  { key: "social", path: "/social-media", stat: "totalSocial", list: "/social-media" },
  { key: "settings", path: "/settings" },
  { key: "qrBusinesses", path: "/qr-businesses", qr: "totalBusinesses", list: "/qr/admin" },
  { key: "qrUsers", path: "/qr-users", qr: "totalUsers", list: "/qr/admin/users" },
];

/** Which lists must be counted because their statistics call failed. */
export const listsToCount = (stats: Statistics | null, overview: QrOverview | null) =>
  statCards.filter((c) => c.list && ((c.stat && !stats) || (c.qr && !overview))).map((c) => c.list!);

const asCount = (v: unknown) => (typeof v === "number" && Number.isFinite(v) ? v : null);

/**
 * A card's number: the statistics when they came, else the length of its list, else zero (a
 * failed statistics call still shows figures). Null for the settings card, which counts nothing.
 */
export function cardCount(card: StatCard, stats: Statistics | null, overview: QrOverview | null, listLengths: Record<string, number>): number | null {
  if (!card.stat && !card.qr) return null;
  const fromStats = card.stat ? asCount(stats?.[card.stat]) : asCount(overview?.[card.qr!]);
  return fromStats ?? (card.list ? listLengths[card.list] : undefined) ?? 0;
}
