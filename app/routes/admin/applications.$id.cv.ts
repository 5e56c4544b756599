// GET /admin/applications/{id}/cv: an application's uploaded CV, for admins only, always as a download (a CV is
// never rendered inline in the back office's origin) and never cached anywhere.
import type { Route } from "./+types/applications.$id.cv";
import { requireRole } from "~/server/auth.server";
import { privateDownload } from "~/platform/files.server";
import { parseId } from "~/platform/params";
import { findApplication } from "~/models/applications.server";

export const middleware: Route.MiddlewareFunction[] = [requireRole("admin")];

export async function loader({ params }: Route.LoaderArgs) {
  const id = parseId(params.id);
  const application = id ? await findApplication(id) : null;
  return privateDownload(
    application && {
      key: application.resumeKey,
      name: application.resumeFileName,
      contentType: application.resumeContentType,
    },
  );
}
