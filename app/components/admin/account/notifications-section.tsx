// My account: which staff alerts the back office e-mails you.
import { Form, useNavigation } from "react-router";
import { AccountSection } from "~/components/admin/account/section";
import { NotificationFields } from "~/components/admin/notification-fields";
import { Button } from "~/components/ui/button";
import type { UserRole } from "~/lib/vocabulary";
import type { NotificationSettings } from "~/schemas/outbox-rules";

export function NotificationsSection({ settings, role }: { settings: NotificationSettings; role: UserRole }) {
  const busy = useNavigation().formData?.get("intent") === "notifications";
  return (
    <AccountSection id="account-notifications" title="Notifications">
      <Form method="post" className="mt-4 space-y-4">
        <NotificationFields
          settings={settings}
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
    </AccountSection>
  );
}
