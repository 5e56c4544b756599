// The enquiry pipeline and follow-ups (issue 31): a stage move is one atomic write with its history row, "lost" needs
// a reason, each change from the screen and the API is audited and a move is announced as enquiry.stage_changed;
// PATCH /api/contacts/{id} is partial and names a bad field; the daily digest (run by the cron at a fixed clock) lists
// each staff member's due follow-ups and the enquiries still new after one business day, once a day, never to someone
// who turned it off; the dashboard shows "My follow-ups today".
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { CRONS } from "~/platform/crons";
import { PIPELINE_MESSAGES } from "~/schemas/enquiry-pipeline";
import { cronTick, get, postForm, sendJson, staff } from "../helpers";
import { parse } from "../dom";
import { auditActions } from "../fixtures/audit";
import { enquiryMaker } from "../fixtures/enquiries";
import { deliveredPayloads, webhookFor } from "../fixtures/webhooks";

type Json = Record<string, unknown>;
let admin: { id: number; email: string; cookie: string };

beforeAll(async () => {
  admin = await staff("admin");
}, 60_000);

/** An enquiry stored directly, with the pipeline columns the test names. */
const enquiry = enquiryMaker((n) => ({
  name: `Pipeline Lead ${n}`,
  email: `lead-${n}@pipeline.example`,
  company: `Lead Co ${n}`,
}));

const contactRow = (id: number) =>
  env.DB.prepare("SELECT * FROM contacts WHERE id = ?").bind(id).first<Record<string, unknown>>();
const history = async (id: number) =>
  (
    await env.DB.prepare("SELECT * FROM contact_stage_changes WHERE contact_id = ? ORDER BY id")
      .bind(id)
      .all<Record<string, unknown>>()
  ).results;
const audits = (id: number) => auditActions("contact", id);
/** A post from the enquiry's open dialog (a form posts to the page's own URL), answered in the dialog when refused. */
const screen = (fields: Record<string, string>, cookie = admin.cookie) =>
  postForm(`/admin/contacts?dialog=view&id=${fields.id}`, fields, cookie);

describe("stage changes", () => {
  it("moves the stage with its history row, asks a reason for lost, audits each change", async () => {
    const id = await enquiry();
    const moved = await screen({ intent: "stage", id: String(id), stage: "qualified" });
    expect(moved.status).toBe(302);
    expect(await contactRow(id)).toMatchObject({ stage: "qualified", lost_reason: null, status: "new" });
    expect(await history(id)).toMatchObject([
      { from_stage: "new", to_stage: "qualified", changed_by_id: admin.id, changed_by_name: admin.email },
    ]);

    // Lost without a reason: refused, naming the field; nothing written.
    const refused = await screen({ intent: "stage", id: String(id), stage: "lost", lostReason: "" });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(PIPELINE_MESSAGES.lostReasonRequired);
    expect((await contactRow(id))!.stage).toBe("qualified");
    const badReason = await screen({ intent: "stage", id: String(id), stage: "lost", lostReason: "weather" });
    expect(badReason.status).toBe(400);

    expect((await screen({ intent: "stage", id: String(id), stage: "lost", lostReason: "budget" })).status).toBe(302);
    expect(await contactRow(id)).toMatchObject({ stage: "lost", lost_reason: "budget" });
    // The same stage again records nothing.
    await screen({ intent: "stage", id: String(id), stage: "lost", lostReason: "budget" });
    const rows = await history(id);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({ from_stage: "qualified", to_stage: "lost", lost_reason: "budget" });
    // Back from lost: the reason goes, though the dialog's form still sends the one it shows.
    expect((await screen({ intent: "stage", id: String(id), stage: "contacted", lostReason: "budget" })).status).toBe(
      302,
    );
    expect(await contactRow(id)).toMatchObject({ stage: "contacted", lost_reason: null });
    expect(await audits(id)).toEqual(["update", "update", "update", "update"]);
  });

  it("sets owner, deal, follow-up and notes from the dialog, each audited; bad input names its field", async () => {
    const id = await enquiry();
    const post = (f: Record<string, string>) => screen({ id: String(id), ...f });
    expect((await post({ intent: "owner", ownerId: String(admin.id) })).status).toBe(302);
    expect((await post({ intent: "deal", estimatedValue: "120000", teamSize: "4" })).status).toBe(302);
    expect((await post({ intent: "followUp", followUpOn: "2027-01-15" })).status).toBe(302);
    expect((await post({ intent: "note", note: "Called **twice** <script>alert(1)</script>" })).status).toBe(302);
    expect(await contactRow(id)).toMatchObject({
      owner_id: admin.id,
      estimated_value: 120000,
      team_size: 4,
      follow_up_on: "2027-01-15",
    });
    expect(await audits(id)).toEqual(["update", "update", "update", "update"]);

    for (const [fields, message] of [
      [{ intent: "owner", ownerId: "999999" }, PIPELINE_MESSAGES.owner],
      [{ intent: "deal", estimatedValue: "-5", teamSize: "" }, PIPELINE_MESSAGES.estimatedValue],
      [{ intent: "deal", estimatedValue: "", teamSize: "0" }, PIPELINE_MESSAGES.teamSize],
      [{ intent: "followUp", followUpOn: "2027-02-30" }, PIPELINE_MESSAGES.followUpOn],
    ] as const) {
      const res = await post(fields);
      expect(res.status, message).toBe(400);
      // Shown in the dialog's form, beside its field.
      expect(await res.text(), message).toContain(message);
    }
    expect(await audits(id)).toHaveLength(4);

    const { html } = await get(`/admin/contacts?dialog=view&id=${id}`, { headers: { Cookie: admin.cookie } }).then(
      async (res) => ({ html: await res.text() }),
    );
    expect(html).toContain("Pipeline");
    expect(html).toContain("<strong>twice</strong>");
    expect(html).not.toContain("<script>alert(1)</script>");
    expect(html).toContain('value="2027-01-15"');
  });

  it("marks the refused control itself invalid, described by its error, in every part", async () => {
    const id = await enquiry();
    for (const [fields, control, message] of [
      [{ intent: "stage", stage: "closed" }, "pipeline-stage", PIPELINE_MESSAGES.stage],
      [
        { intent: "stage", stage: "lost", lostReason: "" },
        "pipeline-lost-reason",
        PIPELINE_MESSAGES.lostReasonRequired,
      ],
      [{ intent: "owner", ownerId: "999999" }, "pipeline-owner", PIPELINE_MESSAGES.owner],
      [{ intent: "deal", estimatedValue: "-5", teamSize: "" }, "pipeline-value", PIPELINE_MESSAGES.estimatedValue],
    ] as const) {
      const res = await screen({ id: String(id), ...fields });
      expect(res.status, control).toBe(400);
      const { document } = parse(await res.text());
      const input = document.getElementById(control)!;
      expect(input.getAttribute("aria-invalid"), control).toBe("true");
      expect(document.getElementById(input.getAttribute("aria-describedby")!)?.textContent, control).toBe(message);
    }
  });

  it("filters the list by stage and by owner (Mine)", async () => {
    const mine = await enquiry({ name: "Filter Mine Lead", stage: "proposal_sent", owner_id: admin.id });
    await enquiry({ name: "Filter Other Lead", stage: "proposal_sent" });
    const html = await (
      await get("/admin/contacts?stage=proposal_sent&owner=me", { headers: { Cookie: admin.cookie } })
    ).text();
    expect(html).toContain("Filter Mine Lead");
    expect(html).not.toContain("Filter Other Lead");
    // The search form keeps the choice, in the owner filter every pipeline list shares.
    const owner = parse(html).document.querySelector("form[role=search] select[name=owner]")!;
    expect([...owner.querySelectorAll("option")].map((o) => o.textContent)).toEqual(["Any owner", "Mine"]);
    expect(owner.querySelector("option[selected]")!.getAttribute("value")).toBe("me");
    // Every way out of the filtered list keeps the stage: Export CSV, a form's return address, and the answer to it.
    const filtered = parse(html).document;
    const keeps = (url: string | null | undefined) => {
      const params = new URLSearchParams(url?.split("?")[1]);
      return [params.get("stage"), params.get("owner")];
    };
    const wanted = ["proposal_sent", "me"];
    expect(keeps(filtered.querySelector("a[href^='/admin/contacts/export']")?.getAttribute("href"))).toEqual(wanted);
    expect(keeps(filtered.querySelector<HTMLInputElement>("input[name=returnTo]")?.value)).toEqual(wanted);
    const opened = await postForm(
      "/admin/contacts",
      { intent: "open", id: String(mine), returnTo: "?stage=proposal_sent&owner=me" },
      admin.cookie,
    );
    expect(keeps(opened.headers.get("Location"))).toEqual(wanted);
    const staged = await (
      await get("/admin/contacts?stage=proposal_sent", { headers: { Cookie: admin.cookie } })
    ).text();
    expect(staged).toContain("Filter Other Lead");
    expect(mine).toBeGreaterThan(0);
    // Export CSV exports the list as filtered, not every enquiry the search finds.
    const csv = await (
      await get("/admin/contacts/export?q=Filter&stage=proposal_sent&owner=me", { headers: { Cookie: admin.cookie } })
    ).text();
    expect(csv).toContain("Filter Mine Lead");
    expect(csv).not.toContain("Filter Other Lead");
    const stagedCsv = await (
      await get("/admin/contacts/export?q=Filter&stage=won", { headers: { Cookie: admin.cookie } })
    ).text();
    expect(stagedCsv).not.toContain("Filter Mine Lead");
  });

  it("announces a real move as enquiry.stage_changed, without personal fields", async () => {
    const endpoint = await webhookFor(["enquiry.stage_changed"], "pipeline");
    const id = await enquiry();
    await screen({ intent: "stage", id: String(id), stage: "meeting_booked" });
    await sendJson(`/api/contacts/${id}`, "PATCH", { stage: "lost", lostReason: "timing" }, admin.cookie);
    const payloads = await deliveredPayloads<{ type: string; data: { enquiry: Json } }>(endpoint.id, 2);
    expect(payloads.map((p) => p.type)).toEqual(["enquiry.stage_changed", "enquiry.stage_changed"]);
    expect(payloads[0]!.data.enquiry).toMatchObject({ id, stage: "meeting_booked", previousStage: "new" });
    expect(payloads[1]!.data.enquiry).toMatchObject({
      id,
      stage: "lost",
      previousStage: "meeting_booked",
      lostReason: "timing",
      changedBy: admin.email,
    });
    expect(JSON.stringify(payloads)).not.toContain("@pipeline.example");
    await env.DB.prepare("DELETE FROM webhook_endpoints WHERE id = ?").bind(endpoint.id).run();
  });
});

describe("PATCH /api/contacts/{id}", () => {
  const patch = (id: number, body: unknown) => sendJson(`/api/contacts/${id}`, "PATCH", body, admin.cookie);

  it("changes only the fields it names, and GET returns them", async () => {
    const id = await enquiry({ status: "read" });
    const res = await patch(id, { followUpOn: "2027-05-04", estimatedValue: 50000 });
    expect(res.status).toBe(200);
    expect((await res.json<Json>()).contact as Json).toMatchObject({
      id,
      status: "read",
      stage: "new",
      followUpOn: "2027-05-04",
      estimatedValue: 50000,
      teamSize: null,
      ownerId: null,
      lostReason: null,
    });
    await patch(id, { ownerId: admin.id, teamSize: 3, stage: "qualified" });
    const got = (await (await get(`/api/contacts/${id}`, { headers: { Cookie: admin.cookie } })).json<Json>())
      .contact as Json;
    expect(got).toMatchObject({
      status: "read",
      stage: "qualified",
      ownerId: admin.id,
      teamSize: 3,
      followUpOn: "2027-05-04",
      estimatedValue: 50000,
    });
    expect(await history(id)).toHaveLength(1);
    // The spec's status alone is the spec's status change, audited as such.
    expect((await patch(id, { status: "archived" })).status).toBe(200);
    expect(await contactRow(id)).toMatchObject({ status: "archived", stage: "qualified" });
    expect(await audits(id)).toEqual(["update", "update", "status"]);
    // Clearing with null.
    await patch(id, { followUpOn: null, estimatedValue: null });
    expect(await contactRow(id)).toMatchObject({ follow_up_on: null, estimated_value: null, team_size: 3 });
  });

  it("answers 400 naming the field for bad input, and writes nothing", async () => {
    const id = await enquiry();
    const cases: [unknown, string][] = [
      [{ stage: "lost" }, "lostReason"],
      [{ stage: "won", lostReason: "budget" }, "lostReason"],
      [{ lostReason: "budget" }, "lostReason"],
      [{ stage: "closed" }, "stage"],
      [{ status: "spam" }, "status"],
      [{ estimatedValue: -1 }, "estimatedValue"],
      [{ estimatedValue: 12.5 }, "estimatedValue"],
      [{ estimatedValue: "lots" }, "estimatedValue"],
      [{ teamSize: 0 }, "teamSize"],
      [{ followUpOn: "tomorrow" }, "followUpOn"],
      [{ followUpOn: "2027-13-01" }, "followUpOn"],
      [{ ownerId: 99999999 }, "ownerId"],
      [{ ownerId: "x" }, "ownerId"],
    ];
    for (const [body, field] of cases) {
      const res = await patch(id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      const answer = await res.json<{ errors: Record<string, string[]> }>();
      expect(Object.keys(answer.errors), JSON.stringify(body)).toContain(field);
    }
    expect(await contactRow(id)).toMatchObject({ stage: "new", follow_up_on: null, estimated_value: null });
    expect(await history(id)).toHaveLength(0);
    expect(await audits(id)).toEqual([]);
    expect((await patch(999999, { stage: "won" })).status).toBe(404);
  });
});

describe("the follow-up digest", () => {
  // 2027-03-08 is a Monday; New York is on EST (UTC-5) until 14 March.
  const MONDAY_8AM_NY = Date.UTC(2027, 2, 8, 13, 0);
  const HOUR = 3_600_000;
  const DAY = 24 * HOUR;
  const digests = async (to: string) =>
    (
      await env.DB.prepare(
        "SELECT subject, text_body, html_body, created_at FROM outbox WHERE kind = 'follow_up_digest' AND recipient = ? ORDER BY id",
      )
        .bind(to)
        .all<{ subject: string; text_body: string; html_body: string }>()
    ).results;

  it("sends each owner one digest a day with due follow-ups and enquiries still new after one business day", async () => {
    const owner = await staff("admin");
    const other = await staff("admin");
    await enquiry({ name: "Due Monday Lead", owner_id: owner.id, follow_up_on: "2027-03-08", stage: "qualified" });
    await enquiry({ name: "Due Friday Lead", owner_id: owner.id, follow_up_on: "2027-03-12" });
    await enquiry({ name: "Someone Else's Lead", owner_id: other.id, follow_up_on: "2027-03-01" });
    await enquiry({ name: "Won Lead", owner_id: owner.id, follow_up_on: "2027-03-01", stage: "won" });
    // New on Friday afternoon: the weekend is no business day, so it is stale on Tuesday, not Monday.
    await enquiry({ name: "Friday New Lead", owner_id: owner.id, created_at: Date.UTC(2027, 2, 5, 20) });
    // New on Monday: stale on Wednesday.
    await enquiry({ name: "Monday New Lead", owner_id: owner.id, created_at: Date.UTC(2027, 2, 8, 15) });
    await enquiry({
      name: "Archived New Lead",
      owner_id: owner.id,
      status: "archived",
      created_at: Date.UTC(2027, 2, 1),
    });

    // 06:00 in New York: too early.
    await cronTick(CRONS.frequent, MONDAY_8AM_NY - 2 * HOUR);
    expect(await digests(owner.email)).toHaveLength(0);

    await cronTick(CRONS.frequent, MONDAY_8AM_NY);
    const [monday, ...none] = await digests(owner.email);
    expect(none).toHaveLength(0);
    expect(monday!.subject).toBe("Your follow-ups for 2027-03-08: 1 follow-up, 0 enquiries still new");
    expect(monday!.text_body).toContain("Due Monday Lead (Lead Co");
    expect(monday!.text_body).toContain("follow up today");
    for (const absent of ["Due Friday Lead", "Someone Else's Lead", "Won Lead", "Friday New Lead", "Monday New Lead"])
      expect(monday!.text_body, absent).not.toContain(absent);
    expect(monday!.html_body).toContain("Due Monday Lead");
    expect(monday!.text_body).toMatch(/\/admin\/contacts\?dialog=view&id=\d+/);

    // Idempotent: the next ticks that day (and a retried one) send nothing more.
    await cronTick(CRONS.frequent, MONDAY_8AM_NY + 5 * 60_000);
    await cronTick(CRONS.frequent, MONDAY_8AM_NY + 10 * HOUR);
    expect(await digests(owner.email)).toHaveLength(1);
    expect((await digests(other.email))[0]!.text_body).toContain("Someone Else's Lead");

    // Tuesday: Monday was a business day, so Friday's enquiry is still new after one; Monday's is not yet.
    await cronTick(CRONS.frequent, MONDAY_8AM_NY + DAY);
    const tuesday = (await digests(owner.email))[1]!;
    expect(tuesday.subject).toBe("Your follow-ups for 2027-03-09: 1 follow-up, 1 enquiry still new");
    expect(tuesday.text_body).toContain("follow up was due 2027-03-08");
    expect(tuesday.text_body).toContain("Friday New Lead");
    expect(tuesday.text_body).not.toContain("Monday New Lead");
    expect(tuesday.text_body).not.toContain("Archived New Lead");

    // Wednesday: Monday's too.
    await cronTick(CRONS.frequent, MONDAY_8AM_NY + 2 * DAY);
    expect((await digests(owner.email))[2]!.text_body).toContain("Monday New Lead");

    // The daily tick forgets claimed days after two weeks.
    const claimed = () =>
      env.DB.prepare("SELECT count(*) AS n FROM follow_up_digests WHERE user_id = ?")
        .bind(owner.id)
        .first<{ n: number }>();
    expect((await claimed())!.n).toBe(3);
    await cronTick(CRONS.daily, MONDAY_8AM_NY + 16 * DAY);
    expect((await claimed())!.n).toBe(1);
  });

  it("follows the staff member's time zone, and sends nothing to one who turned the digest off", async () => {
    const tokyo = await staff("admin");
    const off = await staff("admin");
    // Editors get no enquiry alerts by default, so no unowned enquiry reaches them either.
    const editor = await staff("editor");
    await enquiry({ name: "Tokyo Lead", owner_id: tokyo.id, follow_up_on: "2027-03-09" });
    await enquiry({ name: "Unowned Lead", follow_up_on: "2027-03-09" });
    await enquiry({ name: "Opted Out Lead", owner_id: off.id, follow_up_on: "2027-03-01" });
    const saved = await postForm(
      "/admin/account",
      { intent: "followUps", timeZone: "Asia/Tokyo", digest: "on" },
      tokyo.cookie,
    );
    expect(saved.status).toBe(302);
    expect(
      (await postForm("/admin/account", { intent: "followUps", timeZone: "Mars/Olympus" }, off.cookie)).status,
    ).toBe(400);
    expect(
      (await postForm("/admin/account", { intent: "followUps", timeZone: "America/Bogota" }, off.cookie)).status,
    ).toBe(302);
    const setting = await env.DB.prepare("SELECT time_zone, digest FROM follow_up_settings WHERE user_id = ?")
      .bind(off.id)
      .first();
    expect(setting).toEqual({ time_zone: "America/Bogota", digest: 0 });

    // Monday 13:00 UTC is Monday 22:00 in Tokyo: its follow-up of Tuesday is not due yet.
    await cronTick(CRONS.frequent, MONDAY_8AM_NY);
    expect((await digests(tokyo.email)).some((d) => d.text_body.includes("Tokyo Lead"))).toBe(false);
    // Monday 23:00 UTC is Tuesday 08:00 in Tokyo.
    await cronTick(CRONS.frequent, MONDAY_8AM_NY + 10 * HOUR);
    const [tuesday] = await digests(tokyo.email);
    expect(tuesday!.subject).toContain("2027-03-09");
    expect(tuesday!.text_body).toContain("Tokyo Lead");
    // An enquiry nobody owns goes to those who get enquiry alerts (administrators by default).
    expect(tuesday!.text_body).toContain("Unowned Lead");

    await cronTick(CRONS.frequent, MONDAY_8AM_NY + 2 * DAY);
    expect(await digests(off.email)).toEqual([]);
    expect(await digests(editor.email)).toEqual([]);
  });

  it("shows the owner's follow-ups due today on the dashboard", async () => {
    const owner = await staff("admin");
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(new Date());
    await enquiry({ name: "Dashboard Due Lead", owner_id: owner.id, follow_up_on: today });
    await enquiry({ name: "Dashboard Later Lead", owner_id: owner.id, follow_up_on: "2999-01-01" });
    const html = await (await get("/admin", { headers: { Cookie: owner.cookie } })).text();
    const widget = html.slice(
      html.indexOf('data-testid="my-follow-ups"'),
      html.indexOf("</section>", html.indexOf('data-testid="my-follow-ups"')),
    );
    expect(widget).toContain("My follow-ups today");
    expect(widget).toContain("Dashboard Due Lead");
    expect(widget).not.toContain("Dashboard Later Lead");
  });
});
