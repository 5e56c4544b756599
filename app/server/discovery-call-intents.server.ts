// My account's "Discovery calls" section, server side: what it shows (your hours, zone and rules; for administrators,
// who takes calls) and the intents it posts. Its component is components/admin/account/discovery-calls-section.
import { flash, intent } from "~/server/admin-action.server";
import { forbidden } from "~/platform/errors.server";
import { z } from "~/platform/zod";
import { type StaffUser } from "~/db/schema";
import { getHostSettings, hostsTakingCalls, saveHostSettings, setTakesCalls } from "~/models/booking-hosts.server";
import { listUsers } from "~/models/users.server";
import { dayRangesText, hostSettingsSchema, WEEKDAYS } from "~/schemas/booking";
import { booleanField, recordId } from "~/schemas/fields";
import { invalidatePublicPages } from "~/platform/edge-cache.server";

/** What the section shows: the form's values, and for administrators the staff with their "takes calls" switch. */
export async function discoveryCallsSection(user: StaffUser) {
  const settings = await getHostSettings(user.id);
  const [takers, staff] = user.role === "admin" ? await Promise.all([hostsTakingCalls(), listUsers()]) : [null, null];
  return {
    takesCalls: settings.takesCalls,
    values: {
      timeZone: settings.timeZone,
      ...Object.fromEntries(WEEKDAYS.map((_, day) => [`day${day}`, dayRangesText(settings.availability, day)])),
      meetingMinutes: String(settings.meetingMinutes),
      bufferMinutes: String(settings.bufferMinutes),
      noticeHours: String(Math.round(settings.noticeMinutes / 60)),
      horizonDays: String(settings.horizonDays),
      videoLink: settings.videoLink ?? "",
    } as Record<string, string>,
    hosts:
      staff && takers
        ? staff.map((s) => ({ id: s.id, name: s.name ?? s.email, takesCalls: takers.includes(s.id) }))
        : null,
  };
}

export function discoveryCallIntents(user: StaffUser) {
  return {
    discoveryCalls: intent({
      schema: hostSettingsSchema,
      dialog: {},
      run: async (input) => {
        await saveHostSettings(user.id, input);
        await invalidatePublicPages();
        return flash({
          type: "success",
          title: "Discovery calls saved",
          description: "Your hours and rules are saved.",
        });
      },
    }),
    takesCalls: intent({
      schema: z.object({ id: recordId, value: booleanField }),
      run: async ({ id, value }) => {
        if (user.role !== "admin") throw forbidden("Only administrators choose who takes calls.");
        await setTakesCalls(id, value);
        await invalidatePublicPages();
        return flash({
          type: "success",
          title: value ? "Takes calls" : "No longer takes calls",
          description: value ? "Visitors can now book this person." : "Visitors can no longer book this person.",
        });
      },
      failed: (error) => ({ type: "error", title: "Not changed", description: error.message }),
    }),
  };
}
