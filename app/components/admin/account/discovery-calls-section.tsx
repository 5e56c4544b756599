// My account: "Discovery calls", the hours visitors may book you for (per weekday, several ranges each, in your IANA
// zone), the call's length, buffer, minimum notice, horizon and video link; for administrators, who takes calls.
import { useForm } from "@conform-to/react";
import { Form } from "react-router";
import { AccountSection, SectionForm, SectionSubmit, useAnswerFor } from "~/components/admin/account/section";
import { Badge } from "~/components/ui/badge";
import { InputField } from "~/components/ui/field";
import { WEEKDAYS } from "~/schemas/booking";

type Props = {
  takesCalls: boolean;
  values: Record<string, string>;
  hosts: { id: number; name: string; takesCalls: boolean }[] | null;
};

const DAYS = [1, 2, 3, 4, 5, 6, 0];

export function DiscoveryCallsSection({ takesCalls, values, hosts }: Props) {
  const answer = useAnswerFor("discoveryCalls");
  const [form, fields] = useForm<Record<string, string>>({
    id: "account-discovery-calls",
    lastResult: answer?.result,
    defaultValue: values,
  });
  return (
    <AccountSection
      id="account-discovery-calls"
      title="Discovery calls"
      description={
        <>
          The hours visitors may book a call with you on the contact page.{" "}
          {takesCalls ? (
            <Badge tone="pine">You take calls</Badge>
          ) : (
            <Badge tone="gray">An administrator has not added you to the calls</Badge>
          )}
        </>
      }
    >
      <SectionForm form={form} answer={answer}>
        <InputField
          field={fields.timeZone!}
          label="Time zone"
          hint="An IANA zone, such as America/Bogota or America/New_York: your hours are in it, across DST changes."
        />
        <fieldset className="grid gap-3 sm:grid-cols-2">
          <legend className="mb-2 text-sm font-medium text-ink">Hours (for example 09:00-12:00, 13:00-17:00)</legend>
          {DAYS.map((day) => (
            <InputField key={day} field={fields[`day${day}`]!} label={WEEKDAYS[day]} placeholder="Not available" />
          ))}
        </fieldset>
        <div className="grid gap-3 sm:grid-cols-2">
          <InputField field={fields.meetingMinutes!} label="Meeting length (minutes)" />
          <InputField field={fields.bufferMinutes!} label="Buffer between meetings (minutes)" />
          <InputField field={fields.noticeHours!} label="Minimum notice (hours)" />
          <InputField field={fields.horizonDays!} label="How far ahead (days)" />
        </div>
        <InputField field={fields.videoLink!} label="Video link" type="url" hint="Sent in the invitation." />
        <SectionSubmit intent="discoveryCalls" label="Save Discovery Calls" />
      </SectionForm>
      {hosts ? (
        <div className="mt-6 border-t border-slate-200 pt-4">
          <h3 className="text-sm font-semibold text-ink">Who takes calls</h3>
          <p className="mt-1 text-sm text-slate-600">Visitors are offered the free times of these people, in turn.</p>
          <ul className="mt-3 divide-y divide-slate-100">
            {hosts.map((h) => (
              <li key={h.id} className="flex items-center justify-between gap-3 py-2 text-sm">
                <span>
                  {h.name}
                  {h.takesCalls ? (
                    <span className="ml-2 rounded-full bg-pine-50 px-2 py-0.5 text-xs font-medium text-pine-800">
                      Takes calls
                    </span>
                  ) : null}
                </span>
                <Form method="post">
                  <input type="hidden" name="id" value={h.id} />
                  <input type="hidden" name="value" value={h.takesCalls ? "false" : "true"} />
                  <button
                    type="submit"
                    name="intent"
                    value="takesCalls"
                    aria-label={`${h.takesCalls ? "Stop offering" : "Offer"} calls with ${h.name}`}
                    className="rounded-md px-3 py-1.5 text-sm font-semibold text-pine-800 ring-1 ring-inset ring-pine-200 hover:bg-pine-50"
                  >
                    {h.takesCalls ? "Stop offering calls" : "Offer calls"}
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </AccountSection>
  );
}
