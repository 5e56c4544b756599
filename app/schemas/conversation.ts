// Conversations' input (issue 29): a message staff send from a record's thread, and a reply template with its
// placeholders. Free text is refused with control characters, bidi overrides or (in a subject, which becomes a
// header) line breaks, naming the field; bodies stop at 20,000 characters.
import { z } from "~/platform/zod";
import { parseId } from "~/platform/params";
import { HIDDEN_CHARACTERS_MESSAGE, visibleText } from "~/schemas/fields";

/** The placeholders a template may use, and what each stands for (filled when the template is picked). */
export const REPLY_PLACEHOLDERS = {
  firstName: "The candidate's or enquirer's first name",
  jobTitle: "The position applied for (blank for an enquiry)",
  senderName: "Your name, as on your account",
  companyName: "The company's name",
} as const;
export type ReplyPlaceholder = keyof typeof REPLY_PLACEHOLDERS;

export const MESSAGE_BODY_MAX = 20_000;
export const MESSAGE_SUBJECT_MAX = 200;

export const CONVERSATION_MESSAGES = {
  subject: "Subject is required",
  subjectLong: `Subject must be at most ${MESSAGE_SUBJECT_MAX} characters`,
  subjectLines: "Subject must be one line",
  body: "Message is required",
  bodyLong: `Message must be at most ${MESSAGE_BODY_MAX.toLocaleString("en-US")} characters`,
  name: "Name is required",
  templateId: "Template must be a reply template's id",
  unknownPlaceholder: (names: string[]) =>
    `Unknown placeholder${names.length > 1 ? "s" : ""}: ${names.map((n) => `{{${n}}}`).join(", ")}. Use ${Object.keys(
      REPLY_PLACEHOLDERS,
    )
      .map((n) => `{{${n}}}`)
      .join(", ")}`,
} as const;

const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** The placeholders a text names that are not in REPLY_PLACEHOLDERS. */
export function unknownPlaceholders(text: string): string[] {
  const names = [...text.matchAll(PLACEHOLDER)].map((m) => m[1]!);
  return [...new Set(names.filter((n) => !Object.hasOwn(REPLY_PLACEHOLDERS, n)))];
}

/** A template's text with its placeholders filled (every one is known: unknown ones were refused on save). */
export function fillPlaceholders(text: string, values: Record<ReplyPlaceholder, string>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) =>
    Object.hasOwn(values, name) ? values[name as ReplyPlaceholder] : whole,
  );
}

const trimmed = (v: unknown) => (typeof v === "string" ? v.trim() : v);

/** A one-line subject: no CR/LF (it becomes the Subject header), no hidden characters. */
export const subjectField = z.preprocess(
  trimmed,
  z
    .string({ error: CONVERSATION_MESSAGES.subject })
    .min(1, CONVERSATION_MESSAGES.subject)
    .max(MESSAGE_SUBJECT_MAX, CONVERSATION_MESSAGES.subjectLong)
    .refine((v) => !/[\r\n\u2028\u2029]/.test(v), CONVERSATION_MESSAGES.subjectLines)
    .refine(visibleText, HIDDEN_CHARACTERS_MESSAGE),
);

/** A Markdown body: not blank, at most 20,000 characters, no hidden characters. */
export const bodyField = z.preprocess(
  (v) => (typeof v === "string" ? v.replace(/\r\n?/g, "\n") : v),
  z
    .string({ error: CONVERSATION_MESSAGES.body })
    .refine((v) => v.trim() !== "", CONVERSATION_MESSAGES.body)
    .refine((v) => v.length <= MESSAGE_BODY_MAX, CONVERSATION_MESSAGES.bodyLong)
    .refine(visibleText, HIDDEN_CHARACTERS_MESSAGE),
);

const optionalTemplateId = z.preprocess(
  (v) => (v === undefined || v === null || v === "" ? null : (parseId(v) ?? v)),
  z.number({ error: CONVERSATION_MESSAGES.templateId }).int().positive().nullable(),
);

/** A message from a record's thread: `{subject, body, templateId?}`. */
export const messageSchema = z.object({ subject: subjectField, body: bodyField, templateId: optionalTemplateId });
export type MessageInput = z.infer<typeof messageSchema>;

const noUnknownPlaceholders = (v: string, ctx: z.RefinementCtx) => {
  const unknown = unknownPlaceholders(v);
  if (unknown.length) ctx.addIssue({ code: "custom", message: CONVERSATION_MESSAGES.unknownPlaceholder(unknown) });
};

/** A reply template: name, subject and Markdown body; placeholders only from REPLY_PLACEHOLDERS. */
export const replyTemplateSchema = z.object({
  name: z.preprocess(
    trimmed,
    z
      .string({ error: CONVERSATION_MESSAGES.name })
      .min(1, CONVERSATION_MESSAGES.name)
      .max(100, "Name must be at most 100 characters")
      .refine(visibleText, HIDDEN_CHARACTERS_MESSAGE),
  ),
  subject: subjectField.superRefine(noUnknownPlaceholders),
  body: bodyField.superRefine(noUnknownPlaceholders),
});
export type ReplyTemplateInput = z.infer<typeof replyTemplateSchema>;
