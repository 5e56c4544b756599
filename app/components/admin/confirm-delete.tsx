// The delete confirmation every admin screen uses: what is about to go, Cancel, and a POST with intent=delete.
import type { ReactNode } from "react";
import { Form } from "react-router";
import { ReturnTo } from "~/components/admin/list-search";
import { Button, ButtonLink } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";

export function ConfirmDeleteDialog({
  title,
  closeTo,
  id,
  action,
  children,
}: {
  title: string;
  closeTo: string;
  id: number;
  action?: string;
  children: ReactNode;
}) {
  return (
    <Dialog title={title} closeTo={closeTo}>
      {children}
      <Form method="post" action={action} className="mt-6 flex justify-end gap-2">
        <ReturnTo />
        <input type="hidden" name="id" value={id} />
        <ButtonLink to={closeTo} replace variant="secondary">
          Cancel
        </ButtonLink>
        <Button type="submit" name="intent" value="delete" className="bg-red-700 hover:bg-red-800">
          Delete
        </Button>
      </Form>
    </Dialog>
  );
}
