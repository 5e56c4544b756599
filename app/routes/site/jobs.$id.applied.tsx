// /jobs/{id}/applied: where an application lands once it is stored (Post/Redirect/Get), as a dialog over the
// careers list like the job and its form: the job applied to, what happens next and how long it usually takes.
// The same with and without JavaScript; it holds nothing personal, so it is cached like the list.
import { href, Link, useLocation } from "react-router";
import type { Route } from "./+types/jobs.$id.applied";
import { buttonClass } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { CheckCircleIcon } from "~/components/ui/icons";
import { findPublishedJob } from "~/models/jobs.server";
import { pageMeta } from "~/platform/meta";
import { APPLICATION_SENT } from "~/schemas/job";

export async function loader({ params }: Route.LoaderArgs) {
  // A job closed since (or an id that names none) still gets the thanks, without its title.
  const job = await findPublishedJob(params.id);
  return { job: job && { id: job.id, title: job.title } };
}

export const meta: Route.MetaFunction = ({ data: loaded, matches, params }) => [
  ...pageMeta({
    matches,
    title: APPLICATION_SENT.title,
    description: loaded?.job ? APPLICATION_SENT.lead(loaded.job.title) : APPLICATION_SENT.leadWithoutJob,
    path: href("/jobs/:id/applied", { id: params.id }),
  }),
  { name: "robots", content: "noindex" },
];

export default function Applied({ loaderData: { job } }: Route.ComponentProps) {
  const { search } = useLocation();
  const list = `/jobs${search}`;
  return (
    <Dialog title={APPLICATION_SENT.title} closeTo={list}>
      <div data-testid="application-sent" className="space-y-4">
        <p className="flex items-start gap-3 font-medium text-ink">
          <CheckCircleIcon className="mt-0.5 h-5 w-5 shrink-0 text-pine-700" />
          <span>{job ? APPLICATION_SENT.lead(job.title) : APPLICATION_SENT.leadWithoutJob}</span>
        </p>
        <p>{APPLICATION_SENT.email}</p>
        <div>
          <h3 className="font-semibold text-ink">{APPLICATION_SENT.next}</h3>
          <ol className="mt-2 list-decimal space-y-2 pl-5">
            {APPLICATION_SENT.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </div>
      </div>
      <div className="mt-6 flex justify-end">
        <Link to={list} replace data-dialog-close className={buttonClass("primary")}>
          {APPLICATION_SENT.back}
        </Link>
      </div>
    </Dialog>
  );
}
