import ContactForm, { type ContactFormState } from "../islands/contact-form";
import { contactFormKeys } from "../islands/message-keys";
import Toaster from "../islands/toaster";
import { pickMessages, type Lang, type Messages, type Translate } from "../locales/i18n";
import { Island } from "./components/island";
import type { LandingData } from "../shared/contract/landing";
import { AfterHero, chatNumber, SiteFooter } from "./components/site-footer";
import { SiteHeader } from "./components/site-header";
import { AboutSection } from "./home/about-section";
import { BlogSection } from "./home/blog-section";
import { ContactSection } from "./home/contact-section";
import { HeroSection } from "./home/hero-section";
import { PortfolioSection } from "./home/portfolio-section";
import { ServicesSection } from "./home/services-section";
import { whatsappLink } from "../shared/whatsapp";

export type { ContactFormState };

export interface HomePageProps {
  t: Translate;
  lang: Lang;
  theme: "dark" | "light";
  table: Messages;
  data: LandingData;
  /** The contact form after a scriptless post: values and messages, or the confirmation. */
  contactForm?: ContactFormState;
}

/** The landing page: six sections, all text server-rendered in the request's language. */
export function HomePage({ t, lang, theme, table, data, contactForm }: HomePageProps) {
  const { settings } = data;
  const about = data.about.ok ? data.about.data : null;
  return (
    <>
      <SiteHeader t={t} lang={lang} theme={theme} table={table} siteName={settings.site_name} logoUrl={settings.logo_url} onLanding path="/" />
      <main id="main">
        <HeroSection t={t} lang={lang} about={about} />
        <AfterHero t={t} whatsapp={chatNumber(settings)}>
          <AboutSection t={t} lang={lang} about={data.about} hours={settings.working_hours} siteDescription={settings.site_description} />
          <ServicesSection t={t} services={data.services} />
          <PortfolioSection t={t} lang={lang} projects={data.portfolio} />
        </AfterHero>
        {/* The chat button leaves with the portfolio: over the articles and the contact form
            (which offers the same chat), it would cover what the reader reads and taps. */}
        <BlogSection t={t} lang={lang} posts={data.posts} />
        <ContactSection
          t={t}
          chat={whatsappLink(chatNumber(settings))}
          contacts={data.contacts}
          socials={data.socials}
          form={
            <Island
              name="contact-form"
              component={ContactForm}
              props={{ lang, messages: pickMessages(table, contactFormKeys), ...(contactForm ? { initial: contactForm } : {}) }}
              hydrate="visible"
            />
          }
        />
      </main>
      {/* Only other islands push toasts: it never fetches React on its own account. */}
      <Island name="toaster" component={Toaster} props={{}} hydrate="alongside" />
      <SiteFooter t={t} chrome={data} onLanding />
    </>
  );
}
