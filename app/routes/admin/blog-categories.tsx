// /admin/blog-categories (Blog categories), admins only (docs/decisions/0026): the list posts choose their category
// from, in the order /blog shows it. Add (slug and names), rename (names; the slug is in readers' links and feeds, so
// it stays), move up or down, delete. Deleting a category used by posts sets them back to none, which shows the
// spec's derived badge again; the delete dialog says how many posts that is.
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, href, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/blog-categories";
import { AdminTable } from "~/components/admin/list-controls";
import { NewButton, NewTabLink, MoveButtons, DeleteLink, RowDialogLink } from "~/components/admin/row-actions";
import { ConfirmDeleteDialog } from "~/components/admin/confirm-delete";
import { AdminPage } from "~/components/admin/shell";
import { adminMeta } from "~/components/admin/meta";
import { Alert } from "~/components/ui/alert";
import { Dialog, DialogButtons } from "~/components/ui/dialog";
import { InputField } from "~/components/ui/field";
import { adminAction, deleteIntent, flash, intent, moveIntent, type FormAnswer } from "~/server/admin-action.server";
import { requireRole } from "~/server/auth.server";
import { readDialog } from "~/platform/dialog";
import {
  createCategory,
  deleteCategory,
  listCategoriesWithUse,
  moveCategory,
  renameCategory,
} from "~/models/blog-categories.server";
import { CATEGORY_MESSAGES, categoryCreateSchema, categoryRenameSchema } from "~/schemas/blog-category";

const PATH = "/admin/blog-categories";

export const middleware: Route.MiddlewareFunction[] = [requireRole("admin")];

const SCREEN = {
  title: "Blog categories",
  description:
    "The categories a post can be filed under, in the order the blog shows them. A post with none shows Nearshoring or Technology, from its title.",
};

export function meta() {
  return adminMeta(SCREEN.title);
}

export async function loader({ request }: Route.LoaderArgs) {
  const dialog = readDialog(new URL(request.url).searchParams, ["new", "edit", "delete"]);
  const categories = (await listCategoriesWithUse()).map((c) => ({
    id: c.id,
    slug: c.slug,
    nameEn: c.nameEn,
    nameEs: c.nameEs,
    posts: c.posts,
    view: `${href("/blog")}?category=${encodeURIComponent(c.slug)}`,
  }));
  const target = dialog?.id ? (categories.find((c) => c.id === dialog.id) ?? null) : null;
  return {
    categories,
    dialog: dialog?.kind === "new" ? dialog.kind : target ? (dialog?.kind ?? null) : null,
    target,
  };
}

export type Row = Awaited<ReturnType<typeof loader>>["categories"][number];

export const action = adminAction({
  entity: "category",
  intents: {
    create: intent({
      schema: categoryCreateSchema,
      dialog: { fieldFor: { 409: "slug" } },
      run: async (input) => {
        await createCategory(input);
        return flash({ type: "success", title: CATEGORY_MESSAGES.created });
      },
    }),
    // Audited as the update it is.
    rename: intent({
      schema: categoryRenameSchema,
      dialog: {},
      audit: "update",
      run: async (input) => {
        await renameCategory(input);
        return flash({ type: "success", title: CATEGORY_MESSAGES.renamed });
      },
    }),
    move: moveIntent(moveCategory, { title: CATEGORY_MESSAGES.moved }),
    delete: deleteIntent(deleteCategory, ({ posts }) => ({
      title: CATEGORY_MESSAGES.deleted,
      description: posts
        ? `${posts} ${posts === 1 ? "post shows" : "posts show"} the derived category again.`
        : undefined,
    })),
  },
});

function CategoryDialog({ category }: { category: Row | null }) {
  const answer = useActionData<FormAnswer>();
  const busy = useNavigation().state === "submitting";
  // One field set for both: renaming simply has no slug field on the form.
  const schema = (category ? categoryRenameSchema : categoryCreateSchema) as typeof categoryCreateSchema;
  const [form, fields] = useForm({
    lastResult: answer?.result,
    defaultValue: category ? { nameEn: category.nameEn, nameEs: category.nameEs } : {},
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <Dialog title={category ? "Rename Category" : "Add Category"} closeTo={PATH}>
      <Form method="post" {...getFormProps(form)} noValidate className="space-y-4">
        {answer?.error ? <Alert title={answer.error.title}>{answer.error.text}</Alert> : null}
        <input type="hidden" name="intent" value={category ? "rename" : "create"} />
        {category ? (
          <>
            <input type="hidden" name="id" value={category.id} />
            <p className="text-sm text-slate-600">{`Slug: ${category.slug} (in links and feeds, so it stays).`}</p>
          </>
        ) : (
          <InputField
            field={fields.slug}
            label="Slug"
            required
            hint="Lowercase letters, numbers and hyphens: /blog?category=slug. It cannot be changed later."
          />
        )}
        <InputField field={fields.nameEn} label="Name (English)" required />
        <InputField field={fields.nameEs} label="Name (Spanish)" required />
        <DialogButtons closeTo={PATH} busy={busy} submit={category ? "Save Changes" : "Add Category"} />
      </Form>
    </Dialog>
  );
}

export default function BlogCategories({ loaderData: { categories, dialog, target } }: Route.ComponentProps) {
  return (
    <AdminPage {...SCREEN} actions={<NewButton>Add Category</NewButton>}>
      <AdminTable
        label="Blog categories"
        columns={["Name", "~Spanish", "~Slug", "~Posts", ">Actions"]}
        empty="No categories yet. Posts show Nearshoring or Technology, from their titles."
      >
        {categories.map((c, i) => (
          <tr key={c.id} data-category={c.slug}>
            <td className="px-4 py-3 font-medium text-ink">{c.nameEn}</td>
            <td className="px-4 py-3">{c.nameEs}</td>
            <td className="px-4 py-3 font-mono text-xs text-slate-600">{c.slug}</td>
            <td className="px-4 py-3 tabular-nums">{c.posts}</td>
            <td className="whitespace-nowrap px-4 py-3 text-right text-sm">
              <NewTabLink href={c.view} label={`View ${c.nameEn}`}>
                View
              </NewTabLink>
              <MoveButtons id={c.id} title={c.nameEn} first={i === 0} last={i === categories.length - 1} />
              <RowDialogLink dialog="edit" id={c.id} tone="edit" label={`Rename ${c.nameEn}`}>
                Rename
              </RowDialogLink>
              <DeleteLink id={c.id} title={c.nameEn} />
            </td>
          </tr>
        ))}
      </AdminTable>

      {dialog === "new" ? <CategoryDialog category={null} /> : null}
      {dialog === "edit" && target ? <CategoryDialog key={target.id} category={target} /> : null}
      {dialog === "delete" && target ? (
        <ConfirmDeleteDialog title="Delete Category" closeTo={PATH} id={target.id}>
          <p>
            {`Are you sure you want to delete "${target.nameEn}"?`}
            {target.posts
              ? ` ${target.posts} ${target.posts === 1 ? "post uses" : "posts use"} it and will show Nearshoring or Technology, from the title, again.`
              : ""}
          </p>
        </ConfirmDeleteDialog>
      ) : null}
    </AdminPage>
  );
}
