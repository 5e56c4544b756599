// /admin/blog (Manage Blog Posts), for editors and admins: search, publish at once, delete; New and Edit open the
// full-page editor (/admin/blog/new, /admin/blog/{id}/edit).
import { href } from "react-router";
import type { Route } from "./+types/list";
import { ListTable } from "~/components/admin/list-controls";
import { useListSearch } from "~/components/admin/list-search";
import { RowLinks, NewButton, PublishSwitch } from "~/components/admin/row-actions";
import { ConfirmDeleteDialog } from "~/components/admin/confirm-delete";
import { TitleCell } from "~/components/admin/title-cell";
import { AdminPage } from "~/components/admin/shell";
import { adminMeta } from "~/components/admin/meta";
import { localizedPath } from "~/i18n/languages";
import { adminAction, deleteIntent, intent } from "~/server/admin-action.server";
import { requireRole } from "~/server/auth.server";
import { formatDateTime, formatRelative } from "~/platform/format.server";
import { deletePost, findPostById, isScheduled, listPosts, setPostPublished } from "~/models/blog-posts.server";
import { BLOG_MESSAGES } from "~/schemas/blog-post";
import { dialogId, readDialog } from "~/platform/dialog";
import { PAGE_SIZE, readListQuery, listState } from "~/platform/params";
import { switchAction } from "~/schemas/fields";

export const middleware: Route.MiddlewareFunction[] = [requireRole("admin", "editor")];

const SCREEN = {
  title: "Manage Blog Posts",
  description: "Write, publish and update the articles on the public blog.",
};

export function meta() {
  return adminMeta(SCREEN.title);
}

export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const query = readListQuery(params, PAGE_SIZE);
  const { posts, total } = await listPosts({ limit: query.limit, offset: query.offset, q: query.q });
  const id = dialogId(readDialog(params, ["delete"]), "delete");
  const target = id ? await findPostById(id) : null;
  return {
    ...listState(request, query, total),
    posts: posts.map((p) => ({
      id: p.id,
      title: p.title,
      slug: p.slug,
      language: p.language,
      // Where the post is read: its slug under its language's prefix.
      view: localizedPath(p.language, href("/blog/:slug", { slug: p.slug })),
      excerpt: p.excerpt,
      author: p.author,
      published: p.published,
      // In UTC on the server; the editor shows and picks the time in the editor's own time zone.
      scheduledFor: isScheduled(p) ? formatDateTime(p.publishedAt) : null,
      updated: formatRelative(p.updatedAt),
    })),
    target: target && { id: target.id, title: target.title },
  };
}

export const action = adminAction({
  entity: "post",
  intents: {
    // The switch saves in the background and keeps the user on the list: no redirect, no toast.
    publish: intent({
      schema: switchAction,
      run: async ({ id, value }) => {
        await setPostPublished(id, value);
        return { result: null, error: null };
      },
      failed: () => ({ type: "error", title: "Error", description: BLOG_MESSAGES.updateFailed }),
    }),
    delete: deleteIntent(deletePost, { title: BLOG_MESSAGES.deleted }, BLOG_MESSAGES.deleteFailed),
  },
});

export default function ManageBlog({ loaderData: { posts, q, page, pageSize, total, target } }: Route.ComponentProps) {
  const listSearch = useListSearch();
  const close = `/admin/blog${listSearch}`;

  return (
    <AdminPage {...SCREEN} actions={<NewButton to="/admin/blog/new">New Blog Post</NewButton>}>
      <ListTable
        search={{ placeholder: "Search posts...", q }}
        table={{
          label: "Blog posts",
          columns: ["~ID", "Title", "~Author", "~Status", "~Last Updated", ">Actions"],
          empty: q ? "No blog posts match your search." : "No blog posts yet. Create your first one!",
        }}
        paging={{ page, pageSize, total, label: "posts" }}
      >
        {posts.map((p) => (
          <tr key={p.id} data-post={p.slug}>
            <td className="break-normal px-4 py-3 tabular-nums text-slate-500">{p.id}</td>
            <TitleCell title={p.title} language={p.language} line={p.excerpt} />
            <td className="px-4 py-3">{p.author}</td>
            <PublishSwitch
              id={p.id}
              title={p.title}
              published={p.published}
              caption={p.scheduledFor ? `Scheduled for ${p.scheduledFor}` : p.published ? "Published" : "Draft"}
            />
            <td className="whitespace-nowrap px-4 py-3 text-slate-600">{p.updated}</td>
            <td className="whitespace-nowrap px-4 py-3 text-right text-sm">
              <RowLinks
                id={p.id}
                title={p.title}
                view={p.view}
                edit={href("/admin/blog/:id/edit", { id: String(p.id) })}
              />
            </td>
          </tr>
        ))}
      </ListTable>

      {target ? (
        <ConfirmDeleteDialog title="Delete Blog Post" closeTo={close} id={target.id}>
          <p>{`Are you sure you want to delete "${target.title}"? This action cannot be undone.`}</p>
        </ConfirmDeleteDialog>
      ) : null}
    </AdminPage>
  );
}
