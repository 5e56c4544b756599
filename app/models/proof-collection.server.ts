// What the three proof collections (testimonials, team members, logos: docs/decisions/0025) share: a list ordered
// by `position`, a published switch, moving a row up or down, and create / update / delete with the image a row
// shows checked against the media library. Each entity's model makes one with its table and messages.
import { asc, eq, sql } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import { blogImages } from "~/db/schema";
import { db, deleteById, findById, found, moveInOrder } from "~/db/client.server";
import { validationFailed } from "~/platform/errors.server";
import { IMAGE_MESSAGE } from "~/schemas/proof-fields";

type ProofTable = SQLiteTable & {
  id: SQLiteColumn;
  position: SQLiteColumn;
  published: SQLiteColumn;
  updatedAt: SQLiteColumn;
};

type Common = { position?: number | undefined; published: boolean };

/** The collection's rows and writes. `images`: the input fields that name an image, checked on every write. */
export function proofCollection<T extends ProofTable, Input extends Common>(
  table: T,
  { notFound, images = [] }: { notFound: string; images?: (keyof Input & string)[] },
) {
  type Row = T["$inferSelect"];
  const order = [asc(table.position), asc(table.id)];

  /** An uploaded image must still be in the media library (a demo drawing is a static file, always there). */
  async function checkImages(input: Partial<Input>) {
    const errors: Record<string, string[]> = {};
    for (const field of images) {
      const url = input[field];
      if (typeof url !== "string" || !url.startsWith("/media/")) continue;
      const [row] = await db().select({ id: blogImages.id }).from(blogImages).where(eq(blogImages.url, url)).limit(1);
      if (!row) errors[field] = [IMAGE_MESSAGE];
    }
    if (Object.keys(errors).length) throw validationFailed(errors);
  }

  const collection = {
    /** The published rows in order, as a query (for a page's one batched read). */
    publishedQuery: () =>
      db()
        .select()
        .from(table as SQLiteTable)
        .where(eq(table.published, true))
        .orderBy(...order)
        .limit(100),

    /** That query's result, typed as the table's rows. */
    rowsOf: (result: unknown) => result as Row[],

    /** Every row in order (the admin list and a staff API read), or the published ones. */
    list: async ({ publishedOnly = false } = {}): Promise<Row[]> => {
      const query = db()
        .select()
        .from(table as SQLiteTable)
        .$dynamic();
      return (await (publishedOnly ? query.where(eq(table.published, true)) : query)
        .orderBy(...order)
        .limit(500)) as Row[];
    },

    find: (id: number): Promise<Row | null> => findById(table, id),

    get: async (id: number): Promise<Row> => found(await findById(table, id), notFound),

    /** A new row; without a position it goes after the last one. */
    create: async (input: Input): Promise<Row> => {
      await checkImages(input);
      const { position, ...rest } = input;
      const next = sql`(select coalesce(max(${table.position}), -1) + 1 from ${table})`;
      const [row] = await db()
        .insert(table)
        .values({ ...rest, position: position ?? next } as never)
        .returning();
      return row as Row;
    },

    update: async (id: number, input: Input): Promise<Row> => {
      await checkImages(input);
      const { position, ...rest } = input;
      const [row] = await db()
        .update(table)
        .set({ ...rest, ...(position === undefined ? {} : { position }), updatedAt: new Date() } as never)
        .where(eq(table.id, id))
        .returning();
      return found(row as Row | undefined, notFound);
    },

    setPublished: async (id: number, published: boolean): Promise<Row> => {
      const [row] = await db()
        .update(table)
        .set({ published, updatedAt: new Date() } as never)
        .where(eq(table.id, id))
        .returning();
      return found(row as Row | undefined, notFound);
    },

    /** One place up or down in the list (moveInOrder). */
    move: (id: number, direction: "up" | "down"): Promise<void> =>
      moveInOrder(table, id, direction, { notThere: notFound }),

    remove: (id: number) => deleteById(table, id, notFound),
  };
  return collection;
}
