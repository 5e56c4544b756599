// GET /api/blog-posts/{slug} → {post} (drafts for staff only). PATCH and DELETE /api/blog-posts/{id}
// (editors and admins): PATCH changes only the fields it names ({published} alone is the spec's publish switch).
import type { Route } from "./+types/blog-posts.$slug";
import { api, idParam, methodNotAllowed, readJsonObject, requireApiUser, validate } from "~/server/api.server";
import { getSessionUser } from "~/server/auth.server";
import { json } from "~/platform/http.server";
import { deletePost, getPostById, getPostBySlug, setPostPublished, updatePost } from "~/models/blog-posts.server";
import { postSchema, publishedOnlySchema } from "~/schemas/blog-post";
import { postInputOf, toApiPost } from "~/server/api-serializers.server";

export async function loader({ request, params }: Route.LoaderArgs) {
  return api("post", async () => {
    const staff = await getSessionUser(request);
    return json({ post: toApiPost(await getPostBySlug(params.slug, { includeDrafts: Boolean(staff) })) });
  });
}

export async function action({ request, params }: Route.ActionArgs) {
  return api("post", async () => {
    await requireApiUser(request, ["admin", "editor"]);
    const id = idParam(params.slug);
    if (request.method === "DELETE") {
      await deletePost(id);
      return json({ message: "Blog post deleted" });
    }
    if (request.method !== "PATCH") return methodNotAllowed();
    const body = await readJsonObject(request);
    const onlyPublished = Object.keys(body).length === 1 && "published" in body;
    const post = onlyPublished
      ? await setPostPublished(id, validate(publishedOnlySchema, body).published)
      : await updatePost(id, validate(postSchema, { ...postInputOf(await getPostById(id)), ...body }));
    return json({ post: toApiPost(post) });
  });
}
