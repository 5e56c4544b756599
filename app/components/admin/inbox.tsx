// The inboxes (Contact Messages, Applications): refreshed every 30 s and on focus, a record opened is marked as
// opened for everyone, and the row that opens it.
import { useEffect, useRef, type ReactNode } from "react";
import { useLoaderData, useNavigation, useRevalidator, useSubmit } from "react-router";
import { UnreadReplyBadge } from "~/components/admin/conversation";
import { ListTable, type ListTableProps } from "~/components/admin/list-controls";
import { useListSearch } from "~/components/admin/list-search";
import { RowAction, DeleteLink } from "~/components/admin/row-actions";

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
export function useInbox(path: string, viewing: { id: number } | null | undefined, unopened: boolean) {
  const listSearch = useListSearch();
  const busy = useNavigation().state !== "idle";
  useInboxRefresh();
  useMarkOpened(viewing?.id ?? null, unopened);
  return { listSearch, close: `${path}${listSearch}`, busy };
}

type InboxRecord = { id: number; status: string; unreadReply: boolean };

/** What an inbox screen says of one record; the row around it is the same on every inbox. */
export type InboxRowView = {
  /** The status badge and the row's own markers beside it (Unread). */
  badge: ReactNode;
  /** What View and Delete act on, for their accessible names ("message from Ana"). */
  what: string;
  /** Not yet opened by anyone (a new message, an unread application): the row stands out, the same on every inbox. */
  unread: boolean;
  /** The record's own cells, between the status and the actions. */
  cells: ReactNode;
};

/**
 * An inbox's list (Contact Messages, Job Applications): the search bar, a table with one `InboxRow` per record, and
 * the pages. `kind` names each row's data attribute (data-contact, data-application), which holds the id.
 */
export function InboxTable<R extends InboxRecord>({
  kind,
  records,
  row,
  ...list
}: ListTableProps & { kind: string; records: R[]; row: (record: R) => InboxRowView }) {
  return (
    <ListTable {...list}>
      {records.map((record) => {
        const { cells, ...view } = row(record);
        return (
          <InboxRow key={record.id} kind={kind} record={record} {...view}>
            {cells}
          </InboxRow>
        );
      })}
    </ListTable>
  );
}

/**
 * An inbox row: the status badge first (and the unread-reply marker after the row's own markers), View and Delete
 * last, the record's own cells between.
 */
function InboxRow({
  kind,
  record: { id, status, unreadReply },
  badge,
  what,
  unread,
  children,
}: Omit<InboxRowView, "cells"> & { kind: string; record: InboxRecord; children: ReactNode }) {
  return (
    <tr {...{ [`data-${kind}`]: id }} data-status={status} className={unread ? "bg-sky-50/70 font-medium" : ""}>
      <td className="px-4 py-3">
        <span className="flex flex-wrap gap-1">
          {badge}
          {unreadReply ? <UnreadReplyBadge /> : null}
        </span>
      </td>
      {children}
      <td className="whitespace-nowrap px-4 py-3 text-right">
        <OpenOrDelete id={id} what={what} />
      </td>
    </tr>
  );
}

/** A row's View (opens it, which marks it read) and Delete (asks first), for inbox-like lists. */
export function OpenOrDelete({ id, what }: { id: number; what: string }) {
  return (
    <>
      <RowAction intent="open" id={id} label={`View ${what}`}>
        View
      </RowAction>
      <DeleteLink id={id} title={what} />
    </>
  );
}
