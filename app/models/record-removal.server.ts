// Deleting an enquiry or an application (staff, by hand): its meetings still to come are called off first, and both
// sides get the calendar's CANCEL, so no reminder goes out for a record that is gone and the host's time is free.
// Here, not in contacts or applications, because booking a meeting creates the enquiry (meetings imports contacts).
import { deleteApplication } from "~/models/applications.server";
import { deleteContact } from "~/models/contacts.server";
import type { RecordRef } from "~/models/conversations.server";
import { queueCancelledMessages } from "~/models/meeting-mail.server";
import { cancelMeetingsOf } from "~/models/meetings.server";

async function callOff(ref: RecordRef) {
  const record = ref.kind === "contact" ? "enquiry" : "application";
  for (const meeting of await cancelMeetingsOf(ref)) {
    await queueCancelledMessages(meeting, { hostSubject: `cancelled: its ${record} was deleted` });
  }
}

export async function removeContact(id: number): Promise<void> {
  await callOff({ kind: "contact", id });
  await deleteContact(id);
}

export async function removeApplication(id: number): Promise<void> {
  await callOff({ kind: "application", id });
  await deleteApplication(id);
}
