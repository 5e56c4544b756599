// The two case studies behind a two-button switch. The buttons are links (?study=…), so the switch works
// without JavaScript; with it, the change happens in place.
import { Link, useSearchParams } from "react-router";
import { Badge } from "~/components/ui/badge";
import { ArrowRightIcon, CheckCircleIcon } from "~/components/ui/icons";
import type { CaseStudy } from "~/content/stories";

export function CaseStudySwitcher({ studies, anchor = "case-study" }: { studies: CaseStudy[]; anchor?: string }) {
  const [params] = useSearchParams();
  const study = studies.find((s) => s.id === params.get("study")) ?? studies[0]!;
  return (
    <div id={anchor} className="scroll-mt-28">
      <div className="flex flex-col gap-2 rounded-2xl bg-slate-100 p-1.5 sm:inline-flex sm:flex-row" role="group" aria-label="Case studies">
        {studies.map((s) => (
          <Link
            key={s.id}
            to={`?study=${s.id}#${anchor}`}
            replace
            preventScrollReset
            aria-current={s.id === study.id ? "true" : undefined}
            className={`rounded-xl px-4 py-2.5 text-sm font-semibold ${s.id === study.id ? "bg-white text-pine-800 shadow-sm" : "text-slate-600 hover:text-slate-900"}`}
          >
            {s.subtitle}
          </Link>
        ))}
      </div>
      <article className="mt-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-10" aria-live="polite">
        <div className="flex items-center gap-4">
          <span aria-hidden="true" className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-pine-700 text-sm font-bold text-white">
            {study.logo}
          </span>
          <h3 className="text-xl font-bold sm:text-2xl">{study.title}</h3>
        </div>
        <div className="mt-8 grid gap-8 lg:grid-cols-2">
          <div>
            <h4 className="text-sm font-semibold uppercase tracking-wide text-pine-700">Challenge</h4>
            <p className="mt-2 leading-7 text-slate-600">{study.challenge}</p>
            <h4 className="mt-6 text-sm font-semibold uppercase tracking-wide text-pine-700">Solution</h4>
            <p className="mt-2 leading-7 text-slate-600">{study.solution}</p>
            <h4 className="mt-6 text-sm font-semibold uppercase tracking-wide text-pine-700">Technologies</h4>
            <div className="mt-3 flex flex-wrap gap-2">
              {study.technologies.map((t) => (
                <Badge key={t} tone="gray">
                  {t}
                </Badge>
              ))}
            </div>
          </div>
          <div>
            <h4 className="text-sm font-semibold uppercase tracking-wide text-pine-700">Results</h4>
            <ul className="mt-3 space-y-3">
              {study.results.map((r) => (
                <li key={r} className="flex gap-3 text-ink">
                  <CheckCircleIcon className="mt-0.5 h-5 w-5 shrink-0 text-pine-600" />
                  {r}
                </li>
              ))}
            </ul>
            <h4 className="mt-6 text-sm font-semibold uppercase tracking-wide text-pine-700">Key expertise</h4>
            <p className="mt-2 text-slate-600">{study.expertise.join(" · ")}</p>
            <figure className="mt-6 rounded-xl bg-pine-50 p-5">
              <blockquote className="italic text-pine-900">“{study.quote.text}”</blockquote>
              <figcaption className="mt-3 text-sm">
                <span className="font-semibold text-ink">{study.quote.author}</span>, <span className="text-slate-600">{study.quote.title}</span>
              </figcaption>
            </figure>
            <Link to="/contact" className="mt-6 inline-flex items-center gap-2 font-semibold text-pine-700 hover:text-pine-900">
              Discuss Your Project <ArrowRightIcon className="h-4 w-4" />
            </Link>
          </div>
        </div>
      </article>
    </div>
  );
}
