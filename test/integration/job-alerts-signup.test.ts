// Job alerts (issue 30): sign-up on /jobs/alerts and POST /api/job-alerts (same answer for every address, 400s naming
// the field), double opt-in, the signed manage page, and unsubscribe (page and RFC 8058 one-click). Sending them:
// job-alerts-sending.test.ts.
import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import {
  findJobAlert,
  jobAlertConfirmationPath,
  jobAlertLinks,
  removeExpiredJobAlerts,
} from "~/models/job-alerts.server";
import { CONFIRMATION_RESEND_AFTER_MS, CONFIRMATION_TTL_MS } from "~/models/opt-in.server";
import { sign } from "~/platform/signing.server";
import { JOB_ALERT_ACCEPTED } from "~/schemas/job-alert";
import { catalogue } from "~/i18n/catalogue";
import { page, postForm, sendJson } from "../helpers";
import { activeAlerts, alertRow, insertJob, jobAlertsSetUp, outboxTo } from "../fixtures/job-alerts";

const unique = (p = "seeker") => `${p}-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
const EN = catalogue("en").jobAlerts;

jobAlertsSetUp();

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

  it("keeps the newsletter's clocks: a new link after 10 minutes, none older than 7 days, then the daily sweep", async () => {
    const email = unique();
    await postForm("/jobs/alerts", { email, frequency: "instant" });
    const { id } = (await alertRow(email))!;
    const sentAt = () =>
      env.DB.prepare("SELECT confirmation_sent_at AS at FROM job_alerts WHERE id = ?")
        .bind(id)
        .first<{ at: number }>()
        .then((r) => r!.at);
    const setSentAt = (at: number) =>
      env.DB.prepare("UPDATE job_alerts SET confirmation_sent_at = ?, created_at = ? WHERE id = ?")
        .bind(at, at, id)
        .run();
    const first = await sentAt();
    await postForm("/jobs/alerts", { email, frequency: "weekly" });
    expect(await sentAt()).toBe(first); // within 10 minutes: no second e-mail
    await setSentAt(first - CONFIRMATION_RESEND_AFTER_MS - 1000);
    await postForm("/jobs/alerts", { email, frequency: "weekly" });
    expect(await sentAt()).toBeGreaterThanOrEqual(first); // a new link went out

    await setSentAt(Date.now() - CONFIRMATION_TTL_MS - 60_000);
    expect((await page(await jobAlertConfirmationPath((await findJobAlert(id))!))).res.status).toBe(400);
    await removeExpiredJobAlerts();
    expect(await alertRow(email)).toBeNull();
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
  it("are signed over what links already sent were signed over, so they keep working", async () => {
    const [email] = await activeAlerts(1, { frequency: "instant" });
    const alert = (await findJobAlert((await alertRow(email!))!.id))!;
    const address = alert.email.toLowerCase();
    const manage = await sign("job-alert-manage", `${alert.id}:${address}`);
    expect((await jobAlertLinks(alert)).manage).toBe(`/jobs/alerts/manage?token=${alert.id}.${manage}`);
    const sentAt = new Date(Date.UTC(2026, 0, 5, 9, 30));
    const confirm = await sign("job-alert-confirm", `${alert.id}:${address}:${sentAt.getTime()}`);
    expect(await jobAlertConfirmationPath({ ...alert, confirmationSentAt: sentAt })).toBe(
      `/jobs/alerts/confirm?token=${alert.id}.${confirm}`,
    );
  });

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
