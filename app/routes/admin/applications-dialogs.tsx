// Job Applications' record dialog: the application, its CV, cover letter, status history and notes, the status
// buttons, the conversation with the candidate (thread and composer), and the links to e-mail the candidate from
// one's own mail program or delete the application.
import { Form, Link, href } from "react-router";
import type { Route } from "./+types/applications";
import { ReturnTo } from "~/components/admin/list-search";
import { Detail, ScrollingText, DetailSection } from "~/components/admin/detail";
import { Badge } from "~/components/ui/badge";
import { Button, buttonClass, ButtonLink } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { LocalTime } from "~/components/admin/local-time";
import { ChangeHistory, Notes } from "~/components/admin/record-history";
import { dialogParams } from "~/platform/dialog";
import { withParams } from "~/platform/params";
import { APPLICATION_STATUS_LABELS } from "~/schemas/vocabulary";
import { Conversation } from "~/components/admin/conversation";
import { OwnerForm } from "~/components/admin/owner-form";
import type { FormAnswer } from "~/server/admin-action.server";
import type { useInbox } from "~/components/admin/inbox";
import { InterviewLinkForm } from "~/routes/admin/applications-interview";

const STATUS_TONE = {
  new: "blue",
  pending: "gray",
  reviewing: "amber",
  interview: "pine",
  rejected: "red",
  hired: "green",
} as const;

/** The status's badge; a rejected application its candidate withdrew (the status page) reads "Withdrawn". */
export const statusBadge = (status: keyof typeof STATUS_TONE, withdrawn = false) =>
  status === "rejected" && withdrawn ? (
    <Badge tone="gray">Withdrawn</Badge>
  ) : (
    <Badge tone={STATUS_TONE[status]}>{APPLICATION_STATUS_LABELS[status]}</Badge>
  );

const STATUS_BUTTONS = [
  { status: "reviewing", label: "Reviewing" },
  { status: "interview", label: "Interview" },
  { status: "hired", label: "Hire" },
  { status: "rejected", label: "Reject" },
] as const;

type Viewing = NonNullable<Route.ComponentProps["loaderData"]["viewing"]>;

export function ApplicationDialog({
  viewing,
  inbox: { close, listSearch, busy },
  answer,
}: {
  viewing: Viewing;
  inbox: ReturnType<typeof useInbox>;
  /** The answer to one of the dialog's forms (note, interview link, message): the submitted intent says whose. */
  answer: FormAnswer | null;
}) {
  const answered = answer?.result?.initialValue?.["intent"];
  const noteError = answer?.result?.error?.["note"]?.[0] ?? (answered === "note" ? answer?.error?.text : null) ?? null;
  const interviewError =
    answer?.result?.error?.["interviewerIds"]?.[0] ?? (answered === "interview" ? answer?.error?.text : null) ?? null;
  return (
    <Dialog
      title={viewing.fullName}
      closeTo={close}
      size="lg"
      description={`${viewing.position} · ${viewing.department || "N/A"}`}
    >
      <div className="flex items-center gap-2" data-testid="application-status">
        {statusBadge(viewing.status, viewing.withdrawn)}
      </div>
      {viewing.anonymized ? (
        <p className="mt-4 rounded-md bg-slate-50 p-3 text-sm text-slate-600">
          {`Personal data removed on ${viewing.anonymized} under the retention policy; the status and position remain.`}
        </p>
      ) : null}
      <dl className="mt-4 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        <Detail label="Email" value={viewing.email || "N/A"} />
        <Detail label="Phone" value={viewing.phone || "N/A"} />
        <Detail label="Applied" value={<LocalTime at={viewing.applied} />} />
        <div className="min-w-0">
          <dt className="font-medium text-slate-500">Resume</dt>
          <dd className="mt-0.5 space-y-1 break-words">
            {viewing.cv ? (
              <a
                href={href("/admin/applications/:id/cv", { id: String(viewing.id) })}
                download
                className="block font-medium text-pine-700 underline underline-offset-2"
                data-testid="application-cv"
              >
                {`Download CV: ${viewing.cv.name} (${viewing.cv.size})`}
              </a>
            ) : null}
            {viewing.resume.startsWith("http") ? (
              <a
                href={viewing.resume}
                target="_blank"
                rel="noopener noreferrer nofollow"
                className="block font-medium text-pine-700 underline underline-offset-2"
              >
                {viewing.resume}
              </a>
            ) : viewing.resume ? (
              <span className="text-ink">{viewing.resume}</span>
            ) : viewing.cv ? null : (
              <span className="text-slate-500">N/A</span>
            )}
          </dd>
        </div>
        {viewing.consented ? <Detail label="Consent given" value={<LocalTime at={viewing.consented} />} /> : null}
      </dl>
      <div className="mt-5 flex flex-col gap-3 border-y border-slate-200 py-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0 flex-1 sm:max-w-sm">
          <OwnerForm id={viewing.id} ownerId={viewing.ownerId} staff={viewing.owners} busy={busy} />
        </div>
        {viewing.jobId ? (
          <Link
            to={href("/admin/jobs/:id/pipeline", { id: String(viewing.jobId) })}
            className="text-sm font-medium text-pine-700 underline underline-offset-2"
          >
            {`Open the ${viewing.position} pipeline`}
          </Link>
        ) : null}
      </div>
      {viewing.anonymized ? null : (
        <InterviewLinkForm
          id={viewing.id}
          interviewers={viewing.interviewers}
          openLinks={viewing.openLinks}
          error={interviewError}
          busy={busy}
        />
      )}
      <div className="mt-5">
        <p className="text-sm font-medium text-slate-500">Cover Letter</p>
        {viewing.coverLetter ? (
          <ScrollingText text={viewing.coverLetter} hint="Scroll to read the whole letter." />
        ) : (
          <p className="mt-1 text-sm text-slate-500">No cover letter provided</p>
        )}
      </div>
      <DetailSection id="application-timeline" title="Status history">
        <ChangeHistory changes={viewing.timeline} testId="application-timeline" empty="No status changes yet." />
      </DetailSection>
      <DetailSection id="application-notes" title="Notes">
        <Notes
          recordId={viewing.id}
          notes={viewing.notes}
          testId="application-notes"
          inputId="application-note"
          error={noteError}
          busy={busy}
        />
      </DetailSection>
      <Conversation
        recordId={viewing.id}
        view={viewing.conversation}
        answer={answered === "message" ? answer : null}
        busy={busy}
      />
      <Form method="post" className="mt-6 flex flex-wrap gap-2">
        <ReturnTo />
        <input type="hidden" name="id" value={viewing.id} />
        <input type="hidden" name="intent" value="status" />
        {STATUS_BUTTONS.map((b) => (
          <Button
            key={b.status}
            type="submit"
            name="status"
            value={b.status}
            variant={b.status === "rejected" ? "secondary" : "primary"}
            disabled={busy || viewing.status === b.status}
          >
            {b.label}
          </Button>
        ))}
      </Form>
      <div className="mt-4 flex flex-wrap justify-between gap-2 border-t border-slate-200 pt-4">
        {viewing.email ? (
          <a
            href={`mailto:${viewing.email}?subject=${encodeURIComponent(`Your application for ${viewing.position}`)}`}
            className={buttonClass("secondary")}
          >
            Email Candidate
          </a>
        ) : (
          <span />
        )}
        <ButtonLink
          to={withParams(listSearch, dialogParams("delete", viewing.id))}
          variant="secondary"
          className="text-red-700"
        >
          Delete Application
        </ButtonLink>
      </div>
    </Dialog>
  );
}
