// The form of an add-or-edit dialog, and its hidden fields: "create" for a new record, "update" and its id for one
// that is.
import { getFormProps, type FormMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { Form } from "react-router";
import { ReturnTo } from "~/components/admin/list-search";
import { Alert } from "~/components/ui/alert";
import type { FormAlert } from "~/server/admin-action.server";

export function SaveIntent({ id }: { id: number | undefined }) {
  return id === undefined ? (
    <input type="hidden" name="intent" value="create" />
  ) : (
    <>
      <input type="hidden" name="intent" value="update" />
      <input type="hidden" name="id" value={id} />
    </>
  );
}

/**
 * An add-or-edit dialog's conform form: the action's refusal (if any) above the fields, the save intent for the
 * record (`id`, none for a new one), and with `returnTo` the list's search, so the list comes back as it was.
 */
export function SaveForm<Schema extends Record<string, unknown>>({
  form,
  id,
  error,
  returnTo = false,
  encType,
  children,
}: {
  form: FormMetadata<Schema, string[]>;
  id: number | undefined;
  error: FormAlert | null | undefined;
  returnTo?: boolean;
  /** "multipart/form-data" for a form with a file. */
  encType?: "multipart/form-data";
  children: ReactNode;
}) {
  return (
    <Form method="post" encType={encType} {...getFormProps(form)} noValidate className="space-y-4">
      {error ? <Alert title={error.title}>{error.text}</Alert> : null}
      {returnTo ? <ReturnTo /> : null}
      <SaveIntent id={id} />
      {children}
    </Form>
  );
}
