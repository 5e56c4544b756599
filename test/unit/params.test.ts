// The one place ids and redirect targets are read: an id is a canonical positive integer, and a redirect
// target is a path on this site whatever a request put in it.
import { describe, expect, it } from "vitest";
import { enumParam, parseId, parseIdToken, readListQuery, readStatusListQuery, safeRedirect } from "~/platform/params";

describe("parseId", () => {
  it.each([
    ["1", 1],
    ["42", 42],
    ["900719925474099", 900719925474099],
  ])("reads %s as %i", (value, id) => expect(parseId(value)).toBe(id));

  it.each(["", "0", "007", "-1", " 7 ", "7 ", "0x10", "1e3", "2.5", "abc", "9007199254740993", "1234567890123456"])(
    "refuses %j",
    (value) => expect(parseId(value)).toBeNull(),
  );

  it("refuses what is not text", () => {
    for (const value of [null, undefined, 5, {}, new File([], "1")]) expect(parseId(value)).toBeNull();
  });
});

describe("safeRedirect", () => {
  it.each(["/admin", "/admin/blog?q=x&page=2", "/blog/post#comments", "/admin/users?redirectTo=%2F%2Fevil"])(
    "keeps the local path %s",
    (path) => expect(safeRedirect(path, "/fallback")).toBe(path),
  );

  it.each([
    "//evil.example",
    "/\\evil.example",
    "/\t/evil.example",
    "/%09/evil.example".replace("%09", "\t"),
    "/\r\n/evil.example",
    "/\n/evil.example",
    "https://evil.example/",
    "evil.example",
    "javascript:alert(1)",
    "",
    "\\\\evil.example",
  ])("refuses %j", (value) => expect(safeRedirect(value, "/fallback")).toBe("/fallback"));

  it("refuses what is not text", () => {
    expect(safeRedirect(null, "/admin")).toBe("/admin");
    expect(safeRedirect(["/admin/blog"], "/admin")).toBe("/admin");
  });
});

describe("enumParam", () => {
  it("takes a listed value and nothing else", () => {
    const statuses = ["new", "read", "archived"] as const;
    expect(enumParam(statuses, "read")).toBe("read");
    expect(enumParam(statuses, "READ")).toBeNull();
    expect(enumParam(statuses, null)).toBeNull();
    expect(enumParam(statuses, "toString")).toBeNull();
  });
});

describe("readStatusListQuery", () => {
  it("reads the list's paging and search, and a listed ?status= only", () => {
    const statuses = ["new", "read", "archived"] as const;
    const query = readStatusListQuery(new URLSearchParams("q=acme&status=read&page=2"), statuses);
    expect(query).toEqual({ q: "acme", limit: 20, offset: 20, page: 2, status: "read" });
    expect(readStatusListQuery(new URLSearchParams("status=READ"), statuses).status).toBeNull();
  });
});

describe("parseIdToken", () => {
  const signature = "a".repeat(43);
  it("reads the id like every other id and keeps the signature for the caller to verify", () => {
    expect(parseIdToken(`42.${signature}`)).toEqual({ id: 42, signature });
  });
  it("refuses what parseId refuses, and a signature that is not URL-safe base64 of a sane length", () => {
    for (const token of [`0.${signature}`, `007.${signature}`, `1e3.${signature}`, `.${signature}`, "42.", "42.short"])
      expect(parseIdToken(token), token).toBeNull();
    expect(parseIdToken(`42.${"a".repeat(101)}`)).toBeNull();
    expect(parseIdToken(`42.${signature}.x`)).toBeNull();
    expect(parseIdToken(null)).toBeNull();
  });
});

describe("readListQuery for /api paging", () => {
  const read = (query: string) => readListQuery(new URLSearchParams(query), 100);
  it("defaults to the largest page and the start", () => {
    expect(read("")).toMatchObject({ limit: 100, offset: 0 });
  });
  it("caps the limit and ignores what is not a whole positive number", () => {
    expect(read("limit=5&offset=10")).toMatchObject({ limit: 5, offset: 10 });
    expect(read("limit=500")).toMatchObject({ limit: 100 });
    expect(read("limit=0&offset=-3")).toMatchObject({ limit: 100, offset: 0 });
    expect(read("limit=2.5&offset=abc")).toMatchObject({ limit: 100, offset: 0 });
  });
});
