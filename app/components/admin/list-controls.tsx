// Search, filters, paging and export for admin lists. All plain GET forms and links: they work without
// JavaScript, and the list itself is searched and paged on the server.
import { Children, type ReactNode } from "react";
import { Form, Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { inputClass } from "~/components/ui/field";
import { withParams } from "~/platform/params";
import { useListSearch } from "~/components/admin/list-search";

export function SearchBar({ placeholder, q, filters }: { placeholder: string; q: string; filters?: ReactNode }) {
  return (
    <Form method="get" role="search" className="flex flex-col gap-2 sm:flex-row sm:items-center">
      <label className="sr-only" htmlFor="list-search">
        {placeholder}
      </label>
      <input
        id="list-search"
        type="search"
        name="q"
        defaultValue={q}
        placeholder={placeholder}
        className={`${inputClass} sm:max-w-xs`}
      />
      {filters}
      {/* Never squeezed by the filters beside it (it once wrapped letter by letter, "S|e|ar|c|h"). */}
      <button type="submit" className={buttonClass("secondary", "shrink-0 whitespace-nowrap")}>
        Search
      </button>
    </Form>
  );
}

/** Adds parameters (a dialog to open) to the current list's search string. */
export function Pagination({
  page,
  pageSize,
  total,
  label,
  keep,
  atLeast = false,
}: {
  page: number;
  pageSize: number;
  total: number;
  label: string;
  /** The list's own filter parameters, when it has others than the usual q and status. */
  keep?: string[];
  /** The count stopped at `total` (a bounded count): there are at least that many, so at least that many pages. */
  atLeast?: boolean;
}) {
  const listSearch = useListSearch(keep);
  const more = atLeast ? "+" : "";
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  const to = (p: number) => withParams(listSearch, { page: p });
  const linkClass = "rounded-md px-3 py-1.5 text-sm font-medium ring-1 ring-inset ring-slate-300 hover:bg-slate-50";
  return (
    <nav
      aria-label={`${label} pages`}
      className="flex flex-col items-center justify-between gap-3 py-4 text-sm text-slate-600 sm:flex-row"
    >
      <p>{total === 0 ? `No ${label}` : `Showing ${first}–${last} of ${total}${more} ${label}`}</p>
      {pages > 1 ? (
        <div className="flex items-center gap-2">
          {page > 1 ? (
            <Link to={to(page - 1)} className={linkClass} rel="prev">
              Previous
            </Link>
          ) : null}
          <span aria-current="page">
            Page {page} of {pages}
            {more}
          </span>
          {page < pages || atLeast ? (
            <Link to={to(page + 1)} className={linkClass} rel="next">
              Next
            </Link>
          ) : null}
        </div>
      ) : null}
    </nav>
  );
}

// Short interface words (headings, status badges, row actions) never break inside a word, so with a very long value
// in a row (long words break anywhere, app.css) it is the value that wraps, not "Status" or "Delete". On a phone the
// row actions may wrap onto a second line rather than widen the table; each action is then a box of its own, so
// wrapped lines never overlap and every target keeps its full height.
const tableClass =
  "min-w-full divide-y divide-slate-200 text-sm [&_[data-badge]]:break-normal [&_td:last-child>*]:break-normal max-sm:[&_td:last-child]:whitespace-normal max-sm:[&_td:last-child>*]:my-0.5 max-sm:[&_td:last-child>*]:inline-block";

/**
 * Hides the nth column (heading and cells) below the sm breakpoint, so a phone shows the key columns and the row's
 * actions without scrolling sideways. Written out in full so Tailwind sees every class it must generate.
 */
const HIDE_ON_PHONE: Record<number, string> = {
  1: "max-sm:[&_tr>*:nth-child(1)]:hidden",
  2: "max-sm:[&_tr>*:nth-child(2)]:hidden",
  3: "max-sm:[&_tr>*:nth-child(3)]:hidden",
  4: "max-sm:[&_tr>*:nth-child(4)]:hidden",
  5: "max-sm:[&_tr>*:nth-child(5)]:hidden",
  6: "max-sm:[&_tr>*:nth-child(6)]:hidden",
  7: "max-sm:[&_tr>*:nth-child(7)]:hidden",
};

/** A heading starting with ">" is right-aligned (the actions); one starting with "~" is left out on phones. */
function readColumn(heading: string, index: number) {
  const hidden = heading.startsWith("~");
  const rest = hidden ? heading.slice(1) : heading;
  const right = rest.startsWith(">");
  return { label: right ? rest.slice(1) : rest, right, phoneClass: hidden ? (HIDE_ON_PHONE[index + 1] ?? "") : "" };
}
const theadClass = "break-normal bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-600";

/** An admin list: the column headings, the rows, and the spec's empty text when there are none. */
export function AdminTable({
  label,
  columns,
  empty,
  children,
}: {
  /** What the table lists ("Blog posts"): names the scrolling region and the table for screen readers. */
  label: string;
  /** Column headings: ">Actions" is right-aligned; "~Department" is left out on phones (not a key column). */
  columns: string[];
  empty: ReactNode;
  /** The rows (a mapped list): none shows the empty text. */
  children: ReactNode;
}) {
  const cols = columns.map(readColumn);
  return (
    // Should a table still be too wide (a narrow window), it scrolls inside this region, never the page; the region
    // takes focus so the keyboard can scroll it too.
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200"
    >
      <table className={`${tableClass} ${cols.map((c) => c.phoneClass).join(" ")}`} aria-label={label}>
        <thead className={theadClass}>
          <tr>
            {cols.map((c) => (
              <th key={c.label} scope="col" className={`px-4 py-3 ${c.right ? "text-right" : ""}`}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {Children.count(children) === 0 ? (
            <tr>
              <td colSpan={columns.length} className="px-4 py-10 text-center text-slate-500">
                {empty}
              </td>
            </tr>
          ) : (
            children
          )}
        </tbody>
      </table>
    </div>
  );
}

/** A filter of a list's search form: a select named `name`, `all` (no filter) first, then `options`. */
export function FilterSelect({
  name,
  label,
  value,
  all,
  options,
  width = "sm:max-w-[11rem]",
}: {
  name: string;
  /** Its accessible name ("Status"). */
  label: string;
  value: string | number | null | undefined;
  all: string;
  options: readonly { value: string | number; label: string }[];
  /** Its widest from the small breakpoint on. */
  width?: string;
}) {
  return (
    <select name={name} defaultValue={value ?? ""} aria-label={label} className={`${inputClass} ${width}`}>
      <option value="">{all}</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}

/** The status filter of a list: "All statuses" and one option per status, labelled from the vocabulary. */
export function StatusFilter<S extends string>({
  statuses,
  labels,
  value,
  allLabel = "All statuses",
}: {
  statuses: readonly S[];
  labels: Record<S, string>;
  value: S | null;
  allLabel?: string;
}) {
  return (
    <FilterSelect
      name="status"
      label="Status"
      value={value}
      all={allLabel}
      options={statuses.map((s) => ({ value: s, label: labels[s] }))}
    />
  );
}

/**
 * The owner filter of a pipeline (enquiries, applications and their boards): anyone's, "Mine" (`owner=me`), and on
 * the boards each other staff member by id.
 */
export function OwnerFilter({
  value,
  others = [],
  width = "sm:max-w-[10rem]",
}: {
  value: number | "me" | null;
  others?: readonly { id: number; name: string }[];
  width?: string;
}) {
  return (
    <FilterSelect
      name="owner"
      label="Owner"
      value={value}
      all="Any owner"
      options={[{ value: "me", label: "Mine" }, ...others.map((s) => ({ value: s.id, label: s.name }))]}
      width={width}
    />
  );
}

/** What a searchable, paged admin list says of itself (`ListTable`, and `InboxTable` over it). */
export type ListTableProps = {
  search: { placeholder: string; q: string; filters?: ReactNode };
  table: { label: string; columns: string[]; empty: string };
  paging: { page: number; pageSize: number; total: number; label: string; atLeast?: boolean };
};

/** A searchable, paged admin list: the search bar, the table of rows, and the pages below it. */
export function ListTable({
  search,
  table,
  paging,
  children,
}: ListTableProps & {
  /** The rows (a mapped list): none shows the empty text. */
  children: ReactNode;
}) {
  return (
    <>
      <SearchBar {...search} />
      <div className="mt-4">
        <AdminTable {...table}>{children}</AdminTable>
      </div>
      <Pagination {...paging} />
    </>
  );
}

/** The CSV export of the list as it is searched and filtered now. */
export function ExportLink({ path }: { path: string }) {
  return (
    <a href={`${path}/export${useListSearch()}`} className={buttonClass("secondary")}>
      Export CSV
    </a>
  );
}
