// POST /admin/logout: ends the session and says so on the sign-in page.
import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { destroyUserSession } from "~/server/auth.server";
import { toastCookie } from "~/server/toast.server";

export function loader() {
  return redirect("/admin");
}

export async function action({ request }: Route.ActionArgs) {
  const headers = new Headers();
  headers.append("Set-Cookie", await destroyUserSession(request));
  headers.append(
    "Set-Cookie",
    await toastCookie(request, {
      type: "success",
      title: "Logged out",
      description: "You have been successfully logged out.",
    }),
  );
  return redirect("/admin/login", { headers });
}
