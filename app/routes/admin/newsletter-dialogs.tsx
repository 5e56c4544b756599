// The newsletter screen's dialogs: a campaign's view (progress, test send, send) and the campaign editor.
import { getTextareaProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useState } from "react";
import { Form, useActionData, useNavigation } from "react-router";
import { ReturnTo } from "~/components/admin/list-search";
import { Detail, StatusDetail } from "~/components/admin/detail";
import { DeleteLink, RowDialogLink } from "~/components/admin/row-actions";
import { Badge } from "~/components/ui/badge";
import { Button, ButtonLink } from "~/components/ui/button";
import { Dialog, DialogButtons } from "~/components/ui/dialog";
import { InputField, inputClass } from "~/components/ui/field";
import { MarkdownPreviewBody, useMarkdownPreview, WritePreviewTabs } from "~/components/admin/write-preview-tabs";
import { CAMPAIGN_STATUS_LABELS, type CampaignStatus } from "~/schemas/vocabulary";
import { campaignSchema } from "~/schemas/campaign";
import type { action, Loaded, Draft } from "~/routes/admin/newsletter";
import { SaveForm } from "~/components/admin/save-intent";

export const PATH = "/admin/newsletter";

export const STATUS_TONE: Record<CampaignStatus, "gray" | "blue" | "green" | "amber"> = {
  draft: "gray",
  sending: "blue",
  sent: "green",
  cancelled: "amber",
};

export function CampaignView({
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
        <StatusDetail testId="campaign-status">
          <Badge tone={STATUS_TONE[campaign.status]}>{CAMPAIGN_STATUS_LABELS[campaign.status]}</Badge>
        </StatusDetail>
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
            <DeleteLink id={campaign.id} title={campaign.subject} />
            <RowDialogLink dialog="edit" id={campaign.id} tone="edit" label={`Edit ${campaign.subject}`}>
              Edit
            </RowDialogLink>
            {intentButton("test", "Send a test to me")}
            <ButtonLink
              to={`${PATH}?dialog=send&id=${campaign.id}`}
              preventScrollReset
              variant="primary"
              className={active === 0 ? "pointer-events-none opacity-60" : ""}
              aria-disabled={active === 0}
            >
              {`Send to ${active} active subscribers`}
            </ButtonLink>
          </>
        ) : null}
        {campaign.status === "sending" ? intentButton("cancel", "Cancel sending") : null}
        {campaign.status !== "draft" ? intentButton("test", "Send a test to me") : null}
      </div>
    </Dialog>
  );
}

export function CampaignDialog({
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
  const { tab, select, rendering, html } = useMarkdownPreview();
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
      <SaveForm form={form} id={campaign?.id} error={answer?.error} returnTo>
        {!campaign && draft?.postId ? <input type="hidden" name="postId" value={draft.postId} /> : null}
        <InputField field={fields.subject} label="Subject" required />
        <div>
          <div className="flex items-center justify-between">
            <label htmlFor={fields.body.id} className="text-sm font-medium text-ink">
              Message (Markdown)
            </label>
            <WritePreviewTabs label="Message view" tab={tab} onSelect={(t) => select(t, body)} />
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
              <MarkdownPreviewBody rendering={rendering} html={html} />
            </div>
          ) : null}
        </div>
        <DialogButtons closeTo={closeTo} busy={busy} submit="Save Draft" />
      </SaveForm>
    </Dialog>
  );
}
