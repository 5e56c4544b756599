// GET /api/account (any staff user) → {user}: who is signed in. PATCH {name} → {user}: the same rule as My account.
import type { Route } from "./+types/account";
import { api, methodNotAllowed, parseJson, requireApiUser } from "~/server/api.server";
import { json } from "~/platform/http.server";
import { toApiUser } from "~/server/api-serializers.server";
import { updateOwnProfile } from "~/models/account.server";
import { accountProfileSchema } from "~/schemas/user";

export async function loader({ request }: Route.LoaderArgs) {
  return api("account", async () => json({ user: toApiUser(await requireApiUser(request)) }));
}

export async function action({ request }: Route.ActionArgs) {
  return api("account", async () => {
    const user = await requireApiUser(request);
    if (request.method !== "PATCH") return methodNotAllowed();
    return json({ user: toApiUser(await updateOwnProfile(user, await parseJson(request, accountProfileSchema))) });
  });
}
