// What the public case-study pages render from a stored study: the switch's shape (the spec's fixed copy had it, so
// the page's markup stayed as it was), the card's, and the study page's, with its Markdown rendered and sanitised.
import type { CaseStudy } from "~/db/schema";
import type { PublicCaseStudy } from "~/models/case-studies.server";
import { renderMarkdown } from "~/platform/markdown.server";
import { monogramOf } from "~/schemas/case-study";
import { localizedPath, type Language } from "~/i18n/languages";

/** Text with nothing Markdown would turn into markup: shown as the text it is (as the fixed copy was). */
const isPlainText = (source: string) => !/[\n*_`#>[\]<|~\\]|^\s*([-+]|\d+[.)])\s/.test(source);

/** Sanitised HTML for a Markdown field, or null when it is plain text (the page then shows the text in a <p>). */
const markdownHtml = (source: string) => (isPlainText(source) ? null : renderMarkdown(source));

export const caseStudyPath = (language: Language, slug: string) =>
  localizedPath(language, `/case-studies/${encodeURIComponent(slug)}`);

export function toCaseStudyView(s: PublicCaseStudy) {
  return {
    /** The switch's key (`?study=`): a pair shares the English study's slug. */
    id: s.key,
    slug: s.slug,
    path: caseStudyPath(s.language, s.slug),
    title: s.title,
    subtitle: s.client,
    industry: s.industry,
    logo: monogramOf(s),
    logoImage:
      s.logoUrl && s.logoWidth && s.logoHeight ? { url: s.logoUrl, width: s.logoWidth, height: s.logoHeight } : null,
    metric: { value: s.metricValue, label: s.metricLabel },
    challenge: s.challenge,
    challengeHtml: markdownHtml(s.challenge),
    solution: s.solution,
    solutionHtml: markdownHtml(s.solution),
    technologies: s.technologies,
    results: s.results,
    expertise: s.expertise,
    quote: { text: s.quoteText, author: s.quoteAuthor, title: s.quoteTitle },
  };
}

export type CaseStudyView = ReturnType<typeof toCaseStudyView>;

/** A study in the API's JSON: every stored field, the lists as arrays, dates as ISO text. */
export function toApiCaseStudy(s: CaseStudy) {
  return {
    id: s.id,
    slug: s.slug,
    language: s.language,
    translationOf: s.translationOf,
    title: s.title,
    client: s.client,
    industry: s.industry,
    monogram: s.monogram,
    logoUrl: s.logoUrl,
    metricValue: s.metricValue,
    metricLabel: s.metricLabel,
    challenge: s.challenge,
    solution: s.solution,
    technologies: s.technologies,
    results: s.results,
    expertise: s.expertise,
    quoteText: s.quoteText,
    quoteAuthor: s.quoteAuthor,
    quoteTitle: s.quoteTitle,
    published: s.published,
    position: s.position,
    url: caseStudyPath(s.language, s.slug),
    createdAt: s.createdAt.toISOString(),
    updatedAt: s.updatedAt.toISOString(),
  };
}

/** A stored study as input again: what a partial PATCH starts from (the fields it names replace these). */
export function caseStudyInputOf(s: CaseStudy) {
  const { id: _, url: __, createdAt: ___, updatedAt: ____, ...input } = toApiCaseStudy(s);
  return input;
}
