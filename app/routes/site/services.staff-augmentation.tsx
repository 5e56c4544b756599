// /services/staff-augmentation: what it is, six advantages, the five-step process and three success stories.
import type { Route } from "./+types/services.staff-augmentation";
import { ServicePage, servicePageMeta } from "~/components/site/marketing/service-page";
import { CheckList, FeatureGrid, Steps } from "~/components/site/marketing/lists";
import { HeadedSection, Section, SectionHeader, Split } from "~/components/site/marketing/sections";
import { contentFor } from "~/content";
import { useCatalogue, useLanguage } from "~/i18n/hooks";

export const meta: Route.MetaFunction = servicePageMeta("staffAugmentation");

export default function StaffAugmentation() {
  const page = contentFor(useLanguage()).staffAugmentation;
  const t = useCatalogue().pages.staffAugmentation;
  return (
    <ServicePage page={page}>
      <Section labelledBy="what-heading">
        <Split
          intro={
            <>
              <SectionHeader id="what-heading" eyebrow={t.whatItIs} title={page.whatItIs.title} />
              <div className="mt-6 space-y-4 text-lg leading-8 text-slate-600">
                {page.whatItIs.paragraphs.map((p) => (
                  <p key={p}>{p}</p>
                ))}
              </div>
            </>
          }
        >
          <div className="grid gap-5 sm:grid-cols-2">
            <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200/80">
              <h3 className="text-base font-semibold">{t.youControl}</h3>
              <CheckList items={page.whatItIs.youControl} />
            </div>
            <div className="rounded-2xl bg-pine-900 p-6 text-white">
              <h3 className="text-base font-semibold text-white">{t.weHandle}</h3>
              <ul role="list" className="mt-5 space-y-2.5">
                {page.whatItIs.weHandle.map((item) => (
                  <li key={item} className="flex gap-2.5 text-sm leading-6 text-pine-50">
                    <span className="mt-2 h-1.5 w-1.5 shrink-0 rounded-full bg-sun-400" aria-hidden="true" />
                    {item}
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </Split>
      </Section>

      <HeadedSection name="advantages" copy={t.advantages} tone="tint">
        <FeatureGrid items={page.advantages} />
      </HeadedSection>

      <HeadedSection name="process" copy={t.process}>
        <Steps items={page.process} />
      </HeadedSection>
    </ServicePage>
  );
}
