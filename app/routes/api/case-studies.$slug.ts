// GET /api/case-studies/{slug or id} → {caseStudy} (unpublished ones for staff only). PATCH and DELETE
// /api/case-studies/{slug or id} (editors and admins): PATCH changes only the fields it names, the others stay.
import type { Route } from "./+types/case-studies.$slug";
import {
  api,
  apiAction,
  audited,
  methodNotAllowed,
  readJsonObject,
  requireApiUser,
  validate,
} from "~/server/api.server";
import { getSessionUser } from "~/server/auth.server";
import { caseStudyInputOf, toApiCaseStudy } from "~/server/case-study-views.server";
import { json } from "~/platform/http.server";
import { deleteCaseStudy, getCaseStudy, updateCaseStudy } from "~/models/case-studies.server";
import { caseStudySchema } from "~/schemas/case-study";

export async function loader({ request, params }: Route.LoaderArgs) {
  return api(request, async () => {
    const staff = await getSessionUser(request);
    return json({ caseStudy: toApiCaseStudy(await getCaseStudy(params.slug, { includeDrafts: Boolean(staff) })) });
  });
}

export async function action({ request, params }: Route.ActionArgs) {
  return apiAction(request, async () => {
    const by = await requireApiUser(request, ["admin", "editor"]);
    const current = await getCaseStudy(params.slug, { includeDrafts: true });
    const id = current.id;
    if (request.method === "DELETE") {
      await deleteCaseStudy(id);
      return audited({ by, entity: "case-study", action: "delete", id }, json({ message: "Case study deleted" }));
    }
    if (request.method !== "PATCH") throw methodNotAllowed();
    const body = await readJsonObject(request);
    const input = validate(caseStudySchema, { ...caseStudyInputOf(current), ...body });
    const study = await updateCaseStudy(id, input);
    return audited(
      { by, entity: "case-study", action: "update", id, input },
      json({ caseStudy: toApiCaseStudy(study) }),
    );
  });
}
