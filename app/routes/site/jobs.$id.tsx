// /jobs/{id}: one opening, as a dialog over the careers list, with JobPosting structured data.
import { JsonLd } from "~/components/site/json-ld";
import { data, isRouteErrorResponse, Link, useLocation, href } from "react-router";
import type { Route } from "./+types/jobs.$id";
import { Badge } from "~/components/ui/badge";
import { ButtonLink } from "~/components/ui/button";
import { Dialog, DialogCloseLink } from "~/components/ui/dialog";
import { settings } from "~/platform/env.server";
import { jobPostingData } from "~/server/job-posting";
import { pageMeta } from "~/platform/meta";
import { site } from "~/platform/site";
import { findPublishedJobAndTranslation, isClosed, jobAlternates } from "~/models/jobs.server";
import { Alert } from "~/components/ui/alert";
import { jobLabels, previewDescription } from "~/schemas/job";
import { catalogue, fill } from "~/i18n/catalogue";
import { formatDateIn } from "~/i18n/dates.server";
import { fillNodes } from "~/i18n/fill-nodes";
import { useCatalogue, useLocalize } from "~/i18n/hooks";
import { languageOfPath, type Language } from "~/i18n/languages";
import { localized } from "~/i18n/meta";
import { errorCopy } from "~/platform/error-copy";
import { toApiJob } from "~/server/api-serializers.server";

/** The day a listing closed, as its page says it: the glossary's "5 ene 2024" in Spanish; English keeps its ISO day. */
const closingDay = (language: Language, closesAt: Date) =>
  language === "en" ? closesAt.toISOString().slice(0, 10) : formatDateIn(language, closesAt);

export async function loader({ params, request }: Route.LoaderArgs) {
  // A listing past its closing date keeps its page, which says it is closed, without the JobPosting data.
  const pair = await findPublishedJobAndTranslation(params.id);
  if (!pair) throw data(null, { status: 404 });
  const found = pair.job;
  const language = languageOfPath(new URL(request.url).pathname);
  const job = { ...toApiJob(found), salary: found.salary?.trim() ? found.salary : null };
  const closed = isClosed(found);
  return {
    job,
    alternates: jobAlternates(found, pair.translation),
    closed,
    closedOn: found.closesAt ? closingDay(language, found.closesAt) : null,
    structuredData: closed ? null : jobPostingData(job, settings().SITE_URL, language),
  };
}

export const meta: Route.MetaFunction = ({ data: loaded, matches, location }) => {
  const t = catalogue(languageOfPath(location.pathname)).careers;
  return loaded
    ? [
        ...pageMeta({
          matches,
          title: fill(t.job.title, { title: loaded.job.title, location: loaded.job.location }),
          description: previewDescription(loaded.job.description),
          ...localized(location.pathname, href("/jobs/:id", { id: String(loaded.job.id) }), loaded.alternates),
        }),
        ...(loaded.closed ? [{ name: "robots", content: "noindex" }] : []),
      ]
    : [{ title: `${t.gone.title} | ${site.name}` }, { name: "robots", content: "noindex" }];
};

export default function JobDetails({ loaderData: { job, closed, closedOn, structuredData } }: Route.ComponentProps) {
  const { search } = useLocation();
  const { careers: t, common, jobAlerts } = useCatalogue();
  const to = useLocalize();
  const labels = jobLabels(t);
  return (
    <Dialog
      title={job.title}
      closeTo={to(`/jobs${search}`)}
      closeLabel={common.close}
      size="lg"
      description={job.department}
    >
      {closed ? (
        <div className="mb-5">
          <Alert title={t.job.closed}>{fillNodes(t.job.closedText, { date: closedOn })}</Alert>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Badge tone="pine">{labels.category(job.category)}</Badge>
        <Badge tone="gray">{labels.type(job.type)}</Badge>
        <Badge tone="gray">{job.location}</Badge>
        {job.salary ? <Badge tone="green">{job.salary}</Badge> : null}
      </div>
      <p className="mt-5 whitespace-pre-line text-sm leading-6 text-slate-700">{job.description}</p>
      <JobList title={t.job.responsibilities} items={job.responsibilities} />
      <JobList title={t.job.requirements} items={job.requirements} />
      <p className="mt-6 text-sm">
        <Link to={to("/jobs/alerts")} className="font-medium text-pine-700 underline hover:text-pine-900">
          {jobAlerts.link}
        </Link>
      </p>
      <div className="mt-8 flex justify-end gap-2">
        <DialogCloseLink to={to(`/jobs${search}`)}>{t.job.close}</DialogCloseLink>
        {closed ? null : (
          <ButtonLink
            to={to(`${href("/jobs/:id/apply", { id: String(job.id) })}${search}`)}
            preventScrollReset
            variant="primary"
          >
            {t.job.applyNow}
          </ButtonLink>
        )}
      </div>
      {structuredData ? <JsonLd data={structuredData} /> : null}
    </Dialog>
  );
}

function JobList({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <div className="mt-6">
      <h3 className="text-sm font-semibold uppercase tracking-wide text-ink">{title}</h3>
      <ul className="mt-2 list-disc space-y-1.5 pl-5 text-sm leading-6 text-slate-700">
        {items.map((item, i) => (
          <li key={i}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error)) console.error(error);
  return <PositionGone error={error} />;
}

/** The dialog when a job cannot be shown: gone (404), or a refused request with the server's message. */
export function PositionGone({ error }: { error?: unknown }) {
  const { search } = useLocation();
  const { careers: t, common } = useCatalogue();
  const to = useLocalize();
  const copy = errorCopy(error, common.errors);
  const gone = error === undefined || copy.notFound;
  return (
    <Dialog title={gone ? t.gone.title : copy.title} closeTo={to(`/jobs${search}`)} closeLabel={common.close}>
      <p>{gone ? fill(t.gone.text, { notOpen: t.gone.notOpen }) : copy.text}</p>
      <div className="mt-6 flex justify-end">
        <ButtonLink to={to(`/jobs${search}`)} replace data-dialog-close variant="primary">
          {t.gone.back}
        </ButtonLink>
      </div>
    </Dialog>
  );
}
