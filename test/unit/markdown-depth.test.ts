// Markdown that nests without end (issue 35 F4): marked recursed once per level, so ">".repeat(3000) overflowed its
// stack and the post's page and editor answered 500 on every view. The source's nesting is bounded before parsing;
// ordinary Markdown renders exactly as marked renders it.
import { Marked } from "marked";
import { describe, expect, it } from "vitest";
import { boundNesting, renderMarkdown } from "~/platform/markdown.server";

const HOSTILE: Record<string, string> = {
  quotes: ">".repeat(3000) + " x",
  spacedQuotes: "> ".repeat(3000) + "x",
  bullets: "- ".repeat(3000) + "x",
  numbers: "1. ".repeat(2000) + "x",
  quotedBullets: "> - ".repeat(1500) + "x",
  indentedLists: Array.from({ length: 500 }, (_, i) => `${" ".repeat(i * 2)}- x`).join("\n"),
  emphasis: `${"*".repeat(5000)}x${"*".repeat(5000)}`,
  underscores: `${"_".repeat(5000)}x`,
};

describe("deeply nested Markdown", () => {
  for (const [name, source] of Object.entries(HOSTILE)) {
    it(`renders ${name} as text, without throwing`, () => {
      const html = renderMarkdown(source);
      expect(html).toContain("x");
      expect(html).not.toContain("<pre>");
    });
  }

  it("keeps ordinary Markdown exactly as marked renders it, code blocks included", () => {
    const source = [
      "# Title",
      "",
      "Some *text*, **bold** and `code`.",
      "",
      "> quote",
      "> > nested quote",
      "",
      "- one",
      "  - two",
      "    - three",
      "1. first",
      "2. second",
      "",
      "```js",
      "const stars = '****************************';",
      "                                        deeply(indented);",
      "> - > - > - > - > - > - > - > - > - > - > - > - not a quote",
      "```",
      "",
      "---",
    ].join("\n");
    expect(boundNesting(source)).toBe(source);
    expect(renderMarkdown(source)).toBe(new Marked({ gfm: true }).parse(source));
  });

  it("keeps ten levels of nesting", () => {
    expect(renderMarkdown(">".repeat(10) + " deep").match(/<blockquote>/g)).toHaveLength(10);
    expect(renderMarkdown(">".repeat(11) + " deep").match(/<blockquote>/g)).toHaveLength(10);
  });
});
