// POST /api/auth/login {username, password} → {user} and the session cookie.
import type { Route } from "./+types/auth.login";
import { api, readJson, methodNotAllowed } from "~/lib/api.server";
import { authenticator, createUserSession } from "~/lib/auth.server";
import { HttpError } from "~/lib/errors.server";
import { json } from "~/lib/http.server";
import { toApiUser } from "~/models/users.server";

export const loader = methodNotAllowed;

export async function action({ request }: Route.ActionArgs) {
  return api(async () => {
    if (request.method !== "POST") return methodNotAllowed();
    const body = await readJson(request);
    if (body === null || typeof body !== "object" || Array.isArray(body)) {
      throw new HttpError(400, "Validation failed", { errors: { body: ["Expected a JSON object"] } });
    }
    const { username, email, password } = body as Record<string, unknown>;
    // The form strategy is the one way in, for the login page and for this endpoint alike.
    const form = new FormData();
    if (typeof (username ?? email) === "string") form.set("email", (username ?? email) as string);
    if (typeof password === "string") form.set("password", password);
    const result = await authenticator.authenticate("form", new Request(request.url, { method: "POST", body: form }));
    if (!result.ok) throw new HttpError(result.status, result.message, { errors: result.errors });
    return json(
      { user: toApiUser(result.user) },
      { headers: { "Set-Cookie": await createUserSession(request, result.user.id) } },
    );
  });
}
