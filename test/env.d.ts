// Bindings only the test runner adds.
declare namespace Cloudflare {
  interface Env {
    TEST_MIGRATIONS: import("cloudflare:test").D1Migration[];
    SESSION_SECRET: string;
    PRIMARY_ADMIN_EMAIL: string;
  }
}
