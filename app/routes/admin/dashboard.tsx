// /admin: the dashboard. Everyone sees the blog; admins also see jobs, enquiries, applications and the rest.
import { useId } from "react";
import { onTabListKeyDown } from "~/components/ui/tab-keys";
import { Link, useSearchParams } from "react-router";
import type { Route } from "./+types/dashboard";
import { AdminPage } from "~/components/admin/shell";
import { adminMeta } from "~/components/admin/meta";
import { Badge } from "~/components/ui/badge";
import { requireRole, staffUser } from "~/server/auth.server";
import { formatRelative } from "~/platform/format.server";
import { getDashboard } from "~/models/dashboard.server";
import { getWebsiteStats } from "~/models/page-views.server";
import { LANGUAGE_INFO } from "~/i18n/languages";
import { recordPath, screensFor } from "~/schemas/admin-screens";
import { ViewsChart, type StatsView } from "~/components/admin/views-chart";
import { FollowUpsWidget } from "~/components/admin/follow-ups-widget";
import { myFollowUpsToday } from "~/models/follow-ups.server";

export const middleware: Route.MiddlewareFunction[] = [requireRole("admin", "editor")];

const SCREEN = { title: "Dashboard" };

export function meta() {
  return adminMeta(SCREEN.title);
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = staffUser(context);
  const statsTab = new URL(request.url).searchParams.get("tab") === "stats";
  const [dashboard, stats, followUps] = await Promise.all([
    getDashboard(user.role),
    // Enquiries and applications are admin-only figures, so only admins see them as conversions.
    statsTab ? getWebsiteStats(new Date(), { conversions: user.role === "admin" }) : null,
    // Enquiries are admins' (issue 31): their own follow-ups due today, in their time zone.
    user.role === "admin" ? myFollowUpsToday(user.id) : null,
  ]);
  const when = <T extends { at: Date }>(rows: T[]) => rows.map(({ at, ...r }) => ({ ...r, when: formatRelative(at) }));
  return {
    posts: dashboard.posts,
    recentPosts: when(dashboard.recentPosts),
    admin: dashboard.admin && {
      ...dashboard.admin,
      recentContacts: when(dashboard.admin.recentContacts),
      recentApplications: when(dashboard.admin.recentApplications),
    },
    screens: screensFor(user.role).flatMap((s) => (s.dashboard ? [{ to: s.path, label: s.dashboard }] : [])),
    stats,
    followUps: followUps && {
      today: followUps.today,
      items: followUps.items.map((c) => ({
        id: c.id,
        name: c.name,
        company: c.company,
        followUpOn: c.followUpOn ?? followUps.today,
        overdue: c.overdue,
        to: recordPath.contact(c.id),
      })),
    },
    name: user.name ?? user.email,
  };
}

export default function Dashboard({
  loaderData: { posts, recentPosts, admin, screens, stats, followUps, name },
}: Route.ComponentProps) {
  const [params] = useSearchParams();
  const tab = params.get("tab") === "stats" ? "stats" : "activity";

  return (
    <AdminPage {...SCREEN} description={`Welcome back, ${name}.`} backToDashboard={false}>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Stat label="Blog Posts" value={posts.total} detail={`${posts.published} published, ${posts.drafts} drafts`} />
        {admin ? (
          <>
            <Stat label="Job Listings" value={admin.jobs.total} detail={`${admin.jobs.published} open`} />
            <Stat label="Contact Submissions" value={admin.contacts.total} detail={`${admin.contacts.new} new`} />
            <Stat label="Job Applications" value={admin.applications.total} detail={`${admin.applications.new} new`} />
          </>
        ) : null}
      </dl>

      <nav aria-label="Admin screens" className="mt-8 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {screens.map((s) => (
          <Link
            key={s.to}
            to={s.to}
            className="rounded-lg bg-white px-4 py-3 text-sm font-semibold text-pine-800 shadow-sm ring-1 ring-slate-200 hover:bg-pine-50 hover:ring-pine-300"
          >
            {s.label}
          </Link>
        ))}
      </nav>

      {followUps ? <FollowUpsWidget items={followUps.items} today={followUps.today} /> : null}

      <section className="mt-10 rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
        <div
          role="tablist"
          aria-label="Dashboard views"
          onKeyDown={onTabListKeyDown}
          className="flex gap-1 border-b border-slate-200 px-4"
        >
          <TabLink id="activity" current={tab} label="Recent Activity" />
          <TabLink id="stats" current={tab} label="Website Stats" />
        </div>
        <div role="tabpanel" aria-labelledby={`tab-${tab}`} className="p-6">
          {tab === "activity" ? (
            <div className={`grid grid-cols-1 gap-8 ${admin ? "lg:grid-cols-3" : ""}`}>
              {admin ? (
                <>
                  <Feed
                    title="Latest enquiries"
                    empty="No enquiries yet."
                    items={admin.recentContacts.map((c) => ({
                      key: c.id,
                      to: recordPath.contact(c.id),
                      primary: `${c.name} · ${c.company}`,
                      when: c.when,
                      badge: c.status === "new" ? "New" : null,
                    }))}
                  />
                  <Feed
                    title="Latest applications"
                    empty="No applications yet."
                    items={admin.recentApplications.map((a) => ({
                      key: a.id,
                      to: recordPath.application(a.id),
                      primary: `${a.name} · ${a.position}`,
                      when: a.when,
                      badge: a.status === "new" ? "New" : null,
                    }))}
                  />
                </>
              ) : null}
              <Feed
                title="Latest blog posts"
                empty="No blog posts yet."
                items={recentPosts.map((p) => ({
                  key: p.id,
                  to: recordPath.post(p.id),
                  primary: p.title,
                  when: `updated ${p.when}`,
                  badge: p.published ? null : "Draft",
                }))}
              />
            </div>
          ) : stats ? (
            <WebsiteStats stats={stats} />
          ) : null}
        </div>
      </section>
    </AdminPage>
  );
}

function Stat({ label, value, detail }: { label: string; value: number; detail: string }) {
  return (
    <div className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-1 text-3xl font-bold text-ink" data-stat={label}>
        {value}
      </dd>
      <dd className="mt-1 text-xs text-slate-500">{detail}</dd>
    </div>
  );
}

function TabLink({ id, current, label }: { id: "activity" | "stats"; current: string; label: string }) {
  const selected = id === current;
  return (
    <Link
      id={`tab-${id}`}
      role="tab"
      aria-selected={selected}
      to={id === "activity" ? "?" : "?tab=stats"}
      preventScrollReset
      replace
      className={`-mb-px border-b-2 px-3 py-3 text-sm font-semibold ${selected ? "border-pine-600 text-pine-800" : "border-transparent text-slate-500 hover:text-slate-800"}`}
    >
      {label}
    </Link>
  );
}

function Feed({
  title,
  empty,
  items,
}: {
  title: string;
  empty: string;
  items: { key: number; to: string; primary: string; when: string; badge: string | null }[];
}) {
  const id = useId();
  return (
    <section className="min-w-0" aria-labelledby={id}>
      <h2 id={id} className="text-sm font-semibold text-ink">
        {title}
      </h2>
      {items.length === 0 ? (
        <p className="mt-3 text-sm text-slate-500">{empty}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">
          {items.map((item) => (
            <li key={item.key} className="flex items-start justify-between gap-3 py-2.5">
              <span className="min-w-0">
                <Link
                  to={item.to}
                  className="block truncate text-sm font-medium text-ink underline-offset-2 hover:text-pine-700 hover:underline"
                >
                  {item.primary}
                </Link>
                <span className="block text-xs text-slate-500">{item.when}</span>
              </span>
              {item.badge ? (
                // The badge keeps its word whole; the long title beside it is what gives way.
                <span className="shrink-0 break-normal">
                  <Badge tone={item.badge === "New" ? "blue" : "gray"}>{item.badge}</Badge>
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function WebsiteStats({ stats }: { stats: StatsView }) {
  const { conversions } = stats;
  return (
    <div className="space-y-8">
      <ViewsChart stats={stats} />
      <div className="grid gap-8 lg:grid-cols-3">
        <TopList title="Top pages" empty="No page views yet." rows={stats.topPages.map((p) => [p.path, p.views])} />
        <div className="space-y-8">
          <TopList
            title="Top referrers"
            empty="No visits from other sites yet."
            rows={stats.topReferrers.map((r) => [r.referrer, r.views])}
          />
          <TopList
            title="Views by language"
            empty="No page views yet."
            rows={stats.byLanguage.map((l) => [LANGUAGE_INFO[l.language].staffName, l.views])}
          />
        </div>
        {conversions ? (
          <div className="min-w-0">
            <h2 className="text-sm font-semibold text-ink">Conversions</h2>
            <dl className="mt-3 space-y-3 text-sm" data-testid="conversions">
              <Conversion label="Enquiries" count={conversions.enquiries} per100={conversions.enquiriesPer100} />
              <Conversion
                label="Applications"
                count={conversions.applications}
                per100={conversions.applicationsPer100}
              />
            </dl>
            <p className="mt-3 text-xs text-slate-500">Over the last {stats.days} days.</p>
          </div>
        ) : null}
      </div>
    </div>
  );
}

function TopList({ title, empty, rows }: { title: string; empty: string; rows: [string, number][] }) {
  return (
    <div className="min-w-0">
      <h2 className="text-sm font-semibold text-ink">{title}</h2>
      {rows.length === 0 ? (
        <p className="mt-3 text-sm text-slate-500">{empty}</p>
      ) : (
        <table className="mt-3 w-full table-fixed text-sm">
          <thead className="sr-only">
            <tr>
              <th scope="col">{title === "Top pages" ? "Page" : "Site"}</th>
              <th scope="col">Views</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map(([name, views]) => (
              <tr key={name}>
                <td className="truncate py-2 pr-3 text-ink" title={name}>
                  {name}
                </td>
                <td className="w-20 py-2 text-right tabular-nums text-slate-600">{views}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

function Conversion({ label, count, per100 }: { label: string; count: number; per100: number | null }) {
  return (
    <div className="flex items-baseline justify-between gap-3 border-b border-slate-100 pb-2">
      <dt className="text-slate-600">{label}</dt>
      <dd className="text-right">
        <span className="text-lg font-semibold text-ink" data-per-100={label}>
          {per100 === null ? "–" : per100.toFixed(1)}
        </span>
        {per100 === null ? null : (
          <>
            {" "}
            <span className="text-xs text-slate-500">per 100 views</span>
          </>
        )}
        <span className="block text-xs text-slate-500">{`${count} in all`}</span>
      </dd>
    </div>
  );
}
