// GET /api/job-listings/{id} → {jobListing} (unpublished ones for admins only). PATCH (only the fields it
// names; {published} alone is the spec's publish switch) and DELETE for admins.
import type { Route } from "./+types/job-listings.$id";
import {
  api,
  apiAction,
  audited,
  idParam,
  methodNotAllowed,
  readJsonObject,
  requireApiUser,
  validate,
} from "~/server/api.server";
import { getSessionUser } from "~/server/auth.server";
import { json } from "~/platform/http.server";
import { deleteJob, getJob, setJobPublished, updateJob } from "~/models/jobs.server";
import { publishedOnlySchema } from "~/schemas/blog-post";
import { jobSchema } from "~/schemas/job";
import { jobInputOf, toApiJob } from "~/server/api-serializers.server";

export async function loader({ request, params }: Route.LoaderArgs) {
  return api(request, async () => {
    const user = await getSessionUser(request);
    return json({ jobListing: toApiJob(await getJob(idParam(params.id), { publishedOnly: user?.role !== "admin" })) });
  });
}

export async function action({ request, params }: Route.ActionArgs) {
  return apiAction(request, async () => {
    const by = await requireApiUser(request, ["admin"]);
    const id = idParam(params.id);
    if (request.method === "DELETE") {
      await deleteJob(id);
      return audited({ by, entity: "job", action: "delete", id }, json({ message: "Job listing deleted" }));
    }
    if (request.method !== "PATCH") throw methodNotAllowed();
    const body = await readJsonObject(request);
    // {published} alone is the publish switch; anything else is an edit of the fields it names.
    if (Object.keys(body).length === 1 && "published" in body) {
      const input = validate(publishedOnlySchema, body);
      const job = await setJobPublished(id, input.published);
      return audited({ by, entity: "job", action: "publish", id, input }, json({ jobListing: toApiJob(job) }));
    }
    const input = validate(jobSchema, { ...jobInputOf(await getJob(id, { publishedOnly: false })), ...body });
    const job = await updateJob(id, input);
    return audited({ by, entity: "job", action: "update", id, input }, json({ jobListing: toApiJob(job) }));
  });
}
