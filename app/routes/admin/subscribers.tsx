// /admin/subscribers (Newsletter Subscribers), admins only: search, unsubscribe or reactivate, delete, export.
import { useLoaderData } from "react-router";
import type { Route } from "./+types/subscribers";
import {
  RowDialogLink,
  useListSearch,
  StatusFilter,
  RowAction,
  ListTable,
  ExportLink,
} from "~/components/admin/list-controls";
import { ConfirmDeleteDialog } from "~/components/admin/confirm-delete";
import { LoadErrorPanel } from "~/components/admin/load-error";
import { AdminPage } from "~/components/admin/shell";
import { Badge } from "~/components/ui/badge";
import { adminAction, flash, intent } from "~/lib/admin-action.server";
import { requireRole } from "~/lib/auth.server";
import { formatDate } from "~/lib/format.server";
import { site } from "~/lib/site";
import { deleteSubscriber, findSubscriber, listSubscribers, setSubscriberStatus } from "~/models/subscribers.server";
import { subscriberStatusSchema } from "~/schemas/subscriber";
import { idFromParams, readListQuery, enumParam, listState } from "~/lib/params";
import { SUBSCRIBER_STATUSES, SUBSCRIBER_STATUS_LABELS } from "~/lib/vocabulary";
import { recordAction } from "~/schemas/fields";

export const middleware: Route.MiddlewareFunction[] = [requireRole("admin")];

export function meta() {
  return [{ title: `Newsletter Subscribers | ${site.name} Admin` }];
}

export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const query = readListQuery(params);
  const status = enumParam(SUBSCRIBER_STATUSES, params.get("status"));
  const { subscribers, total } = await listSubscribers({ ...query, status });
  const deleteId = idFromParams(params, "delete");
  const deleting = deleteId ? await findSubscriber(deleteId) : null;
  return {
    ...listState(query, total),
    status,
    subscribers: subscribers.map((s) => ({
      id: s.id,
      email: s.email,
      name: s.name,
      status: s.status,
      date: formatDate(s.subscribedAt),
    })),
    deleting: deleting && { id: deleting.id, email: deleting.email, name: deleting.name },
  };
}

export async function action({ request }: Route.ActionArgs) {
  return adminAction(request, {
    path: "/admin/subscribers",
    intents: {
      status: intent({
        schema: recordAction.extend(subscriberStatusSchema.shape),
        run: async ({ id, status }) => {
          const subscriber = await setSubscriberStatus(id, status);
          return flash({
            type: "success",
            title: "Status updated",
            description: `Subscriber status has been updated to ${subscriber.status}.`,
          });
        },
      }),
      delete: intent({
        schema: recordAction,
        run: async ({ id }) => {
          await deleteSubscriber(id);
          return flash({
            type: "success",
            title: "Subscriber deleted",
            description: "The subscriber has been removed.",
          });
        },
      }),
    },
  });
}

export default function Subscribers() {
  const { subscribers, q, status, page, pageSize, total, deleting } = useLoaderData<typeof loader>();
  const listSearch = useListSearch();
  const close = `/admin/subscribers${listSearch}`;
  return (
    <AdminPage
      title="Newsletter Subscribers"
      description="People who signed up for the newsletter in the site's footer."
      actions={<ExportLink path="/admin/subscribers" />}
    >
      <ListTable
        search={{
          placeholder: "Search subscribers...",
          q,
          filters: <StatusFilter statuses={SUBSCRIBER_STATUSES} labels={SUBSCRIBER_STATUS_LABELS} value={status} />,
        }}
        table={{
          label: "Subscribers",
          columns: ["Email", "~Name", "~Date", "Status", ">Actions"],
          empty: q || status ? "No subscribers match your search." : "No subscribers yet",
          rowCount: subscribers.length,
        }}
        paging={{ page, pageSize, total, label: "subscribers" }}
      >
        {subscribers.map((s) => (
          <tr key={s.id} data-subscriber={s.email}>
            <td className="px-4 py-3 font-medium text-ink">{s.email}</td>
            <td className="px-4 py-3">{s.name ?? "N/A"}</td>
            <td className="whitespace-nowrap px-4 py-3 text-slate-600">{s.date}</td>
            <td className="px-4 py-3">
              <Badge tone={s.status === "active" ? "green" : "gray"}>{s.status}</Badge>
            </td>
            <td className="whitespace-nowrap px-4 py-3 text-right">
              <RowAction
                intent="status"
                id={s.id}
                fields={{ status: s.status === "active" ? "unsubscribed" : "active" }}
              >
                {s.status === "active" ? "Unsubscribe" : "Reactivate"}
              </RowAction>
              <RowDialogLink params={{ delete: s.id }} tone="delete" label={`Delete ${s.email}`}>
                Delete
              </RowDialogLink>
            </td>
          </tr>
        ))}
      </ListTable>

      {deleting ? (
        <ConfirmDeleteDialog title="Delete Subscriber" closeTo={close} id={deleting.id}>
          <p>Are you sure you want to delete this subscriber? This action cannot be undone.</p>
          <dl className="mt-4 space-y-1 rounded-md bg-slate-50 p-4 text-sm">
            <div className="flex gap-2">
              <dt className="font-medium text-slate-500">Email:</dt>
              <dd className="text-ink">{deleting.email}</dd>
            </div>
            <div className="flex gap-2">
              <dt className="font-medium text-slate-500">Name:</dt>
              <dd className="text-ink">{deleting.name ?? "N/A"}</dd>
            </div>
          </dl>
        </ConfirmDeleteDialog>
      ) : null}
    </AdminPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <LoadErrorPanel
      page="Newsletter Subscribers"
      heading="Error Loading Subscribers"
      retryTo="/admin/subscribers"
      error={error}
    />
  );
}
