// /services: the core offerings (tabs that follow the URL fragment), technical expertise and engagement models.
import type { Route } from "./+types/services";
import { IconTile } from "~/components/site/marketing/icon";
import { TagList } from "~/components/site/marketing/lists";
import { CtaBand, HeadedSection, largeButton } from "~/components/site/marketing/sections";
import { PageHero } from "~/components/site/page-hero";
import { ServicesTabs } from "~/components/site/services-tabs";
import { ButtonLink } from "~/components/ui/button";
import { ArrowRightIcon } from "~/components/ui/icons";
import { contentFor } from "~/content";
import { pageMeta } from "~/platform/meta";
import { catalogue, fill } from "~/i18n/catalogue";
import { useCatalogue, useLanguage, useLocalize } from "~/i18n/hooks";
import { languageOfPath } from "~/i18n/languages";
import { localized } from "~/i18n/meta";

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const t = catalogue(languageOfPath(location.pathname)).pages.services;
  return pageMeta({
    matches,
    title: t.title,
    description: t.description,
    ...localized(location.pathname, "/services"),
  });
};

export default function Services() {
  const t = useCatalogue().pages.services;
  const { engagementModels, technicalExpertise } = contentFor(useLanguage());
  const to = useLocalize();
  return (
    <>
      <PageHero
        eyebrow={t.eyebrow}
        title={t.heading}
        actions={
          <>
            <ButtonLink to={to("/contact")}>
              {`${t.start} `}
              <ArrowRightIcon className="h-4 w-4" />
            </ButtonLink>
            <ButtonLink to={to("/case-studies")} variant="secondary">
              {t.results}
            </ButtonLink>
          </>
        }
      >
        <p>{t.intro}</p>
      </PageHero>

      <HeadedSection name="offerings" copy={t.offerings}>
        <ServicesTabs syncHash />
      </HeadedSection>

      <HeadedSection name="expertise" copy={t.expertise} id="expertise" tone="tint">
        <ul role="list" className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {technicalExpertise.map((group) => (
            <li key={group.title} className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200/80">
              <IconTile name={group.icon} />
              <h3 className="mt-5 text-lg font-semibold">{group.title}</h3>
              <p className="mt-1 text-sm text-slate-600">{group.text}</p>
              <div className="mt-5">
                <TagList tags={group.tags} label={fill(t.expertise.tags, { group: group.title })} />
              </div>
            </li>
          ))}
        </ul>
      </HeadedSection>

      <HeadedSection
        name="models"
        copy={t.models}
        action={{ to: "/contact", label: t.models.discuss, className: `${largeButton.primary} mt-8` }}
        split="list"
      >
        <ul role="list" className="grid gap-6">
          {engagementModels.map((m) => (
            <li key={m.title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200/80 sm:p-7">
              <div className="flex flex-wrap items-center gap-4">
                <IconTile name={m.icon} />
                <h3 className="text-lg font-semibold">{m.title}</h3>
                <span className="rounded-full bg-sun-100 px-3 py-1 text-xs font-semibold text-sun-700 sm:ml-auto">
                  {m.billing}
                </span>
              </div>
              <p className="mt-4 leading-7 text-slate-600">{m.text}</p>
              <p className="mt-4 rounded-xl bg-slate-50 px-4 py-3 text-sm leading-6 text-slate-700">
                <span className="font-semibold text-ink">{`${t.models.bestFor} `}</span>
                {m.bestFor}
              </p>
            </li>
          ))}
        </ul>
      </HeadedSection>

      <CtaBand copy={t.cta} secondary={{ label: t.cta.secondary, to: "/case-studies" }} />
    </>
  );
}
