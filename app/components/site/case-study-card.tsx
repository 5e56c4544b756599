// A case study past the switch on /case-studies: its badge, client, title and headline metric, linking to its page.
import { Link } from "react-router";
import { Monogram } from "~/components/site/case-study-switcher";
import { ArrowRightIcon } from "~/components/ui/icons";
import type { CaseStudyView } from "~/server/case-study-views.server";
import { useCatalogue } from "~/i18n/hooks";

export function CaseStudyCard({ study }: { study: CaseStudyView }) {
  const t = useCatalogue().caseStudies;
  return (
    <article
      data-case-study={study.slug}
      className="flex w-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200/80"
    >
      <div className="flex items-center gap-3">
        <Monogram text={study.logo} image={study.logoImage} small />
        <p className="text-sm font-semibold text-pine-700">{study.subtitle}</p>
      </div>
      <h4 className="mt-4 text-lg font-bold leading-snug text-ink">
        <Link to={study.path} className="hover:text-pine-800">
          {study.title}
        </Link>
      </h4>
      {study.metric.value ? (
        <p className="mt-4 flex items-baseline gap-2">
          <span className="text-3xl font-bold tracking-tight text-pine-700">{study.metric.value}</span>
          <span className="text-sm text-slate-600">{study.metric.label}</span>
        </p>
      ) : null}
      <p className="mt-auto pt-6">
        <Link
          to={study.path}
          aria-label={`${t.more.read}: ${study.title}`}
          className="inline-flex items-center gap-1.5 text-sm font-semibold text-pine-700 hover:text-pine-900"
        >
          {t.more.read}
          <ArrowRightIcon className="h-4 w-4" />
        </Link>
      </p>
    </article>
  );
}
