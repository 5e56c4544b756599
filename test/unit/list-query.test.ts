// Admin list parameters and CSV export rows: the pure helpers behind every admin list, its /api twin and the
// CSV downloads.
import { describe, expect, it } from "vitest";
import { csvRow } from "~/models/list-query.server";
import { MAX_PAGE_SIZE, PAGE_SIZE, readListQuery } from "~/platform/params";

const read = (query: string, pageSize?: number) => readListQuery(new URLSearchParams(query), pageSize);

describe("readListQuery", () => {
  it("defaults to the first page of PAGE_SIZE rows and no search", () => {
    expect(read("")).toEqual({ q: "", limit: PAGE_SIZE, offset: 0, page: 1 });
    expect(read("", 6)).toEqual({ q: "", limit: 6, offset: 0, page: 1 });
  });

  // Found by this test: without an offset parameter, Number(null) was 0, a valid offset, so ?page=N was
  // ignored and every admin list showed its first page.
  it("turns a page number into an offset", () => {
    expect(read("page=2")).toEqual({ q: "", limit: 20, offset: 20, page: 2 });
    expect(read("page=3&limit=50")).toEqual({ q: "", limit: 50, offset: 100, page: 3 });
  });

  it.each(["0", "-1", "-100", "2.5", "abc", "", "NaN", "Infinity"])("reads page=%s as the first page", (value) => {
    expect(read(`page=${value}`)).toMatchObject({ offset: 0, page: 1 });
  });

  it("caps a huge page at 100,000", () => {
    expect(read("page=100001")).toMatchObject({ page: 100_000, offset: 99_999 * 20 });
    expect(read("page=99999999999999999999")).toMatchObject({ page: 100_000, offset: 99_999 * 20 });
    expect(read("page=1e6")).toMatchObject({ page: 100_000 });
  });

  it("keeps the limit between 1 and MAX_PAGE_SIZE, else uses the list's page size", () => {
    expect(read("limit=50").limit).toBe(50);
    expect(read("limit=1").limit).toBe(1);
    expect(read(`limit=${MAX_PAGE_SIZE + 1}`).limit).toBe(MAX_PAGE_SIZE);
    expect(read("limit=1000000").limit).toBe(MAX_PAGE_SIZE);
    for (const bad of ["0", "-5", "2.5", "ten", ""]) expect(read(`limit=${bad}`, 6).limit, bad).toBe(6);
  });

  it("lets an explicit offset (the /api style) win over page, and reports the page it falls on", () => {
    expect(read("offset=40")).toEqual({ q: "", limit: 20, offset: 40, page: 3 });
    expect(read("page=5&offset=0")).toMatchObject({ offset: 0, page: 1 });
    expect(read("offset=25")).toMatchObject({ offset: 25, page: 2 });
    expect(read("limit=6&offset=6")).toMatchObject({ limit: 6, offset: 6, page: 2 });
  });

  it.each(["-1", "1.5", "x", "1e3", "", " 4"])("ignores offset=%j and pages instead", (value) => {
    expect(read(`page=2&offset=${value}`)).toMatchObject({ offset: 20, page: 2 });
  });

  it("reads the search from q or search, trimmed and at most 200 characters", () => {
    expect(read("q=%20%20ana%20").q).toBe("ana");
    expect(read("search=bob").q).toBe("bob");
    expect(read("q=ana&search=bob").q).toBe("ana");
    expect(read(`q=${"x".repeat(300)}`).q).toBe("x".repeat(200));
    expect(read("q=100%25%20_off").q).toBe("100% _off");
  });
});

describe("csvRow", () => {
  it("joins plain cells with commas, empty for null and undefined", () => {
    expect(csvRow([1, "ana@example.com", null, undefined, "new"])).toBe("1,ana@example.com,,,new");
    expect(csvRow([])).toBe("");
    expect(csvRow([""])).toBe("");
  });

  it("quotes cells with commas, quotes or line breaks, doubling the quotes", () => {
    expect(csvRow(["Acme, Inc."])).toBe('"Acme, Inc."');
    expect(csvRow(['She said "hi"'])).toBe('"She said ""hi"""');
    expect(csvRow(["line one\nline two"])).toBe('"line one\nline two"');
    expect(csvRow(["a\r\nb", "c"])).toBe('"a\r\nb",c');
    expect(csvRow(['"'])).toBe('""""');
  });

  it.each([
    ['=HYPERLINK("http://evil.example")', `"'=HYPERLINK(""http://evil.example"")"`],
    ["=1+2", "'=1+2"],
    ["-2+3", "'-2+3"],
    ['+HYPERLINK("http://evil.example")', `"'+HYPERLINK(""http://evil.example"")"`],
    ["-cmd|' /C calc'!A0", "'-cmd|' /C calc'!A0"],
    ["-2+3+cmd|' /C calc'!A0", "'-2+3+cmd|' /C calc'!A0"],
    ["+ 1", "'+ 1"],
    ["@SUM(A1:A2)", "'@SUM(A1:A2)"],
    ["\t=1", "'\t=1"],
    ["\r=1", `"'\r=1"`],
    ["=1,2", `"'=1,2"`],
  ])("turns the formula %j into text", (cell, expected) => {
    expect(csvRow([cell])).toBe(expected);
  });

  it("keeps phone numbers and negative numbers as they are (no visible apostrophe)", () => {
    expect(csvRow(["+57 300 123 4567", "+1 (555) 010-0100", "-2", -2.5, "+44.20.7946.0958"])).toBe(
      "+57 300 123 4567,+1 (555) 010-0100,-2,-2.5,+44.20.7946.0958",
    );
  });

  it("leaves cells that only contain formula characters later alone", () => {
    expect(csvRow(["a=b", "1+1", "x@example.com", " =1"])).toBe("a=b,1+1,x@example.com, =1");
  });

  it("keeps non-ASCII text as it is", () => {
    expect(csvRow(["Bogotá", "São Paulo", "名前"])).toBe("Bogotá,São Paulo,名前");
  });
});
