// Sending job alerts (issue 30): instant alerts through the queue in idempotent batches (a retried batch mails nobody
// twice, a job is alerted once), weekly digests once per ISO week with a fixed clock, and the admin screen. Signing
// up: job-alerts-signup.test.ts.
import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { CRONS } from "~/platform/crons";
import { findJobAlert } from "~/models/job-alerts.server";
import { JOB_ALERT_BATCH, deliverJobAlertPage, startJobAlerts } from "~/models/job-alert-sends.server";
import { isoWeek, sendWeeklyDigests } from "~/models/job-alert-digests.server";
import { findJob } from "~/models/jobs.server";
import { cronTick, get, page, postForm, queueThroughWorker, sendJson, staff } from "../helpers";
import { activeAlerts, alertRow, enqueued, insertJob, jobAlertsSetUp, outboxTo } from "../fixtures/job-alerts";

const QUEUE = "cordillera-nearshore-newsletter";

const { admin } = jobAlertsSetUp();

/** Everyone else's alerts stop matching: each describe's counts are its own. */
const silenceOtherAlerts = () => env.DB.prepare("UPDATE job_alerts SET status = 'unsubscribed'").run();

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
    // A Monday in the past: the daily tick also runs the outbox's retention at this clock, and a clock years ahead
    // deleted each digest as soon as the queue had sent it (its row's last change is in real time), so the counts
    // below depended on how fast delivery ran.
    const monday = Date.UTC(2024, 0, 8, 3, 17);
    expect(isoWeek(new Date(monday))).toBe("2024-W02");
    const [email] = await activeAlerts(1, {
      frequency: "weekly",
      categories: ",engineering,",
      confirmedAt: monday - 6 * DAY,
    });
    const a = await insertJob({ title: "Digest Engineer A", at: monday - 5 * DAY });
    await insertJob({ title: "Digest Designer", category: "Design", at: monday - 4 * DAY });
    const digests = async () => outboxTo(email!, "job_alert_digest");
    // Each tick as in production: the queue delivers what it wrote before the next one runs.
    const tick = async (at: number) => {
      await cronTick(CRONS.daily, at);
      await vi.waitFor(async () => expect((await digests()).every((d) => d.status === "sent")).toBe(true), {
        timeout: 15_000,
      });
    };

    await tick(monday);
    await tick(monday + 60_000);
    await tick(monday + DAY);
    expect(await digests()).toHaveLength(1);
    const [first] = await digests();
    expect(first!.subject).toBe("1 new opening at Cordillera Nearshore this week");
    expect(first!.text_body).toContain(`/jobs/${a.id}`);
    expect(first!.text_body).not.toContain("Digest Designer");
    expect(JSON.parse(first!.headers)["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");

    const b = await insertJob({ title: "Digest Engineer B", at: monday + 2 * DAY });
    await tick(monday + 3 * DAY);
    expect(await digests()).toHaveLength(1);
    await tick(monday + 7 * DAY);
    await tick(monday + 7 * DAY);
    const all = await digests();
    expect(all).toHaveLength(2);
    expect(all[1]!.text_body).toContain(`/jobs/${b.id}`);
    expect(all[1]!.text_body).not.toContain(`/jobs/${a.id}`);
  });
});

describe("a weekly digest that could not be stored", () => {
  it("gives its week back, so the next tick sends those listings instead of leaving them out for good", async () => {
    await silenceOtherAlerts();
    const DAY = 86_400_000;
    const monday = Date.UTC(2021, 10, 1, 3, 17);
    const [email] = await activeAlerts(1, {
      frequency: "weekly",
      categories: ",engineering,",
      confirmedAt: monday - 6 * DAY,
    });
    const job = await insertJob({ title: "Retried Digest Engineer", at: monday - 2 * DAY });
    // The week is claimed, then the batch that stores the e-mail and its send records fails.
    vi.spyOn(env.DB, "batch").mockRejectedValueOnce(new Error("D1_ERROR: injected failure"));
    await sendWeeklyDigests(new Date(monday)).catch(() => undefined);
    expect(await outboxTo(email!, "job_alert_digest")).toHaveLength(0);

    expect(await sendWeeklyDigests(new Date(monday + DAY))).toEqual({ digestsSent: 1 });
    const [digest] = await outboxTo(email!, "job_alert_digest");
    expect(digest!.text_body).toContain(`/jobs/${job.id}`);
  });
});

describe("weekly digests and translations", () => {
  it("a translation published after its listing was in a digest is in no later digest, in either language", async () => {
    await silenceOtherAlerts();
    const DAY = 86_400_000;
    const monday = Date.UTC(2022, 4, 2, 3, 17);
    const confirmedAt = monday - 6 * DAY;
    await activeAlerts(1, { frequency: "weekly", categories: ",engineering,", confirmedAt });
    await activeAlerts(1, { frequency: "weekly", categories: ",engineering,", confirmedAt, language: "es" });
    const original = await insertJob({ title: "Pair Engineer", at: monday - 2 * DAY });
    expect(await sendWeeklyDigests(new Date(monday))).toEqual({ digestsSent: 2 });

    const translated = await insertJob({ title: "Ingeniero par", language: "es", at: monday + 3 * DAY });
    await env.DB.prepare("UPDATE jobs SET translation_of = ? WHERE id = ?").bind(original.id, translated.id).run();
    expect(await sendWeeklyDigests(new Date(monday + 7 * DAY))).toEqual({ digestsSent: 0 });
  });
});

describe("weekly digests at scale", () => {
  it("pages on past alerts with nothing new, so a later alert still gets its digest", async () => {
    await silenceOtherAlerts();
    const DAY = 86_400_000;
    const monday = Date.UTC(2023, 2, 6, 3, 17);
    // A page's worth of alerts (a thousand) that nothing matches, then one that a new listing matches.
    await activeAlerts(1000, { frequency: "weekly", categories: ",design,", confirmedAt: monday - 6 * DAY });
    const [later] = await activeAlerts(1, {
      frequency: "weekly",
      categories: ",engineering,",
      confirmedAt: monday - 6 * DAY,
    });
    await insertJob({ title: "Paged Digest Engineer", at: monday - 2 * DAY });
    expect(await sendWeeklyDigests(new Date(monday))).toEqual({ digestsSent: 1 });
    expect(await outboxTo(later!, "job_alert_digest")).toHaveLength(1);
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
