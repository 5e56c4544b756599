// GET /api/case-studies?limit=&offset=&language=&published= → {caseStudies, total}, in page order: anonymous callers
// only ever see published studies (of every language, or of the one named); staff see all, `published` filtering.
// POST (editors and admins) creates a study → 201 {caseStudy}; 409 when the slug is in use; 400 naming the field for a
// missing title, client, challenge or solution, a logo that is not an uploaded image, or a bad `translationOf`.
import { apiRoute, apiViewer, audited, parseJson, requireApiUser } from "~/server/api.server";
import { toApiCaseStudy } from "~/server/case-study-views.server";
import { json } from "~/platform/http.server";
import { MAX_PAGE_SIZE, readListQuery } from "~/platform/params";
import { createCaseStudy, listCaseStudies } from "~/models/case-studies.server";
import { caseStudySchema } from "~/schemas/case-study";
import { languageField } from "~/server/public-write.server";

export { loader, action };

const { loader, action } = apiRoute({
  GET: async ({ request }) => {
    const params = new URL(request.url).searchParams;
    const { limit, offset } = readListQuery(params, MAX_PAGE_SIZE);
    const language = params.has("language") ? languageField(params.get("language")) : undefined;
    const staff = await apiViewer(request);
    const wanted = params.get("published");
    const published = !staff || wanted === "true" ? true : wanted === "false" ? false : null;
    const { caseStudies, total } = await listCaseStudies({ limit, offset, language, published });
    return json({ caseStudies: caseStudies.map(toApiCaseStudy), total });
  },
  POST: async ({ request }) => {
    const by = await requireApiUser(request, ["admin", "editor"]);
    const input = await parseJson(request, caseStudySchema);
    const study = await createCaseStudy(input);
    return audited(
      { by, entity: "case-study", action: "create", id: study.id, input },
      json({ caseStudy: toApiCaseStudy(study) }, 201),
    );
  },
});
