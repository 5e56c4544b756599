// /admin/case-studies/{id}/edit: the full-page editor for a case study (editors and admins).
import { data as answer } from "react-router";
import type { Route } from "./+types/edit";
import { CaseStudyEditor } from "~/routes/admin/case-studies/editor";
import { requireRole } from "~/server/auth.server";
import { editorAction, editorData } from "~/routes/admin/case-studies/editor.server";
import { parseId } from "~/platform/params";
import { adminMeta } from "~/components/admin/meta";
import { findCaseStudyById } from "~/models/case-studies.server";

export const middleware: Route.MiddlewareFunction[] = [requireRole("admin", "editor")];

export const meta: Route.MetaFunction = ({ data }) =>
  adminMeta(data?.study ? `Edit: ${data.study.title}` : "Case study not found");

export async function loader({ params }: Route.LoaderArgs) {
  const id = parseId(params.id);
  const study = id ? await findCaseStudyById(id) : null;
  if (!study) throw answer("Case study not found", { status: 404 });
  return editorData(study);
}

export const action = editorAction;

export default function EditCaseStudy({ loaderData: data }: Route.ComponentProps) {
  return <CaseStudyEditor key={`${data.study?.id}-${data.study?.slug}`} {...data} />;
}
