// What `npm run deploy:check` asks of a wrangler.toml before it may go to production: no placeholder left from the
// local setup, every binding the Worker uses named, the public origin and the sender real. Pure (text in, problems
// out), so a test runs it on today's file and on a filled example.
import { parse } from "smol-toml";

/** The secrets production needs (`wrangler secret put NAME`); the optional ones are listed in .dev.vars.example. */
export const REQUIRED_SECRETS = ["SESSION_SECRET", "PRIMARY_ADMIN_EMAIL"];

const PLACEHOLDER_HOSTS = /(^|\.)(localhost|example|test|invalid)$|^127\.|^0\.0\.0\.0$|^\[?::1\]?$/i;

const named = (list, key, value) => (Array.isArray(list) ? list : []).some((entry) => entry?.[key] === value);

/** The address in `Name <address>` or a bare address. */
function senderAddress(from) {
  const match = /<([^>]+)>\s*$/.exec(from) ?? /^\s*([^\s<>]+@[^\s<>]+)\s*$/.exec(from);
  return match ? match[1] : null;
}

/** Every reason this configuration must not be deployed, in words a newcomer can act on; empty when it may go. */
export function configProblems(text) {
  const problems = [];
  let config;
  try {
    config = parse(text);
  } catch (error) {
    return [`wrangler.toml does not parse: ${error.message}`];
  }
  const vars = config.vars ?? {};

  const db = (config.d1_databases ?? []).find((d) => d.binding === "DB");
  if (!db) problems.push('No D1 database bound as DB ([[d1_databases]] binding = "DB").');
  else if (!db.database_id || /^0{8}-0{4}-0{4}-0{4}-0{12}$/.test(db.database_id))
    problems.push("database_id is the placeholder: put the id printed by `wrangler d1 create cordillera-nearshore`.");

  let siteHost = null;
  try {
    const site = new URL(String(vars.SITE_URL ?? ""));
    siteHost = site.hostname;
    if (site.protocol !== "https:") problems.push(`SITE_URL must be https in production (it is ${site.origin}).`);
    if (PLACEHOLDER_HOSTS.test(site.hostname))
      problems.push(`SITE_URL points at ${site.hostname}, not the public site: set the real origin in [vars].`);
  } catch {
    problems.push('SITE_URL is missing or not an absolute URL ([vars] SITE_URL = "https://www.your-domain.com").');
  }

  const sender = senderAddress(String(vars.MAIL_FROM ?? ""));
  if (!sender) problems.push('MAIL_FROM is missing or has no address ([vars] MAIL_FROM = "Name <notifications@…>").');
  else {
    const domain = sender.split("@")[1].toLowerCase();
    if (PLACEHOLDER_HOSTS.test(domain)) problems.push(`MAIL_FROM sends from ${domain}, a placeholder domain.`);
    else if (siteHost && !(siteHost === domain || siteHost.endsWith(`.${domain}`) || domain.endsWith(`.${siteHost}`)))
      problems.push(
        `MAIL_FROM's domain (${domain}) is not the site's (${siteHost}): mail must come from the onboarded domain.`,
      );
  }

  // Conversations' reply addresses (reply+<token>@MAIL_DOMAIN): Email Routing must deliver them to this Worker.
  const mailDomain = String(vars.MAIL_DOMAIN ?? "").toLowerCase();
  if (!mailDomain)
    problems.push('MAIL_DOMAIN is missing ([vars] MAIL_DOMAIN = "your-domain.com", routed to the Worker).');
  else if (PLACEHOLDER_HOSTS.test(mailDomain))
    problems.push(`MAIL_DOMAIN is ${mailDomain}, a placeholder domain: replies to conversations would never arrive.`);

  if (!named(config.r2_buckets, "binding", "FILES")) problems.push("No R2 bucket bound as FILES.");
  if (!named(config.send_email, "name", "EMAIL")) problems.push("No send_email binding named EMAIL.");
  const limit = (config.ratelimits ?? []).find((r) => r.name === "PUBLIC_WRITES");
  if (!limit?.namespace_id) problems.push("No PUBLIC_WRITES rate limit with a namespace_id ([[ratelimits]]).");
  for (const [binding, queue] of [
    ["MAIL_QUEUE", "cordillera-nearshore-mail"],
    ["NEWSLETTER_QUEUE", "cordillera-nearshore-newsletter"],
    ["WEBHOOK_QUEUE", "cordillera-nearshore-webhooks"],
  ]) {
    const producer = (config.queues?.producers ?? []).find((p) => p.binding === binding);
    if (!producer) problems.push(`No queue producer bound as ${binding}.`);
    else if (!named(config.queues?.consumers, "queue", producer.queue))
      problems.push(`The queue ${producer.queue} has no consumer: its messages would never be sent.`);
    else if (producer.queue !== queue)
      problems.push(`${binding} uses ${producer.queue}; app code names ${queue} (workers/app.ts), rename one of them.`);
  }
  if (["true", "1", true].includes(vars.WEBHOOKS_ALLOW_LOCALHOST))
    problems.push("WEBHOOKS_ALLOW_LOCALHOST is on: webhooks could call localhost; it is for development only.");
  if (!(config.triggers?.crons ?? []).length)
    problems.push("No cron triggers: the outbox sweep and retention jobs would never run.");
  return problems;
}
