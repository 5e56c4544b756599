// /admin/reply-templates (Templates), admins only: the saved replies the conversation composer offers (name,
// subject, Markdown body with {{firstName}}, {{jobTitle}}, {{senderName}}, {{companyName}}); add, edit, delete.
// A placeholder the composer cannot fill is refused on save, naming the field.
import { useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/reply-templates";
import { AdminTable } from "~/components/admin/list-controls";
import { useListSearch } from "~/components/admin/list-search";
import { EditAndDelete, NewButton } from "~/components/admin/row-actions";
import { ConfirmDeleteDialog } from "~/components/admin/confirm-delete";
import { AdminPage } from "~/components/admin/shell";
import { adminMeta } from "~/components/admin/meta";
import { Dialog, DialogButtons } from "~/components/ui/dialog";
import { InputField, TextareaField } from "~/components/ui/field";
import { adminAction, deleteIntent, flash, intent } from "~/server/admin-action.server";
import { requireRole } from "~/server/auth.server";
import { dialogId, readDialog } from "~/platform/dialog";
import { recordAction } from "~/schemas/fields";
import { REPLY_PLACEHOLDERS, replyTemplateSchema } from "~/schemas/conversation";
import {
  createReplyTemplate,
  deleteReplyTemplate,
  findReplyTemplate,
  listReplyTemplates,
  updateReplyTemplate,
} from "~/models/reply-templates.server";
import { SaveForm } from "~/components/admin/save-intent";

export const middleware: Route.MiddlewareFunction[] = [requireRole("admin")];

const SCREEN = {
  title: "Templates",
  description:
    "Saved replies for conversations with candidates and enquirers. The composer fills the placeholders for the person and for you.",
};

export function meta() {
  return adminMeta(SCREEN.title);
}

export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const dialog = readDialog(params, ["new", "edit", "delete"]);
  const [templates, editing, deleting] = await Promise.all([
    listReplyTemplates(),
    ...[dialogId(dialog, "edit"), dialogId(dialog, "delete")].map((id) =>
      id ? findReplyTemplate(id) : Promise.resolve(null),
    ),
  ]);
  const shape = (t: { id: number; name: string; subject: string; body: string }) => ({
    id: t.id,
    name: t.name,
    subject: t.subject,
    body: t.body,
  });
  return {
    templates: templates!.map(shape),
    adding: dialog?.kind === "new",
    editing: editing ? shape(editing as NonNullable<typeof editing>) : null,
    deleting: deleting ? shape(deleting as NonNullable<typeof deleting>) : null,
  };
}

export const action = adminAction({
  entity: "template",
  intents: {
    create: intent({
      schema: replyTemplateSchema,
      dialog: { fieldFor: { 409: "name" } },
      run: async (input) => {
        await createReplyTemplate(input);
        return flash({ type: "success", title: "Template saved" });
      },
    }),
    update: intent({
      schema: recordAction.and(replyTemplateSchema),
      dialog: { fieldFor: { 409: "name" } },
      run: async ({ id, ...input }) => {
        await updateReplyTemplate(id, input);
        return flash({ type: "success", title: "Template saved" });
      },
    }),
    delete: deleteIntent(deleteReplyTemplate, { title: "Template deleted" }),
  },
});

const PLACEHOLDER_HINT = `Placeholders: ${Object.keys(REPLY_PLACEHOLDERS)
  .map((p) => `{{${p}}}`)
  .join(", ")}.`;

function TemplateDialog({
  template,
  closeTo,
}: {
  template: { id: number; name: string; subject: string; body: string } | null;
  closeTo: string;
}) {
  const actionData = useActionData<typeof action>();
  const answer = actionData && "result" in actionData ? actionData : null;
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useForm({
    lastResult: answer?.result,
    defaultValue: template ?? undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: replyTemplateSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <Dialog title={template ? "Edit Template" : "New Template"} closeTo={closeTo} size="lg">
      <SaveForm form={form} id={template?.id} error={answer?.error} returnTo>
        <InputField field={fields.name} label="Name" required />
        <InputField field={fields.subject} label="Subject" required hint={PLACEHOLDER_HINT} />
        <TextareaField field={fields.body} label="Message (Markdown)" rows={12} required hint={PLACEHOLDER_HINT} />
        <DialogButtons closeTo={closeTo} busy={busy} submit="Save Template" />
      </SaveForm>
    </Dialog>
  );
}

export default function ReplyTemplates({ loaderData: { templates, adding, editing, deleting } }: Route.ComponentProps) {
  const close = `/admin/reply-templates${useListSearch()}`;
  return (
    <AdminPage {...SCREEN} actions={<NewButton>New Template</NewButton>}>
      <AdminTable label="Reply templates" columns={["Name", "~Subject", ">Actions"]} empty="No templates yet">
        {templates.map((t) => (
          <tr key={t.id} data-template={t.name}>
            <td className="px-4 py-3 font-medium text-ink">{t.name}</td>
            <td className="px-4 py-3">{t.subject}</td>
            <td className="whitespace-nowrap px-4 py-3 text-right text-sm">
              <EditAndDelete id={t.id} title={t.name} />
            </td>
          </tr>
        ))}
      </AdminTable>

      {adding || editing ? <TemplateDialog key={editing?.id ?? "new"} template={editing} closeTo={close} /> : null}

      {deleting ? (
        <ConfirmDeleteDialog title="Delete Template" closeTo={close} id={deleting.id}>
          <p>{`Delete the template "${deleting.name}"? Messages already sent from it stay as they are.`}</p>
        </ConfirmDeleteDialog>
      ) : null}
    </AdminPage>
  );
}
