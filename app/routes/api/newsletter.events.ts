// POST /api/newsletter/events: the bulk provider's bounce and complaint webhook. Signed with
// NEWSLETTER_WEBHOOK_SECRET (`Webhook-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`,
// constant-time compare, 5 minutes' tolerance); a hard bounce or a spam complaint marks the address unsubscribed
// with that reason, and it is never mailed again (an address no longer on the list is kept as a suppression record,
// docs/decisions/0038). Postmark's payloads (RecordType Bounce / SpamComplaint) and a
// plain {"type":"bounce"|"complaint","email":…} are understood (README, "Newsletter").
import { apiRoute, notAudited } from "~/server/api.server";
import { readBody } from "~/platform/body.server";
import { settings } from "~/platform/env.server";
import { HttpError } from "~/platform/errors.server";
import { json } from "~/platform/http.server";
import { verifyWebhookSignature } from "~/platform/signing.server";
import { suppressAddress } from "~/models/subscribers.server";
import { z } from "~/platform/zod";
import type { SuppressionReason } from "~/schemas/vocabulary";

export { loader, action };

const MAX_EVENT_BYTES = 64 * 1024;

const eventSchema = z.union([
  z.object({ RecordType: z.literal("Bounce"), Type: z.string(), Email: z.string().email() }),
  z.object({ RecordType: z.literal("SpamComplaint"), Email: z.string().email() }),
  z.object({ type: z.enum(["bounce", "complaint"]), email: z.string().email() }),
]);

/** What the event means for the list: an address to unsubscribe and why, or nothing (a soft bounce). */
function meaning(event: z.infer<typeof eventSchema>): { email: string; reason: SuppressionReason } | null {
  if ("type" in event) return { email: event.email, reason: event.type };
  if (event.RecordType === "SpamComplaint") return { email: event.Email, reason: "complaint" };
  // Postmark's permanent failures; a soft bounce or a transient one is not a reason to drop the address.
  return ["HardBounce", "BadEmailAddress", "ManuallyDeactivated"].includes(event.Type)
    ? { email: event.Email, reason: "bounce" }
    : null;
}

const { loader, action } = apiRoute({
  POST: async ({ request }) => {
    const secret = settings().NEWSLETTER_WEBHOOK_SECRET;
    const body = new TextDecoder().decode(await readBody(request, MAX_EVENT_BYTES));
    if (!secret || !(await verifyWebhookSignature(secret, request.headers.get("Webhook-Signature"), body)))
      throw new HttpError(401, "Invalid signature");
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      throw new HttpError(400, "Malformed JSON");
    }
    const event = eventSchema.safeParse(parsed);
    if (!event.success) throw new HttpError(400, "Not a bounce or complaint event");
    const effect = meaning(event.data);
    const subscriber = effect ? await suppressAddress(effect.email, effect.reason) : null;
    // The provider acts, not staff: the subscriber's new status and its reason are the record.
    return notAudited(json({ message: "Event received", unsubscribed: subscriber !== null }));
  },
});
