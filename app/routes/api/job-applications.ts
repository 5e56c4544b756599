// POST /api/job-applications (everyone) → 201 {application}; GET (admins, ?jobId=) → {applications, total}.
import type { Route } from "./+types/job-applications";
import { api, requireApiUser } from "~/lib/api.server";
import { json } from "~/lib/http.server";
import { apiWrite } from "~/lib/public-write.server";
import { applicationWrite } from "~/lib/public-writes.server";
import { idFromParams, readListQuery } from "~/lib/params";
import { listApplications, readApplicationFilter } from "~/models/applications.server";
import { APPLICATION_MESSAGES, apiApplicationSchema } from "~/schemas/job";
import { toApiApplication } from "~/lib/api-serializers.server";

export async function loader({ request }: Route.LoaderArgs) {
  return api(async () => {
    await requireApiUser(request, ["admin"]);
    const params = new URL(request.url).searchParams;
    const { applications, total } = await listApplications({
      ...readListQuery(params, 100),
      ...readApplicationFilter(params),
      jobId: idFromParams(params, "jobId"),
    });
    return json({ applications: applications.map(toApiApplication), total });
  });
}

export async function action({ request }: Route.ActionArgs) {
  return apiWrite(request, applicationWrite, apiApplicationSchema, (application) =>
    json(
      application
        ? { message: APPLICATION_MESSAGES.successText, application: toApiApplication(application) }
        : { message: APPLICATION_MESSAGES.successText },
      201,
    ),
  );
}
