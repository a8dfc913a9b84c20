import { lazy, Suspense } from "react";
import { Redirect, Route, Switch } from "wouter";
import { Loading } from "../kit/list-parts";
import { DASHBOARD } from "../../../shared/admin-paths";

// One chunk per screen: an admin who opens the blog never downloads the QR screens. The server
// only ever renders the loading shell for these (the session lives in the browser), so server
// bundles drop the screens: `import.meta.env.SSR` is true there (Vite SSR build, wrangler define).
const serverNever = () => new Promise<never>(() => {});
const Dashboard = lazy(import.meta.env.SSR ? serverNever : () => import("../dashboard/dashboard-screen"));
const Blog = lazy(import.meta.env.SSR ? serverNever : () => import("../blog/blog-screen"));
const Services = lazy(import.meta.env.SSR ? serverNever : () => import("../services/services-screen"));
const Portfolio = lazy(import.meta.env.SSR ? serverNever : () => import("../portfolio/portfolio-screen"));
const Gallery = lazy(import.meta.env.SSR ? serverNever : () => import("../gallery/gallery-screen"));
const Contact = lazy(import.meta.env.SSR ? serverNever : () => import("../contact/contact-screen"));
const Social = lazy(import.meta.env.SSR ? serverNever : () => import("../social/social-screen"));
const QrBusinesses = lazy(import.meta.env.SSR ? serverNever : () => import("../qr-listings/qr-businesses-screen"));
const QrRevisions = lazy(import.meta.env.SSR ? serverNever : () => import("../qr-revisions/revisions-screen"));
const QrUsers = lazy(import.meta.env.SSR ? serverNever : () => import("../qr-owners/qr-users-screen"));
const Settings = lazy(import.meta.env.SSR ? serverNever : () => import("../settings/settings-screen"));
const Messages = lazy(import.meta.env.SSR ? serverNever : () => import("../messages/messages-screen"));
const Users = lazy(import.meta.env.SSR ? serverNever : () => import("../users/users-screen"));
const Activity = lazy(import.meta.env.SSR ? serverNever : () => import("../activity/activity-screen"));
const Password = lazy(import.meta.env.SSR ? serverNever : () => import("../account/password-screen"));

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
        <Route path="/contact">
          <Contact />
        </Route>
        <Route path="/social-media">
          <Social />
        </Route>
        <Route path="/qr-businesses">
          <QrBusinesses />
        </Route>
        <Route path="/qr-revisions">
          <QrRevisions />
        </Route>
        <Route path="/qr-users">
          <QrUsers />
        </Route>
        <Route path="/settings">
          <Settings />
        </Route>
        <Route path="/messages">
          <Messages />
        </Route>
        <Route path="/users">
          <Users />
        </Route>
        <Route path="/activity">
          <Activity />
        </Route>
        <Route path="/password">
          <Password />
        </Route>
        <Route>
          <Redirect to={DASHBOARD} replace />
        </Route>
      </Switch>
    </Suspense>
  );
}
