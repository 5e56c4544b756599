// The public footer: newsletter sign-up, service and company links, contact details, offices and social links.
import { Link } from "react-router";
import { LinkedInIcon, MailIcon, MapPinIcon } from "~/components/ui/icons";
import { Logo } from "~/components/site/logo";
import { NewsletterForm } from "~/components/site/newsletter-form";
import { LanguageLink } from "~/components/site/language-link";
import { TitledText } from "~/components/site/titled-text";
import { useCatalogue, useLocalize } from "~/i18n/hooks";
import { footerCompanyLinks, footerServiceLinks, site } from "~/platform/site";

export function SiteFooter() {
  const year = new Date().getFullYear();
  const t = useCatalogue().common;
  const to = useLocalize();
  return (
    <footer className="bg-pine-950 text-pine-100" aria-labelledby="footer-heading">
      <h2 id="footer-heading" className="sr-only">
        {t.footer.heading}
      </h2>
      <div className="container-page py-14">
        <section
          aria-labelledby="newsletter-heading"
          className="grid gap-6 rounded-2xl bg-pine-900/70 p-6 ring-1 ring-white/10 sm:p-8 lg:grid-cols-2 lg:items-center"
        >
          <TitledText
            id="newsletter-heading"
            level={3}
            title={t.footer.newsletterTitle}
            text={t.footer.newsletterText}
            classes={{ heading: "text-xl font-semibold text-white", text: "mt-2 text-sm text-pine-200" }}
          />
          <div id="newsletter">
            <NewsletterForm />
          </div>
        </section>

        <div className="mt-12 grid gap-10 sm:grid-cols-2 lg:grid-cols-4">
          <div>
            <Link to={to("/")} aria-label={t.header.homeLabel}>
              <Logo tone="light" />
            </Link>
            <p className="mt-4 text-sm leading-6 text-pine-200">{t.footer.tagline}.</p>
            <a
              href={site.linkedin}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-5 inline-flex h-10 w-10 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20"
              aria-label={t.footer.linkedin}
            >
              <LinkedInIcon />
            </a>
          </div>

          <FooterLinks
            title={t.footer.services}
            links={footerServiceLinks.map((l) => ({ to: to(l.to), label: t.footer.serviceLinks[l.key] }))}
          />
          <FooterLinks
            title={t.footer.company}
            links={footerCompanyLinks.map((l) => ({ to: to(l.to), label: t.nav[l.key] }))}
          />

          <div>
            <h3 className="text-sm font-semibold uppercase tracking-wider text-white">{t.footer.contact}</h3>
            <a
              href={`mailto:${site.email}`}
              className="mt-4 flex items-center gap-2 text-sm text-pine-100 hover:text-white"
            >
              <MailIcon className="h-4 w-4 shrink-0" />
              {site.email}
            </a>
            <ul className="mt-4 space-y-3 text-sm">
              {site.offices.map((office) => (
                <li key={office.country} className="flex gap-2">
                  <MapPinIcon className="mt-0.5 h-4 w-4 shrink-0 text-pine-300" />
                  <span>
                    <span className="text-white">{t.footer.offices[office.key]}</span>
                    <span className="block text-pine-300">
                      {t.footer.offices[office.roleKey]}
                      {office.city ? `, ${office.city}` : ""}
                    </span>
                  </span>
                </li>
              ))}
            </ul>
          </div>
        </div>

        <div className="mt-12 flex flex-col gap-2 border-t border-white/10 pt-6 text-xs text-pine-300 sm:flex-row sm:justify-between">
          <p>
            © {year} {site.name}. {t.footer.rights}
          </p>
          <span className="flex gap-4">
            <LanguageLink className="hover:text-white" />
            <Link to={to("/privacy-policy")} className="hover:text-white">
              {t.nav.privacyPolicy}
            </Link>
          </span>
        </div>
      </div>
    </footer>
  );
}

function FooterLinks({ title, links }: { title: string; links: readonly { to: string; label: string }[] }) {
  return (
    <div>
      <h3 className="text-sm font-semibold uppercase tracking-wider text-white">{title}</h3>
      <ul className="mt-4 space-y-3 text-sm">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="text-pine-100 hover:text-white">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
