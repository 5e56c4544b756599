// /admin/case-studies/new: the full-page editor for a new case study (editors and admins).
import type { Route } from "./+types/new";
import { CaseStudyEditor } from "~/routes/admin/case-studies/editor";
import { requireRole } from "~/server/auth.server";
import { editorAction, editorData } from "~/routes/admin/case-studies/editor.server";
import { adminMeta } from "~/components/admin/meta";

export const middleware: Route.MiddlewareFunction[] = [requireRole("admin", "editor")];

export function meta() {
  return adminMeta("New Case Study");
}

export const loader = () => editorData(null);

export const action = editorAction;

export default function NewCaseStudy({ loaderData: data }: Route.ComponentProps) {
  return <CaseStudyEditor key="new" {...data} />;
}
