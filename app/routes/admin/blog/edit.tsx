// /admin/blog/{id}/edit: the full-page editor for a post.
import { data as answer } from "react-router";
import type { Route } from "./+types/edit";
import { PostEditor } from "~/routes/admin/blog/post-editor";
import { requireRole } from "~/server/auth.server";
import { editorAction, editorData } from "~/routes/admin/blog/editor.server";
import { parseId } from "~/platform/params";
import { adminMeta } from "~/components/admin/meta";
import { findPostById } from "~/models/blog-posts.server";

export const middleware: Route.MiddlewareFunction[] = [requireRole("admin", "editor")];

export const meta: Route.MetaFunction = ({ data }) =>
  adminMeta(data?.post ? `Edit: ${data.post.title}` : "Post not found");

export async function loader({ params }: Route.LoaderArgs) {
  const id = parseId(params.id);
  const post = id ? await findPostById(id) : null;
  if (!post) throw answer("Blog post not found", { status: 404 });
  return editorData(post);
}

export const action = editorAction;

export default function EditPost({ loaderData: data }: Route.ComponentProps) {
  return <PostEditor key={data.post?.id} {...data} />;
}
