// CSV exports at size: a list longer than one D1 read comes out whole and in the list's order, and the file is
// written as it is read, so an export of a 100,000-row list never sits whole in the Worker's memory.
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { csvResponse, EXPORT_PAGE_ROWS } from "~/models/list-query.server";
import { get, signedInStaff } from "../helpers";

const { admin } = signedInStaff("admin");
const BASE = Date.UTC(2026, 0, 5, 12);

/** `n` enquiries from "Bulk Export Co", three to each created_at millisecond, so pages end inside a tie. */
async function bulkContacts(n: number) {
  await env.DB.prepare(
    `WITH RECURSIVE k(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM k WHERE i < ?)
     INSERT INTO contacts (name, email, company, interest, message, created_at, updated_at)
     SELECT 'Person ' || i, 'p' || i || '@bulk.example', 'Bulk Export Co', 'other', 'Hello from a bulk test.',
            ? + (i / 3) * 1000, ? FROM k`,
  )
    .bind(n, BASE, BASE)
    .run();
  const { results } = await env.DB.prepare(
    "SELECT id FROM contacts WHERE company = 'Bulk Export Co' ORDER BY created_at DESC, id DESC",
  ).all<{ id: number }>();
  return results.map((r) => r.id);
}

describe("CSV exports", () => {
  beforeEach(async () => {
    await env.DB.prepare("DELETE FROM contacts").run();
  });

  it("exports a list longer than one read whole, in the list's order, each row once", async () => {
    const ids = await bulkContacts(2 * EXPORT_PAGE_ROWS + 7);
    const res = await get("/admin/contacts/export?q=Bulk+Export", { headers: { Cookie: admin.cookie } });
    expect(res.status).toBe(200);
    const lines = (await res.text()).trimEnd().split("\r\n");
    expect(lines[0]).toBe("\uFEFFid,status,name,email,company,phone,interest,message,created_at");
    expect(lines.slice(1).map((line) => Number(line.split(",")[0]))).toEqual(ids);
    const entry = await env.DB.prepare(
      "SELECT summary FROM audit_log WHERE action = 'export' ORDER BY id DESC LIMIT 1",
    ).first<{ summary: string }>();
    expect(entry!.summary).toBe(`contact-messages.csv, ${ids.length} rows`);
  });

  it("writes the file as it reads it: a page is read only when the one before has been sent", async () => {
    let read = 0;
    async function* pages() {
      for (let page = 1; page <= 5; page++) {
        read = page;
        yield [{ page }];
      }
    }
    const res = await csvResponse(
      { actor: null, address: "203.0.113.7" },
      { entity: "contact", filename: "pages.csv", header: ["page"] },
      { total: 5, pages: pages() },
      (row) => [row.page],
    );
    expect(read).toBeLessThanOrEqual(1);
    const reader = res.body!.getReader();
    const decoder = new TextDecoder("utf-8", { ignoreBOM: true });
    let text = decoder.decode((await reader.read()).value);
    expect(read).toBeLessThanOrEqual(2);
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) text += decoder.decode(chunk.value);
    expect(text).toBe("\uFEFFpage\r\n1\r\n2\r\n3\r\n4\r\n5\r\n");
    expect(read).toBe(5);
  });

  it("breaks the download when a read fails part-way, rather than ending the file as if it were whole", async () => {
    async function* pages() {
      yield [{ n: 1 }];
      throw new Error("D1 went away");
    }
    const res = await csvResponse(
      { actor: null, address: "203.0.113.7" },
      { entity: "contact", filename: "broken.csv", header: ["n"] },
      { total: 2, pages: pages() },
      (row) => [row.n],
    );
    const reader = res.body!.getReader();
    reader.closed.catch(() => {});
    expect(new TextDecoder().decode((await reader.read()).value)).toBe("n\r\n");
    expect(new TextDecoder().decode((await reader.read()).value)).toBe("1\r\n");
    await expect(reader.read()).rejects.toThrow("D1 went away");
  });
});
