// The talent network's fixed lists are drawn from the marketing copy: the skills are the services' Technical
// Expertise tags (each once), the countries the four presence countries (and "other"); the demo pool stays within them.
import { describe, expect, it } from "vitest";
import { contentFor, skillLabel } from "~/content";

const content = contentFor("en");
import { demoTalentProfiles } from "~/db/demo-talent";
import { isTalentSkill, MAX_SKILLS, TALENT_COUNTRIES, TALENT_SKILLS } from "~/schemas/talent-vocabulary";
import { apiTalentSchema } from "~/schemas/talent-profile";

describe("talent vocabulary", () => {
  it("lists every Technical Expertise tag once, in the groups' order", () => {
    const tags = [...new Set(content.technicalExpertise.flatMap((g) => g.tags))];
    expect([...TALENT_SKILLS]).toEqual(tags);
  });

  it("has a Spanish name for every skill: the Spanish copy holds the same tags in the same places", () => {
    const groups = (language: "en" | "es") => contentFor(language).technicalExpertise.map((g) => g.tags.length);
    expect(groups("es")).toEqual(groups("en"));
    expect(skillLabel("Test automation", "es")).toBe("Automatización de pruebas");
    expect(skillLabel("Test automation", "en")).toBe("Test automation");
    // Names that are the same in both languages stay so (a check that the tags did not shift).
    for (const skill of ["React", "Kubernetes", "PostgreSQL", "Playwright", "Scrum", "CI/CD"])
      expect(skillLabel(skill, "es"), skill).toBe(skill);
  });

  it("names the four presence countries by code, and other", () => {
    expect([...TALENT_COUNTRIES]).toEqual([...content.about.presence.map((p) => p.code), "other"]);
  });

  it("reads skills from checkboxes, JSON or comma-separated text, each once", () => {
    const base = {
      fullName: "Ana Pérez",
      email: "ana@example.com",
      phone: "+506 8888 1234",
      country: "CR",
      seniority: "mid",
      englishLevel: "B2",
      profileUrl: "https://example.com/ana",
      consent: true,
    };
    expect(apiTalentSchema.parse({ ...base, skills: "React" }).skills).toEqual(["React"]);
    expect(apiTalentSchema.parse({ ...base, skills: "React, Go,React" }).skills).toEqual(["React", "Go"]);
    expect(apiTalentSchema.safeParse({ ...base, skills: "Java / Spring" }).success).toBe(true);
  });
});

describe("demo talent profiles", () => {
  it("are at least 30, varied, within the lists", () => {
    expect(demoTalentProfiles.length).toBeGreaterThanOrEqual(30);
    expect(new Set(demoTalentProfiles.map((p) => p.country)).size).toBe(TALENT_COUNTRIES.length);
    expect(new Set(demoTalentProfiles.map((p) => p.email)).size).toBe(demoTalentProfiles.length);
    for (const p of demoTalentProfiles) {
      expect(p.skills.length).toBeGreaterThan(0);
      expect(p.skills.length).toBeLessThanOrEqual(MAX_SKILLS);
      expect(p.skills.every(isTalentSkill)).toBe(true);
      expect(p.profileUrl).toMatch(/^https:\/\//);
    }
  });
});
