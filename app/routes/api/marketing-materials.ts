// GET /api/marketing-materials (admins) → {materials}. POST (admins): JSON {type, title, description, file_url,
// file_name, active} for a link, or multipart/form-data with `type` and a `file` field for an upload → 201.
import { apiRoute, audited, parseJson, readMultipart, requireApiUser } from "~/server/api.server";
import { HttpError } from "~/platform/errors.server";
import { json } from "~/platform/http.server";
import { createLinkMaterial, listMaterials, uploadMaterial } from "~/models/marketing-materials.server";
import { MATERIAL_MESSAGES, MAX_UPLOAD_BYTES, materialSchema } from "~/schemas/material";
import { isMaterialType } from "~/schemas/vocabulary";
import { toApiMaterial } from "~/server/api-serializers.server";

export { loader, action };

const { loader, action } = apiRoute({
  GET: async ({ request }) => {
    await requireApiUser(request, ["admin"]);
    return json({ materials: (await listMaterials()).map(toApiMaterial) });
  },
  POST: async ({ request }) => {
    const by = await requireApiUser(request, ["admin"]);
    const contentType = (request.headers.get("Content-Type") ?? "").toLowerCase();
    if (contentType.startsWith("multipart/form-data")) {
      const form = await readMultipart(request, MAX_UPLOAD_BYTES, MATERIAL_MESSAGES.tooLarge);
      const type = form.get("type");
      const file = form.get("file");
      if (!isMaterialType(type))
        throw new HttpError(400, "Validation failed", { errors: { type: [MATERIAL_MESSAGES.type] } });
      if (!(file instanceof File))
        throw new HttpError(400, "Validation failed", { errors: { file: ["A file is required"] } });
      const material = await uploadMaterial(type, file);
      return audited({ by, entity: "material", action: "create" }, json({ material: toApiMaterial(material) }, 201));
    }
    const input = await parseJson(request, materialSchema);
    const material = await createLinkMaterial(input);
    return audited(
      { by, entity: "material", action: "create", input },
      json({ material: toApiMaterial(material) }, 201),
    );
  },
});
