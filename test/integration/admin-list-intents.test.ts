// The row actions admin lists share: Delete (`deleteIntent`), back to the list with the screen's own toast, worded
// from what the model answered where it says more, and the screen's own wording of a refusal (a record already
// gone); and the one move up or down of every ordered list (`moveAction`).
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { CATEGORY_MESSAGES } from "~/schemas/blog-category";
import { parse, within } from "../dom";
import { page, postForm, seedTable, staff } from "../helpers";

let admin: { id: number; cookie: string };

beforeAll(async () => {
  await seedTable("blog_posts");
  await seedTable("blog_categories");
  admin = await staff("admin");
});

/** Deletes `id` on the list at `path`, then shows the list with the toast the answer set: its status text. */
async function deleteOn(path: string, id: number) {
  const res = await postForm(path, { intent: "delete", id: String(id) }, admin.cookie);
  expect(res.status).toBe(302);
  expect(res.headers.get("Location")).toBe(path);
  const toast = res.headers
    .getSetCookie()
    .find((c) => c.startsWith("cn_toast="))!
    .split(";")[0]!;
  const { html } = await page(path, { headers: { Cookie: `${admin.cookie}; ${toast}` } });
  return within(parse(html).getByRole("status")).text();
}

describe("Delete on an admin list", () => {
  it("words the toast from what was removed", async () => {
    const [ai] = await env.DB.prepare("SELECT id FROM blog_categories WHERE slug = 'ai-engineering'")
      .all<{ id: number }>()
      .then((r) => r.results);
    const shown = await deleteOn("/admin/blog-categories", ai!.id);
    expect(shown).toContain(CATEGORY_MESSAGES.deleted);
    expect(shown).toContain("1 post shows the derived category again.");

    const gone = await staff("editor");
    const email = await env.DB.prepare("SELECT email FROM users WHERE id = ?")
      .bind(gone.id)
      .first<{ email: string }>()
      .then((r) => r!.email);
    const said = await deleteOn("/admin/users", gone.id);
    expect(said).toContain("User deleted");
    expect(said).toContain(`${email} no longer has access.`);
  });

  it("answers a record already gone with the screen's wording, else the model's", async () => {
    expect(await deleteOn("/admin/job-alerts", 987654)).toContain("Failed to delete the job alert. Please try again.");
    expect(await deleteOn("/admin/subscribers", 987654)).toContain("Subscriber not found");
  });
});

describe("A page past the end of a list", () => {
  it("goes to the last page there is, keeping the search: after deleting the last page's only row, or a stale link", async () => {
    // 21 subscribers a search finds: two pages of 20.
    const tag = `pastend${Date.now()}`;
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 21)
       INSERT INTO newsletter_subscribers (email, status) SELECT '${tag}-' || i || '@example.com', 'active' FROM n`,
    ).run();
    const path = `/admin/subscribers?q=${tag}&page=2`;
    expect((await page(path, { headers: { Cookie: admin.cookie } })).res.status).toBe(200);
    const { id } = (await env.DB.prepare("SELECT min(id) AS id FROM newsletter_subscribers WHERE email LIKE ?")
      .bind(`${tag}-%`)
      .first<{ id: number }>())!;
    await postForm(
      "/admin/subscribers",
      { intent: "delete", id: String(id), returnTo: `?q=${tag}&page=2` },
      admin.cookie,
    );
    const after = await page(path, { headers: { Cookie: admin.cookie } });
    expect(after.res.status).toBe(302);
    expect(after.res.headers.get("Location")).toBe(`/admin/subscribers?q=${tag}`);
    const stale = await page(`/admin/subscribers?q=${tag}&page=9`, { headers: { Cookie: admin.cookie } });
    expect(stale.res.headers.get("Location")).toBe(`/admin/subscribers?q=${tag}`);
    const nothing = await page(`/admin/blog?q=nothing-matches-${tag}&page=3`, { headers: { Cookie: admin.cookie } });
    expect(nothing.res.headers.get("Location")).toBe(`/admin/blog?q=nothing-matches-${tag}`);
  });
});

describe("Move on an ordered list", () => {
  it("refuses a direction that is not up or down in the same words on every list", async () => {
    for (const path of ["/admin/blog-categories", "/admin/case-studies", "/admin/testimonials"]) {
      const res = await postForm(path, { intent: "move", id: "1", direction: "sideways" }, admin.cookie);
      expect(res.status, path).toBe(400);
      expect(await res.text(), path).toContain("Direction must be up or down.");
    }
  });
});

describe("The order a move leaves", () => {
  // Each list's own three rows, at the positions a test gives them; the case studies' other language is a list of
  // its own and stays as it is.
  const LISTS = {
    blog_categories: {
      path: "/admin/blog-categories",
      row: (n: number) => `INSERT INTO blog_categories (slug, name_en, name_es) VALUES ('move-${n}', 'M${n}', 'M${n}')`,
    },
    case_studies: {
      path: "/admin/case-studies",
      row: (n: number) =>
        `INSERT INTO case_studies (slug, language, title, client) VALUES ('move-${n}', 'en', 'M${n}', 'C')`,
    },
    testimonials: {
      path: "/admin/testimonials",
      row: (n: number) => `INSERT INTO testimonials (content, author, rating) VALUES ('M${n}', 'M${n}', 5)`,
    },
  } as const;
  type List = keyof typeof LISTS;

  /** Three new rows of the list, alone in it (and, for case studies, one in Spanish at position 0). */
  async function rows(table: List, positions: [number, number, number]) {
    await env.DB.prepare(`DELETE FROM ${table}`).run();
    const ids: number[] = [];
    for (const [n, position] of positions.entries()) {
      const { id } = (await env.DB.prepare(`${LISTS[table].row(n)} RETURNING id`).first<{ id: number }>())!;
      await env.DB.prepare(`UPDATE ${table} SET position = ? WHERE id = ?`).bind(position, id).run();
      ids.push(id);
    }
    if (table === "case_studies")
      await env.DB.prepare(
        "INSERT INTO case_studies (slug, language, title, client, position) VALUES ('otro', 'es', 'Otro', 'C', 0)",
      ).run();
    return ids as [number, number, number];
  }
  /** The list's ids in the order its pages show them: position, then id. */
  const order = async (table: List) =>
    (
      await env.DB.prepare(
        `SELECT id FROM ${table} WHERE ${table === "case_studies" ? "language = 'en'" : "1 = 1"} ORDER BY position, id`,
      ).all<{ id: number }>()
    ).results.map((r) => r.id);
  const move = (table: List, id: number, direction: "up" | "down") =>
    postForm(LISTS[table].path, { intent: "move", id: String(id), direction }, admin.cookie);

  it("moves a row past one that shares its position, one place at a time, on every list", async () => {
    for (const table of Object.keys(LISTS) as List[]) {
      // The first two share a position, as rows added by hand or through the API can.
      const [a, b, c] = await rows(table, [1, 1, 2]);
      expect((await move(table, b, "up")).status, table).toBe(302);
      expect(await order(table), table).toEqual([b, a, c]);
      expect((await move(table, a, "down")).status, table).toBe(302);
      expect(await order(table), table).toEqual([b, c, a]);
      // Numbered on from where the list started, as the case studies' Order column shows it.
      const numbers = await env.DB.prepare(`SELECT position FROM ${table} WHERE id IN (?, ?, ?) ORDER BY position`)
        .bind(a, b, c)
        .all<{ position: number }>();
      expect(
        numbers.results.map((r) => r.position),
        table,
      ).toEqual([1, 2, 3]);
      // At either end nothing moves.
      expect((await move(table, b, "up")).status, table).toBe(302);
      expect((await move(table, a, "down")).status, table).toBe(302);
      expect(await order(table), table).toEqual([b, c, a]);
    }
  });

  it("draws the same control on every list: ↑ and ↓ named after the row, the way it cannot go switched off", async () => {
    for (const table of Object.keys(LISTS) as List[]) {
      await rows(table, [0, 1, 2]);
      const { html } = await page(LISTS[table].path, { headers: { Cookie: admin.cookie } });
      const button = (name: string) =>
        parse(html).document.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`);
      const name = (n: number) => `M${n}`;
      expect(button(`Move up: ${name(0)}`)?.textContent, table).toBe("↑");
      expect(button(`Move down: ${name(0)}`)?.textContent, table).toBe("↓");
      expect(button(`Move up: ${name(0)}`)?.hasAttribute("disabled"), table).toBe(true);
      expect(button(`Move down: ${name(0)}`)?.hasAttribute("disabled"), table).toBe(false);
      expect(button(`Move up: ${name(1)}`)?.hasAttribute("disabled"), table).toBe(false);
      expect(button(`Move down: ${name(1)}`)?.hasAttribute("disabled"), table).toBe(false);
      expect(button(`Move down: ${name(2)}`)?.hasAttribute("disabled"), table).toBe(true);
    }
  });

  it("knows a case study's ends in its own language, on every page and search of the list", async () => {
    await rows("case_studies", [0, 1, 2]);
    // The Spanish study is alone in its list: both ways are off, though the English list shows rows before it.
    const otro = parse((await page("/admin/case-studies", { headers: { Cookie: admin.cookie } })).html);
    expect(otro.document.querySelector('button[aria-label="Move up: Otro"]')?.hasAttribute("disabled")).toBe(true);
    expect(otro.document.querySelector('button[aria-label="Move down: Otro"]')?.hasAttribute("disabled")).toBe(true);
    // Searched down to the middle row, it is still neither end.
    const { html } = await page("/admin/case-studies?q=M1", { headers: { Cookie: admin.cookie } });
    const searched = parse(html).document;
    for (const name of ["Move up: M1", "Move down: M1"])
      expect(searched.querySelector(`button[aria-label="${name}"]`)?.hasAttribute("disabled"), name).toBe(false);
    // After a move, the ends follow the new order.
    const [, m1] = await order("case_studies");
    expect((await move("case_studies", m1!, "up")).status).toBe(302);
    const after = parse((await page("/admin/case-studies", { headers: { Cookie: admin.cookie } })).html).document;
    expect(after.querySelector('button[aria-label="Move up: M1"]')?.hasAttribute("disabled")).toBe(true);
    expect(after.querySelector('button[aria-label="Move up: M0"]')?.hasAttribute("disabled")).toBe(false);
  });

  it("keeps every row, once, when moves on the same list run at the same time", async () => {
    const [a, b, c] = await rows("blog_categories", [1, 2, 3]);
    const answers = await Promise.all([
      move("blog_categories", c, "up"),
      move("blog_categories", a, "down"),
      move("blog_categories", b, "up"),
      move("blog_categories", c, "up"),
    ]);
    expect(answers.map((r) => r.status)).toEqual([302, 302, 302, 302]);
    // Whichever batch landed last, each row is still listed once, and the list still moves one place at a time.
    const after = await order("blog_categories");
    expect([...after].sort((p, q) => p - q)).toEqual([a, b, c]);
    expect((await move("blog_categories", after[2]!, "up")).status).toBe(302);
    expect(await order("blog_categories")).toEqual([after[0], after[2], after[1]]);
  });

  it("never sends a row below one it was above", async () => {
    // Ids in the order made: a tie at 1 (b, c), then a at 2 though its id is the lowest. Moving c up puts it
    // first and keeps b above a.
    for (const table of Object.keys(LISTS) as List[]) {
      const [a, b, c] = await rows(table, [2, 1, 1]);
      expect(await order(table), table).toEqual([b, c, a]);
      expect((await move(table, c, "up")).status, table).toBe(302);
      expect(await order(table), table).toEqual([c, b, a]);
    }
  });
});

describe("Where an admin action goes back to", () => {
  it("goes back to the page the form was posted to, with its list search, also for a client-side submission", async () => {
    const { id } = (await env.DB.prepare("SELECT id FROM blog_posts LIMIT 1").first<{ id: number }>())!;
    const form = { intent: "delete", id: String(id), returnTo: "?q=back&page=2&dialog=delete&id=1" };
    // The browser's fetch (single fetch): the redirect is in the body, to the page without `.data`.
    const res = await postForm("/admin/blog.data", form, admin.cookie);
    expect(res.status).toBe(202);
    expect(await res.text()).toContain('"redirect","/admin/blog?q=back&page=2"');
    // Without JavaScript (the post is gone now: the refusal's toast): a 302 to the same place.
    const gone = await postForm("/admin/blog", form, admin.cookie);
    expect(gone.status).toBe(302);
    expect(gone.headers.get("Location")).toBe("/admin/blog?q=back&page=2");
  });
});
