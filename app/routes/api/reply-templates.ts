// GET and POST /api/reply-templates (admins): the saved replies; a new one is {name, subject, body} → 201.
import { apiRoute, audited, parseJson, requireApiUser } from "~/server/api.server";
import { json } from "~/platform/http.server";
import { createReplyTemplate, listReplyTemplates } from "~/models/reply-templates.server";
import { replyTemplateSchema } from "~/schemas/conversation";
import { toApiReplyTemplate } from "~/server/conversation-api.server";

export { loader, action };

const { loader, action } = apiRoute({
  GET: async ({ request }) => {
    await requireApiUser(request, ["admin"]);
    return json({ templates: (await listReplyTemplates()).map(toApiReplyTemplate) });
  },
  POST: async ({ request }) => {
    const by = await requireApiUser(request, ["admin"]);
    const input = await parseJson(request, replyTemplateSchema);
    const template = await createReplyTemplate(input);
    return audited(
      { by, entity: "template", action: "create", id: template.id, input: { name: input.name } },
      json({ template: toApiReplyTemplate(template) }, 201),
    );
  },
});
