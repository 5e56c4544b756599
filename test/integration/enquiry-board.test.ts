// The enquiry board (issue 31): /admin/contacts/board's columns and cards (days in stage, value, owner, unread reply,
// follow-up due), its filters (text, Mine, owner, archived), moves of one card and of a selection through the
// pipeline's stage change (history, audit, enquiry.stage_changed), "lost" refused without a reason (400 naming
// lostReason, nothing written), a bad stage or owner (400), admins only, and a big board in a fixed number of queries.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { PIPELINE_MESSAGES } from "~/schemas/enquiry-pipeline";
import { MAX_ENQUIRY_BULK_MOVE } from "~/schemas/enquiry-board";
import { get, page, postForm, staff } from "../helpers";
import { parse } from "../dom";
import { auditActions } from "../fixtures/audit";
import { enquiryMaker } from "../fixtures/enquiries";
import { deliveredPayloads, webhookFor } from "../fixtures/webhooks";

const DAY = 24 * 60 * 60 * 1000;
let admin: { id: number; email: string; cookie: string };
let other: { id: number; email: string; cookie: string };
let editor: { cookie: string };

beforeAll(async () => {
  admin = await staff("admin");
  other = await staff("admin");
  editor = await staff("editor");
  await env.DB.prepare("UPDATE users SET name = 'Olga Ortiz' WHERE id = ?").bind(other.id).run();
}, 60_000);

/** An enquiry stored directly, with the columns the test names. */
const enquiry = enquiryMaker((n) => ({
  name: `Board Lead ${n}`,
  email: `board-lead-${n}@board.example`,
  company: `Board Co ${n}`,
}));

const board = (query = "", cookie = admin.cookie) =>
  page(`/admin/contacts/board${query}`, { headers: { Cookie: cookie } });
const post = (fields: Record<string, string>, cookie = admin.cookie) =>
  postForm("/admin/contacts/board", fields, cookie);
const stageOf = async (id: number) =>
  (await env.DB.prepare("SELECT stage, lost_reason FROM contacts WHERE id = ?")
    .bind(id)
    .first<{ stage: string; lost_reason: string | null }>())!;
const historyOf = async (id: number) =>
  (
    await env.DB.prepare(
      "SELECT from_stage, to_stage, lost_reason FROM contact_stage_changes WHERE contact_id = ? ORDER BY id",
    )
      .bind(id)
      .all<{ from_stage: string; to_stage: string; lost_reason: string | null }>()
  ).results;
const auditOf = (id: number) => auditActions("contact", id);
const d1Queries = (res: Response) => Number(/"(\d+) D1 queries"/.exec(res.headers.get("Server-Timing") ?? "")?.[1]);
const has = (html: string, id: number) => html.includes(`data-board-card="${id}"`);

describe("the board", () => {
  it("shows a column per stage and each card's markers; the card opens the enquiry's dialog", async () => {
    const fresh = await enquiry({ name: "Ana Fresh", company: "Fresh SA" });
    const old = await enquiry({
      name: "Quim Qualified",
      stage: "qualified",
      stage_changed_at: Date.now() - 3 * DAY,
      estimated_value: 125000,
      owner_id: other.id,
      follow_up_on: "2020-01-01",
    });
    // A reply nobody on the staff has opened yet (the thread's unread_at is set).
    await env.DB.prepare("INSERT INTO conversations (contact_id, unread_at) VALUES (?, ?)").bind(old, Date.now()).run();
    const { res, html } = await board();
    expect(res.status).toBe(200);
    const doc = parse(html).document;
    const columns = [...doc.querySelectorAll("[data-board-column]")].map((c) => c.getAttribute("data-board-column"));
    expect(columns).toEqual(["new", "contacted", "qualified", "meeting_booked", "proposal_sent", "won", "lost"]);
    const card = (id: number) => doc.querySelector(`[data-board-card="${id}"]`)!;
    expect(card(fresh).closest("[data-board-column]")!.getAttribute("data-board-column")).toBe("new");
    expect(card(fresh).textContent).toContain("Fresh SA");
    expect(card(fresh).querySelector("a")!.getAttribute("href")).toBe(`/admin/contacts?dialog=view&id=${fresh}`);
    expect(card(old).closest("[data-board-column]")!.getAttribute("data-board-column")).toBe("qualified");
    expect(card(old).querySelector('[data-marker="days"]')!.textContent).toContain("3 days");
    expect(card(old).querySelector('[data-marker="value"]')!.textContent).toContain("$125,000");
    expect(card(old).querySelector('[data-marker="follow-up"]')).not.toBeNull();
    expect(card(fresh).querySelector('[data-marker="follow-up"]')).toBeNull();
    expect(card(old).querySelector("[data-owner]")!.textContent).toContain("OO");
    expect(card(old).querySelector('[data-marker="reply"]')).not.toBeNull();
    expect(card(fresh).querySelector('[data-marker="reply"]')).toBeNull();
    // A real form per card: five stage buttons, and "lost" in its own form with the reason select.
    expect(card(fresh).querySelectorAll('form button[name="stage"]').length).toBe(5);
    const lost = card(fresh).querySelector('form[data-board-choice="lost"]')!;
    expect(lost.querySelector('select[name="lostReason"]')!.hasAttribute("required")).toBe(true);
    expect(lost.querySelector('input[name="stage"]')!.getAttribute("value")).toBe("lost");
  });

  it("is for admins only", async () => {
    expect((await board("", editor.cookie)).res.status).toBe(302);
    expect((await get("/admin/contacts/board")).status).toBe(302);
    expect((await post({ intent: "move", id: "1", stage: "won" }, editor.cookie)).status).toBe(302);
  });

  it("filters by text, Mine, owner and archived; the list links to the board", async () => {
    const mine = await enquiry({ name: "Mina Mine", owner_id: admin.id });
    const theirs = await enquiry({ name: "Theo Theirs", owner_id: other.id });
    const filed = await enquiry({ name: "Archie Archived", status: "archived" });
    let html = (await board()).html;
    expect(has(html, mine) && has(html, theirs)).toBe(true);
    expect(has(html, filed)).toBe(false);
    html = (await board("?archived=1")).html;
    expect(has(html, filed)).toBe(true);
    html = (await board("?owner=me")).html;
    expect(has(html, mine)).toBe(true);
    expect(has(html, theirs)).toBe(false);
    html = (await board(`?owner=${other.id}`)).html;
    expect(has(html, theirs)).toBe(true);
    const owner = parse(html).document.querySelector("form[role=search] select[name=owner]")!;
    expect(owner.querySelector("option[selected]")!.getAttribute("value")).toBe(String(other.id));
    expect(has(html, mine)).toBe(false);
    html = (await board("?q=Theo")).html;
    expect(has(html, theirs)).toBe(true);
    expect(has(html, mine)).toBe(false);
    expect((await board("?owner=nobody")).res.status).toBe(400);
    const list = (await page("/admin/contacts", { headers: { Cookie: admin.cookie } })).html;
    expect(list).toContain('href="/admin/contacts/board"');
  });
});

describe("moves", () => {
  it("moves one card through the stage change: history, audit, event, back to the board with its filters", async () => {
    const endpoint = await webhookFor(["enquiry.stage_changed"], "board");
    const id = await enquiry({ name: "Mo Mover" });
    const res = await post({ intent: "move", id: String(id), stage: "contacted", returnTo: "?owner=me&q=Mo" });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/admin/contacts/board?q=Mo&owner=me");
    expect((await stageOf(id)).stage).toBe("contacted");
    expect(await historyOf(id)).toEqual([{ from_stage: "new", to_stage: "contacted", lost_reason: null }]);
    expect(await auditOf(id)).toEqual(["update"]);
    type Event = { type: string; data: { enquiry: Record<string, unknown> } };
    const [event] = await deliveredPayloads<Event>(endpoint.id, 1);
    expect(event!.type).toBe("enquiry.stage_changed");
    expect(event!.data.enquiry).toMatchObject({ id, stage: "contacted", previousStage: "new" });
  });

  it("refuses lost without a reason (400 naming lostReason, nothing written), and takes it with one", async () => {
    const id = await enquiry({ name: "Lola Lost" });
    const refused = await post({ intent: "move", id: String(id), stage: "lost" });
    expect(refused.status).toBe(400);
    const body = await refused.text();
    expect(body).toContain(PIPELINE_MESSAGES.lostReasonRequired);
    expect((await stageOf(id)).stage).toBe("new");
    expect(await historyOf(id)).toEqual([]);
    expect(await auditOf(id)).toEqual([]);
    // The data request (what the board's fetcher reads) names the field.
    const data = await postForm(
      "/admin/contacts/board.data",
      { intent: "move", id: String(id), stage: "lost" },
      admin.cookie,
    );
    expect(data.status).toBe(400);
    expect(await data.text()).toContain("lostReason");
    const res = await post({ intent: "move", id: String(id), stage: "lost", lostReason: "budget" });
    expect(res.status).toBe(302);
    expect(await stageOf(id)).toEqual({ stage: "lost", lost_reason: "budget" });
    expect(await historyOf(id)).toEqual([{ from_stage: "new", to_stage: "lost", lost_reason: "budget" }]);
    expect(await auditOf(id)).toEqual(["update"]);
  });

  it("refuses an unknown stage, a bad reason and an unknown id", async () => {
    const id = await enquiry();
    const bad = await post({ intent: "move", id: String(id), stage: "closed" });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain(PIPELINE_MESSAGES.stage);
    const reason = await post({ intent: "move", id: String(id), stage: "lost", lostReason: "weather" });
    expect(reason.status).toBe(400);
    expect(await reason.text()).toContain(PIPELINE_MESSAGES.lostReason);
    expect((await stageOf(id)).stage).toBe("new");
    expect((await post({ intent: "move", id: "999999", stage: "won" })).status).toBe(404);
  });

  it("moves a selection: one history entry and one audit entry each; lost needs the reason; at most 200", async () => {
    const ids = [await enquiry(), await enquiry(), await enquiry({ stage: "qualified" })];
    const send = (fields: Record<string, string>, list: number[]) => {
      const form = new URLSearchParams({ intent: "bulk", returnTo: "", ...fields });
      for (const id of list) form.append("ids", String(id));
      return get("/admin/contacts/board", {
        method: "POST",
        body: form,
        headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: admin.cookie },
      });
    };
    expect((await send({ stage: "proposal_sent" }, ids)).status).toBe(302);
    for (const id of ids) {
      expect((await stageOf(id)).stage).toBe("proposal_sent");
      expect(await historyOf(id)).toHaveLength(1);
      expect(await auditOf(id)).toEqual(["update"]);
    }
    const noReason = await send({ stage: "lost" }, ids);
    expect(noReason.status).toBe(400);
    expect(await noReason.text()).toContain(PIPELINE_MESSAGES.lostReasonRequired);
    expect((await stageOf(ids[0]!)).stage).toBe("proposal_sent");
    expect((await send({ stage: "lost", lostReason: "timing" }, ids)).status).toBe(302);
    for (const id of ids) expect(await stageOf(id)).toEqual({ stage: "lost", lost_reason: "timing" });
    const unknown = await send({ stage: "won" }, [ids[0]!, 999999]);
    expect(unknown.status).toBe(400);
    expect((await stageOf(ids[0]!)).stage).toBe("lost");
    const many = Array.from({ length: MAX_ENQUIRY_BULK_MOVE + 1 }, (_, i) => i + 1);
    expect((await send({ stage: "won" }, many)).status).toBe(400);
  });
});

describe("a big board", () => {
  it("renders 500 enquiries with a fixed number of D1 queries", async () => {
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 500)
       INSERT INTO contacts (name, email, company, interest, message, stage, created_at, updated_at)
       SELECT 'Bulk Person ' || i, 'bulk' || i || '@board.example', 'Bulk Co', 'other', 'Hi',
         CASE i % 7 WHEN 0 THEN 'new' WHEN 1 THEN 'contacted' WHEN 2 THEN 'qualified' WHEN 3 THEN 'meeting_booked'
           WHEN 4 THEN 'proposal_sent' WHEN 5 THEN 'won' ELSE 'lost' END, ?, ? FROM n`,
    )
      .bind(Date.now(), Date.now())
      .run();
    const res = await get("/admin/contacts/board?q=Bulk", { headers: { Cookie: admin.cookie } });
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html.match(/data-board-card="/g)!.length).toBeGreaterThanOrEqual(500);
    // The session, the board's batch; nothing per card.
    expect(d1Queries(res)).toBeLessThanOrEqual(4);
  });
});
