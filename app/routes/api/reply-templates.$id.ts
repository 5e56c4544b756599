// GET, PATCH and DELETE /api/reply-templates/{id} (admins). A PATCH keeps the fields it leaves out.
import type { Route } from "./+types/reply-templates.$id";
import { z } from "~/platform/zod";
import { api, apiAction, audited, idParam, methodNotAllowed, parseJson, requireApiUser } from "~/server/api.server";
import { json } from "~/platform/http.server";
import { deleteReplyTemplate, getReplyTemplate, updateReplyTemplate } from "~/models/reply-templates.server";
import { replyTemplateSchema } from "~/schemas/conversation";
import { toApiReplyTemplate } from "~/server/conversation-api.server";

export async function loader({ request, params }: Route.LoaderArgs) {
  return api(request, async () => {
    await requireApiUser(request, ["admin"]);
    return json({ template: toApiReplyTemplate(await getReplyTemplate(idParam(params.id))) });
  });
}

export async function action({ request, params }: Route.ActionArgs) {
  return apiAction(request, async () => {
    const by = await requireApiUser(request, ["admin"]);
    const id = idParam(params.id);
    if (request.method === "DELETE") {
      await deleteReplyTemplate(id);
      return audited({ by, entity: "template", action: "delete", id }, json({ message: "Template deleted" }));
    }
    if (request.method !== "PATCH") throw methodNotAllowed();
    const current = await getReplyTemplate(id);
    const schema = z.preprocess(
      (body) => ({ name: current.name, subject: current.subject, body: current.body, ...(body as object) }),
      replyTemplateSchema,
    );
    const input = await parseJson(request, schema);
    const template = await updateReplyTemplate(id, input);
    return audited(
      { by, entity: "template", action: "update", id, input: { name: input.name } },
      json({ template: toApiReplyTemplate(template) }),
    );
  });
}
