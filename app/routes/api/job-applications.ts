// POST /api/job-applications (everyone) → 201 {message}; GET (admins, ?jobId=) → {applications, total}.
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

// The answer is the same for a new application, a repeat of an earlier one and a caught bot: it names nothing
// stored, so it cannot tell anyone whether a person has applied (staff read applications with GET).
export async function action({ request }: Route.ActionArgs) {
  return apiWrite(request, applicationWrite, apiApplicationSchema, () =>
    json({ message: APPLICATION_MESSAGES.successText }, 201),
  );
}
