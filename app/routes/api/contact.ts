// POST /api/contact: a public enquiry, through the same pipeline, schema and store as the contact page.
import { apiRoute } from "~/server/api.server";
import { json } from "~/platform/http.server";
import { apiWrite } from "~/server/public-write.server";
import { contactWrite } from "~/server/public-forms.server";
import { CONTACT_MESSAGES, contactSchema } from "~/schemas/contact";

export { loader, action };

const { loader, action } = apiRoute({
  POST: ({ request }) =>
    apiWrite(request, contactWrite, contactSchema, () => json({ message: CONTACT_MESSAGES.successText }, 201)),
});
