// /admin/newsletter (Newsletter), admins only: compose a campaign (Markdown with the blog's server-rendered preview,
// or started from a published post), send a test to yourself, send it to every active subscriber, watch its
// progress (sent, failed, remaining) while the queue sends it, and cancel it mid-way.
import { getFormProps, getTextareaProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useState } from "react";
import { Form, Link, useActionData, useFetcher, useNavigation, useRevalidator } from "react-router";
import type { Route } from "./+types/newsletter";
import { AdminTable, Detail, ReturnTo, RowDialogLink } from "~/components/admin/list-controls";
import { ConfirmDeleteDialog } from "~/components/admin/confirm-delete";
import { LoadErrorPanel } from "~/components/admin/load-error";
import { AdminPage } from "~/components/admin/shell";
import { Alert } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { Button, buttonClass } from "~/components/ui/button";
import { Dialog, DialogButtons } from "~/components/ui/dialog";
import { InputField, inputClass } from "~/components/ui/field";
import { WritePreviewTabs } from "~/components/admin/write-preview-tabs";
import { adminAction, flash, intent } from "~/server/admin-action.server";
import { requireRole, staffUser } from "~/server/auth.server";
import { formatDateTime, formatRelative } from "~/platform/format.server";
import { renderMarkdown } from "~/platform/markdown.server";
import { readDialog } from "~/platform/dialog";
import { idFromParams } from "~/platform/params";
import { site } from "~/platform/site";
import { CAMPAIGN_STATUS_LABELS, SUBSCRIBER_STATUS_LABELS, type CampaignStatus } from "~/schemas/vocabulary";
import { findPostById, listPublishedPosts } from "~/models/blog-posts.server";
import {
  cancelCampaign,
  createCampaign,
  deleteCampaign,
  findCampaign,
  listCampaigns,
  sendCampaignTest,
  startCampaign,
  updateCampaign,
} from "~/models/campaigns.server";
import { subscriberCounts } from "~/models/subscribers.server";
import { campaignSchema } from "~/schemas/campaign";
import { recordAction } from "~/schemas/fields";

export const middleware: Route.MiddlewareFunction[] = [requireRole("admin")];

export function meta() {
  return [{ title: `Newsletter | ${site.name} Admin` }];
}

const PATH = "/admin/newsletter";
const STATUS_TONE: Record<CampaignStatus, "gray" | "blue" | "green" | "amber"> = {
  draft: "gray",
  sending: "blue",
  sent: "green",
  cancelled: "amber",
};

/** A published post as the start of a campaign: its title, excerpt and article, and a link to it on the blog. */
const fromPost = (p: { title: string; excerpt: string; content: string; slug: string }) => ({
  subject: p.title,
  body: `${p.excerpt}\n\n${p.content}\n\n[Read it on our blog](/blog/${p.slug})`,
});

export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const now = Date.now();
  const [counts, campaigns, { posts }] = await Promise.all([
    subscriberCounts(),
    listCampaigns(),
    listPublishedPosts({ limit: 50 }),
  ]);
  const published = posts.filter((p) => p.publishedAt && p.publishedAt.getTime() <= now);
  const opened = readDialog(params, ["new", "view", "edit", "send", "delete"]);
  const dialog = opened?.kind ?? null;
  const id = opened?.id ?? null;
  const target = id && dialog !== "new" ? await findCampaign(id) : null;
  const fromId = dialog === "new" ? idFromParams(params, "from") : null;
  const source = fromId ? published.find((p) => p.id === fromId) : null;
  const progress = target ? campaigns.find((c) => c.id === target.id)?.progress : null;
  return {
    counts,
    posts: published.map((p) => ({ id: p.id, title: p.title })),
    campaigns: campaigns.map((c) => ({
      id: c.id,
      subject: c.subject,
      status: c.status,
      recipients: c.recipients,
      progress: c.progress,
      created: formatRelative(c.createdAt),
    })),
    sending: campaigns.some((c) => c.status === "sending"),
    dialog: dialog === "new" || target ? dialog : null,
    draft: source ? { ...fromPost(source), postId: source.id } : null,
    target: target && {
      id: target.id,
      subject: target.subject,
      body: target.body,
      status: target.status,
      recipients: target.recipients,
      postTitle: target.postId ? ((await findPostById(target.postId))?.title ?? null) : null,
      preview: target.html ?? renderMarkdown(target.body),
      started: formatDateTime(target.startedAt, "Not sent yet"),
      finished: target.finishedAt ? formatDateTime(target.finishedAt) : null,
      progress: progress ?? null,
    },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = staffUser(context);
  const view = (id: number) => `${PATH}?dialog=view&id=${id}`;
  return adminAction(request, {
    path: PATH,
    intents: {
      create: intent({
        schema: campaignSchema,
        dialog: {},
        run: async (input) => {
          const campaign = await createCampaign(input, user.id);
          return flash({ type: "success", title: "Draft saved" }, view(campaign.id));
        },
      }),
      update: intent({
        schema: recordAction.and(campaignSchema),
        dialog: {},
        run: async ({ id, ...input }) => {
          await updateCampaign(id, input);
          return flash({ type: "success", title: "Draft saved" }, view(id));
        },
      }),
      test: intent({
        audit: "send",
        schema: recordAction,
        run: async ({ id }) => {
          await sendCampaignTest(id, user.email);
          return flash(
            { type: "success", title: "Test sent", description: `A test is on its way to ${user.email}.` },
            view(id),
          );
        },
      }),
      send: intent({
        schema: recordAction,
        run: async ({ id }) => {
          const campaign = await startCampaign(id);
          return flash(
            {
              type: "success",
              title: "Sending started",
              description: `The campaign is going out to ${campaign.recipients} active subscribers.`,
            },
            view(id),
          );
        },
      }),
      cancel: intent({
        audit: "status",
        schema: recordAction,
        run: async ({ id }) => {
          await cancelCampaign(id);
          return flash(
            { type: "success", title: "Campaign cancelled", description: "Nobody else will receive it." },
            view(id),
          );
        },
      }),
      delete: intent({
        schema: recordAction,
        run: async ({ id }) => {
          await deleteCampaign(id);
          return flash({ type: "success", title: "Draft deleted" });
        },
      }),
    },
  });
}

/** While a campaign is sending, the screen reloads its figures every two seconds. */
function useRefreshWhile(active: boolean) {
  const { revalidate, state } = useRevalidator();
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => {
      if (state === "idle" && document.visibilityState === "visible") void revalidate();
    }, 2000);
    return () => clearInterval(timer);
  }, [active, revalidate, state]);
}

export default function Newsletter({
  loaderData: { counts, campaigns, sending, dialog, target, posts, draft },
}: Route.ComponentProps) {
  const close = PATH;
  useRefreshWhile(sending);
  return (
    <AdminPage
      title="Newsletter"
      description="Write a campaign, test it on yourself, and send it to every confirmed subscriber."
      actions={
        <>
          <Link to="/admin/subscribers" className={buttonClass("secondary")}>
            Subscribers
          </Link>
          <Link to={`${PATH}?dialog=new`} preventScrollReset className={buttonClass()}>
            New Campaign
          </Link>
        </>
      }
    >
      <ul aria-label="Subscribers per status" className="mb-6 flex flex-wrap gap-2 text-sm">
        {(["active", "pending", "unsubscribed"] as const).map((s) => (
          <li key={s} className="rounded-md bg-white px-3 py-1.5 ring-1 ring-slate-200">
            <span className="text-slate-600">{SUBSCRIBER_STATUS_LABELS[s]}: </span>
            <span className="font-semibold text-ink">{counts[s]}</span>
          </li>
        ))}
      </ul>
      <AdminTable
        label="Campaigns"
        columns={["Subject", "Status", "Sent", "Failed", "Remaining", "Created", ">Actions"]}
        empty="No campaigns yet. Write the first one!"
        rowCount={campaigns.length}
      >
        {campaigns.map((c) => (
          <tr key={c.id} data-campaign={c.id}>
            <td className="min-w-48 max-w-md px-4 py-3 font-medium text-ink [overflow-wrap:anywhere]">{c.subject}</td>
            <td className="px-4 py-3">
              <Badge tone={STATUS_TONE[c.status]}>{CAMPAIGN_STATUS_LABELS[c.status]}</Badge>
            </td>
            <td className="px-4 py-3 tabular-nums">
              {c.status === "draft" ? "–" : `${c.progress.sent} of ${c.recipients}`}
            </td>
            <td className="px-4 py-3 tabular-nums">{c.status === "draft" ? "–" : c.progress.failed}</td>
            <td className="px-4 py-3 tabular-nums">{c.status === "draft" ? "–" : c.progress.remaining}</td>
            <td className="whitespace-nowrap px-4 py-3 text-slate-600">{c.created}</td>
            <td className="whitespace-nowrap px-4 py-3 text-right text-sm">
              <RowDialogLink dialog="view" id={c.id} tone="neutral" label={`Open ${c.subject}`}>
                Open
              </RowDialogLink>
            </td>
          </tr>
        ))}
      </AdminTable>

      {dialog === "new" ? (
        <CampaignDialog
          key={`new-${draft?.postId ?? ""}`}
          campaign={null}
          draft={draft}
          posts={posts}
          closeTo={close}
        />
      ) : null}
      {dialog === "edit" && target ? (
        <CampaignDialog key={`edit-${target.id}`} campaign={target} draft={null} posts={posts} closeTo={close} />
      ) : null}
      {dialog === "view" && target ? <CampaignView campaign={target} active={counts.active} closeTo={close} /> : null}
      {dialog === "send" && target ? (
        <Dialog title="Send this campaign?" closeTo={`${PATH}?dialog=view&id=${target.id}`}>
          <p>
            {`"${target.subject}" will go out to all ${counts.active} active subscribers now. This cannot be undone, though you can cancel it while it is sending.`}
          </p>
          <Form method="post" className="mt-6 flex justify-end gap-2">
            <ReturnTo />
            <input type="hidden" name="id" value={target.id} />
            <Link to={`${PATH}?dialog=view&id=${target.id}`} replace className={buttonClass("secondary")}>
              Cancel
            </Link>
            <Button type="submit" name="intent" value="send">
              Send now
            </Button>
          </Form>
        </Dialog>
      ) : null}
      {dialog === "delete" && target ? (
        <ConfirmDeleteDialog title="Delete Draft" closeTo={close} id={target.id}>
          <p>{`Are you sure you want to delete the draft "${target.subject}"? This action cannot be undone.`}</p>
        </ConfirmDeleteDialog>
      ) : null}
    </AdminPage>
  );
}

type Loaded = Route.ComponentProps["loaderData"];

function CampaignView({
  campaign,
  active,
  closeTo,
}: {
  campaign: NonNullable<Loaded["target"]>;
  active: number;
  closeTo: string;
}) {
  const p = campaign.progress;
  const done = p ? p.sent + p.failed + p.skipped + p.cancelled : 0;
  const intentButton = (name: string, label: string, variant: "primary" | "secondary" = "secondary") => (
    <Form method="post" className="inline">
      <ReturnTo />
      <input type="hidden" name="id" value={campaign.id} />
      <Button type="submit" name="intent" value={name} variant={variant}>
        {label}
      </Button>
    </Form>
  );
  return (
    <Dialog title={campaign.subject} closeTo={closeTo} size="lg">
      <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-3">
        <Detail
          label="Status"
          value={
            <span data-testid="campaign-status">
              <Badge tone={STATUS_TONE[campaign.status]}>{CAMPAIGN_STATUS_LABELS[campaign.status]}</Badge>
            </span>
          }
        />
        <Detail label="Started" value={campaign.started} />
        {campaign.finished ? <Detail label="Finished" value={campaign.finished} /> : null}
        {campaign.postTitle ? <Detail label="From the post" value={campaign.postTitle} /> : null}
      </dl>
      {campaign.status !== "draft" && p ? (
        <div className="mt-5" aria-live="polite">
          <div
            role="progressbar"
            aria-label="Sending progress"
            aria-valuemin={0}
            aria-valuemax={campaign.recipients}
            aria-valuenow={done}
            className="h-2 overflow-hidden rounded-full bg-slate-100"
          >
            <div
              className="h-full bg-pine-600 transition-all"
              style={{ width: `${campaign.recipients ? (100 * done) / campaign.recipients : 100}%` }}
            />
          </div>
          <dl className="mt-3 grid grid-cols-2 gap-3 text-sm sm:grid-cols-4" data-testid="campaign-progress">
            <Detail label="Recipients" value={campaign.recipients} />
            <Detail label="Sent" value={p.sent} />
            <Detail label="Failed" value={p.failed} />
            <Detail label="Remaining" value={p.remaining} />
            {p.skipped ? <Detail label="Skipped (left the list)" value={p.skipped} /> : null}
            {p.cancelled ? <Detail label="Not sent (cancelled)" value={p.cancelled} /> : null}
          </dl>
        </div>
      ) : null}
      <div className="mt-5">
        <p className="text-sm font-medium text-slate-500">Preview</p>
        <div
          className="prose-post mt-1.5 max-h-96 overflow-y-auto break-words rounded-md p-4 text-sm ring-1 ring-slate-200"
          dangerouslySetInnerHTML={{ __html: campaign.preview }}
        />
      </div>
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        {campaign.status === "draft" ? (
          <>
            <RowDialogLink dialog="delete" id={campaign.id} tone="delete" label={`Delete ${campaign.subject}`}>
              Delete
            </RowDialogLink>
            <RowDialogLink dialog="edit" id={campaign.id} tone="edit" label={`Edit ${campaign.subject}`}>
              Edit
            </RowDialogLink>
            {intentButton("test", "Send a test to me")}
            <Link
              to={`${PATH}?dialog=send&id=${campaign.id}`}
              preventScrollReset
              className={buttonClass("primary", active === 0 ? "pointer-events-none opacity-60" : "")}
              aria-disabled={active === 0}
            >
              {`Send to ${active} active subscribers`}
            </Link>
          </>
        ) : null}
        {campaign.status === "sending" ? intentButton("cancel", "Cancel sending") : null}
        {campaign.status !== "draft" ? intentButton("test", "Send a test to me") : null}
      </div>
    </Dialog>
  );
}

type Draft = { subject: string; body: string; postId?: number | null };

function CampaignDialog({
  campaign,
  draft,
  posts,
  closeTo,
}: {
  campaign: (Draft & { id: number }) | null;
  draft: Draft | null;
  posts: { id: number; title: string }[];
  closeTo: string;
}) {
  const actionData = useActionData<typeof action>();
  const answer = actionData && "result" in actionData ? actionData : null;
  const busy = useNavigation().state === "submitting";
  const initial = campaign ?? draft;
  const [form, fields] = useForm({
    lastResult: answer?.result,
    defaultValue: initial ? { subject: initial.subject, body: initial.body } : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: campaignSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const [tab, setTab] = useState<"write" | "preview">("write");
  const preview = useFetcher<{ html: string }>();
  const [body, setBody] = useState(initial?.body ?? "");
  return (
    <Dialog title={campaign ? "Edit Campaign" : "New Campaign"} closeTo={closeTo} size="lg">
      {campaign ? null : (
        <Form method="get" className="mb-5 flex flex-col gap-2 rounded-md bg-slate-50 p-3 sm:flex-row sm:items-end">
          <input type="hidden" name="dialog" value="new" />
          <div className="flex-1">
            <label htmlFor="campaign-from" className="text-sm font-medium text-ink">
              Start from a published post
            </label>
            <select
              id="campaign-from"
              name="from"
              defaultValue={draft?.postId ?? ""}
              className={`${inputClass} mt-1.5`}
            >
              <option value="">Choose a post…</option>
              {posts.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.title}
                </option>
              ))}
            </select>
          </div>
          <Button type="submit" variant="secondary">
            Use this post
          </Button>
        </Form>
      )}
      <Form method="post" {...getFormProps(form)} noValidate className="space-y-4">
        {answer?.error ? <Alert title={answer.error.title}>{answer.error.text}</Alert> : null}
        <ReturnTo />
        <input type="hidden" name="intent" value={campaign ? "update" : "create"} />
        {campaign ? <input type="hidden" name="id" value={campaign.id} /> : null}
        {!campaign && draft?.postId ? <input type="hidden" name="postId" value={draft.postId} /> : null}
        <InputField field={fields.subject} label="Subject" required />
        <div>
          <div className="flex items-center justify-between">
            <label htmlFor={fields.body.id} className="text-sm font-medium text-ink">
              Message (Markdown)
            </label>
            <WritePreviewTabs
              label="Message view"
              tab={tab}
              onSelect={(t) => {
                setTab(t);
                if (t === "preview")
                  preview.submit({ content: body }, { method: "post", action: "/admin/blog/preview" });
              }}
            />
          </div>
          <textarea
            {...getTextareaProps(fields.body)}
            rows={14}
            onChange={(e) => setBody(e.currentTarget.value)}
            className={`${inputClass} mt-1.5 font-mono ${tab === "preview" ? "hidden" : ""}`}
          />
          {fields.body.errors?.[0] ? (
            <p id={fields.body.errorId} className="mt-1 text-sm text-red-700">
              {fields.body.errors[0]}
            </p>
          ) : null}
          {tab === "preview" ? (
            <div
              className="prose-post mt-1.5 max-h-96 overflow-y-auto break-words rounded-md p-4 text-sm ring-1 ring-slate-200"
              aria-live="polite"
            >
              {preview.state !== "idle" ? (
                <p className="text-slate-500">Rendering preview...</p>
              ) : (
                <div dangerouslySetInnerHTML={{ __html: preview.data?.html ?? "" }} />
              )}
            </div>
          ) : null}
        </div>
        <DialogButtons closeTo={closeTo} busy={busy} submit="Save Draft" />
      </Form>
    </Dialog>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <LoadErrorPanel page="Newsletter" heading="Error Loading the Newsletter" retryTo={PATH} error={error} />;
}
