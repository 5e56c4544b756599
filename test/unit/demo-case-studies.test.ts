// The demo seed's case studies are the spec's two, worded exactly as the home page's fixed copy (app/content) words
// them, in English and in Spanish: /case-studies and the home page's switch tell the same stories.
import { describe, expect, it } from "vitest";
import { caseStudies } from "~/content/case-studies";
import { caseStudies as caseStudiesEs } from "~/content/es/case-studies";
import { demoCaseStudies } from "~/db/demo-case-studies";

const asCopy = (language: "en" | "es") =>
  demoCaseStudies
    .filter((s) => s.language === language)
    .map((s) => ({
      id: s.translationOf ?? s.slug,
      title: s.title,
      subtitle: s.client,
      logo: s.monogram,
      metric: s.metric,
      challenge: s.challenge,
      solution: s.solution,
      technologies: s.technologies,
      results: s.results,
      expertise: s.expertise,
      quote: s.quote,
    }));

describe("the demo case studies", () => {
  it("are the fixed copy's, in English and in Spanish, in the same order", () => {
    expect(asCopy("en")).toEqual(caseStudies);
    expect(asCopy("es")).toEqual(caseStudiesEs);
  });
});
