// Flash toasts: set before a redirect, read (and cleared) by the root loader of the next page.
import { redirect } from "react-router";
import { toastStorage } from "~/server/cookies.server";
import { safeRedirect } from "~/platform/params";
import type { Toast } from "~/platform/toast";

export async function toastCookie(request: Request, toast: Toast): Promise<string> {
  const store = toastStorage(request);
  const session = await store.getSession();
  session.flash("toast", toast);
  return store.commitSession(session);
}

export async function redirectWithToast(request: Request, url: string, toast: Toast, init?: ResponseInit) {
  const headers = new Headers(init?.headers);
  headers.append("Set-Cookie", await toastCookie(request, toast));
  // Callers pass their own paths; built from request input or not, they go through the one redirect rule.
  return redirect(safeRedirect(url, "/"), { ...init, headers });
}

/** The pending toast, if any, and the Set-Cookie header that clears it. */
export async function takeToast(request: Request): Promise<{ toast: Toast | null; setCookie: string | null }> {
  // No toast cookie, nothing to read: the signing secrets are not needed (nor set, when a page is prerendered).
  if (!/(^|;\s*)cn_toast=/.test(request.headers.get("Cookie") ?? "")) return { toast: null, setCookie: null };
  const store = toastStorage(request);
  const session = await store.getSession(request.headers.get("Cookie"));
  const toast = (session.get("toast") as Toast | undefined) ?? null;
  return { toast, setCookie: toast ? await store.commitSession(session) : null };
}
