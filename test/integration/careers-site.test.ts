// Careers on the public site: openings by category, the preview, the JobPosting data, and applications and their
// rules. The recruiters' screens and API, and unpublished jobs staying private: careers-admin.test.ts.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
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
import { changedOutsideTheApp, cookieOf, get, page, postForm, sendJson } from "../helpers";
import { parse, within } from "../dom";
import { careersSetUp, closedJob, firstOpen, goodApplication, jobId, openJobs } from "../fixtures/careers";

careersSetUp();

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
