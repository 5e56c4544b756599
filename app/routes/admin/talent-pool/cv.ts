// GET /admin/talent-pool/{id}/cv: a talent profile's uploaded CV, for admins only, served as applications' CVs are
// (a private download, never cached).
import type { Route } from "./+types/cv";
import { requireRole } from "~/server/auth.server";
import { privateDownload } from "~/platform/files.server";
import { parseId } from "~/platform/params";
import { findTalentProfile } from "~/models/talent-profiles.server";

export const middleware: Route.MiddlewareFunction[] = [requireRole("admin")];

export async function loader({ params }: Route.LoaderArgs) {
  const id = parseId(params.id);
  const profile = id ? await findTalentProfile(id) : null;
  return privateDownload(
    profile && { key: profile.resumeKey, name: profile.resumeFileName, contentType: profile.resumeContentType },
  );
}
