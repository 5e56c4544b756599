// GET, PATCH and DELETE /api/reply-templates/{id} (admins). A PATCH keeps the fields it leaves out.
import type { Route } from "./+types/reply-templates.$id";
import { apiRoute, idParam, requireApiUser } from "~/server/api.server";
import { recordWrites } from "~/server/api-record.server";
import { json } from "~/platform/http.server";
import { deleteReplyTemplate, getReplyTemplate, updateReplyTemplate } from "~/models/reply-templates.server";
import { replyTemplateSchema } from "~/schemas/conversation";
import { toApiReplyTemplate } from "~/server/conversation-api.server";

export { loader, action };

const { loader, action } = apiRoute<Route.ActionArgs>({
  GET: async ({ request, params }) => {
    await requireApiUser(request, ["admin"]);
    return json({ template: toApiReplyTemplate(await getReplyTemplate(idParam(params.id))) });
  },
  ...recordWrites({
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
  }),
});
