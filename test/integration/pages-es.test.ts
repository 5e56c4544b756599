// The marketing pages in Spanish (issue 27): /es, /es/services, the three service pages, /es/case-studies, /es/about
// and /es/privacy-policy speak Spanish wherever a visitor reads (text, labels, titles, descriptions, structured data,
// the behaviour script's words) and keep their links in Spanish. No English text of their catalogue areas or of the
// English marketing copy (app/content) appears on them, and no Spanish one on the English pages.
import { env } from "cloudflare:workers";
import { parseHTML } from "linkedom/worker";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { ShareButtons } from "~/components/site/share-buttons";
import { catalogue } from "~/i18n/catalogue";
import { PUBLIC_PATHS } from "~/platform/site";
import { parse } from "../dom";
import { changedOutsideTheApp, page } from "../helpers";
import { activeBrochure } from "../fixtures/materials";

/**
 * The public pages whose Spanish has a suite of its own: contact-es, blog-es-pages, careers-es, job-alerts-signup and
 * talent-network test their forms and lists.
 */
const OWN_SPANISH_SUITES = new Set<string>(["/contact", "/blog", "/jobs", "/jobs/alerts", "/jobs/talent-network"]);
/** The marketing pages: every public page at a fixed address but those, so a page added to the site is checked too. */
const PATHS = PUBLIC_PATHS.filter((path) => !OWN_SPANISH_SUITES.has(path));

const spanishPath = (path: string) => (path === "/" ? "/es" : `/es${path}`);

const en = catalogue("en");
const es = catalogue("es");

type Module = Record<string, unknown>;
const englishCopy = Object.values(
  import.meta.glob<Module>("../../app/content/en/*.json", { eager: true, import: "default" }),
);
const spanishCopy = Object.values(
  import.meta.glob<Module>("../../app/content/es/*.json", { eager: true, import: "default" }),
);

/** Values in the copy that are not text a visitor reads (as test/unit/content-es.test.ts counts them). */
const NON_TEXT_KEYS = new Set(["key", "icon", "path", "to", "href", "id", "slug", "value", "url", "code", "logo"]);

/** Every text in a catalogue area or a module of copy. */
function texts(tree: unknown, key = ""): string[] {
  if (typeof tree === "string") {
    return NON_TEXT_KEYS.has(key) || tree.startsWith("/") || tree.startsWith("http") ? [] : [tree];
  }
  if (Array.isArray(tree)) return tree.flatMap((item) => texts(item, key));
  if (tree !== null && typeof tree === "object") return Object.entries(tree).flatMap(([k, v]) => texts(v, k));
  return [];
}

/** A text, or what it says around its `{placeholders}` (leaving out bits like "of" too short to tell languages apart). */
const pieces = (text: string) =>
  /\{\w+\}/.test(text)
    ? text
        .split(/\{\w+\}/)
        .map((piece) => piece.trim())
        .filter((piece) => piece.length >= 4)
    : [text];

/** Texts both editions show as they are: names, places, technologies, figures and words Spanish shares. */
const SAME_IN_BOTH = new Set([
  ...["Salesforce", "Staff Augmentation", "Cordillera Nearshore", "Legal", "Costa Rica", "Colombia", "San José"],
  ...["San José, CR", "Bogotá, CO", "80%", "100%", "75%", "12+", "nearshore"],
  ...["Daniel Brooks", "Laura Mendoza", "Jennifer Walsh", "Marcus Reed", "Priya Natarajan"],
  ...["Frontend", "Backend", "React", "Next.js", "Angular", "Vue", "TypeScript", "Tailwind CSS", "Node.js"],
  ...["Java / Spring", ".NET", "Python", "Go", "GraphQL", "React Native", "Flutter", "Swift", "Kotlin", "AWS"],
  ...["Azure", "Google Cloud", "Kubernetes", "Terraform", "GitHub Actions", "PostgreSQL", "MySQL", "SQL Server"],
  ...["MongoDB", "Redis", "Snowflake", "PyTorch", "RAG", "dbt", "Databricks", "Playwright", "Cypress", "Selenium"],
  ...["Appium", "k6", "Scrum", "Kanban", "CI/CD", "Kafka", "Power BI", "Oracle EPM"],
]);

const ENGLISH = [...new Set([en.pages, en.marketing, ...englishCopy].flatMap((t) => texts(t)))];
const SPANISH = [...new Set([es.pages, es.marketing, ...spanishCopy].flatMap((t) => texts(t)))];

/** The pieces of `own` that must never show on a page of the other language. */
const foreign = (own: string[], other: string[]) =>
  [...new Set(own.filter((t) => !SAME_IN_BOTH.has(t) && !other.includes(t)).flatMap(pieces))].filter(
    (piece) => !SAME_IN_BOTH.has(piece),
  );
const NOT_ON_SPANISH_PAGES = foreign(ENGLISH, SPANISH);
const NOT_ON_ENGLISH_PAGES = foreign(SPANISH, ENGLISH);

/**
 * Everything of the page a visitor reads: its title, description and share tags, and in <main> the text, the
 * labels and alternative texts, the texts the behaviour script shows, and the structured data.
 */
function readable(html: string): string {
  const { document } = parseHTML(html);
  const main = document.querySelector("main")!;
  const head = [
    ...document.querySelectorAll('meta[name="description"], meta[property^="og:"], meta[name^="twitter:"]'),
  ];
  const attributes = ["aria-label", "alt", "title", "placeholder", "data-announce", "data-copied"];
  const labelled = [...main.querySelectorAll("*")].flatMap((el) => attributes.map((a) => el.getAttribute(a) ?? ""));
  const data = [...main.querySelectorAll('script[type="application/ld+json"]')].map((s) =>
    texts(JSON.parse(s.textContent ?? "{}")).join("\n"),
  );
  for (const el of main.querySelectorAll("script, style")) el.remove();
  return [document.title, ...head.map((m) => m.getAttribute("content")), ...labelled, ...data, main.textContent]
    .join("\n")
    .replace(/\s+/g, " ");
}

// The case studies live in D1 since issue 28: the demo seed loads the spec's two (and their Spanish translations).

beforeEach(async () => {
  await env.DB.prepare("DELETE FROM marketing_materials").run();
  await changedOutsideTheApp();
});

describe("the Spanish marketing pages", () => {
  it("checks a meaningful set of texts", () => {
    expect(NOT_ON_SPANISH_PAGES.length).toBeGreaterThan(400);
    expect(NOT_ON_SPANISH_PAGES).toContain(en.pages.home.lead);
    expect(NOT_ON_SPANISH_PAGES).toContain("Testimonial");
    expect(NOT_ON_ENGLISH_PAGES).toContain(es.pages.home.lead);
  });

  it.each(PATHS)("%s in Spanish shows no English text of its copy or catalogue", async (path) => {
    const { res, html } = await page(spanishPath(path));
    expect(res.status).toBe(200);
    expect(parseHTML(html).document.documentElement.getAttribute("lang")).toBe("es");
    const text = readable(html);
    expect(NOT_ON_SPANISH_PAGES.filter((piece) => text.includes(piece))).toEqual([]);
  });

  it.each(PATHS)("%s in English shows no Spanish text of its copy or catalogue", async (path) => {
    const text = readable((await page(path)).html);
    expect(NOT_ON_ENGLISH_PAGES.filter((piece) => text.includes(piece))).toEqual([]);
  });

  it.each(PATHS)("%s in Spanish links and submits only to Spanish pages", async (path) => {
    const { document } = parseHTML((await page(spanishPath(path))).html);
    const main = document.querySelector("main")!;
    const targets = [
      ...[...main.querySelectorAll("a[href]")].map((a) => a.getAttribute("href")!),
      ...[...main.querySelectorAll("form[action]")].map((f) => f.getAttribute("action")!),
    ].filter((target) => target.startsWith("/") && !target.startsWith("/api/"));
    expect(targets.length).toBeGreaterThan(0);
    expect(targets.filter((target) => !/^\/es([/?#]|$)/.test(target))).toEqual([]);
  });

  it.each([
    ["/", `${es.pages.home.titleStart}${es.pages.home.titleHighlight}`, es.pages.home.description],
    ["/services", es.pages.services.heading, es.pages.services.description],
    ["/case-studies", es.pages.caseStudies.title, es.pages.caseStudies.description],
    ["/privacy-policy", es.pages.privacyPolicy.title, es.pages.privacyPolicy.description],
  ])("%s in Spanish has its Spanish heading and description", async (path, heading, description) => {
    const screen = parse((await page(spanishPath(path))).html);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(heading);
    expect(screen.document.querySelector('meta[name="description"]')!.getAttribute("content")).toBe(description);
  });

  it("titles the service pages with their Spanish names", async () => {
    const { document } = parseHTML((await page("/es/services/custom-development")).html);
    expect(document.title).toBe("Desarrollo de software a la medida | Cordillera Nearshore");
  });

  it("gives the carousel, its stars and the behaviour script Spanish words", async () => {
    const screen = parse((await page("/es")).html);
    expect(screen.getByRole("region", { name: es.marketing.testimonials.label })).toBeTruthy();
    expect(screen.getAllByRole("img", { name: "Calificación: 4.5 de 5" })).toHaveLength(1);
    expect(screen.getByRole("button", { name: es.marketing.testimonials.next })).toBeTruthy();
    const live = screen.document.querySelector("[data-announce]")!;
    expect(live.getAttribute("data-announce")).toBe("Testimonio {index} de {count}");
    expect(live.textContent).toBe("Testimonio 1 de 3");
  });

  it("dates the privacy policy the Spanish way", async () => {
    const screen = parse((await page("/es/privacy-policy")).html);
    const time = screen.document.querySelector("time")!;
    expect(time.getAttribute("datetime") ?? time.getAttribute("dateTime")).toBe("2025-04-23");
    expect(time.parentElement!.textContent).toBe("Última actualización: 23 de abril de 2025");
    expect(screen.getAllByRole("heading", { level: 2, name: /^\d\./ })).toHaveLength(8);
  });
});

describe("the materials on About", () => {
  it("are described in Spanish on the Spanish page, whatever the active material says", async () => {
    await activeBrochure();
    const spanish = readable((await page("/es/about")).html);
    expect(spanish).toContain(es.pages.about.resources.descriptions.brochure);
    expect(spanish).toContain(es.pages.about.resources.descriptions["pitch-deck"]);
    expect(spanish).not.toContain("Our 2027 capabilities brochure");
    expect(spanish).toContain(es.contact.materials.comingSoon);
    expect(readable((await page("/about")).html)).toContain("Our 2027 capabilities brochure");
  });
});

describe("the download links", () => {
  it("carry the page's language on About and Contact, so a missing file is explained in it", async () => {
    await activeBrochure();
    for (const [path, link] of [
      ["/es/about", "/api/download/brochure?lang=es"],
      ["/es/contact", "/api/download/brochure?lang=es"],
      ["/about", "/api/download/brochure"],
      ["/contact", "/api/download/brochure"],
    ] as const) {
      const { document } = parse((await page(path)).html);
      const links = [...document.querySelectorAll('a[href^="/api/download/"]')].map((a) => a.getAttribute("href"));
      expect(links, path).toEqual([link]);
    }
  });
});

describe("the share buttons", () => {
  const render = (path: string) => {
    const Stub = createRoutesStub([
      { path, Component: () => createElement(ShareButtons, { url: "https://x.example/p", title: "P" }) },
    ]);
    return parse(renderToString(createElement(Stub, { initialEntries: [path] })));
  };

  it("speak the page's language", () => {
    const spanish = render("/es/blog/a-post");
    expect(spanish.getByRole("link", { name: es.share.linkedin })).toBeTruthy();
    expect(spanish.document.querySelector("[data-copied]")!.getAttribute("data-copied")).toBe(es.share.copied);
    expect(spanish.getAllByText(es.share.label)).toHaveLength(1);
    const english = render("/blog/a-post");
    expect(english.getByRole("link", { name: "Share on LinkedIn" })).toBeTruthy();
    expect(english.document.querySelector("[data-copied]")!.getAttribute("data-copied")).toBe(
      "Link copied to clipboard!",
    );
  });
});
