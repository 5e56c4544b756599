// The Worker's bindings and settings, checked once per isolate so a missing secret fails loudly, not subtly.
import { env as rawEnv } from "cloudflare:workers";
import { z } from "~/platform/zod";
import { normalizeEmail } from "~/platform/site";

/** A number of days (a whole number from 1), or the default when the setting is absent or blank. */
const retentionDays = (fallback: number) =>
  z.preprocess(
    (v) => (v === undefined || v === "" ? fallback : v),
    z.coerce.number().int().min(1, "Retention settings are whole numbers of days, at least 1"),
  );
/** An optional setting: unset and empty (`NAME=` in .dev.vars) both mean "not configured". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

/**
 * SESSION_SECRET: one secret, or `new,old` while rotating (the first signs, every one verifies). Each must be at
 * least 32 characters: checking the whole list let `short,<old secret>` make a short one the signing key.
 */
export const sessionSecretsSchema = z
  .string({ error: "SESSION_SECRET is not set (see .dev.vars.example)" })
  .transform((value) =>
    value
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean),
  )
  .refine(
    (secrets) => secrets.length > 0 && secrets.every((s) => s.length >= 32),
    "SESSION_SECRET must be at least 32 characters (each of them, when rotating: new,old)",
  );

const settingsSchema = z.object({
  SESSION_SECRET: sessionSecretsSchema,
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
  // How long job applications keep their personal data, in days since their last change (the daily retention
  // sweep then anonymises them): after a decision (rejected or hired), and in any other status.
  APPLICATION_RETENTION_DAYS_DECIDED: retentionDays(180),
  APPLICATION_RETENTION_DAYS: retentionDays(365),
  // How long the outbox keeps a sent or failed message (its recipient and text), in days since its last change.
  OUTBOX_RETENTION_DAYS: retentionDays(90),
  // Newsletter campaigns: `email` sends through the EMAIL binding; `postmark` through Postmark's broadcast stream
  // (app/platform/newsletter-transport.server.ts). Confirmation and test messages always go through the outbox.
  NEWSLETTER_TRANSPORT: z
    .enum(["email", "postmark"], { error: "NEWSLETTER_TRANSPORT must be email or postmark" })
    .default("email"),
  POSTMARK_SERVER_TOKEN: optional(z.string().trim().min(1)),
  POSTMARK_MESSAGE_STREAM: z.string().trim().min(1).default("broadcast"),
  // Signs the provider's bounce and complaint webhook; unset, the webhook refuses everything.
  NEWSLETTER_WEBHOOK_SECRET: optional(
    z.string().trim().min(16, "NEWSLETTER_WEBHOOK_SECRET must be at least 16 characters"),
  ),
  // An address that unsubscribes whoever writes to it, added to List-Unsubscribe as a mailto: when set.
  NEWSLETTER_UNSUBSCRIBE_MAILTO: optional(
    z.string().trim().email("NEWSLETTER_UNSUBSCRIBE_MAILTO must be an e-mail address"),
  ),
  // The domain of the conversations' reply addresses (reply+<token>@MAIL_DOMAIN), routed to this Worker's email()
  // handler by Cloudflare Email Routing (README, "Conversations"). Unset: MAIL_FROM's domain.
  MAIL_DOMAIN: optional(
    z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/, "MAIL_DOMAIN must be a domain name such as cordillera.example"),
  ),
  // How many days the audit log keeps an entry before the daily cron prunes it (default 365).
  AUDIT_RETENTION_DAYS: z.preprocess(
    (value) => (value === undefined || value === "" ? 365 : Number(value)),
    z
      .number({ error: "AUDIT_RETENTION_DAYS must be a whole number of days" })
      .int("AUDIT_RETENTION_DAYS must be a whole number of days")
      .min(1, "AUDIT_RETENTION_DAYS must be at least 1"),
  ),
  // Development only: webhook endpoints may be http(s)://localhost, 127.0.0.1 or [::1] on any port (the SSRF
  // guard refuses them otherwise). Never set it in production (npm run deploy:check refuses it in [vars]).
  WEBHOOKS_ALLOW_LOCALHOST: z.preprocess((v) => v === true || v === "true" || v === "1", z.boolean()),
});

export type Settings = Omit<z.infer<typeof settingsSchema>, "SESSION_SECRET"> & { sessionSecrets: string[] };

let cached: Settings | undefined;

export function settings(): Settings {
  if (!cached) {
    const { SESSION_SECRET, ...parsed } = settingsSchema.parse(rawEnv);
    cached = { ...parsed, sessionSecrets: SESSION_SECRET };
  }
  return cached;
}

/**
 * The public origin alone (`SITE_URL`), without checking the other settings: what a page needs to render. A page
 * prerendered at build time (docs/decisions/0029) is rendered where the secrets are not set.
 */
export function publicOrigin(): string {
  return cached?.SITE_URL ?? settingsSchema.shape.SITE_URL.parse(rawEnv.SITE_URL);
}

/** An absolute URL on the site's one public origin (`SITE_URL`), never the request's Host. */
export function siteUrl(path = "/"): string {
  return new URL(path, settings().SITE_URL).href;
}

export function bindings(): Env {
  return rawEnv;
}
