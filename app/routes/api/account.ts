// GET /api/account (any staff user) → {user}: who is signed in. PATCH {name} → {user}: the same rule as My account;
// a body that does not name `name` changes nothing (null or "" clears it).
import { apiRoute, audited, readJsonObject, requireApiUser, validate } from "~/server/api.server";
import { json } from "~/platform/http.server";
import { toApiUser } from "~/server/api-serializers.server";
import { updateOwnProfile } from "~/models/account.server";
import { accountProfileSchema } from "~/schemas/user";

export { loader, action };

const { loader, action } = apiRoute({
  GET: async ({ request }) => json({ user: toApiUser(await requireApiUser(request)) }),
  PATCH: async ({ request }) => {
    const user = await requireApiUser(request);
    const body = await readJsonObject(request);
    const input = validate(accountProfileSchema, body);
    const updated = "name" in body ? await updateOwnProfile(user, input) : user;
    return audited({ by: user, entity: "account", action: "update", input }, json({ user: toApiUser(updated) }));
  },
});
