// Rate limits on the public writes, per form and client address, with the Workers rate-limiting binding
// (simulated by wrangler/miniflare locally, enforced at the edge in production). Login throttling is separate
// (models/login-throttle.server.ts) but keys clients the same way (platform/client-address.ts).
import { clientAddress } from "~/platform/client-address";
import { bindings } from "~/platform/env.server";

/** As configured for the PUBLIC_WRITES binding in wrangler.toml. */
export const PUBLIC_WRITE_LIMIT = { limit: 30, periodSeconds: 60 } as const;

export type PublicForm =
  | "contact"
  | "newsletter"
  | "application"
  | "job-alert"
  | "talent"
  | "booking"
  // The candidate status page's actions and its "Lost your link?" form (issue 30).
  | "application-status"
  | "status-link";

/** Counts one attempt at a public form; false once the address has used up its allowance for the minute. */
export async function allowPublicWrite(request: Request, form: PublicForm): Promise<boolean> {
  const { success } = await bindings().PUBLIC_WRITES.limit({ key: `${form}:${clientAddress(request)}` });
  return success;
}
