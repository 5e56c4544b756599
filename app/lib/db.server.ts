// The Drizzle client over the D1 binding; cheap to make, so each caller gets one.
import { drizzle } from "drizzle-orm/d1";
import * as schema from "~/db/schema";
import { bindings } from "~/lib/env.server";

export function db() {
  return drizzle(bindings().DB, { schema });
}

export type Db = ReturnType<typeof db>;
