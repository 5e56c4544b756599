// GET /admin/applications/export: the matching applications as CSV.
import type { Route } from "./+types/applications.export";
import { requireRole, staffActing, staffUser } from "~/server/auth.server";
import { csvResponse } from "~/models/list-query.server";
import { exportApplications, readApplicationFilter } from "~/models/application-list.server";

export const middleware: Route.MiddlewareFunction[] = [requireRole("admin")];

export async function loader({ request, context }: Route.LoaderArgs) {
  const rows = await exportApplications(
    readApplicationFilter(new URL(request.url).searchParams, staffUser(context).id),
  );
  return csvResponse(
    staffActing({ request, context }),
    {
      entity: "application",
      filename: "job-applications.csv",
      header: [
        "id",
        "status",
        "full_name",
        "email",
        "phone",
        "position",
        "job_id",
        "resume",
        "cover_letter",
        "created_at",
      ],
    },
    rows,
    (a) => [
      a.id,
      a.status,
      a.fullName,
      a.email,
      a.phone,
      a.position,
      a.jobId,
      a.resume,
      a.coverLetter,
      a.createdAt.toISOString(),
    ],
  );
}
