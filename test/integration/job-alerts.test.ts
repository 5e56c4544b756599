// Job alerts (issue 30): sign-up on /jobs/alerts and POST /api/job-alerts (same answer for every address, 400s naming
// the field), double opt-in, the signed manage page, unsubscribe (page and RFC 8058 one-click), instant alerts through
// the queue in idempotent batches (a retried batch mails nobody twice, a job is alerted once), weekly digests once per
// ISO week with a fixed clock, and the admin screen.
import { env } from "cloudflare:workers";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { CRONS } from "~/platform/crons";
import { jobAlertLinks, findJobAlert } from "~/models/job-alerts.server";
import {
  JOB_ALERT_BATCH,
  deliverJobAlertPage,
  startJobAlerts,
  type JobAlertQueueJob,
} from "~/models/job-alert-sends.server";
import { isoWeek } from "~/models/job-alert-digests.server";
import { findJob } from "~/models/jobs.server";
import { JOB_ALERT_ACCEPTED } from "~/schemas/job-alert";
import { catalogue } from "~/i18n/catalogue";
import { cronTick, get, page, postForm, queueThroughWorker, sendJson, staff } from "../helpers";

const QUEUE = "cordillera-nearshore-newsletter";
const unique = (p = "seeker") => `${p}-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
const EN = catalogue("en").jobAlerts;

type OutboxRow = {
  id: number;
  kind: string;
  related_id: number;
  recipient: string;
  subject: string;
  text_body: string;
  headers: string;
};
const outboxTo = async (recipient: string, kind?: string) =>
  (
    await env.DB.prepare(`SELECT * FROM outbox WHERE recipient = ? ${kind ? "AND kind = ?" : ""} ORDER BY id`)
      .bind(...(kind ? [recipient, kind] : [recipient]))
      .all<OutboxRow>()
  ).results;
const alertRow = async (email: string) =>
  env.DB.prepare("SELECT * FROM job_alerts WHERE lower(email) = lower(?)").bind(email).first<{
    id: number;
    status: string;
    categories: string;
    locations: string;
    frequency: string;
    language: string;
  }>();

/** Queue messages captured instead of delivered: each test delivers them itself. */
let enqueued: JobAlertQueueJob[] = [];
beforeEach(() => {
  enqueued = [];
  vi.spyOn(env.NEWSLETTER_QUEUE, "send").mockImplementation(async (body) => {
    enqueued.push(body as JobAlertQueueJob);
    return undefined as never;
  });
});
afterEach(() => vi.restoreAllMocks());

let admin: { cookie: string };
beforeAll(async () => {
  admin = await staff("admin");
});

let alertSeq = 0;
/** Active alerts inserted as they would be after confirming; returns their addresses. */
async function activeAlerts(
  n: number,
  { categories = "", locations = "", frequency = "instant", confirmedAt = Date.now() - 60_000, language = "en" } = {},
) {
  alertSeq += 1;
  const prefix = `a${alertSeq}-${Date.now()}`;
  await env.DB.prepare(
    `WITH RECURSIVE k(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM k WHERE i < ?)
     INSERT INTO job_alerts (email, status, categories, locations, frequency, language, confirmed_at)
     SELECT ? || '-' || i || '@alerts.example', 'active', ?, ?, ?, ?, ? FROM k`,
  )
    .bind(n, prefix, categories, locations, frequency, language, confirmedAt)
    .run();
  return Array.from({ length: n }, (_, i) => `${prefix}-${i + 1}@alerts.example`);
}

/** A listing stored directly (published at `at`), as the admin screen would. */
async function insertJob(fields: {
  title: string;
  category?: string;
  location?: string;
  at?: number;
  language?: string;
}) {
  const at = fields.at ?? Date.now() - 1000;
  const row = await env.DB.prepare(
    `INSERT INTO jobs (title, location, category, published, published_at, language, created_at, updated_at)
     VALUES (?, ?, ?, 1, ?, ?, ?, ?) RETURNING id`,
  )
    .bind(
      fields.title,
      fields.location ?? "San José, Costa Rica",
      fields.category ?? "Engineering",
      at,
      fields.language ?? "en",
      at,
      at,
    )
    .first<{ id: number }>();
  return (await findJob(row!.id, { publishedOnly: false }))!;
}

/** Everyone else's alerts stop matching: each describe's counts are its own. */
const silenceOtherAlerts = () => env.DB.prepare("UPDATE job_alerts SET status = 'unsubscribed'").run();

describe("signing up", () => {
  it("/jobs and a job page link to /jobs/alerts, and /jobs names the feed with rel=alternate", async () => {
    const { html } = await page("/jobs");
    expect(html).toContain('href="/jobs/alerts"');
    expect(html).toMatch(/<link[^>]+rel="alternate"[^>]+type="application\/xml"[^>]+href="\/jobs\/feed.xml"/);
    const job = await insertJob({ title: "Linked Role" });
    expect((await page(`/jobs/${job.id}`)).html).toContain(EN.link);
    const es = await page("/es/jobs");
    expect(es.html).toContain('href="/es/jobs/alerts"');
    expect((await page("/es/jobs/alerts")).html).toContain(catalogue("es").jobAlerts.page.heading);
  });

  it("stores a pending alert with its choices, answers the same for a known address, and mails one confirmation", async () => {
    const email = unique();
    const first = await postForm("/jobs/alerts", { email, categories: "qa", locations: "mx", frequency: "weekly" });
    expect(first.status).toBe(200);
    const firstHtml = await first.text();
    expect(firstHtml).toContain(EN.messages.successText);
    expect(await alertRow(email)).toMatchObject({
      status: "pending",
      categories: ",qa,",
      locations: ",mx,",
      frequency: "weekly",
    });
    const again = await postForm("/jobs/alerts", { email: email.toUpperCase(), frequency: "instant" });
    expect(again.status).toBe(200);
    expect(await again.text()).toContain(EN.messages.successText);
    await vi.waitFor(async () => expect(await outboxTo(email, "job_alert_confirmation")).toHaveLength(1));
  });

  it("refuses bad input on the page with the field's message, and stores nothing for a filled honeypot", async () => {
    const bad = await postForm("/jobs/alerts", { email: unique(), categories: "sales", frequency: "instant" });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain(EN.messages.categories);
    const bot = unique("bot");
    expect((await postForm("/jobs/alerts", { email: bot, frequency: "instant", website: "x" })).status).toBe(200);
    expect(await alertRow(bot)).toBeNull();
  });

  it("confirms through the signed link once: GET asks, POST activates, a second use is not valid", async () => {
    const email = unique();
    await postForm("/es/jobs/alerts", { email, categories: "engineering", frequency: "instant" });
    const [mail] = await vi.waitFor(async () => {
      const rows = await outboxTo(email, "job_alert_confirmation");
      expect(rows).toHaveLength(1);
      return rows;
    });
    expect(mail!.subject).toContain("Confirma tu alerta de empleo");
    const link = mail!.text_body.match(/https?:\/\/\S+\/es\/jobs\/alerts\/confirm\?token=\S+/)![0];
    const path = new URL(link).pathname + new URL(link).search;
    const asked = await page(path);
    expect(asked.res.status).toBe(200);
    expect(asked.html).toContain(email);
    const token = new URL(link).searchParams.get("token")!;
    const done = await postForm(new URL(link).pathname, { token });
    expect(done.status).toBe(302);
    expect((await alertRow(email))!.status).toBe("active");
    expect((await page(path)).res.status).toBe(400);
    expect((await page("/jobs/alerts/confirm?token=1.forged")).res.status).toBe(400);
  });
});

describe("POST /api/job-alerts", () => {
  it("answers 202 with the same body for a new, a known and an active address", async () => {
    const email = unique();
    const bodies: string[] = [];
    for (let i = 0; i < 2; i++) {
      const res = await sendJson("/api/job-alerts", "POST", {
        email,
        categories: ["qa"],
        locations: [],
        frequency: "instant",
      });
      expect(res.status).toBe(202);
      bodies.push(await res.text());
    }
    const [active] = await activeAlerts(1);
    const res = await sendJson("/api/job-alerts", "POST", {
      email: active,
      categories: [],
      locations: ["remote"],
      frequency: "weekly",
    });
    expect(res.status).toBe(202);
    bodies.push(await res.text());
    expect(new Set(bodies).size).toBe(1);
    expect(JSON.parse(bodies[0]!)).toEqual({ message: JOB_ALERT_ACCEPTED });
    // An active alert is left as its owner set it.
    expect((await alertRow(active!))!).toMatchObject({ status: "active", frequency: "instant" });
    const es = await sendJson("/api/job-alerts", "POST", {
      email: unique(),
      categories: [],
      locations: [],
      frequency: "instant",
      language: "es",
    });
    expect(es.status).toBe(202);
  });

  it("400 names the field: categories, locations, frequency, email, language", async () => {
    const base = { email: unique(), categories: [], locations: [], frequency: "instant" };
    for (const [patch, field] of [
      [{ categories: ["sales"] }, "categories"],
      [{ categories: "engineering,qa" }, "categories"],
      [{ locations: ["mars"] }, "locations"],
      [{ frequency: "daily" }, "frequency"],
      [{ frequency: undefined }, "frequency"],
      [{ email: "nope" }, "email"],
      [{ language: "fr" }, "language"],
    ] as const) {
      const res = await sendJson("/api/job-alerts", "POST", { ...base, ...patch });
      expect(res.status, field).toBe(400);
      const body = await res.json<{ errors: Record<string, string[]> }>();
      expect(Object.keys(body.errors), field).toContain(field);
    }
  });
});

describe("the manage and unsubscribe links", () => {
  it("the manage page shows the choices and saves new ones; a forged token is not valid", async () => {
    const [email] = await activeAlerts(1, { categories: ",qa,", frequency: "instant" });
    const alert = (await alertRow(email!))!;
    const links = await jobAlertLinks({ id: alert.id, email: email!, language: "en" });
    const shown = await page(links.manage);
    expect(shown.res.status).toBe(200);
    expect(shown.html).toContain(email);
    expect(shown.res.headers.get("Cache-Control")).toContain("no-store");
    const token = new URL(links.manage, "http://x").searchParams.get("token")!;
    const saved = await postForm(links.manage, { token, categories: "design", locations: "co", frequency: "weekly" });
    expect(saved.status).toBe(200);
    expect(await saved.text()).toContain(EN.messages.savedTitle);
    expect(await alertRow(email!)).toMatchObject({ categories: ",design,", locations: ",co,", frequency: "weekly" });
    const forged = await page(`/jobs/alerts/manage?token=${alert.id}.AAAA`);
    expect(forged.res.status).toBe(400);
    expect(forged.html).toContain(EN.manage.invalidTitle);
    expect((await postForm("/jobs/alerts/manage", { token: `${alert.id}.AAAA`, frequency: "weekly" })).status).toBe(
      400,
    );
  });

  it("the unsubscribe page asks first; a one-click POST to the List-Unsubscribe URL stops the alert at once", async () => {
    const [a, b] = await activeAlerts(2);
    const first = (await alertRow(a!))!;
    const links = await jobAlertLinks({ id: first.id, email: a!, language: "en" });
    const asked = await page(links.unsubscribe);
    expect(asked.res.status).toBe(200);
    expect((await alertRow(a!))!.status).toBe("active");
    const oneClick = await postForm(links.unsubscribe, { "List-Unsubscribe": "One-Click" });
    expect(oneClick.status).toBe(200);
    expect((await alertRow(a!))!.status).toBe("unsubscribed");
    const second = (await alertRow(b!))!;
    const other = await jobAlertLinks({ id: second.id, email: b!, language: "en" });
    const token = new URL(other.unsubscribe, "http://x").searchParams.get("token")!;
    // The page's button posts to the page's own address (the token in it) with the token as a field.
    expect((await postForm(other.unsubscribe, { token })).status).toBe(200);
    expect((await alertRow(b!))!.status).toBe("unsubscribed");
    expect((await page(`/jobs/alerts/unsubscribe?token=${second.id}.forged`)).res.status).toBe(400);
  });
});

describe("instant alerts", () => {
  it("mails each matching confirmed alert once, in pages; a retried page and a second start mail nobody twice", async () => {
    await silenceOtherAlerts();
    const matching = await activeAlerts(JOB_ALERT_BATCH + 5, { categories: ",engineering,", locations: ",remote,cr," });
    const [otherCategory] = await activeAlerts(1, { categories: ",design," });
    const [weekly] = await activeAlerts(1, { frequency: "weekly" });
    const [remoteOnly] = await activeAlerts(1, { locations: ",remote," });
    const job = await insertJob({ title: "Platform Engineer", location: "San José, Costa Rica" });

    expect(await startJobAlerts(job)).toBe(true);
    expect(await startJobAlerts(job)).toBe(false);
    expect(enqueued).toEqual([{ kind: "job-alert", jobId: job.id, afterId: 0 }]);

    const first = await deliverJobAlertPage(enqueued[0]!);
    expect(first.sent).toBe(JOB_ALERT_BATCH);
    // The retried first page finds everyone already sent.
    expect((await deliverJobAlertPage(enqueued[0]!)).sent).toBe(0);
    expect(enqueued).toHaveLength(3);
    const next = enqueued[1]!;
    expect(next.afterId).toBeGreaterThan(0);
    expect((await deliverJobAlertPage(next)).sent).toBe(5);
    expect((await deliverJobAlertPage(next)).sent).toBe(0);

    const rows = await env.DB.prepare("SELECT count(*) AS n FROM outbox WHERE kind = 'job_alert' AND related_id = ?")
      .bind(job.id)
      .first<{ n: number }>();
    expect(rows!.n).toBe(matching.length);
    const sends = await env.DB.prepare("SELECT count(*) AS n FROM job_alert_sends WHERE job_id = ?")
      .bind(job.id)
      .first<{ n: number }>();
    expect(sends!.n).toBe(matching.length);
    for (const nobody of [otherCategory!, weekly!, remoteOnly!]) expect(await outboxTo(nobody)).toHaveLength(0);

    const [mail] = await outboxTo(matching[0]!, "job_alert");
    expect(mail!.subject).toBe("New opening: Platform Engineer");
    expect(mail!.text_body).toContain(`/jobs/${job.id}`);
    expect(mail!.text_body).toMatch(/\/jobs\/alerts\/manage\?token=/);
    const headers = JSON.parse(mail!.headers) as Record<string, string>;
    expect(headers["List-Unsubscribe"]).toMatch(/^<https?:\/\/[^>]+\/jobs\/alerts\/unsubscribe\?token=\d+\.[^>]+>$/);
    expect(headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
  });

  it("a Spanish alert gets the Spanish e-mail and the listing's Spanish translation; the translation alerts nobody again", async () => {
    await silenceOtherAlerts();
    const [es] = await activeAlerts(1, { language: "es" });
    const [en] = await activeAlerts(1);
    const original = await insertJob({ title: "QA Lead", category: "QA" });
    const translated = await insertJob({ title: "Líder de QA", category: "QA", language: "es" });
    await env.DB.prepare("UPDATE jobs SET translation_of = ? WHERE id = ?").bind(original.id, translated.id).run();
    expect(await startJobAlerts(original)).toBe(true);
    await deliverJobAlertPage(enqueued[0]!);
    const [spanish] = await outboxTo(es!, "job_alert");
    expect(spanish!.subject).toBe("Nueva vacante: Líder de QA");
    expect(spanish!.text_body).toContain(`/es/jobs/${translated.id}`);
    expect(spanish!.text_body).toContain("/es/jobs/alerts/unsubscribe?token=");
    const [english] = await outboxTo(en!, "job_alert");
    expect(english!.subject).toBe("New opening: QA Lead");
    expect(await startJobAlerts((await findJob(translated.id, { publishedOnly: false }))!)).toBe(false);
    expect(enqueued).toHaveLength(1);
  });

  it("publishing through /api/job-listings starts the alerts, and the Worker's queue() handler sends the page", async () => {
    await silenceOtherAlerts();
    const [email] = await activeAlerts(1, { categories: ",design," });
    const res = await sendJson(
      "/api/job-listings",
      "POST",
      { title: "Product Designer", location: "Remote (Latin America)", category: "Design" },
      admin.cookie,
    );
    expect(res.status).toBe(201);
    const { jobListing } = await res.json<{ jobListing: { id: number } }>();
    await vi.waitFor(() => expect(enqueued).toEqual([{ kind: "job-alert", jobId: jobListing.id, afterId: 0 }]));
    const result = await queueThroughWorker(QUEUE, [
      { id: "alerts", timestamp: new Date(), attempts: 1, body: enqueued[0] },
    ]);
    expect(result.explicitAcks).toEqual(["alerts"]);
    expect(await outboxTo(email!, "job_alert")).toHaveLength(1);
  });

  it("the frequent cron starts the alerts of a listing that went live without them, once", async () => {
    const job = await insertJob({ title: "Missed Hook Engineer", at: Date.now() - 60_000 });
    await cronTick(CRONS.frequent, Date.now());
    expect(enqueued.filter((m) => m.jobId === job.id)).toHaveLength(1);
    await cronTick(CRONS.frequent, Date.now());
    expect(enqueued.filter((m) => m.jobId === job.id)).toHaveLength(1);
  });
});

describe("weekly digests", () => {
  it("sends each weekly alert the matching listings since its last digest, once per ISO week, with a fixed clock", async () => {
    await silenceOtherAlerts();
    const DAY = 86_400_000;
    const monday = Date.UTC(2030, 0, 7, 3, 17); // a Monday
    expect(isoWeek(new Date(monday))).toBe("2030-W02");
    const [email] = await activeAlerts(1, {
      frequency: "weekly",
      categories: ",engineering,",
      confirmedAt: monday - 6 * DAY,
    });
    const a = await insertJob({ title: "Digest Engineer A", at: monday - 5 * DAY });
    await insertJob({ title: "Digest Designer", category: "Design", at: monday - 4 * DAY });
    const digests = async () => outboxTo(email!, "job_alert_digest");

    await cronTick(CRONS.daily, monday);
    await cronTick(CRONS.daily, monday + 60_000);
    await cronTick(CRONS.daily, monday + DAY);
    expect(await digests()).toHaveLength(1);
    const [first] = await digests();
    expect(first!.subject).toBe("1 new opening at Cordillera Nearshore this week");
    expect(first!.text_body).toContain(`/jobs/${a.id}`);
    expect(first!.text_body).not.toContain("Digest Designer");
    expect(JSON.parse(first!.headers)["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");

    const b = await insertJob({ title: "Digest Engineer B", at: monday + 2 * DAY });
    await cronTick(CRONS.daily, monday + 3 * DAY);
    expect(await digests()).toHaveLength(1);
    await cronTick(CRONS.daily, monday + 7 * DAY);
    await cronTick(CRONS.daily, monday + 7 * DAY);
    const all = await digests();
    expect(all).toHaveLength(2);
    expect(all[1]!.text_body).toContain(`/jobs/${b.id}`);
    expect(all[1]!.text_body).not.toContain(`/jobs/${a.id}`);
  });
});

describe("the admin screen", () => {
  it("lists alerts and recent sends for admins, deletes one (audited), and is refused to editors", async () => {
    const [email] = await activeAlerts(1, { categories: ",qa,", locations: ",remote," });
    const { html, res } = await page("/admin/job-alerts", { headers: { Cookie: admin.cookie } });
    expect(res.status).toBe(200);
    expect(html).toContain(email);
    expect(html).toContain("Recent sends");
    const id = (await alertRow(email!))!.id;
    const deleted = await postForm("/admin/job-alerts", { intent: "delete", id: String(id) }, admin.cookie);
    expect(deleted.status).toBe(302);
    expect(await findJobAlert(id)).toBeNull();
    const audit = await env.DB.prepare("SELECT action FROM audit_log WHERE entity = 'job_alert' AND entity_id = ?")
      .bind(String(id))
      .first<{ action: string }>();
    expect(audit?.action).toBe("delete");
    const editor = await staff("editor");
    expect((await get("/admin/job-alerts", { headers: { Cookie: editor.cookie } })).headers.get("Location")).toBe(
      "/admin/blog",
    );
  });
});
