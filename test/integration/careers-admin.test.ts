// Careers in the back office: the recruiters' Job Applications and Manage Job Listings screens and their API, and
// unpublished jobs staying private by role. The public careers pages: careers-site.test.ts.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { demoJobs } from "~/db/demo-content";
import { JOB_MESSAGES } from "~/schemas/job";
import { cookieOf, get, page, postForm, sendJson, staff } from "../helpers";
import { parse } from "../dom";
import { careersSetUp, closedJob, firstOpen, goodApplication, jobId, openJobs } from "../fixtures/careers";

const { admin, editor } = careersSetUp();

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
    // Publishing it again (a double click, a retried call) keeps its date, so it does not jump to the top of /jobs.
    const dated = () =>
      env.DB.prepare("SELECT published_at AS at FROM jobs WHERE id = ?").bind(id).first<{ at: number }>();
    const live = (await dated())!.at;
    await new Promise((r) => setTimeout(r, 20));
    await postForm("/admin/jobs", { intent: "publish", id: String(id), value: "true" }, admin.cookie);
    expect((await dated())!.at).toBe(live);
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

  it("shows one choice in a drop-down when a refused form repeated its field", async () => {
    // A hand-made request can send a single choice twice; the form comes back with one of them chosen, not both.
    const body = new URLSearchParams({ intent: "create", title: "", location: "Bogotá, Colombia" });
    body.append("type", "Contract");
    body.append("type", "Part-time");
    const res = await get("/admin/jobs?dialog=new", {
      method: "POST",
      body,
      headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: admin.cookie },
    });
    expect(res.status).toBe(400);
    const chosen = parse(await res.text()).document.querySelectorAll('select[name="type"] option[selected]');
    expect([...chosen].map((o) => o.getAttribute("value"))).toEqual(["Contract"]);
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
