// The write half of an /api resource's record URL (`/api/<resource>/{id}`): PATCH changes only the fields it names
// (fields not named keep their values, as clients of a JSON API expect), a body of the switch's field alone
// (`{published}`, `{active}`) is the spec's switch, and DELETE deletes. Each resource names its model functions,
// its schema, its role list and its audit entity once; the route's declaration (apiRoute) does the rest.
import type { z } from "~/platform/zod";
import { json } from "~/platform/http.server";
import type { AuditAction, AuditEntity, UserRole } from "~/schemas/vocabulary";
import {
  type ApiArgs,
  type ApiWriter,
  audited,
  idParam,
  readJsonObject,
  requireApiUser,
  validate,
} from "~/server/api.server";

export type RecordWrites<Row, S extends z.ZodType> = {
  roles: UserRole[];
  entity: AuditEntity;
  /** The record's key in the JSON answer: `{ post: … }`. */
  key: string;
  /** The answer to a DELETE: `{ message }`. */
  deleted: string;
  get: (id: number) => Promise<Row>;
  /** The record's id from the URL's segment: a number by default (404 otherwise); a slug resource looks it up. */
  idOf?: (segment: string | undefined) => Promise<number>;
  /** A row as the schema's input, so a PATCH body is laid over the values it does not name. */
  inputOf: (row: Row) => Record<string, unknown>;
  schema: S;
  update: (id: number, input: z.infer<S>) => Promise<Row>;
  /** What an update's audit entry may quote (default: the input; the summary's allow-list picks from it). */
  quote?: (input: z.infer<S>) => Record<string, unknown>;
  remove: (id: number) => Promise<void>;
  toApi: (row: Row) => unknown;
  /** The record's on/off switch, when it has one: a body of `field` alone sets it through `set`. */
  toggle?: {
    field: string;
    schema: z.ZodType<Record<string, boolean>>;
    set: (id: number, on: boolean) => Promise<Row>;
    audit: AuditAction;
  };
};

/**
 * The PATCH and DELETE handlers of `/api/<resource>/{id}` for the resource `writes` describes, for its route's
 * declaration: `apiRoute({ GET: read, ...recordWrites({ … }) })`.
 */
export function recordWrites<A extends ApiArgs, Row, S extends z.ZodType>(
  writes: RecordWrites<Row, S>,
): { PATCH: ApiWriter<A>; DELETE: ApiWriter<A> } {
  const { entity, key, toggle } = writes;
  /** The caller (one of the resource's roles), then the record's id. */
  const target = async ({ request, params }: A) => {
    const by = await requireApiUser(request, writes.roles);
    const segment = params.id ?? params.slug; // the URL's one segment: `{id}`, or `{slug}` where a slug names it
    return { by, id: writes.idOf ? await writes.idOf(segment) : idParam(segment) };
  };
  return {
    PATCH: async (args) => {
      const { by, id } = await target(args);
      const body = await readJsonObject(args.request);
      if (toggle && Object.keys(body).length === 1 && toggle.field in body) {
        const input = validate(toggle.schema, body);
        const row = await toggle.set(id, input[toggle.field]!);
        return audited({ by, entity, action: toggle.audit, id, input }, json({ [key]: writes.toApi(row) }));
      }
      const input = validate(writes.schema, { ...writes.inputOf(await writes.get(id)), ...body });
      const row = await writes.update(id, input);
      const quoted = writes.quote ? writes.quote(input) : input;
      return audited({ by, entity, action: "update", id, input: quoted }, json({ [key]: writes.toApi(row) }));
    },
    DELETE: async (args) => {
      const { by, id } = await target(args);
      await writes.remove(id);
      return audited({ by, entity, action: "delete", id }, json({ message: writes.deleted }));
    },
  };
}
