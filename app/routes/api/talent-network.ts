// POST /api/talent-network: join the talent network (JSON, or multipart with the CV in `resumeFile`), through the same
// pipeline, schema and store as /jobs/talent-network. The answer names nothing stored (a repeat answers the same).
import { apiRoute } from "~/server/api.server";
import { json } from "~/platform/http.server";
import { apiWrite } from "~/server/public-write.server";
import { talentWrite } from "~/server/public-forms.server";
import { apiTalentSchema } from "~/schemas/talent-profile";
import { catalogue } from "~/i18n/catalogue";

export { loader, action };

const { loader, action } = apiRoute({
  POST: ({ request }) =>
    apiWrite(request, talentWrite, apiTalentSchema, () =>
      json({ message: catalogue("en").talent.messages.successText }, 201),
    ),
});
