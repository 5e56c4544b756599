// GET, PATCH and DELETE /api/reply-templates/{id} (admins). A PATCH keeps the fields it leaves out.
import type { Route } from "./+types/reply-templates.$id";
import { allowMethods, api, idParam, requireApiUser } from "~/server/api.server";
import { recordWrite } from "~/server/api-record.server";
import { json } from "~/platform/http.server";
import { deleteReplyTemplate, getReplyTemplate, updateReplyTemplate } from "~/models/reply-templates.server";
import { replyTemplateSchema } from "~/schemas/conversation";
import { toApiReplyTemplate } from "~/server/conversation-api.server";

const allowed = allowMethods("GET", "PATCH", "DELETE");

export async function loader({ request, params }: Route.LoaderArgs) {
  return api(request, async () => {
    await requireApiUser(request, ["admin"]);
    return json({ template: toApiReplyTemplate(await getReplyTemplate(idParam(params.id))) });
  });
}

export const action = ({ request, params }: Route.ActionArgs) =>
  recordWrite(request, params.id, {
    allowed,
    roles: ["admin"],
    entity: "template",
    key: "template",
    deleted: "Template deleted",
    get: getReplyTemplate,
    inputOf: (t) => ({ name: t.name, subject: t.subject, body: t.body }),
    schema: replyTemplateSchema,
    update: updateReplyTemplate,
    remove: deleteReplyTemplate,
    toApi: toApiReplyTemplate,
  });
