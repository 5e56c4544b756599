// /jobs/{id}/applied: where an application lands once it is stored (Post/Redirect/Get), as a dialog over the
// careers list like the job and its form: the job applied to, what happens next and how long it usually takes.
// The same with and without JavaScript; it holds nothing personal, so it is cached like the list.
import { href, useLocation } from "react-router";
import type { Route } from "./+types/jobs.$id.applied";
import { ButtonLink } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { CheckCircleIcon } from "~/components/ui/icons";
import { findPublishedJob } from "~/models/jobs.server";
import { pageMeta } from "~/platform/meta";
import { catalogue, fill, type Catalogue } from "~/i18n/catalogue";
import { useCatalogue, useLocalize } from "~/i18n/hooks";
import { languageOfPath } from "~/i18n/languages";
import { localized } from "~/i18n/meta";

export async function loader({ params }: Route.LoaderArgs) {
  // A job closed since (or an id that names none) still gets the thanks, without its title.
  const job = await findPublishedJob(params.id);
  return { job: job && { id: job.id, title: job.title } };
}

/** The confirmation's first sentence: the job applied for, when it is still open. */
const lead = (t: Catalogue["application"]["sent"], job: { title: string } | null) =>
  job ? fill(t.lead, { job: job.title }) : t.leadWithoutJob;

export const meta: Route.MetaFunction = ({ data: loaded, matches, params, location }) => {
  const t = catalogue(languageOfPath(location.pathname)).application.sent;
  return [
    ...pageMeta({
      matches,
      title: t.title,
      description: lead(t, loaded?.job ?? null),
      ...localized(location.pathname, href("/jobs/:id/applied", { id: params.id })),
    }),
    { name: "robots", content: "noindex" },
  ];
};

export default function Applied({ loaderData: { job } }: Route.ComponentProps) {
  const { search } = useLocation();
  const { application, common } = useCatalogue();
  const t = application.sent;
  const list = useLocalize()(`/jobs${search}`);
  return (
    <Dialog title={t.title} closeTo={list} closeLabel={common.close}>
      <div data-testid="application-sent" className="space-y-4">
        <p className="flex items-start gap-3 font-medium text-ink">
          <CheckCircleIcon className="mt-0.5 h-5 w-5 shrink-0 text-pine-700" />
          <span>{lead(t, job)}</span>
        </p>
        <p>{t.email}</p>
        <div>
          <h3 className="font-semibold text-ink">{t.next}</h3>
          <ol className="mt-2 list-decimal space-y-2 pl-5">
            {t.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </div>
      </div>
      <div className="mt-6 flex justify-end">
        <ButtonLink to={list} replace data-dialog-close variant="primary">
          {t.back}
        </ButtonLink>
      </div>
    </Dialog>
  );
}
