// POST /api/contact: a public enquiry, through the same schema and function as the contact page.
import type { Route } from "./+types/contact";
import { honeypotFilled } from "~/components/ui/honeypot";
import { api, methodNotAllowed, readJsonObject, validate } from "~/lib/api.server";
import { json } from "~/lib/http.server";
import { enforcePublicWriteLimit } from "~/lib/rate-limit.server";
import { afterResponse } from "~/lib/request-store.server";
import { createContact } from "~/models/contacts.server";
import { queueContactMessages } from "~/models/outbox.server";
import { CONTACT_MESSAGES, contactSchema } from "~/schemas/contact";

export const loader = methodNotAllowed;

export async function action({ request }: Route.ActionArgs) {
  return api(async () => {
    if (request.method !== "POST") return methodNotAllowed();
    await enforcePublicWriteLimit(request, "contact");
    const body = await readJsonObject(request);
    const input = validate(contactSchema, body);
    // A filled honeypot gets the same answer as a person, and nothing is stored.
    if (!honeypotFilled(body)) await createContact(input).then((contact) => afterResponse(() => queueContactMessages(contact)));
    return json({ message: CONTACT_MESSAGES.successText }, 201);
  });
}
