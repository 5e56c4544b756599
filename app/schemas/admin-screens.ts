// The back office's screens, one line each: the sidebar, the phone drawer and the dashboard's buttons are drawn
// from this list, so a new screen is added here once (path, label, who may open it, and an optional count).
import { href } from "react-router";
import type { UserRole } from "~/schemas/vocabulary";

/** Counts the sidebar shows beside a screen (new enquiries, new applications); computed for admins only. */
export type AdminCountKey = "newContacts" | "newApplications" | "contactReplies" | "applicationReplies";
export type AdminCounts = Record<AdminCountKey, number>;

export type AdminScreen = {
  path: string;
  /** The sidebar's name for it. */
  label: string;
  roles: readonly UserRole[];
  count?: AdminCountKey;
  /** A second count: records with an unread conversation reply (issue 29). */
  replies?: AdminCountKey;
  /** The dashboard's button for it (the spec's wording); none for the dashboard itself and My account. */
  dashboard?: string;
};

const everyone = ["admin", "editor"] as const;
const admins = ["admin"] as const;

export const ADMIN_SCREENS: readonly AdminScreen[] = [
  { path: "/admin", label: "Dashboard", roles: everyone },
  { path: "/admin/blog", label: "Blog posts", roles: everyone, dashboard: "Manage Blog Posts" },
  { path: "/admin/blog-categories", label: "Blog categories", roles: admins },
  { path: "/admin/case-studies", label: "Case studies", roles: everyone, dashboard: "Manage Case Studies" },
  { path: "/admin/testimonials", label: "Testimonials", roles: everyone, dashboard: "Testimonials" },
  { path: "/admin/team", label: "Team", roles: everyone, dashboard: "Team" },
  { path: "/admin/logos", label: "Logos", roles: everyone, dashboard: "Client & Certification Logos" },
  { path: "/admin/jobs", label: "Job listings", roles: admins, dashboard: "Manage Job Listings" },
  // Job alerts (issue 30): near Jobs.
  { path: "/admin/job-alerts", label: "Job alerts", roles: admins },
  {
    path: "/admin/contacts",
    label: "Enquiries",
    roles: admins,
    count: "newContacts",
    replies: "contactReplies",
    dashboard: "Contact Messages",
  },
  {
    path: "/admin/applications",
    label: "Applications",
    roles: admins,
    count: "newApplications",
    replies: "applicationReplies",
    dashboard: "Job Applications",
  },
  // The talent network's profiles (issue 30).
  { path: "/admin/talent-pool", label: "Talent pool", roles: admins, dashboard: "Talent Pool" },
  { path: "/admin/subscribers", label: "Subscribers", roles: admins, dashboard: "Newsletter Subscribers" },
  { path: "/admin/newsletter", label: "Newsletter", roles: admins, dashboard: "Newsletter" },
  { path: "/admin/marketing-materials", label: "Materials", roles: admins, dashboard: "Marketing Materials" },
  { path: "/admin/users", label: "Users", roles: admins, dashboard: "User Management" },
  { path: "/admin/outbox", label: "Email log", roles: admins, dashboard: "Email Log" },
  { path: "/admin/activity", label: "Activity", roles: admins, dashboard: "Activity" },
  { path: "/admin/integrations", label: "Integrations", roles: admins, dashboard: "Integrations" },
  // Conversations (issue 29): saved replies, and inbound mail no conversation could take.
  { path: "/admin/reply-templates", label: "Templates", roles: admins },
  { path: "/admin/unmatched-mail", label: "Unmatched mail", roles: admins },
  { path: "/admin/account", label: "My account", roles: everyone },
];

/** The screens a role may open, in the list's order. */
export function screensFor(role: UserRole): AdminScreen[] {
  return ADMIN_SCREENS.filter((s) => s.roles.includes(role));
}

/** Where one record opens in the back office: the dashboard's recent items link there. */
export const recordPath = {
  contact: (id: number) => `/admin/contacts?dialog=view&id=${id}`,
  application: (id: number) => `/admin/applications?dialog=view&id=${id}`,
  post: (id: number) => href("/admin/blog/:id/edit", { id: String(id) }),
} as const;
