// GET /api/job-listings/{id} → {jobListing} (unpublished ones for admins only). PATCH (only the fields it
// names; {published} alone is the spec's publish switch) and DELETE for admins.
import type { Route } from "./+types/job-listings.$id";
import { api, idParam, methodNotAllowed, readJsonObject, requireApiUser, validate } from "~/server/api.server";
import { getSessionUser } from "~/server/auth.server";
import { json } from "~/platform/http.server";
import { deleteJob, getJob, setJobPublished, updateJob } from "~/models/jobs.server";
import { publishedOnlySchema } from "~/schemas/blog-post";
import { jobSchema } from "~/schemas/job";
import { jobInputOf, toApiJob } from "~/server/api-serializers.server";

export async function loader({ request, params }: Route.LoaderArgs) {
  return api("job", async () => {
    const user = await getSessionUser(request);
    return json({ jobListing: toApiJob(await getJob(idParam(params.id), { publishedOnly: user?.role !== "admin" })) });
  });
}

export async function action({ request, params }: Route.ActionArgs) {
  return api("job", async () => {
    await requireApiUser(request, ["admin"]);
    const id = idParam(params.id);
    if (request.method === "DELETE") {
      await deleteJob(id);
      return json({ message: "Job listing deleted" });
    }
    if (request.method !== "PATCH") return methodNotAllowed();
    const body = await readJsonObject(request);
    const onlyPublished = Object.keys(body).length === 1 && "published" in body;
    const job = onlyPublished
      ? await setJobPublished(id, validate(publishedOnlySchema, body).published)
      : await updateJob(
          id,
          validate(jobSchema, { ...jobInputOf(await getJob(id, { publishedOnly: false })), ...body }),
        );
    return json({ jobListing: toApiJob(job) });
  });
}
