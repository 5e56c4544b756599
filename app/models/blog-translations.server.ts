// Blog posts in two languages: which pairs a save may make (a post and its translation, in different languages, one
// pair per post) and what the editor's "Translation of" picker offers. A pair is stored on one of its posts
// (`translationOf`) and read both ways (blog-posts.server.ts), so either post's page links the other.
import { desc, eq, inArray, ne, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { blogPosts } from "~/db/schema";
import { db } from "~/db/client.server";
import { validationFailed } from "~/platform/errors.server";
import { fill } from "~/i18n/catalogue";
import { LANGUAGE_INFO, type Language } from "~/i18n/languages";
import { BLOG_MESSAGES, type PostInput } from "~/schemas/blog-post";

const source = alias(blogPosts, "source");

/**
 * A save may pair posts only as the pages can show them: `translationOf` names an existing post in the other
 * language that is paired with no other post, and this post is not already paired elsewhere; a post named as a
 * translation keeps a language different from its pair's. Refused with 400 naming the field and saying why.
 */
export async function assertTranslation(id: number | null, { language, translationOf }: PostInput): Promise<void> {
  if (translationOf === null && id === null) return;
  if (translationOf !== null && translationOf === id) throw refusal("translationOf", BLOG_MESSAGES.translationSelf);
  const d = db();
  const near = [
    ...(translationOf === null
      ? []
      : [
          eq(blogPosts.id, translationOf),
          eq(blogPosts.translationOf, translationOf),
          inArray(
            blogPosts.id,
            d.select({ id: source.translationOf }).from(source).where(eq(source.id, translationOf)),
          ),
        ]),
    ...(id === null ? [] : [eq(blogPosts.translationOf, id)]),
  ];
  const rows = await d
    .select({
      id: blogPosts.id,
      title: blogPosts.title,
      language: blogPosts.language,
      translationOf: blogPosts.translationOf,
    })
    .from(blogPosts)
    .where(or(...near));
  const staffName = (l: Language) => LANGUAGE_INFO[l].staffName;
  // Posts that name this one, besides the one it names.
  const namers = rows.filter((r) => id !== null && r.translationOf === id && r.id !== translationOf);
  if (translationOf !== null) {
    const target = rows.find((r) => r.id === translationOf);
    if (!target) throw refusal("translationOf", fill(BLOG_MESSAGES.translationMissing, { id: translationOf }));
    if (target.language === language)
      throw refusal(
        "translationOf",
        fill(BLOG_MESSAGES.translationSameLanguage, { title: target.title, language: staffName(language) }),
      );
    // Another post that names the target or that the target names.
    const rival = rows.find(
      (r) => r.id !== id && r.id !== target.id && (r.translationOf === target.id || target.translationOf === r.id),
    );
    if (rival)
      throw refusal("translationOf", fill(BLOG_MESSAGES.translationTaken, { title: target.title, other: rival.title }));
    if (namers[0]) throw refusal("translationOf", fill(BLOG_MESSAGES.translationPaired, { other: namers[0].title }));
  }
  const clash = namers.find((r) => r.language === language);
  if (clash)
    throw refusal(
      "language",
      fill(BLOG_MESSAGES.languageOfPair, { other: clash.title, language: staffName(language) }),
    );
}

const refusal = (field: string, message: string) => validationFailed({ [field]: [message] });

/** How many posts the editor's "Translation of" picker offers (the most recently updated first). */
const TRANSLATION_CHOICES = 300;

/**
 * For the editor of post `id` (null: a new post): the posts it may name as its translation (paired with no other
 * post; the other language is the editor's filter, as the language can change while editing), the one it names,
 * and the post that names it, if any (that pair is changed on that post).
 */
export async function translationChoices(id: number | null, translationOf: number | null) {
  const namer = alias(blogPosts, "namer");
  const d = db();
  const namedBy = d.select({ id: namer.id }).from(namer).where(eq(namer.translationOf, blogPosts.id)).limit(1);
  const pairedWith = sql<number | null>`coalesce(${blogPosts.translationOf}, (${namedBy}))`;
  const columns = { id: blogPosts.id, title: blogPosts.title, language: blogPosts.language };
  const [recent, named, namers] = await d.batch([
    d
      .select({ ...columns, pairedWith })
      .from(blogPosts)
      .where(id === null ? undefined : ne(blogPosts.id, id))
      .orderBy(desc(blogPosts.updatedAt), desc(blogPosts.id))
      .limit(TRANSLATION_CHOICES),
    d
      .select(columns)
      .from(blogPosts)
      .where(eq(blogPosts.id, translationOf ?? 0)),
    d
      .select(columns)
      .from(blogPosts)
      .where(eq(blogPosts.translationOf, id ?? 0))
      .limit(1),
  ]);
  const free = recent.filter((p) => p.pairedWith === null || p.pairedWith === id).map(({ pairedWith: _, ...p }) => p);
  const choices = named[0] && !free.some((p) => p.id === named[0]!.id) ? [named[0], ...free] : free;
  return { choices, translatedBy: namers[0] ?? null };
}
