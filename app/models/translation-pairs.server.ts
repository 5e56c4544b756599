// Rows in two languages (blog posts, job listings, …): which pairs a save may make (a row and its translation, in
// different languages, one pair per row) and what an editor's "Translation of" picker offers. A pair is stored on one
// of its rows (`translationOf`) and read both ways by the collection's model, so either row's page links the other.
// One rule for every translatable table: a collection names its table and its noun, and gets `assert` and `choices`.
import { desc, eq, getTableName, inArray, ne, or, sql } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import { db } from "~/db/client.server";
import { validationFailed } from "~/platform/errors.server";
import { fill } from "~/i18n/catalogue";
import { LANGUAGE_INFO, type Language } from "~/i18n/languages";
import { TRANSLATION_MESSAGES } from "~/schemas/translation-pairs";

/** A table whose rows may be translations of each other: an id, a title to name them by, a language, the pair. */
export type TranslatableTable = SQLiteTable & {
  id: SQLiteColumn;
  title: SQLiteColumn;
  language: SQLiteColumn;
  translationOf: SQLiteColumn;
};

type Row = { id: number; title: string; language: Language; translationOf: number | null };

/** How many rows an editor's "Translation of" picker offers (the most recently updated first). */
const TRANSLATION_CHOICES = 300;

export function translationPairs(
  table: TranslatableTable & { updatedAt: SQLiteColumn },
  noun: { one: string; many: string },
) {
  const t = (key: keyof typeof TRANSLATION_MESSAGES, values: Record<string, string | number> = {}) =>
    fill(TRANSLATION_MESSAGES[key], { noun: noun.one, nouns: noun.many, ...values });
  const refusal = (field: string, message: string) => validationFailed({ [field]: [message] });
  const columns = { id: table.id, title: table.title, language: table.language, translationOf: table.translationOf };
  const staffName = (l: Language) => LANGUAGE_INFO[l].staffName;

  /**
   * A save may pair rows only as the pages can show them: `translationOf` names an existing row in the other language
   * that is paired with no other row, and this row is not already paired elsewhere; a row named as a translation
   * keeps a language different from its pair's. Refused with 400 naming the field and saying why.
   */
  async function assert(
    id: number | null,
    { language, translationOf }: { language: Language; translationOf: number | null },
  ) {
    if (translationOf === null && id === null) return;
    if (translationOf !== null && translationOf === id) throw refusal("translationOf", t("translationSelf"));
    // The row named, rows that name it, the row it names, and rows that name this one: one query.
    const near = [
      ...(translationOf === null
        ? []
        : [
            eq(table.id, translationOf),
            eq(table.translationOf, translationOf),
            inArray(table.id, sql`(select ${table.translationOf} from ${table} where ${table.id} = ${translationOf})`),
          ]),
      ...(id === null ? [] : [eq(table.translationOf, id)]),
    ];
    const rows = (await db()
      .select(columns)
      .from(table)
      .where(or(...near))) as Row[];
    // Rows that name this one, besides the one it names.
    const namers = rows.filter((r) => id !== null && r.translationOf === id && r.id !== translationOf);
    if (translationOf !== null) {
      const target = rows.find((r) => r.id === translationOf);
      if (!target) throw refusal("translationOf", t("translationMissing", { id: translationOf }));
      if (target.language === language)
        throw refusal(
          "translationOf",
          t("translationSameLanguage", { title: target.title, language: staffName(language) }),
        );
      // Another row that names the target or that the target names.
      const rival = rows.find(
        (r) => r.id !== id && r.id !== target.id && (r.translationOf === target.id || target.translationOf === r.id),
      );
      if (rival) throw refusal("translationOf", t("translationTaken", { title: target.title, other: rival.title }));
      if (namers[0]) throw refusal("translationOf", t("translationPaired", { other: namers[0].title }));
    }
    const clash = namers.find((r) => r.language === language);
    if (clash) throw refusal("language", t("languageOfPair", { other: clash.title, language: staffName(language) }));
  }

  /**
   * For the editor of row `id` (null: a new row): the rows it may name as its translation (paired with no other row;
   * the other language is the editor's filter, as the language can change while editing), the one it names, and the
   * row that names it, if any (that pair is changed on that row).
   */
  async function choices(id: number | null, translationOf: number | null) {
    const d = db();
    const pick = { id: table.id, title: table.title, language: table.language };
    // Qualified by hand: drizzle writes a one-table select's columns unqualified, and inside the subquery an
    // unqualified "id" would name the subquery's own row.
    const own = (column: SQLiteColumn) => sql`${sql.identifier(getTableName(table))}.${sql.identifier(column.name)}`;
    const pairedWith = sql<number | null>`coalesce(${own(table.translationOf)}, (select namer.id from ${table} as namer
      where namer.${sql.identifier(table.translationOf.name)} = ${own(table.id)} limit 1))`;
    const [recent, named, namers] = await d.batch([
      d
        .select({ ...pick, pairedWith })
        .from(table)
        .where(id === null ? undefined : ne(table.id, id))
        .orderBy(desc(table.updatedAt), desc(table.id))
        .limit(TRANSLATION_CHOICES),
      d
        .select(pick)
        .from(table)
        .where(eq(table.id, translationOf ?? 0)),
      d
        .select(pick)
        .from(table)
        .where(eq(table.translationOf, id ?? 0))
        .limit(1),
    ]);
    type Choice = { id: number; title: string; language: Language };
    const free = (recent as (Choice & { pairedWith: number | null })[])
      .filter((p) => p.pairedWith === null || p.pairedWith === id)
      .map(({ pairedWith: _, ...p }) => p);
    const first = named[0] as Choice | undefined;
    const list: Choice[] = first && !free.some((p) => p.id === first.id) ? [first, ...free] : free;
    return { choices: list, translatedBy: (namers[0] as Choice | undefined) ?? null };
  }

  return { assert, choices };
}
