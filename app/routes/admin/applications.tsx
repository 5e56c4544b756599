// /admin/applications (Job Applications), admins only: search and filter (Unread too), open (marks it read), move
// through the statuses (kept as a timeline), download the CV, add notes, e-mail the candidate, delete, export.
import { redirect } from "react-router";
import type { Route } from "./+types/applications";
import { ApplicationDialog, statusBadge } from "~/routes/admin/applications-dialogs";
import { Badge } from "~/components/ui/badge";
import { ExportLink, FilterSelect, OwnerFilter, StatusFilter } from "~/components/admin/list-controls";
import { InboxTable, useInbox } from "~/components/admin/inbox";
import { ConfirmDeleteDialog } from "~/components/admin/confirm-delete";
import { AdminPage } from "~/components/admin/shell";
import { adminMeta } from "~/components/admin/meta";
import { adminAction, deleteIntent, flash, intent } from "~/server/admin-action.server";
import { requireRole, staffUser } from "~/server/auth.server";
import { formatBytes, formatDate } from "~/platform/format.server";
import { renderMarkdown } from "~/platform/markdown.server";
import {
  addApplicationNote,
  applicationActivity,
  findApplication,
  openApplication,
  setApplicationStatus,
} from "~/models/applications.server";
import { removeApplication } from "~/models/record-removal.server";
import { listApplications, readApplicationFilter } from "~/models/application-list.server";
import { retentionDays } from "~/models/application-retention.server";
import {
  APPLICATION_STATUS_TOASTS,
  applicationNoteSchema,
  applicationStatusSchema,
  FILTER_STATUSES,
} from "~/schemas/job";
import { dialogId, dialogParams, readDialog } from "~/platform/dialog";
import { PAGE_SIZE, readListQuery, withParams, listState } from "~/platform/params";
import { recordAction } from "~/schemas/fields";
import { ANONYMISED_APPLICANT, ownerSchema } from "~/schemas/pipeline";
import { ownerOptions, setApplicationOwner } from "~/models/application-pipeline.server";
import { APPLICATION_STATUS_LABELS } from "~/schemas/vocabulary";
import { conversationIntents, conversationView } from "~/server/conversation-screen.server";
import { markConversationRead } from "~/models/conversation-thread.server";
import { interviewerOptions, openInvitations, sendInterviewLink } from "~/models/interviews.server";
import { queueInterviewInvitation } from "~/models/interview-mail.server";
import { interviewLinkSchema } from "~/schemas/interview";
import { afterResponse } from "~/platform/request-telemetry.server";

export const middleware: Route.MiddlewareFunction[] = [requireRole("admin")];

const SCREEN = { title: "Job Applications" };

export function meta() {
  return adminMeta(SCREEN.title);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const query = readListQuery(params, PAGE_SIZE);
  const filter = readApplicationFilter(params, staffUser(context).id);
  const dialog = readDialog(params, ["view", "delete"]);
  const opened = dialogId(dialog, "view");
  const { applications, total, positions } = await listApplications({
    ...query,
    ...filter,
    opened,
    withPositions: true,
  });
  const [viewing, deleting] = await Promise.all(
    [opened, dialogId(dialog, "delete")].map((id) => (id ? findApplication(id) : Promise.resolve(null))),
  );
  const [activity, conversation, owners, interviewers, openLinks] = viewing
    ? await Promise.all([
        applicationActivity(viewing.id),
        conversationView(
          { kind: "application", id: viewing.id },
          staffUser(context),
          `Your application for ${viewing.position}`,
        ),
        ownerOptions(),
        interviewerOptions(),
        openInvitations(viewing.id),
      ])
    : [null, null, null, null, null];
  return {
    ...listState(request, query, total),
    ...filter,
    // "Mine": the applications the signed-in admin owns (issue 30).
    mine: filter.ownerId !== null,
    positions,
    retention: retentionDays(),
    applications: applications.map((a) => ({
      id: a.id,
      fullName: a.anonymizedAt ? ANONYMISED : a.fullName,
      position: a.position,
      department: a.department,
      status: a.status,
      withdrawn: a.withdrawnAt !== null,
      unread: a.readAt === null,
      unreadReply: a.unreadReply,
      notes: a.notes,
      date: formatDate(a.createdAt),
    })),
    viewing: viewing && {
      id: viewing.id,
      jobId: viewing.jobId,
      ownerId: viewing.ownerId,
      owners: owners!,
      // Interviews (issue 31): who can be offered, and the scheduling links still open.
      interviewers: interviewers!,
      openLinks: openLinks!.map((l) => l.expiresAt.toISOString()),
      unread: viewing.readAt === null,
      conversation: conversation!,
      fullName: viewing.anonymizedAt ? ANONYMISED : viewing.fullName,
      anonymized: viewing.anonymizedAt ? formatDate(viewing.anonymizedAt) : null,
      email: viewing.email,
      phone: viewing.phone,
      position: viewing.position,
      department: viewing.department,
      status: viewing.status,
      withdrawn: viewing.withdrawnAt !== null,
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

const ANONYMISED = ANONYMISED_APPLICANT;

// Who acts (`user`): the status history and the notes remember it.
export const action = adminAction(({ user }) => ({
  entity: "application",
  intents: {
    // Opening an application marks it read for everyone; its status moves only when someone moves it. A read
    // marker, not a change to the application: the Activity log is not told.
    open: intent({
      schema: recordAction,
      audit: false,
      run: async ({ id }, { back }) => {
        await openApplication(id);
        await markConversationRead({ kind: "application", id });
        return redirect(withParams(back, dialogParams("view", id)));
      },
      failed: () => STATUS_FAILED,
    }),
    status: intent({
      schema: recordAction.extend(applicationStatusSchema.shape),
      // The panel stays open on the same application, showing its new status and history.
      run: async ({ id, status }, { back }) => {
        await setApplicationStatus(id, status, user);
        return flash(
          { type: "success", title: "Status updated", description: `${APPLICATION_STATUS_TOASTS[status]}.` },
          withParams(back, dialogParams("view", id)),
        );
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
    // Who looks after it (issue 30): the hiring board's owner, who gets its alerts.
    owner: intent({
      schema: ownerSchema,
      audit: "update",
      run: async ({ id, ownerId }, { back }) => {
        await setApplicationOwner(id, ownerId);
        return flash(
          { type: "success", title: "Owner saved", description: "The application's owner has been saved." },
          withParams(back, dialogParams("view", id)),
        );
      },
    }),
    // Interviews (issue 31): e-mails the candidate a single-use link to pick one of the interviewers' free times.
    interview: intent({
      schema: interviewLinkSchema,
      dialog: {},
      audit: "send",
      run: async ({ id, interviewerIds }, { back }) => {
        const sent = await sendInterviewLink(id, interviewerIds, user);
        void afterResponse(() => queueInterviewInvitation(sent));
        return flash(
          { type: "success", title: "Scheduling link sent", description: "The candidate can now pick a time." },
          withParams(back, dialogParams("view", id)),
        );
      },
      failed: (error) => ({ title: "Error", text: error.message }),
    }),
    ...conversationIntents("application", user),
    delete: deleteIntent(
      removeApplication,
      { title: "Application deleted", description: "The application has been deleted." },
      "Failed to delete the application. Please try again.",
    ),
  },
}));

export default function Applications({
  loaderData: {
    applications,
    q,
    status,
    unread,
    unreadReply,
    mine,
    position,
    positions,
    page,
    pageSize,
    total,
    viewing,
    deleting,
    retention,
  },
  actionData: answer,
}: Route.ComponentProps) {
  const formAnswer = answer && "result" in answer ? answer : null;
  const inbox = useInbox(
    "/admin/applications",
    viewing,
    (viewing?.unread ?? false) || (viewing?.conversation.unread ?? false),
  );
  return (
    <AdminPage
      {...SCREEN}
      description={`Every application sent through the careers page. Personal data and CVs are kept for ${retention.decided} days after an application is rejected or hired, and ${retention.other} days after its last change otherwise; then they are deleted and only the status and position remain.`}
      actions={<ExportLink path="/admin/applications" />}
    >
      <InboxTable
        kind="application"
        records={applications}
        search={{
          placeholder: "Search applications...",
          q,
          filters: (
            <>
              <StatusFilter
                statuses={FILTER_STATUSES}
                labels={APPLICATION_STATUS_LABELS}
                value={status ?? null}
                allLabel="All Statuses"
              />{" "}
              <FilterSelect
                name="unread"
                label="Read or unread"
                value={unread ? "1" : unreadReply ? "reply" : null}
                all="Read and unread"
                options={[
                  { value: "1", label: "Unread" },
                  { value: "reply", label: "Has unread reply" },
                ]}
              />{" "}
              <OwnerFilter value={mine ? "me" : null} />{" "}
              <FilterSelect
                name="position"
                label="Position"
                value={position}
                all="All Positions"
                options={positions.map((p) => ({ value: p, label: p }))}
                width="sm:max-w-[14rem]"
              />
            </>
          ),
        }}
        table={{
          label: "Job applications",
          columns: ["Status", "Name", "~Position", "~Department", "~Applied", "~Notes", ">Actions"],
          empty: "No applications found",
        }}
        paging={{ page, pageSize, total, label: "applications" }}
        row={(a) => ({
          badge: (
            <>
              {statusBadge(a.status, a.withdrawn)}
              {a.unread ? <Badge tone="blue">Unread</Badge> : null}
            </>
          ),
          what: `application from ${a.fullName}`,
          unread: a.unread,
          cells: (
            <>
              <td className={`px-4 py-3 text-ink ${a.unread ? "font-semibold" : "font-medium"}`} data-unread={a.unread}>
                {a.fullName}
              </td>
              <td className="px-4 py-3">{a.position}</td>
              <td className="px-4 py-3">{a.department || "N/A"}</td>
              <td className="whitespace-nowrap px-4 py-3 text-slate-600">{a.date}</td>
              <td className="px-4 py-3 text-slate-600" data-notes={a.notes}>
                {a.notes}
              </td>
            </>
          ),
        })}
      />

      {viewing ? <ApplicationDialog viewing={viewing} inbox={inbox} answer={formAnswer} /> : null}

      {deleting ? (
        <ConfirmDeleteDialog title="Delete Application" closeTo={inbox.close} id={deleting.id}>
          <p>{`Are you sure you want to delete the application from ${deleting.fullName} for ${deleting.position}? This action cannot be undone.`}</p>
        </ConfirmDeleteDialog>
      ) : null}
    </AdminPage>
  );
}
