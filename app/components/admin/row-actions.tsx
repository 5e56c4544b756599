// A row's actions on an admin list: open one of the screen's dialogs, run an intent in place (a switch, a
// status), the publish switch, view and edit links, Edit and Delete, and the screen's New button.
import { type ReactNode } from "react";
import { Form, Link } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import { SaveSwitch } from "~/components/ui/switch";
import { dialogParams } from "~/platform/dialog";
import { withParams } from "~/platform/params";
import { useListSearch, ReturnTo } from "~/components/admin/list-search";

export const rowLink = {
  neutral: "rounded-md px-2 py-1.5 font-medium text-slate-700 hover:bg-slate-100",
  edit: "rounded-md px-2 py-1.5 font-medium text-pine-700 hover:bg-pine-50",
  delete: "rounded-md px-2 py-1.5 font-medium text-red-700 hover:bg-red-50",
} as const;

/** A row action that opens one of the screen's dialogs (?dialog=edit&id=…) on the same list. */
export function RowDialogLink({
  dialog,
  id,
  label,
  tone,
  children,
}: {
  dialog: string;
  id: number;
  label: string;
  tone: "neutral" | "edit" | "delete";
  children: ReactNode;
}) {
  return (
    <Link
      to={withParams(useListSearch(), dialogParams(dialog, id))}
      preventScrollReset
      className={rowLink[tone]}
      aria-label={label}
    >
      {children}
    </Link>
  );
}

/** A one-click action on a row (open, change status): a small POST form that returns to the same list. */
export function RowAction({
  intent,
  id,
  fields,
  label,
  className = "rounded-md px-2.5 py-1.5 font-medium text-pine-700 hover:bg-pine-50",
  children,
}: {
  intent: string;
  id: number;
  fields?: Record<string, string>;
  /** The button's accessible name, naming the row it acts on ("Unsubscribe ana@example.com"): one list holds many. */
  label: string;
  /** The button's look: a row's own actions by default; `rowLink.edit` where it stands alone as a link would. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <Form method="post" className="inline">
      <ReturnTo />
      <input type="hidden" name="id" value={id} />
      {Object.entries(fields ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" name="intent" value={intent} className={className} aria-label={label}>
        {children}
      </button>
    </Form>
  );
}

/** A row's View (a public page in a new tab), Edit and Delete, with what is particular to the list between. */
export function RowLinks({
  id,
  title,
  view,
  edit,
  children,
}: {
  id: number;
  title: string;
  view: string;
  /** A page of its own to edit on (the blog's full-page editor) instead of the list's Edit dialog. */
  edit?: string;
  children?: ReactNode;
}) {
  return (
    <>
      <NewTabLink href={view} label={`View ${title}`}>
        View
      </NewTabLink>
      {children}
      <EditAndDelete id={id} title={title} edit={edit} />
    </>
  );
}

/**
 * A row's link to what the row is, seen as a visitor or a reader sees it (a public page, a file), in a new tab.
 * `label` names the row ("View Nearshoring 101"): a list holds many.
 */
export function NewTabLink({ href, label, children }: { href: string; label: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noreferrer" className={rowLink.neutral} aria-label={label}>
      {children}
    </a>
  );
}

/** A row's Edit (the list's dialog, or a page of its own) and Delete (asks first). */
export function EditAndDelete({ id, title, edit }: { id: number; title: string; edit?: string }) {
  return (
    <>
      {edit ? (
        <Link to={edit} className={rowLink.edit} aria-label={`Edit ${title}`}>
          Edit
        </Link>
      ) : (
        <RowDialogLink dialog="edit" id={id} tone="edit" label={`Edit ${title}`}>
          Edit
        </RowDialogLink>
      )}
      <DeleteLink id={id} title={title} />
    </>
  );
}

/** A row's Delete: opens the screen's delete dialog, which asks first. */
export function DeleteLink({ id, title }: { id: number; title: string }) {
  return (
    <RowDialogLink dialog="delete" id={id} tone="delete" label={`Delete ${title}`}>
      Delete
    </RowDialogLink>
  );
}

/** The list's New button: its dialog, or a page of its own (`to`). */
export function NewButton({ children, to }: { children: ReactNode; to?: string }) {
  const search = useListSearch();
  return (
    <ButtonLink to={to ?? withParams(search, dialogParams("new"))} preventScrollReset={!to}>
      {children}
    </ButtonLink>
  );
}

/**
 * A row's Published switch, in its own cell: it posts the screen's `publish` intent (a `switchAction`) for the row,
 * named "Published: <title>"; `caption` words the state, `returnTo` keeps the list's search where the answer
 * redirects.
 */
export function PublishSwitch({
  id,
  title,
  published,
  caption,
  returnTo,
}: {
  id: number;
  title: string;
  published: boolean;
  caption: string;
  returnTo?: string;
}) {
  return (
    <td className="px-4 py-3">
      <SaveSwitch
        checked={published}
        label={`Published: ${title}`}
        fields={{ intent: "publish", id, ...(returnTo === undefined ? {} : { returnTo }) }}
        caption={caption}
      />
    </td>
  );
}

const moveButton =
  "rounded-md px-2 py-1 text-sm font-medium text-slate-700 ring-1 ring-inset ring-slate-200 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40";

/**
 * A row's place in an ordered list (the `move` intent, `moveAction`): ↑ and ↓ in one form, named "Move up: title".
 * `first` and `last` switch off the way the row cannot go, where the screen knows its ends (a searched or paged
 * list does not: there a move at an end leaves the order as it is).
 */
export function MoveButtons({
  id,
  title,
  first = false,
  last = false,
}: {
  id: number;
  title: string;
  first?: boolean;
  last?: boolean;
}) {
  return (
    <Form method="post" className="inline-flex gap-1" preventScrollReset>
      <ReturnTo />
      <input type="hidden" name="intent" value="move" />
      <input type="hidden" name="id" value={id} />
      {(["up", "down"] as const).map((direction) => (
        <button
          key={direction}
          type="submit"
          name="direction"
          value={direction}
          disabled={direction === "up" ? first : last}
          className={moveButton}
          aria-label={`Move ${direction}: ${title}`}
        >
          {direction === "up" ? "↑" : "↓"}
        </button>
      ))}
    </Form>
  );
}
