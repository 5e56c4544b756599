// The /api plumbing: who is calling, reading a JSON body against a schema, and turning failures into JSON.
import type { z } from "zod";
import { getSessionUser } from "~/server/auth.server";
import { parseFormBody, readBody } from "~/platform/body.server";
import { HttpError } from "~/platform/errors.server";
import { parseId } from "~/platform/params";
import { json, jsonError } from "~/platform/http.server";
import { invalidatePublicPages } from "~/platform/edge-cache.server";
import { currentRequest, logError } from "~/platform/request-store.server";
import type { StaffUser } from "~/db/schema";
import { apiAction, recordWrite } from "~/models/audit-log.server";
import { clientIp } from "~/platform/client-address";
import type { AuditEntity, UserRole } from "~/schemas/vocabulary";

export const MAX_JSON_BYTES = 1_000_000;

/** Signed-in staff with one of the roles, or a 401 / 403 JSON answer. */
export async function requireApiUser(request: Request, roles: UserRole[] = ["admin", "editor"]): Promise<StaffUser> {
  const user = await getSessionUser(request);
  if (!user) throw new HttpError(401, "Authentication required");
  if (!roles.includes(user.role)) throw new HttpError(403, "Forbidden");
  const store = currentRequest();
  if (store) {
    store.staff = true;
    store.actor = { id: user.id, email: user.email };
    store.clientIp = clientIp(request);
  }
  return user;
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

/** The value checked against the schema, or a 400 with the field errors. */
export function validate<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new HttpError(400, "Validation failed", { errors: fieldErrors(parsed.error) });
  // What the write's audit entry summarises (api() below), without every handler handing it over.
  const store = currentRequest();
  if (store) store.auditInput = parsed.data;
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
 * An /api request on one record (`/api/contacts/{id}/…`): the role check, then the method (405 otherwise),
 * then the id from the URL (404 when it is not one), then the handler.
 */
export function recordApi(
  request: Request,
  idValue: string | undefined,
  { entity, method, roles }: { entity: AuditEntity; method: string; roles: UserRole[] },
  handle: (id: number, user: StaffUser) => Promise<Response>,
): Promise<Response> {
  return api(entity, async () => {
    const user = await requireApiUser(request, roles);
    if (request.method !== method) return methodNotAllowed();
    return handle(idParam(idValue), user);
  });
}

/** Runs an /api handler, answering every HttpError as JSON and anything else as a bare 500. */
export async function api(entity: AuditEntity, handler: () => Promise<Response>): Promise<Response> {
  try {
    const response = await handler();
    // A staff write through /api may change a public page, like the same write from an admin screen.
    const store = currentRequest();
    if (store?.staff && store.method !== "GET" && store.method !== "HEAD" && response.status < 400) {
      await invalidatePublicPages().catch((error) => logError(error, { what: "cache invalidation failed" }));
      // The audit entry for every staff write through /api, the same kind of entry an admin screen's write gets.
      const input = store.auditInput;
      await recordWrite(null, { action: apiAction(store.method, store.path, input), entity, path: store.path, input });
    }
    return response;
  } catch (error) {
    if (error instanceof Response) return error;
    if (error instanceof HttpError) return jsonError(error.status, error.message, error.errors);
    logError(error);
    return json({ message: "Internal server error", requestId: currentRequest()?.requestId }, 500);
  }
}

export const methodNotAllowed = () => jsonError(405, "Method not allowed");

/** A multipart body with a file, refused early when it is clearly over the limit. */
export function readMultipart(request: Request, maxBytes: number, tooLarge: string): Promise<FormData> {
  // The form's other fields and boundaries take a little room beyond the file itself.
  return parseFormBody(request, maxBytes + 64 * 1024, tooLarge);
}
