// The server half of the proof collections' screens (testimonials, team, logos: docs/decisions/0025), written once.
// The list: publish switch, move up or down, delete. The editor: one "save" intent that creates or updates and
// goes back to the list. Every intent goes through adminAction (audited as the signed-in user; public pages
// invalidated), and the media library's recent images are offered for a row's picture.
import { data as answer } from "react-router";
import type { z } from "zod";
import { adminAction, deleteIntent, flash, intent, moveIntent } from "~/server/admin-action.server";
import { listBlogImages } from "~/models/blog-images.server";
import { dialogId, readDialog } from "~/platform/dialog";
import { parseId } from "~/platform/params";
import { recordId, switchAction } from "~/schemas/fields";
import type { AuditEntity } from "~/schemas/vocabulary";

type Row = { id: number; published: boolean };
type Collection<R extends Row, I> = {
  list: () => Promise<R[]>;
  find: (id: number) => Promise<R | null>;
  create: (input: I) => Promise<R>;
  update: (id: number, input: I) => Promise<R>;
  setPublished: (id: number, value: boolean) => Promise<R>;
  move: (id: number, direction: "up" | "down") => Promise<void>;
  remove: (id: number) => Promise<unknown>;
};

export type ProofScreen<R extends Row, S extends z.ZodObject> = {
  /** The list's path (/admin/testimonials): actions go back there. */
  path: string;
  entity: AuditEntity;
  /** "Testimonial": the toasts' and the not-found answer's noun. */
  noun: string;
  schema: S;
  collection: Collection<R, z.output<S>>;
};

/** A screen's settings, checked against ProofScreen with its row and input types read from its collection. */
export const proofScreen = <R extends Row, S extends z.ZodObject>(screen: ProofScreen<R, S>) => screen;

/** The list: every row in order, and the one the delete dialog asks about. */
export async function proofListData<R extends Row>(request: Request, collection: Collection<R, never>) {
  const rows = await collection.list();
  const id = dialogId(readDialog(new URL(request.url).searchParams, ["delete"]), "delete");
  return { rows, target: id ? (rows.find((r) => r.id === id) ?? null) : null };
}

export function proofListAction<R extends Row, S extends z.ZodObject>(screen: ProofScreen<R, S>) {
  const { collection } = screen;
  return adminAction({
    path: screen.path,
    entity: screen.entity,
    intents: {
      // The switch saves in the background and keeps the user on the list: no redirect, no toast.
      publish: intent({
        schema: switchAction,
        run: async ({ id, value }) => {
          await collection.setPublished(id, value);
          return { result: null, error: null };
        },
      }),
      // The order is what the public page shows: an update of the list.
      move: moveIntent(collection.move, (direction) => ({ title: `${screen.noun} moved ${direction}` })),
      delete: deleteIntent((id) => collection.remove(id), { title: `${screen.noun} deleted` }),
    },
  });
}

/** The editor's data: the row (null for a new one; a 404 for an id that is not there) and the media to pick from. */
export async function proofEditorData<R extends Row>(
  idParam: string | undefined,
  { collection, noun }: { collection: Collection<R, never>; noun: string },
) {
  const id = idParam === undefined ? null : parseId(idParam);
  const row = id ? await collection.find(id) : null;
  if (idParam !== undefined && !row) throw answer(`${noun} not found`, { status: 404 });
  const media = (await listBlogImages(24)).map((m) => ({ url: m.url, fileName: m.fileName }));
  return { row, media };
}

export function proofEditorAction<R extends Row, S extends z.ZodObject>(screen: ProofScreen<R, S>) {
  const { collection } = screen;
  const saveForm = screen.schema.extend({ id: recordId.optional() });
  return adminAction({
    path: screen.path,
    entity: screen.entity,
    intents: {
      save: intent({
        schema: saveForm,
        dialog: {},
        audit: (input) => (input.id ? "update" : "create"),
        run: async ({ id, ...input }) => {
          const values = input as z.output<S>;
          if (id) await collection.update(id as number, values);
          else await collection.create(values);
          return flash({ type: "success", title: `${screen.noun} saved` }, screen.path);
        },
      }),
    },
  });
}
