// POST /api/auth/register (admins only): creates a staff account → 201 {message, user}. With `"invite": true` and
// no password, the account is invited instead: the invitee gets an e-mailed link to choose one (User Management's
// "Send an invitation instead").
import { apiRoute, audited, ownEntry, readJsonObject, requireApiUser, validate } from "~/server/api.server";
import { actingFrom, recordAudit } from "~/models/audit-log.server";
import { inviteUser } from "~/models/invitations.server";
import { json } from "~/platform/http.server";
import { createUser } from "~/models/users.server";
import { userCreateSchema } from "~/schemas/user";
import { z } from "~/platform/zod";
import { toApiUser } from "~/server/api-serializers.server";

export { loader, action };

// The spec's screen sends the e-mail as `username`; either name is accepted.
const registerSchema = z.preprocess((body) => {
  const b = body as Record<string, unknown>;
  return { ...b, email: b.email ?? b.username };
}, userCreateSchema);
const inviteSchema = z.preprocess(
  (body) => {
    const b = body as Record<string, unknown>;
    return { ...b, email: b.email ?? b.username };
  },
  userCreateSchema.omit({ password: true }),
);

const { loader, action } = apiRoute({
  POST: async ({ request }) => {
    const actor = await requireApiUser(request, ["admin"]);
    const body = await readJsonObject(request);
    if (body.invite === true) {
      const invited = await inviteUser(actor, validate(inviteSchema, body));
      // Its own kind of entry, which names the invitee.
      await recordAudit(actingFrom(request, actor), {
        action: "invitation",
        entity: "user",
        entityId: invited.id,
        summary: `invitation sent to ${invited.email}`,
      });
      return ownEntry(actor, json({ message: "Invitation sent", user: toApiUser(invited) }, 201));
    }
    const input = validate(registerSchema, body);
    const user = await createUser(input);
    return audited(
      { by: actor, entity: "user", action: "create", input },
      json({ message: "User created", user: toApiUser(user) }, 201),
    );
  },
});
