// PATCH /api/marketing-materials/{id} (the full form, or only {active}) and DELETE (admins).
import type { Route } from "./+types/marketing-materials.$id";
import { api, idParam, methodNotAllowed, readJsonObject, requireApiUser, validate } from "~/lib/api.server";
import { json } from "~/lib/http.server";
import { deleteMaterial, getMaterial, setMaterialActive, toApiMaterial, updateMaterial } from "~/models/marketing-materials.server";
import { activeOnlySchema, materialSchema, uploadedMaterialSchema } from "~/schemas/material";

export const loader = methodNotAllowed;

export async function action({ request, params }: Route.ActionArgs) {
  return api(async () => {
    await requireApiUser(request, ["admin"]);
    const id = idParam(params.id);
    if (request.method === "DELETE") {
      await deleteMaterial(id);
      return json({ message: "Material deleted" });
    }
    if (request.method !== "PATCH") return methodNotAllowed();
    const body = await readJsonObject(request);
    if (Object.keys(body).length === 1 && "active" in body) {
      return json({ material: toApiMaterial(await setMaterialActive(id, validate(activeOnlySchema, body).active)) });
    }
    const current = await getMaterial(id);
    // The type is locked: an edit keeps the material's own.
    const withType = { ...body, type: current.type };
    const input = current.r2Key ? validate(uploadedMaterialSchema, withType) : validate(materialSchema, withType);
    return json({ material: toApiMaterial(await updateMaterial(id, input)) });
  });
}
