// PATCH /api/marketing-materials/{id} (only the fields it names; {active} alone is the spec's switch) and DELETE
// (admins).
import type { Route } from "./+types/marketing-materials.$id";
import {
  apiAction,
  audited,
  idParam,
  methodNotAllowed,
  readJsonObject,
  requireApiUser,
  validate,
} from "~/server/api.server";
import { json } from "~/platform/http.server";
import { deleteMaterial, getMaterial, setMaterialActive, updateMaterial } from "~/models/marketing-materials.server";
import { activeOnlySchema, materialEditSchema } from "~/schemas/material";
import { materialInputOf, toApiMaterial } from "~/server/api-serializers.server";

export const loader = methodNotAllowed;

export async function action({ request, params }: Route.ActionArgs) {
  return apiAction(request, async () => {
    const by = await requireApiUser(request, ["admin"]);
    const id = idParam(params.id);
    if (request.method === "DELETE") {
      await deleteMaterial(id);
      return audited({ by, entity: "material", action: "delete", id }, json({ message: "Material deleted" }));
    }
    if (request.method !== "PATCH") throw methodNotAllowed();
    const body = await readJsonObject(request);
    // {active} alone is the switch; anything else is an edit of the fields it names.
    if (Object.keys(body).length === 1 && "active" in body) {
      const input = validate(activeOnlySchema, body);
      const material = await setMaterialActive(id, input.active);
      return audited(
        { by, entity: "material", action: "activation", id, input },
        json({ material: toApiMaterial(material) }),
      );
    }
    const input = validate(materialEditSchema, { ...materialInputOf(await getMaterial(id)), ...body });
    const material = await updateMaterial(id, input);
    return audited(
      { by, entity: "material", action: "update", id, input },
      json({ material: toApiMaterial(material) }),
    );
  });
}
