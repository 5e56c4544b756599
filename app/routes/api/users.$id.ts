// PATCH and DELETE /api/users/{id} (admins only). A PATCH without a password keeps the current one; one's own
// password and e-mail are refused here (My account changes the password, with the current one).
import { z } from "~/platform/zod";
import { apiRoute, audited, ownEntry, parseJson, recordApi } from "~/server/api.server";
import { json } from "~/platform/http.server";
import { deleteUser, getUserById, updateUser } from "~/models/users.server";
import { notFound } from "~/platform/errors.server";
import { userUpdateSchema } from "~/schemas/user";
import { toApiUser } from "~/server/api-serializers.server";
import { actingFrom } from "~/models/audit-log.server";

export { loader, action };

const { loader, action } = apiRoute({
  PATCH: recordApi(["admin"], async (id, actor, { request }) => {
    const current = await getUserById(id);
    if (!current) throw notFound("User not found");
    // Fields left out of a PATCH keep their current values.
    const schema = z.preprocess((body) => {
      const b = body as Record<string, unknown>;
      return {
        email: current.email,
        name: current.name,
        role: current.role,
        ...b,
        ...(b.username && !b.email ? { email: b.username } : {}),
      };
    }, userUpdateSchema);
    const input = await parseJson(request, schema);
    // updateUser records its own entries: a password set, a new role, or else a plain update.
    const user = await updateUser(actingFrom(request, actor), id, input);
    return ownEntry(actor, json({ user: toApiUser(user) }));
  }),
  DELETE: recordApi(["admin"], async (id, actor) => {
    await deleteUser(actor, id);
    return audited({ by: actor, entity: "user", action: "delete", id }, json({ message: "User deleted" }));
  }),
});
