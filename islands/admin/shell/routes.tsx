import { Suspense } from "react";
import { Redirect, Route, Switch } from "wouter";
import { chunkComponent, serverNever } from "../../lib/chunk";
import { Loading } from "../kit/list-parts";
import { DASHBOARD, screenOf, type AdminScreen } from "../../../shared/admin-paths";

/**
 * Each screen is a chunk of its own (an admin who opens the blog never downloads the QR screens),
 * fetched once; the session gate preloads the opened screen while it asks the server about the
 * session, and a sidebar link preloads its screen when pointed at or focused. The server only
 * ever renders the loading shell (the session lives in the browser), so server bundles drop the
 * screens (islands/lib/chunk.tsx).
 */
const screen = chunkComponent;

const Dashboard = screen(import.meta.env.SSR ? serverNever : () => import("../dashboard/dashboard-screen"));
const Blog = screen(import.meta.env.SSR ? serverNever : () => import("../blog/blog-screen"));
const Services = screen(import.meta.env.SSR ? serverNever : () => import("../services/services-screen"));
const Portfolio = screen(import.meta.env.SSR ? serverNever : () => import("../portfolio/portfolio-screen"));
const Gallery = screen(import.meta.env.SSR ? serverNever : () => import("../gallery/gallery-screen"));
const Contact = screen(import.meta.env.SSR ? serverNever : () => import("../contact/contact-screen"));
const Social = screen(import.meta.env.SSR ? serverNever : () => import("../social/social-screen"));
const QrBusinesses = screen(import.meta.env.SSR ? serverNever : () => import("../qr-listings/qr-businesses-screen"));
const QrRevisions = screen(import.meta.env.SSR ? serverNever : () => import("../qr-revisions/revisions-screen"));
const QrUsers = screen(import.meta.env.SSR ? serverNever : () => import("../qr-owners/qr-users-screen"));
const Settings = screen(import.meta.env.SSR ? serverNever : () => import("../settings/settings-screen"));
const Messages = screen(import.meta.env.SSR ? serverNever : () => import("../messages/messages-screen"));
const Users = screen(import.meta.env.SSR ? serverNever : () => import("../users/users-screen"));
const Activity = screen(import.meta.env.SSR ? serverNever : () => import("../activity/activity-screen"));
const Password = screen(import.meta.env.SSR ? serverNever : () => import("../account/password-screen"));

/** Each screen by the first part of its path inside the admin (`/blog/new` is the blog's). */
const byFirstSegment = {
  "": Dashboard,
  blog: Blog,
  services: Services,
  portfolio: Portfolio,
  gallery: Gallery,
  contact: Contact,
  "social-media": Social,
  "qr-businesses": QrBusinesses,
  "qr-revisions": QrRevisions,
  "qr-users": QrUsers,
  settings: Settings,
  messages: Messages,
  users: Users,
  activity: Activity,
  password: Password,
} satisfies Record<AdminScreen, { preload: () => unknown }>;

/** The screens that take no props, each at its own path only (`/settings`). */
const plainScreens = ["contact", "social-media", "qr-businesses", "qr-revisions", "qr-users", "settings", "messages", "users", "activity", "password"] as const;

/** Starts downloading the chunk of the screen at `path` (inside the admin, e.g. "/blog/new"). */
export function preloadScreen(path: string) {
  void (byFirstSegment as Record<string, { preload: () => unknown } | undefined>)[screenOf(path)]?.preload();
}

/**
 * The screens behind the session gate. `/x` and `/x/new` render the same screen in the same
 * place, so opening the form keeps the loaded list; an unknown path goes to the dashboard.
 */
export function AdminRoutes() {
  return (
    <Suspense fallback={<Loading />}>
      <Switch>
        <Route path="/">
          <Dashboard />
        </Route>
        <Route path="/blog">{() => <Blog creating={false} />}</Route>
        <Route path="/blog/new">{() => <Blog creating />}</Route>
        <Route path="/services">{() => <Services creating={false} />}</Route>
        <Route path="/services/new">{() => <Services creating />}</Route>
        <Route path="/portfolio">{() => <Portfolio creating={false} />}</Route>
        <Route path="/portfolio/new">{() => <Portfolio creating />}</Route>
        <Route path="/gallery">{() => <Gallery mode="list" />}</Route>
        <Route path="/gallery/new">{() => <Gallery mode="new" />}</Route>
        <Route path="/gallery/upload">{() => <Gallery mode="upload" />}</Route>
        {plainScreens.map((name) => {
          const Screen = byFirstSegment[name];
          return (
            <Route key={name} path={`/${name}`}>
              <Screen />
            </Route>
          );
        })}
        <Route>
          <Redirect to={DASHBOARD} replace />
        </Route>
      </Switch>
    </Suspense>
  );
}
