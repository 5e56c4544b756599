// /admin/contacts (Contact Messages), admins only: search, read, archive and delete enquiries, and work each one
// through the sales pipeline (stage, owner, deal, follow-up, notes: contacts-pipeline.tsx; issue 31).
import { Form, redirect } from "react-router";
import type { Route } from "./+types/contacts";
import { ExportLink, FilterSelect, OwnerFilter, StatusFilter } from "~/components/admin/list-controls";
import { ReturnTo } from "~/components/admin/list-search";
import { InboxTable, useInbox } from "~/components/admin/inbox";
import { Detail, StatusDetail } from "~/components/admin/detail";
import { ConfirmDeleteDialog } from "~/components/admin/confirm-delete";
import { AdminPage } from "~/components/admin/shell";
import { adminMeta } from "~/components/admin/meta";
import { ContactsViewSwitch } from "~/components/admin/contacts-view-switch";
import { Badge } from "~/components/ui/badge";
import { Button, buttonClass } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { adminAction, deleteIntent, flash, intent } from "~/server/admin-action.server";
import { requireRole, staffUser } from "~/server/auth.server";
import { formatDate } from "~/platform/format.server";
import { LocalTime } from "~/components/admin/local-time";
import { site } from "~/platform/site";
import { findContact, listContacts, openContact, readContactFilter, setContactStatus } from "~/models/contacts.server";
import { removeContact } from "~/models/record-removal.server";
import { contactStatusSchema, interestLabel } from "~/schemas/contact";
import { dialogId, dialogParams, readDialog } from "~/platform/dialog";
import { readListQuery, withParams, listState } from "~/platform/params";
import { recordAction } from "~/schemas/fields";
import { z } from "~/platform/zod";
import {
  CONTACT_STATUS_LABELS,
  CONTACT_STATUSES,
  ENQUIRY_STAGE_LABELS,
  ENQUIRY_STAGES,
  type ContactStatus,
  type EnquiryStage,
} from "~/schemas/vocabulary";
import { pipelineIntents, pipelineView } from "~/server/enquiry-pipeline-screen.server";
import { PipelineSection, stageBadge } from "./contacts-pipeline";
import { conversationIntents, conversationView } from "~/server/conversation-screen.server";
import { markConversationRead } from "~/models/conversation-thread.server";
import { Conversation, UnreadReplyFilter } from "~/components/admin/conversation";

export const middleware: Route.MiddlewareFunction[] = [requireRole("admin")];

const SCREEN = { title: "Contact Messages", description: "Enquiries visitors sent through the contact form." };

export function meta() {
  return adminMeta(SCREEN.title);
}

const STATUS_TONE = { new: "blue", read: "gray", archived: "amber" } as const;

const statusBadge = (status: ContactStatus) => (
  <Badge tone={STATUS_TONE[status]}>{CONTACT_STATUS_LABELS[status]}</Badge>
);

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const query = readListQuery(params);
  const dialog = readDialog(params, ["view", "delete"]);
  const viewId = dialogId(dialog, "view");
  const me = staffUser(context);
  const filter = readContactFilter(params, me.id);
  const { status, unreadReply, stage } = filter;
  const { contacts, total } = await listContacts({ ...query, ...filter, opened: viewId });
  const deleteId = dialogId(dialog, "delete");
  const load = async (id: number | null) => (id ? findContact(id) : null);
  const [viewing, deleting] = await Promise.all([load(viewId), load(deleteId)]);
  const [conversation, pipeline] = viewing
    ? await Promise.all([
        conversationView({ kind: "contact", id: viewing.id }, me, `your enquiry to ${site.name}`),
        pipelineView(viewing),
      ])
    : [null, null];
  return {
    ...listState(request, query, total),
    status,
    unreadReply,
    stage,
    mine: filter.ownerId !== null,
    contacts: contacts.map((c) => ({
      id: c.id,
      name: c.name,
      email: c.email,
      company: c.company,
      status: c.status,
      stage: c.stage,
      unreadReply: Boolean(c.unreadReply),
      date: formatDate(c.createdAt),
    })),
    viewing: viewing && {
      ...viewing,
      conversation: conversation!,
      pipeline: pipeline!,
      interest: interestLabel(viewing.interest),
      date: viewing.createdAt.toISOString(),
      createdAt: undefined,
      updatedAt: undefined,
    },
    deleting: deleting && { id: deleting.id, name: deleting.name, email: deleting.email },
  };
}

const STATUS_WORDS: Record<ContactStatus, string> = {
  new: "marked as new",
  read: "marked as read",
  archived: "archived",
};

export const action = adminAction(({ user }) => ({
  entity: "contact",
  intents: {
    refresh: intent({
      schema: z.object({}),
      audit: false,
      run: async () => flash({ type: "success", title: "Refreshed" }),
    }),
    // Opening a message marks it read: a status change.
    open: intent({
      schema: recordAction,
      audit: "status",
      run: async ({ id }, { back }) => {
        await openContact(id);
        await markConversationRead({ kind: "contact", id });
        return redirect(withParams(back, dialogParams("view", id)));
      },
      failed: () => ({ type: "error", title: "Error", description: "Failed to update status. Please try again." }),
    }),
    status: intent({
      schema: recordAction.extend(contactStatusSchema.shape),
      run: async ({ id, status }) => {
        await setContactStatus(id, status);
        return flash({ type: "success", title: "Status updated", description: `Message ${STATUS_WORDS[status]}.` });
      },
      failed: () => ({ type: "error", title: "Error", description: "Failed to update status. Please try again." }),
    }),
    ...conversationIntents("contact", user),
    ...pipelineIntents(user),
    delete: deleteIntent(
      removeContact,
      { title: "Message deleted", description: "The message has been deleted." },
      (error) => ({
        type: "error",
        title: "Error",
        description: error.message || "Failed to delete contact. Please try again.",
      }),
    ),
  },
}));

export default function Contacts({
  loaderData: { contacts, q, status, unreadReply, stage, mine, page, pageSize, total, viewing, deleting },
  actionData: answer,
}: Route.ComponentProps) {
  const { close, busy } = useInbox(
    "/admin/contacts",
    viewing,
    viewing?.status === "new" || (viewing?.conversation.unread ?? false),
  );
  // Several forms answer here (the pipeline's parts, the composer): each reads the answer to its own intent.
  const formAnswer = answer && "result" in answer ? answer : null;

  return (
    <AdminPage
      {...SCREEN}
      actions={
        <>
          <Form method="post">
            <ReturnTo />
            <Button type="submit" name="intent" value="refresh" variant="secondary" disabled={busy}>
              Refresh
            </Button>
          </Form>
          <ExportLink path="/admin/contacts" />
          <ContactsViewSwitch current="list" />
        </>
      }
    >
      <InboxTable
        kind="contact"
        records={contacts}
        search={{
          placeholder: "Search messages...",
          q,
          filters: (
            <>
              <StatusFilter statuses={CONTACT_STATUSES} labels={CONTACT_STATUS_LABELS} value={status} />{" "}
              <UnreadReplyFilter value={unreadReply} /> <PipelineFilters stage={stage} mine={mine} />
            </>
          ),
        }}
        table={{
          label: "Contact messages",
          columns: ["Status", "Name", "~Email", "~Company", "~Stage", "~Date", ">Actions"],
          empty: "No contact submissions found",
        }}
        paging={{ page, pageSize, total, label: "messages" }}
        row={(c) => ({
          badge: statusBadge(c.status),
          what: `message from ${c.name}`,
          unread: c.status === "new",
          cells: (
            <>
              <td className="px-4 py-3 text-ink">{c.name}</td>
              <td className="px-4 py-3">{c.email}</td>
              <td className="px-4 py-3">{c.company}</td>
              <td className="px-4 py-3">{stageBadge(c.stage)}</td>
              <td className="whitespace-nowrap px-4 py-3 text-slate-600">{c.date}</td>
            </>
          ),
        })}
      />

      {viewing ? (
        <Dialog title={`Message from ${viewing.name}`} closeTo={close} size="lg">
          <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
            <Detail label="Name" value={viewing.name} />
            <Detail label="Email" value={viewing.email} />
            <Detail label="Company" value={viewing.company} />
            <Detail label="Phone" value={viewing.phone ?? "Not provided"} />
            <Detail label="Interest" value={viewing.interest} />
            <Detail label="Date" value={<LocalTime at={viewing.date} />} />
            <StatusDetail testId="contact-status">{statusBadge(viewing.status)}</StatusDetail>
          </dl>
          <div className="mt-5">
            <p className="text-sm font-medium text-slate-500">Message</p>
            <p className="mt-1 max-h-64 overflow-y-auto whitespace-pre-wrap rounded-md bg-slate-50 p-4 text-sm text-ink">
              {viewing.message}
            </p>
          </div>
          <PipelineSection
            id={viewing.id}
            view={viewing.pipeline}
            answer={formAnswer && formAnswer.result?.initialValue?.intent !== "message" ? formAnswer : null}
            busy={busy}
          />
          <Conversation
            recordId={viewing.id}
            view={viewing.conversation}
            answer={formAnswer && formAnswer.result?.initialValue?.intent === "message" ? formAnswer : null}
            busy={busy}
          />
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <a
              href={`mailto:${viewing.email}?subject=${encodeURIComponent(`Re: your enquiry to ${site.name}`)}`}
              className={buttonClass("secondary")}
            >
              Reply via Email
            </a>
            <Form method="post">
              <ReturnTo />
              <input type="hidden" name="id" value={viewing.id} />
              <input type="hidden" name="status" value="archived" />
              <Button type="submit" name="intent" value="status" disabled={viewing.status === "archived" || busy}>
                Archive Message
              </Button>
            </Form>
          </div>
        </Dialog>
      ) : null}

      {deleting ? (
        <ConfirmDeleteDialog title="Delete Message" closeTo={close} id={deleting.id}>
          <p>{`Are you sure you want to delete the message from ${deleting.name} (${deleting.email})? This action cannot be undone.`}</p>
        </ConfirmDeleteDialog>
      ) : null}
    </AdminPage>
  );
}

/** The pipeline's list filters: one stage, and "Mine" (the enquiries I own). */
function PipelineFilters({ stage, mine }: { stage: EnquiryStage | null; mine: boolean }) {
  return (
    <>
      <FilterSelect
        name="stage"
        label="Stage"
        value={stage}
        all="All stages"
        options={ENQUIRY_STAGES.map((s) => ({ value: s, label: ENQUIRY_STAGE_LABELS[s] }))}
      />{" "}
      <OwnerFilter value={mine ? "me" : null} />
    </>
  );
}
