// GET /api/users (admins only) → {users}.
import type { Route } from "./+types/users";
import { allowMethods, api, requireApiUser } from "~/server/api.server";
import { json } from "~/platform/http.server";
import { listUsers } from "~/models/users.server";
import { toApiUser } from "~/server/api-serializers.server";

const allowed = allowMethods("GET");

export async function loader({ request }: Route.LoaderArgs) {
  return api(request, async () => {
    await requireApiUser(request, ["admin"]);
    return json({ users: (await listUsers()).map(toApiUser) });
  });
}

export const action = allowed.refuse;
