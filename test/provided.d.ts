// What vitest's globalSetup gives the tests (inject): the loopback webhook receiver (test/webhook-receiver.mjs).
export {};

declare module "vitest" {
  interface ProvidedContext {
    webhookReceiver: string;
  }
}
