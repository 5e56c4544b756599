// POST /api/auth/logout: clears the session cookie.
import type { Route } from "./+types/auth.logout";
import { methodNotAllowed } from "~/server/api.server";
import { destroyUserSession } from "~/server/auth.server";
import { json } from "~/platform/http.server";

export const loader = methodNotAllowed;

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed();
  return json({ message: "Logged out" }, { headers: { "Set-Cookie": await destroyUserSession(request) } });
}
