// The Worker's email() handler's body (Cloudflare Email Routing → this Worker): hands the message to the model and
// answers the sending server: a message too large or unreadable is rejected (`setReject`, an SMTP refusal the
// sender sees); everything else is accepted, stored on its thread or in Unmatched mail (app/models/inbound-mail).
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
    // A failure of ours (D1, R2): a temporary refusal makes the sending server try again later.
    logError(error, { what: "inbound e-mail not stored" });
    message.setReject("Temporary failure, please try again later.");
    return { result: "rejected", reason: "temporary failure" };
  }
}
