// PATCH is partial on every /api resource (decisions.md, "PATCH is partial"): a body that names one field
// changes that field and leaves every other one as it was. Before, a PATCH of a post or a job without its
// title answered 400 "Title is required", so rescheduling a post through the API needed the whole post.
import { describe, expect, it } from "vitest";
import { sendJson, staff } from "../helpers";

type Json = Record<string, unknown>;
const body = async (res: Response) => (await res.json()) as Json;

/**
 * Creates a record with a POST to `path` as a new account of `role`, PATCHes it with `patch`, and returns the record
 * (under `key`) before and after.
 */
async function createThenPatch(role: "admin" | "editor", path: string, key: string, created: Json, patch: Json) {
  const { cookie } = await staff(role);
  const res = await sendJson(path, "POST", created, cookie);
  expect(res.status).toBe(201);
  const before = (await body(res))[key] as Json;
  const patched = await sendJson(`${path}/${before.id}`, "PATCH", patch, cookie);
  expect(patched.status).toBe(200);
  return { before, after: (await body(patched))[key] as Json };
}

/** Asserts each of `fields` is after the PATCH what it was before. */
function expectKept(after: Json, before: Json, fields: string[]) {
  for (const field of fields) expect(after[field], field).toEqual(before[field]);
}

/** A job listing with its lists and closing date set, and a material with its file: what a partial PATCH must keep. */
const JOB = {
  title: "Data Engineer",
  location: "Bogotá, Colombia",
  description: "Pipelines.",
  responsibilities: ["Build pipelines", "Review code"],
  requirements: ["SQL"],
  category: "Engineering",
  closesAt: "2031-12-31",
};
const MATERIAL = {
  type: "pitch-deck",
  title: "Deck 2031",
  description: "Old text",
  file_url: "https://example.com/deck.pdf",
  file_name: "deck.pdf",
  active: false,
};

describe("PATCH changes only the fields it names", () => {
  it("reschedules a blog post with only {publishedAt}", async () => {
    const when = "2031-03-01T15:00:00.000Z";
    const { before: post, after: patched } = await createThenPatch(
      "editor",
      "/api/blog-posts",
      "post",
      { title: "Partial patches", content: "Body **kept**.", excerpt: "Kept excerpt", author: "Ana", published: true },
      { publishedAt: when },
    );
    expect(patched.publishedAt).toBe(when);
    expectKept(patched, post, ["title", "slug", "content", "excerpt", "author", "published"]);
  });

  it("still refuses a bad value in the field it names, with the schema's message", async () => {
    const editor = await staff("editor");
    const created = await body(
      await sendJson("/api/blog-posts", "POST", { title: "Bad patch", content: "x" }, editor.cookie),
    );
    const id = (created.post as Json).id;
    const res = await sendJson(`/api/blog-posts/${id}`, "PATCH", { title: "" }, editor.cookie);
    expect(res.status).toBe(400);
    expect(await body(res)).toMatchObject({ errors: { title: ["Title is required"] } });
  });

  it("changes a job listing's salary and nothing else", async () => {
    const { before: job, after: patched } = await createThenPatch("admin", "/api/job-listings", "jobListing", JOB, {
      salary: "USD 4,000 / month",
    });
    expect(patched.salary).toBe("USD 4,000 / month");
    expectKept(patched, job, ["title", "location", "description", "responsibilities", "requirements", "category"]);
    expect(patched.closesAt).toBe(job.closesAt);
    expect(patched.published).toBe(job.published);
  });

  it("patches a listing whose lists are long: the list form takes what the text form took", async () => {
    // 60 requirements, one of them 1,500 characters: accepted as text, so a PATCH that re-reads them must pass too.
    const requirements = Array.from({ length: 60 }, (_, i) => `Requirement ${i + 1}`);
    requirements[0] = "x".repeat(1500);
    const { after: patched } = await createThenPatch(
      "admin",
      "/api/job-listings",
      "jobListing",
      { ...JOB, requirements: requirements.join("\n") },
      { salary: "USD 5,000 / month" },
    );
    expect(patched.salary).toBe("USD 5,000 / month");
    expect(patched.requirements).toEqual(requirements);
  });

  it("changes a material's description and keeps its title, file and switch", async () => {
    const { before: material, after: patched } = await createThenPatch(
      "admin",
      "/api/marketing-materials",
      "material",
      MATERIAL,
      { description: "New text" },
    );
    expect(patched.description).toBe("New text");
    expectKept(patched, material, ["title", "file_url", "file_name", "active", "type"]);
  });

  it("changes a user's name and keeps the e-mail and role", async () => {
    const admin = await staff("admin");
    const editor = await staff("editor");
    const res = await sendJson(`/api/users/${editor.id}`, "PATCH", { name: "Lucía Mora" }, admin.cookie);
    expect(res.status).toBe(200);
    expect((await body(res)).user).toMatchObject({ name: "Lucía Mora", email: editor.email, role: "editor" });
  });

  it("changes one's own name through /api/account", async () => {
    const editor = await staff("editor");
    const res = await sendJson("/api/account", "PATCH", { name: "Diego Rojas" }, editor.cookie);
    expect(res.status).toBe(200);
    expect((await body(res)).user).toMatchObject({ name: "Diego Rojas", email: editor.email, role: "editor" });
    // A body that does not name the name keeps it; null clears it.
    const kept = await sendJson("/api/account", "PATCH", {}, editor.cookie);
    expect(kept.status).toBe(200);
    expect((await body(kept)).user).toMatchObject({ name: "Diego Rojas" });
    const cleared = await sendJson("/api/account", "PATCH", { name: null }, editor.cookie);
    expect((await body(cleared)).user).toMatchObject({ name: null });
  });
});
