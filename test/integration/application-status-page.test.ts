// The candidate status page (issue 30, docs/decisions/0033): the link in the confirmation e-mail, stored only as a
// hash; the stage in plain words and nothing the staff wrote; a forged or spent link's plain 404; withdraw (history
// by "Candidate", audit, webhook, "Withdrawn" for staff), a new CV while new, delete my data (anonymised at once, the
// link dead); "Lost your link?" with the same answer for any address, a cooldown and a rate limit; private headers.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { hashSessionId } from "~/models/sessions.server";
import { PUBLIC_WRITE_LIMIT } from "~/platform/rate-limit.server";
import { cacheablePath } from "~/platform/edge-cache.server";
import { catalogue } from "~/i18n/catalogue";
import { get, page, sendJson, staff, startOfAWindow, uniqueEmail, visitorAddress } from "../helpers";
import { parse } from "../dom";
import { candidateFields, EXE, multipart, PDF, postBody } from "../fixtures/cv";
import { createListing } from "../fixtures/jobs";
import { webhookFor } from "../fixtures/webhooks";
import { PERSON, viewsOf } from "../fixtures/page-views";

const T = catalogue("en").applicationStatus;
const ES = catalogue("es").applicationStatus;
const NEWER_PDF = new TextEncoder().encode("%PDF-1.7\n% a newer CV\n");
const TOKEN_IN_LINK = /(?:\/es)?\/jobs\/applications\/([A-Za-z0-9_-]{43})/;

let admin: { id: number; email: string; cookie: string };
let jobId: number;

beforeAll(async () => {
  admin = await staff("admin");
  jobId = await createListing(admin.cookie, { title: "Status Page Engineer" });
}, 60_000);

type Row = Record<string, unknown>;
const applicationRow = async (id: number) =>
  (await env.DB.prepare("SELECT * FROM job_applications WHERE id = ?").bind(id).first<Row>())!;

/** The link the outbox row of that kind carries, once the after-write hook has written it. */
async function linkIn(kind: string, relatedId: number): Promise<{ token: string; path: string; text: string }> {
  return vi.waitFor(
    async () => {
      const row = await env.DB.prepare("SELECT text_body, html_body FROM outbox WHERE kind = ? AND related_id = ?")
        .bind(kind, relatedId)
        .first<{ text_body: string; html_body: string }>();
      const match = row?.text_body.match(TOKEN_IN_LINK);
      expect(match, `${kind} for ${relatedId}`).toBeTruthy();
      expect(row!.html_body).toContain(match![0]);
      return { token: match![1]!, path: match![0], text: row!.text_body };
    },
    { timeout: 10_000, interval: 100 },
  );
}

/** Applies with a PDF through the page form (no JavaScript) and returns the application and its status link. */
async function apply(email = uniqueEmail("status"), path = `/jobs/${jobId}/apply`) {
  const res = await postBody(
    path,
    multipart(candidateFields(email), { bytes: PDF, name: "cv.pdf", type: "application/pdf" }),
  );
  expect(res.status).toBe(302);
  const row = await env.DB.prepare("SELECT id FROM job_applications WHERE email = ?")
    .bind(email)
    .first<{ id: number }>();
  const { token, path: link } = await linkIn("application_confirmation", row!.id);
  return { id: row!.id, email, token, link };
}

const moveTo = async (id: number, status: string) =>
  expect((await sendJson(`/api/job-applications/${id}/status`, "PATCH", { status }, admin.cookie)).status).toBe(200);

/** An interview on the application, hosted by the admin, as booking one stores it (sequence 0); returns its id. */
const interviewAt = async (application: { id: number; email: string }, startsAt: number) =>
  (await env.DB.prepare(
    `INSERT INTO meetings (kind, host_id, starts_at, ends_at, name, company, email, agenda, time_zone, application_id)
     VALUES ('interview', ?1, ?2, ?2 + 1800000, 'Valentina Cruz', 'Status Page Engineer', ?3, 'Interview', 'UTC', ?4)
     RETURNING id`,
  )
    .bind(admin.id, startsAt, application.email, application.id)
    .first<{ id: number }>())!.id;

const stageOf = (html: string) => parse(html).document.querySelector("[data-testid=status-stage]")?.textContent;

describe("the link", () => {
  it("goes out in the confirmation e-mail, and D1 keeps only its SHA-256 hash", async () => {
    const { id, token, link } = await apply();
    expect(link).toBe(`/jobs/applications/${token}`);
    const row = await applicationRow(id);
    expect(row["status_token_hash"]).toBe(await hashSessionId(token));
    expect(JSON.stringify(row)).not.toContain(token);
    // 32 random bytes: 256 bits, over the 128 the issue asks for.
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("is in the application's language for a Spanish application", async () => {
    const email = uniqueEmail("es");
    const { link } = await apply(email, `/es/jobs/${jobId}/apply`);
    expect(link).toMatch(/^\/es\/jobs\/applications\//);
    const { res, html } = await page(link);
    expect(res.status).toBe(200);
    expect(stageOf(html)).toBe(ES.stages.received.label);
  });
});

describe("the page", () => {
  it("shows the position and the stage in plain words, and nothing the staff wrote", async () => {
    const { id, link } = await apply();
    const note = `Internal note ${Date.now()}: strong candidate, salary ask high`;
    await env.DB.prepare(
      "INSERT INTO application_notes (application_id, author_id, author_name, body) VALUES (?, ?, 'Recruiter Rita', ?)",
    )
      .bind(id, admin.id, note)
      .run();
    const first = await page(link);
    expect(first.res.status).toBe(200);
    expect(stageOf(first.html)).toBe(T.stages.received.label);
    const dom = parse(first.html).document;
    expect(dom.querySelector("[data-testid=status-position]")?.textContent).toBe("Status Page Engineer");
    expect(first.html).not.toContain(note);
    expect(first.html).not.toContain("Recruiter Rita");
    expect(first.html).not.toContain(admin.email);

    for (const [status, stage] of [
      ["reviewing", T.stages.review.label],
      ["interview", T.stages.interviewing.label],
      ["hired", T.stages.closed.label],
      ["rejected", T.stages.closed.label],
    ] as const) {
      await moveTo(id, status);
      expect(stageOf((await page(link)).html), status).toBe(stage);
    }
  });

  it("is private: no-store, noindex, no Referer, and never answered from the edge cache", async () => {
    const { link } = await apply();
    for (const path of [link, `${link}?confirm=withdraw`, "/jobs/applications/lost-link", "/es/jobs/applications/x"]) {
      const res = await get(path);
      expect(res.headers.get("Cache-Control"), path).toBe("private, no-store");
      // Not no-referrer: under it the browser's own form posts carry `Origin: null`, which the guard refuses.
      expect(res.headers.get("Referrer-Policy"), path).toBe("same-origin");
      expect(cacheablePath(new Request(new URL(path, "http://localhost"))), path).toBeNull();
      const html = await res.text();
      expect(html, path).toMatch(/<meta name="robots" content="noindex"/);
    }
    // The other token pages (a meeting's links, an interview link: docs/decisions/0035) follow the same rule.
    const token = "A".repeat(43);
    for (const path of [`/meetings/${token}/cancel`, `/es/meetings/${token}/reschedule`, `/jobs/interview/${token}`]) {
      const res = await get(path);
      expect(res.headers.get("Cache-Control"), path).toBe("private, no-store");
      expect(res.headers.get("Referrer-Policy"), path).toBe("same-origin");
      expect(cacheablePath(new Request(new URL(path, "http://localhost"))), path).toBeNull();
    }
    // Any other page keeps the site's policy.
    expect((await get("/jobs")).headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
  });

  it("counts in Website Stats under its pattern, never with its token", async () => {
    const { token, link } = await apply();
    const counted = "/jobs/applications/:token";
    const before = (await viewsOf(counted)).reduce((n, r) => n + r.views, 0);
    expect((await get(link, { headers: { "User-Agent": PERSON } })).status).toBe(200);
    await expect
      .poll(async () => (await viewsOf(counted)).reduce((n, r) => n + r.views, 0), { timeout: 5_000, interval: 200 })
      .toBe(before + 1);
    const leaked = await env.DB.prepare("SELECT count(*) AS n FROM page_views WHERE path LIKE ?")
      .bind(`%${token.slice(0, 20).toLowerCase()}%`)
      .first<{ n: number }>();
    expect(leaked!.n).toBe(0);
  });

  it("answers a forged, malformed or unknown link with the same plain 404, on GET and POST", async () => {
    const forged = `/jobs/applications/${"A".repeat(43)}`;
    const answers = [];
    for (const path of [forged, "/jobs/applications/short", `/jobs/applications/${"A".repeat(42)}%2F`]) {
      const { res, html } = await page(path);
      expect(res.status, path).toBe(404);
      const text = parse(html).document.querySelector("main")?.textContent ?? "";
      expect(text).toContain(T.invalid.title);
      expect(text).toContain(T.invalid.text);
      answers.push(text);
    }
    expect(new Set(answers).size).toBe(1);
    for (const intent of ["withdraw", "erase", "cv", "nonsense"]) {
      const res = await postBody(forged, new URLSearchParams({ intent }));
      expect(res.status, intent).toBe(404);
      expect(await res.text()).toContain(T.invalid.title);
    }
  });
});

describe("withdraw", () => {
  it("asks first, then moves the status to rejected as the candidate, audited, announced and shown as Withdrawn", async () => {
    const endpoint = await webhookFor(["application.status_changed"], "status-page");
    const { id, link } = await apply();
    await moveTo(id, "interview");
    const confirm = parse((await page(`${link}?confirm=withdraw`)).html).document;
    expect(confirm.querySelector("[data-testid=confirm-withdraw]")?.textContent).toContain(T.withdraw.confirmTitle);

    const res = await postBody(`${link}?confirm=withdraw`, new URLSearchParams({ intent: "withdraw" }));
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(link);
    const row = await applicationRow(id);
    expect(row["status"]).toBe("rejected");
    expect(row["withdrawn_at"]).toBeTypeOf("number");

    const history = await env.DB.prepare(
      "SELECT * FROM application_status_changes WHERE application_id = ? ORDER BY id DESC",
    )
      .bind(id)
      .first<Row>();
    expect(history).toMatchObject({
      from_status: "interview",
      to_status: "rejected",
      changed_by_id: null,
      changed_by_name: "Candidate",
    });
    const audit = await env.DB.prepare("SELECT * FROM audit_log WHERE entity = 'application' AND entity_id = ?")
      .bind(String(id))
      .all<Row>();
    expect(audit.results).toContainEqual(
      expect.objectContaining({ action: "status", actor_id: null, summary: "withdrawn by the candidate" }),
    );
    await vi.waitFor(
      async () => {
        const deliveries = await env.DB.prepare(
          "SELECT payload FROM webhook_deliveries WHERE endpoint_id = ? AND event = 'application.status_changed'",
        )
          .bind(endpoint.id)
          .all<{ payload: string }>();
        const withdrawn = deliveries.results
          .map((d) => (JSON.parse(d.payload) as { data: { application: Row } }).data.application)
          .find((a) => a["id"] === id && a["status"] === "rejected");
        expect(withdrawn).toMatchObject({ previousStatus: "interview", changedBy: "Candidate" });
      },
      { timeout: 10_000, interval: 100 },
    );

    const after = await page(link);
    expect(stageOf(after.html)).toBe(T.stages.closed.label);
    expect(after.html).not.toContain(T.withdraw.button);
    // Again: nothing to withdraw any more (409, the page as it now stands).
    expect((await postBody(link, new URLSearchParams({ intent: "withdraw" }))).status).toBe(409);

    const list = await page(`/admin/applications?q=&dialog=view&id=${id}`, { headers: { Cookie: admin.cookie } });
    expect(list.html).toContain(">Withdrawn<");
  });
});

describe("after withdrawing", () => {
  it("calls off an interview still to come, with a cancellation to both sides, and keeps a past one", async () => {
    const { id, email, link } = await apply();
    await moveTo(id, "interview");
    const coming = await interviewAt({ id, email }, Date.now() + 2 * 86_400_000);
    const past = await interviewAt({ id, email }, Date.now() - 2 * 86_400_000);

    expect((await postBody(link, new URLSearchParams({ intent: "withdraw" }))).status).toBe(302);
    const status = async (meetingId: number) =>
      (await env.DB.prepare("SELECT status FROM meetings WHERE id = ?").bind(meetingId).first<{ status: string }>())!
        .status;
    expect(await status(coming)).toBe("cancelled");
    expect(await status(past)).toBe("booked");
    // No reminder can go out for it any more, and both sides get the calendar's CANCEL.
    await vi.waitFor(
      async () => {
        const { results } = await env.DB.prepare(
          "SELECT recipient FROM outbox WHERE kind = 'meeting_cancelled' AND related_id = ? ORDER BY recipient",
        )
          .bind(coming)
          .all<{ recipient: string }>();
        expect(results.map((r) => r.recipient).sort()).toEqual([admin.email, email].sort());
      },
      { timeout: 10_000, interval: 100 },
    );
  });

  it("takes a new application for the same job, and a recruiter reopening it clears Withdrawn", async () => {
    const email = uniqueEmail("again");
    const first = await apply(email);
    expect((await postBody(first.link, new URLSearchParams({ intent: "withdraw" }))).status).toBe(302);

    // The withdraw page said "you can apply again later": a new application is stored, not a duplicate notice.
    const res = await postBody(
      `/jobs/${jobId}/apply`,
      multipart(candidateFields(email), { bytes: PDF, name: "cv.pdf", type: "application/pdf" }),
    );
    expect(res.status).toBe(302);
    const rows = await env.DB.prepare("SELECT id, status FROM job_applications WHERE email = ? ORDER BY id")
      .bind(email)
      .all<{ id: number; status: string }>();
    expect(rows.results.map((r) => r.status)).toEqual(["rejected", "new"]);
    const duplicates = await env.DB.prepare(
      "SELECT count(*) AS n FROM outbox WHERE kind = 'application_duplicate' AND recipient = ?",
    )
      .bind(email)
      .first<{ n: number }>();
    expect(duplicates!.n).toBe(0);

    // The candidate changed their mind by e-mail: moved back, then rejected by the staff, it is not "Withdrawn".
    await moveTo(first.id, "reviewing");
    expect((await applicationRow(first.id))["withdrawn_at"]).toBeNull();
    await moveTo(first.id, "rejected");
    const list = await page(`/admin/applications?q=${encodeURIComponent(email)}&dialog=view&id=${first.id}`, {
      headers: { Cookie: admin.cookie },
    });
    expect(list.html).not.toContain(">Withdrawn<");
  });
});

describe("update the CV", () => {
  it("replaces the file while the application is new, deleting the old object; refuses a bad file and a later stage", async () => {
    const { id, link } = await apply();
    const before = await applicationRow(id);
    const oldKey = String(before["resume_key"]);
    expect(await env.FILES.head(oldKey)).not.toBeNull();

    const refused = await postBody(
      link,
      multipart({ intent: "cv" }, { bytes: EXE, name: "cv.pdf", type: "application/pdf" }),
    );
    expect(refused.status).toBe(415);
    expect((await applicationRow(id))["resume_key"]).toBe(oldKey);
    const empty = await postBody(link, multipart({ intent: "cv" }));
    expect(empty.status).toBe(400);

    const res = await postBody(
      link,
      multipart({ intent: "cv" }, { bytes: NEWER_PDF, name: "newer.pdf", type: "application/pdf" }),
    );
    expect(res.status).toBe(302);
    const after = await applicationRow(id);
    expect(after).toMatchObject({ resume_file_name: "newer.pdf", resume_file_size: NEWER_PDF.byteLength });
    expect(after["resume_key"]).not.toBe(oldKey);
    expect(await env.FILES.head(oldKey)).toBeNull();
    const stored = await env.FILES.get(String(after["resume_key"]));
    expect(new Uint8Array(await stored!.arrayBuffer())).toEqual(NEWER_PDF);

    await moveTo(id, "reviewing");
    expect((await page(link)).html).not.toContain(T.cv.button);
    const late = await postBody(
      link,
      multipart({ intent: "cv" }, { bytes: PDF, name: "late.pdf", type: "application/pdf" }),
    );
    expect(late.status).toBe(409);
    expect((await applicationRow(id))["resume_key"]).toBe(after["resume_key"]);
  });
});

describe("delete my data", () => {
  it("anonymises the application at once, audited, says so, and the link stops working", async () => {
    const endpoint = await webhookFor(["application.created"], "erase");
    const { id, email, link } = await apply();
    // The application.created delivery carries the name, e-mail and phone (and Redeliver would send them again).
    const deliveries = () =>
      env.DB.prepare("SELECT payload FROM webhook_deliveries WHERE endpoint_id = ?")
        .bind(endpoint.id)
        .all<{ payload: string }>();
    await vi.waitFor(async () => expect((await deliveries()).results.length).toBe(1), { timeout: 10_000 });
    const key = String((await applicationRow(id))["resume_key"]);
    const res = await postBody(`${link}?confirm=erase`, new URLSearchParams({ intent: "erase" }));
    expect(res.status).toBe(302);
    const done = await page(res.headers.get("Location")!);
    expect(done.res.status).toBe(200);
    expect(done.html).toContain(T.erase.doneText);
    const row = await applicationRow(id);
    expect(row).toMatchObject({ full_name: "", email: "", phone: "", resume_key: null, status_token_hash: null });
    expect(row["anonymized_at"]).toBeTypeOf("number");
    expect(row["position"]).toBe("Status Page Engineer");
    expect(await env.FILES.head(key)).toBeNull();
    const mails = await env.DB.prepare(
      "SELECT count(*) AS n FROM outbox WHERE related_id = ? AND kind LIKE 'application_%'",
    )
      .bind(id)
      .first<{ n: number }>();
    expect(mails!.n).toBe(0);
    expect(JSON.stringify((await deliveries()).results)).not.toContain(email);
    const audit = await env.DB.prepare(
      "SELECT * FROM audit_log WHERE entity = 'application' AND entity_id = ? AND action = 'delete'",
    )
      .bind(String(id))
      .first<Row>();
    expect(audit).toMatchObject({ actor_id: null, summary: "personal data deleted at the candidate's request" });
    expect((await get(link)).status).toBe(404);
    expect((await postBody(link, new URLSearchParams({ intent: "erase" }))).status).toBe(404);
  });

  it("calls off an interview still to come: the interviewer's calendar gets the CANCEL, with nothing of the candidate", async () => {
    const { id, email, link } = await apply();
    await moveTo(id, "interview");
    const meeting = await interviewAt({ id, email }, Date.now() + 2 * 86_400_000);
    expect((await postBody(`${link}?confirm=erase`, new URLSearchParams({ intent: "erase" }))).status).toBe(302);
    const row = await env.DB.prepare("SELECT status, sequence, email FROM meetings WHERE id = ?").bind(meeting).first();
    expect(row).toEqual({ status: "cancelled", sequence: 1, email: "" });
    const cancels = await vi.waitFor(
      async () => {
        const { results } = await env.DB.prepare(
          "SELECT * FROM outbox WHERE kind = 'meeting_cancelled' AND related_id = ?",
        )
          .bind(meeting)
          .all<Row>();
        expect(results).toHaveLength(1);
        return results;
      },
      { timeout: 10_000, interval: 100 },
    );
    const [host] = cancels;
    expect(host!["recipient"]).toBe(admin.email);
    const ics = JSON.parse(String(host!["attachments"]))[0].content as string;
    expect(ics).toContain("METHOD:CANCEL");
    expect(ics).toContain("SEQUENCE:1");
    expect(ics).toContain(`UID:meeting-${meeting}@`);
    for (const field of ["subject", "text_body", "html_body", "reply_to", "attachments"]) {
      expect(String(host![field]), field).not.toContain(email);
      expect(String(host![field]), field).not.toContain("Valentina");
    }
  });
});

describe("lost your link?", () => {
  const ask = (email: string, address = visitorAddress()) =>
    postBody("/jobs/applications/lost-link", new URLSearchParams({ email }), { "CF-Connecting-IP": address });
  const notice = (html: string) => parse(html).document.querySelector("[role=status]")?.textContent;

  it("answers the same for any address, and sends a fresh link (the old one void) to each live application", async () => {
    const { id, email, link } = await apply();
    const known = await ask(email.toUpperCase());
    const unknown = await ask(uniqueEmail("nobody"));
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    const [a, b] = [notice(await known.text()), notice(await unknown.text())];
    expect(a).toBe(b);
    expect(a).toContain(T.lostLink.sentTitle);

    const fresh = await linkIn("application_status_link", id);
    expect(fresh.path).not.toBe(link);
    expect((await get(link)).status).toBe(404);
    expect((await get(fresh.path)).status).toBe(200);
    expect((await applicationRow(id))["status_token_hash"]).toBe(await hashSessionId(fresh.token));

    // Within the cooldown another request sends nothing and keeps the fresh link working.
    expect((await ask(email)).status).toBe(200);
    await new Promise((r) => setTimeout(r, 500));
    expect((await get(fresh.path)).status).toBe(200);
  });

  // Room for startOfAWindow's wait (up to 20 s) on top of the burst.
  it("names the field for a bad address, and is rate-limited per client address", { timeout: 60_000 }, async () => {
    const bad = await ask("not-an-address");
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain(T.lostLink.emailError);
    await startOfAWindow();
    const address = visitorAddress();
    const statuses: number[] = [];
    for (let i = 0; i <= PUBLIC_WRITE_LIMIT.limit; i++)
      statuses.push((await ask(uniqueEmail("flood"), address)).status);
    expect(statuses.at(-1)).toBe(429);
  });

  it("refuses a cross-site post, and one from an opaque origin", async () => {
    for (const Origin of ["https://evil.example", "null"]) {
      const res = await postBody("/jobs/applications/lost-link", new URLSearchParams({ email: uniqueEmail("x") }), {
        Origin,
      });
      expect(res.status, Origin).toBe(403);
    }
  });
});
