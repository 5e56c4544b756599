// The signed cookies: the staff session (a random session id, checked against D1) and the one-shot toast.
import { createCookieSessionStorage } from "react-router";
import { settings } from "~/platform/env.server";
import { SESSION_ABSOLUTE_MS } from "~/models/sessions.server";

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

/** The cookie lives as long as the session can (its absolute lifetime); the server also ends it when idle. */
export function sessionStorage(request: Request) {
  return storage("cn_session", request, SESSION_ABSOLUTE_MS / 1000);
}

export function toastStorage(request: Request) {
  return storage("cn_toast", request);
}
