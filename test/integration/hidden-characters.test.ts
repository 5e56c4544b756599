// Bidirectional overrides and isolates (U+202A–U+202E, U+2066–U+2069) and control characters are refused in
// every free-text field and file name, as SECURITY.md says: they only serve to disguise text ("invoice‮fdp.exe"
// shows as "invoiceexe.pdf") on the screens, exports and downloads that show it.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { contentDisposition } from "~/platform/files.server";
import { HIDDEN_CHARACTERS_MESSAGE } from "~/platform/hidden-characters";
import { get, postForm, sendJson, staff, uniqueEmail } from "../helpers";
import { validApplication } from "../fixtures";

const RLO = "\u202E";
const ISOLATE = "\u2066";
const disguised = (text: string, mark = RLO) => `${text} ${mark}fdp.exe${mark === RLO ? "\u202C" : "\u2069"}`;
const PDF = new TextEncoder().encode("%PDF-1.7\n%test\n");

let admin: string;
let editor: string;
let jobId: number;
beforeAll(async () => {
  admin = (await staff("admin")).cookie;
  editor = (await staff("editor")).cookie;
  jobId = (await env.DB.prepare(
    "INSERT INTO jobs (title, department, location, type, category, description, published) VALUES ('Bidi Engineer', 'Engineering', 'Remote (Latin America)', 'Full-time', 'Engineering', 'x', 1) RETURNING id",
  ).first<{ id: number }>())!.id;
});

const count = async (table: string) =>
  (await env.DB.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>())!.n;

async function refusedJson(
  path: string,
  method: string,
  body: unknown,
  cookie: string | undefined,
  field: string,
  table: string,
) {
  const before = await count(table);
  const res = await sendJson(path, method, body, cookie);
  const json = await res.json<{ errors?: Record<string, string[]> }>();
  expect(res.status, `${path} ${field}: ${JSON.stringify(json)}`).toBe(400);
  expect(json.errors?.[field], `${path} ${field}`).toContain(HIDDEN_CHARACTERS_MESSAGE);
  expect(await count(table)).toBe(before);
}

const job = () => ({
  title: "Platform Engineer",
  department: "Engineering",
  location: "Remote (Latin America)",
  type: "Full-time",
  description: "Build things.",
  responsibilities: "Ship\nReview",
  requirements: "TypeScript",
  category: "Engineering",
  published: false,
});
let n = 0;
const post = () => ({
  title: `Bidi ${++n}`,
  slug: `bidi-${Date.now().toString(36)}-${n}`,
  excerpt: "Short",
  content: "# Hello",
  author: "Ana",
  imageUrl: "",
  published: false,
});

describe.each([
  ["override", RLO],
  ["isolate", ISOLATE],
])("a bidirectional %s", (_kind, mark) => {
  it("is refused in a cover letter (API and form)", async () => {
    const coverLetter = disguised(
      "I have six years of experience building React and Node products for US clients.",
      mark,
    );
    await refusedJson(
      "/api/job-applications",
      "POST",
      { ...validApplication(), coverLetter, jobId },
      undefined,
      "coverLetter",
      "job_applications",
    );
    const before = await count("job_applications");
    const res = await postForm(`/jobs/${jobId}/apply`, { ...validApplication(), coverLetter });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(HIDDEN_CHARACTERS_MESSAGE);
    expect(await count("job_applications")).toBe(before);
  });

  it("is refused in every text field of a job listing", async () => {
    for (const field of ["title", "description", "responsibilities", "requirements", "department", "salary"]) {
      await refusedJson(
        "/api/job-listings",
        "POST",
        { ...job(), [field]: disguised("Text", mark) },
        admin,
        field,
        "jobs",
      );
    }
  });

  it("is refused in every text field of a blog post, its Markdown included", async () => {
    for (const field of ["title", "content", "excerpt", "author"]) {
      await refusedJson(
        "/api/blog-posts",
        "POST",
        { ...post(), [field]: disguised("Text", mark) },
        editor,
        field,
        "blog_posts",
      );
    }
    await refusedJson(
      "/api/blog-posts",
      "POST",
      { ...post(), imageUrl: `/images/a${mark}gpj.exe` },
      editor,
      "imageUrl",
      "blog_posts",
    );
  });

  it("is refused in a material's title, description and file name", async () => {
    const material = {
      type: "brochure",
      title: "Brochure",
      description: "",
      file_url: "https://example.com/b.pdf",
      file_name: "b.pdf",
      active: false,
    };
    for (const field of ["title", "description", "file_name"]) {
      await refusedJson(
        "/api/marketing-materials",
        "POST",
        { ...material, [field]: disguised("b", mark) },
        admin,
        field,
        "marketing_materials",
      );
    }
  });

  it("is refused in an uploaded file's name, which would reach Content-Disposition", async () => {
    const before = await count("marketing_materials");
    const objects = (await env.FILES.list()).objects.length;
    const form = new FormData();
    form.set("type", "brochure");
    form.set("file", new File([PDF], `invoice${mark}fdp.exe.pdf`, { type: "application/pdf" }));
    const res = await get("/api/marketing-materials", { method: "POST", body: form, headers: { Cookie: admin } });
    expect(res.status).toBe(400);
    expect((await res.json<{ message: string }>()).message).toBe(HIDDEN_CHARACTERS_MESSAGE);
    expect(await count("marketing_materials")).toBe(before);
    expect((await env.FILES.list()).objects.length).toBe(objects);
  });

  it("is refused in a staff member's name", async () => {
    await refusedJson(
      "/api/auth/register",
      "POST",
      { username: uniqueEmail("bidi"), name: disguised("Ana", mark), password: "Fresh-Pass-1", role: "editor" },
      admin,
      "name",
      "users",
    );
  });
});

describe("a download's file name", () => {
  it("never carries a bidirectional control into Content-Disposition, even from an older row", () => {
    const header = contentDisposition("attachment", `invoice${RLO}fdp.exe.pdf`);
    expect(header).not.toContain(RLO);
    expect(header).not.toContain(encodeURIComponent(RLO));
  });
});
