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
  // The one public origin every absolute URL is built from (links in e-mail, og:url, feeds, sitemap).
  SITE_URL: z
    .string({ error: "SITE_URL is not set (see .dev.vars.example)" })
    .trim()
    .url("SITE_URL must be an absolute URL such as https://www.cordillera.example")
    .transform((value) => new URL(value).origin),
  // The sender of every message the product sends, e.g. `Cordillera Nearshore <notifications@cordillera.example>`.
  MAIL_FROM: z.string({ error: "MAIL_FROM is not set (see .dev.vars.example)" }).trim().min(3),
  // How many days the audit log keeps an entry before the daily cron prunes it (default 365).
  AUDIT_RETENTION_DAYS: z.preprocess(
    (value) => (value === undefined || value === "" ? 365 : Number(value)),
    z
      .number({ error: "AUDIT_RETENTION_DAYS must be a whole number of days" })
      .int("AUDIT_RETENTION_DAYS must be a whole number of days")
      .min(1, "AUDIT_RETENTION_DAYS must be at least 1"),
  ),
});

export type Settings = z.infer<typeof settingsSchema> & { sessionSecrets: string[] };

let cached: Settings | undefined;

export function settings(): Settings {
  if (!cached) {
    const parsed = settingsSchema.parse(rawEnv);
    cached = {
      ...parsed,
      sessionSecrets: parsed.SESSION_SECRET.split(",")
        .map((s) => s.trim())
        .filter(Boolean),
    };
  }
  return cached;
}

/** An absolute URL on the site's one public origin (`SITE_URL`), never the request's Host. */
export function siteUrl(path = "/"): string {
  return new URL(path, settings().SITE_URL).href;
}

export function bindings(): Env {
  return rawEnv;
}
