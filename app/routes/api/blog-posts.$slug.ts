// GET /api/blog-posts/{slug} → {post} (drafts for staff only). PATCH and DELETE /api/blog-posts/{id}
// (editors and admins): PATCH changes only the fields it names ({published} alone is the spec's publish switch;
// {categorySlug} alone sets or clears the category).
import type { Route } from "./+types/blog-posts.$slug";
import {
  api,
  apiAction,
  audited,
  idParam,
  methodNotAllowed,
  readJsonObject,
  requireApiUser,
  validate,
} from "~/server/api.server";
import { getSessionUser } from "~/server/auth.server";
import { json } from "~/platform/http.server";
import { deletePost, getPostById, getPostBySlug, setPostPublished, updatePost } from "~/models/blog-posts.server";
import { postSchema, publishedOnlySchema } from "~/schemas/blog-post";
import { listCategories } from "~/models/blog-categories.server";
import { postInputOf, toApiPost } from "~/server/api-serializers.server";

export async function loader({ request, params }: Route.LoaderArgs) {
  return api(request, async () => {
    const staff = await getSessionUser(request);
    const [post, categories] = await Promise.all([
      getPostBySlug(params.slug, { includeDrafts: Boolean(staff) }),
      listCategories(),
    ]);
    return json({ post: toApiPost(post, categories) });
  });
}

export async function action({ request, params }: Route.ActionArgs) {
  return apiAction(request, async () => {
    const by = await requireApiUser(request, ["admin", "editor"]);
    const id = idParam(params.slug);
    if (request.method === "DELETE") {
      await deletePost(id);
      return audited({ by, entity: "post", action: "delete", id }, json({ message: "Blog post deleted" }));
    }
    if (request.method !== "PATCH") throw methodNotAllowed();
    const body = await readJsonObject(request);
    // {published} alone is the publish switch; anything else is an edit of the fields it names.
    if (Object.keys(body).length === 1 && "published" in body) {
      const input = validate(publishedOnlySchema, body);
      const post = await setPostPublished(id, input.published);
      const categories = await listCategories();
      return audited({ by, entity: "post", action: "publish", id, input }, json({ post: toApiPost(post, categories) }));
    }
    const categories = await listCategories();
    const input = validate(postSchema, { ...postInputOf(await getPostById(id), categories), ...body });
    const post = await updatePost(id, input);
    return audited({ by, entity: "post", action: "update", id, input }, json({ post: toApiPost(post, categories) }));
  });
}
