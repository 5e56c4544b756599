// The demo brochure and pitch deck (docs/decisions/0026): what a fresh clone offers on /about and /contact, written
// from the site's own copy so the files say what the pages say. Pure data: the seed (scripts/demo-materials.mjs)
// turns each into a PDF with app/platform/pdf.ts and stores it where an upload would (R2 + a marketing_materials
// row). Not copy (so it has no Spanish twin): it sits with the models, which may read the copy and the PDF writer's
// block types alike. Relative imports with extensions, so Node runs this file as it is.
import { contentFor } from "../content/index.ts";
import type { PdfBlock as Block, PdfPage as Page } from "../platform/pdf.ts";

export type DemoMaterial = {
  type: "brochure" | "pitch-deck";
  /** The row's title and description: the ones an upload of the type gets (spec section 4). */
  title: string;
  description: string;
  fileName: string;
  /** The document: page size in points, the band's words, the pages. */
  width: number;
  height: number;
  band: string;
  pages: Page[];
};

const { about, caseStudies, engagementModels, headlineFigures, serviceTabs, technicalExpertise, whyChooseUs } =
  contentFor("en");

const COMPANY = "Cordillera Nearshore";
const EMAIL = "hello@cordillera.example";

const h1 = (text: string): Block => ({ text, size: 24, bold: true, tone: "brand", before: 4 });
const h2 = (text: string): Block => ({ text, size: 15, bold: true, before: 14 });
const p = (text: string, tone: Block["tone"] = "ink"): Block => ({ text, tone });
const li = (text: string): Block => ({ text, bullet: true, before: 3 });

const brochure: Page[] = [
  {
    blocks: [
      h1(about.hero.title),
      p(about.hero.intro, "muted"),
      h2(about.mission.title),
      p(about.mission.statement),
      ...about.mission.paragraphs.map((t) => p(t)),
      h2("At a glance"),
      ...headlineFigures.map((f) => li(`${f.figure} ${f.label}`)),
      h2("Where we are"),
      ...about.presence.map((place) =>
        li(`${place.country}: ${place.role}${place.city ? `, ${place.city}` : ""}. ${place.text}`),
      ),
    ],
  },
  {
    blocks: [
      h1("What we do"),
      ...serviceTabs.flatMap((s) => [
        h2(s.label),
        p(s.headline, "brand"),
        p(s.summary),
        ...s.points.map((pt) => li(`${pt.title}: ${pt.text}`)),
      ]),
      h2("Technical expertise"),
      ...technicalExpertise.map((g) => li(`${g.title}: ${g.tags.join(", ")}`)),
    ],
  },
  {
    blocks: [
      h1("Why clients choose us"),
      ...whyChooseUs.flatMap((w) => [h2(w.title), p(w.text)]),
      h2("How we engage"),
      ...engagementModels.map((m) => li(`${m.title} (${m.billing}): ${m.text}`)),
      h2("Let's talk"),
      p(`Write to ${EMAIL}, or tell us about your project at cordillera.example/contact.`),
    ],
  },
];

const slide = (title: string, ...blocks: Block[]): Page => ({
  blocks: [{ text: title, size: 28, bold: true, tone: "brand", before: 6 }, ...blocks],
});

const pitchDeck: Page[] = [
  slide(
    COMPANY,
    { text: "AI-driven software development and IT staffing from Latin America", size: 18, before: 12 },
    { text: about.hero.intro, size: 14, tone: "muted", before: 18 },
  ),
  slide("The problem", { text: about.mission.paragraphs[0]!, size: 16, before: 16 }),
  slide("Our answer", ...headlineFigures.map((f) => ({ ...li(`${f.figure}: ${f.label}`), size: 16, before: 8 }))),
  slide(
    "Services",
    ...serviceTabs.flatMap((s) => [
      { text: s.label, size: 17, bold: true, before: 12 },
      { text: s.headline, size: 14, tone: "muted" as const },
    ]),
  ),
  ...caseStudies.map((c) =>
    slide(
      `Case study: ${c.metric.value} ${c.metric.label}`,
      { text: `${c.subtitle}: ${c.title}`, size: 15, bold: true, before: 10 },
      ...c.results.map((r) => ({ ...li(r), size: 14 })),
      { text: `"${c.quote.text}" (${c.quote.author}, ${c.quote.title})`, size: 13, tone: "muted" as const, before: 14 },
    ),
  ),
  slide("Next steps", ...engagementModels.map((m) => ({ ...li(`${m.title}: ${m.bestFor}`), size: 15, before: 8 })), {
    text: `${EMAIL} · cordillera.example/contact`,
    size: 16,
    bold: true,
    tone: "brand",
    before: 24,
  }),
];

export const demoMaterials: readonly DemoMaterial[] = [
  {
    type: "brochure",
    title: about.resources.brochure.title,
    description: "Official company brochure with services and offerings",
    fileName: "Cordillera Nearshore Brochure.pdf",
    width: 612,
    height: 792,
    band: COMPANY,
    pages: brochure,
  },
  {
    type: "pitch-deck",
    title: about.resources.pitchDeck.title,
    description: "Company presentation for potential clients",
    fileName: "Cordillera Nearshore Pitch Deck.pdf",
    width: 960,
    height: 540,
    band: COMPANY,
    pages: pitchDeck,
  },
];
