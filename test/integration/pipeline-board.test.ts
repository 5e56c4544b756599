// The hiring board (issue 30): /admin/jobs/{id}/pipeline's columns and cards, moves of one card and of a selection
// (each through the status change: history, audit), refusals (an anonymised application, an unknown stage or
// owner, a selection too large), the owner from a card and from PATCH /api/job-applications/{id}, the JSON board
// at /api/job-listings/{id}/pipeline with its filters, and a board of 500 cards read in a fixed number of queries.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { failD1Once, get, page, postForm, sendJson, staff } from "../helpers";
import { createJobListing } from "../fixtures/jobs";
import { parse } from "../dom";
import { deliverInbound, plainReply } from "../inbound";
import { MAX_BULK_MOVE, PIPELINE_MESSAGES, PIPELINE_STAGES } from "~/schemas/pipeline";
import { seedSql } from "~/db/seed";
import { DEMO_PIPELINE_JOB } from "~/db/demo-pipeline";

const DAY = 24 * 60 * 60 * 1000;
let admin: { id: number; email: string; cookie: string };
let other: { id: number; email: string; cookie: string };
let editor: { cookie: string };
let jobId: number;
let otherJobId: number;

const createJob = (title: string) =>
  createJobListing(admin.cookie, { title, location: "Bogotá, Colombia", description: "Build things." });

let seq = 0;
/** An application stored directly, as the careers form would have stored it, `daysAgo` days ago. */
async function application(
  job: number,
  fields: {
    name?: string;
    status?: string;
    daysAgo?: number;
    cv?: boolean;
    anonymized?: boolean;
    ownerId?: number;
  } = {},
) {
  const at = Date.now() - (fields.daysAgo ?? 0) * DAY;
  seq += 1;
  const row = await env.DB.prepare(
    `INSERT INTO job_applications (job_id, position, full_name, email, phone, cover_letter, resume, resume_key,
       status, created_at, updated_at, status_changed_at, anonymized_at, owner_id)
     VALUES (?, 'Board Engineer', ?, ?, '+57 300 000 0000', 'Hello', '', ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
  )
    .bind(
      job,
      fields.anonymized ? "" : (fields.name ?? `Candidate ${seq}`),
      fields.anonymized ? "" : `candidate-${seq}@example.com`,
      fields.cv ? `cvs/test-${seq}` : null,
      fields.status ?? "new",
      at,
      at,
      at,
      fields.anonymized ? at : null,
      fields.ownerId ?? null,
    )
    .first<{ id: number }>();
  return row!.id;
}

const board = (query = "", cookie = admin.cookie) =>
  page(`/admin/jobs/${jobId}/pipeline${query}`, { headers: { Cookie: cookie } });
const post = (fields: Record<string, string>, cookie = admin.cookie) =>
  postForm(`/admin/jobs/${jobId}/pipeline`, fields, cookie);
const statusOf = async (id: number) =>
  (await env.DB.prepare("SELECT status FROM job_applications WHERE id = ?").bind(id).first<{ status: string }>())!
    .status;
const historyOf = async (id: number) =>
  (
    await env.DB.prepare(
      "SELECT from_status, to_status FROM application_status_changes WHERE application_id = ? ORDER BY id",
    )
      .bind(id)
      .all<{ from_status: string; to_status: string }>()
  ).results;
const auditOf = async (id: number) =>
  (
    await env.DB.prepare(
      "SELECT action, summary FROM audit_log WHERE entity = 'application' AND entity_id = ? ORDER BY id",
    )
      .bind(String(id))
      .all<{ action: string; summary: string }>()
  ).results;
const d1Queries = (res: Response) => Number(/"(\d+) D1 queries"/.exec(res.headers.get("Server-Timing") ?? "")?.[1]);

beforeAll(async () => {
  admin = await staff("admin");
  other = await staff("admin");
  editor = await staff("editor");
  await env.DB.prepare("UPDATE users SET name = 'Olga Ortiz' WHERE id = ?").bind(other.id).run();
  jobId = await createJob("Board Engineer");
  otherJobId = await createJob("Other Engineer");
}, 60_000);

describe("the board", () => {
  it("shows a column per stage, pending in new, and each card's markers", async () => {
    const fresh = await application(jobId, { name: "Ana Fresh", cv: true });
    const pending = await application(jobId, { name: "Pía Pending", status: "pending", daysAgo: 3 });
    const hired = await application(jobId, { name: "Hugo Hired", status: "hired", ownerId: other.id });
    await env.DB.prepare(
      "INSERT INTO application_notes (application_id, author_name, body, created_at) VALUES (?, 'x', 'a', 1), (?, 'x', 'b', 2)",
    )
      .bind(fresh, fresh)
      .run();
    await application(otherJobId, { name: "Elsewhere Person" });
    const { res, html } = await board();
    expect(res.status).toBe(200);
    const doc = parse(html).document;
    const columns = [...doc.querySelectorAll("[data-board-column]")].map((c) => c.getAttribute("data-board-column"));
    expect(columns).toEqual(["new", "reviewing", "interview", "hired", "rejected"]);
    const card = (id: number) => doc.querySelector(`[data-board-card="${id}"]`)!;
    expect(card(fresh).closest("[data-board-column]")!.getAttribute("data-board-column")).toBe("new");
    expect(card(pending).closest("[data-board-column]")!.getAttribute("data-board-column")).toBe("new");
    expect(card(pending).querySelector(`[data-marker="days"]`)!.textContent).toContain("3 days");
    expect(card(fresh).querySelector('[data-marker="cv"]')).not.toBeNull();
    expect(card(fresh).querySelector('[data-marker="notes"]')!.textContent).toContain("2 notes");
    expect(card(hired).querySelector("[data-owner]")!.textContent).toContain("OO");
    expect(html).not.toContain("Elsewhere Person");
    // Each card has a real form: its stage buttons post the move.
    expect(card(fresh).querySelectorAll('form button[name="stage"]').length).toBe(4);
  });

  it("is for admins only, and 404 for a job that does not exist", async () => {
    expect((await board("", editor.cookie)).res.status).toBe(302);
    expect((await get(`/admin/jobs/${jobId}/pipeline`)).status).toBe(302);
    expect((await page("/admin/jobs/999999/pipeline", { headers: { Cookie: admin.cookie } })).res.status).toBe(404);
  });

  it("filters by text, CV, days and owner (Mine)", async () => {
    const mine = await application(jobId, { name: "Mina Mine", ownerId: admin.id, daysAgo: 40 });
    const withCv = await application(jobId, { name: "Cleo Cv", cv: true, daysAgo: 2 });
    const has = (html: string, id: number) => html.includes(`data-board-card="${id}"`);
    let html = (await board("?owner=me")).html;
    expect(has(html, mine)).toBe(true);
    expect(has(html, withCv)).toBe(false);
    html = (await board("?cv=1")).html;
    expect(has(html, withCv)).toBe(true);
    expect(has(html, mine)).toBe(false);
    html = (await board("?days=7")).html;
    expect(has(html, withCv)).toBe(true);
    expect(has(html, mine)).toBe(false);
    html = (await board("?q=Cleo")).html;
    expect(has(html, withCv)).toBe(true);
    expect(has(html, mine)).toBe(false);
    expect((await board("?owner=nobody")).res.status).toBe(400);
  });
});

describe("moves", () => {
  it("moves one card through the status change: history, audit, back to the board with its filters", async () => {
    const id = await application(jobId, { name: "Mo Mover" });
    const res = await post({ intent: "move", id: String(id), stage: "interview", returnTo: "?cv=1&q=Mo" });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(`/admin/jobs/${jobId}/pipeline?q=Mo&cv=1`);
    expect(await statusOf(id)).toBe("interview");
    expect(await historyOf(id)).toEqual([{ from_status: "new", to_status: "interview" }]);
    expect((await auditOf(id)).map((e) => e.action)).toEqual(["status"]);
    const changed = await env.DB.prepare("SELECT status_changed_at FROM job_applications WHERE id = ?")
      .bind(id)
      .first<{ status_changed_at: number }>();
    expect(Date.now() - changed!.status_changed_at).toBeLessThan(60_000);
  });

  it("refuses an anonymised application, an unknown stage and an unknown id", async () => {
    const gone = await application(jobId, { anonymized: true });
    const res = await post({ intent: "move", id: String(gone), stage: "hired" });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("anonymised");
    expect(await statusOf(gone)).toBe("new");
    expect(await historyOf(gone)).toEqual([]);
    const id = await application(jobId);
    const bad = await post({ intent: "move", id: String(id), stage: "pending" });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain(PIPELINE_MESSAGES.stage);
    expect((await post({ intent: "move", id: "999999", stage: "hired" })).status).toBe(404);
  });

  it("refuses to move an anonymised application through the API and the Applications dialog too", async () => {
    const gone = await application(jobId, { anonymized: true });
    const api = await sendJson(`/api/job-applications/${gone}/status`, "PATCH", { status: "hired" }, admin.cookie);
    expect(api.status).toBe(400);
    expect(await api.json()).toMatchObject({ errors: { status: [PIPELINE_MESSAGES.anonymised] } });
    const dialog = await get("/admin/applications", {
      method: "POST",
      body: new URLSearchParams({ intent: "status", id: String(gone), status: "hired" }),
      headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: admin.cookie },
    });
    // The dialog's failure answer: back to the dialog with the "could not update" toast.
    expect(dialog.status).toBe(302);
    expect(await statusOf(gone)).toBe("new");
    expect(await historyOf(gone)).toEqual([]);
  });

  it("moves a selection: one history entry and one audit entry each", async () => {
    const ids = [await application(jobId), await application(jobId), await application(jobId, { status: "interview" })];
    const form = new URLSearchParams({ intent: "bulk", stage: "reviewing", returnTo: "" });
    for (const id of ids) form.append("ids", String(id));
    const res = await get(`/admin/jobs/${jobId}/pipeline`, {
      method: "POST",
      body: form,
      headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: admin.cookie },
    });
    expect(res.status).toBe(302);
    for (const id of ids) {
      expect(await statusOf(id)).toBe("reviewing");
      expect(await historyOf(id)).toHaveLength(1);
      expect((await auditOf(id)).map((e) => e.action)).toEqual(["status"]);
    }
  });

  it("writes the audit entries of the moves made when a selection's move fails part-way", async () => {
    const ids = [await application(jobId), await application(jobId), await application(jobId)];
    const form = new URLSearchParams({ intent: "bulk", stage: "reviewing", returnTo: "" });
    for (const id of ids) form.append("ids", String(id));
    const failing = failD1Once(/insert into "application_status_changes"/i);
    try {
      const res = await get(`/admin/jobs/${jobId}/pipeline`, {
        method: "POST",
        body: form,
        headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: admin.cookie },
      });
      expect(res.status).toBe(500);
    } finally {
      failing.mockRestore();
    }
    const moved = [];
    for (const id of ids) if ((await statusOf(id)) === "reviewing") moved.push(id);
    expect(moved).toHaveLength(2);
    for (const id of ids)
      expect((await auditOf(id)).map((e) => e.action)).toEqual(moved.includes(id) ? ["status"] : []);
  });

  it("rejects a selection, and refuses one with an anonymised or another job's application or over 200", async () => {
    const ids = [await application(jobId), await application(jobId)];
    const send = (fields: [string, string][]) =>
      get(`/admin/jobs/${jobId}/pipeline`, {
        method: "POST",
        body: new URLSearchParams(fields),
        headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: admin.cookie },
      });
    expect((await send([["intent", "reject"], ...ids.map((id): [string, string] => ["ids", String(id)])])).status).toBe(
      302,
    );
    for (const id of ids) expect(await statusOf(id)).toBe("rejected");

    const kept = await application(jobId);
    const gone = await application(jobId, { anonymized: true });
    const mixed = await send([
      ["intent", "reject"],
      ["ids", String(kept)],
      ["ids", String(gone)],
    ]);
    expect(mixed.status).toBe(400);
    expect(await statusOf(kept)).toBe("new");

    const foreign = await application(otherJobId);
    const elsewhere = await send([
      ["intent", "reject"],
      ["ids", String(kept)],
      ["ids", String(foreign)],
    ]);
    expect(elsewhere.status).toBe(400);
    expect(await elsewhere.text()).toContain("ids");
    expect(await statusOf(foreign)).toBe("new");

    const tooMany = Array.from({ length: MAX_BULK_MOVE + 1 }, (_, i): [string, string] => ["ids", String(i + 1)]);
    const over = await send([["intent", "reject"], ...tooMany]);
    expect(over.status).toBe(400);
    expect(await over.text()).toContain(PIPELINE_MESSAGES.tooMany);
    expect((await send([["intent", "reject"]])).status).toBe(400);
  });
});

describe("the owner", () => {
  it("is set from a card's menu (audited), and an unknown owner is a 400 naming ownerId", async () => {
    const id = await application(jobId);
    expect((await post({ intent: "owner", id: String(id), ownerId: String(other.id) })).status).toBe(302);
    const row = await env.DB.prepare("SELECT owner_id FROM job_applications WHERE id = ?")
      .bind(id)
      .first<{ owner_id: number }>();
    expect(row!.owner_id).toBe(other.id);
    expect((await auditOf(id)).map((e) => e.action)).toEqual(["update"]);
    const bad = await post({ intent: "owner", id: String(id), ownerId: "999999" });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("ownerId");
    expect((await post({ intent: "owner", id: String(id), ownerId: "" })).status).toBe(302);
    const cleared = await env.DB.prepare("SELECT owner_id FROM job_applications WHERE id = ?")
      .bind(id)
      .first<{ owner_id: number | null }>();
    expect(cleared!.owner_id).toBeNull();
  });

  it("is set through PATCH /api/job-applications/{id} {ownerId} (admins), null clearing it", async () => {
    const id = await application(jobId);
    const res = await sendJson(`/api/job-applications/${id}`, "PATCH", { ownerId: admin.id }, admin.cookie);
    expect(res.status).toBe(200);
    expect((await res.json<{ application: { ownerId: number } }>()).application.ownerId).toBe(admin.id);
    expect((await auditOf(id)).map((e) => e.action)).toEqual(["update"]);
    const unknown = await sendJson(`/api/job-applications/${id}`, "PATCH", { ownerId: 999999 }, admin.cookie);
    expect(unknown.status).toBe(400);
    expect(Object.keys((await unknown.json<{ errors: Record<string, string[]> }>()).errors)).toEqual(["ownerId"]);
    const wrongType = await sendJson(`/api/job-applications/${id}`, "PATCH", { ownerId: "someone" }, admin.cookie);
    expect(wrongType.status).toBe(400);
    expect((await sendJson(`/api/job-applications/${id}`, "PATCH", { ownerId: null }, editor.cookie)).status).toBe(403);
    const cleared = await sendJson(`/api/job-applications/${id}`, "PATCH", { ownerId: null }, admin.cookie);
    expect((await cleared.json<{ application: { ownerId: number | null } }>()).application.ownerId).toBeNull();
    expect((await sendJson("/api/job-applications/999999", "PATCH", { ownerId: null }, admin.cookie)).status).toBe(404);
  });
});

describe("the owner on Job Applications", () => {
  it("is set in the application dialog, which links to the job's board, and filters the list as Mine", async () => {
    const id = await application(jobId, { name: "Dora Dialog" });
    const res = await postForm(
      "/admin/applications",
      { intent: "owner", id: String(id), ownerId: String(admin.id), returnTo: "?owner=me" },
      admin.cookie,
    );
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(`/admin/applications?owner=me&dialog=view&id=${id}`);
    const { html } = await page(`/admin/applications?owner=me&dialog=view&id=${id}`, {
      headers: { Cookie: admin.cookie },
    });
    const doc = parse(html).document;
    expect(doc.querySelector("select[name=ownerId] option[selected]")!.getAttribute("value")).toBe(String(admin.id));
    expect(doc.querySelector(`a[href="/admin/jobs/${jobId}/pipeline"]`)).not.toBeNull();
    const rows = [...doc.querySelectorAll("tr[data-application]")].map((r) => r.getAttribute("data-application"));
    expect(rows).toContain(String(id));
    const someoneElses = await application(jobId, { name: "Otto Other", ownerId: other.id });
    const mine = (await page("/admin/applications?owner=me", { headers: { Cookie: admin.cookie } })).html;
    expect(mine).not.toContain(`data-application="${someoneElses}"`);
    expect(mine).toContain(`data-application="${id}"`);
    const owner = parse(mine).document.querySelector("form[role=search] select[name=owner]")!;
    expect([...owner.querySelectorAll("option")].map((o) => o.textContent)).toEqual(["Any owner", "Mine"]);
    expect(owner.querySelector("option[selected]")!.getAttribute("value")).toBe("me");
    // Export CSV exports the list as filtered: Mine stays mine.
    const csv = await (await get("/admin/applications/export?owner=me", { headers: { Cookie: admin.cookie } })).text();
    const ids = csv.split("\n").map((line) => line.split(",")[0]);
    expect(ids).toContain(String(id));
    expect(ids).not.toContain(String(someoneElses));
  });
});

describe("the owner's alerts", () => {
  it("sends a candidate's reply alert to the application's owner, not to whoever wrote last", async () => {
    const id = await application(jobId, { ownerId: other.id });
    const sent = await sendJson(
      `/api/job-applications/${id}/messages`,
      "POST",
      { subject: "Next steps", body: "Hello" },
      admin.cookie,
    );
    expect(sent.status).toBe(201);
    const { message } = await sent.json<{ message: { id: string } }>();
    const out = await env.DB.prepare(
      "SELECT o.reply_to FROM outbox o JOIN conversation_messages m ON m.outbox_id = o.id WHERE m.id = ?",
    )
      .bind(Number(message.id))
      .first<{ reply_to: string }>();
    const from = `candidate-${seq}@example.com`;
    const raw = plainReply({ from, to: out!.reply_to, messageId: `<owner-${Date.now()}@example.com>` });
    expect(await deliverInbound(raw, { from, to: out!.reply_to })).toEqual({ rejected: null });
    const recipients = await env.DB.prepare(
      `SELECT o.recipient FROM outbox o WHERE o.kind = 'reply_alert' AND o.related_id IN (SELECT m.id FROM
        conversation_messages m JOIN conversations c ON c.id = m.conversation_id WHERE c.application_id = ?)`,
    )
      .bind(id)
      .all<{ recipient: string }>();
    expect(recipients.results.map((r) => r.recipient)).toEqual([other.email]);
  });
});

describe("GET /api/job-listings/{id}/pipeline", () => {
  it("answers the columns with their cards and takes the board's filters", async () => {
    const id = await application(jobId, { name: "Api Person", cv: true, ownerId: admin.id });
    const res = await get(`/api/job-listings/${jobId}/pipeline?cv=1&owner=me`, { headers: { Cookie: admin.cookie } });
    expect(res.status).toBe(200);
    const body = await res.json<{
      columns: { stage: string; cards: { id: number; hasCv: boolean; owner: { id: number } }[] }[];
    }>();
    expect(body.columns.map((c) => c.stage)).toEqual(["new", "reviewing", "interview", "hired", "rejected"]);
    const cards = body.columns.flatMap((c) => c.cards);
    expect(cards.map((c) => c.id)).toContain(id);
    expect(cards.every((c) => c.hasCv && c.owner.id === admin.id)).toBe(true);
    const bad = await get(`/api/job-listings/${jobId}/pipeline?days=0`, { headers: { Cookie: admin.cookie } });
    expect(bad.status).toBe(400);
    expect(Object.keys((await bad.json<{ errors: Record<string, string[]> }>()).errors)).toEqual(["days"]);
    expect((await get(`/api/job-listings/${jobId}/pipeline`, { headers: { Cookie: editor.cookie } })).status).toBe(403);
    expect((await get("/api/job-listings/999999/pipeline", { headers: { Cookie: admin.cookie } })).status).toBe(404);
  });
});

describe("the demo", () => {
  it("fills one job's board with at least 12 applications across every stage, with CVs and notes", async () => {
    // The whole demo as `npm start` loads it (into this file's database, which has other jobs already).
    const statements = seedSql(new Date())
      .split(/;\n/)
      .map((s) => s.trim())
      .filter(Boolean);
    await env.DB.batch(statements.map((s) => env.DB.prepare(s)));
    const job = await env.DB.prepare("SELECT max(id) AS id FROM jobs WHERE title = ?")
      .bind(DEMO_PIPELINE_JOB)
      .first<{ id: number }>();
    const res = await get(`/api/job-listings/${job!.id}/pipeline`, { headers: { Cookie: admin.cookie } });
    const { columns } = await res.json<{ columns: { stage: string; cards: { hasCv: boolean; notes: number }[] }[] }>();
    const cards = columns.flatMap((c) => c.cards);
    expect(cards.length).toBeGreaterThanOrEqual(12);
    for (const stage of PIPELINE_STAGES)
      expect(columns.find((c) => c.stage === stage)!.cards.length).toBeGreaterThan(0);
    expect(cards.some((c) => c.hasCv)).toBe(true);
    expect(cards.some((c) => c.notes > 0)).toBe(true);
  });
});

describe("a big board", () => {
  it("renders 500 applications on one job with a fixed number of D1 queries", async () => {
    const big = await createJob("Big Board");
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 500)
       INSERT INTO job_applications (job_id, position, full_name, email, phone, cover_letter, resume, status, created_at, updated_at)
       SELECT ?, 'Big Board', 'Person ' || i, 'p' || i || '@example.com', '', '', '',
         CASE i % 5 WHEN 0 THEN 'new' WHEN 1 THEN 'reviewing' WHEN 2 THEN 'interview' WHEN 3 THEN 'hired' ELSE 'rejected' END,
         ?, ? FROM n`,
    )
      .bind(big, Date.now(), Date.now())
      .run();
    const started = Date.now();
    const res = await get(`/admin/jobs/${big}/pipeline`, { headers: { Cookie: admin.cookie } });
    const elapsed = Date.now() - started;
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html.match(/data-board-card="/g)).toHaveLength(500);

    // The session, the board's batch; nothing per card.
    expect(d1Queries(res)).toBeLessThanOrEqual(4);
    console.log(
      `board of 500: ${elapsed} ms, ${res.headers.get("Server-Timing")}, ${Math.round(html.length / 1024)} KB`,
    );
  });
});
