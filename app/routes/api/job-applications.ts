// POST /api/job-applications (everyone) → 201 {message}; GET (admins, ?jobId=) → {applications, total}.
import { apiRoute, requireApiUser } from "~/server/api.server";
import { json } from "~/platform/http.server";
import { apiWrite } from "~/server/public-write.server";
import { applicationWrite } from "~/server/public-forms.server";
import { idFromParams, readListQuery } from "~/platform/params";
import { listApplications, readApplicationFilter } from "~/models/application-list.server";
import { APPLICATION_MESSAGES, apiApplicationSchema } from "~/schemas/job";
import { toApiApplication } from "~/server/api-serializers.server";

export { loader, action };

const { loader, action } = apiRoute({
  GET: async ({ request }) => {
    const user = await requireApiUser(request, ["admin"]);
    const params = new URL(request.url).searchParams;
    const { applications, total } = await listApplications({
      ...readListQuery(params, 100),
      ...readApplicationFilter(params, user.id),
      jobId: idFromParams(params, "jobId"),
    });
    return json({ applications: applications.map(toApiApplication), total });
  },
  // The answer is the same for a new application, a repeat of an earlier one and a caught bot: it names nothing
  // stored, so it cannot tell anyone whether a person has applied (staff read applications with GET).
  POST: ({ request }) =>
    apiWrite(request, applicationWrite, apiApplicationSchema, () =>
      json({ message: APPLICATION_MESSAGES.successText }, 201),
    ),
});
