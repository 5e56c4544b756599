// My account: which staff alerts the back office e-mails you.
import { Form } from "react-router";
import { AccountSection, SectionSubmit } from "~/components/admin/account/section";
import { NotificationFields } from "~/components/admin/notification-fields";
import type { UserRole } from "~/schemas/vocabulary";
import type { NotificationSettings } from "~/schemas/notifications";

export function NotificationsSection({ settings, role }: { settings: NotificationSettings; role: UserRole }) {
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
        <SectionSubmit intent="notifications" label="Save Notifications" />
      </Form>
    </AccountSection>
  );
}
