// Per-request values that travel explicitly, as typed React Router contexts: what the Worker entry (workers/app.ts)
// gives the render, and what the document render (entry.server.tsx) reports back. Also the React context through
// which the document render tells the document (root.tsx) its nonce and whether it hydrates.
import { createContext as createReactContext, useContext } from "react";
import { createContext } from "react-router";

/** Set by the Worker entry for every request it hands to React Router; nothing writes to it afterwards. */
export type RequestInfo = { readonly nonce: string; readonly requestId: string };

export const requestInfoContext = createContext<RequestInfo>({ nonce: "", requestId: "" });

/**
 * Whether the document was rendered as a static page: no hydration, no inline script, no nonce. Set by the document
 * render, the one place that decides it (entry.server.tsx); read by the Worker entry, which then sends a CSP without
 * a nonce and lets the edge cache keep the page. Stays false for anything else (an /api answer, a redirect).
 */
export const staticPageContext = createContext<boolean>(false);

/** A route opts out of hydration with `handle: { static: true }` (the public site's layout does, for every page). */
export type RouteHandle = { static?: boolean };

/** Whether a page is static, from the matched routes' handles: the rule entry.server.tsx applies. */
export function isStaticPage(handles: readonly unknown[]): boolean {
  return handles.some((handle) => (handle as RouteHandle | undefined)?.static === true);
}

/**
 * What the document render decided, for the document: the CSP nonce for inline scripts and whether it hydrates.
 * In the browser there is no provider: the defaults hold (a hydrated document, which needs no nonce any more).
 */
type DocumentDecision = { nonce: string; hydrates: boolean };

const DocumentContext = createReactContext<DocumentDecision>({ nonce: "", hydrates: true });
export const DocumentProvider = DocumentContext.Provider;

/** The CSP nonce for inline scripts; empty on a static page and in the browser. */
export function useNonce() {
  return useContext(DocumentContext).nonce;
}

/** Whether this document hydrates (ships React and the router's scripts); a static page does not. */
export function useHydrates() {
  return useContext(DocumentContext).hydrates;
}
