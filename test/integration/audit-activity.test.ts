// The audit log of access and its reading: every sign-in, sign-out and export gets one entry; the Activity screen
// (admins only) filters and pages it; the daily cron prunes old entries. Staff writes: audit-writes.test.ts.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { CRONS } from "~/platform/crons";
import {
  createStaff,
  cronTick,
  get,
  page,
  PASSWORD,
  postForm,
  sendJson,
  signedInStaff,
  signIn,
  uniqueEmail,
} from "../helpers";
import { auditWritten } from "../fixtures/audit";
import { newContact } from "../fixtures/enquiries";

const { admin, editor } = signedInStaff("admin", "editor");

describe("sign-in, sign-out and exports", () => {
  it("records a sign-in on the page and through /api, as the person who signed in", async () => {
    const email = uniqueEmail("signer");
    const id = await createStaff(email, "editor");
    const entries = await auditWritten(async () => {
      await signIn(email);
      await sendJson("/api/auth/login", "POST", { username: email, password: PASSWORD });
    });
    expect(entries.map((e) => [e.action, e.actor_id, e.actor_email, e.summary])).toEqual([
      ["sign_in", id, email, "Signed in"],
      ["sign_in", id, email, "Signed in via the API"],
    ]);
  });

  it("records a failed sign-in with the e-mail tried and no actor, never the password", async () => {
    const email = uniqueEmail("victim");
    await createStaff(email, "admin");
    const entries = await auditWritten(async () => {
      await get("/admin/login", {
        method: "POST",
        body: new URLSearchParams({ email: email.toUpperCase(), password: "Wrong-Guess-1" }),
        headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": "198.51.100.9" },
      });
      await sendJson("/api/auth/login", "POST", { username: "nobody@cordillera.example", password: "Wrong-Guess-2" });
      // A form with no password is not an attempt.
      await postForm("/admin/login", { email, password: "" });
    });
    expect(entries.map((e) => [e.action, e.actor_id, e.actor_email, e.summary])).toEqual([
      ["sign_in_failed", null, null, `${email} (wrong e-mail or password)`],
      ["sign_in_failed", null, null, "nobody@cordillera.example (wrong e-mail or password) via the API"],
    ]);
    expect(entries[0]!.client_address).toBe("198.51.100.9");
    expect(JSON.stringify(entries)).not.toContain("Wrong-Guess");
  });

  it("records throttled sign-ins as failed, saying so, once per stretch", async () => {
    const email = uniqueEmail("throttled");
    await createStaff(email, "editor");
    const attempt = () =>
      get("/admin/login", {
        method: "POST",
        body: new URLSearchParams({ email, password: "Wrong-Guess-1" }),
        headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": "198.51.100.77" },
      });
    for (let i = 0; i < 5; i++) await attempt();
    // Refused on every try from now on, but recorded once: a flood of requests is not a flood of rows.
    const entries = await auditWritten(async () => {
      for (let i = 0; i < 4; i++) expect((await attempt()).status).toBe(429);
    });
    expect(entries.map((e) => e.summary)).toEqual([`${email} (too many attempts)`]);
  });

  it("records a sign-out from the Logout button and from /api", async () => {
    const email = uniqueEmail("leaver");
    const id = await createStaff(email, "editor");
    const entries = await auditWritten(async () => {
      await postForm("/admin/logout", {}, await signIn(email));
      await sendJson("/api/auth/logout", "POST", {}, await signIn(email));
    });
    const signOuts = entries.filter((e) => e.action === "session");
    expect(signOuts.map((e) => [e.actor_id, e.summary])).toEqual([
      [id, "Signed out"],
      [id, "Signed out"],
    ]);
  });

  it("records every CSV export with the list and the number of rows, and no personal data", async () => {
    await newContact();
    for (const [path, entity, file] of [
      ["/admin/contacts/export", "contact", "contact-messages.csv"],
      ["/admin/applications/export", "application", "job-applications.csv"],
      ["/admin/subscribers/export", "subscriber", "newsletter-subscribers.csv"],
    ] as const) {
      const entries = await auditWritten(async () => {
        const res = await get(`${path}?q=`, { headers: { Cookie: admin.cookie } });
        expect(res.status).toBe(200);
        await res.text();
      });
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({ action: "export", entity, actor_id: admin.id });
      expect(entries[0]!.summary).toMatch(new RegExp(`^${file.replace(".", "\\.")}, \\d+ rows$`));
    }
  });

  // Issue 35: each click wrote a row, so a script could flood the log; the same export is one entry per stretch.
  it("records the same export again within minutes only once, and a changed one again", async () => {
    const exportContacts = () =>
      auditWritten(async () => {
        const res = await get("/admin/contacts/export?q=", { headers: { Cookie: admin.cookie } });
        expect(res.status).toBe(200);
        await res.text();
      });
    await exportContacts();
    expect(await exportContacts()).toHaveLength(0);
    await newContact();
    expect(await exportContacts()).toHaveLength(1);
  });
});

describe("the Activity screen", () => {
  /** Entries for an actor of their own, at the given times, inserted directly. */
  async function seed(actorId: number, rows: { at: number; action: string; summary?: string }[]) {
    await env.DB.batch(
      rows.map((r) =>
        env.DB.prepare(
          "INSERT INTO audit_log (at, actor_id, actor_email, action, entity, summary) VALUES (?, ?, ?, ?, 'post', ?)",
        ).bind(r.at, actorId, `actor-${actorId}@cordillera.example`, r.action, r.summary ?? ""),
      ),
    );
  }

  it("is for admins only", async () => {
    const res = await get("/admin/activity", { headers: { Cookie: editor.cookie } });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/admin/blog");
    expect((await get("/admin/activity")).headers.get("Location")).toMatch(/^\/admin\/login\?redirectTo=/);
  });

  it("lists entries newest first with their time, person, kind, record and address", async () => {
    const { res, html } = await page("/admin/activity", { headers: { Cookie: admin.cookie } });
    expect(res.status).toBe(200);
    expect(html).toContain("<h1");
    expect(html).toMatch(/<time dateTime="\d{4}-\d{2}-\d{2}T[^"]+Z"/);
    const ids = [...html.matchAll(/data-audit="(\d+)"/g)].map((m) => Number(m[1]));
    expect(ids.length).toBeGreaterThan(1);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
  });

  it("filters by person, kind and date range, and pages in 50s", async () => {
    const actor = await createStaff(uniqueEmail("busy"), "editor");
    const day = Date.UTC(2026, 0, 15, 12);
    await seed(actor, [
      ...Array.from({ length: 55 }, (_, i) => ({ at: day + i * 1000, action: "update", summary: `edit ${i}` })),
      { at: day - 2 * 86_400_000, action: "delete", summary: "two days before" },
      { at: day + 86_400_000, action: "publish", summary: "the day after" },
    ]);
    const rows = async (query: string) => {
      const html = (await page(`/admin/activity?${query}`, { headers: { Cookie: admin.cookie } })).html;
      return { html, count: [...html.matchAll(/data-audit="/g)].length };
    };
    const first = await rows(`actor=${actor}`);
    expect(first.count).toBe(50);
    expect(first.html).toContain("Showing 1–50 of 57 entries");
    // The next page keeps the filter.
    expect(first.html).toContain(`actor=${actor}&amp;page=2`);
    const second = await rows(`actor=${actor}&page=2`);
    expect(second.count).toBe(7);
    expect(second.html).toContain("two days before");

    expect((await rows(`actor=${actor}&kind=delete`)).html).toContain("Showing 1–1 of 1 entries");
    const oneDay = await rows(`actor=${actor}&from=2026-01-15&to=2026-01-15`);
    expect(oneDay.html).toContain("Showing 1–50 of 55 entries");
    expect(oneDay.html).toContain("edit 54");
    expect(oneDay.html).not.toContain("the day after");
    expect((await rows(`actor=${actor}&from=2026-01-16`)).html).toContain("Showing 1–1 of 1 entries");
    // Nonsense filters are ignored rather than failing.
    expect((await rows(`actor=${actor}&kind=bogus&from=2026-02-31&page=-1`)).count).toBe(50);
  });

  it("is linked from the admin dashboard for admins only", async () => {
    expect((await page("/admin", { headers: { Cookie: admin.cookie } })).html).toContain('href="/admin/activity"');
    const editorHome = await page("/admin/blog", { headers: { Cookie: editor.cookie } });
    expect(editorHome.html).not.toContain('href="/admin/activity"');
  });

  it("shows hostile summaries as text", async () => {
    const actor = await createStaff(uniqueEmail("hostile"), "editor");
    await seed(actor, [{ at: Date.now(), action: "update", summary: '<img src=x onerror="alert(1)"> مرحبا' }]);
    const { html } = await page(`/admin/activity?actor=${actor}`, { headers: { Cookie: admin.cookie } });
    expect(html).toContain("&lt;img src=x");
    expect(html).not.toContain("<img src=x");
  });
});

describe("retention", () => {
  it("the daily cron prunes entries older than AUDIT_RETENTION_DAYS (365 by default); other crons leave them", async () => {
    const now = Date.UTC(2027, 5, 1, 3, 17);
    const day = 86_400_000;
    const actor = await createStaff(uniqueEmail("old"), "editor");
    await env.DB.batch(
      [now - 366 * day, now - 365 * day - 1000, now - 364 * day, now - day].map((at) =>
        env.DB.prepare("INSERT INTO audit_log (at, actor_id, action, entity) VALUES (?, ?, 'update', 'post')").bind(
          at,
          actor,
        ),
      ),
    );
    const left = async () =>
      (
        await env.DB.prepare("SELECT at FROM audit_log WHERE actor_id = ? ORDER BY at")
          .bind(actor)
          .all<{ at: number }>()
      ).results.map((r) => r.at);
    const tick = (cron: string) => cronTick(cron, now);
    await tick(CRONS.frequent);
    expect(await left()).toHaveLength(4);
    await tick(CRONS.daily);
    expect(await left()).toEqual([now - 364 * day, now - day]);
  });
});
