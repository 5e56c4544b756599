// /admin/applications (Job Applications), admins only: search and filter, open (new becomes reviewing), move
// through the statuses (kept as a timeline), download the CV, add notes, e-mail the candidate, delete, export.
import { Form, Link, redirect, href } from "react-router";
import type { Route } from "./+types/applications";
import {
  Detail,
  ReturnTo,
  StatusFilter,
  ListTable,
  ExportLink,
  InboxRow,
  ScrollingText,
  useInbox,
} from "~/components/admin/list-controls";
import { ConfirmDeleteDialog } from "~/components/admin/confirm-delete";
import { AdminPage } from "~/components/admin/shell";
import { Badge } from "~/components/ui/badge";
import { Button, buttonClass } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { inputClass } from "~/components/ui/field";
import { adminAction, flash, intent } from "~/server/admin-action.server";
import { requireRole, staffUser } from "~/server/auth.server";
import { formatBytes, formatDate } from "~/platform/format.server";
import { renderMarkdown } from "~/platform/markdown.server";
import { LocalTime } from "~/components/admin/local-time";
import { site } from "~/platform/site";
import {
  addApplicationNote,
  applicationActivity,
  deleteApplication,
  findApplication,
  listApplications,
  openApplication,
  retentionDays,
  setApplicationStatus,
  readApplicationFilter,
} from "~/models/applications.server";
import {
  APPLICATION_STATUS_TOASTS,
  applicationNoteSchema,
  applicationStatusSchema,
  FILTER_STATUSES,
} from "~/schemas/job";
import { dialogId, dialogParams, readDialog } from "~/platform/dialog";
import { PAGE_SIZE, readListQuery, withParams, listState } from "~/platform/params";
import { recordAction } from "~/schemas/fields";
import { APPLICATION_STATUS_LABELS } from "~/schemas/vocabulary";

export const middleware: Route.MiddlewareFunction[] = [requireRole("admin")];

export function meta() {
  return [{ title: `Job Applications | ${site.name} Admin` }];
}

const STATUS_TONE = {
  new: "blue",
  pending: "gray",
  reviewing: "amber",
  interview: "pine",
  rejected: "red",
  hired: "green",
} as const;

const statusBadge = (status: keyof typeof STATUS_TONE) => (
  <Badge tone={STATUS_TONE[status]}>{APPLICATION_STATUS_LABELS[status]}</Badge>
);

export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const query = readListQuery(params, PAGE_SIZE);
  const filter = readApplicationFilter(params);
  const dialog = readDialog(params, ["view", "delete"]);
  const opened = dialogId(dialog, "view");
  const { applications, total, positions } = await listApplications({
    ...query,
    ...filter,
    opened,
    withPositions: true,
  });
  const [viewing, deleting] = await Promise.all(
    [opened, dialogId(dialog, "delete")].map((id) => (id ? findApplication(id) : null)),
  );
  const activity = viewing ? await applicationActivity(viewing.id) : null;
  return {
    ...listState(query, total),
    ...filter,
    positions,
    retention: retentionDays(),
    applications: applications.map((a) => ({
      id: a.id,
      fullName: a.anonymizedAt ? ANONYMISED : a.fullName,
      position: a.position,
      department: a.department,
      status: a.status,
      notes: a.notes,
      date: formatDate(a.createdAt),
    })),
    viewing: viewing && {
      id: viewing.id,
      fullName: viewing.anonymizedAt ? ANONYMISED : viewing.fullName,
      anonymized: viewing.anonymizedAt ? formatDate(viewing.anonymizedAt) : null,
      email: viewing.email,
      phone: viewing.phone,
      position: viewing.position,
      department: viewing.department,
      status: viewing.status,
      resume: viewing.resume,
      cv: viewing.resumeKey
        ? { name: viewing.resumeFileName ?? "CV", size: formatBytes(viewing.resumeFileSize) }
        : null,
      coverLetter: viewing.coverLetter,
      applied: viewing.createdAt.toISOString(),
      consented: viewing.consentAt ? viewing.consentAt.toISOString() : null,
      // Notes are Markdown, rendered here by the sanitising renderer (no script, no handlers, no javascript: links).
      notes: activity!.notes.map((n) => ({
        id: n.id,
        author: n.authorName,
        when: n.createdAt.toISOString(),
        html: renderMarkdown(n.body),
      })),
      timeline: activity!.changes.map((c) => ({
        id: c.id,
        from: APPLICATION_STATUS_LABELS[c.fromStatus],
        to: APPLICATION_STATUS_LABELS[c.toStatus],
        by: c.changedByName,
        when: c.createdAt.toISOString(),
      })),
    },
    deleting: deleting && { id: deleting.id, fullName: deleting.fullName, position: deleting.position },
  };
}

const STATUS_FAILED = {
  type: "error",
  title: "Error",
  description: "Failed to update the application status. Please try again.",
} as const;

/** What the list and dialog show for an application whose personal data the retention sweep removed. */
const ANONYMISED = "Anonymised applicant";

export async function action({ request, context }: Route.ActionArgs) {
  // Who acts: the status history and the notes remember it.
  const user = staffUser(context);
  return adminAction(request, {
    path: "/admin/applications",
    intents: {
      // Opening an application marks a new one as reviewing: a status change.
      open: intent({
        schema: recordAction,
        audit: "status",
        run: async ({ id }, { back }) => {
          await openApplication(id, user);
          return redirect(withParams(back, dialogParams("view", id)));
        },
        failed: () => STATUS_FAILED,
      }),
      status: intent({
        schema: recordAction.extend(applicationStatusSchema.shape),
        run: async ({ id, status }) => {
          await setApplicationStatus(id, status, user);
          return flash({
            type: "success",
            title: "Status updated",
            description: `${APPLICATION_STATUS_TOASTS[status]}.`,
          });
        },
        failed: () => STATUS_FAILED,
      }),
      note: intent({
        schema: recordAction.extend(applicationNoteSchema.shape),
        dialog: {},
        // A note changes the application (and its retention clock): audited as an update.
        audit: "update",
        run: async ({ id, note }, { back }) => {
          await addApplicationNote(id, note, user);
          return flash(
            { type: "success", title: "Note added", description: "The note has been saved." },
            withParams(back, dialogParams("view", id)),
          );
        },
        failed: () => ({ title: "Error", text: "Failed to save the note. Please try again." }),
      }),
      delete: intent({
        schema: recordAction,
        run: async ({ id }) => {
          await deleteApplication(id);
          return flash({
            type: "success",
            title: "Application deleted",
            description: "The application has been deleted.",
          });
        },
        failed: () => ({
          type: "error",
          title: "Error",
          description: "Failed to delete the application. Please try again.",
        }),
      }),
    },
  });
}

const STATUS_BUTTONS = [
  { status: "reviewing", label: "Reviewing" },
  { status: "interview", label: "Interview" },
  { status: "hired", label: "Hire" },
  { status: "rejected", label: "Reject" },
] as const;

export default function Applications({
  loaderData: { applications, q, status, position, positions, page, pageSize, total, viewing, deleting, retention },
  actionData: answer,
}: Route.ComponentProps) {
  const noteError = answer && "result" in answer ? (answer.result?.error?.["note"]?.[0] ?? answer.error?.text) : null;
  const { listSearch, close, busy } = useInbox("/admin/applications", viewing);
  return (
    <AdminPage
      title="Job Applications"
      description={`Every application sent through the careers page. Personal data and CVs are kept for ${retention.decided} days after an application is rejected or hired, and ${retention.other} days after its last change otherwise; then they are deleted and only the status and position remain.`}
      actions={<ExportLink path="/admin/applications" />}
    >
      <ListTable
        search={{
          placeholder: "Search applications...",
          q,
          filters: (
            <>
              {" "}
              <StatusFilter
                statuses={FILTER_STATUSES}
                labels={APPLICATION_STATUS_LABELS}
                value={status ?? null}
                allLabel="All Statuses"
              />{" "}
              <select
                name="position"
                defaultValue={position ?? ""}
                aria-label="Position"
                className={`${inputClass} sm:max-w-[14rem]`}
              >
                {" "}
                <option value="">All Positions</option>{" "}
                {positions.map((p) => (
                  <option key={p} value={p}>
                    {" "}
                    {p}{" "}
                  </option>
                ))}{" "}
              </select>{" "}
            </>
          ),
        }}
        table={{
          label: "Job applications",
          columns: ["Status", "Name", "~Position", "~Department", "~Applied", "~Notes", ">Actions"],
          empty: "No applications found",
        }}
        paging={{ page, pageSize, total, label: "applications" }}
      >
        {applications.map((a) => (
          <InboxRow
            key={a.id}
            kind="application"
            id={a.id}
            status={a.status}
            badge={statusBadge(a.status)}
            what={`application from ${a.fullName}`}
            className={a.status === "new" ? "bg-sky-50/70" : ""}
          >
            <td className="px-4 py-3 font-medium text-ink">{a.fullName}</td>
            <td className="px-4 py-3">{a.position}</td>
            <td className="px-4 py-3">{a.department || "N/A"}</td>
            <td className="whitespace-nowrap px-4 py-3 text-slate-600">{a.date}</td>
            <td className="px-4 py-3 text-slate-600" data-notes={a.notes}>
              {a.notes}
            </td>
          </InboxRow>
        ))}
      </ListTable>

      {viewing ? (
        <Dialog
          title={viewing.fullName}
          closeTo={close}
          size="lg"
          description={`${viewing.position} · ${viewing.department || "N/A"}`}
        >
          <div className="flex items-center gap-2" data-testid="application-status">
            {statusBadge(viewing.status)}
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
          <div className="mt-5">
            <p className="text-sm font-medium text-slate-500">Cover Letter</p>
            {viewing.coverLetter ? (
              <ScrollingText text={viewing.coverLetter} hint="Scroll to read the whole letter." />
            ) : (
              <p className="mt-1 text-sm text-slate-500">No cover letter provided</p>
            )}
          </div>
          <section className="mt-6" aria-labelledby="application-timeline">
            <h3 id="application-timeline" className="text-sm font-medium text-slate-500">
              Status history
            </h3>
            {viewing.timeline.length ? (
              <ol
                className="mt-2 space-y-1.5 border-l-2 border-slate-200 pl-4 text-sm"
                data-testid="application-timeline"
              >
                {viewing.timeline.map((c) => (
                  <li key={c.id} className="break-words">
                    <span className="font-medium text-ink">{`${c.from} → ${c.to}`}</span>
                    <span className="text-slate-500">
                      {` · ${c.by} · `}
                      <LocalTime at={c.when} />
                    </span>
                  </li>
                ))}
              </ol>
            ) : (
              <p className="mt-1 text-sm text-slate-500">No status changes yet.</p>
            )}
          </section>
          <section className="mt-6" aria-labelledby="application-notes">
            <h3 id="application-notes" className="text-sm font-medium text-slate-500">
              Notes
            </h3>
            {viewing.notes.length ? (
              <ul className="mt-2 space-y-3" data-testid="application-notes">
                {viewing.notes.map((n) => (
                  <li key={n.id} className="rounded-md bg-slate-50 p-3 text-sm">
                    <p className="break-words text-xs text-slate-500">
                      {`${n.author} · `}
                      <LocalTime at={n.when} />
                    </p>
                    <div className="prose-post mt-1 break-words" dangerouslySetInnerHTML={{ __html: n.html }} />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-1 text-sm text-slate-500">No notes yet.</p>
            )}
            {/* Keyed by the note count, so a saved note empties the box (a second click posted it twice). */}
            <Form key={viewing.notes.length} method="post" className="mt-3 space-y-2">
              <ReturnTo />
              <input type="hidden" name="id" value={viewing.id} />
              <input type="hidden" name="intent" value="note" />
              <label htmlFor="application-note" className="sr-only">
                Add a note
              </label>
              <textarea
                id="application-note"
                name="note"
                rows={3}
                required
                maxLength={5000}
                placeholder="Add a note (Markdown)"
                aria-invalid={noteError ? true : undefined}
                aria-describedby={noteError ? "application-note-error" : undefined}
                className={inputClass}
              />
              {noteError ? (
                <p id="application-note-error" className="text-sm text-red-700">
                  {noteError}
                </p>
              ) : null}
              <div className="flex justify-end">
                <Button type="submit" variant="secondary" disabled={busy}>
                  Add Note
                </Button>
              </div>
            </Form>
          </section>
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
            <Link
              to={withParams(listSearch, dialogParams("delete", viewing.id))}
              className={buttonClass("secondary", "text-red-700")}
            >
              Delete Application
            </Link>
          </div>
        </Dialog>
      ) : null}

      {deleting ? (
        <ConfirmDeleteDialog title="Delete Application" closeTo={close} id={deleting.id}>
          <p>{`Are you sure you want to delete the application from ${deleting.fullName} for ${deleting.position}? This action cannot be undone.`}</p>
        </ConfirmDeleteDialog>
      ) : null}
    </AdminPage>
  );
}
