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

describe("Move on an ordered list", () => {
  it("refuses a direction that is not up or down in the same words on every list", async () => {
    for (const path of ["/admin/blog-categories", "/admin/case-studies", "/admin/testimonials"]) {
      const res = await postForm(path, { intent: "move", id: "1", direction: "sideways" }, admin.cookie);
      expect(res.status, path).toBe(400);
      expect(await res.text(), path).toContain("Direction must be up or down.");
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
