// No Spanish page shows a text of the English catalogue, and no English page a text of the Spanish one: every
// string a visitor reads comes from the catalogue of the page's language (issue 27). Texts the two catalogues
// share (names, "Blog") and very short ones are left out; a text counts only as whole words.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { CATALOGUES } from "~/i18n/catalogue";
import { parse } from "../dom";
import { page } from "../helpers";

function leaves(tree: unknown, path = "", out = new Map<string, string>()): Map<string, string> {
  if (typeof tree === "string") out.set(path, tree);
  else if (tree && typeof tree === "object")
    for (const [key, value] of Object.entries(tree)) leaves(value, path ? `${path}.${key}` : key, out);
  return out;
}

const en = leaves(CATALOGUES.en);
const es = leaves(CATALOGUES.es);

/**
 * Words both languages use as they are: "Sales" in "Salesforce Sales Cloud" on a Spanish page is a product's name,
 * not the English careers category.
 */
const SHARED_WORDS = new Set(["Sales"]);

/**
 * The texts of one side worth looking for on the other side's pages: the part before any `{placeholder}`, unless
 * the other side uses the same words somewhere itself (a name such as "Staff Augmentation", "nearshore").
 */
function telltales(mine: Map<string, string>, theirs: Map<string, string>): [string, RegExp][] {
  const found: [string, RegExp][] = [];
  const theirTexts = [...theirs.values()].map((t) => t.toLowerCase());
  for (const [key, text] of mine) {
    // The language link names the other language in that language ("English" on a Spanish page), on purpose.
    if (key.startsWith("common.language.")) continue;
    const other = theirs.get(key) ?? "";
    const probe = text.split(/\{\w+\}/)[0]!.trim();
    if (probe.length < 5 || text === other || SHARED_WORDS.has(probe)) continue;
    if (other.toLowerCase().includes(probe.toLowerCase())) continue;
    const inTheirWords = asWords(probe.toLowerCase());
    if (theirTexts.some((t) => inTheirWords.test(t))) continue;
    found.push([key, asWords(probe)]);
  }
  return found;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const asWords = (text: string) => new RegExp(`(^|[^\\p{L}\\p{N}])${escape(text)}($|[^\\p{L}\\p{N}])`, "u");

let jobId = 0;
let slug = "";

beforeAll(async () => {
  const job = await env.DB.prepare("SELECT id FROM jobs WHERE published = 1 ORDER BY id LIMIT 1").first<{
    id: number;
  }>();
  jobId = job?.id ?? 0;
  const post = await env.DB.prepare(
    "SELECT slug FROM blog_posts WHERE published = 1 AND language = 'es' ORDER BY id LIMIT 1",
  ).first<{ slug: string }>();
  slug = post?.slug ?? "";
});

const SPANISH_PAGES = () => [
  "/es",
  "/es/services",
  "/es/services/staff-augmentation",
  "/es/services/custom-development",
  "/es/services/specialized-practices",
  "/es/case-studies",
  "/es/about",
  "/es/contact",
  "/es/blog",
  "/es/jobs",
  "/es/privacy-policy",
  "/es/newsletter",
  "/es/no-such-page",
  ...(jobId ? [`/es/jobs/${jobId}`, `/es/jobs/${jobId}/apply`] : []),
  ...(slug ? [`/es/blog/${slug}`] : []),
];

describe("the catalogues on the pages", () => {
  it("leave no English catalogue text on a Spanish page", async () => {
    const probes = telltales(en, es);
    const problems: string[] = [];
    for (const path of SPANISH_PAGES()) {
      const text = parse((await page(path)).html).text();
      for (const [key, probe] of probes) if (probe.test(text)) problems.push(`${path}: ${key} ${probe.source}`);
    }
    expect(problems).toEqual([]);
  });

  it("leave no Spanish catalogue text on an English page", async () => {
    const probes = telltales(es, en);
    const problems: string[] = [];
    for (const path of SPANISH_PAGES().map((p) => p.replace(/^\/es/, "") || "/")) {
      const text = parse((await page(path)).html).text();
      for (const [key, probe] of probes) if (probe.test(text)) problems.push(`${path}: ${key} ${probe.source}`);
    }
    expect(problems).toEqual([]);
  });
});
