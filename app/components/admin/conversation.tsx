// A record's conversation on its dialog (issue 29): the thread, oldest first and newest at the bottom (staff
// messages with their delivery and a Retry when it failed, replies as text with their attachments, the automatic
// e-mails), and the composer: a template picker, the subject (prefilled "Re: …"), the Markdown body with a
// server-rendered preview, Send. Readable at 390 px: one column, long words and addresses wrap.
import { useEffect, useRef, useState } from "react";
import { Form } from "react-router";
import { DetailSection } from "~/components/admin/detail";
import { FilterSelect } from "~/components/admin/list-controls";
import type { ConversationView } from "~/server/conversation-screen.server";
import type { FormAnswer } from "~/server/admin-action.server";
import { ReturnTo } from "~/components/admin/list-search";
import { LocalTime } from "~/components/admin/local-time";
import { MarkdownPreviewBody, useMarkdownPreview, WritePreviewTabs } from "~/components/admin/write-preview-tabs";
import { Alert } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { inputClass } from "~/components/ui/field";

type Message = ConversationView["messages"][number];

const STATUS = {
  queued: { tone: "blue", label: "Queued" },
  sent: { tone: "green", label: "Sent" },
  failed: { tone: "red", label: "Failed" },
  expired: { tone: "gray", label: "Delivery log expired" },
} as const;

function MessageItem({ m, recordId, busy }: { m: Message; recordId: number; busy: boolean }) {
  const incoming = m.direction === "in";
  return (
    <li
      data-message={m.source}
      className={`min-w-0 rounded-lg p-3 text-sm ring-1 ring-inset ${
        incoming
          ? "mr-6 bg-white ring-slate-200"
          : m.source === "automatic"
            ? "bg-slate-50 ring-slate-200"
            : "ml-6 bg-pine-50/60 ring-pine-100"
      }`}
    >
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-500">
        <span className="break-all font-medium text-slate-700">{m.from}</span>
        <span>·</span>
        <LocalTime at={m.at} />
        {m.source === "automatic" ? <Badge>Automatic</Badge> : null}
        {incoming && m.autoReply ? <Badge tone="amber">Auto-reply</Badge> : null}
        {m.status ? (
          <span data-delivery={m.status}>
            <Badge tone={STATUS[m.status].tone}>{STATUS[m.status].label}</Badge>
          </span>
        ) : null}
      </div>
      <p className="mt-1 break-words font-medium text-ink">{m.subject}</p>
      {m.html !== null ? (
        <div className="prose-post mt-1 break-words" dangerouslySetInnerHTML={{ __html: m.html }} />
      ) : (
        <p className="mt-1 whitespace-pre-wrap break-words text-ink">{m.text}</p>
      )}
      {m.attachments.length ? (
        <ul className="mt-2 space-y-1" aria-label="Attachments">
          {m.attachments.map((a) => (
            <li key={a.id} className="break-all">
              {a.kept ? (
                <a
                  href={`/admin/conversation-attachments/${a.id}`}
                  download
                  className="font-medium text-pine-700 underline underline-offset-2"
                  data-attachment
                >
                  {`${a.name} (${a.size})`}
                </a>
              ) : (
                <span className="text-slate-500">{`${a.name}: not kept (${a.refused ?? "refused"})`}</span>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {m.source === "staff" && m.status === "failed" ? (
        <Form method="post" className="mt-2 flex flex-wrap items-center gap-2">
          <ReturnTo />
          <input type="hidden" name="id" value={recordId} />
          <input type="hidden" name="message" value={m.id} />
          {m.lastError ? <span className="break-words text-xs text-red-700">{m.lastError}</span> : null}
          <Button type="submit" name="intent" value="retry-message" variant="secondary" disabled={busy}>
            Retry
          </Button>
        </Form>
      ) : null}
    </li>
  );
}

export function Conversation({
  recordId,
  view,
  answer,
  busy,
}: {
  recordId: number;
  view: ConversationView;
  answer: FormAnswer | null;
  busy: boolean;
}) {
  const errors = answer?.result?.error ?? {};
  const fieldError = (name: string) => errors[name]?.[0] ?? null;
  const [subject, setSubject] = useState(view.replySubject);
  const [body, setBody] = useState("");
  const [templateId, setTemplateId] = useState("");
  // Sent: the composer empties once this form's submission has settled without an answer (the action redirected).
  // Not on every new message: a reply that comes in, or a colleague's message, leaves a draft alone.
  const sending = useRef(false);
  useEffect(() => {
    if (busy || !sending.current) return;
    sending.current = false;
    if (answer) return;
    setSubject(view.replySubject);
    setBody("");
    setTemplateId("");
  }, [busy, answer, view.replySubject]);
  const { tab, select, rendering, html } = useMarkdownPreview();
  const pick = (id: string) => {
    setTemplateId(id);
    const t = view.templates.find((x) => String(x.id) === id);
    if (t) {
      setSubject(t.subject);
      setBody(t.body);
    }
  };
  return (
    <DetailSection id="conversation-heading" title="Conversation">
      {view.messages.length ? (
        <ol className="mt-2 space-y-2" data-testid="conversation">
          {view.messages.map((m) => (
            <MessageItem key={m.id} m={m} recordId={recordId} busy={busy} />
          ))}
        </ol>
      ) : (
        <p className="mt-1 text-sm text-slate-500">No messages yet.</p>
      )}
      {view.canWrite ? (
        <Form
          method="post"
          className="mt-3 space-y-2"
          data-testid="composer"
          onSubmit={() => {
            sending.current = true;
          }}
        >
          {answer?.error ? <Alert title={answer.error.title}>{answer.error.text}</Alert> : null}
          <ReturnTo />
          <input type="hidden" name="id" value={recordId} />
          <input type="hidden" name="intent" value="message" />
          {view.templates.length ? (
            <div>
              <label htmlFor="composer-template" className="text-sm font-medium text-ink">
                Template
              </label>
              <select
                id="composer-template"
                name="templateId"
                value={templateId}
                onChange={(e) => pick(e.currentTarget.value)}
                className={`${inputClass} mt-1`}
              >
                <option value="">No template</option>
                {view.templates.map((t) => (
                  <option key={t.id} value={t.id}>
                    {t.name}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          <div>
            <label htmlFor="composer-subject" className="text-sm font-medium text-ink">
              Subject
            </label>
            <input
              id="composer-subject"
              name="subject"
              required
              maxLength={200}
              value={subject}
              onChange={(e) => setSubject(e.currentTarget.value)}
              aria-invalid={fieldError("subject") ? true : undefined}
              aria-describedby={fieldError("subject") ? "composer-subject-error" : undefined}
              className={`${inputClass} mt-1`}
            />
            {fieldError("subject") ? (
              <p id="composer-subject-error" className="mt-1 text-sm text-red-700">
                {fieldError("subject")}
              </p>
            ) : null}
          </div>
          <div>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <label htmlFor="composer-body" className="text-sm font-medium text-ink">
                Message (Markdown)
              </label>
              <WritePreviewTabs label="Message view" tab={tab} onSelect={(t) => select(t, body)} />
            </div>
            <textarea
              id="composer-body"
              name="body"
              rows={8}
              required
              maxLength={20_000}
              value={body}
              onChange={(e) => setBody(e.currentTarget.value)}
              aria-invalid={fieldError("body") ? true : undefined}
              aria-describedby={fieldError("body") ? "composer-body-error" : undefined}
              className={`${inputClass} mt-1 font-mono ${tab === "preview" ? "hidden" : ""}`}
            />
            {tab === "preview" ? (
              <div
                className="prose-post mt-1 max-h-80 overflow-y-auto break-words rounded-md p-3 text-sm ring-1 ring-slate-200"
                aria-live="polite"
                data-testid="composer-preview"
              >
                <MarkdownPreviewBody rendering={rendering} html={html} />
              </div>
            ) : null}
            {fieldError("body") ? (
              <p id="composer-body-error" className="mt-1 text-sm text-red-700">
                {fieldError("body")}
              </p>
            ) : null}
            {fieldError("templateId") ? <p className="mt-1 text-sm text-red-700">{fieldError("templateId")}</p> : null}
          </div>
          <div className="flex justify-end">
            <Button type="submit" disabled={busy}>
              {busy ? "Sending..." : "Send"}
            </Button>
          </div>
        </Form>
      ) : (
        <p className="mt-2 text-sm text-slate-500">No e-mail address: this record cannot be written to.</p>
      )}
    </DetailSection>
  );
}

/** A list row's mark: the record's conversation has a reply nobody has read. */
export function UnreadReplyBadge() {
  return (
    <span data-unread-reply>
      <Badge tone="amber">Unread reply</Badge>
    </span>
  );
}

/** A list's "Has unread reply" filter (the `unread` parameter, as the applications' Unread filter). */
export function UnreadReplyFilter({ value }: { value: boolean }) {
  return (
    <FilterSelect
      name="unread"
      label="Unread replies"
      value={value ? "reply" : null}
      all="All conversations"
      options={[{ value: "reply", label: "Has unread reply" }]}
      width="sm:max-w-[12rem]"
    />
  );
}
