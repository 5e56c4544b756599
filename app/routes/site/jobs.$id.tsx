// /jobs/{id}: one opening, as a dialog over the careers list, with JobPosting structured data.
import { data, isRouteErrorResponse, Link, useLocation, href } from "react-router";
import type { Route } from "./+types/jobs.$id";
import { Badge } from "~/components/ui/badge";
import { buttonClass } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { settings } from "~/platform/env.server";
import { jobPostingData } from "~/server/job-posting";
import { pageMeta } from "~/platform/meta";
import { findPublishedJob, isClosed } from "~/models/jobs.server";
import { Alert } from "~/components/ui/alert";
import { JOB_MESSAGES, previewDescription } from "~/schemas/job";
import { useCatalogue } from "~/i18n/hooks";
import { errorCopy } from "~/platform/error-copy";
import { toApiJob } from "~/server/api-serializers.server";

export async function loader({ params }: Route.LoaderArgs) {
  // A listing past its closing date keeps its page, which says it is closed, without the JobPosting data.
  const found = await findPublishedJob(params.id, { includeClosed: true });
  if (!found) throw data(null, { status: 404 });
  const job = { ...toApiJob(found), salary: found.salary?.trim() ? found.salary : null };
  const closed = isClosed(found);
  return { job, closed, structuredData: closed ? null : jobPostingData(job, settings().SITE_URL) };
}

export const meta: Route.MetaFunction = ({ data: loaded, matches }) =>
  loaded
    ? [
        ...pageMeta({
          matches,
          title: `${loaded.job.title} (${loaded.job.location})`,
          description: previewDescription(loaded.job.description),
          path: href("/jobs/:id", { id: String(loaded.job.id) }),
        }),
        ...(loaded.closed ? [{ name: "robots", content: "noindex" }] : []),
      ]
    : [{ title: "Position not found | Cordillera Nearshore" }, { name: "robots", content: "noindex" }];

export default function JobDetails({ loaderData: { job, closed, structuredData } }: Route.ComponentProps) {
  const { search } = useLocation();
  return (
    <Dialog title={job.title} closeTo={`/jobs${search}`} size="lg" description={job.department}>
      {closed ? (
        <div className="mb-5">
          <Alert title={JOB_MESSAGES.closed}>
            Applications for this position closed on {job.closesAt?.slice(0, 10)}. The open positions are listed on the
            careers page.
          </Alert>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Badge tone="pine">{job.category}</Badge>
        <Badge tone="gray">{job.type}</Badge>
        <Badge tone="gray">{job.location}</Badge>
        {job.salary ? <Badge tone="green">{job.salary}</Badge> : null}
      </div>
      <p className="mt-5 whitespace-pre-line text-sm leading-6 text-slate-700">{job.description}</p>
      <JobList title="Responsibilities" items={job.responsibilities} />
      <JobList title="Requirements" items={job.requirements} />
      <div className="mt-8 flex justify-end gap-2">
        <Link to={`/jobs${search}`} replace preventScrollReset data-dialog-close className={buttonClass("secondary")}>
          Close
        </Link>
        {closed ? null : (
          <Link
            to={`${href("/jobs/:id/apply", { id: String(job.id) })}${search}`}
            preventScrollReset
            className={buttonClass("primary")}
          >
            Apply Now
          </Link>
        )}
      </div>
      {structuredData ? (
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: JSON.stringify(structuredData).replace(/</g, "\\u003c") }}
        />
      ) : null}
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
  const copy = errorCopy(error, useCatalogue().common.errors);
  const gone = error === undefined || copy.notFound;
  return (
    <Dialog title={gone ? "Position not found" : copy.title} closeTo={`/jobs${search}`}>
      <p>
        {gone
          ? `${JOB_MESSAGES.notFound} It may have been filled or withdrawn; the open positions are listed on this page.`
          : copy.text}
      </p>
      <div className="mt-6 flex justify-end">
        <Link to={`/jobs${search}`} replace data-dialog-close className={buttonClass("primary")}>
          See open positions
        </Link>
      </div>
    </Dialog>
  );
}
