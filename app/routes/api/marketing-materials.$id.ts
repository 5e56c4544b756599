// PATCH /api/marketing-materials/{id} (only the fields it names; {active} alone is the spec's switch) and DELETE
// (admins).
import { apiRoute } from "~/server/api.server";
import { recordWrites } from "~/server/api-record.server";
import { deleteMaterial, getMaterial, setMaterialActive, updateMaterial } from "~/models/marketing-materials.server";
import { activeOnlySchema, materialEditSchema } from "~/schemas/material";
import { materialInputOf, toApiMaterial } from "~/server/api-serializers.server";

export { loader, action };

const { loader, action } = apiRoute({
  ...recordWrites({
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
  }),
});
