// The one pipeline every public write goes through, for its page form and its /api twin alike: origin (checked
// once, for every route, by the Worker entry) → rate limit → bounded read → validate → honeypot → store →
// after-write hooks, with one mapping of failures (400 with the spec's texts, 404, 409, 413, 415, 429, 503 when D1
// fails).
// A new public form adds a PublicWrite to public-forms.server.ts and calls submitForm / apiWrite (README, Layout).
import { parseWithZod } from "@conform-to/zod/v4";
import type { SubmissionResult } from "@conform-to/react";
import { data } from "react-router";
import type { AuditEntity } from "~/schemas/vocabulary";
import type { z } from "zod";
import { honeypotFilled } from "~/platform/honeypot";
import { type ApiWrite, notAudited, readJsonObject, validate } from "~/server/api.server";
import { MAX_FORM_BYTES, parseFormBody, readForm } from "~/platform/body.server";
import { MAX_REQUEST_BYTES } from "~/server/body-guard.server";
import { HttpError } from "~/platform/errors.server";
import { allowPublicWrite, type PublicForm } from "~/platform/rate-limit.server";
import { afterResponse, logError } from "~/platform/request-telemetry.server";
import { catalogue, type Catalogue } from "~/i18n/catalogue";
import { isLanguage, languageOfPath, LANGUAGES, type Language } from "~/i18n/languages";

/** What a form shows above its fields: a title and a sentence. */
export type Notice = { title: string; text: string };

/** Work that follows a stored write (e-mail, cache invalidation): run after the response, never failing it. */
export type AfterWrite<Stored> = (stored: Stored) => Promise<unknown>;

export type PublicWrite<Input, Stored> = {
  /** The rate-limit bucket, and the name in logs. */
  form: PublicForm;
  /** What it stores, in the audit log's words (the writes themselves are not audited: nobody signed in acts). */
  entity: AuditEntity;
  /** Stores the input in the language of the page it came from (or the /api body's `language`), which it keeps. */
  store: (input: Input, language: Language) => Promise<Stored>;
  after: AfterWrite<Stored>[];
  /** What the write says, in the visitor's language (English for /api). */
  texts: (t: Catalogue) => WriteTexts;
  /**
   * A write that takes a file: the largest file. Its page form and its /api twin then read a multipart body of up
   * to that much (plus room for the other fields); other public forms keep the form cap.
   */
  upload?: { maxBytes: number };
  /** Fields that may come more than once in a multipart /api body (checkboxes): read as a list of every value. */
  lists?: readonly string[];
};

export type WriteTexts = {
  /** Shown when storing fails for a reason that is not the visitor's (D1 unavailable): a 503. */
  failure: Notice;
  /** What a page shows for a refusal a model threw (404, 409…), where the error's own message is not enough. */
  refusals?: Partial<Record<number, Notice>>;
  /** A write that takes a file: the 413's text. */
  tooLarge?: string;
};

/** Room for a form's other fields and the multipart framing around an uploaded file. */
const FORM_ROOM = 64 * 1024;

/**
 * The body cap and 413 text of a write's form. A page form with a file is read up to what the Worker entry lets in,
 * not to the file's own cap: a file over its limit is then refused by the write, above the form it keeps, instead
 * of on an error page that drops what the visitor typed (with JavaScript the browser refuses it first, on the
 * field). The API stops at the file's cap: a JSON client has no form to keep.
 */
function formLimit(
  write: PublicWrite<never, unknown>,
  texts: WriteTexts,
  from: "page" | "api",
): [number, string | undefined] {
  if (!write.upload) return [MAX_FORM_BYTES, undefined];
  return [from === "page" ? MAX_REQUEST_BYTES : write.upload.maxBytes + FORM_ROOM, texts.tooLarge];
}

/** A write the pipeline accepted: the stored row, or null when the honeypot was filled and nothing was stored. */
type Accepted<Stored> = { ok: true; stored: Stored | null };
type Refused = { ok: false; status: number; message: string; errors?: Record<string, string[]>; notice: Notice | null };

function refusal<Input, Stored>(write: PublicWrite<Input, Stored>, texts: WriteTexts, error: unknown): Refused {
  if (error instanceof HttpError) {
    // A 400 with field errors is shown on the fields; one without (a CV's name with hidden characters) above them.
    const notice =
      error.status === 400 && error.errors
        ? null
        : (texts.refusals?.[error.status] ?? { title: texts.failure.title, text: error.message });
    return { ok: false, status: error.status, message: error.message, errors: error.errors, notice };
  }
  logError(error, { what: `${write.form}: not stored` });
  return { ok: false, status: 503, message: texts.failure.text, notice: texts.failure };
}

/**
 * The steps after reading and validating, shared by both front doors: the honeypot answers like a success and
 * stores nothing; a stored row starts the after-write hooks, whose failures are logged and never reach the visitor.
 */
async function storeAndFollow<Input, Stored>(
  write: PublicWrite<Input, Stored>,
  language: Language,
  input: Input,
  botFilled: boolean,
): Promise<Accepted<Stored> | Refused> {
  if (botFilled) return { ok: true, stored: null };
  let stored: Stored;
  try {
    stored = await write.store(input, language);
  } catch (error) {
    return refusal(write, write.texts(catalogue(language)), error);
  }
  for (const hook of write.after) void afterResponse(() => hook(stored));
  return { ok: true, stored };
}

// A cross-site write never gets here: the Worker entry refuses it before routing (workers/app.ts), for every route.
async function guard<Input, Stored>(
  request: Request,
  write: PublicWrite<Input, Stored>,
  language: Language,
): Promise<Refused | null> {
  if (!(await allowPublicWrite(request, write.form))) {
    const notice = catalogue(language).forms.rateLimited;
    return { ok: false, status: 429, message: notice.text, notice };
  }
  return null;
}

/** What the URL adds to the validated input (the job of /jobs/{id}/apply); optional when the input is complete. */
type Prepare<S extends z.ZodType, Input> =
  z.output<S> extends Input ? [prepare?: (value: z.output<S>) => Input] : [prepare: (value: z.output<S>) => Input];

/** A page form's outcome, with conform's reply (the visitor's input and errors) and the form it was read from. */
export type FormOutcome<Stored> = (Accepted<Stored> | Refused) & { reply: SubmissionResult<string[]>; form: FormData };

/**
 * A page form's submission: a form body read within the cap and validated with the conform schema the page
 * renders, in the page's language (the path's: `/es/contact` is Spanish), which the stored row keeps. `prepare`
 * adds what the URL contributes (the job of /jobs/{id}/apply). The reply keeps the visitor's input for the form;
 * a 415, or a body over every route's cap (413), is thrown to the route's error boundary.
 */
export async function submitForm<S extends z.ZodType, Input, Stored>(
  request: Request,
  write: PublicWrite<Input, Stored>,
  schemaFor: (language: Language) => S,
  ...[prepare = (value) => value as Input]: Prepare<S, Input>
): Promise<FormOutcome<Stored>> {
  const language = languageOfPath(new URL(request.url).pathname);
  const refused = await guard(request, write, language);
  if (refused?.status === 403) throw data(refused.message, { status: 403 });
  const texts = write.texts(catalogue(language));
  const formData = await readForm(request, ...formLimit(write as PublicWrite<never, unknown>, texts, "page"));
  const submission = parseWithZod(formData, { schema: schemaFor(language) });
  if (refused) return { ...refused, reply: submission.reply(), form: formData };
  if (submission.status !== "success") {
    return {
      ok: false,
      status: 400,
      message: "Validation failed",
      notice: null,
      reply: submission.reply(),
      form: formData,
    };
  }
  const outcome = await storeAndFollow(write, language, prepare(submission.value), honeypotFilled(formData));
  return { ...outcome, reply: outcome.ok ? submission.reply({ resetForm: true }) : submission.reply(), form: formData };
}

/** A refused page form's answer: its status, conform's reply for the fields, and the notice to show above them. */
export function refusedData<T extends object = object>(
  outcome: Refused & { reply: SubmissionResult<string[]> },
  extra?: T,
) {
  const notice = outcome.notice && { tone: "error" as const, ...outcome.notice };
  return data({ result: outcome.reply, notice, ...(extra as T) }, outcome.status);
}

/** A page's answer in place to an accepted form: the cleared form, and the success notice above it. */
export function acceptedData(outcome: { reply: SubmissionResult<string[]> }, notice: Notice) {
  return { result: outcome.reply, notice: { tone: "success" as const, ...notice } };
}

/**
 * The /api twin: a JSON body read within the cap (or, for a write that takes a file, a multipart form with the
 * same fields) and validated with the API schema; every refusal is the JSON error of decisions.md, in English.
 * The body's optional `language` ("en" by default, or "es") is the language the row keeps and the person's
 * e-mail is written in. `respond` turns the stored row (null for a honeypot) into the 2xx answer.
 */
export async function apiWrite<S extends z.ZodType, Input, Stored>(
  request: Request,
  write: PublicWrite<Input, Stored>,
  schema: S,
  respond: (stored: Stored | null) => Response | Promise<Response>,
  ...[prepare = (value) => value as Input]: Prepare<S, Input>
): Promise<ApiWrite> {
  const refused = await guard(request, write, "en");
  if (refused) throw new HttpError(refused.status, refused.message);
  const body = await readApiBody(request, write as PublicWrite<never, unknown>);
  const language = languageField(body.language);
  const input = prepare(validate(schema, body));
  const outcome = await storeAndFollow(write, language, input, honeypotFilled(body));
  if (!outcome.ok) throw new HttpError(outcome.status, outcome.message, { errors: outcome.errors });
  // Awaited here: a respond that throws (409) would otherwise reject before apiAction is listening, which workerd
  // reports as an unhandled rejection even though apiAction answers it. A visitor's write: no audit entry.
  return notAudited(await respond(outcome.stored));
}

/** An /api body's `language`: absent is English; anything but a language the site speaks is a 400 naming it. */
export function languageField(value: unknown): Language {
  if (value === undefined || value === null || value === "") return "en";
  if (isLanguage(value)) return value;
  throw new HttpError(400, "Validation failed", {
    errors: { language: [`Language must be ${LANGUAGES.join(" or ")}`] },
  });
}

/** A JSON object, or (for a write that takes a file) a multipart form's fields as one, each field's first value. */
async function readApiBody(request: Request, write: PublicWrite<never, unknown>): Promise<Record<string, unknown>> {
  const type = (request.headers.get("Content-Type") ?? "").toLowerCase();
  if (!write.upload || !type.startsWith("multipart/form-data")) return readJsonObject(request);
  const form = await parseFormBody(request, ...formLimit(write, write.texts(catalogue("en")), "api"));
  const body: Record<string, unknown> = {};
  for (const [name, value] of form) body[name] ??= write.lists?.includes(name) ? form.getAll(name) : value;
  return body;
}
