// /jobs/applications/{token}: the candidate status page (issue 30, docs/decisions/0033), opened from the link in the
// application's confirmation e-mail. It shows the position and the stage in plain words, and offers the candidate's
// three actions as plain form posts (no JavaScript needed): withdraw and delete my data after a confirm step
// (`?confirm=…`), and a new CV while the application is new. Private: never cached, never indexed, no Referer sent
// to another site (the token is in the address; security-headers.ts), and a forged or spent link gets the same 404 page.
import type { ReactNode } from "react";
import { data, Form, href, Link, redirect, useLocation } from "react-router";
import type { Route } from "./+types/jobs.applications.$token";
import { PageHero } from "~/components/site/page-hero";
import { Alert } from "~/components/ui/alert";
import { Button, ButtonLink } from "~/components/ui/button";
import { hintId, inputClass } from "~/components/ui/field";
import { HoneypotField } from "~/components/ui/honeypot";
import { pageMeta } from "~/platform/meta";
import { actingFrom } from "~/models/audit-log.server";
import { findByStatusToken } from "~/models/application-status-token.server";
import { statusPageView } from "~/models/application-status-page.server";
import { refusedData, submitForm } from "~/server/public-write.server";
import { statusActionWrite } from "~/server/application-status-forms.server";
import { redirectWithToast } from "~/server/toast.server";
import { statusActionSchemaFor } from "~/schemas/application-status";
import { CV_ACCEPT } from "~/schemas/job";
import { catalogue, fill } from "~/i18n/catalogue";
import { formatDateIn } from "~/i18n/dates.server";
import { useCatalogue, useLocalize } from "~/i18n/hooks";
import { languageOfPath, localizedPath } from "~/i18n/languages";
import { localized } from "~/i18n/meta";

const CONFIRMS = ["withdraw", "erase"] as const;
type Confirm = (typeof CONFIRMS)[number];

const invalid = () => data({ state: "invalid" as const }, 404);

export async function loader({ request, params }: Route.LoaderArgs) {
  const application = await findByStatusToken(params.token);
  if (!application) return invalid();
  const language = languageOfPath(new URL(request.url).pathname);
  const view = statusPageView(application);
  const asked = new URL(request.url).searchParams.get("confirm");
  const confirm = CONFIRMS.find((c) => c === asked && (c === "erase" || view.canWithdraw)) ?? null;
  return {
    state: "found" as const,
    view: {
      ...view,
      appliedAt: formatDateIn(language, new Date(view.appliedAt)),
      withdrawnAt: view.withdrawnAt && formatDateIn(language, new Date(view.withdrawnAt)),
    },
    confirm,
  };
}

export const meta: Route.MetaFunction = ({ matches, location, params, data: loaded }) => {
  const t = catalogue(languageOfPath(location.pathname)).applicationStatus;
  const title = loaded?.state === "found" ? t.page.title : t.invalid.title;
  return [
    ...pageMeta({
      matches,
      title,
      description: t.page.description,
      noindex: true,
      ...localized(location.pathname, href("/jobs/applications/:token", { token: params.token })),
    }),
    { name: "robots", content: "noindex" },
    { name: "referrer", content: "same-origin" },
  ];
};

// One person's application, reached by a secret in its address: never kept by any cache.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export async function action({ request, params }: Route.ActionArgs) {
  const by = actingFrom(request, null);
  const outcome = await submitForm(request, statusActionWrite, statusActionSchemaFor, (value) => ({
    ...value,
    token: params.token,
    by,
  }));
  const url = new URL(request.url);
  const language = languageOfPath(url.pathname);
  const t = catalogue(language).applicationStatus;
  if (!outcome.ok) {
    // A refused post to a link that opens nothing answers as the page does: not valid, whatever else was wrong.
    if (outcome.status === 404 || !(await findByStatusToken(params.token))) return invalid();
    return refusedData(outcome);
  }
  // The page's own address is dead now (the token went with the personal data): the answer is a page of its own.
  if (outcome.stored === "erase") return redirect(localizedPath(language, "/jobs/applications/deleted"));
  const back = localizedPath(language, href("/jobs/applications/:token", { token: params.token }));
  // The honeypot filled: nothing was done, and the page shows as it was.
  if (!outcome.stored) return redirect(back);
  const done = outcome.stored === "withdraw" ? t.withdraw : t.cv;
  return redirectWithToast(request, back, { type: "success", title: done.doneTitle, description: done.doneText });
}

export default function ApplicationStatusPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useCatalogue().applicationStatus;
  const to = useLocalize();
  const { pathname: self } = useLocation();
  const acted = actionData && "state" in actionData ? actionData.state : null;
  const notice = actionData && "notice" in actionData ? actionData.notice : null;
  if (acted === "invalid" || loaderData.state === "invalid") return <InvalidLink />;
  const { view, confirm } = loaderData;
  const stage = t.stages[view.stage];
  return (
    <>
      <PageHero eyebrow={t.page.eyebrow} title={t.page.title}>
        <p>{t.page.intro}</p>
      </PageHero>
      <section className="container-page max-w-3xl space-y-6 pb-20">
        {notice ? <Alert title={notice.title}>{notice.text}</Alert> : null}
        <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
          <dl className="grid gap-5 sm:grid-cols-3">
            <div className="sm:col-span-2">
              <dt className="text-sm font-medium text-slate-500">{t.page.position}</dt>
              <dd className="mt-1 break-words text-lg font-semibold text-ink" data-testid="status-position">
                {view.position}
              </dd>
            </div>
            <div>
              <dt className="text-sm font-medium text-slate-500">{t.page.applied}</dt>
              <dd className="mt-1 text-ink">{view.appliedAt}</dd>
            </div>
            <div className="sm:col-span-3">
              <dt className="text-sm font-medium text-slate-500">{t.page.status}</dt>
              <dd className="mt-1">
                <span
                  className="inline-flex rounded-full bg-pine-50 px-3 py-1 text-sm font-semibold text-pine-800 ring-1 ring-pine-200"
                  data-testid="status-stage"
                >
                  {stage.label}
                </span>
                <p className="mt-2 text-slate-600">{stage.text}</p>
                {view.withdrawnAt ? (
                  <p className="mt-1 text-slate-600">{fill(t.page.withdrawnOn, { date: view.withdrawnAt })}</p>
                ) : null}
              </dd>
            </div>
          </dl>
        </div>
        {confirm ? (
          <ConfirmPanel which={confirm} cancel={self} />
        ) : (
          <>
            {view.canUpdateCv ? <CvForm cvName={view.cvName} /> : null}
            {view.canWithdraw ? (
              <Panel heading={t.withdraw.heading} text={t.withdraw.text}>
                <ButtonLink to="?confirm=withdraw" variant="secondary">
                  {t.withdraw.button}
                </ButtonLink>
              </Panel>
            ) : null}
            <Panel heading={t.erase.heading} text={t.erase.text}>
              <ButtonLink to="?confirm=erase" variant="secondary">
                {t.erase.button}
              </ButtonLink>
            </Panel>
          </>
        )}
        <p className="text-sm">
          <Link to={to("/jobs")} className="font-medium text-pine-700 hover:text-pine-800">
            {t.lostLink.back}
          </Link>
        </p>
      </section>
    </>
  );
}

function Panel({ heading, text, children }: { heading: string; text: string; children: ReactNode }) {
  return (
    <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
      <h2 className="text-xl font-semibold">{heading}</h2>
      <p className="mt-2 text-slate-600">{text}</p>
      <div className="mt-5 flex flex-wrap gap-3">{children}</div>
    </div>
  );
}

/** The confirm step of withdraw or delete: the one button that posts it, and a way back. */
function ConfirmPanel({ which, cancel }: { which: Confirm; cancel: string }) {
  const t = useCatalogue().applicationStatus[which];
  return (
    <div className="rounded-2xl bg-white p-6 shadow-sm ring-2 ring-red-200 sm:p-8" data-testid={`confirm-${which}`}>
      <h2 className="text-xl font-semibold">{t.confirmTitle}</h2>
      <p className="mt-2 text-slate-600">{t.confirmText}</p>
      <Form method="post" className="mt-5 flex flex-wrap gap-3">
        <HoneypotField />
        <input type="hidden" name="intent" value={which} />
        <Button type="submit">{t.confirm}</Button>
        <ButtonLink to={cancel} variant="secondary">
          {t.cancel}
        </ButtonLink>
      </Form>
    </div>
  );
}

/** A newer CV, while the application is new: the same file rules as the application form. */
function CvForm({ cvName }: { cvName: string | null }) {
  const t = useCatalogue().applicationStatus.cv;
  const id = "status-cv-file";
  return (
    <Panel heading={t.heading} text={t.text}>
      <Form method="post" encType="multipart/form-data" className="w-full space-y-4">
        <HoneypotField />
        <input type="hidden" name="intent" value="cv" />
        {cvName ? <p className="text-sm text-slate-600">{fill(t.current, { cv: cvName })}</p> : null}
        <div>
          <label htmlFor={id} className="block text-sm font-medium text-ink">
            {t.field}
          </label>
          <input
            id={id}
            name="resumeFile"
            type="file"
            accept={CV_ACCEPT}
            required
            aria-describedby={hintId(id)}
            className={`mt-1.5 ${inputClass}`}
          />
          <p id={hintId(id)} className="mt-1.5 text-xs text-slate-500">
            {t.hint}
          </p>
        </div>
        <Button type="submit">{t.button}</Button>
      </Form>
    </Panel>
  );
}

/** A forged, replaced or spent link: one plain answer that says nothing about whether an application exists. */
function InvalidLink() {
  const t = useCatalogue().applicationStatus;
  const to = useLocalize();
  return (
    <PageHero eyebrow={t.page.eyebrow} title={t.invalid.title}>
      <p data-testid="status-invalid">{t.invalid.text}</p>
      <div className="mt-8 flex flex-wrap gap-3">
        <ButtonLink to={to("/jobs/applications/lost-link")}>{t.page.lostLink}</ButtonLink>
        <ButtonLink to={to("/jobs")} variant="secondary">
          {t.lostLink.back}
        </ButtonLink>
      </div>
    </PageHero>
  );
}
