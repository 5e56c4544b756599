// Bindings only the test runner adds.
declare namespace Cloudflare {
  interface Env {
    TEST_MIGRATIONS: import("cloudflare:test").D1Migration[];
    SESSION_SECRET: string;
    PRIMARY_ADMIN_EMAIL: string;
    /** A real send_email binding that refuses every recipient but postmaster@ (vitest.config.ts). */
    EMAIL_REFUSING: SendEmail;
  }
}

declare module "@worker" {
  const worker: ExportedHandler<Env>;
  export default worker;
}
