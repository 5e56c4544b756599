// Careers: openings by category, the preview, applications and their rules, the recruiters' screens and API,
// unpublished jobs staying private, and the JobPosting data.
import { env } from "cloudflare:workers";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { demoJobs } from "~/db/demo-content";
import { jobPostingData, parseSalary } from "~/server/job-posting";
import {
  APPLICATION_MESSAGES,
  APPLICATION_SENT,
  CAREERS_TABS,
  JOB_CATEGORIES,
  JOB_MESSAGES,
  previewDescription,
  toLines,
} from "~/schemas/job";
import { changedOutsideTheApp, cookieOf, get, page, postForm, seedTable, sendJson, staff } from "../helpers";
import { parse, within } from "../dom";

// The English careers page lists the English openings (issue 27: the Spanish ones show on /es/jobs).
const openJobs = demoJobs.filter((j) => j.published && (j.language ?? "en") === "en");
const closedJob = demoJobs.find((j) => !j.published)!;
let ids: Map<string, number>;
let admin: { cookie: string };
let editor: { cookie: string };

beforeAll(async () => {
  await seedTable("jobs");
  const rows = await env.DB.prepare("SELECT id, title FROM jobs").all<{ id: number; title: string }>();
  ids = new Map(rows.results.map((r) => [r.title, r.id]));
  admin = await staff("admin");
  editor = await staff("editor");
});

// Every test starts with the demo openings published as the demo content has them; a test that closes one
// (the empty-state test) leaves no trace for the next, even when its assertions fail.
beforeEach(async () => {
  await env.DB.batch(
    demoJobs.map((j) =>
      env.DB.prepare("UPDATE jobs SET published = ? WHERE title = ?").bind(j.published ? 1 : 0, j.title),
    ),
  );
});

const jobId = (title: string) => ids.get(title)!;
const firstOpen = () => openJobs[0]!;
const goodApplication = {
  fullName: "Valentina Cruz",
  email: "valentina@example.com",
  phone: "+506 8888 1234",
  resume: "https://www.linkedin.com/in/valentina-cruz",
  consent: "on",
  coverLetter:
    "I have six years of experience building React and Node products for US clients, and I would love to join.",
};

describe("rules", () => {
  it("cuts the description at 150 characters with an ellipsis", () => {
    expect(previewDescription("a".repeat(150))).toBe("a".repeat(150));
    expect(previewDescription("a".repeat(151))).toBe(`${"a".repeat(150)}...`);
  });

  it("reads responsibilities from an array or newline text", () => {
    expect(toLines(["One", " Two "])).toEqual(["One", "Two"]);
    expect(toLines("One\n\n- Two\r\n• Three")).toEqual(["One", "Two", "Three"]);
  });
});

describe("/jobs", () => {
  it("lists under each tab only cards whose badge is that tab's category, and every category has a tab", async () => {
    for (const tab of CAREERS_TABS.filter((t) => t.key !== "all")) {
      const cards = parse((await page(`/jobs?category=${tab.key}`)).html).document.querySelectorAll("[data-job]");
      const badges = [...cards].map((card) => card.querySelector("[data-category]")?.textContent);
      expect(
        badges.every((badge) => badge === tab.label),
        `${tab.key}: ${badges.join(", ")}`,
      ).toBe(true);
    }
    // The demo's jobs all sit under a tab (the admin's list has every tab's category).
    const all = parse((await page("/jobs")).html).document.querySelectorAll("[data-category]");
    const tabbed = CAREERS_TABS.map((t) => t.label as string);
    expect([...all].every((badge) => tabbed.includes(badge.textContent ?? ""))).toBe(true);
    // Every tab's category can be chosen in the admin's job form, so a job can be put under any tab.
    for (const tab of CAREERS_TABS.filter((t) => t.key !== "all")) expect(JOB_CATEGORIES).toContain(tab.label);
  });

  it("lists published openings with their cards, and never an unpublished one", async () => {
    const { res, html } = await page("/jobs");
    expect(res.status).toBe(200);
    expect(html.match(/data-job="/g)).toHaveLength(openJobs.length);
    expect(html).not.toContain(closedJob.title);
    expect(html).toContain("View Details");
    expect(html).toContain("Apply Now");
    expect(html).toContain(
      previewDescription(firstOpen().description)
        .replace(/'/g, "&#x27;")
        .replace(/&(?!#)/g, "&amp;"),
    );
  });

  it.each([
    ["engineering", "Engineering"],
    ["qa", "QA"],
    ["product", "Product"],
    ["design", "Design"],
    ["QA", "QA"],
  ])("filters ?category=%s in SQL, case-insensitively", async (param, category) => {
    const { html } = await page(`/jobs?category=${param}`);
    const expected = openJobs.filter((j) => j.category === category);
    expect(html.match(/data-job="/g)?.length ?? 0).toBe(expected.length);
    for (const j of expected) expect(html).toContain(j.title.replace(/&/g, "&amp;"));
  });

  it("shows the tab's empty state", async () => {
    await env.DB.prepare("UPDATE jobs SET published = 0 WHERE category = 'Design'").run();
    await changedOutsideTheApp();
    const { html } = await page("/jobs?category=design");
    expect(html).toContain("No Design Positions");
  });

  it("gives each open job its own page with JobPosting data, and 404 for closed or unknown ones", async () => {
    const job = firstOpen();
    const { res, html } = await page(`/jobs/${jobId(job.title)}`);
    expect(res.status).toBe(200);
    expect(html).toContain('"@type":"JobPosting"');
    expect(html).toContain("Responsibilities");
    for (const path of [
      `/jobs/${jobId(closedJob.title)}`,
      "/jobs/999999",
      "/jobs/abc",
      `/jobs/${jobId(closedJob.title)}/apply`,
    ]) {
      const r = await page(path);
      expect(r.res.status).toBe(404);
      expect(r.html).toContain(JOB_MESSAGES.notFound);
    }
  });

  it("lists open jobs in the sitemap, not closed ones", async () => {
    const sitemap = await (await get("/sitemap.xml")).text();
    expect(sitemap).toContain(`/jobs/${jobId(firstOpen().title)}</loc>`);
    expect(sitemap).not.toContain(`/jobs/${jobId(closedJob.title)}</loc>`);
  });
});

describe("JobPosting", () => {
  it("has the properties job search engines require", async () => {
    const job = (
      await (
        await get(`/api/job-listings/${jobId(firstOpen().title)}`)
      ).json<{ jobListing: Parameters<typeof jobPostingData>[0] }>()
    ).jobListing;
    const data = jobPostingData(job, "https://www.cordillera.example") as Record<string, unknown>;
    for (const key of ["title", "description", "datePosted", "employmentType", "hiringOrganization"])
      expect(data[key], key).toBeTruthy();
    expect(data["jobLocation"] ?? data["jobLocationType"]).toBeTruthy();
    expect((data["hiringOrganization"] as { name: string }).name).toBe("Cordillera Nearshore");
    expect(String(data["datePosted"])).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("reads salaries into a MonetaryAmount", () => {
    expect(parseSalary("$4,500 - $6,000 / month")).toEqual({
      "@type": "MonetaryAmount",
      currency: "USD",
      value: { "@type": "QuantitativeValue", minValue: 4500, maxValue: 6000, unitText: "MONTH" },
    });
    expect(parseSalary("Competitive")).toBeNull();
    expect(parseSalary(null)).toBeNull();
  });
});

describe("applying", () => {
  it("stores a valid application as new with the job's title, then thanks the candidate", async () => {
    const job = firstOpen();
    const id = jobId(job.title);
    const email = `apply+${Date.now()}@example.com`;
    const res = await postForm(`/jobs/${id}/apply?category=engineering`, {
      ...goodApplication,
      email,
      position: "Hacked title",
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(`/jobs/${id}/applied?category=engineering`);
    const row = await env.DB.prepare("SELECT status, position, job_id FROM job_applications WHERE email = ?")
      .bind(email)
      .first<{ status: string; position: string; job_id: number }>();
    expect(row).toEqual({ status: "new", position: job.title, job_id: id });
    const next = await page(`/jobs/${id}/applied?category=engineering`, {
      headers: { Cookie: cookieOf(res, "cn_toast")! },
    });
    expect(next.html).toContain(APPLICATION_MESSAGES.successTitle);
    expect(next.html).toContain("We&#x27;ve received your application and will be in touch soon.");
    // The confirmation, over the list the candidate came from: the job, what happens next, how long it takes.
    const sent = parse(next.html).getByRole("dialog", { name: APPLICATION_SENT.title });
    expect(sent.textContent).toContain(APPLICATION_SENT.lead(job.title));
    for (const step of APPLICATION_SENT.steps) expect(sent.textContent).toContain(step);
    expect(within(sent).getByRole("link", { name: APPLICATION_SENT.back }).getAttribute("href")).toBe(
      "/jobs?category=engineering",
    );
  });

  it("thanks without a title when the job has closed since", async () => {
    const { res, html } = await page("/jobs/999999/applied");
    expect(res.status).toBe(200);
    expect(parse(html).getByRole("dialog", { name: APPLICATION_SENT.title }).textContent).toContain(
      APPLICATION_SENT.leadWithoutJob,
    );
  });

  it.each([
    [{ fullName: "V" }, APPLICATION_MESSAGES.fullName],
    [{ email: "nope" }, APPLICATION_MESSAGES.email],
    [{ phone: "12345" }, APPLICATION_MESSAGES.phone],
    [{ resume: "cv.pdf" }, APPLICATION_MESSAGES.resume],
    [{ coverLetter: "Too short." }, APPLICATION_MESSAGES.coverLetterMin],
    [{ coverLetter: "x".repeat(1001) }, APPLICATION_MESSAGES.coverLetterMax],
  ])("refuses %o with its message", async (change, message) => {
    const email = `bad+${Math.random()}@example.com`;
    const res = await postForm(`/jobs/${jobId(firstOpen().title)}/apply`, { ...goodApplication, email, ...change });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(message);
    const n = await env.DB.prepare("SELECT count(*) AS n FROM job_applications WHERE email = ?")
      .bind((change as { email?: string }).email ?? email)
      .first<{ n: number }>();
    expect(n!.n).toBe(0);
  });

  it("refuses applications to closed jobs, on the page and the API", async () => {
    const closed = jobId(closedJob.title);
    expect((await postForm(`/jobs/${closed}/apply`, goodApplication)).status).toBe(404);
    const api = await sendJson("/api/job-applications", "POST", { ...goodApplication, jobId: closed });
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ message: JOB_MESSAGES.notFound });
    const missing = await sendJson("/api/job-applications", "POST", { ...goodApplication });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ errors: { jobId: [APPLICATION_MESSAGES.noJob] } });
  });

  it("accepts applications through the API", async () => {
    const res = await sendJson("/api/job-applications", "POST", {
      ...goodApplication,
      jobId: jobId(firstOpen().title),
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ message: APPLICATION_MESSAGES.successText });
    const row = await env.DB.prepare(
      "SELECT status, position FROM job_applications WHERE email = ? AND job_id = ? ORDER BY id DESC",
    )
      .bind(goodApplication.email, jobId(firstOpen().title))
      .first();
    expect(row).toEqual({ status: "new", position: firstOpen().title });
  });
});

describe("Job Applications", () => {
  async function apply(fullName: string, title = firstOpen().title) {
    const res = await sendJson("/api/job-applications", "POST", {
      ...goodApplication,
      fullName,
      email: `${fullName.replace(/\W/g, "")}@example.com`,
      jobId: jobId(title),
    });
    expect(res.status).toBe(201);
    const row = await env.DB.prepare("SELECT id FROM job_applications WHERE email = ? ORDER BY id DESC")
      .bind(`${fullName.replace(/\W/g, "")}@example.com`)
      .first<{ id: number }>();
    return row!.id;
  }
  const status = async (id: number) =>
    (await env.DB.prepare("SELECT status FROM job_applications WHERE id = ?").bind(id).first<{ status: string }>())!
      .status;

  it("opening an application marks it read for everyone and leaves it New; the status buttons move it on", async () => {
    const id = await apply("Opened Candidate");
    const unread = () => page("/admin/applications?unread=1", { headers: { Cookie: admin.cookie } });
    expect(
      parse((await unread()).html).document.querySelector(`[data-application="${id}"] [data-unread="true"]`),
    ).not.toBeNull();
    const open = await postForm("/admin/applications", { intent: "open", id: String(id) }, admin.cookie);
    expect(open.headers.get("Location")).toBe(`/admin/applications?dialog=view&id=${id}`);
    expect(await status(id)).toBe("new");
    const history = await env.DB.prepare(
      "SELECT count(*) AS n FROM application_status_changes WHERE application_id = ?",
    )
      .bind(id)
      .first<{ n: number }>();
    expect(history?.n).toBe(0);
    // Read for a colleague too: out of the Unread list, without its badge.
    const colleague = await staff("admin");
    const list = parse((await page("/admin/applications", { headers: { Cookie: colleague.cookie } })).html);
    expect(list.document.querySelector(`[data-application="${id}"] [data-unread="false"]`)).not.toBeNull();
    expect(parse((await unread()).html).document.querySelector(`[data-application="${id}"]`)).toBeNull();
    const view = await page(`/admin/applications?dialog=view&id=${id}`, { headers: { Cookie: admin.cookie } });
    expect(view.html).toContain("Email Candidate");
    expect(view.html).toContain("Delete Application");
    expect(view.html).toContain(`href="${goodApplication.resume}"`);
    const moved = await postForm(
      "/admin/applications",
      { intent: "status", id: String(id), status: "interview" },
      admin.cookie,
    );
    expect(await status(id)).toBe("interview");
    const toast = await page("/admin/applications", {
      headers: { Cookie: `${admin.cookie}; ${cookieOf(moved, "cn_toast")}` },
    });
    expect(toast.html).toContain("Applicant has been moved to interview stage.");
    await postForm("/admin/applications", { intent: "open", id: String(id) }, admin.cookie);
    expect(await status(id)).toBe("interview");
  });

  it("searches and filters by status and position on the server", async () => {
    await apply("Filter Person", openJobs.find((j) => j.category === "QA")!.title);
    const qa = openJobs.find((j) => j.category === "QA")!.title;
    const byPosition = await page(`/admin/applications?position=${encodeURIComponent(qa)}`, {
      headers: { Cookie: admin.cookie },
    });
    expect(byPosition.html).toContain("Filter Person");
    expect(byPosition.html).not.toContain("Opened Candidate");
    const byStatus = await page("/admin/applications?status=hired", { headers: { Cookie: admin.cookie } });
    expect(byStatus.html).toContain("No applications found");
    const bySearch = await page("/admin/applications?q=filter%20person", { headers: { Cookie: admin.cookie } });
    expect(bySearch.html).toContain("Filter Person");
    const api = await (
      await get(`/api/job-applications?jobId=${jobId(qa)}`, { headers: { Cookie: admin.cookie } })
    ).json<{ applications: { fullName: string }[] }>();
    expect(api.applications.every((a) => a.fullName === "Filter Person")).toBe(true);
  });

  it("refuses statuses the spec does not name", async () => {
    const id = await apply("Status Person");
    expect(
      (await sendJson(`/api/job-applications/${id}/status`, "PATCH", { status: "ghosted" }, admin.cookie)).status,
    ).toBe(400);
    const ok = await sendJson(`/api/job-applications/${id}/status`, "PATCH", { status: "hired" }, admin.cookie);
    expect(await ok.json()).toMatchObject({ application: { id, status: "hired" } });
  });
});

describe("Manage Job Listings", () => {
  it("publishes and unpublishes with the switch, with the spec's toasts", async () => {
    const id = jobId(firstOpen().title);
    const off = await postForm("/admin/jobs", { intent: "publish", id: String(id), value: "false" }, admin.cookie);
    const toast = await page("/admin/jobs", { headers: { Cookie: `${admin.cookie}; ${cookieOf(off, "cn_toast")}` } });
    expect(toast.html).toContain(JOB_MESSAGES.unpublished);
    expect((await page(`/jobs/${id}`)).res.status).toBe(404);
    await postForm("/admin/jobs", { intent: "publish", id: String(id), value: "true" }, admin.cookie);
    expect((await page(`/jobs/${id}`)).res.status).toBe(200);
  });

  it("creates with the spec's defaults, and an unticked Published means unpublished", async () => {
    const res = await sendJson(
      "/api/job-listings",
      "POST",
      { title: "Data Engineer", location: "Remote (Latin America)" },
      admin.cookie,
    );
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({
      jobListing: { type: "Full-time", category: "Engineering", published: true },
    });
    const form = await postForm(
      "/admin/jobs",
      { intent: "create", title: "Hidden Role", location: "Bogotá, Colombia", type: "Contract", category: "Design" },
      admin.cookie,
    );
    expect(form.status).toBe(302);
    const row = await env.DB.prepare("SELECT published FROM jobs WHERE title = 'Hidden Role'").first<{
      published: number;
    }>();
    expect(row!.published).toBe(0);
  });

  it("searches over title, department, location and description", async () => {
    const { html } = await page("/admin/jobs?q=Bogot%C3%A1", { headers: { Cookie: admin.cookie } });
    for (const j of demoJobs.filter((j) => j.location.includes("Bogotá"))) expect(html).toContain(j.title);
    expect(html).not.toContain(
      demoJobs.find(
        (j) => !j.location.includes("Bogotá") && !j.description.includes("Bogotá") && !j.title.includes("Bogotá"),
      )!.title,
    );
  });
});

describe("roles and privacy", () => {
  it("keeps unpublished jobs from anonymous readers of the API", async () => {
    const list = await (await get("/api/job-listings")).json<{ jobListings: { title: string }[] }>();
    expect(list.jobListings.some((j) => j.title === closedJob.title)).toBe(false);
    const adminList = await (
      await get("/api/job-listings", { headers: { Cookie: admin.cookie } })
    ).json<{ jobListings: { title: string }[] }>();
    expect(adminList.jobListings.some((j) => j.title === closedJob.title)).toBe(true);
    expect((await get(`/api/job-listings/${jobId(closedJob.title)}`)).status).toBe(404);
  });

  it("keeps the recruiters' screens and endpoints for admins", async () => {
    for (const path of ["/admin/jobs", "/admin/applications", "/admin/applications/export"]) {
      expect((await get(path)).headers.get("Location")).toContain("/admin/login");
      expect((await get(path, { headers: { Cookie: editor.cookie } })).headers.get("Location")).toBe("/admin/blog");
      expect((await get(path, { headers: { Cookie: admin.cookie } })).status).toBe(200);
    }
    for (const [method, path, body] of [
      ["POST", "/api/job-listings", { title: "x", location: "Remote (USA)" }],
      ["PATCH", "/api/job-listings/1", { published: false }],
      ["DELETE", "/api/job-listings/1", undefined],
      ["GET", "/api/job-applications", undefined],
      ["PATCH", "/api/job-applications/1/status", { status: "hired" }],
      ["DELETE", "/api/job-applications/1", undefined],
    ] as const) {
      expect((await sendJson(path, method, body)).status, `${method} ${path}`).toBe(401);
      expect((await sendJson(path, method, body, editor.cookie)).status, `${method} ${path}`).toBe(403);
    }
  });
});
