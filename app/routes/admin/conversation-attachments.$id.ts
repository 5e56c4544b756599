// GET /admin/conversation-attachments/{id}: a reply's attachment, for admins only, always as a download (never
// rendered in the back office's origin) and never cached anywhere; the same rules as a CV.
import type { Route } from "./+types/conversation-attachments.$id";
import { requireRole } from "~/server/auth.server";
import { bindings } from "~/platform/env.server";
import { contentDisposition } from "~/platform/files.server";
import { parseId } from "~/platform/params";
import { findAttachment } from "~/models/conversation-thread.server";

export const middleware: Route.MiddlewareFunction[] = [requireRole("admin")];

export async function loader({ params }: Route.LoaderArgs) {
  const id = parseId(params.id);
  const attachment = id ? await findAttachment(id) : null;
  const object = attachment?.r2Key ? await bindings().FILES.get(attachment.r2Key) : null;
  if (!attachment || !object)
    return new Response("Not found", { status: 404, headers: { "Cache-Control": "private, no-store" } });
  return new Response(object.body, {
    headers: {
      "Content-Type": attachment.contentType,
      "Content-Disposition": contentDisposition("attachment", attachment.fileName),
      "Content-Length": String(object.size),
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
