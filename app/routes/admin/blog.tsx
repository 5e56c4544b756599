// /admin/blog (Manage Blog Posts), for editors and admins: search, publish at once, add, edit and delete posts.
import { onTabListKeyDown } from "~/components/ui/tab-keys";
import { getFormProps, getInputProps, getTextareaProps, useForm } from "@conform-to/react";
import { useState } from "react";
import { Form, useActionData, useFetcher, useLoaderData, useNavigation } from "react-router";
import type { Route } from "./+types/blog";
import { ReturnTo, useListSearch, RowLinks, ListTable, NewButton } from "~/components/admin/list-controls";
import { ConfirmDeleteDialog } from "~/components/admin/confirm-delete";
import { AdminPage } from "~/components/admin/shell";
import { FALLBACK_POST_IMAGE } from "~/components/site/post-card";
import { Alert } from "~/components/ui/alert";
import { Dialog, DialogButtons } from "~/components/ui/dialog";
import { Field, inputClass } from "~/components/ui/field";
import { SaveSwitch } from "~/components/ui/switch";
import { adminAction, flash, intent } from "~/lib/admin-action.server";
import { requireRole } from "~/lib/auth.server";
import { formatRelative } from "~/lib/format.server";
import { site } from "~/lib/site";
import {
  createPost,
  deletePost,
  findPostById,
  listPosts,
  setPostPublished,
  updatePost,
} from "~/models/blog-posts.server";
import { BLOG_MESSAGES, postSchema } from "~/schemas/blog-post";
import { PAGE_SIZE, idFromParams, readListQuery, listState } from "~/lib/params";
import { recordAction, switchAction } from "~/schemas/fields";
import { parseWithZod } from "@conform-to/zod/v4";

export const middleware: Route.MiddlewareFunction[] = [requireRole("admin", "editor")];

export function meta() {
  return [{ title: `Manage Blog Posts | ${site.name} Admin` }];
}

export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const query = readListQuery(params, PAGE_SIZE);
  const { posts, total } = await listPosts({ limit: query.limit, offset: query.offset, q: query.q });
  const dialog = params.get("dialog");
  const id = idFromParams(params, "id");
  const target = (dialog === "edit" || dialog === "delete") && id ? await findPostById(id) : null;
  return {
    ...listState(query, total),
    posts: posts.map((p) => ({
      id: p.id,
      title: p.title,
      slug: p.slug,
      excerpt: p.excerpt,
      author: p.author,
      published: p.published,
      updated: formatRelative(p.updatedAt),
    })),
    dialog: dialog === "new" ? ("new" as const) : target ? (dialog as "edit" | "delete") : null,
    target: target && {
      id: target.id,
      title: target.title,
      slug: target.slug,
      author: target.author,
      excerpt: target.excerpt,
      imageUrl: target.imageUrl ?? "",
      content: target.content,
      published: target.published,
    },
  };
}

const failed = (text: string) => () => ({ title: "Error", text });

export async function action({ request }: Route.ActionArgs) {
  return adminAction(request, {
    path: "/admin/blog",
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
      delete: intent({
        schema: recordAction,
        run: async ({ id }) => {
          await deletePost(id);
          return flash({ type: "success", title: BLOG_MESSAGES.deleted });
        },
        failed: () => ({ type: "error", title: "Error", description: BLOG_MESSAGES.deleteFailed }),
      }),
      create: intent({
        schema: postSchema,
        dialog: { fieldFor: { 409: "slug" } },
        run: async (post) => {
          await createPost(post);
          return flash({ type: "success", title: BLOG_MESSAGES.created });
        },
        failed: failed(BLOG_MESSAGES.createFailed),
      }),
      update: intent({
        schema: recordAction.and(postSchema),
        dialog: { fieldFor: { 409: "slug" } },
        run: async ({ id, ...post }) => {
          await updatePost(id, post);
          return flash({ type: "success", title: BLOG_MESSAGES.updated });
        },
        failed: failed(BLOG_MESSAGES.updateFailed),
      }),
    },
  });
}

export default function ManageBlog() {
  const { posts, q, page, pageSize, total, dialog, target } = useLoaderData<typeof loader>();
  const listSearch = useListSearch();
  const close = `/admin/blog${listSearch}`;

  return (
    <AdminPage
      title="Manage Blog Posts"
      description="Write, publish and update the articles on the public blog."
      actions={<NewButton>New Blog Post</NewButton>}
    >
      <ListTable
        search={{ placeholder: "Search posts...", q }}
        table={{
          label: "Blog posts",
          columns: ["~ID", "Title", "~Author", "~Status", "~Last Updated", ">Actions"],
          empty: q ? "No blog posts match your search." : "No blog posts yet. Create your first one!",
          rowCount: posts.length,
        }}
        paging={{ page, pageSize, total, label: "posts" }}
      >
        {posts.map((p) => (
          <tr key={p.id} data-post={p.slug}>
            <td className="px-4 py-3 text-slate-500">{p.id}</td>
            <td className="max-w-md px-4 py-3">
              <span className="block font-medium text-ink">{p.title}</span>
              <span className="line-clamp-1 text-xs text-slate-500">{p.excerpt}</span>
            </td>
            <td className="px-4 py-3">{p.author}</td>
            <td className="px-4 py-3">
              <span className="flex items-center gap-2">
                <SaveSwitch
                  checked={p.published}
                  label={`Published: ${p.title}`}
                  fields={{ intent: "publish", id: p.id }}
                />
                <span className="text-xs text-slate-500">{p.published ? "Published" : "Draft"}</span>
              </span>
            </td>
            <td className="whitespace-nowrap px-4 py-3 text-slate-600">{p.updated}</td>
            <td className="whitespace-nowrap px-4 py-3 text-right text-sm">
              <RowLinks id={p.id} title={p.title} view={`/blog/${p.slug}`} />
            </td>
          </tr>
        ))}
      </ListTable>

      {dialog === "new" ? <PostDialog key="new" post={null} closeTo={close} /> : null}
      {dialog === "edit" && target ? <PostDialog key={`edit-${target.id}`} post={target} closeTo={close} /> : null}
      {dialog === "delete" && target ? (
        <ConfirmDeleteDialog title="Delete Blog Post" closeTo={close} id={target.id}>
          <p>{`Are you sure you want to delete "${target.title}"? This action cannot be undone.`}</p>
        </ConfirmDeleteDialog>
      ) : null}
    </AdminPage>
  );
}

type PostValues = {
  id: number;
  title: string;
  slug: string;
  author: string;
  excerpt: string;
  imageUrl: string;
  content: string;
  published: boolean;
};

function PostDialog({ post, closeTo }: { post: PostValues | null; closeTo: string }) {
  const actionData = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    defaultValue: post ? { ...post, published: post.published ? "on" : "" } : { published: "" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: postSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const [image, setImage] = useState(post?.imageUrl ?? "");
  const [imageFailed, setImageFailed] = useState(false);
  const [tab, setTab] = useState<"write" | "preview">("write");
  const preview = useFetcher<{ html: string }>();
  const [content, setContent] = useState(post?.content ?? "");

  return (
    <Dialog title={post ? "Edit Blog Post" : "New Blog Post"} closeTo={closeTo} size="lg">
      <Form method="post" {...getFormProps(form)} noValidate className="space-y-4">
        {actionData?.error ? <Alert title={actionData.error.title}>{actionData.error.text}</Alert> : null}
        <ReturnTo />
        <input type="hidden" name="intent" value={post ? "update" : "create"} />
        {post ? <input type="hidden" name="id" value={post.id} /> : null}
        <Field id={fields.title.id} label="Title" required errors={fields.title.errors} errorId={fields.title.errorId}>
          <input {...getInputProps(fields.title, { type: "text" })} className={inputClass} />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            id={fields.slug.id}
            label="Slug"
            errors={fields.slug.errors}
            errorId={fields.slug.errorId}
            hint="Leave blank to make it from the title."
          >
            <input
              {...getInputProps(fields.slug, { type: "text" })}
              placeholder="made-from-the-title"
              className={inputClass}
            />
          </Field>
          <Field id={fields.author.id} label="Author" errors={fields.author.errors} errorId={fields.author.errorId}>
            <input {...getInputProps(fields.author, { type: "text" })} className={inputClass} />
          </Field>
        </div>
        <Field id={fields.excerpt.id} label="Excerpt" errors={fields.excerpt.errors} errorId={fields.excerpt.errorId}>
          <textarea {...getTextareaProps(fields.excerpt)} rows={2} className={inputClass} />
        </Field>
        <Field
          id={fields.imageUrl.id}
          label="Featured Image URL"
          errors={fields.imageUrl.errors}
          errorId={fields.imageUrl.errorId}
          hint="A 16:9 image is advised (for example 1200 × 675)."
        >
          <input
            {...getInputProps(fields.imageUrl, { type: "text" })}
            placeholder="https://… or /images/…"
            className={inputClass}
            onChange={(e) => {
              setImage(e.currentTarget.value.trim());
              setImageFailed(false);
            }}
          />
        </Field>
        {image ? (
          <img
            src={imageFailed ? FALLBACK_POST_IMAGE : image}
            alt="Featured image preview"
            width={1200}
            height={675}
            onError={() => setImageFailed(true)}
            className="aspect-video w-full max-w-sm rounded-lg bg-slate-100 object-cover ring-1 ring-slate-200"
          />
        ) : null}
        <div>
          <div className="flex items-center justify-between">
            <label htmlFor={fields.content.id} className="text-sm font-medium text-ink">
              Content (Markdown)
            </label>
            <div role="tablist" aria-label="Content view" onKeyDown={onTabListKeyDown} className="flex gap-1 text-sm">
              {(["write", "preview"] as const).map((t) => (
                <button
                  key={t}
                  type="button"
                  role="tab"
                  aria-selected={tab === t}
                  tabIndex={tab === t ? 0 : -1}
                  onClick={() => {
                    setTab(t);
                    if (t === "preview") preview.submit({ content }, { method: "post", action: "/admin/blog/preview" });
                  }}
                  className={`rounded-md px-3 py-1 font-medium ${tab === t ? "bg-pine-100 text-pine-800" : "text-slate-600 hover:bg-slate-100"}`}
                >
                  {t === "write" ? "Write" : "Preview"}
                </button>
              ))}
            </div>
          </div>
          <textarea
            {...getTextareaProps(fields.content)}
            rows={14}
            onChange={(e) => setContent(e.currentTarget.value)}
            className={`${inputClass} mt-1.5 font-mono ${tab === "preview" ? "hidden" : ""}`}
          />
          {tab === "preview" ? (
            <div
              className="prose-post mt-1.5 max-h-96 overflow-y-auto rounded-md p-4 text-sm ring-1 ring-slate-200"
              aria-live="polite"
            >
              {preview.state !== "idle" ? (
                <p className="text-slate-500">Rendering preview...</p>
              ) : (
                <div dangerouslySetInnerHTML={{ __html: preview.data?.html ?? "" }} />
              )}
            </div>
          ) : null}
        </div>
        <label className="flex items-center gap-3 text-sm font-medium text-ink">
          <input {...getInputProps(fields.published, { type: "checkbox" })} className="h-5 w-5 accent-pine-700" />
          Published
        </label>
        <DialogButtons closeTo={closeTo} busy={busy} submit={post ? "Save Changes" : "Create Post"} />
      </Form>
    </Dialog>
  );
}
