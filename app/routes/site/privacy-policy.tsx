// /privacy-policy: static, last updated April 23, 2025, eight sections, a contact e-mail and Back to Home (the copy
// in the page's language from app/content).
import type { Route } from "./+types/privacy-policy";
import { PageHero } from "~/components/site/page-hero";
import { ButtonLink } from "~/components/ui/button";
import { ArrowLeftIcon, MailIcon } from "~/components/ui/icons";
import { contentFor } from "~/content";
import { pageMeta } from "~/platform/meta";
import { catalogue } from "~/i18n/catalogue";
import { useCatalogue, useLanguage, useLocalize } from "~/i18n/hooks";
import { languageOfPath } from "~/i18n/languages";
import { localized } from "~/i18n/meta";
import { site } from "~/platform/site";

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const t = catalogue(languageOfPath(location.pathname)).pages.privacyPolicy;
  return pageMeta({
    matches,
    title: t.title,
    description: t.description,
    ...localized(location.pathname, "/privacy-policy"),
  });
};

export default function PrivacyPolicy() {
  const t = useCatalogue().pages.privacyPolicy;
  const { privacyPolicy } = contentFor(useLanguage());
  const to = useLocalize();
  const last = privacyPolicy.sections.length - 1;
  return (
    <>
      <PageHero eyebrow={t.eyebrow} title={t.title}>
        <p>{privacyPolicy.intro}</p>
        <p className="mt-4 text-base font-medium text-slate-700">
          {`${t.lastUpdated} `}
          <time dateTime="2025-04-23">{privacyPolicy.lastUpdated}</time>
        </p>
      </PageHero>

      <div className="container-page pb-16 sm:pb-24">
        <article className="mx-auto max-w-3xl rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200/80 sm:p-12">
          {privacyPolicy.sections.map((section, i) => (
            <section
              key={section.title}
              className="border-b border-slate-100 pb-8 pt-8 first:pt-0 last:border-0 last:pb-0"
            >
              <h2 className="text-xl font-semibold">{section.title}</h2>
              {section.paragraphs.map((p) => (
                <p key={p} className="mt-3 leading-7 text-slate-700">
                  {p}
                </p>
              ))}
              {section.list ? (
                <ul className="mt-4 list-disc space-y-2 pl-5 leading-7 text-slate-700 marker:text-pine-600">
                  {section.list.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ) : null}
              {i === last ? (
                <a
                  href={`mailto:${site.email}`}
                  className="mt-5 inline-flex items-center gap-2 rounded-md font-semibold text-pine-700 underline underline-offset-4 hover:text-pine-900"
                >
                  <MailIcon className="h-4 w-4" />
                  {site.email}
                </a>
              ) : null}
            </section>
          ))}
        </article>
        <div className="mx-auto mt-10 max-w-3xl">
          <ButtonLink to={to("/")} variant="secondary">
            <ArrowLeftIcon className="h-4 w-4" />
            {` ${t.backHome}`}
          </ButtonLink>
        </div>
      </div>
    </>
  );
}
