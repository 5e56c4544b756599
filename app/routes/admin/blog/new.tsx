// /admin/blog/new: the full-page editor for a new post (its first autosave or save creates it).
import type { Route } from "./+types/new";
import { PostEditor } from "~/routes/admin/blog/post-editor";
import { requireRole } from "~/server/auth.server";
import { editorAction, editorData } from "~/routes/admin/blog/editor.server";
import { adminMeta } from "~/components/admin/meta";

export const middleware: Route.MiddlewareFunction[] = [requireRole("admin", "editor")];

export function meta() {
  return adminMeta("New Blog Post");
}

export const loader = () => editorData(null);

export const action = editorAction;

export default function NewPost({ loaderData: data }: Route.ComponentProps) {
  return <PostEditor key="new" {...data} />;
}
