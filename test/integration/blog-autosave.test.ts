// The blog editor's autosave keeps drafts only, even against a publish that lands while it is running: the editor
// checks that the post is a draft, then writes; a publish between the two must not be undone by the write.
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { postForm, signedInStaff } from "../helpers";
import { expectAutosaveRefused } from "../fixtures/blog";

const { editor } = signedInStaff("editor");

afterEach(() => vi.restoreAllMocks());

async function draft(slug: string) {
  const row = await env.DB.prepare(
    "INSERT INTO blog_posts (title, slug, content, published) VALUES (?, ?, 'Body of the post.', 0) RETURNING id",
  )
    .bind(`Post ${slug}`, slug)
    .first<{ id: number }>();
  return row!.id;
}

const state = (id: number) =>
  env.DB.prepare("SELECT title, published, published_at IS NOT NULL AS dated FROM blog_posts WHERE id = ?")
    .bind(id)
    .first();

/**
 * Runs `meanwhile` just before the app's next write to blog_posts reaches D1, as if another request (a colleague
 * pressing Publish) had landed between the editor's check and its write.
 */
function beforeTheNextPostWrite(meanwhile: () => Promise<unknown>) {
  const prepare = env.DB.prepare.bind(env.DB);
  let pending = true;
  vi.spyOn(env.DB, "prepare").mockImplementation((sql: string) => {
    const statement = prepare(sql);
    if (!pending || !/^update "blog_posts"/i.test(sql)) return statement;
    pending = false;
    const delayed = (target: D1PreparedStatement): D1PreparedStatement =>
      new Proxy(target, {
        get(real, property) {
          const value = Reflect.get(real, property, real);
          if (property === "bind") return (...values: unknown[]) => delayed(real.bind(...values));
          if (typeof value !== "function") return value;
          return async (...args: unknown[]) => {
            await meanwhile();
            return (value as (...a: unknown[]) => unknown).apply(real, args);
          };
        },
      });
    return delayed(statement);
  });
}

describe("the blog editor's autosave", () => {
  it("does not unpublish a post published between its draft check and its write: 409, and the post stays live", async () => {
    const id = await draft("published-meanwhile");
    beforeTheNextPostWrite(() =>
      env.DB.prepare("UPDATE blog_posts SET published = 1, published_at = ? WHERE id = ?").bind(Date.now(), id).run(),
    );
    await expectAutosaveRefused(id, editor.cookie);
    expect(await state(id)).toEqual({ title: "Post published-meanwhile", published: 1, dated: 1 });
  });

  it("still saves a draft that stays a draft", async () => {
    const id = await draft("still-a-draft");
    const res = await postForm(
      `/admin/blog/${id}/edit`,
      { intent: "autosave", id: String(id), title: "Still a draft, longer", content: "More" },
      editor.cookie,
    );
    expect(res.status).toBe(200);
    expect(await state(id)).toEqual({ title: "Still a draft, longer", published: 0, dated: 0 });
  });
});
