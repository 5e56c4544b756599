// GET and POST /api/reply-templates (admins): the saved replies; a new one is {name, subject, body} → 201.
import type { Route } from "./+types/reply-templates";
import { allowMethods, api, apiAction, audited, parseJson, requireApiUser } from "~/server/api.server";
import { json } from "~/platform/http.server";
import { createReplyTemplate, listReplyTemplates } from "~/models/reply-templates.server";
import { replyTemplateSchema } from "~/schemas/conversation";
import { toApiReplyTemplate } from "~/server/conversation-api.server";

const allowed = allowMethods("GET", "POST");

export async function loader({ request }: Route.LoaderArgs) {
  return api(request, async () => {
    await requireApiUser(request, ["admin"]);
    return json({ templates: (await listReplyTemplates()).map(toApiReplyTemplate) });
  });
}

export async function action({ request }: Route.ActionArgs) {
  return apiAction(request, async () => {
    const by = await requireApiUser(request, ["admin"]);
    allowed.check(request);
    const input = await parseJson(request, replyTemplateSchema);
    const template = await createReplyTemplate(input);
    return audited(
      { by, entity: "template", action: "create", id: template.id, input: { name: input.name } },
      json({ template: toApiReplyTemplate(template) }, 201),
    );
  });
}
