// PATCH /api/marketing-materials/{id} (only the fields it names; {active} alone is the spec's switch) and DELETE
// (admins).
import type { Route } from "./+types/marketing-materials.$id";
import { allowMethods } from "~/server/api.server";
import { recordWrite } from "~/server/api-record.server";
import { deleteMaterial, getMaterial, setMaterialActive, updateMaterial } from "~/models/marketing-materials.server";
import { activeOnlySchema, materialEditSchema } from "~/schemas/material";
import { materialInputOf, toApiMaterial } from "~/server/api-serializers.server";

const allowed = allowMethods("PATCH", "DELETE");

export const loader = allowed.refuse;

export const action = ({ request, params }: Route.ActionArgs) =>
  recordWrite(request, params.id, {
    allowed,
    roles: ["admin"],
    entity: "material",
    key: "material",
    deleted: "Material deleted",
    get: getMaterial,
    inputOf: materialInputOf,
    schema: materialEditSchema,
    update: updateMaterial,
    remove: deleteMaterial,
    toApi: toApiMaterial,
    toggle: { field: "active", schema: activeOnlySchema, set: setMaterialActive, audit: "activation" },
  });
