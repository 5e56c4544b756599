// GET /admin/marketing-materials/{id}/file: preview any material (active or not) in a new tab, for admins.
import type { Route } from "./+types/marketing-materials.$id.file";
import { requireRole } from "~/lib/auth.server";
import { bindings } from "~/lib/env.server";
import { getMaterial } from "~/models/marketing-materials.server";
import { HIDDEN_CHARACTERS_GLOBAL } from "~/schemas/hidden-characters";

export const middleware: Route.MiddlewareFunction[] = [requireRole("admin")];

export async function loader({ params }: Route.LoaderArgs) {
  const material = await getMaterial(Number(params.id)).catch(() => null);
  if (!material) return new Response("Not found", { status: 404 });
  if (material.fileUrl) return new Response(null, { status: 302, headers: { Location: material.fileUrl } });
  const object = material.r2Key ? await bindings().FILES.get(material.r2Key) : null;
  if (!object) return new Response("Not found", { status: 404 });
  return new Response(object.body, {
    headers: {
      "Content-Type": material.contentType ?? "application/octet-stream",
      "Content-Disposition": `inline; filename*=UTF-8''${encodeURIComponent(material.fileName.replace(HIDDEN_CHARACTERS_GLOBAL, ""))}`,
      "Cache-Control": "private, no-store",
    },
  });
}
