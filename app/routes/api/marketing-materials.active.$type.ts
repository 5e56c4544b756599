// GET /api/marketing-materials/active/{brochure|pitch-deck} (public) → {material}, or 404 when none is active.
import type { Route } from "./+types/marketing-materials.active.$type";
import { apiRoute } from "~/server/api.server";
import { notFound } from "~/platform/errors.server";
import { json } from "~/platform/http.server";
import { getActiveMaterial } from "~/models/marketing-materials.server";
import { isMaterialType } from "~/schemas/vocabulary";
import { toApiMaterial } from "~/server/api-serializers.server";

export { loader, action };

const { loader, action } = apiRoute<Route.ActionArgs>({
  GET: async ({ params }) => {
    if (!isMaterialType(params.type)) throw notFound("Unknown material type");
    const material = await getActiveMaterial(params.type);
    if (!material) throw notFound(`No active ${params.type}`);
    return json({ material: toApiMaterial(material) });
  },
});
