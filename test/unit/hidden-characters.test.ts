// Bidirectional overrides and isolates (U+202A–U+202E, U+2066–U+2069) and control characters garble or disguise
// text ("invoice\u202Efdp.exe" shows as "invoiceexe.pdf"): every free-text field refuses them, Markdown and
// long text included, and uploaded file names lose them before they reach a Content-Disposition header.
import { describe, expect, it } from "vitest";
import { contactSchema } from "~/schemas/contact";
import { postSchema } from "~/schemas/blog-post";
import { applicationSchema, jobSchema } from "~/schemas/job";
import { cleanFileName, materialSchema } from "~/schemas/material";
import { HIDDEN_CHARACTERS_MESSAGE } from "~/schemas/fields";
import { validApplication, validContact } from "../fixtures";

const HIDDEN = [
  "\u202E",
  "\u202A",
  "\u202D",
  "\u2066",
  "\u2069",
  "\u0007",
  // Issue 35: zero-width and tag characters hid text in fields ("ad\u200Bmin", a tagged hidden message).
  "\u200B",
  "\u2060",
  "a\uFEFFb",
  "\u{E0041}\u{E0042}",
];

function messagesOf(
  result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } },
  field: string,
) {
  return (result.error?.issues ?? []).filter((i) => i.path[0] === field).map((i) => i.message);
}

const job = {
  title: "Engineer",
  location: "Remote (Latin America)",
  type: "Full-time",
  category: "Engineering",
  description: "Build things.",
};
const post = { title: "A post", content: "Some **text**.", published: false };
const material = { type: "brochure", title: "Brochure", file_url: "https://cdn.example/b.pdf", file_name: "b.pdf" };

const cases: [string, (c: string) => { success: boolean }][] = [
  [
    "cover letter",
    (c) =>
      applicationSchema.safeParse({
        ...validApplication(),
        coverLetter: `${"I would like to join the team. ".repeat(3)}${c}`,
      }),
  ],
  ["contact message", (c) => contactSchema.safeParse({ ...validContact(), message: `Hello there ${c} friends` })],
  ["job description", (c) => jobSchema.safeParse({ ...job, description: `Build ${c} things.` })],
  ["job requirements", (c) => jobSchema.safeParse({ ...job, requirements: ["React", `Node ${c}`] })],
  ["blog title", (c) => postSchema.safeParse({ ...post, title: `A ${c} post` })],
  ["blog content", (c) => postSchema.safeParse({ ...post, content: `Some ${c} text` })],
  ["material title", (c) => materialSchema.safeParse({ ...material, title: `Brochure ${c}` })],
];

describe("hidden characters", () => {
  it.each(cases)("are refused in the %s", (_name, parse) => {
    expect(parse("").success).toBe(true);
    for (const c of HIDDEN) {
      const result = parse(c) as Parameters<typeof messagesOf>[0];
      expect(result.success, JSON.stringify(c)).toBe(false);
      expect(JSON.stringify(result.error?.issues)).toContain(HIDDEN_CHARACTERS_MESSAGE);
    }
  });

  it("are taken out of uploaded file names", () => {
    expect(cleanFileName("invoice\u202Efdp.exe")).toBe("invoicefdp.exe");
    expect(cleanFileName("report\u2066x\u2069.pdf")).toBe("reportx.pdf");
    expect(cleanFileName("\u202E")).toBe("file");
  });

  it("leave right-to-left text itself alone", () => {
    expect(contactSchema.safeParse({ ...validContact(), message: "مرحبا، نحتاج إلى فريق من المطورين" }).success).toBe(
      true,
    );
    expect(postSchema.safeParse({ ...post, title: "שלום עולם", slug: "shalom-olam" }).success).toBe(true);
    expect(
      messagesOf(postSchema.safeParse({ ...post, title: "שלום עולם", slug: "shalom-olam" }) as never, "title"),
    ).toEqual([]);
  });
});

describe("characters that look hidden but are needed", () => {
  it("keeps emoji built with the zero-width joiner, flag emoji built of tag characters, and joiners in scripts", () => {
    for (const text of ["👩🏽‍💻 engineer", "Scotland 🏴󠁧󠁢󠁳󠁣󠁴󠁿 team", "می‌خواهم"])
      expect(contactSchema.safeParse({ ...validContact(), message: `Hello there, ${text}` }).success, text).toBe(true);
  });
});
