// My account: the daily follow-up digest (issue 31): your time zone (your "today" for follow-ups, and when your
// digest goes out) and whether you get it at all.
import { Form } from "react-router";
import { AccountSection, SectionSubmit, useAnswerFor } from "~/components/admin/account/section";
import { inputClass } from "~/components/ui/field";
import { COMMON_TIME_ZONES, type FollowUpSettings } from "~/schemas/enquiry-pipeline";

export function FollowUpSection({ settings }: { settings: FollowUpSettings }) {
  const answer = useAnswerFor("followUps");
  const error = answer?.result?.error?.["timeZone"]?.[0] ?? answer?.error?.text ?? null;
  // A zone chosen through the API that the list does not name stays selectable.
  const zones = COMMON_TIME_ZONES.includes(settings.timeZone as (typeof COMMON_TIME_ZONES)[number])
    ? COMMON_TIME_ZONES
    : [settings.timeZone, ...COMMON_TIME_ZONES];
  return (
    <AccountSection
      id="account-follow-ups"
      title="Follow-ups"
      description="Each morning (7:00 in your time zone), one e-mail with your follow-ups due and the enquiries still new after one business day."
    >
      <Form method="post" className="mt-4 space-y-4">
        <div>
          <label htmlFor="follow-up-time-zone" className="block text-sm font-medium text-ink">
            Time zone
          </label>
          <select
            id="follow-up-time-zone"
            name="timeZone"
            defaultValue={settings.timeZone}
            className={`${inputClass} mt-1`}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "follow-up-time-zone-error" : undefined}
          >
            {zones.map((z) => (
              <option key={z} value={z}>
                {z.replace(/_/g, " ")}
              </option>
            ))}
          </select>
          {error ? (
            <p id="follow-up-time-zone-error" className="mt-1 text-sm text-red-700">
              {error}
            </p>
          ) : null}
        </div>
        <label className="flex cursor-pointer items-start gap-3 rounded-md px-3 py-2 text-sm ring-1 ring-inset ring-slate-300 has-[:checked]:bg-pine-50 has-[:checked]:ring-pine-600">
          <input
            type="checkbox"
            name="digest"
            value="on"
            defaultChecked={settings.digest}
            className="mt-0.5 h-4 w-4 accent-pine-700"
          />
          <span className="font-medium text-ink">Send me a daily follow-up digest</span>
        </label>
        <SectionSubmit intent="followUps" label="Save Follow-ups" />
      </Form>
    </AccountSection>
  );
}
