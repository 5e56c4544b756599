// Standard Webhooks signing against the reference library's own test vector (standard-webhooks/standard-webhooks,
// libraries/javascript/src/webhook.test.ts, "sign function works"), and verification the way its verifier does it:
// any one of several space-separated signatures, within five minutes of the timestamp.
import { describe, expect, it } from "vitest";
import {
  newMessageId,
  newWebhookSecret,
  signWebhook,
  verifyWebhook,
  webhookHeaders,
} from "~/platform/webhook-signing.server";

const VECTOR = {
  secret: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
  id: "msg_p5jXN8AQM9LWM0D4loKWxJek",
  timestamp: 1614265330,
  payload: '{"test": 2432232314}',
  signature: "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=",
};

describe("Standard Webhooks signatures", () => {
  it("gives the reference library's signature for its test vector, with or without the whsec_ prefix", async () => {
    const { secret, id, timestamp, payload, signature } = VECTOR;
    expect(await signWebhook(secret, id, timestamp, payload)).toBe(signature);
    expect(await signWebhook(secret.slice("whsec_".length), id, timestamp, payload)).toBe(signature);
  });

  it("verifies the vector at its time, and refuses a changed body, id, or a timestamp over 5 minutes off", async () => {
    const { secret, id, timestamp, payload, signature } = VECTOR;
    const at = new Date(timestamp * 1000);
    const headers = { id, timestamp: String(timestamp), signature };
    expect(await verifyWebhook(secret, headers, payload, at)).toBe(true);
    expect(await verifyWebhook(secret, headers, payload.replace("2", "3"), at)).toBe(false);
    expect(await verifyWebhook(secret, { ...headers, id: "msg_other" }, payload, at)).toBe(false);
    expect(await verifyWebhook(secret, headers, payload, new Date(at.getTime() + 301_000))).toBe(false);
    expect(await verifyWebhook(secret, headers, payload, new Date(at.getTime() - 301_000))).toBe(false);
    expect(await verifyWebhook(secret, { ...headers, signature: "v1,dawfeoifkpqwoekfpqoekf" }, payload, at)).toBe(
      false,
    );
  });

  it("signs with every secret given, and a receiver holding any one of them verifies", async () => {
    const [current, previous, stranger] = [newWebhookSecret(), newWebhookSecret(), newWebhookSecret()];
    const at = new Date();
    const id = newMessageId();
    const body = JSON.stringify({ type: "enquiry.created" });
    const h = await webhookHeaders([current, previous], id, at, body);
    expect(h["webhook-id"]).toBe(id);
    expect(h["webhook-timestamp"]).toBe(String(Math.floor(at.getTime() / 1000)));
    expect(h["webhook-signature"].split(" ")).toHaveLength(2);
    const headers = { id, timestamp: h["webhook-timestamp"], signature: h["webhook-signature"] };
    expect(await verifyWebhook(current, headers, body, at)).toBe(true);
    expect(await verifyWebhook(previous, headers, body, at)).toBe(true);
    expect(await verifyWebhook(stranger, headers, body, at)).toBe(false);
  });

  it("makes secrets in the whsec_ form and message ids receivers can de-duplicate on", () => {
    expect(newWebhookSecret()).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(newMessageId()).toMatch(/^msg_[0-9a-z]{24}$/);
    expect(newMessageId()).not.toBe(newMessageId());
  });
});
