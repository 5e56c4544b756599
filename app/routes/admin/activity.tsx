// /admin/activity (Activity), admins only: the audit log, newest first, filtered by person, kind and date range
// and paged in SQL. Read-only: entries are written by the pipelines (models/audit-log.server.ts).
import { Form } from "react-router";
import type { Route } from "./+types/activity";
import { Pagination } from "~/components/admin/list-controls";
import { AdminPage } from "~/components/admin/shell";
import { adminMeta } from "~/components/admin/meta";
import { Badge } from "~/components/ui/badge";
import { buttonClass, ButtonLink } from "~/components/ui/button";
import { inputClass } from "~/components/ui/field";
import { requireRole } from "~/server/auth.server";
import { formatRelative } from "~/platform/format.server";
import { LocalTime } from "~/components/admin/local-time";
import { enumParam, idFromParams, readListQuery } from "~/platform/params";
import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, type AuditAction } from "~/schemas/vocabulary";
import { listAuditLog } from "~/models/audit-log.server";
import { listUsers } from "~/models/users.server";
import { daysAfter } from "~/platform/time";

export const middleware: Route.MiddlewareFunction[] = [requireRole("admin")];

const SCREEN = {
  title: "Activity",
  description:
    "Who changed what in the back office, and every sign-in and export. Times are in your time zone; the date filter is in UTC.",
};

export function meta() {
  return adminMeta(SCREEN.title);
}

const PAGE_SIZE = 50;
/** The filters this list keeps across its pages. */
const FILTERS = ["actor", "kind", "from", "to"];

/** The columns the entries line up in from lg on (the heading row uses the same). */
const COLUMNS = "lg:grid-cols-[13.5rem_minmax(0,14rem)_9rem_minmax(0,1fr)_8rem]";

/** A `YYYY-MM-DD` day from the date filter, as the instant it starts in UTC, or null. */
function dayParam(value: string | null): Date | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const day = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== value ? null : day;
}

const TONE: Partial<Record<AuditAction, "green" | "red" | "amber" | "blue" | "pine">> = {
  create: "green",
  delete: "red",
  sign_in_failed: "red",
  sign_in: "pine",
  password: "amber",
  two_factor: "amber",
  session: "blue",
  export: "blue",
};

export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const query = readListQuery(params, PAGE_SIZE);
  const actorId = idFromParams(params, "actor");
  const kind = enumParam(AUDIT_ACTIONS, params.get("kind"));
  const from = dayParam(params.get("from"));
  const to = dayParam(params.get("to"));
  const [{ entries, total }, people] = await Promise.all([
    listAuditLog({
      actorId,
      action: kind,
      from,
      until: to && daysAfter(to, 1),
      limit: query.limit,
      offset: query.offset,
    }),
    listUsers(),
  ]);
  return {
    page: query.page,
    pageSize: query.limit,
    total,
    filters: {
      actor: actorId,
      kind,
      from: from?.toISOString().slice(0, 10) ?? "",
      to: to?.toISOString().slice(0, 10) ?? "",
    },
    people: people.map((u) => ({ id: u.id, label: u.name ? `${u.name} (${u.email})` : u.email })),
    entries: entries.map((e) => ({
      id: e.id,
      at: e.at.toISOString(),
      ago: formatRelative(e.at),
      actor: e.actorEmail,
      action: e.action,
      entity: e.entity,
      entityId: e.entityId,
      summary: e.summary,
      address: e.clientAddress,
    })),
  };
}

export default function Activity({
  loaderData: { entries, filters, people, page, pageSize, total },
}: Route.ComponentProps) {
  const filtered = Boolean(filters.actor || filters.kind || filters.from || filters.to);
  return (
    <AdminPage {...SCREEN}>
      <Form method="get" role="search" aria-label="Filter activity" className="flex flex-wrap items-end gap-3">
        <label className="flex min-w-[12rem] flex-1 flex-col gap-1 text-sm font-medium text-slate-700 sm:flex-none">
          Person
          <select name="actor" defaultValue={filters.actor ?? ""} className={`${inputClass} sm:w-64`}>
            <option value="">Everyone</option>
            {people.map((p) => (
              <option key={p.id} value={p.id}>
                {p.label}
              </option>
            ))}
          </select>
        </label>
        <label className="flex min-w-[10rem] flex-1 flex-col gap-1 text-sm font-medium text-slate-700 sm:flex-none">
          Kind
          <select name="kind" defaultValue={filters.kind ?? ""} className={`${inputClass} sm:w-52`}>
            <option value="">All kinds</option>
            {AUDIT_ACTIONS.map((a) => (
              <option key={a} value={a}>
                {AUDIT_ACTION_LABELS[a]}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
          From (UTC)
          <input type="date" name="from" defaultValue={filters.from} className={inputClass} />
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
          To (UTC)
          <input type="date" name="to" defaultValue={filters.to} className={inputClass} />
        </label>
        <div className="flex gap-2">
          <button type="submit" className={buttonClass("secondary")}>
            Filter
          </button>
          {filtered ? (
            <ButtonLink to="/admin/activity" variant="secondary">
              Clear
            </ButtonLink>
          ) : null}
        </div>
      </Form>
      {/* A list, not a table: at phone width each entry stacks its parts instead of scrolling sideways; from lg
          on the same items line up under the column headings. */}
      <div className="mt-4 overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
        <div
          aria-hidden="true"
          className={`${COLUMNS} hidden gap-4 bg-slate-50 px-4 py-3 text-left text-xs font-semibold uppercase tracking-wide text-slate-600 lg:grid`}
        >
          <span>Time</span>
          <span>Person</span>
          <span>Kind and record</span>
          <span>Details</span>
          <span>Address</span>
        </div>
        <ol aria-label="Activity" className="divide-y divide-slate-100 text-sm">
          {entries.length === 0 ? (
            <li className="px-4 py-10 text-center text-slate-500">
              {filtered ? "No activity matches these filters" : "No activity yet"}
            </li>
          ) : null}
          {entries.map((e) => (
            <li
              key={e.id}
              data-audit={e.id}
              data-action={e.action}
              className={`${COLUMNS} grid gap-1 px-4 py-3 lg:gap-4`}
            >
              <div className="flex flex-wrap items-baseline gap-x-2 lg:block">
                <span className="text-ink lg:block">
                  <LocalTime at={e.at} seconds />
                </span>
                <span className="text-xs text-slate-500 lg:block">{e.ago}</span>
              </div>
              <div className="min-w-0 break-words text-ink">
                <span className="sr-only">By </span>
                {e.actor ?? <span className="text-slate-500">Nobody signed in</span>}
              </div>
              <div className="flex flex-wrap items-center gap-2 lg:block">
                <Badge tone={TONE[e.action] ?? "gray"}>{AUDIT_ACTION_LABELS[e.action]}</Badge>
                <span className="text-xs text-slate-600 lg:mt-1 lg:block">
                  {e.entity}
                  {e.entityId ? ` #${e.entityId}` : null}
                </span>
              </div>
              <div className="min-w-0 break-words text-slate-700" dir="auto">
                {e.summary || <span className="text-slate-500">No details</span>}
              </div>
              <div className="min-w-0 break-all font-mono text-xs text-slate-600">
                <span className="sr-only">From </span>
                {e.address ?? "Unknown address"}
              </div>
            </li>
          ))}
        </ol>
      </div>
      <Pagination page={page} pageSize={pageSize} total={total} label="entries" keep={[...FILTERS, "page"]} />
    </AdminPage>
  );
}
