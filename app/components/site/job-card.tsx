// A careers card: its category (the careers tab it is listed under), type, title, department, location, salary when
// given, a 150-character preview and the two actions.
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { buttonClass } from "~/components/ui/button";
import { MapPinIcon } from "~/components/ui/icons";
import { fill } from "~/i18n/catalogue";
import { useCatalogue, useLanguage, useLocalize } from "~/i18n/hooks";
import type { Language } from "~/i18n/languages";
import { jobLabels } from "~/schemas/job";

export type JobCardData = {
  id: number;
  /** The language the listing is written in; a card on another language's page says so and marks its text. */
  language: Language;
  title: string;
  department: string;
  category: string;
  location: string;
  type: string;
  salary: string | null;
  preview: string;
};

/** The card's two actions, each opening its dialog over the list (the list's filters kept in `search`). */
const DIALOG_LINKS = [
  { text: "viewDetails", path: "", variant: "secondary" },
  { text: "applyNow", path: "/apply", variant: "primary" },
] as const;

export function JobCard({ job, search }: { job: JobCardData; search: string }) {
  const t = useCatalogue().careers;
  const to = useLocalize();
  const labels = jobLabels(t);
  const foreign = job.language !== useLanguage();
  return (
    <article className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200" data-job={job.id}>
      <div className="flex flex-wrap items-center gap-2">
        {/* The category, which the careers tabs filter by: a card never sits under a tab its badge contradicts. */}
        <span data-category={job.category}>
          <Badge tone="pine">{labels.category(job.category)}</Badge>
        </span>
        <Badge tone="gray">{labels.type(job.type)}</Badge>
        {foreign ? <Badge tone="gray">{t.card.writtenIn[job.language]}</Badge> : null}
      </div>
      <h3 className="mt-4 text-lg font-semibold leading-snug" lang={foreign ? job.language : undefined}>
        {job.title}
      </h3>
      {job.department && job.department !== job.category ? (
        <p className="mt-1 text-sm text-slate-500 [overflow-wrap:anywhere]" lang={foreign ? job.language : undefined}>
          {job.department}
        </p>
      ) : null}
      <p className="mt-2 flex items-center gap-1.5 text-sm text-slate-600">
        <MapPinIcon className="h-4 w-4 shrink-0 text-pine-600" />
        {job.location}
      </p>
      {job.salary ? <p className="mt-1 text-sm font-medium text-ink">{job.salary}</p> : null}
      <p className="mt-3 flex-1 text-sm leading-6 text-slate-600" lang={foreign ? job.language : undefined}>
        {job.preview}
      </p>
      <div className="mt-5 flex flex-wrap gap-2">
        {DIALOG_LINKS.map(({ text, path, variant }) => (
          <Link
            key={text}
            to={to(`/jobs/${job.id}${path}${search}`)}
            preventScrollReset
            data-opens-dialog
            className={buttonClass(variant)}
            aria-label={fill(t.card.actionLabel, { action: t.card[text], title: job.title })}
          >
            {t.card[text]}
          </Link>
        ))}
      </div>
    </article>
  );
}

export function JobCardSkeleton() {
  return (
    <div aria-hidden="true" className="animate-pulse rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <div className="h-5 w-24 rounded-full bg-slate-200" />
      <div className="mt-4 h-6 w-3/4 rounded bg-slate-200" />
      <div className="mt-3 h-4 w-1/2 rounded bg-slate-100" />
      <div className="mt-4 space-y-2">
        <div className="h-3 rounded bg-slate-100" />
        <div className="h-3 rounded bg-slate-100" />
        <div className="h-3 w-2/3 rounded bg-slate-100" />
      </div>
      <div className="mt-6 flex gap-2">
        <div className="h-10 w-28 rounded-md bg-slate-200" />
        <div className="h-10 w-28 rounded-md bg-slate-200" />
      </div>
    </div>
  );
}
