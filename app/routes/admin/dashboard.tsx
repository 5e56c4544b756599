// /admin: the dashboard. Everyone sees the blog; admins also see jobs, enquiries, applications and the rest.
import { onTabListKeyDown } from "~/components/ui/tab-keys";
import { Link, useLoaderData, useSearchParams } from "react-router";
import type { Route } from "./+types/dashboard";
import { AdminPage } from "~/components/admin/shell";
import { Badge } from "~/components/ui/badge";
import { requireRole, staffUser } from "~/lib/auth.server";
import { formatRelative } from "~/lib/format.server";
import { site } from "~/lib/site";
import { getDashboard } from "~/models/dashboard.server";

export const middleware: Route.MiddlewareFunction[] = [requireRole("admin", "editor")];

export function meta() {
  return [{ title: `Dashboard | ${site.name} Admin` }];
}

const SCREENS = [
  { to: "/admin/blog", label: "Manage Blog Posts", roles: ["admin", "editor"] },
  { to: "/admin/jobs", label: "Manage Job Listings", roles: ["admin"] },
  { to: "/admin/users", label: "User Management", roles: ["admin"] },
  { to: "/admin/contacts", label: "Contact Messages", roles: ["admin"] },
  { to: "/admin/applications", label: "Job Applications", roles: ["admin"] },
  { to: "/admin/marketing-materials", label: "Marketing Materials", roles: ["admin"] },
  { to: "/admin/subscribers", label: "Newsletter Subscribers", roles: ["admin"] },
  { to: "/admin/emails", label: "Email Log", roles: ["admin"] },
  { to: "/admin/activity", label: "Activity", roles: ["admin"] },
] as const;

export async function loader({ context }: Route.LoaderArgs) {
  const user = staffUser(context);
  const dashboard = await getDashboard(user.role);
  const when = <T extends { at: Date }>(rows: T[]) => rows.map(({ at, ...r }) => ({ ...r, when: formatRelative(at) }));
  return {
    posts: dashboard.posts,
    recentPosts: when(dashboard.recentPosts),
    admin: dashboard.admin && {
      ...dashboard.admin,
      recentContacts: when(dashboard.admin.recentContacts),
      recentApplications: when(dashboard.admin.recentApplications),
    },
    screens: SCREENS.filter((s) => (s.roles as readonly string[]).includes(user.role)).map(({ to, label }) => ({
      to,
      label,
    })),
    name: user.name ?? user.email,
  };
}

export default function Dashboard() {
  const { posts, recentPosts, admin, screens, name } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const tab = params.get("tab") === "stats" ? "stats" : "activity";

  return (
    <AdminPage title="Dashboard" description={`Welcome back, ${name}.`} backToDashboard={false}>
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
                  primary: p.title,
                  when: `updated ${p.when}`,
                  badge: p.published ? null : "Draft",
                }))}
              />
            </div>
          ) : (
            <dl className="grid gap-x-8 gap-y-4 sm:grid-cols-2 lg:grid-cols-3">
              <Figure label="Published blog posts" value={posts.published} />
              <Figure label="Draft blog posts" value={posts.drafts} />
              {admin ? (
                <>
                  <Figure label="Open positions" value={admin.jobs.published} />
                  <Figure label="Unpublished positions" value={admin.jobs.drafts} />
                  <Figure label="New enquiries" value={admin.contacts.new} />
                  <Figure label="New applications" value={admin.applications.new} />
                  <Figure label="Active newsletter subscribers" value={admin.activeSubscribers} />
                  <Figure label="Active marketing materials" value={admin.activeMaterials} />
                </>
              ) : null}
            </dl>
          )}
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
  items: { key: number; primary: string; when: string; badge: string | null }[];
}) {
  return (
    <div className="min-w-0">
      <h2 className="text-sm font-semibold text-ink">{title}</h2>
      {items.length === 0 ? (
        <p className="mt-3 text-sm text-slate-500">{empty}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">
          {items.map((item) => (
            <li key={item.key} className="flex items-start justify-between gap-3 py-2.5">
              <span className="min-w-0">
                <span className="block truncate text-sm text-ink">{item.primary}</span>
                <span className="block text-xs text-slate-500">{item.when}</span>
              </span>
              {item.badge ? <Badge tone={item.badge === "New" ? "blue" : "gray"}>{item.badge}</Badge> : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div className="flex items-baseline justify-between border-b border-slate-100 pb-2">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="text-lg font-semibold text-ink">{value}</dd>
    </div>
  );
}
