// The Worker's email() handler's body (Cloudflare Email Routing → this Worker): hands the message to the model and
// answers the sending server: a message too large or unreadable is rejected (`setReject`, a permanent SMTP refusal
// the sender sees); everything else is accepted, stored on its thread or in Unmatched mail (app/models/inbound-mail).
// A failure of ours (D1, R2) is thrown: Email Routing answers an exception from email() with a temporary SMTP
// error, so the sending server tries again later (setReject would bounce the reply for good).
import { receiveMail, type InboundOutcome } from "~/models/inbound-mail.server";
import { logError } from "~/platform/request-telemetry.server";

export async function handleInboundEmail(message: ForwardableEmailMessage): Promise<InboundOutcome> {
  try {
    const outcome = await receiveMail({
      from: message.from,
      to: message.to,
      rawSize: message.rawSize,
      raw: message.raw,
    });
    if (outcome.result === "rejected") message.setReject(outcome.reason);
    return outcome;
  } catch (error) {
    logError(error, { what: "inbound e-mail not stored" });
    throw error;
  }
}
