// GET /admin/marketing-materials/{id}/file: preview any material (active or not) in a new tab, for admins.
import type { Route } from "./+types/marketing-materials.$id.file";
import { requireRole } from "~/server/auth.server";
import { materialFileResponse } from "~/platform/files.server";
import { parseId } from "~/platform/params";
import { findMaterial } from "~/models/marketing-materials.server";

export const middleware: Route.MiddlewareFunction[] = [requireRole("admin")];

export async function loader({ params }: Route.LoaderArgs) {
  const id = parseId(params.id);
  const material = id ? await findMaterial(id) : null;
  const file =
    material && (await materialFileResponse(material, { disposition: "inline", cacheControl: "private, no-store" }));
  return file ?? new Response("Not found", { status: 404 });
}
