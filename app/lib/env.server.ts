// The Worker's bindings and settings, checked once per isolate so a missing secret fails loudly, not subtly.
import { env as rawEnv } from "cloudflare:workers";
import { z } from "~/schemas/zod";
import { normalizeEmail } from "~/lib/site";

const settingsSchema = z.object({
  SESSION_SECRET: z
    .string({ error: "SESSION_SECRET is not set (see .dev.vars.example)" })
    .min(32, "SESSION_SECRET must be at least 32 characters"),
  PRIMARY_ADMIN_EMAIL: z
    .string({ error: "PRIMARY_ADMIN_EMAIL is not set (see .dev.vars.example)" })
    .trim()
    .email("PRIMARY_ADMIN_EMAIL must be an e-mail address")
    .transform(normalizeEmail),
});

export type Settings = z.infer<typeof settingsSchema> & { sessionSecrets: string[] };

let cached: Settings | undefined;

export function settings(): Settings {
  if (!cached) {
    const parsed = settingsSchema.parse(rawEnv);
    cached = { ...parsed, sessionSecrets: parsed.SESSION_SECRET.split(",").map((s) => s.trim()).filter(Boolean) };
  }
  return cached;
}

export function bindings(): Env {
  return rawEnv;
}
