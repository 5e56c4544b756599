// /admin/unmatched-mail (Unmatched mail), admins only: inbound e-mail that no conversation could take (no or a
// forged reply token, a sender who is not the thread's person, a thread that is gone), as text, newest first; read
// and delete. Kept 30 days (the daily cron), never attached to a record from here.
import type { Route } from "./+types/unmatched-mail";
import { AdminTable, Pagination } from "~/components/admin/list-controls";
import { useListSearch } from "~/components/admin/list-search";
import { DeleteLink, RowDialogLink } from "~/components/admin/row-actions";
import { ConfirmDeleteDialog } from "~/components/admin/confirm-delete";
import { AdminPage } from "~/components/admin/shell";
import { adminMeta } from "~/components/admin/meta";
import { LocalTime } from "~/components/admin/local-time";
import { Dialog } from "~/components/ui/dialog";
import { adminAction, deleteIntent } from "~/server/admin-action.server";
import { requireRole } from "~/server/auth.server";
import { dialogId, readDialog } from "~/platform/dialog";
import { PAGE_SIZE, readListQuery, listState } from "~/platform/params";
import {
  deleteUnmatchedMail,
  findUnmatchedMail,
  listUnmatchedMail,
  UNMATCHED_RETENTION_DAYS,
} from "~/models/unmatched-mail.server";

export const middleware: Route.MiddlewareFunction[] = [requireRole("admin")];

const SCREEN = { title: "Unmatched mail" };

export function meta() {
  return adminMeta(SCREEN.title);
}

export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const query = readListQuery(params, PAGE_SIZE);
  const { messages, total } = await listUnmatchedMail(query);
  const dialog = readDialog(params, ["view", "delete"]);
  const [viewing, deleting] = await Promise.all(
    [dialogId(dialog, "view"), dialogId(dialog, "delete")].map((id) =>
      id ? findUnmatchedMail(id) : Promise.resolve(null),
    ),
  );
  const shape = (m: NonNullable<typeof viewing>) => ({
    id: m.id,
    from: m.fromAddress,
    to: m.toAddress,
    subject: m.subject || "(no subject)",
    reason: m.reason,
    body: m.body,
    at: m.createdAt.toISOString(),
  });
  return {
    ...listState(request, query, total),
    keptDays: UNMATCHED_RETENTION_DAYS,
    messages: messages.map(shape),
    viewing: viewing && shape(viewing),
    deleting: deleting && shape(deleting),
  };
}

export const action = adminAction({
  entity: "unmatched",
  intents: {
    delete: deleteIntent(deleteUnmatchedMail, { title: "Message deleted" }),
  },
});

export default function UnmatchedMail({
  loaderData: { messages, page, pageSize, total, viewing, deleting, keptDays },
}: Route.ComponentProps) {
  const close = `/admin/unmatched-mail${useListSearch()}`;
  return (
    <AdminPage
      {...SCREEN}
      description={`Replies that could not be placed on a conversation: no reply token, a forged one, or a sender who is not the conversation's person. They are never attached to a record, and are deleted after ${keptDays} days.`}
    >
      <AdminTable
        label="Unmatched mail"
        columns={["From", "~Subject", "~Why", "~Received", ">Actions"]}
        empty="No unmatched mail"
      >
        {messages.map((m) => (
          <tr key={m.id}>
            <td className="break-all px-4 py-3 text-ink">{m.from}</td>
            <td className="px-4 py-3">{m.subject}</td>
            <td className="px-4 py-3 text-slate-600" data-reason>
              {m.reason}
            </td>
            <td className="whitespace-nowrap px-4 py-3 text-slate-600">
              <LocalTime at={m.at} />
            </td>
            <td className="whitespace-nowrap px-4 py-3 text-right text-sm">
              <RowDialogLink dialog="view" id={m.id} label={`Read the message from ${m.from}`} tone="neutral">
                Read
              </RowDialogLink>
              <DeleteLink id={m.id} title={`the message from ${m.from}`} />
            </td>
          </tr>
        ))}
      </AdminTable>
      <Pagination page={page} pageSize={pageSize} total={total} label="messages" />

      {viewing ? (
        <Dialog title={viewing.subject} closeTo={close} size="lg" description={`From ${viewing.from} to ${viewing.to}`}>
          <p className="text-sm text-slate-600">{viewing.reason}</p>
          {/* Text only: inbound mail is never rendered as HTML here. */}
          <p className="mt-3 max-h-96 overflow-y-auto whitespace-pre-wrap break-words rounded-md bg-slate-50 p-4 text-sm text-ink">
            {viewing.body || "(no text)"}
          </p>
        </Dialog>
      ) : null}

      {deleting ? (
        <ConfirmDeleteDialog title="Delete Message" closeTo={close} id={deleting.id}>
          <p>{`Delete the message from ${deleting.from}? This action cannot be undone.`}</p>
        </ConfirmDeleteDialog>
      ) : null}
    </AdminPage>
  );
}
