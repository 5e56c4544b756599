// /admin/account (My account), every staff user: your name, your password, where you are signed in, and which
// e-mail alerts you get. Each concern is a section component (components/admin/account/); the rules live in
// models/account.server.ts, shared with /api/account.
import type { Route } from "./+types/account";
import { NotificationsSection } from "~/components/admin/account/notifications-section";
import { FollowUpSection } from "~/components/admin/account/follow-up-section";
import { getFollowUpSettings, setFollowUpSettings } from "~/models/follow-ups.server";
import { followUpSettingsSchema } from "~/schemas/enquiry-pipeline";
import { PasswordSection } from "~/components/admin/account/password-section";
import { ProfileSection } from "~/components/admin/account/profile-section";
import { SessionsSection } from "~/components/admin/account/sessions-section";
import { DiscoveryCallsSection } from "~/components/admin/account/discovery-calls-section";
import { discoveryCallIntents, discoveryCallsSection } from "~/server/discovery-call-intents.server";
import { TwoFactorSettings } from "~/components/admin/two-factor-settings";
import { twoFactorIntents, twoFactorSection } from "~/server/two-factor-intents.server";
import { AdminPage } from "~/components/admin/shell";
import { adminMeta } from "~/components/admin/meta";
import { staffUser, callerOf } from "~/server/auth.server";
import { formatDateTime, formatRelative } from "~/platform/format.server";
import {
  changeOwnPassword,
  endOtherOwnSessions,
  endOwnSession,
  listOwnSessions,
  updateOwnProfile,
} from "~/models/account.server";
import { getNotificationSettings, setNotificationSettings } from "~/models/notification-preferences.server";
import { notificationSettingsFrom } from "~/schemas/notifications";
import { accountProfileSchema, passwordChangeFormSchema } from "~/schemas/user";
import { adminAction, flash, intent } from "~/server/admin-action.server";
import { z } from "~/platform/zod";

const SCREEN = {
  title: "My Account",
  description: "Your name and password, where you are signed in, and the e-mails the back office sends you.",
};

export function meta() {
  return adminMeta(SCREEN.title);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = staffUser(context);
  const [notifications, sessions, twoFactor, followUps, discoveryCalls] = await Promise.all([
    getNotificationSettings(user),
    listOwnSessions(user, await callerOf(request)),
    twoFactorSection(user),
    getFollowUpSettings(user.id),
    discoveryCallsSection(user),
  ]);
  return {
    email: user.email,
    name: user.name,
    role: user.role,
    // Changes when the account does (a new password), so the password form starts empty again.
    version: user.updatedAt.getTime(),
    notifications,
    followUps,
    twoFactor,
    discoveryCalls,
    sessions: sessions.map((s) => ({
      key: s.key,
      device: s.device,
      userAgent: s.userAgent,
      address: s.address,
      lastSeen: formatRelative(s.lastSeenAt),
      lastSeenExact: formatDateTime(s.lastSeenAt),
      lastSeenAt: s.lastSeenAt.toISOString(),
      signedInAt: s.createdAt.toISOString(),
      current: s.current,
    })),
  };
}

// The password fields are never sent back to the browser, not even with a refused form.
const hideFields = ["currentPassword", "password", "confirmPassword"];

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? "" : "s"}`;

export const action = adminAction(({ user, request }) => ({
  entity: "account",
  intents: {
    ...twoFactorIntents(user, request),
    ...discoveryCallIntents(user),
    profile: intent({
      schema: accountProfileSchema,
      dialog: {},
      run: async (input) => {
        await updateOwnProfile(user, input);
        return flash({ type: "success", title: "Name saved", description: "Your account has been updated." });
      },
    }),
    password: intent({
      schema: passwordChangeFormSchema,
      dialog: { hideFields },
      // changeOwnPassword records its own entry (how many other sessions it ended).
      audit: false,
      run: async (input) => {
        const { endedSessions } = await changeOwnPassword(request, user, input, await callerOf(request));
        return flash({
          type: "success",
          title: "Password changed",
          description: endedSessions
            ? `${plural(endedSessions, "other session")} signed out.`
            : "You were not signed in anywhere else.",
        });
      },
      failed: (error) => ({ title: "Password not changed", text: error.message }),
    }),
    signOutSession: intent({
      schema: z.object({ session: z.string({ error: "Session not found" }).max(64) }),
      // endOwnSession records its own entry.
      audit: false,
      run: async ({ session }) => {
        await endOwnSession(request, user, session, await callerOf(request));
        return flash({ type: "success", title: "Session signed out", description: "That device is signed out." });
      },
      failed: (error) => ({ type: "error", title: "Not signed out", description: error.message }),
    }),
    signOutOthers: intent({
      schema: z.object({}),
      // endOtherOwnSessions records its own entry (how many it ended).
      audit: false,
      run: async () => {
        const ended = await endOtherOwnSessions(request, user, await callerOf(request));
        return flash({
          type: "success",
          title: "Signed out everywhere else",
          description: `${plural(ended, "session")} signed out.`,
        });
      },
    }),
    notifications: intent({
      schema: z.object({}),
      run: async (_, { form }) => {
        await setNotificationSettings(user.id, notificationSettingsFrom(form));
        return flash({
          type: "success",
          title: "Notifications saved",
          description: "Your e-mail notification settings have been updated.",
        });
      },
    }),
    // The enquiry pipeline's digest (issue 31): time zone and on/off.
    followUps: intent({
      schema: followUpSettingsSchema,
      dialog: {},
      run: async (input) => {
        await setFollowUpSettings(user.id, input);
        return flash({
          type: "success",
          title: "Follow-ups saved",
          description: input.digest ? `Your daily digest comes at 7:00 (${input.timeZone}).` : "No daily digest.",
        });
      },
    }),
  },
}));

export default function Account({
  loaderData: { email, name, role, version, notifications, followUps, twoFactor, sessions, discoveryCalls },
}: Route.ComponentProps) {
  return (
    <AdminPage {...SCREEN}>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6">
          <ProfileSection key={`profile-${version}`} email={email} name={name} role={role} />
          <PasswordSection key={`password-${version}`} />
        </div>
        <div className="space-y-6 lg:col-span-2">
          <SessionsSection sessions={sessions} />
          <NotificationsSection settings={notifications} role={role} />
          <FollowUpSection settings={followUps} />
        </div>
        <TwoFactorSettings section={twoFactor} />
        <div className="lg:col-span-3">
          <DiscoveryCallsSection {...discoveryCalls} />
        </div>
      </div>
    </AdminPage>
  );
}
