// PATCH /api/marketing-materials/{id} (the full form, or only {active}) and DELETE (admins).
import type { Route } from "./+types/marketing-materials.$id";
import { api, idParam, methodNotAllowed, requireApiUser, switchableRecordWrite, validate } from "~/lib/api.server";
import { json } from "~/lib/http.server";
import { deleteMaterial, setMaterialActive, updateMaterial } from "~/models/marketing-materials.server";
import { activeOnlySchema, materialEditSchema } from "~/schemas/material";
import { toApiMaterial } from "~/lib/api-serializers.server";

export const loader = methodNotAllowed;

export async function action({ request, params }: Route.ActionArgs) {
  return api(async () => {
    await requireApiUser(request, ["admin"]);
    return switchableRecordWrite(request, idParam(params.id), {
      remove: deleteMaterial,
      removed: "Material deleted",
      switchField: "active",
      setSwitch: (id, body) => setMaterialActive(id, validate(activeOnlySchema, body).active),
      update: (id, body) => updateMaterial(id, validate(materialEditSchema, body)),
      respond: (material) => json({ material: toApiMaterial(material) }),
    });
  });
}
