// The Integrations screen (/admin/integrations) and an endpoint's Deliveries, without JavaScript: admins only; adding
// an endpoint shows its secret once; a refused URL answers in the form on its field; rotate, test event, Redeliver.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { attemptDelivery } from "~/models/webhook-deliveries.server";
import { OUTBOUND_URL_MESSAGES } from "~/platform/outbound-url";
import { parse } from "../dom";
import { get, page, postForm, staff } from "../helpers";

const receiver = inject("webhookReceiver");

let admin: { cookie: string };
beforeAll(async () => {
  admin = await staff("admin");
}, 60_000);

/** A form post with repeated fields (the events' checkboxes). */
function post(path: string, fields: [string, string][], cookie = admin.cookie) {
  return get(path, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie },
  });
}

/** Waits until the delivery is no longer pending (the queue's consumer may be making the attempt). */
async function settledStatus(id: number): Promise<string> {
  const until = Date.now() + 10_000;
  for (;;) {
    const row = await env.DB.prepare("SELECT status FROM webhook_deliveries WHERE id = ?")
      .bind(id)
      .first<{ status: string }>();
    if (row!.status !== "pending" || Date.now() > until) return row!.status;
    await new Promise((r) => setTimeout(r, 100));
  }
}

const asAdmin = (path: string) => page(path, { headers: { Cookie: admin.cookie } });

describe("Integrations", () => {
  it("is for administrators only", async () => {
    const editor = await staff("editor");
    // An editor is sent to their home screen, someone signed out to the sign-in page.
    const res = await get("/admin/integrations", { headers: { Cookie: editor.cookie } });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).not.toContain("/admin/integrations");
    const out = await get("/admin/integrations");
    expect(out.status).toBe(302);
    expect(out.headers.get("Location")).toContain("/admin/login");
  });

  it("adds an endpoint and shows its secret once, then lists it without the secret", async () => {
    const url = `${receiver}/hook/screen-${Date.now().toString(36)}`;
    const res = await post("/admin/integrations", [
      ["intent", "create"],
      ["url", url],
      ["kind", "webhook"],
      ["description", "Sales CRM"],
      ["events", "enquiry.created"],
      ["events", "application.created"],
      ["enabled", "on"],
    ]);
    expect(res.status).toBe(200);
    const screen = parse(await res.text());
    const secret = screen.document.querySelector("[data-secret]")!.getAttribute("data-secret")!;
    expect(secret).toMatch(/^whsec_/);
    const row = await env.DB.prepare("SELECT id, events, enabled FROM webhook_endpoints WHERE url = ?")
      .bind(url)
      .first<{ id: number; events: string; enabled: number }>();
    expect(JSON.parse(row!.events)).toEqual(["enquiry.created", "application.created"]);
    expect(row!.enabled).toBe(1);

    const { html } = await asAdmin("/admin/integrations");
    expect(html).toContain("Sales CRM");
    expect(html).not.toContain(secret);
    const audit = await env.DB.prepare(
      "SELECT action FROM audit_log WHERE entity = 'webhook' ORDER BY id DESC LIMIT 1",
    ).first<{ action: string }>();
    expect(audit!.action).toBe("create");
  });

  it("answers a blocked URL and an empty choice of events on their fields, storing nothing", async () => {
    const res = await post("/admin/integrations", [
      ["intent", "create"],
      ["url", "https://169.254.169.254/latest/meta-data/"],
      ["kind", "webhook"],
      ["events", "enquiry.created"],
    ]);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(OUTBOUND_URL_MESSAGES.blocked);
    const none = await post("/admin/integrations", [
      ["intent", "create"],
      ["url", "https://hooks.example.com/x"],
      ["kind", "webhook"],
    ]);
    expect(none.status).toBe(400);
    const stored = await env.DB.prepare(
      "SELECT count(*) AS n FROM webhook_endpoints WHERE url LIKE 'https://169.254%' OR url = 'https://hooks.example.com/x'",
    ).first<{ n: number }>();
    expect(stored!.n).toBe(0);
  });

  it("rotates the secret (shown once), sends a test event, and redelivers from the Deliveries view", async () => {
    const url = `${receiver}/hook/screen-rotate-${Date.now().toString(36)}?answers=404,200`;
    const created = await post("/admin/integrations", [
      ["intent", "create"],
      ["url", url],
      ["kind", "webhook"],
      ["events", "job.published"],
      ["enabled", "on"],
    ]);
    const first = parse(await created.text())
      .document.querySelector("[data-secret]")!
      .getAttribute("data-secret");
    const { id } = (await env.DB.prepare("SELECT id FROM webhook_endpoints WHERE url = ?")
      .bind(new URL(url).href)
      .first<{ id: number }>())!;

    const rotated = await post("/admin/integrations", [
      ["intent", "rotate"],
      ["id", String(id)],
    ]);
    const second = parse(await rotated.text())
      .document.querySelector("[data-secret]")!
      .getAttribute("data-secret");
    expect(second).toMatch(/^whsec_/);
    expect(second).not.toBe(first);
    expect((await asAdmin("/admin/integrations")).html).toContain("Previous secret also signs until");

    const test = await post("/admin/integrations", [
      ["intent", "test"],
      ["id", String(id)],
    ]);
    expect(test.status).toBe(302);
    const delivery = await env.DB.prepare(
      "SELECT id FROM webhook_deliveries WHERE endpoint_id = ? AND event = 'webhook.test'",
    )
      .bind(id)
      .first<{ id: number }>();
    // The test's own attempt (the queue's may have made it already): the receiver answers 404 first, then 200.
    await attemptDelivery(delivery!.id);
    expect(await settledStatus(delivery!.id)).toBe("failed");
    const failed = await asAdmin(`/admin/integrations/${id}`);
    expect(failed.res.status).toBe(200);
    const view = parse(failed.html);
    const row = view.document.querySelector(`[data-delivery="${delivery!.id}"]`)!;
    expect(row.getAttribute("data-status")).toBe("failed");
    expect(row.textContent).toContain("404");
    // Sent from the Deliveries page, a test event comes back to that page, where its answer will show.
    const form = view.document.querySelector('form:has(button[value="test"])')!;
    expect(form.getAttribute("action") ?? `/admin/integrations/${id}`).toMatch(
      new RegExp(`^/admin/integrations/${id}`),
    );
    const fromDeliveries = await post(`/admin/integrations/${id}`, [
      ["intent", "test"],
      ["id", String(id)],
    ]);
    expect(fromDeliveries.status).toBe(302);
    expect(fromDeliveries.headers.get("Location")).toMatch(new RegExp(`^/admin/integrations/${id}(\\?|$)`));

    const again = await post(`/admin/integrations/${id}`, [
      ["intent", "redeliver"],
      ["id", String(delivery!.id)],
    ]);
    expect(again.status).toBe(302);
    await attemptDelivery(delivery!.id);
    expect(await settledStatus(delivery!.id)).toBe("delivered");
    const delivered = parse((await asAdmin(`/admin/integrations/${id}`)).html);
    expect(delivered.document.querySelector(`[data-delivery="${delivery!.id}"]`)!.getAttribute("data-status")).toBe(
      "delivered",
    );
    expect((await get(`/admin/integrations/999999`, { headers: { Cookie: admin.cookie } })).status).toBe(404);
    // A redelivery posted to an address that names no endpoint is a 404, before the form is read.
    const nowhere = await postForm("/admin/integrations/abc", { intent: "redeliver", id: "1" }, admin.cookie);
    expect(nowhere.status).toBe(404);
  });
});
