// POST /api/contact: a public enquiry, through the same pipeline, schema and store as the contact page.
import type { Route } from "./+types/contact";
import { methodNotAllowed } from "~/lib/api.server";
import { json } from "~/lib/http.server";
import { apiWrite } from "~/lib/public-write.server";
import { contactWrite } from "~/lib/public-writes.server";
import { CONTACT_MESSAGES, contactSchema } from "~/schemas/contact";

export const loader = methodNotAllowed;

export async function action({ request }: Route.ActionArgs) {
  return apiWrite(request, contactWrite, contactSchema, () => json({ message: CONTACT_MESSAGES.successText }, 201));
}
