// /admin/outbox (Email log), admins only: every message in the outbox with its delivery state, searched, filtered
// and paged in SQL; one message's rendered text and HTML; Resend for a failed one.
import { Form, useNavigation } from "react-router";
import type { Route } from "./+types/outbox";
import { ListTable, StatusFilter } from "~/components/admin/list-controls";
import { ReturnTo, useListSearch } from "~/components/admin/list-search";
import { Detail, StatusDetail } from "~/components/admin/detail";
import { RowDialogLink } from "~/components/admin/row-actions";
import { AdminPage } from "~/components/admin/shell";
import { adminMeta } from "~/components/admin/meta";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { requireRole } from "~/server/auth.server";
import { LocalTime } from "~/components/admin/local-time";
import { findOutboxMessage, listOutbox, resendOutboxMessage } from "~/models/outbox-log.server";
import { OUTBOX_KIND_LABELS, OUTBOX_STATUS_LABELS, type OutboxStatus, OUTBOX_STATUSES } from "~/schemas/vocabulary";
import { dialogId, readDialog } from "~/platform/dialog";
import { readListQuery, enumParam, listState } from "~/platform/params";
import { adminAction, flash, intent } from "~/server/admin-action.server";
import { recordAction } from "~/schemas/fields";

export const middleware: Route.MiddlewareFunction[] = [requireRole("admin")];

const SCREEN = {
  title: "Email Log",
  description: "Every e-mail the site sends: staff alerts and automatic replies, and how their delivery went.",
};

export function meta() {
  return adminMeta(SCREEN.title);
}

const STATUS_TONE: Record<OutboxStatus, "amber" | "green" | "red"> = { queued: "amber", sent: "green", failed: "red" };

export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const query = readListQuery(params);
  const status = enumParam(OUTBOX_STATUSES, params.get("status"));
  const viewId = dialogId(readDialog(params, ["view"]), "view");
  const [{ messages, total }, viewing] = await Promise.all([
    listOutbox({ ...query, status }),
    viewId ? findOutboxMessage(viewId) : null,
  ]);
  return {
    ...listState(request, query, total),
    status,
    messages: messages.map((m) => ({
      id: m.id,
      kind: m.kind,
      recipient: m.recipient,
      subject: m.subject,
      status: m.status,
      attempts: m.attempts,
      lastError: m.lastError,
      created: m.createdAt.toISOString(),
      sent: m.sentAt?.toISOString() ?? null,
    })),
    viewing: viewing && {
      id: viewing.id,
      kind: viewing.kind,
      recipient: viewing.recipient,
      replyTo: viewing.replyTo,
      subject: viewing.subject,
      text: viewing.textBody,
      html: viewing.htmlBody,
      headers: Object.entries(viewing.headers),
      status: viewing.status,
      attempts: viewing.attempts,
      lastError: viewing.lastError,
      messageId: viewing.messageId,
      created: viewing.createdAt.toISOString(),
      sent: viewing.sentAt?.toISOString() ?? null,
    },
  };
}

export const action = adminAction({
  entity: "outbox",
  intents: {
    resend: intent({
      schema: recordAction,
      audit: "send",
      run: async ({ id }) => {
        await resendOutboxMessage(id);
        return flash({
          type: "success",
          title: "Message queued",
          description: "The message will be sent again in a moment.",
        });
      },
      failed: (error) => ({ type: "error", title: "Not resent", description: error.message }),
    }),
  },
});

function ResendForm({ id, label }: { id: number; label: string }) {
  const busy = useNavigation().state !== "idle";
  return (
    <Form method="post" className="inline">
      <ReturnTo />
      <input type="hidden" name="id" value={id} />
      <button
        type="submit"
        name="intent"
        value="resend"
        disabled={busy}
        className="rounded-md px-2 py-1.5 font-medium text-pine-700 hover:bg-pine-50 disabled:opacity-60"
        aria-label={label}
      >
        Resend
      </button>
    </Form>
  );
}

export default function Outbox({
  loaderData: { messages, q, status, page, pageSize, total, viewing },
}: Route.ComponentProps) {
  const listSearch = useListSearch();

  return (
    <AdminPage {...SCREEN}>
      <ListTable
        search={{
          placeholder: "Search recipient or subject...",
          q,
          filters: <StatusFilter statuses={OUTBOX_STATUSES} labels={OUTBOX_STATUS_LABELS} value={status} />,
        }}
        table={{
          label: "Email log",
          columns: ["Status", "Recipient and subject", "~Kind", "~Attempts", "~Last error", "~Time", ">Actions"],
          empty: "No e-mails found",
        }}
        paging={{ page, pageSize, total, label: "e-mails" }}
      >
        {messages.map((m) => (
          <tr key={m.id} data-email={m.id} data-status={m.status}>
            <td className="px-4 py-3">
              <Badge tone={STATUS_TONE[m.status]}>{OUTBOX_STATUS_LABELS[m.status]}</Badge>
            </td>
            {/* Truncated lines count their whole text when the table sizes its columns, so they get a width. */}
            <td className="px-4 py-3">
              <span className="block max-w-[9rem] truncate text-ink sm:max-w-[16rem]">{m.recipient}</span>
              <span className="block max-w-[9rem] truncate text-xs text-slate-600 sm:max-w-[16rem]" title={m.subject}>
                {m.subject}
              </span>
            </td>
            <td className="break-normal px-4 py-3 text-slate-600">{OUTBOX_KIND_LABELS[m.kind]}</td>
            <td className="px-4 py-3 text-center tabular-nums">{m.attempts}</td>
            <td className="max-w-[12rem] truncate px-4 py-3 text-red-700" title={m.lastError ?? undefined}>
              {m.lastError ?? <span className="text-slate-500">None</span>}
            </td>
            {/* When it went, or when it was queued if it has not gone yet (the dialog shows both). */}
            <td className="whitespace-nowrap px-4 py-3 text-slate-600">
              <LocalTime at={m.sent ?? m.created} />
            </td>
            <td className="whitespace-nowrap px-4 py-3 text-right">
              <RowDialogLink dialog="view" id={m.id} tone="edit" label={`View e-mail to ${m.recipient}: ${m.subject}`}>
                View
              </RowDialogLink>
              {m.status === "failed" ? <ResendForm id={m.id} label={`Resend e-mail to ${m.recipient}`} /> : null}
            </td>
          </tr>
        ))}
      </ListTable>

      {viewing ? (
        <Dialog title={viewing.subject} closeTo={`/admin/outbox${listSearch}`} size="lg">
          <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
            <Detail label="To" value={viewing.recipient} />
            <Detail label="Reply-To" value={viewing.replyTo ?? "None"} />
            <Detail label="Kind" value={OUTBOX_KIND_LABELS[viewing.kind]} />
            <StatusDetail testId="email-status">
              <Badge tone={STATUS_TONE[viewing.status]}>{OUTBOX_STATUS_LABELS[viewing.status]}</Badge>
            </StatusDetail>
            <Detail label="Queued" value={<LocalTime at={viewing.created} />} />
            <Detail label="Sent" value={<LocalTime at={viewing.sent} fallback="Not yet" />} />
            <Detail label="Attempts" value={viewing.attempts} />
            <Detail label="Message ID" value={viewing.messageId ?? "None"} />
            {viewing.headers.length ? (
              <Detail label="Headers" value={viewing.headers.map(([k, v]) => `${k}: ${v}`).join("; ")} />
            ) : null}
            {viewing.lastError ? <Detail label="Last error" value={viewing.lastError} /> : null}
          </dl>
          <h3 className="mt-5 text-sm font-medium text-slate-500">HTML version</h3>
          {/* The message's own HTML, in a sandbox: no scripts, no same-origin access, links open in a new tab. */}
          <iframe
            title={`HTML version of ${viewing.subject}`}
            srcDoc={`<base target="_blank">${viewing.html}`}
            sandbox="allow-popups allow-popups-to-escape-sandbox"
            referrerPolicy="no-referrer"
            className="mt-1 h-96 w-full rounded-md bg-white ring-1 ring-slate-200"
          />
          <h3 className="mt-5 text-sm font-medium text-slate-500">Plain-text version</h3>
          {/* It scrolls when long, so it takes focus: a keyboard can scroll it too. */}
          <pre
            tabIndex={0}
            role="region"
            aria-label={`Plain-text version of ${viewing.subject}`}
            className="mt-1 max-h-72 overflow-auto whitespace-pre-wrap break-words rounded-md bg-slate-50 p-4 font-sans text-sm text-ink"
          >
            {viewing.text}
          </pre>
          {viewing.status === "failed" ? (
            <div className="mt-6 flex justify-end">
              <Form method="post">
                <ReturnTo />
                <input type="hidden" name="id" value={viewing.id} />
                <Button type="submit" name="intent" value="resend">
                  Resend
                </Button>
              </Form>
            </div>
          ) : null}
        </Dialog>
      ) : null}
    </AdminPage>
  );
}
