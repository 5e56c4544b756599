// Search, filters, paging and export for admin lists. All plain GET forms and links: they work without
// JavaScript, and the list itself is searched and paged on the server.
import { Children, useEffect, useRef, useState, type ReactNode } from "react";
import { Form, Link, useLoaderData, useLocation, useNavigation, useRevalidator, useSubmit } from "react-router";
import { ButtonLink, buttonClass } from "~/components/ui/button";
import { inputClass } from "~/components/ui/field";
import { dialogParams } from "~/platform/dialog";
import { withParams } from "~/platform/params";

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
      <button type="submit" className={buttonClass("secondary")}>
        Search
      </button>
    </Form>
  );
}

/** The current list's search string (q, filters, page), without any dialog parameters. */
export function useListSearch(keep: string[] = ["q", "page", "status", "position"]): string {
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const key of keep) {
    const value = params.get(key);
    if (value) kept.set(key, value);
  }
  const text = kept.toString();
  return text ? `?${text}` : "";
}

/** The inbox refresh rules (spec: contacts refetch every 30 s, and on focus once 10 s stale): shared by the inboxes. */
export const INBOX_REFRESH = { everyMs: 30_000, staleMs: 10_000 } as const;

/**
 * Keeps an inbox (Contact Messages, Job Applications) current while it is open: reloads its data every 30 seconds
 * while the tab is visible, and when the window regains focus if what it shows is more than 10 seconds old. The
 * reload is the route's own loader (a GET), so it changes nothing and keeps the search, page and open dialog.
 */
export function useInboxRefresh() {
  const data = useLoaderData();
  const { revalidate, state } = useRevalidator();
  const loadedAt = useRef(Date.now());
  const busy = useRef(false);
  busy.current = state !== "idle";
  useEffect(() => {
    loadedAt.current = Date.now();
  }, [data]);
  useEffect(() => {
    const refresh = () => {
      if (busy.current || document.visibilityState !== "visible") return;
      loadedAt.current = Date.now();
      void revalidate();
    };
    const refreshIfStale = () => {
      if (Date.now() - loadedAt.current > INBOX_REFRESH.staleMs) refresh();
    };
    const timer = setInterval(refresh, INBOX_REFRESH.everyMs);
    const onVisible = () => document.visibilityState === "visible" && refreshIfStale();
    window.addEventListener("focus", refreshIfStale);
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      clearInterval(timer);
      window.removeEventListener("focus", refreshIfStale);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [revalidate]);
}

/** Adds parameters (a dialog to open) to the current list's search string. */
export function Pagination({
  page,
  pageSize,
  total,
  label,
  keep,
}: {
  page: number;
  pageSize: number;
  total: number;
  label: string;
  /** The list's own filter parameters, when it has others than the usual q and status. */
  keep?: string[];
}) {
  const listSearch = useListSearch(keep);
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
      <p>{total === 0 ? `No ${label}` : `Showing ${first}–${last} of ${total} ${label}`}</p>
      {pages > 1 ? (
        <div className="flex items-center gap-2">
          {page > 1 ? (
            <Link to={to(page - 1)} className={linkClass} rel="prev">
              Previous
            </Link>
          ) : null}
          <span aria-current="page">
            Page {page} of {pages}
          </span>
          {page < pages ? (
            <Link to={to(page + 1)} className={linkClass} rel="next">
              Next
            </Link>
          ) : null}
        </div>
      ) : null}
    </nav>
  );
}

/** The list parameters a form posts back, so the page returns to the same search and page afterwards. */
export function ReturnTo() {
  return <input type="hidden" name="returnTo" value={useListSearch()} />;
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
  rowCount,
  children,
}: {
  /** What the table lists ("Blog posts"): names the scrolling region and the table for screen readers. */
  label: string;
  /** Column headings: ">Actions" is right-aligned; "~Department" is left out on phones (not a key column). */
  columns: string[];
  empty: ReactNode;
  rowCount: number;
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
          {rowCount === 0 ? (
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

const rowLink = {
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

/** One labelled value in a detail dialog. */
export function Detail({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="font-medium text-slate-500">{label}</dt>
      <dd className="mt-0.5 break-words text-ink">{value}</dd>
    </div>
  );
}

/** The status in a detail dialog: its badge, marked for tests (which read the status from it). */
export function StatusDetail({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <div>
      <dt className="font-medium text-slate-500">Status</dt>
      <dd className="mt-0.5" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/**
 * A long text in a detail dialog (a cover letter, a message) in a box of at most 16rem that scrolls, with the hint
 * only when it does scroll: measured in the browser, because only the browser knows the box's width and font.
 */
export function ScrollingText({ text, hint }: { text: string; hint: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const measure = () => setScrolls(box.scrollHeight > box.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, [text]);
  return (
    <>
      <p
        ref={ref}
        // Focusable only when it scrolls, so the keyboard can scroll it; otherwise it is plain text.
        tabIndex={scrolls ? 0 : undefined}
        className="mt-1 max-h-64 overflow-y-auto whitespace-pre-wrap rounded-md bg-slate-50 p-4 text-sm text-ink"
      >
        {text}
      </p>
      {scrolls ? <p className="mt-1 text-xs text-slate-500">{hint}</p> : null}
    </>
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
    <select name="status" defaultValue={value ?? ""} aria-label="Status" className={`${inputClass} sm:max-w-[11rem]`}>
      <option value="">{allLabel}</option>
      {statuses.map((s) => (
        <option key={s} value={s}>
          {labels[s]}
        </option>
      ))}
    </select>
  );
}

/** A one-click action on a row (open, change status): a small POST form that returns to the same list. */
export function RowAction({
  intent,
  id,
  fields,
  label,
  children,
}: {
  intent: string;
  id: number;
  fields?: Record<string, string>;
  label?: string;
  children: ReactNode;
}) {
  return (
    <Form method="post" className="inline">
      <ReturnTo />
      <input type="hidden" name="id" value={id} />
      {Object.entries(fields ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button
        type="submit"
        name="intent"
        value={intent}
        className="rounded-md px-2.5 py-1.5 font-medium text-pine-700 hover:bg-pine-50"
        aria-label={label}
      >
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
      <a
        href={view}
        target="_blank"
        rel="noreferrer"
        className="rounded-md px-2 py-1.5 font-medium text-slate-700 hover:bg-slate-100"
      >
        View
      </a>
      {children}
      <EditAndDelete id={id} title={title} edit={edit} />
    </>
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
      <RowDialogLink dialog="delete" id={id} tone="delete" label={`Delete ${title}`}>
        Delete
      </RowDialogLink>
    </>
  );
}

/** A searchable, paged admin list: the search bar, the table of rows, and the pages below it. */
export function ListTable({
  search,
  table,
  paging,
  children,
}: {
  search: { placeholder: string; q: string; filters?: ReactNode };
  table: { label: string; columns: string[]; empty: string };
  paging: { page: number; pageSize: number; total: number; label: string };
  /** The rows (a mapped list): none shows the empty text. */
  children: ReactNode;
}) {
  return (
    <>
      <SearchBar {...search} />
      <div className="mt-4">
        <AdminTable {...table} rowCount={Children.count(children)}>
          {children}
        </AdminTable>
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

/**
 * Opening a record by any route (a shared ?id= link, the dashboard, a notification e-mail) marks it as its View
 * button does: once the screen is hydrated, the same `open` POST is sent for a record still New. A GET never
 * writes (decision 0003), so a prefetch or a crawler still changes nothing; only a person's open screen does.
 */
export function useMarkOpened(id: number | null, isNew: boolean) {
  const submit = useSubmit();
  const returnTo = useListSearch();
  const sent = useRef<number | null>(null);
  useEffect(() => {
    if (id === null || !isNew || sent.current === id) return;
    sent.current = id;
    void submit(
      { intent: "open", id: String(id), returnTo },
      { method: "post", replace: true, preventScrollReset: true },
    );
  }, [id, isNew, returnTo, submit]);
}

/**
 * What an inbox screen (Contact Messages, Job Applications) needs around its list: the list's search string, the
 * address its dialogs close to, and whether a form is busy. It keeps the list current and marks the open record read.
 */
export function useInbox(path: string, viewing: { id: number; status: string } | null | undefined) {
  const listSearch = useListSearch();
  const busy = useNavigation().state !== "idle";
  useInboxRefresh();
  useMarkOpened(viewing?.id ?? null, viewing?.status === "new");
  return { listSearch, close: `${path}${listSearch}`, busy };
}

/** An inbox row: the status badge first, View and Delete last, the record's own cells between. */
export function InboxRow({
  kind,
  id,
  status,
  badge,
  what,
  className,
  children,
}: {
  /** Names the row's data attribute (data-contact, data-application), which holds the id. */
  kind: string;
  id: number;
  status: string;
  badge: ReactNode;
  /** What View and Delete act on, for their accessible names ("message from Ana"). */
  what: string;
  /** How a new record stands out. */
  className: string;
  children: ReactNode;
}) {
  return (
    <tr {...{ [`data-${kind}`]: id }} data-status={status} className={className}>
      <td className="px-4 py-3">{badge}</td>
      {children}
      <td className="whitespace-nowrap px-4 py-3 text-right">
        <OpenOrDelete id={id} what={what} />
      </td>
    </tr>
  );
}

/** A row's View (opens it, which marks it read) and Delete (asks first), for inbox-like lists. */
function OpenOrDelete({ id, what }: { id: number; what: string }) {
  return (
    <>
      <RowAction intent="open" id={id} label={`View ${what}`}>
        View
      </RowAction>
      <RowDialogLink dialog="delete" id={id} tone="delete" label={`Delete ${what}`}>
        Delete
      </RowDialogLink>
    </>
  );
}

/** The list's "new" button: opens the add dialog over the list as it is. */
/** The list's New button: its dialog, or a page of its own (`to`). */
export function NewButton({ children, to }: { children: ReactNode; to?: string }) {
  const search = useListSearch();
  return (
    <ButtonLink to={to ?? withParams(search, dialogParams("new"))} preventScrollReset={!to}>
      {children}
    </ButtonLink>
  );
}
