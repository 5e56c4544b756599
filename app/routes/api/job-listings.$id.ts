// GET /api/job-listings/{id} → {jobListing} (unpublished ones for admins only). PATCH (every field, or only
// {published}) and DELETE for admins.
import type { Route } from "./+types/job-listings.$id";
import { api, idParam, requireApiUser, switchableRecordWrite, validate } from "~/lib/api.server";
import { getSessionUser } from "~/lib/auth.server";
import { json } from "~/lib/http.server";
import { deleteJob, getJob, setJobPublished, updateJob } from "~/models/jobs.server";
import { publishedOnlySchema } from "~/schemas/blog-post";
import { jobSchema } from "~/schemas/job";
import { toApiJob } from "~/lib/api-serializers.server";

export async function loader({ request, params }: Route.LoaderArgs) {
  return api(async () => {
    const user = await getSessionUser(request);
    return json({ jobListing: toApiJob(await getJob(idParam(params.id), { publishedOnly: user?.role !== "admin" })) });
  });
}

export async function action({ request, params }: Route.ActionArgs) {
  return api(async () => {
    await requireApiUser(request, ["admin"]);
    return switchableRecordWrite(request, idParam(params.id), {
      remove: deleteJob,
      removed: "Job listing deleted",
      switchField: "published",
      setSwitch: (id, body) => setJobPublished(id, validate(publishedOnlySchema, body).published),
      update: (id, body) => updateJob(id, validate(jobSchema, body)),
      respond: (job) => json({ jobListing: toApiJob(job) }),
    });
  });
}
