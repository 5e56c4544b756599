// POST /api/job-applications (everyone) → 201 {application}; GET (admins, ?jobId=) → {applications, total}.
import type { Route } from "./+types/job-applications";
import { honeypotFilled } from "~/components/ui/honeypot";
import { api, methodNotAllowed, readJsonObject, requireApiUser, validate } from "~/lib/api.server";
import { HttpError } from "~/lib/errors.server";
import { json } from "~/lib/http.server";
import { enforcePublicWriteLimit } from "~/lib/rate-limit.server";
import { readListQuery } from "~/lib/list-query";
import { createApplication, listApplications, readApplicationFilter, toApiApplication } from "~/models/applications.server";
import { getJob } from "~/models/jobs.server";
import { afterResponse } from "~/lib/request-store.server";
import { queueApplicationMessages } from "~/models/outbox.server";
import { APPLICATION_MESSAGES, apiApplicationSchema, JOB_MESSAGES } from "~/schemas/job";

export async function loader({ request }: Route.LoaderArgs) {
  return api(async () => {
    await requireApiUser(request, ["admin"]);
    const params = new URL(request.url).searchParams;
    const jobId = Number(params.get("jobId"));
    const { applications, total } = await listApplications({
      ...readListQuery(params, 100),
      ...readApplicationFilter(params),
      jobId: Number.isSafeInteger(jobId) && jobId > 0 ? jobId : null,
    });
    return json({ applications: applications.map(toApiApplication), total });
  });
}

export async function action({ request }: Route.ActionArgs) {
  return api(async () => {
    if (request.method !== "POST") return methodNotAllowed();
    await enforcePublicWriteLimit(request, "application");
    const body = await readJsonObject(request);
    const { jobId, ...input } = validate(apiApplicationSchema, body);
    const job = await getJob(jobId, { publishedOnly: true }).catch(() => {
      throw new HttpError(404, JOB_MESSAGES.notFound);
    });
    if (honeypotFilled(body)) return json({ message: APPLICATION_MESSAGES.successText }, 201);
    const application = await createApplication(job, input);
    afterResponse(() => queueApplicationMessages(application));
    return json({ message: APPLICATION_MESSAGES.successText, application: toApiApplication(application) }, 201);
  });
}
