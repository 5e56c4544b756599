// Every database starts with the spec's two case studies (migrations/0020_spec_case_studies.sql), worded exactly as
// the home page's fixed copy (app/content) words them, in English and in Spanish, each Spanish study paired with its
// English one: /case-studies and the home page's switch tell the same stories, in production as in the demo.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { contentFor } from "~/content";

type Row = Record<string, string | number | null>;

async function asCopy(language: "en" | "es") {
  const { results } = await env.DB.prepare(
    `SELECT s.*, p.slug AS pair FROM case_studies s LEFT JOIN case_studies p ON p.id = s.translation_of
     WHERE s.language = ? AND s.published = 1 ORDER BY s.position, s.id`,
  )
    .bind(language)
    .all<Row>();
  const list = (v: unknown) => JSON.parse(String(v)) as string[];
  return results.map((s) => ({
    id: s.pair ?? s.slug,
    title: s.title,
    subtitle: s.client,
    logo: s.monogram,
    metric: { value: s.metric_value, label: s.metric_label },
    challenge: s.challenge,
    solution: s.solution,
    technologies: list(s.technologies),
    results: list(s.results),
    expertise: list(s.expertise),
    quote: { text: s.quote_text, author: s.quote_author, title: s.quote_title },
  }));
}

describe("the spec's case studies", () => {
  it("are in every database from its migrations, as the fixed copy words them, in English and in Spanish", async () => {
    expect(await asCopy("en")).toEqual(contentFor("en").caseStudies);
    expect(await asCopy("es")).toEqual(contentFor("es").caseStudies);
  });
});
