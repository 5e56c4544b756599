// The one rule for every redirect target that comes from a request: a same-origin path, or the fallback.
import { describe, expect, it } from "vitest";
import { safeRedirect } from "~/platform/params";

describe("safeRedirect", () => {
  it("keeps same-origin paths with their query and fragment", () => {
    expect(safeRedirect("/admin/users?dialog=new", "/admin")).toBe("/admin/users?dialog=new");
    expect(safeRedirect("/blog/a-post#comments", "/")).toBe("/blog/a-post#comments");
    expect(safeRedirect("/", "/admin")).toBe("/");
  });

  it.each([
    ["a tab that browsers drop", "/\t/evil.example"],
    ["CR LF (header injection)", "/\r\n/evil.example"],
    ["a bare LF", "/x\nSet-Cookie: a=b"],
    ["NUL", "/\u0000/evil.example"],
    ["a backslash", "/\\evil.example"],
    ["a backslash later on", "/admin\\..\\..\\evil"],
    ["protocol-relative", "//evil.example/x"],
    ["a dot segment that collapses to //", "/.//evil.example"],
    ["an encoded dot segment", "/%2e//evil.example"],
    ["a parent segment that collapses to //", "/x/..//evil.example"],
    ["another scheme", "https://evil.example/"],
    ["javascript:", "javascript:alert(1)"],
    ["a relative path", "admin"],
    ["leading whitespace", " /admin"],
    ["empty", ""],
  ])("refuses %s", (_label, value) => {
    expect(safeRedirect(value, "/admin")).toBe("/admin");
  });

  it("refuses what is not a string", () => {
    for (const value of [null, undefined, 1, ["/admin/blog"], { toString: () => "/x" }]) {
      expect(safeRedirect(value, "/fallback")).toBe("/fallback");
    }
  });

  it("refuses very long values", () => {
    expect(safeRedirect(`/${"a".repeat(5000)}`, "/admin")).toBe("/admin");
  });
});
