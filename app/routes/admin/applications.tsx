// /admin/applications (Job Applications), admins only: search and filter, open (new becomes reviewing), move
// through the statuses, e-mail the candidate, delete, export.
import { Form, Link, redirect, useLoaderData, useNavigation } from "react-router";
import type { Route } from "./+types/applications";
import {
  Detail,
  ReturnTo,
  useListSearch,
  StatusFilter,
  ListTable,
  ExportLink,
  OpenOrDelete,
} from "~/components/admin/list-controls";
import { ConfirmDeleteDialog } from "~/components/admin/confirm-delete";
import { AdminPage } from "~/components/admin/shell";
import { Badge } from "~/components/ui/badge";
import { Button, buttonClass } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { inputClass } from "~/components/ui/field";
import { adminAction, flash, intent } from "~/lib/admin-action.server";
import { requireRole } from "~/lib/auth.server";
import { formatDate, formatDateTime } from "~/lib/format.server";
import { site } from "~/lib/site";
import {
  deleteApplication,
  findApplication,
  listApplications,
  openApplication,
  setApplicationStatus,
  readApplicationFilter,
} from "~/models/applications.server";
import { APPLICATION_STATUS_TOASTS, applicationStatusSchema, FILTER_STATUSES } from "~/schemas/job";
import { PAGE_SIZE, idFromParams, readListQuery, withParams, listState } from "~/lib/params";
import { recordAction } from "~/schemas/fields";
import { APPLICATION_STATUS_LABELS } from "~/lib/vocabulary";

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

export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const query = readListQuery(params, PAGE_SIZE);
  const filter = readApplicationFilter(params);
  const { applications, total, positions } = await listApplications({ ...query, ...filter, withPositions: true });
  const [viewing, deleting] = await Promise.all(
    [idFromParams(params, "id"), idFromParams(params, "delete")].map((id) => (id ? findApplication(id) : null)),
  );
  return {
    ...listState(query, total),
    ...filter,
    positions,
    applications: applications.map((a) => ({
      id: a.id,
      fullName: a.fullName,
      position: a.position,
      department: a.department,
      status: a.status,
      date: formatDate(a.createdAt),
    })),
    viewing: viewing && {
      id: viewing.id,
      fullName: viewing.fullName,
      email: viewing.email,
      phone: viewing.phone,
      position: viewing.position,
      department: viewing.department,
      status: viewing.status,
      resume: viewing.resume,
      coverLetter: viewing.coverLetter,
      applied: formatDateTime(viewing.createdAt),
    },
    deleting: deleting && { id: deleting.id, fullName: deleting.fullName, position: deleting.position },
  };
}

const STATUS_FAILED = {
  type: "error",
  title: "Error",
  description: "Failed to update the application status. Please try again.",
} as const;

export async function action({ request }: Route.ActionArgs) {
  return adminAction(request, {
    path: "/admin/applications",
    intents: {
      // Opening an application marks a new one as reviewing: a status change.
      open: intent({
        schema: recordAction,
        audit: "status",
        run: async ({ id }, { back }) => {
          await openApplication(id);
          return redirect(withParams(back, { id }));
        },
        failed: () => STATUS_FAILED,
      }),
      status: intent({
        schema: recordAction.extend(applicationStatusSchema.shape),
        run: async ({ id, status }) => {
          await setApplicationStatus(id, status);
          return flash({
            type: "success",
            title: "Status updated",
            description: `${APPLICATION_STATUS_TOASTS[status]}.`,
          });
        },
        failed: () => STATUS_FAILED,
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

export default function Applications() {
  const { applications, q, status, position, positions, page, pageSize, total, viewing, deleting } =
    useLoaderData<typeof loader>();
  const listSearch = useListSearch();
  const close = `/admin/applications${listSearch}`;
  const busy = useNavigation().state !== "idle";
  return (
    <AdminPage
      title="Job Applications"
      description="Applications sent through the careers page and /api/job-applications."
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
          columns: ["Status", "Name", "Position", "Department", "Applied", ">Actions"],
          empty: "No applications found",
          rowCount: applications.length,
        }}
        paging={{ page, pageSize, total, label: "applications" }}
      >
        {applications.map((a) => (
          <tr
            key={a.id}
            data-application={a.id}
            data-status={a.status}
            className={a.status === "new" ? "bg-sky-50/70" : ""}
          >
            <td className="px-4 py-3">
              <Badge tone={STATUS_TONE[a.status]}>{APPLICATION_STATUS_LABELS[a.status]}</Badge>
            </td>
            <td className="px-4 py-3 font-medium text-ink">{a.fullName}</td>
            <td className="px-4 py-3">{a.position}</td>
            <td className="px-4 py-3">{a.department || "N/A"}</td>
            <td className="whitespace-nowrap px-4 py-3 text-slate-600">{a.date}</td>
            <td className="whitespace-nowrap px-4 py-3 text-right">
              <OpenOrDelete id={a.id} what={`application from ${a.fullName}`} />
            </td>
          </tr>
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
            <Badge tone={STATUS_TONE[viewing.status]}>{APPLICATION_STATUS_LABELS[viewing.status]}</Badge>
          </div>
          <dl className="mt-4 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
            <Detail label="Email" value={viewing.email} />
            <Detail label="Phone" value={viewing.phone} />
            <Detail label="Applied" value={viewing.applied} />
            <div className="min-w-0">
              <dt className="font-medium text-slate-500">Resume</dt>
              <dd className="mt-0.5 break-words">
                {viewing.resume.startsWith("http") ? (
                  <a
                    href={viewing.resume}
                    target="_blank"
                    rel="noopener noreferrer nofollow"
                    className="font-medium text-pine-700 underline underline-offset-2"
                  >
                    {viewing.resume}
                  </a>
                ) : (
                  <span className="text-ink">{viewing.resume}</span>
                )}
              </dd>
            </div>
          </dl>
          <div className="mt-5">
            <p className="text-sm font-medium text-slate-500">Cover Letter</p>
            {viewing.coverLetter ? (
              <>
                <p
                  className="mt-1 max-h-64 overflow-y-auto whitespace-pre-wrap rounded-md bg-slate-50 p-4 text-sm text-ink"
                  tabIndex={0}
                >
                  {viewing.coverLetter}
                </p>
                {viewing.coverLetter.length > 100 ? (
                  <p className="mt-1 text-xs text-slate-500">Scroll to read the whole letter.</p>
                ) : null}
              </>
            ) : (
              <p className="mt-1 text-sm text-slate-500">No cover letter provided</p>
            )}
          </div>
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
            <a
              href={`mailto:${viewing.email}?subject=${encodeURIComponent(`Your application for ${viewing.position}`)}`}
              className={buttonClass("secondary")}
            >
              Email Candidate
            </a>
            <Link
              to={withParams(listSearch, { delete: viewing.id })}
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
