// GET /api/blog-posts/{slug} → {post} (drafts for staff only). PATCH and DELETE /api/blog-posts/{id}
// (editors and admins): PATCH changes only the fields it names ({published} alone is the spec's publish switch;
// {categorySlug} alone sets or clears the category).
import type { Route } from "./+types/blog-posts.$slug";
import { apiRoute, apiViewer } from "~/server/api.server";
import { recordWrites } from "~/server/api-record.server";
import { json } from "~/platform/http.server";
import type { Post } from "~/db/schema";
import { deletePost, getPostById, getPostBySlug, setPostPublished, updatePost } from "~/models/blog-posts.server";
import { postSchema, publishedOnlySchema } from "~/schemas/blog-post";
import { listCategories } from "~/models/blog-categories.server";
import { postInputOf, toApiPost } from "~/server/api-serializers.server";

export { loader, action };

/** A post with the category list, which its JSON names its category from. */
async function withCategories(post: Promise<Post>) {
  const [row, categories] = await Promise.all([post, listCategories()]);
  return { ...row, categories };
}
type Row = Awaited<ReturnType<typeof withCategories>>;

const { loader, action } = apiRoute<Route.ActionArgs>({
  GET: async ({ request, params }) => {
    const staff = await apiViewer(request);
    const [post, categories] = await Promise.all([
      getPostBySlug(params.slug, { includeDrafts: Boolean(staff) }),
      listCategories(),
    ]);
    return json({ post: toApiPost(post, categories) });
  },
  ...recordWrites({
    roles: ["admin", "editor"],
    entity: "post",
    key: "post",
    deleted: "Blog post deleted",
    get: (id) => withCategories(getPostById(id)),
    inputOf: (row: Row) => postInputOf(row, row.categories),
    schema: postSchema,
    update: (id, input) => withCategories(updatePost(id, input)),
    remove: deletePost,
    toApi: (row: Row) => toApiPost(row, row.categories),
    toggle: {
      field: "published",
      schema: publishedOnlySchema,
      set: (id, on) => withCategories(setPostPublished(id, on)),
      audit: "publish",
    },
  }),
});
