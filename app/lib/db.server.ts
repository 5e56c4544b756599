// The Drizzle client over the D1 binding; cheap to make, so each caller gets one. Every round trip is counted
// against the current request (see request-store.server.ts).
import { drizzle } from "drizzle-orm/d1";
import * as schema from "~/db/schema";
import { bindings } from "~/lib/env.server";
import { countedD1 } from "~/lib/request-store.server";

export function db() {
  return drizzle(countedD1(bindings().DB), { schema });
}

export type Db = ReturnType<typeof db>;
