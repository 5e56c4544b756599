// GET /api/users (admins only) → {users}.
import { apiRoute, requireApiUser } from "~/server/api.server";
import { json } from "~/platform/http.server";
import { listUsers } from "~/models/users.server";
import { toApiUser } from "~/server/api-serializers.server";

export { loader, action };

const { loader, action } = apiRoute({
  GET: async ({ request }) => {
    await requireApiUser(request, ["admin"]);
    return json({ users: (await listUsers()).map(toApiUser) });
  },
});
