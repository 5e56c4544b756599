// /admin/account (My account), every staff user: who you are signed in as, and which e-mail alerts you get.
import { Form, useLoaderData, useNavigation } from "react-router";
import type { Route } from "./+types/account";
import { NotificationFields } from "~/components/admin/notification-fields";
import { TwoFactorSettings } from "~/components/admin/two-factor-settings";
import { twoFactorIntents, twoFactorSection } from "~/lib/two-factor-intents.server";
import { AdminPage } from "~/components/admin/shell";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { staffUser } from "~/lib/auth.server";
import { site } from "~/lib/site";
import { getNotificationSettings, setNotificationSettings } from "~/models/notification-preferences.server";
import { notificationSettingsFrom } from "~/schemas/outbox-rules";
import { ROLE_LABELS } from "~/lib/vocabulary";
import { adminAction, flash, intent } from "~/lib/admin-action.server";
import { z } from "~/schemas/zod";

export function meta() {
  return [{ title: `My Account | ${site.name} Admin` }];
}

export async function loader({ context }: Route.LoaderArgs) {
  const user = staffUser(context);
  return {
    email: user.email,
    name: user.name,
    role: user.role,
    notifications: await getNotificationSettings(user),
    twoFactor: await twoFactorSection(user),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = staffUser(context);
  return adminAction(request, {
    path: "/admin/account",
    intents: {
      ...twoFactorIntents(user, request),
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
    },
  });
}

export default function Account() {
  const { email, name, role, notifications, twoFactor } = useLoaderData<typeof loader>();
  const busy = useNavigation().state !== "idle";
  return (
    <AdminPage title="My Account" description="Your sign-in details and the e-mails the back office sends you.">
      <div className="grid gap-6 lg:grid-cols-3">
        <section aria-labelledby="account-details" className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <h2 id="account-details" className="text-lg font-semibold">
            Account
          </h2>
          <dl className="mt-4 space-y-3 text-sm">
            <div>
              <dt className="font-medium text-slate-500">Email</dt>
              <dd className="mt-0.5 break-words text-ink">{email}</dd>
            </div>
            <div>
              <dt className="font-medium text-slate-500">Name</dt>
              <dd className="mt-0.5 text-ink">{name ?? "Not set"}</dd>
            </div>
            <div>
              <dt className="font-medium text-slate-500">Role</dt>
              <dd className="mt-0.5">
                <Badge tone={role === "admin" ? "pine" : "gray"}>{ROLE_LABELS[role]}</Badge>
              </dd>
            </div>
          </dl>
        </section>
        <section
          aria-labelledby="account-notifications"
          className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200 lg:col-span-2"
        >
          <h2 id="account-notifications" className="text-lg font-semibold">
            Notifications
          </h2>
          <Form method="post" className="mt-4 space-y-4">
            <NotificationFields
              settings={notifications}
              legend="Send me an e-mail for"
              note={
                role === "admin"
                  ? "Each alert links straight to the enquiry or application in the back office."
                  : "Each alert carries the whole enquiry or application; its link opens screens only administrators can see."
              }
            />
            <div className="flex justify-end">
              <Button type="submit" name="intent" value="notifications" disabled={busy}>
                {busy ? "Saving..." : "Save Notifications"}
              </Button>
            </div>
          </Form>
        </section>
        <TwoFactorSettings section={twoFactor} />
      </div>
    </AdminPage>
  );
}
