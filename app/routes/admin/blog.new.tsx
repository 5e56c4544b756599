// /admin/blog/new: the full-page editor for a new post (its first autosave or save creates it).
import { useLoaderData } from "react-router";
import type { Route } from "./+types/blog.new";
import { PostEditor } from "~/components/admin/post-editor";
import { requireRole } from "~/lib/auth.server";
import { editorAction, editorData } from "~/lib/blog-editor.server";
import { site } from "~/lib/site";

export const middleware: Route.MiddlewareFunction[] = [requireRole("admin", "editor")];

export function meta() {
  return [{ title: `New Blog Post | ${site.name} Admin` }];
}

export const loader = () => editorData(null);

export const action = ({ request }: Route.ActionArgs) => editorAction(request);

export default function NewPost() {
  const data = useLoaderData<typeof loader>();
  return <PostEditor key="new" {...data} />;
}
