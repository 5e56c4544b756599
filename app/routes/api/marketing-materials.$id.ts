// PATCH /api/marketing-materials/{id} (only the fields it names; {active} alone is the spec's switch) and DELETE
// (admins).
import type { Route } from "./+types/marketing-materials.$id";
import { api, idParam, methodNotAllowed, readJsonObject, requireApiUser, validate } from "~/server/api.server";
import { json } from "~/platform/http.server";
import { deleteMaterial, getMaterial, setMaterialActive, updateMaterial } from "~/models/marketing-materials.server";
import { activeOnlySchema, materialEditSchema } from "~/schemas/material";
import { materialInputOf, toApiMaterial } from "~/server/api-serializers.server";

export const loader = methodNotAllowed;

export async function action({ request, params }: Route.ActionArgs) {
  return api("material", async () => {
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
    const input = validate(materialEditSchema, { ...materialInputOf(await getMaterial(id)), ...body });
    return json({ material: toApiMaterial(await updateMaterial(id, input)) });
  });
}
