// GET /api/job-listings → {jobListings}: published ones for everyone (and for ?published=true), all for admins.
// POST (admins) creates a listing → 201 {jobListing}.
import { apiRoute, apiViewer, audited, parseJson, requireApiUser } from "~/server/api.server";
import { json } from "~/platform/http.server";
import { createJob, listJobs, listPublishedJobs } from "~/models/jobs.server";
import { jobSchema } from "~/schemas/job";
import { MAX_PAGE_SIZE, readListQuery } from "~/platform/params";
import { toApiJob } from "~/server/api-serializers.server";

export { loader, action };

const { loader, action } = apiRoute({
  GET: async ({ request }) => {
    const params = new URL(request.url).searchParams;
    const user = await apiViewer(request);
    if (user?.role !== "admin" || params.get("published") === "true") {
      return json({ jobListings: (await listPublishedJobs("all")).map(toApiJob) });
    }
    const published = params.get("published") === "false" ? false : null;
    const { jobs, total } = await listJobs({ ...readListQuery(params, MAX_PAGE_SIZE), published });
    return json({ jobListings: jobs.map(toApiJob), total });
  },
  POST: async ({ request }) => {
    const by = await requireApiUser(request, ["admin"]);
    const input = await parseJson(request, jobSchema);
    const job = await createJob(input);
    return audited({ by, entity: "job", action: "create", input }, json({ jobListing: toApiJob(job) }, 201));
  },
});
