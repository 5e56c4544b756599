// The JSON API of the proof collections (docs/decisions/0025), written once: `/api/testimonials`, `/api/team` and
// `/api/logos` each make one with their collection, schema and envelope names.
//   GET  list → {<plural>}: anonymous callers get the published rows in order; signed-in staff get every row.
//   POST list (editors and admins) → 201 {<singular>}; JSON only (415 otherwise), 413 over 1 MB, 400 naming fields.
//   GET  /{id} → {<singular>} (404 for an unpublished one unless staff); PATCH /{id}: only the fields it names (the
//   rest keep their values, and the whole is checked again); DELETE /{id}. Every write audited; public pages
//   invalidated by the write pipeline.
import type { z } from "zod";
import {
  apiRoute,
  apiViewer,
  audited,
  idParam,
  parseJson,
  readJsonObject,
  recordApi,
  requireApiUser,
  validate,
} from "~/server/api.server";
import { json } from "~/platform/http.server";
import { notFound } from "~/platform/errors.server";
import type { AuditEntity, UserRole } from "~/schemas/vocabulary";
import { logoCollection } from "~/models/logos.server";
import { teamMemberCollection } from "~/models/team-members.server";
import { testimonialCollection } from "~/models/testimonials.server";
import { LOGO_MESSAGES, logoSchema } from "~/schemas/logo";
import { TEAM_MEMBER_MESSAGES, teamMemberSchema } from "~/schemas/team-member";
import { TESTIMONIAL_MESSAGES, testimonialSchema } from "~/schemas/testimonial";

/** Who may write the proof collections: editors as well as admins (issue 28). */
export const PROOF_ROLES: UserRole[] = ["admin", "editor"];

type Row = { id: number; published: boolean };
type Collection<R extends Row, I> = {
  list: (options?: { publishedOnly?: boolean }) => Promise<R[]>;
  find: (id: number) => Promise<R | null>;
  get: (id: number) => Promise<R>;
  create: (input: I) => Promise<R>;
  update: (id: number, input: I) => Promise<R>;
  remove: (id: number) => Promise<unknown>;
};

export function proofApi<R extends Row, S extends z.ZodObject>(spec: {
  entity: AuditEntity;
  plural: string;
  singular: string;
  notFound: string;
  deleted: string;
  schema: S;
  collection: Collection<R, z.output<S>>;
}) {
  const { entity, plural, singular, schema, collection } = spec;
  const fields = Object.keys(schema.shape);
  /** The row as the schema's input, so a PATCH can lay the fields it names over it. */
  const inputOf = (row: R) => Object.fromEntries(fields.map((f) => [f, (row as Record<string, unknown>)[f]]));

  return {
    /** The list URL's route: `/api/<plural>`. */
    list: apiRoute({
      GET: async ({ request }) => {
        const staff = await apiViewer(request);
        return json({ [plural]: await collection.list({ publishedOnly: !staff }) });
      },
      POST: async ({ request }) => {
        const by = await requireApiUser(request, PROOF_ROLES);
        const input = await parseJson(request, schema);
        const row = await collection.create(input);
        return audited({ by, entity, action: "create", id: row.id, input }, json({ [singular]: row }, 201));
      },
    }),

    /** A record URL's route: `/api/<plural>/{id}`. */
    record: apiRoute({
      GET: async ({ request, params }) => {
        const row = await collection.find(idParam(params.id));
        if (!row || (!row.published && !(await apiViewer(request)))) throw notFound(spec.notFound);
        return json({ [singular]: row });
      },
      PATCH: recordApi(PROOF_ROLES, async (id, by, { request }) => {
        const body = await readJsonObject(request);
        const input = validate(schema, { ...inputOf(await collection.get(id)), ...body });
        const row = await collection.update(id, input);
        // The entry names the fields the request changed, as validated; {published} alone is the switch.
        const named = Object.fromEntries(Object.keys(body).flatMap((k) => (k in input ? [[k, input[k]]] : [])));
        const action = Object.keys(named).length === 1 && "published" in named ? "publish" : "update";
        return audited({ by, entity, action, id, input: named }, json({ [singular]: row }));
      }),
      DELETE: recordApi(PROOF_ROLES, async (id, by) => {
        await collection.remove(id);
        return audited({ by, entity, action: "delete", id }, json({ message: spec.deleted }));
      }),
    }),
  };
}

export const testimonialsApi = proofApi({
  entity: "testimonial",
  plural: "testimonials",
  singular: "testimonial",
  notFound: TESTIMONIAL_MESSAGES.notFound,
  deleted: TESTIMONIAL_MESSAGES.deleted,
  schema: testimonialSchema,
  collection: testimonialCollection,
});

export const teamApi = proofApi({
  entity: "team_member",
  plural: "members",
  singular: "member",
  notFound: TEAM_MEMBER_MESSAGES.notFound,
  deleted: TEAM_MEMBER_MESSAGES.deleted,
  schema: teamMemberSchema,
  collection: teamMemberCollection,
});

export const logosApi = proofApi({
  entity: "logo",
  plural: "logos",
  singular: "logo",
  notFound: LOGO_MESSAGES.notFound,
  deleted: LOGO_MESSAGES.deleted,
  schema: logoSchema,
  collection: logoCollection,
});
