// /admin/newsletter (Newsletter), admins only: compose a campaign (Markdown with the blog's server-rendered preview,
// or started from a published post), send a test to yourself, send it to every active subscriber, watch its
// progress (sent, failed, remaining) while the queue sends it, and cancel it mid-way.

import { useEffect } from "react";
import { Form, useRevalidator } from "react-router";
import type { Route } from "./+types/newsletter";
import { AdminTable } from "~/components/admin/list-controls";
import { ReturnTo } from "~/components/admin/list-search";
import { NewButton, RowDialogLink } from "~/components/admin/row-actions";
import { ConfirmDeleteDialog } from "~/components/admin/confirm-delete";
import { LoadErrorPanel } from "~/components/admin/load-error";
import { AdminPage } from "~/components/admin/shell";
import { adminMeta } from "~/components/admin/meta";
import { SubscriberCounts } from "~/components/admin/subscriber-counts";
import { Badge } from "~/components/ui/badge";
import { Button, ButtonLink } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { adminAction, deleteIntent, flash, intent } from "~/server/admin-action.server";
import { requireRole } from "~/server/auth.server";
import { formatDateTime, formatRelative } from "~/platform/format.server";
import { renderMarkdown } from "~/platform/markdown.server";
import { readDialog } from "~/platform/dialog";
import { idFromParams } from "~/platform/params";
import { CAMPAIGN_STATUS_LABELS } from "~/schemas/vocabulary";
import { findPostById, listPublishedPosts } from "~/models/blog-posts.server";
import {
  createCampaign,
  deleteCampaign,
  findCampaign,
  listCampaigns,
  sendCampaignTest,
  updateCampaign,
} from "~/models/campaigns.server";
import { cancelCampaign, startCampaign } from "~/models/campaign-sending.server";
import { subscriberCounts } from "~/models/subscribers.server";
import { campaignSchema } from "~/schemas/campaign";
import { recordAction } from "~/schemas/fields";
import { CampaignView, CampaignDialog, PATH, STATUS_TONE } from "~/routes/admin/newsletter-dialogs";

export const middleware: Route.MiddlewareFunction[] = [requireRole("admin")];

const SCREEN = {
  title: "Newsletter",
  description: "Write a campaign, test it on yourself, and send it to every confirmed subscriber.",
};

export function meta() {
  return adminMeta(SCREEN.title);
}

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

const view = (id: number) => `${PATH}?dialog=view&id=${id}`;

export const action = adminAction(({ user }) => ({
  entity: "campaign",
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
    delete: deleteIntent(deleteCampaign, { title: "Draft deleted" }),
  },
}));

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
      {...SCREEN}
      actions={
        <>
          <ButtonLink to="/admin/subscribers" variant="secondary">
            Subscribers
          </ButtonLink>
          <NewButton>New Campaign</NewButton>
        </>
      }
    >
      <SubscriberCounts counts={counts} />
      <AdminTable
        label="Campaigns"
        columns={["Subject", "Status", "Sent", "Failed", "Remaining", "Created", ">Actions"]}
        empty="No campaigns yet. Write the first one!"
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
            <ButtonLink to={`${PATH}?dialog=view&id=${target.id}`} replace variant="secondary">
              Cancel
            </ButtonLink>
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

export type Loaded = Route.ComponentProps["loaderData"];

export type Draft = { subject: string; body: string; postId?: number | null };

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <LoadErrorPanel page="Newsletter" heading="Error Loading the Newsletter" retryTo={PATH} error={error} />;
}
