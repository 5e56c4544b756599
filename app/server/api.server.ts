// The /api plumbing: a route's one declaration (apiRoute: its methods and their handlers), who is calling, reading a
// JSON body against a schema, turning failures into JSON, and the write pipeline: every /api write (apiAction)
// answers with what it audits, declared in its own route's code.
import type { z } from "zod";
import { getSessionUser } from "~/server/auth.server";
import { parseFormBody, readBody } from "~/platform/body.server";
import { HttpError } from "~/platform/errors.server";
import { parseId } from "~/platform/params";
import { json, jsonError } from "~/platform/http.server";
import { invalidatePublicPages } from "~/platform/edge-cache.server";
import { currentRequestId, logError } from "~/platform/request-telemetry.server";
import type { StaffUser } from "~/db/schema";
import { actingFrom, recordWrite } from "~/models/audit-log.server";
import { mustSetUpTwoFactor, TWO_FACTOR_MESSAGES } from "~/models/two-factor.server";
import type { AuditAction, AuditEntity, UserRole } from "~/schemas/vocabulary";

export const MAX_JSON_BYTES = 1_000_000;

/**
 * Signed-in staff with one of the roles (and two-factor, where it is required of them), or a 401 / 403 JSON answer.
 * A write names them in its audit declaration.
 */
export async function requireApiUser(request: Request, roles: UserRole[] = ["admin", "editor"]): Promise<StaffUser> {
  const user = await getSessionUser(request);
  if (!user) throw new HttpError(401, "Authentication required");
  if (!roles.includes(user.role)) throw new HttpError(403, "Forbidden");
  // The back office's rule (requireStaffMiddleware): an administrator who must set up two-factor does that first.
  if (await mustSetUpTwoFactor(user)) throw new HttpError(403, TWO_FACTOR_MESSAGES.requiredForApi);
  return user;
}

/**
 * Who reads a public resource (a post, a listing, a case study): signed-in staff see drafts too. An administrator who
 * must set up two-factor first reads it as a visitor does.
 */
export async function apiViewer(request: Request): Promise<StaffUser | null> {
  const user = await getSessionUser(request);
  return user && !(await mustSetUpTwoFactor(user)) ? user : null;
}

/** The field errors of a failed parse, keyed by top-level field. */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const list = (errors[String(issue.path[0] ?? "body")] ??= []);
    if (!list.includes(issue.message)) list.push(issue.message);
  }
  return errors;
}

export async function readJson(request: Request): Promise<unknown> {
  const type = request.headers.get("Content-Type") ?? "";
  if (!type.toLowerCase().startsWith("application/json")) {
    throw new HttpError(415, "Content-Type must be application/json");
  }
  const text = new TextDecoder().decode(await readBody(request, MAX_JSON_BYTES));
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new HttpError(400, "Malformed JSON");
  }
  if (nestedDeeperThan(value, MAX_JSON_DEPTH)) throw new HttpError(400, "JSON is nested too deeply");
  return value;
}

/** No body the API takes nests more than a few levels; deeper is abuse, refused before anything walks it. */
export const MAX_JSON_DEPTH = 8;

function nestedDeeperThan(root: unknown, limit: number): boolean {
  const stack: [unknown, number][] = [[root, 0]];
  while (stack.length) {
    const [value, depth] = stack.pop()!;
    if (value === null || typeof value !== "object") continue;
    if (depth >= limit) return true;
    for (const child of Object.values(value)) stack.push([child, depth + 1]);
  }
  return false;
}

/** A JSON object body, or a 400. */
export async function readJsonObject(request: Request): Promise<Record<string, unknown>> {
  const body = await readJson(request);
  if (body === null || typeof body !== "object" || Array.isArray(body)) {
    throw new HttpError(400, "Validation failed", { errors: { body: ["Expected a JSON object"] } });
  }
  return body as Record<string, unknown>;
}

/** The value checked against the schema, or a 400 with the field errors. Pure: it returns, or it throws. */
export function validate<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new HttpError(400, "Validation failed", { errors: fieldErrors(parsed.error) });
  return parsed.data;
}

/** Parses a JSON object body with the schema, or fails with 400 and the field errors. */
export async function parseJson<S extends z.ZodType>(request: Request, schema: S): Promise<z.infer<S>> {
  return validate(schema, await readJsonObject(request));
}

/** A record id from the URL, or a 404: the same rule as every id (params.ts). */
export function idParam(value: string | undefined): number {
  const id = parseId(value);
  if (id === null) throw new HttpError(404, "Not found");
  return id;
}

/**
 * A write on one record (`/api/contacts/{id}/…`) by staff with one of `roles`: the role check, then the id from the
 * URL (404 when it is not one), then `handle`, which answers with what it audits. The route's handler for a method.
 */
export function recordApi<A extends ApiArgs>(
  roles: UserRole[],
  handle: (id: number, by: StaffUser, args: A) => Promise<ApiWrite>,
): ApiWriter<A> {
  return async (args) => {
    const by = await requireApiUser(args.request, roles);
    // Awaited here, so a handler that refuses before its first await (a bad second id in the URL) is caught as one
    // that refuses later is: workerd reports a promise rejected before any handler is attached as unhandled.
    return await handle(idParam(args.params.id), by, args);
  };
}

/** Every HttpError as its JSON answer, a thrown Response as itself, anything else as a logged, bare 500. */
function failure(error: unknown): Response {
  if (error instanceof Response) return error;
  if (error instanceof HttpError) return jsonError(error.status, error.message, error.errors);
  logError(error);
  return json({ message: "Internal server error", requestId: currentRequestId() }, 500);
}

/**
 * Runs an /api read (a route's GET), answering every HttpError as JSON and anything else as a logged, bare 500. It
 * audits nothing, so it refuses (500) any method but GET and HEAD: a write goes through apiAction.
 */
async function api(request: Request, handler: () => Promise<Response>): Promise<Response> {
  if (request.method !== "GET" && request.method !== "HEAD")
    return failure(new Error(`api() is for reads; a ${request.method} must go through apiAction`));
  try {
    return await handler();
  } catch (error) {
    return failure(error);
  }
}

/**
 * What an /api write answers and what the audit log gets for it. Made only by `audited`, `ownEntry` and
 * `notAudited`, so an apiAction handler cannot answer without saying which.
 */
export type ApiWrite = { readonly response: Response; readonly audit: ApiAudit };

/**
 * The plain entry a staff write declares: `by` (the user requireApiUser returned) did `action` to `entity` (record
 * `id`, when the URL names one), summarised from `input`, the validated body (audit-log.server.ts `summarize`).
 */
export type AuditDeclaration = {
  by: StaffUser;
  entity: AuditEntity;
  action: AuditAction;
  id?: number | null;
  input?: unknown;
};

type ApiAudit = ({ kind: "entry" } & AuditDeclaration) | { kind: "own"; by: StaffUser | null } | { kind: "none" };

/** A staff write that gets the plain entry it declares. */
export function audited(declared: AuditDeclaration, response: Response): ApiWrite {
  return { response, audit: { kind: "entry", ...declared } };
}

/**
 * A write whose handler (or the model it calls) records its own, more specific entry: a password changed, a session
 * ended, a sign-in. `by`: the staff user who made it through requireApiUser, or null when nobody was signed in.
 */
export function ownEntry(by: StaffUser | null, response: Response): ApiWrite {
  return { response, audit: { kind: "own", by } };
}

/** A write the audit log does not record: nobody signed in acts (a public form, a provider's webhook). */
export function notAudited(response: Response): ApiWrite {
  return { response, audit: { kind: "none" } };
}

function isApiWrite(value: unknown): value is ApiWrite {
  const audit = (value as Partial<ApiWrite> | null)?.audit;
  return (value as Partial<ApiWrite> | null)?.response instanceof Response && typeof audit?.kind === "string";
}

/**
 * Runs an /api write (a route's handler for any method but GET): the handler throws its refusals (HttpError, or a
 * Response) and answers a success with `audited`, `ownEntry` or `notAudited`. After a successful staff write, public
 * pages are invalidated (it may change one, like the same write from an admin screen) and the declared entry is
 * written. A handler that answers with a bare Response (past the types) is refused with a 500: a write must say what
 * it audits.
 */
async function apiAction(request: Request, handler: () => Promise<ApiWrite>): Promise<Response> {
  let written: ApiWrite;
  try {
    written = await handler();
  } catch (error) {
    return failure(error);
  }
  if (!isApiWrite(written)) return failure(new Error("An /api write answered without declaring what it audits"));
  const { response, audit } = written;
  if (response.status >= 400 || audit.kind === "none" || !audit.by) return response;
  await invalidatePublicPages().catch((error) => logError(error, { what: "cache invalidation failed" }));
  if (audit.kind === "entry") {
    const { by, action, entity, id = null, input } = audit;
    await recordWrite(actingFrom(request, by), { action, entity, entityId: id, input });
  }
  return response;
}

/** The methods an /api route can serve; HEAD comes with GET (React Router answers it with the loader). */
export type ApiMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** What a route's handler is given: its loader's or action's arguments (the route's `Route.ActionArgs`). */
export type ApiArgs = { request: Request; params: Record<string, string | undefined> };

/** A handler for a write method: it throws its refusals and answers with what it audits. */
export type ApiWriter<A extends ApiArgs> = (args: A) => Promise<ApiWrite>;

/** An /api route's handlers, one per method it serves: GET answers a read, every other method is a write. */
export type ApiHandlers<A extends ApiArgs> = { GET?: (args: A) => Promise<Response> } & {
  [M in Exclude<ApiMethod, "GET">]?: ApiWriter<A>;
};

/**
 * An /api route, declared once: `const { loader, action } = apiRoute<Route.ActionArgs>({ GET: read, PATCH: fix })`,
 * exported with `export { loader, action }` (React Router's build cannot strip a destructured export from the
 * client bundle). The method comes first, as in any router: one the route has no handler for is a 405 whose Allow
 * header (RFC 9110 §15.5.6) lists the handlers' methods, before anything is read or checked. Then the handler runs:
 * a read answers every refusal as JSON (api), a write also audits what it declares (apiAction). Each handler checks
 * its caller itself (requireApiUser, recordApi, a signed link or the public-write pipeline): the order is method,
 * caller, id, body.
 */
export function apiRoute<A extends ApiArgs = ApiArgs>(handlers: ApiHandlers<A>) {
  const served = Object.keys(handlers) as ApiMethod[];
  const allow = served.flatMap((m) => (m === "GET" ? ["GET", "HEAD"] : [m])).join(", ");
  const refuse = async () => {
    const response = jsonError(405, "Method not allowed");
    response.headers.set("Allow", allow);
    return response;
  };
  const writers = new Map(Object.entries(handlers).filter(([method]) => method !== "GET"));
  const read = handlers.GET;
  return {
    loader: (args: A): Promise<Response> => (read ? api(args.request, () => read(args)) : refuse()),
    action: (args: A): Promise<Response> => {
      const write = writers.get(args.request.method) as ApiWriter<A> | undefined;
      return write ? apiAction(args.request, () => write(args)) : refuse();
    },
  };
}

/** A multipart body with a file, refused early when it is clearly over the limit. */
export function readMultipart(request: Request, maxBytes: number, tooLarge: string): Promise<FormData> {
  // The form's other fields and boundaries take a little room beyond the file itself.
  return parseFormBody(request, maxBytes + 64 * 1024, tooLarge);
}
