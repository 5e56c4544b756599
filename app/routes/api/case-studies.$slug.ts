// GET /api/case-studies/{slug or id} → {caseStudy} (unpublished ones for staff only). PATCH and DELETE
// /api/case-studies/{slug or id} (editors and admins): PATCH changes only the fields it names, the others stay.
import type { Route } from "./+types/case-studies.$slug";
import { apiRoute, apiViewer } from "~/server/api.server";
import { recordWrites } from "~/server/api-record.server";
import { caseStudyInputOf, toApiCaseStudy } from "~/server/case-study-views.server";
import { json } from "~/platform/http.server";
import { deleteCaseStudy, getCaseStudy, getCaseStudyById, updateCaseStudy } from "~/models/case-studies.server";
import { caseStudySchema } from "~/schemas/case-study";

export { loader, action };

const { loader, action } = apiRoute<Route.ActionArgs>({
  GET: async ({ request, params }) => {
    const staff = await apiViewer(request);
    return json({ caseStudy: toApiCaseStudy(await getCaseStudy(params.slug, { includeDrafts: Boolean(staff) })) });
  },
  ...recordWrites({
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
  }),
});
