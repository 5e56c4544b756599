// The newsletter: sign-up from the footer and /api, no duplicates, signed unsubscribe links, and the admin list.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { confirmationPath, findSubscriber, unsubscribePath } from "~/models/subscribers.server";
import { NEWSLETTER_MESSAGES } from "~/schemas/subscriber";
import { catalogue, fill } from "~/i18n/catalogue";
import { parse } from "../dom";
import { cookieOf, get, page, postForm, sendJson, signedInStaff } from "../helpers";

const count = async (email: string) =>
  (await env.DB.prepare("SELECT count(*) AS n FROM newsletter_subscribers WHERE lower(email) = lower(?)")
    .bind(email)
    .first<{ n: number }>())!.n;
const subscriberId = async (email: string) =>
  (await env.DB.prepare("SELECT id FROM newsletter_subscribers WHERE lower(email) = lower(?)")
    .bind(email)
    .first<{ id: number }>())!.id;
/** The notice a sign-up page shows, without the form's per-request ids and nonces. */
const notice = (html: string) => html.match(/role="status" class="mt-4[^>]*>([\s\S]*?)<\/div>/)?.[1] ?? null;
const unique = (p = "reader") => `${p}-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;

const { admin, editor } = signedInStaff("admin", "editor");

describe("the footer form", () => {
  it("is on every public page and posts to /newsletter", async () => {
    for (const path of ["/", "/contact", "/no-such-page"]) {
      const forms = parse((await page(path)).html).getAllByRole("form");
      expect(
        forms.filter((f) => f.getAttribute("method") === "post" && f.getAttribute("action") === "/newsletter"),
        path,
      ).toHaveLength(1);
    }
  });

  it("subscribes and thanks the visitor, and shows no unsubscribe link (anyone can type any address)", async () => {
    const email = unique();
    const res = await postForm("/newsletter", { email, name: "Ana", returnTo: "/blog" });
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toContain(NEWSLETTER_MESSAGES.successText);
    expect(html).not.toMatch(/\/newsletter\/unsubscribe\?token=/);
    expect(await count(email)).toBe(1);
  });

  it("does not add the same address twice, whatever its case, and answers exactly as for a new one", async () => {
    const email = unique();
    const first = await postForm("/newsletter", { email });
    const firstHtml = await first.text();
    const res = await postForm("/newsletter", { email: `  ${email.toUpperCase()} ` });
    expect(res.status).toBe(first.status);
    const html = await res.text();
    expect(notice(html)).not.toBeNull();
    expect(notice(html)).toBe(notice(firstHtml));
    expect(html).not.toContain("already");
    expect(await count(email)).toBe(1);
  });

  it("refuses an invalid address with the spec's message", async () => {
    const res = await postForm("/newsletter", { email: "nope" });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(NEWSLETTER_MESSAGES.email);
  });

  it("shows a refused name's message under the name, in the page's language, tied to the field", async () => {
    for (const [path, message] of [
      ["/newsletter", "Must be at most 100 characters"],
      ["/es/newsletter", fill(catalogue("es").forms.tooLong, { max: 100 })],
    ] as const) {
      const res = await postForm(path, { email: unique("named"), name: "x".repeat(101) });
      expect(res.status, path).toBe(400);
      const { document } = parse(await res.text());
      const name = document.querySelector<HTMLInputElement>("#newsletter-page-name")!;
      expect(name.getAttribute("aria-invalid"), path).toBe("true");
      expect(document.getElementById(name.getAttribute("aria-describedby")!)?.textContent, path).toBe(message);
    }
  });

  it("stores nothing for a filled honeypot", async () => {
    const email = unique("bot");
    const res = await postForm("/newsletter", { email, website: "x" });
    expect(res.status).toBe(200);
    expect(await count(email)).toBe(0);
  });
});

describe("POST /api/subscribers", () => {
  it("answers 201 with the same body for a new address, a known one and an unsubscribed one, and never stored data", async () => {
    const email = unique();
    const res = await sendJson("/api/subscribers", "POST", { email, name: "Private Name", status: "active" });
    expect(res.status).toBe(201);
    const body = await res.text();
    expect(JSON.parse(body)).toEqual({ message: NEWSLETTER_MESSAGES.successText });

    const again = await sendJson("/api/subscribers", "POST", { email: email.toUpperCase(), name: "Someone Else" });
    expect(again.status).toBe(201);
    expect(await again.text()).toBe(body);
    expect(await count(email)).toBe(1);

    const id = await subscriberId(email);
    await env.DB.prepare("UPDATE newsletter_subscribers SET status = 'unsubscribed' WHERE id = ?").bind(id).run();
    const gone = await sendJson("/api/subscribers", "POST", { email });
    expect(gone.status).toBe(201);
    expect(await gone.text()).toBe(body);
    for (const text of [body]) {
      expect(text).not.toMatch(/Private Name|unsubscribe|status|subscribed_at|"id"/);
    }
  });

  it("does not re-activate an unsubscribed address (that will need the person's confirmation)", async () => {
    const email = unique();
    await sendJson("/api/subscribers", "POST", { email, name: "Kept" });
    const id = await subscriberId(email);
    await env.DB.prepare("UPDATE newsletter_subscribers SET status = 'unsubscribed' WHERE id = ?").bind(id).run();
    await sendJson("/api/subscribers", "POST", { email, name: "Changed" });
    const row = await env.DB.prepare("SELECT status, name FROM newsletter_subscribers WHERE id = ?")
      .bind(id)
      .first<{ status: string; name: string }>();
    expect(row).toEqual({ status: "unsubscribed", name: "Kept" });
  });

  it("answers bad input with 400", async () => {
    const res = await sendJson("/api/subscribers", "POST", { email: "x@" });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ errors: { email: [NEWSLETTER_MESSAGES.email] } });
  });
});

describe("the unsubscribe link", () => {
  // The links go out by e-mail, never in an answer to the sign-up, so the test makes them the way the app does:
  // a sign-up, confirmed through its confirmation link (double opt-in), then the unsubscribe link.
  async function signUp() {
    const email = unique();
    expect((await sendJson("/api/subscribers", "POST", { email })).status).toBe(201);
    const id = await subscriberId(email);
    const confirm = new URL(await confirmationPath((await findSubscriber(id))!), "http://localhost");
    const token = confirm.searchParams.get("token")!;
    expect((await postForm(`${confirm.pathname}${confirm.search}`, { token })).status).toBe(302);
    return { email, url: await unsubscribePath({ id, email }), id };
  }
  const status = async (id: number) =>
    (await env.DB.prepare("SELECT status FROM newsletter_subscribers WHERE id = ?")
      .bind(id)
      .first<{ status: string }>())!.status;

  it("asks first (GET changes nothing), then unsubscribes on confirmation, and says so when repeated", async () => {
    const { url, id } = await signUp();
    const ask = await page(url);
    expect(ask.res.status).toBe(200);
    expect(ask.html).toContain("Unsubscribe from our newsletter?");
    // It shows the subscriber's address: no shared cache may keep it.
    expect(ask.res.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await status(id)).toBe("active");

    const token = new URL(url, "http://localhost").searchParams.get("token")!;
    const done = await postForm("/newsletter/unsubscribe?token=" + encodeURIComponent(token), { token });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain("You have been unsubscribed");
    expect(await status(id)).toBe("unsubscribed");

    const again = await page(url);
    expect(again.html).toContain("already unsubscribed");
    const repeat = await postForm("/newsletter/unsubscribe?token=" + encodeURIComponent(token), { token });
    expect(repeat.status).toBe(200);
    expect(await status(id)).toBe("unsubscribed");
  });

  it("refuses tampered or foreign tokens", async () => {
    const a = await signUp();
    const b = await signUp();
    const tokenA = new URL(a.url, "http://localhost").searchParams.get("token")!;
    const [, sigA] = tokenA.split(".");
    for (const bad of [`${b.id}.${sigA}`, `${a.id}.${sigA!.slice(0, -2)}xx`, "garbage", "", `${a.id}`]) {
      const res = await page(`/newsletter/unsubscribe?token=${encodeURIComponent(bad)}`);
      expect(res.res.status).toBe(400);
      expect(res.html).toContain("This unsubscribe link is not valid");
      expect((await postForm("/newsletter/unsubscribe", { token: bad })).status).toBe(400);
    }
    expect(await status(b.id)).toBe("active");
  });

  it("does not re-activate an unsubscribed address on a new sign-up, and answers as for anyone", async () => {
    const { email, url, id } = await signUp();
    const token = new URL(url, "http://localhost").searchParams.get("token")!;
    await postForm("/newsletter/unsubscribe", { token });
    const res = await postForm("/newsletter", { email });
    expect(await res.text()).toContain(NEWSLETTER_MESSAGES.successText);
    expect(await status(id)).toBe("unsubscribed");
  });

  it("is a page only the subscriber should see: never stored by a cache", async () => {
    const { url } = await signUp();
    const { res, html } = await page(url);
    expect(html).toContain("Unsubscribe from our newsletter?");
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
  });
});

describe("Newsletter Subscribers", () => {
  it("lists and searches on the server, and toggles the status with the spec's toast", async () => {
    const email = unique("listed");
    await sendJson("/api/subscribers", "POST", { email, name: "Listed Person" });
    const subscriber = { id: await subscriberId(email) };
    const { html } = await page(`/admin/subscribers?q=${encodeURIComponent(email)}`, {
      headers: { Cookie: admin.cookie },
    });
    expect(html).toContain(email);
    expect(html).toContain("Unsubscribe");
    const res = await postForm(
      "/admin/subscribers",
      { intent: "status", id: String(subscriber.id), status: "unsubscribed" },
      admin.cookie,
    );
    const after = await page("/admin/subscribers", {
      headers: { Cookie: `${admin.cookie}; ${cookieOf(res, "cn_toast")}` },
    });
    expect(after.html).toContain("Subscriber status has been updated to unsubscribed.");
  });

  it("keeps the screen, the export and the admin API for admins", async () => {
    const email = unique("guarded");
    await sendJson("/api/subscribers", "POST", { email });
    const subscriber = { id: await subscriberId(email) };
    for (const path of ["/admin/subscribers", "/admin/subscribers/export"]) {
      expect((await get(path)).headers.get("Location")).toContain("/admin/login");
      expect((await get(path, { headers: { Cookie: editor.cookie } })).headers.get("Location")).toBe("/admin/blog");
    }
    for (const [method, path, body] of [
      ["GET", "/api/subscribers", undefined],
      ["PATCH", `/api/subscribers/${subscriber.id}/status`, { status: "unsubscribed" }],
      ["DELETE", `/api/subscribers/${subscriber.id}`, undefined],
    ] as const) {
      expect((await sendJson(path, method, body)).status).toBe(401);
      expect((await sendJson(path, method, body, editor.cookie)).status).toBe(403);
    }
    const patched = await sendJson(
      `/api/subscribers/${subscriber.id}/status`,
      "PATCH",
      { status: "unsubscribed" },
      admin.cookie,
    );
    expect(await patched.json()).toMatchObject({ subscriber: { status: "unsubscribed" } });
    const list = await (
      await get(`/api/subscribers?q=${encodeURIComponent(email)}`, { headers: { Cookie: admin.cookie } })
    ).json<{
      subscribers: { email: string; subscribed_at: string }[];
    }>();
    expect(list.subscribers[0]!.email).toBe(email);
    expect(list.subscribers[0]!.subscribed_at).toMatch(/^\d{4}-/);
    const csv = await (await get("/admin/subscribers/export", { headers: { Cookie: admin.cookie } })).text();
    expect(csv).toContain(email);
    expect(csv).toContain("/newsletter/unsubscribe?token=");
    expect((await sendJson(`/api/subscribers/${subscriber.id}`, "DELETE", undefined, admin.cookie)).status).toBe(200);
    expect(await count(email)).toBe(0);
  });
});

describe("the footer form's markup", () => {
  it("ties every field to the form by an id no other element uses", async () => {
    const { document } = parse((await page("/")).html);
    const form = document.querySelector('form[action="/newsletter"]')!;
    expect(form.id).toBeTruthy();
    expect(document.querySelectorAll(`[id="${form.id}"]`)).toHaveLength(1);
  });
});

describe("when the subscribers cannot be read", () => {
  it("shows Error Loading Subscribers with Try Again, and no SQL", async () => {
    await env.DB.prepare("ALTER TABLE newsletter_subscribers RENAME TO newsletter_subscribers_away").run();
    try {
      const { res, html } = await page("/admin/subscribers", { headers: { Cookie: admin.cookie } });
      expect(res.status).toBe(500);
      expect(html).toContain("Error Loading Subscribers");
      expect(html).toContain("Try Again");
      expect(html).not.toMatch(/select|newsletter_subscribers|D1_ERROR/i);
    } finally {
      await env.DB.prepare("ALTER TABLE newsletter_subscribers_away RENAME TO newsletter_subscribers").run();
    }
  });
});
