// /admin/job-alerts (Job alerts), admins only: the people who asked for new openings by e-mail (status, choices,
// signed up), searched and filtered by status; the recent sends (instant alerts and weekly digests); delete an alert
// (audited). Only the person confirms or changes an alert, from the links in its e-mails.
import type { Route } from "./+types/job-alerts";
import { StatusFilter, ListTable } from "~/components/admin/list-controls";
import { useListSearch } from "~/components/admin/list-search";
import { DeleteLink } from "~/components/admin/row-actions";
import { ConfirmDeleteDialog } from "~/components/admin/confirm-delete";
import { LoadErrorPanel } from "~/components/admin/load-error";
import { AdminPage } from "~/components/admin/shell";
import { adminMeta } from "~/components/admin/meta";
import { Badge } from "~/components/ui/badge";
import { adminAction, deleteIntent } from "~/server/admin-action.server";
import { requireRole } from "~/server/auth.server";
import { formatDate, formatDateTime } from "~/platform/format.server";
import { alertChoices, deleteJobAlert, findJobAlert, listJobAlerts } from "~/models/job-alerts.server";
import { listRecentJobAlertSends } from "~/models/job-alert-sends.server";
import { JOB_ALERT_STATUSES, type JobAlertStatus } from "~/db/job-alert-tables";
import { dialogId, readDialog } from "~/platform/dialog";
import { readListQuery, enumParam, listState } from "~/platform/params";

export const middleware: Route.MiddlewareFunction[] = [requireRole("admin")];

const SCREEN = {
  title: "Job alerts",
  description:
    "People who asked for new openings by e-mail, and what they were sent. Only they confirm or change an alert.",
};

export function meta() {
  return adminMeta(SCREEN.title);
}

const STATUS_LABELS: Record<JobAlertStatus, string> = {
  pending: "Pending",
  active: "Active",
  unsubscribed: "Unsubscribed",
};
const STATUS_TONE: Record<JobAlertStatus, "green" | "amber" | "gray"> = {
  pending: "amber",
  active: "green",
  unsubscribed: "gray",
};
const FREQUENCY_LABELS = { instant: "Instantly", weekly: "Weekly digest" } as const;

const listed = (values: string[]) => (values.length ? values.join(", ") : "Any");

export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const query = readListQuery(params);
  const status = enumParam(JOB_ALERT_STATUSES, params.get("status"));
  const [{ alerts, total }, sends] = await Promise.all([
    listJobAlerts({ ...query, status }),
    listRecentJobAlertSends(),
  ]);
  const deleteId = dialogId(readDialog(params, ["delete"]), "delete");
  const deleting = deleteId ? await findJobAlert(deleteId) : null;
  return {
    ...listState(request, query, total),
    status,
    alerts: alerts.map((a) => {
      const choices = alertChoices(a);
      return {
        id: a.id,
        email: a.email,
        status: a.status,
        language: a.language,
        categories: listed(choices.categories),
        locations: listed(choices.locations),
        frequency: FREQUENCY_LABELS[choices.frequency],
        created: formatDate(a.createdAt),
      };
    }),
    sends: sends.map((s) => ({
      id: s.id,
      email: s.email,
      job: s.jobTitle ?? `Job #${s.jobId}`,
      how: s.digestId ? "Weekly digest" : "Instant",
      at: formatDateTime(s.createdAt),
    })),
    deleting: deleting && { id: deleting.id, email: deleting.email },
  };
}

export const action = adminAction({
  entity: "job_alert",
  intents: {
    delete: deleteIntent(
      deleteJobAlert,
      { title: "Job alert deleted" },
      "Failed to delete the job alert. Please try again.",
    ),
  },
});

export default function JobAlerts({
  loaderData: { alerts, sends, q, status, page, pageSize, total, deleting },
}: Route.ComponentProps) {
  const listSearch = useListSearch();
  const close = `/admin/job-alerts${listSearch}`;
  return (
    <AdminPage {...SCREEN}>
      <ListTable
        search={{
          placeholder: "Search by e-mail...",
          q,
          filters: <StatusFilter statuses={JOB_ALERT_STATUSES} labels={STATUS_LABELS} value={status} />,
        }}
        table={{
          label: "Job alerts",
          columns: ["Email", "Status", "~Categories", "~Locations", "~Frequency", "~Created", ">Actions"],
          empty: q || status ? "No job alerts match your search." : "No job alerts yet",
        }}
        paging={{ page, pageSize, total, label: "job alerts" }}
      >
        {alerts.map((a) => (
          <tr key={a.id} data-job-alert={a.email}>
            <td className="px-4 py-3 font-medium text-ink">
              {a.email} <span className="text-xs uppercase text-slate-500">{a.language}</span>
            </td>
            <td className="px-4 py-3">
              <Badge tone={STATUS_TONE[a.status]}>{STATUS_LABELS[a.status]}</Badge>
            </td>
            <td className="px-4 py-3">{a.categories}</td>
            <td className="px-4 py-3">{a.locations}</td>
            <td className="px-4 py-3">{a.frequency}</td>
            <td className="whitespace-nowrap px-4 py-3 text-slate-600">{a.created}</td>
            <td className="whitespace-nowrap px-4 py-3 text-right">
              <DeleteLink id={a.id} title={a.email} />
            </td>
          </tr>
        ))}
      </ListTable>

      <section aria-labelledby="recent-sends" className="mt-10">
        <h2 id="recent-sends" className="text-lg font-semibold text-ink">
          Recent sends
        </h2>
        {sends.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">Nothing sent yet.</p>
        ) : (
          <div className="mt-3 overflow-x-auto rounded-lg bg-white ring-1 ring-slate-200">
            <table className="min-w-full text-left text-sm">
              <caption className="sr-only">Recent job alert sends</caption>
              <thead className="bg-slate-50 text-xs uppercase text-slate-500">
                <tr>
                  {["Sent", "Email", "Job", "How"].map((heading) => (
                    <th key={heading} scope="col" className="px-4 py-2">
                      {heading}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {sends.map((s) => (
                  <tr key={s.id} data-job-alert-send={s.id}>
                    <td className="whitespace-nowrap px-4 py-2 text-slate-600">{s.at}</td>
                    <td className="px-4 py-2">{s.email}</td>
                    <td className="px-4 py-2">{s.job}</td>
                    <td className="px-4 py-2">{s.how}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      {deleting ? (
        <ConfirmDeleteDialog title="Delete Job Alert" closeTo={close} id={deleting.id}>
          <p>{`Are you sure you want to delete the job alert of ${deleting.email}? This action cannot be undone.`}</p>
        </ConfirmDeleteDialog>
      ) : null}
    </AdminPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <LoadErrorPanel page="Job alerts" heading="Error Loading Job Alerts" retryTo="/admin/job-alerts" error={error} />
  );
}
