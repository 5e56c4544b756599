// The catalogues: the Spanish one has every key of the English one and no other, the same `{placeholders}` in
// each text, and lists of the same length, so no visitor ever sees a key name or an English fallback.
import { describe, expect, it } from "vitest";
import { CATALOGUES, fill } from "~/i18n/catalogue";

type Tree = { [key: string]: unknown };

function leaves(tree: unknown, path = ""): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (tree !== null && typeof tree === "object") {
    for (const [key, value] of Object.entries(tree as Tree)) {
      for (const [p, v] of leaves(value, path ? `${path}.${key}` : key)) out.set(p, v);
    }
  } else out.set(path, tree);
  return out;
}

const placeholders = (text: unknown) => [...String(text).matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe("catalogues", () => {
  const en = leaves(CATALOGUES.en);
  const es = leaves(CATALOGUES.es);

  it("have the same keys in English and Spanish", () => {
    expect([...es.keys()].filter((k) => !en.has(k))).toEqual([]);
    expect([...en.keys()].filter((k) => !es.has(k))).toEqual([]);
  });

  it("hold only non-empty texts", () => {
    for (const [key, value] of [...en, ...es]) {
      expect(typeof value, key).toBe("string");
      expect(String(value).trim(), key).not.toBe("");
    }
  });

  it("use the same placeholders in both languages", () => {
    for (const [key, text] of en) expect(placeholders(es.get(key)), key).toEqual(placeholders(text));
  });

  it("fills placeholders and leaves unknown ones visible", () => {
    expect(fill("{count} open positions", { count: 3 })).toBe("3 open positions");
    expect(fill("{count} of {total}", { count: 1 })).toBe("1 of {total}");
  });
});
