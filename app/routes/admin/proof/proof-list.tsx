// The list screen of a proof collection (testimonials, team, logos), written once: the rows in the order the public
// page shows them, each with a preview line, the publish switch, Up and Down, Edit and Delete.
import type { ReactNode } from "react";
import { Link } from "react-router";
import { AdminTable } from "~/components/admin/list-controls";
import { EditAndDelete, MoveButtons, NewButton, PublishSwitch } from "~/components/admin/row-actions";
import { ConfirmDeleteDialog } from "~/components/admin/confirm-delete";
import { AdminPage } from "~/components/admin/shell";

export type ProofListRow = {
  id: number;
  /** The row's name in the list and in every button's accessible name. */
  title: string;
  published: boolean;
  detail: ReactNode;
};

export function ProofList({
  title,
  description,
  path,
  newLabel,
  label,
  empty,
  rows,
  target,
  noun,
}: {
  title: string;
  description: string;
  path: string;
  newLabel: string;
  label: string;
  empty: string;
  rows: ProofListRow[];
  target: { id: number; title: string } | null;
  noun: string;
}) {
  return (
    <AdminPage title={title} description={description} actions={<NewButton to={`${path}/new`}>{newLabel}</NewButton>}>
      <AdminTable label={label} columns={["Order", "Item", "Status", ">Actions"]} empty={empty}>
        {rows.map((row, i) => (
          <tr key={row.id} data-row={row.id}>
            <td className="px-4 py-3">
              <MoveButtons id={row.id} title={row.title} first={i === 0} last={i === rows.length - 1} />
            </td>
            <td className="max-w-xl px-4 py-3">
              <Link to={`${path}/${row.id}/edit`} className="font-medium text-ink hover:text-pine-700">
                {row.title}
              </Link>
              <div className="mt-0.5 text-xs text-slate-500">{row.detail}</div>
            </td>
            <PublishSwitch
              id={row.id}
              title={row.title}
              published={row.published}
              caption={row.published ? "Published" : "Hidden"}
            />
            <td className="whitespace-nowrap px-4 py-3 text-right text-sm">
              <EditAndDelete id={row.id} title={row.title} edit={`${path}/${row.id}/edit`} />
            </td>
          </tr>
        ))}
      </AdminTable>
      {target ? (
        <ConfirmDeleteDialog title={`Delete ${noun}`} closeTo={path} id={target.id}>
          <p>{`Are you sure you want to delete "${target.title}"? It leaves the public pages at once.`}</p>
        </ConfirmDeleteDialog>
      ) : null}
    </AdminPage>
  );
}
