// GET /api/blog-posts/{slug} → {post} (drafts for staff only). PATCH and DELETE /api/blog-posts/{id}
// (editors and admins): PATCH changes only the fields it names ({published} alone is the spec's publish switch).
import type { Route } from "./+types/blog-posts.$slug";
import { api } from "~/server/api.server";
import { recordWrite } from "~/server/api-record.server";
import { getSessionUser } from "~/server/auth.server";
import { json } from "~/platform/http.server";
import { deletePost, getPostById, getPostBySlug, setPostPublished, updatePost } from "~/models/blog-posts.server";
import { postSchema, publishedOnlySchema } from "~/schemas/blog-post";
import { postInputOf, toApiPost } from "~/server/api-serializers.server";

export async function loader({ request, params }: Route.LoaderArgs) {
  return api(request, async () => {
    const staff = await getSessionUser(request);
    return json({ post: toApiPost(await getPostBySlug(params.slug, { includeDrafts: Boolean(staff) })) });
  });
}

export const action = ({ request, params }: Route.ActionArgs) =>
  recordWrite(request, params.slug, {
    roles: ["admin", "editor"],
    entity: "post",
    key: "post",
    deleted: "Blog post deleted",
    get: getPostById,
    inputOf: postInputOf,
    schema: postSchema,
    update: updatePost,
    remove: deletePost,
    toApi: toApiPost,
    toggle: { field: "published", schema: publishedOnlySchema, set: setPostPublished, audit: "publish" },
  });
