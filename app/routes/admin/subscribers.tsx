// /admin/subscribers (Newsletter Subscribers), admins only: counts per status, search and filter, a subscriber's
// consent and confirmation record, unsubscribe, resend the confirmation e-mail (never re-activate: only the person
// can confirm), delete, export.
import type { Route } from "./+types/subscribers";
import { StatusFilter, ListTable, ExportLink } from "~/components/admin/list-controls";
import { useListSearch } from "~/components/admin/list-search";
import { Detail, SummaryRow } from "~/components/admin/detail";
import { DeleteLink, RowDialogLink, RowAction } from "~/components/admin/row-actions";
import { ConfirmDeleteDialog } from "~/components/admin/confirm-delete";
import { LoadErrorPanel } from "~/components/admin/load-error";
import { AdminPage } from "~/components/admin/shell";
import { adminMeta } from "~/components/admin/meta";
import { SubscriberCounts } from "~/components/admin/subscriber-counts";
import { Badge } from "~/components/ui/badge";
import { ButtonLink } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { adminAction, deleteIntent, flash, intent } from "~/server/admin-action.server";
import { requireRole } from "~/server/auth.server";
import { formatDate, formatDateTime } from "~/platform/format.server";
import { queueNewsletterConfirmation } from "~/models/outbox-hooks.server";
import {
  deleteSubscriber,
  findSubscriber,
  isSuppressed,
  listSubscribers,
  renewConfirmation,
  setSubscriberStatus,
  subscriberCounts,
} from "~/models/subscribers.server";
import { subscriberStatusSchema } from "~/schemas/subscriber";
import { dialogId, readDialog } from "~/platform/dialog";
import { readListQuery, enumParam, listState } from "~/platform/params";
import {
  SUBSCRIBER_STATUSES,
  SUBSCRIBER_STATUS_LABELS,
  UNSUBSCRIBE_REASON_LABELS,
  type SubscriberStatus,
} from "~/schemas/vocabulary";
import { recordAction } from "~/schemas/fields";

export const middleware: Route.MiddlewareFunction[] = [requireRole("admin")];

const SCREEN = {
  title: "Newsletter Subscribers",
  description: "People who signed up for the newsletter in the site's footer.",
};

export function meta() {
  return adminMeta(SCREEN.title);
}

const STATUS_TONE: Record<SubscriberStatus, "green" | "amber" | "gray"> = {
  pending: "amber",
  active: "green",
  unsubscribed: "gray",
};

export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const query = readListQuery(params);
  const status = enumParam(SUBSCRIBER_STATUSES, params.get("status"));
  const [{ subscribers, total }, counts] = await Promise.all([
    listSubscribers({ ...query, status }),
    subscriberCounts(),
  ]);
  const dialog = readDialog(params, ["view", "delete"]);
  const deleteId = dialogId(dialog, "delete");
  const deleting = deleteId ? await findSubscriber(deleteId) : null;
  const viewId = dialogId(dialog, "view");
  const viewing = viewId ? await findSubscriber(viewId) : null;
  return {
    ...listState(request, query, total),
    status,
    counts,
    subscribers: subscribers.map((s) => ({
      id: s.id,
      email: s.email,
      name: s.name,
      status: s.status,
      date: formatDate(s.subscribedAt),
      // A confirmation can be sent again to anyone not active, unless the address bounced or complained.
      canConfirm: s.status !== "active" && !isSuppressed(s),
    })),
    deleting: deleting && {
      id: deleting.id,
      email: deleting.email,
      name: deleting.name,
      suppressed: isSuppressed(deleting),
    },
    viewing: viewing && {
      id: viewing.id,
      email: viewing.email,
      name: viewing.name ?? "N/A",
      status: viewing.status,
      consentText: viewing.consentText,
      // The consent record, labelled and in the dialog's order: each fact named once, here; leaving, when it left.
      record: [
        ["Signed up", formatDateTime(viewing.subscribedAt)],
        ["Consent given", formatDateTime(viewing.consentedAt, "Not recorded (signed up before double opt-in)")],
        ["Consent form", viewing.consentForm ?? "Not recorded"],
        ["Confirmation sent", formatDateTime(viewing.confirmationSentAt, "None pending")],
        ["Confirmed", formatDateTime(viewing.confirmedAt, "Not confirmed")],
        ...(viewing.unsubscribedAt ? [["Unsubscribed", formatDateTime(viewing.unsubscribedAt)] as const] : []),
        ...(viewing.unsubscribeReason
          ? [["Reason", UNSUBSCRIBE_REASON_LABELS[viewing.unsubscribeReason]] as const]
          : []),
      ] satisfies (readonly [string, string])[],
    },
  };
}

export const action = adminAction({
  entity: "subscriber",
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
    confirm: intent({
      audit: "send",
      schema: recordAction,
      run: async ({ id }) => {
        const subscriber = await renewConfirmation(id);
        await queueNewsletterConfirmation({ confirm: subscriber });
        return flash({
          type: "success",
          title: "Confirmation sent",
          description: `A new confirmation e-mail is on its way to ${subscriber.email}.`,
        });
      },
    }),
    delete: deleteIntent(deleteSubscriber, {
      title: "Subscriber deleted",
      description: "The subscriber has been removed.",
    }),
  },
});

export default function Subscribers({
  loaderData: { subscribers, q, status, page, pageSize, total, deleting, viewing, counts },
}: Route.ComponentProps) {
  const listSearch = useListSearch();
  const close = `/admin/subscribers${listSearch}`;
  return (
    <AdminPage
      {...SCREEN}
      actions={
        <>
          <ButtonLink to="/admin/newsletter" variant="secondary">
            Newsletter campaigns
          </ButtonLink>
          <ExportLink path="/admin/subscribers" />
        </>
      }
    >
      <SubscriberCounts counts={counts} />
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
        }}
        paging={{ page, pageSize, total, label: "subscribers" }}
      >
        {subscribers.map((s) => (
          <tr key={s.id} data-subscriber={s.email}>
            <td className="px-4 py-3 font-medium text-ink">{s.email}</td>
            <td className="px-4 py-3">{s.name ?? "N/A"}</td>
            <td className="whitespace-nowrap px-4 py-3 text-slate-600">{s.date}</td>
            <td className="px-4 py-3">
              <Badge tone={STATUS_TONE[s.status]}>{s.status}</Badge>
            </td>
            <td className="whitespace-nowrap px-4 py-3 text-right">
              <RowDialogLink dialog="view" id={s.id} tone="neutral" label={`View ${s.email}`}>
                View
              </RowDialogLink>
              {s.status !== "unsubscribed" ? (
                <RowAction
                  intent="status"
                  id={s.id}
                  fields={{ status: "unsubscribed" }}
                  label={`Unsubscribe ${s.email}`}
                >
                  Unsubscribe
                </RowAction>
              ) : null}
              {s.canConfirm ? (
                <RowAction intent="confirm" id={s.id} label={`Resend confirmation to ${s.email}`}>
                  Resend confirmation
                </RowAction>
              ) : null}
              <DeleteLink id={s.id} title={s.email} />
            </td>
          </tr>
        ))}
      </ListTable>

      {viewing ? (
        <Dialog title={`Subscriber ${viewing.email}`} closeTo={close} size="lg">
          <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
            <Detail label="Email" value={viewing.email} />
            <Detail label="Name" value={viewing.name} />
            <Detail
              label="Status"
              value={<Badge tone={STATUS_TONE[viewing.status]}>{SUBSCRIBER_STATUS_LABELS[viewing.status]}</Badge>}
            />
            {viewing.record.map(([label, value]) => (
              <Detail key={label} label={label} value={value} />
            ))}
          </dl>
          {viewing.consentText ? (
            <div className="mt-5">
              <p className="text-sm font-medium text-slate-500">Wording shown at sign-up</p>
              <p className="mt-1 rounded-md bg-slate-50 p-4 text-sm text-ink">{viewing.consentText}</p>
            </div>
          ) : null}
        </Dialog>
      ) : null}

      {deleting ? (
        <ConfirmDeleteDialog title="Delete Subscriber" closeTo={close} id={deleting.id}>
          <p>Are you sure you want to delete this subscriber? This action cannot be undone.</p>
          {deleting.suppressed ? (
            <p className="mt-2">
              This address bounced or reported our e-mail as spam: a one-way hash of it is kept, with the reason and
              date, so it is never mailed again.
            </p>
          ) : null}
          <dl className="mt-4 space-y-1 rounded-md bg-slate-50 p-4 text-sm">
            <SummaryRow label="Email:">{deleting.email}</SummaryRow>
            <SummaryRow label="Name:">{deleting.name ?? "N/A"}</SummaryRow>
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
