// The marketing pages carry the spec's texts, their own titles and descriptions, and (home) Organization data.
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { contentFor } from "~/content";
import { DEFAULT_MATERIAL_DESCRIPTIONS } from "~/models/marketing-materials.server";
import { parse } from "../dom";
import { page } from "../helpers";
import { activeBrochure } from "../fixtures/materials";

const text = (html: string) => parse(html).text();

// About and Contact show the default material descriptions unless a test makes a material active.
// The case studies live in D1 since issue 28: migration 0020 gives every database the spec's two.

beforeEach(async () => {
  await env.DB.prepare("DELETE FROM marketing_materials").run();
});

const PAGES: [string, string[]][] = [
  ["/", ["Your Nearshore Advantage", "Get Started Today", "What our clients say", "Discuss Your Project"]],
  [
    "/services",
    [
      "Staff Augmentation",
      "Custom Software Development",
      "Specialized Practices",
      "Discuss Your Project Needs",
      "Start Your Project",
      ...contentFor("en").technicalExpertise.map((t) => t.title),
    ],
  ],
  [
    "/services/staff-augmentation",
    [
      "Back to Services",
      "Get Started",
      "Requirements analysis",
      "Talent matching",
      "Interview and selection",
      "Onboarding and integration",
      "Ongoing support",
    ],
  ],
  [
    "/services/custom-development",
    [
      "Back to Services",
      "Start Your Project",
      "Discovery and planning",
      "Design and architecture",
      "Agile development",
    ],
  ],
  [
    "/services/specialized-practices",
    [
      "Back to Services",
      "Start a Conversation",
      "AI and machine learning",
      "Salesforce",
      "EPM solutions",
      "Cybersecurity",
      "Healthcare",
      "Financial services",
      "Retail and e-commerce",
      "Manufacturing",
    ],
  ],
  ["/case-studies", ["Client Success Stories", "Discuss Your Project", "Payroll processing time reduced by 75%"]],
  [
    "/about",
    [
      "United States",
      "Costa Rica",
      "Mexico",
      "Colombia",
      "Contact Our Team",
      DEFAULT_MATERIAL_DESCRIPTIONS.brochure,
      DEFAULT_MATERIAL_DESCRIPTIONS["pitch-deck"],
    ],
  ],
  ["/privacy-policy", ["Privacy Policy", "April 23, 2025", "Back to Home", "hello@cordillera.example"]],
];

describe("marketing pages", () => {
  it.each(PAGES)("%s answers 200 with its texts, title, description and Open Graph tags", async (path, texts) => {
    const { res, html } = await page(path);
    expect(res.status).toBe(200);
    const screen = parse(html);
    const body = screen.text();
    for (const t of texts) expect(body, t).toContain(t);
    expect(screen.document.title).not.toBe("");
    expect(
      screen.document.querySelector('meta[name="description"]')?.getAttribute("content")?.length,
    ).toBeGreaterThanOrEqual(40);
    expect(screen.document.querySelector('meta[property="og:title"]')).not.toBeNull();
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
  });

  it("gives every page a different title", async () => {
    const titles = await Promise.all(PAGES.map(async ([path]) => parse((await page(path)).html).document.title));
    expect(new Set(titles).size).toBe(PAGES.length);
  });

  it("has eight privacy sections", async () => {
    const { html } = await page("/privacy-policy");
    expect(parse(html).getAllByRole("heading", { level: 2, name: /^\d\./ })).toHaveLength(8);
  });

  it("puts Organization structured data on the home page", async () => {
    const { html } = await page("/");
    const json = parse(html).document.querySelector('script[type="application/ld+json"]')!.textContent!;
    expect(JSON.parse(json)).toMatchObject({ "@type": "Organization", name: "Cordillera Nearshore" });
  });

  it("renders every services tab panel for visitors without JavaScript", async () => {
    const { html } = await page("/services");
    const panels = parse(html)
      .getAllByRole("tabpanel")
      .map((panel) => panel.id);
    for (const key of ["staff-aug", "custom-dev", "specialized"]) expect(panels).toContain(key);
  });

  it("shows testimonial ratings with half stars", async () => {
    const { html } = await page("/");
    const screen = parse(html);
    expect(screen.getAllByRole("img", { name: "Rated 4.5 out of 5" }).length).toBeGreaterThan(0);
    expect(screen.document.querySelectorAll('[data-star="half"]')).toHaveLength(1);
    expect(screen.document.querySelectorAll('[data-star="full"]')).toHaveLength(14);
  });

  it("switches case studies by link, without JavaScript", async () => {
    const second = text((await page("/case-studies?study=analytics")).html);
    expect(second).toContain("Laura Mendoza");
    expect(second).toContain("Data consolidated from 12+ sources");
    expect(text((await page("/case-studies")).html)).toContain("Daniel Brooks");
  });

  it("shows the active brochure's description on About", async () => {
    await activeBrochure();
    const body = text((await page("/about")).html);
    expect(body).toContain("Our 2027 capabilities brochure");
    expect(body).toContain(DEFAULT_MATERIAL_DESCRIPTIONS["pitch-deck"]);
  });
});
