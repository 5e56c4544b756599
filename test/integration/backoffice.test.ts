// The back office as staff use it all day (issue 20): empty searches, staff copy, opened rows, CSV exports.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { parse } from "../dom";
import { get, page, staff } from "../helpers";

let admin: { cookie: string };
beforeAll(async () => {
  admin = await staff("admin");
});

const asAdmin = (path: string) => page(path, { headers: { Cookie: admin.cookie } });

/** An application stored as the careers form stores it (written directly: the form's own fields are not the point). */
async function newApplication(fullName = "Camila Ortiz") {
  const row = await env.DB.prepare(
    `INSERT INTO job_applications (position, full_name, email, phone, cover_letter, resume, status)
     VALUES ('Backend Engineer', ?, ?, '+57 300 123 4567', '', 'https://cv.example/camila.pdf', 'new') RETURNING id`,
  )
    .bind(fullName, `candidate+${Date.now()}${Math.random()}@example.com`)
    .first<{ id: number }>();
  return row!.id;
}

describe("a search that finds nothing", () => {
  it("says that nothing matches, not that the list is empty", async () => {
    const jobs = parse((await asAdmin("/admin/jobs?q=zzzz-no-such-job")).html).text();
    expect(jobs).toContain("No job listings match your search.");
    expect(jobs).not.toContain("Create your first one!");
    const subscribers = parse((await asAdmin("/admin/subscribers?q=zzzz-no-such-subscriber")).html).text();
    expect(subscribers).toContain("No subscribers match your search.");
    expect(subscribers).not.toContain("No subscribers yet");
  });
});

describe("staff copy", () => {
  it("never names an API path", async () => {
    for (const path of ["/admin/applications", "/admin/contacts", "/admin", "/admin/jobs", "/admin/subscribers"]) {
      const text = parse((await asAdmin(path)).html).document.querySelector("main")!.textContent ?? "";
      expect(text, path).not.toMatch(/\/api\//);
    }
  });
});

describe("an application opened with the list filtered to New", () => {
  it("keeps its row in the list while its dialog is open, though it is Reviewing now", async () => {
    const id = await newApplication();
    await env.DB.prepare("UPDATE job_applications SET status = 'reviewing' WHERE id = ?").bind(id).run();
    const open = parse((await asAdmin(`/admin/applications?status=new&id=${id}`)).html);
    expect(open.document.querySelector(`[data-application="${id}"]`)).not.toBeNull();
    // Without the dialog, the filter is the filter.
    const closed = parse((await asAdmin("/admin/applications?status=new")).html);
    expect(closed.document.querySelector(`[data-application="${id}"]`)).toBeNull();
  });
});

describe("CSV exports", () => {
  it("keep a candidate's phone number as it is", async () => {
    await newApplication("Phone Export Candidate");
    const res = await get("/admin/applications/export?q=Phone+Export", { headers: { Cookie: admin.cookie } });
    const text = await res.text();
    expect(text).toContain(",+57 300 123 4567,");
    expect(text).not.toContain("'+57");
  });
});
