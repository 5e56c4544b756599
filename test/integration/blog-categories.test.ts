// Blog categories (issue 28, docs/decisions/0026): the admins' list (create, rename, reorder, delete, with the
// posts of a deleted category back to the derived badge), the post's category on the blog's pages, /blog?category=
// and its chips, the per-category feed, the API's categorySlug, the editor's picker, and bad input naming the field.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { demoCategories } from "~/db/demo-categories";
import { CATEGORY_MESSAGES } from "~/schemas/blog-category";
import { parse, within } from "../dom";
import { get, page, postForm, seedTable, sendJson, staff } from "../helpers";

let admin: { id: number; cookie: string };
let editor: { id: number; cookie: string };

beforeAll(async () => {
  await seedTable("blog_posts");
  await seedTable("blog_categories");
  admin = await staff("admin");
  editor = await staff("editor");
});

const categoryOf = (slug: string) =>
  env.DB.prepare("SELECT c.slug FROM blog_posts p LEFT JOIN blog_categories c ON c.id = p.category_id WHERE p.slug = ?")
    .bind(slug)
    .first<{ slug: string | null }>()
    .then((r) => r?.slug ?? null);
const categories = () =>
  env.DB.prepare("SELECT id, slug, name_en, name_es, position FROM blog_categories ORDER BY position, id")
    .all<{ id: number; slug: string; name_en: string; name_es: string; position: number }>()
    .then((r) => r.results);
const d1Queries = (res: Response) => Number(/"(\d+) D1 queries"/.exec(res.headers.get("Server-Timing") ?? "")?.[1]);
const cardTitles = (html: string) =>
  parse(html)
    .queryAllByRole("article")
    .map((a) => within(a).getAllByRole("heading")[0]!.textContent!.trim());

describe("/blog?category=", () => {
  it("lists only the category's live posts in the page's language, with chips and the category's feed", async () => {
    const { res, html } = await page("/blog?category=delivery");
    expect(res.status).toBe(200);
    expect(d1Queries(res)).toBe(1);
    // The draft filed under Delivery stays private; the Spanish one is on /es/blog.
    expect(cardTitles(html)).toEqual(["Running Two-Week Sprints with a Distributed Team"]);
    const screen = parse(html);
    const nav = screen.getByRole("navigation", { name: "Categories" });
    const chips = within(nav).getAllByRole("link");
    expect(chips.map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["All", "/blog"],
      ["AI Engineering", "/blog?category=ai-engineering"],
      ["Delivery", "/blog?category=delivery"],
      ["Platforms", "/blog?category=platforms"],
    ]);
    expect(within(nav).getByRole("link", { name: "Delivery" }).getAttribute("aria-current")).toBe("page");
    expect(html).toContain('href="/blog/rss.xml?category=delivery"');
    expect(html).toContain('title="Cordillera Nearshore Blog: Delivery"');
    // The post's badge is its category; a post without one keeps the derived badge.
    expect(within(screen.getAllByRole("article")[0]!).text()).toContain("Delivery");
    const all = parse((await page("/blog")).html);
    const security = all.getAllByRole("article").find((a) => within(a).text().includes("Security in Distributed"))!;
    expect(within(security).text()).toContain("Technology");
  });

  it("shows the Spanish names and posts on /es/blog", async () => {
    const { res, html } = await page("/es/blog?category=delivery");
    expect(res.status).toBe(200);
    expect(cardTitles(html)).toEqual(["La coincidencia horaria es parte de la entrega, no un beneficio extra"]);
    const nav = parse(html).getByRole("navigation", { name: "Categorías" });
    // Only the categories with a live Spanish post, and the one shown.
    expect(
      within(nav)
        .getAllByRole("link")
        .map((a) => a.textContent),
    ).toEqual(["Todas", "Entrega"]);
    expect(html).toContain('href="/es/blog/rss.xml?category=delivery"');
  });

  it("answers a slug no category has with a 404 page that leads back to the blog", async () => {
    for (const path of ["/blog?category=nope", "/blog?category=%3Cscript%3E", "/es/blog?category=nope"]) {
      const { res, html } = await page(path);
      expect(res.status, path).toBe(404);
      expect(parse(html).getByRole("heading", { level: 1 }).textContent).toMatch(/Category Not Found|categoría/);
    }
    // A blank one is no filter.
    expect((await page("/blog?category=")).res.status).toBe(200);
  });
});

describe("the per-category feed", () => {
  it("carries the category's live posts and names it; an unknown slug is a 404", async () => {
    const res = await get("/blog/rss.xml?category=platforms");
    expect(res.status).toBe(200);
    const body = await res.text();
    expect(body).toContain("<title>Cordillera Nearshore Blog: Platforms</title>");
    expect(body).toContain("/blog?category=platforms</link>");
    expect(body).toContain('/blog/rss.xml?category=platforms" rel="self"');
    expect(body.match(/<item>/g)).toHaveLength(1);
    expect(body).toContain("Five Salesforce Implementation Pitfalls");
    const es = await (await get("/es/blog/rss.xml?category=delivery")).text();
    expect(es).toContain("<title>Blog de Cordillera Nearshore: Entrega</title>");
    expect(es.match(/<item>/g)).toHaveLength(1);
    expect((await get("/blog/rss.xml?category=nope")).status).toBe(404);
    expect((await get("/es/blog/rss.xml?category=nope")).status).toBe(404);
  });
});

describe("the API", () => {
  it("returns each post's category and categorySlug, and sets and clears it; bad input names the field", async () => {
    const list = (await (await get("/api/blog-posts?limit=50")).json()) as {
      posts: { slug: string; category: string; categorySlug: string | null }[];
    };
    const ai = list.posts.find((p) => p.slug === "ai-assisted-development-practices-we-keep")!;
    expect(ai).toMatchObject({ category: "AI Engineering", categorySlug: "ai-engineering" });
    const plain = list.posts.find((p) => p.slug === "real-cost-of-a-nearshore-hire")!;
    expect(plain).toMatchObject({ category: "Nearshoring", categorySlug: null });

    const created = await sendJson(
      "/api/blog-posts",
      "POST",
      { title: "Filed under platforms", content: "Text", categorySlug: "platforms" },
      editor.cookie,
    );
    expect(created.status).toBe(201);
    const { post } = (await created.json()) as { post: { id: number; categorySlug: string; category: string } };
    expect(post).toMatchObject({ categorySlug: "platforms", category: "Platforms" });

    // PATCH is partial: another field keeps the category; categorySlug null clears it.
    const renamed = await sendJson(`/api/blog-posts/${post.id}`, "PATCH", { excerpt: "Short" }, editor.cookie);
    expect(((await renamed.json()) as { post: { categorySlug: string } }).post.categorySlug).toBe("platforms");
    const cleared = await sendJson(`/api/blog-posts/${post.id}`, "PATCH", { categorySlug: null }, editor.cookie);
    expect(((await cleared.json()) as { post: object }).post).toMatchObject({
      categorySlug: null,
      category: "Technology",
    });

    for (const [body, status] of [
      [{ title: "Bad", categorySlug: "no-such-category" }, 400],
      [{ title: "Bad", categorySlug: 42 }, 400],
      [{ title: "Bad", categorySlug: ["delivery"] }, 400],
    ] as const) {
      const res = await sendJson("/api/blog-posts", "POST", body, editor.cookie);
      expect(res.status, JSON.stringify(body)).toBe(status);
      const answer = (await res.json()) as { errors: Record<string, string[]> };
      expect(Object.keys(answer.errors)).toEqual(["categorySlug"]);
    }
    const refused = await sendJson(`/api/blog-posts/${post.id}`, "PATCH", { categorySlug: "nope" }, editor.cookie);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { errors: Record<string, string[]> }).errors.categorySlug).toEqual([
      CATEGORY_MESSAGES.unknown,
    ]);
  });
});

describe("the post editor", () => {
  it("offers the categories and saves the one chosen; an unknown one is refused on its field", async () => {
    const { html } = await page("/admin/blog/new", { headers: { Cookie: editor.cookie } });
    const select = parse(html).getByLabelText("Category");
    expect([...select.querySelectorAll("option")].map((o) => o.textContent)).toEqual([
      "None",
      ...demoCategories.map((c) => c.nameEn),
    ]);
    const saved = await postForm(
      "/admin/blog/new",
      { intent: "save", title: "Editor picks a category", content: "Words", categorySlug: "delivery" },
      editor.cookie,
    );
    expect(saved.status).toBe(302);
    expect(await categoryOf("editor-picks-a-category")).toBe("delivery");
    const refused = await postForm(
      "/admin/blog/new",
      { intent: "save", title: "Editor picks nothing real", content: "Words", categorySlug: "nope" },
      editor.cookie,
    );
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(CATEGORY_MESSAGES.unknown);
  });
});

describe("Blog categories (admin screen)", () => {
  const post = (fields: Record<string, string>, cookie = admin.cookie) =>
    postForm("/admin/blog-categories", fields, cookie);

  it("lists the categories with how many posts use each, for admins only", async () => {
    const { res, html } = await page("/admin/blog-categories", { headers: { Cookie: admin.cookie } });
    expect(res.status).toBe(200);
    const table = parse(html).getByRole("table", { name: "Blog categories" });
    expect(within(table).text()).toContain("Ingeniería de IA");
    // Each row's View names its category, as its Rename and Delete do.
    const views = within(table).getAllByRole("link", { name: /^View / });
    expect(views.length).toBeGreaterThan(1);
    expect(new Set(views.map((v) => v.getAttribute("aria-label"))).size).toBe(views.length);
    const editorView = await get("/admin/blog-categories", { headers: { Cookie: editor.cookie } });
    expect(editorView.status).toBe(302);
    expect((await post({ intent: "create", slug: "x", nameEn: "X", nameEs: "X" }, editor.cookie)).status).toBe(302);
    expect((await categories()).some((c) => c.slug === "x")).toBe(false);
  });

  it("creates at the end, renames, moves and deletes, each audited; refuses bad input naming the field", async () => {
    expect((await post({ intent: "create", slug: "security", nameEn: "Security", nameEs: "Seguridad" })).status).toBe(
      302,
    );
    const made = (await categories()).at(-1)!;
    expect(made).toMatchObject({ slug: "security", name_en: "Security", name_es: "Seguridad" });

    const taken = await post({ intent: "create", slug: "security", nameEn: "Again", nameEs: "Otra vez" });
    expect(taken.status).toBe(409);
    expect(await taken.text()).toContain(CATEGORY_MESSAGES.slugTaken);
    for (const [fields, message] of [
      [{ slug: "Not A Slug", nameEn: "A", nameEs: "B" }, CATEGORY_MESSAGES.slug],
      [{ slug: "fine", nameEn: "", nameEs: "B" }, CATEGORY_MESSAGES.nameEn],
      [{ slug: "fine", nameEn: "A", nameEs: "   " }, CATEGORY_MESSAGES.nameEs],
    ] as const) {
      const res = await post({ intent: "create", ...fields });
      expect(res.status, JSON.stringify(fields)).toBe(400);
      expect(await res.text()).toContain(message);
    }
    expect((await categories()).some((c) => c.slug === "fine")).toBe(false);

    expect(
      (
        await post({
          intent: "rename",
          id: String(made.id),
          nameEn: "Security & Trust",
          nameEs: "Seguridad y confianza",
        })
      ).status,
    ).toBe(302);
    expect((await categories()).at(-1)).toMatchObject({ slug: "security", name_en: "Security & Trust" });

    await post({ intent: "move", id: String(made.id), direction: "up" });
    const order = (await categories()).map((c) => c.slug);
    expect(order.slice(-2)).toEqual(["security", "platforms"]);
    expect((await post({ intent: "move", id: String(made.id), direction: "sideways" })).status).toBe(400);

    const entries = await env.DB.prepare(
      "SELECT action FROM audit_log WHERE entity = 'category' AND entity_id = ? ORDER BY id",
    )
      .bind(String(made.id))
      .all<{ action: string }>();
    expect(entries.results.map((e) => e.action)).toEqual(["update", "update"]);
  });

  it("deletes a category in use: its posts go back to the derived badge", async () => {
    const [ai] = (await categories()).filter((c) => c.slug === "ai-engineering");
    const { html } = await page(`/admin/blog-categories?dialog=delete&id=${ai!.id}`, {
      headers: { Cookie: admin.cookie },
    });
    expect(parse(html).text()).toContain("1 post uses it");
    expect((await post({ intent: "delete", id: String(ai!.id) })).status).toBe(302);
    expect(await categoryOf("ai-assisted-development-practices-we-keep")).toBeNull();
    const { html: blog } = await page("/blog");
    const card = parse(blog)
      .getAllByRole("article")
      .find((a) => within(a).text().includes("AI-Assisted Development"))!;
    expect(within(card).text()).toContain("Technology");
    expect((await page("/blog?category=ai-engineering")).res.status).toBe(404);
    expect((await post({ intent: "delete", id: String(ai!.id) })).status).toBe(302); // gone: a toast, nothing else
  });
});
