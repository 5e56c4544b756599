// GET /admin/applications/{id}/cv: an application's uploaded CV, for admins only, always as a download (a CV is
// never rendered inline in the back office's origin) and never cached anywhere.
import type { Route } from "./+types/applications.$id.cv";
import { requireRole } from "~/server/auth.server";
import { bindings } from "~/platform/env.server";
import { contentDisposition } from "~/platform/files.server";
import { parseId } from "~/platform/params";
import { findApplication } from "~/models/applications.server";

export const middleware: Route.MiddlewareFunction[] = [requireRole("admin")];

export async function loader({ params }: Route.LoaderArgs) {
  const id = parseId(params.id);
  const application = id ? await findApplication(id) : null;
  const object = application?.resumeKey ? await bindings().FILES.get(application.resumeKey) : null;
  if (!application || !object)
    return new Response("Not found", { status: 404, headers: { "Cache-Control": "private, no-store" } });
  return new Response(object.body, {
    headers: {
      // The type checked at upload; octet-stream if none was kept, so nothing is ever sniffed into HTML.
      "Content-Type": application.resumeContentType ?? "application/octet-stream",
      "Content-Disposition": contentDisposition("attachment", application.resumeFileName ?? "cv"),
      "Content-Length": String(object.size),
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
