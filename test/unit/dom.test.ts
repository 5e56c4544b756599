// The test DOM helper reads roles, names, labels and text the way the integration tests rely on.
import { describe, expect, it } from "vitest";
import { parse, within } from "../dom";

const html = `<!DOCTYPE html><html><head><title>A &amp; B</title><script>var x = "<h1>no</h1>";</script></head><body>
<header><nav aria-label="Main"><a href="/">Home</a><a href="/blog">Blog</a></nav></header>
<main>
  <h1>Title <span aria-hidden="true">★</span></h1>
  <section aria-labelledby="rel"><h2 id="rel">Related <em>Articles</em></h2>
    <article><h3><a href="/blog/a">Post A</a></h3><p>5<!-- --> min read</p></article>
    <article><h3><a href="/blog/b">Post &amp; B</a></h3></article>
  </section>
  <form method="post" action="/x"><label for="e">Email</label><input id="e" name="email" type="email">
    <label>Name <input name="name"></label><input type="hidden" name="t" value="1">
    <button type="submit" disabled aria-label="Delete a@b.example">Delete</button><button>Send <svg aria-hidden="true"><text>x</text></svg></button>
    <div role="switch" aria-checked="true" aria-label="Published"></div><p role="alert">Bad email</p></form>
  <div hidden>secret</div>
</main>
<footer><p>Fine&nbsp;print</p></footer></body></html>`;

describe("the test DOM", () => {
  const screen = parse(html);

  it("finds headings by level and name, ignoring aria-hidden parts and scripts", () => {
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(screen.getByRole("heading", { level: 1, name: "Title" }).localName).toBe("h1");
    expect(screen.getByRole("heading", { name: "Related Articles", level: 2 }).id).toBe("rel");
    expect(screen.queryAllByRole("heading", { level: 3 })).toHaveLength(2);
  });

  it("names regions by aria-labelledby and scopes queries with within()", () => {
    const related = screen.getByRole("region", { name: "Related Articles" });
    expect(within(related).getAllByRole("article")).toHaveLength(2);
    expect(within(related).getByRole("link", { name: "Post & B" }).getAttribute("href")).toBe("/blog/b");
    expect(
      within(screen.getByRole("navigation", { name: "Main" }))
        .getByRole("link", { name: "Home" })
        .getAttribute("href"),
    ).toBe("/");
  });

  it("finds landmarks, form fields by label, buttons, switches and alerts", () => {
    expect(screen.getByRole("banner").localName).toBe("header");
    expect(screen.getByRole("contentinfo").localName).toBe("footer");
    expect(screen.getByLabelText("Email").getAttribute("name")).toBe("email");
    expect(screen.getByLabelText("Name").getAttribute("name")).toBe("name");
    expect(screen.getByRole("button", { name: "Delete a@b.example" }).hasAttribute("disabled")).toBe(true);
    expect(screen.getByRole("button", { name: "Send" })).toBeTruthy();
    expect(screen.getByRole("switch", { name: "Published" }).getAttribute("aria-checked")).toBe("true");
    expect(screen.getByRole("alert").textContent).toBe("Bad email");
    expect(screen.getByRole("form").getAttribute("action")).toBe("/x");
  });

  it("reads text without markup, scripts or hidden parts", () => {
    expect(screen.document.title).toBe("A & B");
    expect(screen.text()).toContain("5 min read");
    expect(screen.text()).toContain("Fine\u00a0print".replace(/\s/g, " "));
    expect(screen.text()).not.toContain("secret");
    expect(screen.text()).not.toContain("<h1>");
    expect(screen.getAllByText(/^\d+ min read$/)).toHaveLength(1);
    expect(screen.queryAllByText("Post & B")[0]!.localName).toBe("a");
  });

  it("fails with what it found when nothing matches", () => {
    expect(() => screen.getByRole("heading", { name: "Missing" })).toThrow(
      /No element with role "heading" named Missing.*heading "Title"/,
    );
    expect(() => screen.getByRole("article")).toThrow(/2 elements/);
  });
});
