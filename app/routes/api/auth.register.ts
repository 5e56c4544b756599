// POST /api/auth/register (admins only): creates a staff account → 201 {message, user}.
import type { Route } from "./+types/auth.register";
import { api, methodNotAllowed, parseJson, requireApiUser } from "~/lib/api.server";
import { json } from "~/lib/http.server";
import { createUser } from "~/models/users.server";
import { userCreateSchema } from "~/schemas/user";
import { z } from "~/schemas/zod";
import { toApiUser } from "~/lib/api-serializers.server";

// The spec's screen sends the e-mail as `username`; either name is accepted.
const registerSchema = z.preprocess((body) => {
  const b = body as Record<string, unknown>;
  return { ...b, email: b.email ?? b.username };
}, userCreateSchema);

export const loader = methodNotAllowed;

export async function action({ request }: Route.ActionArgs) {
  return api(async () => {
    if (request.method !== "POST") return methodNotAllowed();
    await requireApiUser(request, ["admin"]);
    const input = await parseJson(request, registerSchema);
    const user = await createUser(input);
    return json({ message: "User created", user: toApiUser(user) }, 201);
  });
}
