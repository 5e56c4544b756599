// The Spanish marketing copy (app/content/es/*.json) mirrors the English (app/content/en/*.json): every file has a
// twin with the same parts and the same shape, the same non-text values (keys, icons, paths, ids, numbers) and the
// same figures in its texts, and every visible text is translated except the names kept in English
// (docs/i18n-glossary.md). The values JSON cannot type (icon names, tab keys) are held to their lists here.
import { describe, expect, it } from "vitest";
import { ICON_NAMES, SERVICE_KEYS } from "~/content/types";

type Module = Record<string, unknown>;

const english = import.meta.glob<Module>("../../app/content/en/*.json", { eager: true, import: "default" });
const spanish = import.meta.glob<Module>("../../app/content/es/*.json", { eager: true, import: "default" });

const fileName = (path: string) => path.slice(path.lastIndexOf("/") + 1);
const twins = Object.entries(english).map(([path, module]) => ({
  file: fileName(path),
  en: module,
  es: Object.entries(spanish).find(([p]) => fileName(p) === fileName(path))?.[1],
}));

/** Values that are not visible text: identical in both languages (`code`: ISO country code; `logo`: a monogram). */
const NON_TEXT_KEYS = new Set(["key", "icon", "path", "to", "href", "id", "slug", "value", "url", "code", "logo"]);

/** Visible texts that stay the same in Spanish: names of people, places, products and technologies, and figures. */
const KEPT_IN_ENGLISH = new Set([
  // Company, product and service names (the glossary keeps "Staff Augmentation" in English).
  "Salesforce",
  "Staff Augmentation",
  // Places.
  "Costa Rica",
  "Colombia",
  "San José",
  // People quoted in case studies and testimonials.
  "Daniel Brooks",
  "Laura Mendoza",
  "Jennifer Walsh",
  "Marcus Reed",
  "Priya Natarajan",
  // Figures.
  "100%",
  // Technologies and practices.
  ...["Frontend", "Backend", "React", "Next.js", "Angular", "Vue", "TypeScript", "Tailwind CSS", "Node.js"],
  ...["Java / Spring", ".NET", "Python", "Go", "GraphQL", "React Native", "Flutter", "Swift", "Kotlin", "AWS"],
  ...["Azure", "Google Cloud", "Kubernetes", "Terraform", "GitHub Actions", "PostgreSQL", "MySQL", "SQL Server"],
  ...["MongoDB", "Redis", "Snowflake", "PyTorch", "RAG", "dbt", "Databricks", "Playwright", "Cypress", "Selenium"],
  ...["Appium", "k6", "Scrum", "Kanban", "CI/CD", "Kafka", "Power BI", "Oracle EPM"],
]);

/** Words of Spain or of the usted register, which the Spanish edition does not use (it says tú, LatAm-neutral). */
const OFF_REGISTER = /\b(usted|vosotros|vuestr[oa]s?|ordenador(es)?|coger)\b/i;

/** The numbers a text states, in order of size: a translation keeps every figure and adds none. */
const figures = (text: string) =>
  (text.match(/\d+(?:[.,]\d+)?/g) ?? []).sort((a, b) => Number.parseFloat(a) - Number.parseFloat(b)).join(" ");

const show = (value: unknown) => JSON.stringify(value);

/** Every difference between an English value and its Spanish twin that the rules above forbid. */
function differences(en: unknown, es: unknown, at: string, key = ""): string[] {
  if (Array.isArray(en)) {
    if (!Array.isArray(es)) return [`${at}: not a list`];
    if (es.length !== en.length) return [`${at}: ${es.length} items, English has ${en.length}`];
    return en.flatMap((item, i) => differences(item, es[i], `${at}[${i}]`, key));
  }
  if (en !== null && typeof en === "object") {
    if (es === null || typeof es !== "object" || Array.isArray(es)) return [`${at}: not an object`];
    const enKeys = Object.keys(en);
    const esKeys = Object.keys(es);
    return [
      ...enKeys.filter((k) => !esKeys.includes(k)).map((k) => `${at}.${k}: missing`),
      ...esKeys.filter((k) => !enKeys.includes(k)).map((k) => `${at}.${k}: not in English`),
      ...enKeys.flatMap((k) => differences((en as Module)[k], (es as Module)[k], `${at}.${k}`, k)),
    ];
  }
  if (typeof en !== "string" || NON_TEXT_KEYS.has(key) || en.startsWith("/") || en.startsWith("http")) {
    return es === en ? [] : [`${at}: ${show(es)}, English has ${show(en)}`];
  }
  if (typeof es !== "string") return [`${at}: ${show(es)} is not a text`];
  const found: string[] = [];
  if (es.trim() === "") found.push(`${at}: empty`);
  if (es === en && !KEPT_IN_ENGLISH.has(en)) found.push(`${at}: not translated: ${show(en)}`);
  if (figures(es) !== figures(en)) found.push(`${at}: figures ${show(figures(es))}, English has ${show(figures(en))}`);
  if (OFF_REGISTER.test(es)) found.push(`${at}: off-register word in ${show(es)}`);
  return found;
}

describe("Spanish marketing copy", () => {
  it("has a twin for every English module and no other module", () => {
    expect(twins.map((t) => t.file)).toContain("services.json");
    expect(Object.keys(spanish).map(fileName).sort()).toEqual(twins.map((t) => t.file).sort());
  });

  for (const { file, en, es } of twins) {
    it(`es/${file} has the same parts as en/${file}`, () => {
      expect(Object.keys(es ?? {}).sort()).toEqual(Object.keys(en).sort());
    });

    it(`es/${file} has the shape, values and figures of en/${file}, with every text translated`, () => {
      expect(differences(en, es ?? {}, file)).toEqual([]);
    });
  }

  it("names only icons the site draws and only the services tabs' keys, in both languages", () => {
    const values = (tree: unknown, key: string): unknown[] =>
      Array.isArray(tree)
        ? tree.flatMap((item) => values(item, key))
        : tree !== null && typeof tree === "object"
          ? Object.entries(tree).flatMap(([k, v]) => (k === key ? [v] : values(v, key)))
          : [];
    const all = [...Object.values(english), ...Object.values(spanish)];
    const icons = values(all, "icon");
    expect(icons.length).toBeGreaterThan(40);
    expect(icons.filter((icon) => !(ICON_NAMES as readonly unknown[]).includes(icon))).toEqual([]);
    const keys = values(all, "key");
    expect(keys).toHaveLength(2 * SERVICE_KEYS.length);
    expect(keys.filter((key) => !(SERVICE_KEYS as readonly unknown[]).includes(key))).toEqual([]);
  });

  it("catches what it is meant to catch", () => {
    const en = { key: "a", path: "/x", items: [{ title: "Fast starts", text: "Within 5 to 10 days." }], rating: 5 };
    expect(differences(en, structuredClone(en), "t")).toEqual([
      't.items[0].title: not translated: "Fast starts"',
      't.items[0].text: not translated: "Within 5 to 10 days."',
    ]);
    const es = {
      key: "b",
      path: "/es/x",
      items: [{ title: "Arranques rápidos", text: "En 5 a 10 días." }, {}],
      rating: 4,
    };
    expect(differences(en, es, "t")).toEqual([
      't.key: "b", English has "a"',
      't.path: "/es/x", English has "/x"',
      "t.items: 2 items, English has 1",
      "t.rating: 4, English has 5",
    ]);
    expect(differences(en.items, [{ title: "Usted decide", text: "En 5 a 12 días." }], "t")).toEqual([
      't[0].title: off-register word in "Usted decide"',
      't[0].text: figures "5 12", English has "5 10"',
    ]);
    expect(differences({ a: 1 }, { b: 1 }, "t")).toEqual([
      "t.a: missing",
      "t.b: not in English",
      "t.a: undefined, English has 1",
    ]);
  });
});
