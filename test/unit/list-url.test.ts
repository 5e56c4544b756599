// The URLs admin lists go back to after an action, and the dialog links they open: only the list's own
// parameters survive, so an action can neither lose the visitor's search nor be steered elsewhere.
import { describe, expect, it } from "vitest";
import { listState, listUrl, withParams } from "~/platform/params";

describe("listUrl", () => {
  it("is the bare list without a returnTo", () => {
    expect(listUrl("/admin/contacts", null)).toBe("/admin/contacts");
    expect(listUrl("/admin/contacts", "")).toBe("/admin/contacts");
    expect(listUrl("/admin/contacts", "?")).toBe("/admin/contacts");
  });

  it("keeps q, page, status and position, in that order, and drops everything else", () => {
    expect(listUrl("/admin/applications", "?position=QA%20Engineer&status=new&page=2&q=ana")).toBe(
      "/admin/applications?q=ana&page=2&status=new&position=QA+Engineer",
    );
    expect(listUrl("/admin/users", "?q=ana&dialog=delete&id=5&view=3")).toBe("/admin/users?q=ana");
    expect(listUrl("/admin/users", "q=ana")).toBe("/admin/users?q=ana");
  });

  it("keeps every value of a repeated filter (the Talent pool's skills), at most ten", () => {
    expect(listUrl("/admin/talent-pool", "?skill=Go&skill=AWS&match=any&country=CO")).toBe(
      "/admin/talent-pool?country=CO&skill=Go&skill=AWS&match=any",
    );
    const many = Array.from({ length: 12 }, (_, i) => `skill=s${i}`).join("&");
    expect(new URLSearchParams(listUrl("/admin/talent-pool", `?${many}`).split("?")[1]).getAll("skill")).toHaveLength(
      10,
    );
  });

  it("drops empty values and cuts long ones at 200 characters", () => {
    expect(listUrl("/admin/blog", "?q=&page=2")).toBe("/admin/blog?page=2");
    expect(listUrl("/admin/blog", `?q=${"x".repeat(500)}`)).toBe(`/admin/blog?q=${"x".repeat(200)}`);
  });

  it("encodes what it keeps", () => {
    expect(listUrl("/admin/contacts", "?q=a%20b%26c%3D%23")).toBe("/admin/contacts?q=a+b%26c%3D%23");
  });

  it.each(["//evil.example/?q=x", "https://evil.example/admin?q=x", "/\\evil.example", "javascript:alert(1)"])(
    "stays on the list for returnTo %j",
    (returnTo) => {
      const url = listUrl("/admin/contacts", returnTo);
      expect(url.startsWith("/admin/contacts")).toBe(true);
      expect(url).not.toContain("evil");
      expect(url).not.toContain("javascript");
    },
  );

  it("ignores a file posted as returnTo", () => {
    expect(listUrl("/admin/contacts", new File(["?q=x"], "returnTo.txt"))).toBe("/admin/contacts");
  });
});

describe("withParams", () => {
  it("adds a dialog's parameters to the list's search", () => {
    expect(withParams("?q=ana&page=2", { dialog: "edit", id: 5 })).toBe("?q=ana&page=2&dialog=edit&id=5");
    expect(withParams("", { page: 3 })).toBe("?page=3");
  });

  it("replaces a parameter that is already there", () => {
    expect(withParams("?q=ana&page=2", { page: 3 })).toBe("?q=ana&page=3");
  });
});

describe("listState", () => {
  const query = (page: number) => ({ q: "", page, limit: 20, offset: (page - 1) * 20 });
  const thrown = (url: string, page: number, total: number) => {
    try {
      listState(new Request(url), query(page), total);
    } catch (answer) {
      return (answer as Response).headers.get("Location");
    }
    return null;
  };

  it("is the list's state on a page that has rows", () => {
    expect(listState(new Request("http://x/admin/blog?page=2"), query(2), 21)).toEqual({
      q: "",
      page: 2,
      pageSize: 20,
      total: 21,
    });
  });

  it("sends a page past the end to the last page, from a page's URL or a client navigation's data request", () => {
    expect(thrown("http://x/admin/blog?q=a&page=5", 5, 41)).toBe("/admin/blog?q=a&page=3");
    expect(thrown("http://x/admin/blog?q=a&page=2", 2, 20)).toBe("/admin/blog?q=a");
    expect(thrown("http://x/admin/blog.data?q=a&page=2&_routes=routes%2Fx", 2, 0)).toBe("/admin/blog?q=a");
  });
});
