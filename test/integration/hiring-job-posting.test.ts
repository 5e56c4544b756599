// Job listings for Google for Jobs (issue 18): the JobPosting data, locations beyond the spec's list, and closing
// dates that take a listing off the site.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { applicantCountries, jobPostingData } from "~/server/job-posting";
import { JOB_MESSAGES } from "~/schemas/job";
import { changedOutsideTheApp, get, page, sendJson } from "../helpers";
import { candidateFields } from "../fixtures/cv";
import { createJob, DAY, hiringSetUp } from "../fixtures/hiring";

const { admin } = hiringSetUp();

describe("Google for Jobs", () => {
  it("describes the job with validThrough, TELECOMMUTE, countries, employmentType, and baseSalary only when it parses", async () => {
    const closesAt = new Date(Date.now() + 30 * DAY).toISOString();
    const remote = await createJob({
      title: "Remote Data Engineer",
      location: "Remote (Latin America)",
      type: "Contract",
      salary: "Competitive",
      closesAt,
    });
    const { html } = await page(`/jobs/${remote}`);
    const data = JSON.parse(html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)![1]!);
    expect(data).toMatchObject({
      "@type": "JobPosting",
      validThrough: closesAt,
      jobLocationType: "TELECOMMUTE",
      employmentType: "CONTRACTOR",
      applicantLocationRequirements: [
        { "@type": "Country", name: "Costa Rica" },
        { "@type": "Country", name: "Mexico" },
        { "@type": "Country", name: "Colombia" },
      ],
    });
    expect(data).not.toHaveProperty("baseSalary");
    expect(data).not.toHaveProperty("jobLocation");
    const paid = await createJob({ title: "Paid Engineer", salary: "$4,500 - $6,000 / month" });
    const paidHtml = (await page(`/jobs/${paid}`)).html;
    expect(paidHtml).toContain('"baseSalary"');
    expect(paidHtml).not.toContain('"validThrough"');
  });

  it("accepts a location beyond the spec's list, keeping the list as suggestions", async () => {
    const lima = await createJob({ title: "Lima Engineer", location: "Lima, Peru" });
    const data = jobPostingData(
      (await (await get(`/api/job-listings/${lima}`)).json<{ jobListing: Parameters<typeof jobPostingData>[0] }>())
        .jobListing,
      "https://www.cordillera.example",
    );
    expect(data).toMatchObject({
      jobLocation: { address: { addressLocality: "Lima", addressCountry: "Peru" } },
    });
    expect(applicantCountries("Remote (Brazil, Chile)")).toEqual(["Brazil", "Chile"]);
    expect(applicantCountries("Remote (USA)")).toEqual(["United States"]);
    const form = await page("/admin/jobs?dialog=new", { headers: { Cookie: admin.cookie } });
    expect(form.html).toContain('list="job-location-suggestions"');
    expect(form.html).toContain('<option value="Remote (USA)">');
    expect((await sendJson("/api/job-listings", "POST", { title: "x", location: "" }, admin.cookie)).status).toBe(400);
  });

  it("takes a listing past its closing date off /jobs, the sitemap, the API and the JSON-LD; its page says it is closed", async () => {
    const id = await createJob({ title: "Closing Role" });
    expect((await page("/jobs")).html).toContain("Closing Role");
    await env.DB.prepare("UPDATE jobs SET closes_at = ? WHERE id = ?")
      .bind(Date.now() - 1000, id)
      .run();
    await changedOutsideTheApp();
    expect((await page("/jobs")).html).not.toContain("Closing Role");
    expect(await (await get("/sitemap.xml")).text()).not.toContain(`/jobs/${id}</loc>`);
    const list = await (await get("/api/job-listings")).json<{ jobListings: { id: number }[] }>();
    expect(list.jobListings.some((j) => j.id === id)).toBe(false);
    const closed = await page(`/jobs/${id}`);
    expect(closed.res.status).toBe(200);
    expect(closed.html).toContain(JOB_MESSAGES.closed);
    expect(closed.html).not.toContain("application/ld+json");
    expect(closed.html).not.toContain(`/jobs/${id}/apply`);
    expect((await page(`/jobs/${id}/apply`)).res.status).toBe(404);
    const api = await sendJson("/api/job-applications", "POST", {
      ...candidateFields(),
      resume: "https://example.com/cv",
      jobId: id,
    });
    expect(api.status).toBe(404);
    // The admin form takes a date (the end of that day, UTC) and shows it back.
    const edit = await sendJson(
      `/api/job-listings/${id}`,
      "PATCH",
      { title: "Closing Role", location: "Bogotá, Colombia", closesAt: "2031-03-15" },
      admin.cookie,
    );
    expect(await edit.json()).toMatchObject({ jobListing: { closesAt: "2031-03-15T23:59:59.999Z" } });
    expect(
      (
        await sendJson(
          `/api/job-listings/${id}`,
          "PATCH",
          { title: "x", location: "Bogotá, Colombia", closesAt: "soon" },
          admin.cookie,
        )
      ).status,
    ).toBe(400);
  });
});
