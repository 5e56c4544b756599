// GET /api/blog-posts?limit=&offset=&published=&language= → {posts, total}; anonymous callers only ever see
// published posts. The list is one language's, as the blog's pages are: English unless `language=es` (anything
// else is a 400 naming the field). POST (editors and admins) creates a post → 201 {post}; 409 when the slug is in
// use; 400 for a `language` other than en/es or a `translationOf` that names no post or a post in the same language.
// A post's `categorySlug` (docs/decisions/0026) is returned and may be set (a category's slug, or null for none; an
// unknown slug is a 400 naming `categorySlug`).
import { apiRoute, apiViewer, audited, parseJson, requireApiUser } from "~/server/api.server";
import { json } from "~/platform/http.server";
import { createPost, listPosts, listPublishedPosts } from "~/models/blog-posts.server";
import { postSchema } from "~/schemas/blog-post";
import { listCategories } from "~/models/blog-categories.server";
import { MAX_PAGE_SIZE, readListQuery } from "~/platform/params";
import { toApiPost } from "~/server/api-serializers.server";
import { languageField } from "~/server/public-write.server";

export { loader, action };

const { loader, action } = apiRoute({
  GET: async ({ request }) => {
    const params = new URL(request.url).searchParams;
    const { limit, offset } = readListQuery(params, MAX_PAGE_SIZE);
    const paging = { limit, offset, language: languageField(params.get("language")) };
    const staff = await apiViewer(request);
    const publishedParam = params.get("published");
    const { posts, total, categories } = staff
      ? await listPosts({
          ...paging,
          published: publishedParam === "true" ? true : publishedParam === "false" ? false : null,
        })
      : await listPublishedPosts(paging);
    return json({ posts: posts.map((p) => toApiPost(p, categories)), total });
  },
  POST: async ({ request }) => {
    const by = await requireApiUser(request, ["admin", "editor"]);
    const input = await parseJson(request, postSchema);
    const post = await createPost(input);
    const categories = await listCategories();
    return audited({ by, entity: "post", action: "create", input }, json({ post: toApiPost(post, categories) }, 201));
  },
});
