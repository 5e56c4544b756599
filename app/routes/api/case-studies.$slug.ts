// GET /api/case-studies/{slug or id} → {caseStudy} (unpublished ones for staff only). PATCH and DELETE
// /api/case-studies/{slug or id} (editors and admins): PATCH changes only the fields it names, the others stay.
import type { Route } from "./+types/case-studies.$slug";
import { allowMethods, api, apiViewer } from "~/server/api.server";
import { recordWrite } from "~/server/api-record.server";
import { caseStudyInputOf, toApiCaseStudy } from "~/server/case-study-views.server";
import { json } from "~/platform/http.server";
import { deleteCaseStudy, getCaseStudy, getCaseStudyById, updateCaseStudy } from "~/models/case-studies.server";
import { caseStudySchema } from "~/schemas/case-study";

const allowed = allowMethods("GET", "PATCH", "DELETE");

export async function loader({ request, params }: Route.LoaderArgs) {
  return api(request, async () => {
    const staff = await apiViewer(request);
    return json({ caseStudy: toApiCaseStudy(await getCaseStudy(params.slug, { includeDrafts: Boolean(staff) })) });
  });
}

export const action = ({ request, params }: Route.ActionArgs) =>
  recordWrite(request, params.slug, {
    allowed,
    roles: ["admin", "editor"],
    entity: "case-study",
    key: "caseStudy",
    deleted: "Case study deleted",
    idOf: async (slugOrId) => (await getCaseStudy(slugOrId ?? "", { includeDrafts: true })).id,
    get: getCaseStudyById,
    inputOf: caseStudyInputOf,
    schema: caseStudySchema,
    update: updateCaseStudy,
    remove: deleteCaseStudy,
    toApi: toApiCaseStudy,
  });
