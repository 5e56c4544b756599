// Hiring from the careers page (issue 18): CV uploads and their refusals, private CV access, the CV's deletion with
// its application, and the e-mails that mention the CV. The rest of hiring: hiring-applications.test.ts and
// hiring-job-posting.test.ts.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { tooLargeForAnyRoute } from "~/server/body-guard.server";
import { APPLICATION_MESSAGES } from "~/schemas/job";
import { get, page, postForm, sendJson, uniqueEmail } from "../helpers";
import { candidateFields, EXE, multipart, PDF, postBody } from "../fixtures/cv";
import { applyWithCv, cvObjects, hiringSetUp, rowsFor } from "../fixtures/hiring";

const DOCX = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0]);
const MB = 1024 * 1024;

const { admin, editor, jobs } = hiringSetUp();

/** The same application with this CV sent through the API, then through the page form: both answers. */
async function applyBothWays(email: string, file: { bytes: Uint8Array; name: string; type: string }) {
  const api = await postBody(
    "/api/job-applications",
    multipart({ ...candidateFields(email), jobId: String(jobs.open) }, file),
  );
  const form = await postBody(`/jobs/${jobs.open}/apply`, multipart(candidateFields(email), file));
  return { api, form };
}

describe("CV upload", () => {
  it("takes a PDF with the page form (no JavaScript: a plain multipart post) and keeps it private in R2", async () => {
    const email = uniqueEmail("form");
    const before = await cvObjects();
    const res = await postBody(
      `/jobs/${jobs.open}/apply`,
      multipart(candidateFields(email), { bytes: PDF, name: "cv.pdf", type: "application/pdf" }),
    );
    expect(res.status).toBe(302);
    const [row] = await rowsFor(email);
    expect(row).toMatchObject({ resume: "", resume_file_name: "cv.pdf", resume_file_size: PDF.byteLength });
    expect(row!["resume_content_type"]).toBe("application/pdf");
    expect(String(row!["resume_key"])).toMatch(/^cvs\/[0-9a-f-]{36}$/);
    expect(row!["consent_at"]).toBeTypeOf("number");
    expect((await cvObjects()).length).toBe(before.length + 1);
    const object = await env.FILES.get(String(row!["resume_key"]));
    expect(new Uint8Array(await object!.arrayBuffer())).toEqual(PDF);
  });

  it("takes a DOCX through POST /api/job-applications as multipart, and stores it with its name and size", async () => {
    const email = uniqueEmail("docx");
    const res = await postBody(
      "/api/job-applications",
      multipart(
        { ...candidateFields(email), jobId: String(jobs.open), consent: "true" },
        {
          bytes: DOCX,
          name: "cv.docx",
          type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        },
      ),
    );
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ message: APPLICATION_MESSAGES.successText });
    expect((await rowsFor(email))[0]).toMatchObject({
      resume: "",
      resume_file_name: "cv.docx",
      resume_file_size: DOCX.byteLength,
    });
  });

  it.each([
    ["an .exe renamed .pdf", { bytes: EXE, name: "cv.pdf", type: "application/pdf" }],
    ["a PDF declared as something else", { bytes: PDF, name: "cv.pdf", type: "text/html" }],
    ["a PDF named .exe", { bytes: PDF, name: "cv.exe", type: "application/octet-stream" }],
    ["an empty file", { bytes: new Uint8Array(), name: "cv.pdf", type: "application/pdf" }],
  ])("refuses %s with 415 and stores nothing", async (_, file) => {
    const before = await cvObjects();
    const email = uniqueEmail("refused");
    const { api, form } = await applyBothWays(email, file);
    expect(api.status).toBe(415);
    expect(await api.json()).toEqual({ message: APPLICATION_MESSAGES.unsupported });
    expect(form.status).toBe(415);
    expect(await form.text()).toContain(APPLICATION_MESSAGES.unsupported);
    expect(await rowsFor(email)).toHaveLength(0);
    expect(await cvObjects()).toEqual(before);
  });

  it("refuses a CV whose name hides characters, saying why above the form", async () => {
    const email = uniqueEmail("hidden");
    const file = { bytes: PDF, name: "cv\u202Efdp.exe.pdf", type: "application/pdf" };
    const form = await postBody(`/jobs/${jobs.open}/apply`, multipart(candidateFields(email), file));
    expect(form.status).toBe(400);
    expect(await form.text()).toContain("Must not contain control characters");
    expect(await rowsFor(email)).toHaveLength(0);
  });

  it("takes a CV of exactly 5 MB, and refuses a larger one with 413 stating the limit, storing nothing", async () => {
    const big = new Uint8Array(5 * MB);
    big.set(PDF);
    expect(
      (
        await postBody(
          "/api/job-applications",
          multipart(
            { ...candidateFields(), jobId: String(jobs.open) },
            { bytes: big, name: "cv.pdf", type: "application/pdf" },
          ),
        )
      ).status,
    ).toBe(201);

    const before = await cvObjects();
    const email = uniqueEmail("large");
    const over = new Uint8Array(5 * MB + 1);
    over.set(PDF);
    const file = { bytes: over, name: "cv.pdf", type: "application/pdf" };
    const { api, form } = await applyBothWays(email, file);
    expect(api.status).toBe(413);
    expect(await api.json()).toEqual({ message: APPLICATION_MESSAGES.tooLarge });
    expect(form.status).toBe(413);
    expect(await form.text()).toContain("max 5 MB");
    // Far over: the body is refused before it is read, still with the CV's limit.
    // Far over any route's cap: the Worker entry refuses it before routing, still stating the CV's limit.
    for (const path of ["/api/job-applications", `/jobs/${jobs.open}/apply`]) {
      const huge = tooLargeForAnyRoute(
        new Request(`http://localhost${path}`, { method: "POST", headers: { "Content-Length": String(30 * MB) } }),
      );
      expect(huge!.status).toBe(413);
      expect(await huge!.text()).toContain(APPLICATION_MESSAGES.tooLarge);
    }
    expect(await rowsFor(email)).toHaveLength(0);
    expect(await cvObjects()).toEqual(before);
  });

  it("keeps what the candidate typed when the CV is over 5 MB, without JavaScript as with it", async () => {
    const over = new Uint8Array(6 * MB);
    over.set(PDF);
    const email = uniqueEmail("six-mb");
    const res = await postBody(
      `/jobs/${jobs.open}/apply`,
      multipart(candidateFields(email), { bytes: over, name: "cv.pdf", type: "application/pdf" }),
    );
    expect(res.status).toBe(413);
    const html = await res.text();
    expect(html).toContain(APPLICATION_MESSAGES.tooLarge);
    // The form is shown again with what was typed, not replaced by an error page.
    expect(html).toContain(`value="${email}"`);
    expect(html).toContain("Valentina Cruz");
    expect(html).toContain("six years of experience");
    expect(await rowsFor(email)).toHaveLength(0);
  });

  it("keeps other public forms at their own, smaller cap", async () => {
    const res = await postBody("/contact", multipart({ name: "x".repeat(3 * MB) }));
    expect(res.status).toBe(413);
  });

  it("needs a CV file or a resume link; a link keeps the spec's rule", async () => {
    const email = uniqueEmail("none");
    const neither = await sendJson("/api/job-applications", "POST", {
      ...candidateFields(email),
      consent: true,
      jobId: jobs.open,
    });
    expect(neither.status).toBe(400);
    expect(await neither.json()).toMatchObject({ errors: { resume: [APPLICATION_MESSAGES.resumeOrFile] } });
    const form = await postBody(`/jobs/${jobs.open}/apply`, multipart(candidateFields(email)));
    expect(form.status).toBe(400);
    expect(await form.text()).toContain(APPLICATION_MESSAGES.resumeOrFile);
    const short = await sendJson("/api/job-applications", "POST", {
      ...candidateFields(email),
      resume: "cv.pdf",
      jobId: jobs.open,
    });
    expect(await short.json()).toMatchObject({ errors: { resume: [APPLICATION_MESSAGES.resume] } });
    expect(await rowsFor(email)).toHaveLength(0);
  });

  it("opens the CV for admins only, always as an attachment, never cached", async () => {
    const id = await applyWithCv();
    const path = `/admin/applications/${id}/cv`;
    const anonymous = await get(path);
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("Location")).toContain("/admin/login");
    expect(await anonymous.text()).not.toContain("%PDF");
    const asEditor = await get(path, { headers: { Cookie: editor.cookie } });
    expect(asEditor.headers.get("Location")).toBe("/admin/blog");
    const asAdmin = await get(path, { headers: { Cookie: admin.cookie } });
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.headers.get("Content-Disposition")).toMatch(/^attachment; filename="Valentina Cruz CV.pdf"/);
    expect(asAdmin.headers.get("Content-Type")).toBe("application/pdf");
    expect(asAdmin.headers.get("Cache-Control")).toBe("private, no-store");
    expect(new Uint8Array(await asAdmin.arrayBuffer())).toEqual(PDF);
    expect((await get("/admin/applications/999999/cv", { headers: { Cookie: admin.cookie } })).status).toBe(404);
    // The dialog links to it.
    const dialog = await page(`/admin/applications?dialog=view&id=${id}`, { headers: { Cookie: admin.cookie } });
    expect(dialog.html).toContain(`href="/admin/applications/${id}/cv"`);
    expect(dialog.html).toContain("Valentina Cruz CV.pdf");
  });

  it("deletes the CV object with its application, from the screen and the API", async () => {
    for (const remove of [
      (id: number) => postForm("/admin/applications", { intent: "delete", id: String(id) }, admin.cookie),
      (id: number) => sendJson(`/api/job-applications/${id}`, "DELETE", undefined, admin.cookie),
    ]) {
      const id = await applyWithCv();
      const row = await env.DB.prepare("SELECT resume_key FROM job_applications WHERE id = ?")
        .bind(id)
        .first<{ resume_key: string }>();
      expect(await env.FILES.head(row!.resume_key)).not.toBeNull();
      expect((await remove(id)).status).toBeLessThan(400);
      expect(await env.FILES.head(row!.resume_key)).toBeNull();
    }
  });
});

describe("e-mail about a CV", () => {
  it("names the CV (name, size) in the staff alert with a back-office link, and in the confirmation", async () => {
    const email = uniqueEmail("mail");
    const id = await applyWithCv(email);
    let rows: { kind: string; text_body: string; html_body: string }[] = [];
    for (let i = 0; i < 50 && rows.length < 2; i++) {
      rows = (
        await env.DB.prepare(
          "SELECT kind, text_body, html_body FROM outbox WHERE related_id = ? AND kind LIKE 'application_%'",
        )
          .bind(id)
          .all<{ kind: string; text_body: string; html_body: string }>()
      ).results;
      if (rows.length < 2) await new Promise((r) => setTimeout(r, 50));
    }
    const confirmation = rows.find((r) => r.kind === "application_confirmation")!;
    expect(confirmation.text_body).toContain(`Valentina Cruz CV.pdf (${PDF.byteLength} B)`);
    const alert = rows.find((r) => r.kind === "application_alert")!;
    expect(alert.text_body).toContain("CV: Valentina Cruz CV.pdf");
    expect(alert.text_body).toContain(`/admin/applications/${id}/cv`);
    expect(alert.html_body).toContain(`/admin/applications/${id}/cv`);
  });
});
