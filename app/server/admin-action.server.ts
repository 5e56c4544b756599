// The one way an admin screen handles a POST: guard (the route's middleware) → bounded read → intent →
// that intent's schema → its handler → toast and redirect → audit entry. A typed model error (HttpError) becomes
// the toast, or the dialog's alert, here and nowhere else. An intent no screen offers is a 400 before any work.
// Who acts is the user the admin layout's middleware put in the route context, passed on explicitly (`ctx.by`).
// A new admin screen lists its intents, each a zod schema and a handler (README, Layout), and exports
// `const action = adminAction({ entity, intents })`.
import { parseWithZod } from "@conform-to/zod/v4";
import type { SubmissionResult } from "@conform-to/react";
import {
  data,
  type Params,
  type RouterContextProvider,
  type UNSAFE_DataWithResponseInit as DataWithResponseInit,
} from "react-router";
import type { z } from "zod";
import { readForm } from "~/platform/body.server";
import { HttpError } from "~/platform/errors.server";
import { listUrl } from "~/platform/params";
import { moveAction, recordAction } from "~/schemas/fields";
import type { Toast } from "~/platform/toast";
import { redirectWithToast } from "~/server/toast.server";
import { invalidatePublicPages } from "~/platform/edge-cache.server";
import { logError } from "~/platform/request-telemetry.server";
import type { AuditAction, AuditEntity } from "~/schemas/vocabulary";
import { actingFrom, idOfInput, intentAction, recordWrite, type StaffActing } from "~/models/audit-log.server";
import { staffUser } from "~/server/auth.server";
import type { StaffUser } from "~/db/schema";

/**
 * What follows every successful admin action, whatever the screen: side effects that hang off the pipeline, not
 * off a screen. Awaited before the answer, so the admin's next view already sees the change; a failure is logged
 * and never fails the action. (Every admin write counts as possibly public: a new cache version only costs misses.)
 */
const afterSuccess: ((path: string) => Promise<unknown>)[] = [() => invalidatePublicPages()];

async function runAfterSuccess(path: string) {
  for (const hook of afterSuccess) {
    try {
      await hook(path);
    } catch (error) {
      logError(error, { what: "admin after-success hook failed" });
    }
  }
}

/** Where a handler sends the user: back to the list (or `to`) with a toast. */
class Flash {
  constructor(
    readonly toast: Toast,
    readonly to?: string,
  ) {}
}

export const flash = (toast: Toast, to?: string) => new Flash(toast, to);

/** What a dialog form shows above its fields when saving failed. */
export type FormAlert = { title: string; text: string };

export type ActionContext = {
  request: Request;
  /** Who acts (the admin layout's user) and from where: what every audit entry of this action names. */
  by: StaffActing;
  form: FormData;
  /** The list this action came from, with its search and page (from the form's `returnTo`). */
  back: string;
  /** conform's reply for the submitted form, with extra field errors if the handler has them. */
  reply: (options?: { fieldErrors?: Record<string, string[]> }) => SubmissionResult<string[]>;
};

/** What a screen's form reads back from its action (useActionData): conform's reply and the dialog's alert. */
export type FormAnswer = { result: SubmissionResult<string[]> | null; error: FormAlert | null };

type Answer = Flash | Response | FormAnswer | DataWithResponseInit<FormAnswer>;

type Common<S extends z.ZodType> = {
  schema: S;
  run: (input: z.output<S>, ctx: ActionContext) => Promise<Answer>;
  /**
   * The entry the pipeline writes for this intent: its action (default: from the intent's name). `false`: none,
   * because it writes nothing or because its handler (or the model it calls) records its own, more specific entry;
   * say which beside it. A function decides from the input when that depends on it.
   */
  audit?: AuditAction | false | ((input: z.output<S>) => AuditAction | false);
};

/** A quick action (a switch, a button): it answers with a toast; `failed` words a typed model error's toast. */
type QuickIntent<S extends z.ZodType> = Common<S> & {
  dialog?: undefined;
  failed?: (error: HttpError, input: z.output<S>) => Toast;
};

/**
 * A dialog form: validation errors and failures answer in the form, keeping its input (minus `hideFields`);
 * a model's field errors (validationFailed) go on their fields, `fieldFor` puts a failure of that status on a
 * field (409 → the slug that is taken), and `failed` words the alert for the rest.
 */
type DialogIntent<S extends z.ZodType> = Common<S> & {
  dialog: { hideFields?: string[]; fieldFor?: Partial<Record<number, string>> };
  failed?: (error: HttpError, input: z.output<S>) => FormAlert;
};

type Intent<S extends z.ZodType> = QuickIntent<S> | DialogIntent<S>;

/** Declares one intent, so its handler's input is typed by its schema. */
export const intent = <S extends z.ZodType>(spec: Intent<S>) => spec;

type Done = Omit<Toast, "type">;

/**
 * The delete a list offers on its rows: the row's id, `remove`d, then back to the list with the success toast `done`
 * (worded from what `remove` answered, when it says more). A model's refusal (a 404: already gone) answers with
 * `failed`: the toast's text, or the whole toast; without it, the error's own message.
 */
export function deleteIntent<R>(
  remove: (id: number) => Promise<R>,
  done: Done | ((removed: R) => Done),
  failed?: string | ((error: HttpError) => Toast),
): QuickIntent<typeof recordAction> {
  return {
    schema: recordAction,
    run: async ({ id }) => {
      const removed = await remove(id);
      return flash({ type: "success", ...(typeof done === "function" ? done(removed) : done) });
    },
    failed: typeof failed === "string" ? refusal(failed) : failed,
  };
}

/** A refusal's toast worded by the screen: "Error" over its text. */
const refusal = (description: string) => (): Toast => ({ type: "error", title: "Error", description });

/**
 * The move an ordered list offers on its rows (`MoveButtons`): the row's id and direction, `move`d, then back to the
 * list with the toast `done` (worded from the direction, when it says it). Audited as an update of the row. A model's
 * refusal answers with `failed` when the screen words it, else the error's own message.
 */
export function moveIntent(
  move: (id: number, direction: "up" | "down") => Promise<unknown>,
  done: Done | ((direction: "up" | "down") => Done),
  failed?: string,
): QuickIntent<typeof moveAction> {
  return {
    schema: moveAction,
    audit: "update",
    run: async ({ id, direction }) => {
      await move(id, direction);
      return flash({ type: "success", ...(typeof done === "function" ? done(direction) : done) });
    },
    failed: failed === undefined ? undefined : refusal(failed),
  };
}

type Options = {
  /**
   * The list actions go back to with its search (`returnTo`): by default the page the form was posted to; a
   * screen that is not its list (an editor) names its list.
   */
  path?: string;
  /** What the screen's writes are about, in the audit log. */
  entity: AuditEntity;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each intent keeps its own schema's type
  intents: Record<string, Intent<any>>;
  /** A larger body cap for screens that take uploads. */
  maxBytes?: number;
  tooLarge?: string;
};

/** The page an admin form was posted to (a client-side submission's `.data` suffix removed). */
const ownPath = (request: Request) => new URL(request.url).pathname.replace(/\.data$/, "");

/** A handler may answer a refusal itself (a 4xx form answer) rather than throw one: nothing was written then. */
function refused(answer: Answer): boolean {
  if (answer instanceof Response) return answer.status >= 400;
  if (answer instanceof Flash) return false;
  const init = (answer as { init?: ResponseInit | null }).init;
  return (init?.status ?? 200) >= 400;
}

/** A route action's arguments under the admin layout, whose middleware put the signed-in user in `context`. */
type AdminActionArgs = { request: Request; params: Params; context: Readonly<RouterContextProvider> };

/** What a screen whose intents depend on the request builds them from: who acts, the request, the URL's params. */
type ScreenRequest = { user: StaffUser; request: Request; params: Params };

/**
 * A screen's action: `export const action = adminAction({ entity, intents })`. A screen whose intents close over
 * who acts or the URL's params declares them as a function of the request (`adminAction(({ user }) => ({ … }))`).
 */
export function adminAction(screen: Options | ((on: ScreenRequest) => Options)) {
  return async ({ request, params, context }: AdminActionArgs): Promise<Exclude<Answer, Flash>> => {
    const user = staffUser(context);
    const options = typeof screen === "function" ? screen({ user, request, params }) : screen;
    return handle(request, user, options);
  };
}

async function handle(
  request: Request,
  user: StaffUser,
  { path = ownPath(request), entity, intents, maxBytes, tooLarge }: Options,
): Promise<Exclude<Answer, Flash>> {
  const by = actingFrom(request, user);
  const form = await readForm(request, maxBytes, tooLarge);
  const name = form.get("intent");
  const spec = typeof name === "string" && Object.hasOwn(intents, name) ? intents[name]! : null;
  if (!spec) throw data("Unknown action.", { status: 400 });

  const back = listUrl(path, form.get("returnTo"));
  const submission = parseWithZod(form, { schema: spec.schema });
  const hideFields = spec.dialog?.hideFields;
  const ctx: ActionContext = {
    request,
    by,
    form,
    back,
    reply: (options) => submission.reply({ ...options, hideFields }),
  };
  if (submission.status !== "success") {
    if (spec.dialog) return data<FormAnswer>({ result: ctx.reply(), error: null }, 400);
    const issue = Object.values(submission.error ?? {}).flat()[0];
    throw data(issue ?? "Invalid request.", { status: 400 });
  }

  let answer: Answer;
  try {
    answer = await spec.run(submission.value, ctx);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    if (!spec.dialog) {
      const toast = spec.failed?.(error, submission.value) ?? {
        type: "error",
        title: "Error",
        description: error.message,
      };
      return redirectWithToast(request, back, toast);
    }
    const field = spec.dialog.fieldFor?.[error.status];
    const fieldErrors = field ? { [field]: [error.message] } : error.errors;
    if (fieldErrors) return data<FormAnswer>({ result: ctx.reply({ fieldErrors }), error: null }, error.status);
    const alert = spec.failed?.(error, submission.value) ?? { title: "Error", text: error.message };
    return data<FormAnswer>({ result: ctx.reply(), error: alert }, error.status);
  }
  await runAfterSuccess(path);
  // The audit entry for every screen's writes, named by the intent (`audit` on it when its name is not the action).
  const declared = typeof spec.audit === "function" ? spec.audit(submission.value) : spec.audit;
  const action = intentAction(name as string, declared);
  if (action && !refused(answer))
    await recordWrite(by, { action, entity, entityId: idOfInput(submission.value), input: submission.value });
  return answer instanceof Flash ? redirectWithToast(request, answer.to ?? back, answer.toast) : answer;
}
