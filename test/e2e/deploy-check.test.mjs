// No browser here: `npm run deploy:check`'s rules (scripts/deploy-config.mjs) on today's wrangler.toml, which keeps
// the local placeholders and must be refused, and on the same file filled in as the README's checklist says, which
// must pass. Run with the browser tests because it reads the repository's files under Node.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { describe, test } from "node:test";
import { configProblems } from "../../scripts/deploy-config.mjs";

const today = readFileSync(new URL("../../wrangler.toml", import.meta.url), "utf8");
const filled = today
  .replace(
    'database_id = "00000000-0000-0000-0000-000000000000"',
    'database_id = "5f0c3b1e-8d2a-4c6b-9e1f-2a7d4c8b6e3f"',
  )
  .replace('SITE_URL = "http://localhost:8787"', 'SITE_URL = "https://www.cordillera-nearshore.com"')
  .replace(
    'MAIL_FROM = "Cordillera Nearshore <notifications@cordillera.example>"',
    'MAIL_FROM = "Cordillera Nearshore <notifications@cordillera-nearshore.com>"',
  )
  .replace('MAIL_DOMAIN = "cordillera.example"', 'MAIL_DOMAIN = "cordillera-nearshore.com"');

describe("deploy:check", () => {
  test("refuses today's wrangler.toml, naming each placeholder", () => {
    const problems = configProblems(today).join("\n");
    assert.match(problems, /database_id is the placeholder/);
    assert.match(problems, /SITE_URL must be https/);
    assert.match(problems, /SITE_URL points at localhost/);
    assert.match(problems, /MAIL_FROM sends from cordillera\.example, a placeholder domain/);
    assert.match(problems, /MAIL_DOMAIN is cordillera\.example, a placeholder domain/);
  });

  test("passes the same file filled in for production", () => {
    assert.deepEqual(configProblems(filled), []);
  });

  test("refuses a sender on another domain, a queue without its consumer, and no crons", () => {
    const otherSender = filled.replace("notifications@cordillera-nearshore.com", "noreply@mailer.example.net");
    assert.match(configProblems(otherSender).join("\n"), /not the site's/);
    const noConsumer = filled.replace(
      '[[queues.consumers]]\nqueue = "cordillera-nearshore-newsletter"',
      '[[queues.consumers]]\nqueue = "something-else"',
    );
    assert.match(configProblems(noConsumer).join("\n"), /cordillera-nearshore-newsletter has no consumer/);
    assert.match(configProblems(filled.replace(/\[triggers\][\s\S]*$/, "")).join("\n"), /No cron triggers/);
    assert.match(configProblems("name = [").join("\n"), /does not parse/);
  });

  test("refuses webhooks to localhost in production", () => {
    const local = filled.replace("[vars]\n", '[vars]\nWEBHOOKS_ALLOW_LOCALHOST = "true"\n');
    assert.match(configProblems(local).join("\n"), /WEBHOOKS_ALLOW_LOCALHOST is on/);
  });
});
