// Rate limits on the public writes, per form and client address, with the Workers rate-limiting binding
// (simulated by wrangler/miniflare locally, enforced at the edge in production). Login throttling per account
// is separate (models/login-attempts.server.ts).
import { bindings } from "~/lib/env.server";

/** As configured for the PUBLIC_WRITES binding in wrangler.toml. */
export const PUBLIC_WRITE_LIMIT = { limit: 30, periodSeconds: 60 } as const;

export type PublicForm = "contact" | "newsletter" | "application";

export const RATE_LIMIT_MESSAGES = {
  title: "Too many submissions",
  text: "Too many submissions from your network. Please wait a minute and try again.",
} as const;

/** The visitor's address as Cloudflare reports it (set by the edge, and by wrangler locally). */
export function clientAddress(request: Request): string {
  return request.headers.get("CF-Connecting-IP")?.trim() || "unknown";
}

/**
 * The key a client is counted under: its IPv4 address, or the /64 network of an IPv6 address (one subscriber
 * usually holds a whole /64, so counting single IPv6 addresses would give them endless fresh allowances).
 */
export function clientKey(request: Request): string {
  const address = clientAddress(request);
  if (!address.includes(":")) return address;
  const [head = "", tail = ""] = address.toLowerCase().split("::", 2);
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = address.includes("::") ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right] : left;
  return `${groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, "")).join(":")}::/64`;
}

/** Counts one attempt at a public form; false once the address has used up its allowance for the minute. */
export async function allowPublicWrite(request: Request, form: PublicForm): Promise<boolean> {
  const { success } = await bindings().PUBLIC_WRITES.limit({ key: `${form}:${clientKey(request)}` });
  return success;
}
