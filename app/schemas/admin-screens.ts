// The back office's screens: the sidebar, the phone drawer and the dashboard's buttons are drawn from one list
// (admin-screens.json), so a new screen is added there once (path, label, who may open it, and an optional count).
import { href } from "react-router";
import { fromJson } from "~/platform/json";
import type { UserRole } from "~/schemas/vocabulary";
import screens from "./admin-screens.json" with { type: "json" };

/** Counts the sidebar shows beside a screen (new enquiries, new applications); computed for admins only. */
export const ADMIN_COUNT_KEYS = ["newContacts", "newApplications", "contactReplies", "applicationReplies"] as const;
export type AdminCountKey = (typeof ADMIN_COUNT_KEYS)[number];
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

/** The back office's screens in the sidebar's order (admin-screens.json, a row each); test/unit/admin-screens.test.ts
 * holds its roles and counts to their vocabularies, which JSON cannot type. */
export const ADMIN_SCREENS = fromJson<readonly AdminScreen[]>(screens);

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
