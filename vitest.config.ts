// Unit and integration tests run inside workerd with real (fresh, local) D1, R2, Queues and e-mail bindings.
// This config runs them against the source (workers/app.ts through Vite, with React Router's plugin), so
// `npm run test:watch` reruns a test seconds after an edit with no build. vitest.build.config.ts runs a smoke suite
// against the built Worker (build/server/index.js), the file that is deployed; `npm test` runs both.
import { fileURLToPath } from "node:url";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type ViteUserConfig } from "vitest/config";
import { siteBehaviour } from "./vite.config";

// Must match PRIMARY_ADMIN_EMAIL in test/helpers.ts.
const TEST_PRIMARY_ADMIN_EMAIL = "primary@cordillera.example";

/** The tests' Worker: `main` is the source entry or the built one; `@worker` names the same module for tests. */
export function workerdTests({
  main,
  include,
  exclude = [],
  results,
}: {
  main: string;
  include: string[];
  exclude?: string[];
  /** Under CI, where the counts go as JSON (read by .ci/run). */
  results: string;
}): ViteUserConfig {
  const fromSource = !main.startsWith("./build/");
  return defineConfig({
    plugins: [
      cloudflareTest(async () => ({
        main,
        wrangler: { configPath: "./wrangler.toml" },
        miniflare: {
          bindings: {
            TEST_MIGRATIONS: await readD1Migrations(fileURLToPath(new URL("./migrations", import.meta.url))),
            SESSION_SECRET: "test-session-secret-0123456789abcdefghijklmnop",
            PRIMARY_ADMIN_EMAIL: TEST_PRIMARY_ADMIN_EMAIL,
            // Must match WEBHOOK_SECRET in test/integration/newsletter-provider.test.ts.
            NEWSLETTER_WEBHOOK_SECRET: "test-newsletter-webhook-secret-0123456789",
            NEWSLETTER_UNSUBSCRIBE_MAILTO: "unsubscribe@cordillera.example",
            // The webhook tests' receiver listens on a loopback port (test/webhook-receiver.mjs).
            WEBHOOKS_ALLOW_LOCALHOST: "true",
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
      // From source, React Router's plugin provides the server build and the behaviour script's module.
      ...(fromSource ? [reactRouter(), siteBehaviour()] : []),
    ],
    resolve: {
      alias: {
        "~": fileURLToPath(new URL("./app", import.meta.url)),
        // The Worker's default export, for tests that call its queue() and scheduled() handlers directly.
        "@worker": fileURLToPath(new URL(main, import.meta.url)),
      },
    },
    test: {
      include,
      exclude,
      setupFiles: ["./test/setup.ts"],
      // A webhook receiver on a loopback port, in Node (inject("webhookReceiver") gives its URL).
      globalSetup: ["./test/webhook-receiver.mjs"],
      // The stylesheet's ?url import gives its path, as in the build, not the empty string vitest puts for CSS.
      css: true,
      testTimeout: 20_000,
      // A file's first request compiles the app from source on demand (a few seconds on a quiet machine, many more
      // on a busy one), and most files sign staff in before it in beforeAll: the default 10 s is not enough there.
      hookTimeout: 60_000,
      ...(process.env.CI ? { reporters: ["default", "json"], outputFile: { json: results } } : {}),
    },
  });
}

export default workerdTests({
  main: "./workers/app.ts",
  include: ["test/unit/**/*.test.ts", "test/integration/**/*.test.ts"],
  // Read the route table out of build/server, so they run in the smoke suite only;
  // static-pages.test.ts reads the prerendered pages out of build/client.
  exclude: ["test/integration/authorization.test.ts", "test/integration/static-pages.test.ts"],
  results: "test-results/vitest.json",
});
