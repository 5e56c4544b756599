// The dashboard's figures and recent activity, read in one D1 round trip.
import { count, desc, eq, isNotNull } from "drizzle-orm";
import { conversations } from "~/db/conversations-schema";
import { blogPosts, contacts, jobApplications, jobs, marketingMaterials, newsletterSubscribers } from "~/db/schema";
import { db } from "~/db/client.server";
import type { AdminCounts } from "~/schemas/admin-screens";
import { type UserRole } from "~/schemas/vocabulary";

const RECENT = 5;

export async function getDashboard(role: UserRole) {
  const d = db();
  const postCounts = d
    .select({ published: blogPosts.published, n: count() })
    .from(blogPosts)
    .groupBy(blogPosts.published);
  const recentPosts = d
    .select({
      id: blogPosts.id,
      title: blogPosts.title,
      slug: blogPosts.slug,
      published: blogPosts.published,
      at: blogPosts.updatedAt,
    })
    .from(blogPosts)
    .orderBy(desc(blogPosts.updatedAt))
    .limit(RECENT);

  if (role !== "admin") {
    const [posts, recent] = await d.batch([postCounts, recentPosts]);
    return { role, posts: tally(posts), recentPosts: recent, admin: null };
  }

  const [
    posts,
    recent,
    jobCounts,
    contactRows,
    applicationRows,
    subscribers,
    materials,
    recentContacts,
    recentApplications,
  ] = await d.batch([
    postCounts,
    recentPosts,
    d.select({ published: jobs.published, n: count() }).from(jobs).groupBy(jobs.published),
    d.select({ status: contacts.status, n: count() }).from(contacts).groupBy(contacts.status),
    d.select({ status: jobApplications.status, n: count() }).from(jobApplications).groupBy(jobApplications.status),
    d.select({ n: count() }).from(newsletterSubscribers).where(eq(newsletterSubscribers.status, "active")),
    d.select({ n: count() }).from(marketingMaterials).where(eq(marketingMaterials.active, true)),
    d
      .select({
        id: contacts.id,
        name: contacts.name,
        company: contacts.company,
        status: contacts.status,
        at: contacts.createdAt,
      })
      .from(contacts)
      .orderBy(desc(contacts.createdAt))
      .limit(RECENT),
    d
      .select({
        id: jobApplications.id,
        name: jobApplications.fullName,
        position: jobApplications.position,
        status: jobApplications.status,
        at: jobApplications.createdAt,
      })
      .from(jobApplications)
      .orderBy(desc(jobApplications.createdAt))
      .limit(RECENT),
  ]);

  const sum = (rows: { n: number }[]) => rows.reduce((a, r) => a + r.n, 0);
  const ofStatus = (rows: { status: string; n: number }[], status: string) =>
    rows.find((r) => r.status === status)?.n ?? 0;
  return {
    role,
    posts: tally(posts),
    recentPosts: recent,
    admin: {
      jobs: tally(jobCounts),
      contacts: { total: sum(contactRows), new: ofStatus(contactRows, "new") },
      applications: { total: sum(applicationRows), new: ofStatus(applicationRows, "new") },
      activeSubscribers: subscribers[0]?.n ?? 0,
      activeMaterials: materials[0]?.n ?? 0,
      recentContacts,
      recentApplications,
    },
  };
}

function tally(rows: { published: boolean; n: number }[]) {
  const published = rows.find((r) => r.published)?.n ?? 0;
  const drafts = rows.find((r) => !r.published)?.n ?? 0;
  return { total: published + drafts, published, drafts };
}

/**
 * What is waiting for an admin, for the sidebar's counts on every back-office page: index-only counts
 * (contacts_status_idx, job_applications_status_idx, conversations_unread_idx) in one round trip.
 */
export async function newItemCounts(): Promise<AdminCounts> {
  const d = db();
  const [[contactsNew], [applicationsNew], [replies]] = await d.batch([
    d.select({ n: count() }).from(contacts).where(eq(contacts.status, "new")),
    d.select({ n: count() }).from(jobApplications).where(eq(jobApplications.status, "new")),
    d
      .select({ contacts: count(conversations.contactId), applications: count(conversations.applicationId) })
      .from(conversations)
      .where(isNotNull(conversations.unreadAt)),
  ]);
  return {
    newContacts: contactsNew?.n ?? 0,
    newApplications: applicationsNew?.n ?? 0,
    contactReplies: replies?.contacts ?? 0,
    applicationReplies: replies?.applications ?? 0,
  };
}
