import { LocaleProvider } from "@ark-ui/react/locale";
import { useMemo } from "react";
import { Route, Router, Switch } from "wouter";
import { createT, intlLocale, type Lang, type Messages } from "../locales/i18n";
import { configureApi } from "./admin/core/api";
import { AuthGate } from "./admin/shell/auth-gate";
import { AdminI18nProvider } from "./admin/core/i18n";
import { AdminLayout } from "./admin/shell/layout";
import { LoginScreen } from "./admin/account/login-screen";
import { AdminRoutes } from "./admin/shell/routes";
import { AdminToaster } from "./admin/core/toasts";

interface Props {
  lang: Lang;
  theme: "dark" | "light";
  messages: Messages;
  /** What an owner is told of a decision, in both languages (the WhatsApp message's words: shared/owner-notice.ts). */
  notices: Record<Lang, Messages>;
  /** The request's path: the router's location while rendering on the server and hydrating. */
  path: string;
  /** Set when the login form reached the server without scripts: the screen says they are needed. */
  scriptless?: boolean;
}

/**
 * The whole admin (`/admin/*`) as one island with its own router. Login renders on the server;
 * every other screen needs the session in localStorage, which only the browser knows, so the
 * server sends a loading shell and the browser checks the token, then loads the screen's chunk.
 */
export default function AdminApp({ lang, theme, messages, notices, path, scriptless }: Props) {
  // The shared chart's strings are read as `trend.*`, the code design's as `qrDesign.*` and the
  // photo uploader's as `photo.*`, beside the admin's own.
  const t = useMemo(() => {
    const qr = (messages.qr ?? {}) as { trend?: Messages; design?: Messages };
    return createT(
      // Opening hours keep their own namespace (the owner's screen and the admin's edit share the editor).
      {
        ...((messages.admin ?? {}) as Messages),
        trend: qr.trend ?? {},
        qrDesign: qr.design ?? {},
        photo: (messages.photo ?? {}) as Messages,
        openingHours: (messages.openingHours ?? {}) as Messages,
        // The menu's words (the review's menu changes, the preview's menu) are read as `menu.*`.
        menu: (messages.menu ?? {}) as Messages,
      },
      lang,
    );
  }, [messages, lang]);
  const noticeT = useMemo(() => ({ ar: createT(notices.ar, "ar"), en: createT(notices.en, "en") }), [notices]);
  const i18n = useMemo(() => ({ t, lang, noticeT }), [t, lang, noticeT]);
  configureApi({ lang, networkError: t("common.networkError"), genericError: t("common.genericError") });
  return (
    // Ark UI parts read their direction from the locale: without it dialogs lay out left to right.
    <LocaleProvider locale={intlLocale(lang)}>
      <AdminI18nProvider value={i18n}>
        <Router base="/admin" ssrPath={path}>
          <Switch>
            <Route path="/login">
              <LoginScreen scriptless={scriptless} />
            </Route>
            <Route>
              <AuthGate>
                <AdminLayout theme={theme} messages={messages}>
                  <AdminRoutes />
                </AdminLayout>
              </AuthGate>
            </Route>
          </Switch>
        </Router>
        <AdminToaster closeLabel={t("common.close")} />
      </AdminI18nProvider>
    </LocaleProvider>
  );
}
