// Which staff alerts each user gets. A user without a stored choice follows the role's default: administrators
// get enquiry and application alerts, editors (who work on the blog) do not.
import { eq, sql, type SQL } from "drizzle-orm";
import { notificationPreferences, users } from "~/db/schema";
import { db } from "~/db/client.server";
import type { NotificationSettings, NotificationTopic } from "~/schemas/notifications";
import { type UserRole } from "~/schemas/vocabulary";

export const ROLE_NOTIFICATION_DEFAULTS: Record<UserRole, NotificationSettings> = {
  admin: { newEnquiries: true, newApplications: true },
  editor: { newEnquiries: false, newApplications: false },
};

const column = {
  newEnquiries: notificationPreferences.newEnquiries,
  newApplications: notificationPreferences.newApplications,
} as const;

/** The user's settings: their stored choice per topic, or the role's default where they made none. */
export async function getNotificationSettings(user: { id: number; role: UserRole }): Promise<NotificationSettings> {
  const [row] = await db()
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, user.id))
    .limit(1);
  const defaults = ROLE_NOTIFICATION_DEFAULTS[user.role];
  return {
    newEnquiries: row?.newEnquiries ?? defaults.newEnquiries,
    newApplications: row?.newApplications ?? defaults.newApplications,
  };
}

/** Stores the user's choice for both topics. */
export async function setNotificationSettings(userId: number, settings: NotificationSettings): Promise<void> {
  await db()
    .insert(notificationPreferences)
    .values({ userId, ...settings })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: { ...settings, updatedAt: new Date() } });
}

/** `coalesce(choice, role default)` in SQL, the defaults written from ROLE_NOTIFICATION_DEFAULTS. */
function effective(topic: NotificationTopic): SQL {
  const onByDefault = (Object.keys(ROLE_NOTIFICATION_DEFAULTS) as UserRole[]).filter(
    (r) => ROLE_NOTIFICATION_DEFAULTS[r][topic],
  );
  const roleDefault = onByDefault.length
    ? sql`(${users.role} IN (${sql.join(
        onByDefault.map((r) => sql`${r}`),
        sql`, `,
      )}))`
    : sql`0`;
  return sql`coalesce(${column[topic]}, ${roleDefault})`;
}

/** The e-mail addresses of every staff user who wants alerts of this topic, oldest account first. */
export async function staffToNotify(topic: NotificationTopic): Promise<string[]> {
  const rows = await db()
    .select({ email: users.email })
    .from(users)
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
    .where(sql`${effective(topic)} = 1`)
    .orderBy(users.createdAt, users.id);
  return rows.map((r) => r.email);
}
