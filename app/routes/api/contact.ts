// POST /api/contact: a public enquiry, through the same pipeline, schema and store as the contact page.
import type { Route } from "./+types/contact";
import { allowMethods } from "~/server/api.server";
import { json } from "~/platform/http.server";
import { apiWrite } from "~/server/public-write.server";
import { contactWrite } from "~/server/public-forms.server";
import { CONTACT_MESSAGES, contactSchema } from "~/schemas/contact";

const allowed = allowMethods("POST");

export const loader = allowed.refuse;

export async function action({ request }: Route.ActionArgs) {
  return apiWrite(request, allowed, contactWrite, contactSchema, () =>
    json({ message: CONTACT_MESSAGES.successText }, 201),
  );
}
