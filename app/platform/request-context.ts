// Per-request values set by the Worker entry (workers/app.ts) and read by the document render.
import { createContext as createReactContext, useContext } from "react";
import { createContext } from "react-router";

/**
 * `staticPage` is set by the document render (entry.server.tsx) when the page opts out of hydration: it was rendered
 * without the nonce, so the Worker sends a CSP without one and the edge cache may keep it.
 */
export type RequestInfo = { nonce: string; requestId: string; staticPage?: boolean };

/** A route opts out of hydration with `handle: { static: true }` (the public site's layout does, for every page). */
export type RouteHandle = { static?: boolean };

/**
 * Whether a page is static (no hydration, no inline script, no nonce): the one rule, used by the document render
 * on the server (entry.server.tsx) and by the root's choice of scripts (root.tsx). Takes the matched routes' handles.
 */
export function isStaticPage(handles: readonly unknown[]): boolean {
  return handles.some((handle) => (handle as RouteHandle | undefined)?.static === true);
}

export const requestInfoContext = createContext<RequestInfo>({ nonce: "", requestId: "" });

const NonceContext = createReactContext("");
export const NonceProvider = NonceContext.Provider;

/** The CSP nonce for inline scripts; empty in the browser, where it is no longer needed. */
export function useNonce() {
  return useContext(NonceContext);
}
