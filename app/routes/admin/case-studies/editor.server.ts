// The case-study editor's server half, shared by /admin/case-studies/new and /admin/case-studies/{id}/edit: what the
// editor loads (the study, the media library's images for the logo, the "Translation of" choices) and its one write,
// `save`, through the admin-action pipeline (audited; the public pages' edge cache is refreshed by the pipeline).
import { href } from "react-router";
import type { CaseStudy } from "~/db/schema";
import { adminAction, flash, intent } from "~/server/admin-action.server";
import { toApiBlogImage } from "~/server/api-serializers.server";
import { caseStudyInputOf } from "~/server/case-study-views.server";
import { listBlogImages } from "~/models/blog-images.server";
import { caseStudyTranslations, createCaseStudy, updateCaseStudy } from "~/models/case-studies.server";
import { parseId } from "~/platform/params";
import { CASE_STUDY_MESSAGES, caseStudySchema } from "~/schemas/case-study";
import { z } from "~/platform/zod";

export async function editorData(study: CaseStudy | null) {
  const [images, translations] = await Promise.all([
    listBlogImages(),
    caseStudyTranslations.choices(study?.id ?? null, study?.translationOf ?? null),
  ]);
  return {
    study: study && { id: study.id, ...caseStudyInputOf(study) },
    images: images.map(toApiBlogImage),
    translations,
  };
}

export type CaseStudyEditorData = Awaited<ReturnType<typeof editorData>>;

/** The study's id when it exists already. */
const editorInput = caseStudySchema.and(
  z.object({ id: z.preprocess((v) => parseId(v) ?? undefined, z.number().optional()) }),
);

/** The editor's action, for a new one and an existing one; both go back to the list. */
export const editorAction = adminAction({
  path: "/admin/case-studies",
  entity: "case-study",
  intents: {
    save: intent({
      schema: editorInput,
      dialog: { fieldFor: { 409: "slug" } },
      audit: (input) => (input.id ? "update" : "create"),
      run: async ({ id, ...input }) => {
        const study = id ? await updateCaseStudy(id, input) : await createCaseStudy(input);
        const title = id ? CASE_STUDY_MESSAGES.updated : CASE_STUDY_MESSAGES.created;
        return flash({ type: "success", title }, href("/admin/case-studies/:id/edit", { id: String(study.id) }));
      },
      failed: () => ({ title: "Error", text: CASE_STUDY_MESSAGES.updateFailed }),
    }),
  },
});
