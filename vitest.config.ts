// Unit and integration tests run inside workerd against the built Worker, with real (fresh, local) D1 and R2.
import { fileURLToPath } from "node:url";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";

// Must match PRIMARY_ADMIN_EMAIL in test/helpers.ts.
const TEST_PRIMARY_ADMIN_EMAIL = "primary@cordillera.example";

export default defineConfig({
  plugins: [
    cloudflareTest(async () => ({
      main: "./build/server/index.js",
      wrangler: { configPath: "./wrangler.toml" },
      miniflare: {
        bindings: {
          TEST_MIGRATIONS: await readD1Migrations(fileURLToPath(new URL("./migrations", import.meta.url))),
          SESSION_SECRET: "test-session-secret-0123456789abcdefghijklmnop",
          PRIMARY_ADMIN_EMAIL: TEST_PRIMARY_ADMIN_EMAIL,
          // Must match WEBHOOK_SECRET in test/integration/newsletter-campaigns.test.ts.
          NEWSLETTER_WEBHOOK_SECRET: "test-newsletter-webhook-secret-0123456789",
          NEWSLETTER_UNSUBSCRIBE_MAILTO: "unsubscribe@cordillera.example",
        },
        // EMAIL as in wrangler.toml, plus a second real send_email binding that refuses every recipient but one,
        // the way a mail service refuses an address: the e-mail tests hand it to the consumer to see a send fail.
        email: {
          send_email: [
            { name: "EMAIL" },
            { name: "EMAIL_REFUSING", allowed_destination_addresses: ["postmaster@cordillera.example"] },
          ],
        },
      },
    })),
  ],
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./app", import.meta.url)),
      // The built Worker's default export, for tests that call its queue() and scheduled() handlers directly.
      "@worker": fileURLToPath(new URL("./build/server/index.js", import.meta.url)),
    },
  },
  test: {
    include: ["test/unit/**/*.test.ts", "test/integration/**/*.test.ts"],
    setupFiles: ["./test/setup.ts"],
    testTimeout: 20_000,
  },
});
