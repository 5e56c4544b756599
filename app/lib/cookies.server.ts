// The signed cookies: the staff session (user id only) and the one-shot toast shown after a redirect.
import { createCookieSessionStorage } from "react-router";
import { settings } from "~/lib/env.server";

/** Browsers only send Secure cookies over https; localhost is the one plain-http origin we serve. */
export function isLocalhost(request: Request): boolean {
  const { hostname } = new URL(request.url);
  return hostname === "localhost" || hostname === "127.0.0.1" || hostname === "[::1]";
}

function storage(name: string, request: Request, maxAge?: number) {
  return createCookieSessionStorage({
    cookie: {
      name,
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      secure: !isLocalhost(request),
      secrets: settings().sessionSecrets,
      maxAge,
    },
  });
}



export function sessionStorage(request: Request) {
  return storage("cn_session", request, 60 * 60 * 24 * 7);
}

export function toastStorage(request: Request) {
  return storage("cn_toast", request);
}
