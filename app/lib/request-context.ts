// Per-request values set by the Worker entry (workers/app.ts) and read by the document render.
import { createContext as createReactContext, useContext } from "react";
import { createContext } from "react-router";

export type RequestInfo = { nonce: string; requestId: string };

export const requestInfoContext = createContext<RequestInfo>({ nonce: "", requestId: "" });

const NonceContext = createReactContext("");
export const NonceProvider = NonceContext.Provider;

/** The CSP nonce for inline scripts; empty in the browser, where it is no longer needed. */
export function useNonce() {
  return useContext(NonceContext);
}
