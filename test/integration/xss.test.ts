// Stored cross-site scripting: hostile markup written through every public form and staff editor comes back
// escaped on every screen, feed and structured-data block that shows it, and hostile URLs never become links.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { get, sendJson, staff } from "../helpers";
import { validApplication, validContact, validSubscriber } from "../fixtures";

const MARK = "<script>alert('xss')</script><img src=x onerror=alert(1)></textarea><svg onload=alert(2)>";
const RAW = [/<script>alert\('xss'\)/, /<img src=x onerror/i, /<svg onload/i, /(href|src)="\s*javascript:/i];

let admin: string;
let editor: string;
const ids = { contact: 0, application: 0, job: 0 };

function expectEscaped(html: string, where: string) {
  for (const pattern of RAW) expect(html, `${where} shows ${pattern}`).not.toMatch(pattern);
}

const html = async (path: string, cookie?: string) => {
  const res = await get(path, cookie ? { headers: { Cookie: cookie } } : undefined);
  expect(res.status, path).toBe(200);
  return res.text();
};

beforeAll(async () => {
  admin = (await staff("admin")).cookie;
  editor = (await staff("editor")).cookie;
  const job = await sendJson(
    "/api/job-listings",
    "POST",
    {
      title: `Engineer ${MARK}`,
      department: MARK,
      location: "Remote (Latin America)",
      type: "Full-time",
      salary: MARK,
      description: `Build ${MARK} things. </script><script>alert(3)</script>`,
      responsibilities: [MARK],
      requirements: [MARK],
      category: "Engineering",
      published: true,
    },
    admin,
  );
  expect(job.status, await job.clone().text()).toBe(201);
  ids.job = (await job.json<{ jobListing: { id: number } }>()).jobListing.id;

  expect(
    (
      await sendJson("/api/contact", "POST", {
        ...validContact(),
        name: `Dana ${MARK}`,
        company: MARK,
        message: `Hello ${MARK}`,
      })
    ).status,
  ).toBe(201);
  ids.contact = (await env.DB.prepare("SELECT max(id) AS id FROM contacts").first<{ id: number }>())!.id;

  const application = await sendJson("/api/job-applications", "POST", {
    ...validApplication(),
    jobId: ids.job,
    fullName: `Ana ${MARK}`,
    resume: "javascript:alert(document.cookie)//",
    coverLetter: `I would love to join. ${MARK} ${"More text. ".repeat(3)}`.slice(0, 1000),
  });
  expect(application.status).toBe(201);
  ids.application = (await env.DB.prepare("SELECT max(id) AS id FROM job_applications").first<{ id: number }>())!.id;

  expect(
    (await sendJson("/api/subscribers", "POST", { ...validSubscriber(), name: `Reader ${MARK}`.slice(0, 100) })).status,
  ).toBe(201);

  // The staff editors, one request each: a post and a material are stored, a javascript: image URL is refused.
  const post = {
    title: `Post ${MARK}`.slice(0, 200),
    slug: "xss-post",
    excerpt: MARK,
    author: `Ana ${MARK}`.slice(0, 100),
    content: `Hi ${MARK}\n\n[x](javascript:alert(4))`,
    imageUrl: "",
    published: true,
  };
  const material = {
    type: "brochure",
    title: MARK,
    description: MARK,
    file_url: "https://example.com/brochure.pdf",
    file_name: "b.pdf",
    active: true,
  };
  const badImage = { title: "Image", slug: "xss-image", imageUrl: "javascript:alert(5)", content: "x" };
  for (const [path, body, cookie, status] of [
    ["/api/blog-posts", post, editor, 201],
    ["/api/marketing-materials", material, admin, 201],
    ["/api/blog-posts", badImage, editor, 400],
  ] as const) {
    expect((await sendJson(path, "POST", body, cookie)).status, path).toBe(status);
  }
});

describe("stored markup comes back escaped", () => {
  it("on the public pages, feeds and structured data", async () => {
    for (const path of [
      "/blog",
      "/blog/xss-post",
      "/jobs",
      `/jobs/${ids.job}`,
      `/jobs/${ids.job}/apply`,
      "/about",
      "/contact",
      "/blog/rss.xml",
      "/sitemap.xml",
      "/",
    ]) {
      expectEscaped(await html(path), path);
    }
  });

  it("on the staff screens", async () => {
    for (const path of [
      "/admin",
      "/admin/blog",
      "/admin/jobs",
      `/admin/jobs?dialog=edit&id=${ids.job}`,
      "/admin/contacts",
      `/admin/contacts?dialog=view&id=${ids.contact}`,
      "/admin/applications",
      `/admin/applications?dialog=view&id=${ids.application}`,
      "/admin/subscribers",
      "/admin/marketing-materials",
    ]) {
      expectEscaped(await html(path, admin), path);
    }
  });

  it("in the e-mails they cause and in the Email log", async () => {
    const rows = await vi.waitFor(async () => {
      const found = await env.DB.prepare(
        "SELECT id, html_body, subject FROM outbox WHERE (related_id = ? AND kind IN ('contact_alert', 'contact_autoreply')) OR (related_id = ? AND kind IN ('application_alert', 'application_confirmation'))",
      )
        .bind(ids.contact, ids.application)
        .all<{ id: number; html_body: string; subject: string }>();
      expect(found.results.length).toBeGreaterThanOrEqual(4);
      return found.results;
    });
    for (const row of rows) {
      expectEscaped(row.html_body, `e-mail ${row.id} (${row.subject})`);
      expectEscaped(
        await html(`/admin/outbox?dialog=view&id=${row.id}`, admin),
        `/admin/outbox?dialog=view&id=${row.id}`,
      );
    }
    expectEscaped(await html("/admin/outbox", admin), "/admin/outbox");
  });

  it("never turns a javascript: resume into a link", async () => {
    const page = await html(`/admin/applications?dialog=view&id=${ids.application}`, admin);
    expect(page).toContain("javascript:alert(document.cookie)//");
    expect(page).not.toMatch(/href="javascript:/i);
  });

  it("keeps the JSON-LD block closed", async () => {
    const page = await html(`/jobs/${ids.job}`);
    const block = page.match(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/)?.[1];
    expect(block).toBeDefined();
    expect(block).not.toContain("<");
    expect(JSON.parse(block!).title).toContain("<script>");
  });
});
