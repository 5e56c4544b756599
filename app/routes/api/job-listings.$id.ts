// GET /api/job-listings/{id} → {jobListing} (unpublished ones for admins only). PATCH (only the fields it
// names; {published} alone is the spec's publish switch) and DELETE for admins.
import type { Route } from "./+types/job-listings.$id";
import { apiRoute, apiViewer, idParam } from "~/server/api.server";
import { recordWrites } from "~/server/api-record.server";
import { json } from "~/platform/http.server";
import { deleteJob, getJob, setJobPublished, updateJob } from "~/models/jobs.server";
import { publishedOnlySchema } from "~/schemas/blog-post";
import { jobSchema } from "~/schemas/job";
import { jobInputOf, toApiJob } from "~/server/api-serializers.server";

export { loader, action };

const { loader, action } = apiRoute<Route.ActionArgs>({
  GET: async ({ request, params }) => {
    const user = await apiViewer(request);
    return json({ jobListing: toApiJob(await getJob(idParam(params.id), { publishedOnly: user?.role !== "admin" })) });
  },
  ...recordWrites({
    roles: ["admin"],
    entity: "job",
    key: "jobListing",
    deleted: "Job listing deleted",
    get: (id) => getJob(id, { publishedOnly: false }),
    inputOf: jobInputOf,
    schema: jobSchema,
    update: updateJob,
    remove: deleteJob,
    toApi: toApiJob,
    toggle: { field: "published", schema: publishedOnlySchema, set: setJobPublished, audit: "publish" },
  }),
});
