// The job feed (issue 30): /jobs/feed.xml lists the open published listings in the Indeed-style XML job boards read,
// never a draft or a closed one, escaped, with each job's fields, and is cached at the edge as the RSS is.
import { env } from "cloudflare:workers";
import { DOMParser } from "linkedom/worker";
import { describe, expect, it } from "vitest";
import { get } from "../helpers";

async function insertJob(title: string, fields: { published?: boolean; closesAt?: number; location?: string } = {}) {
  const at = Date.now() - 60_000;
  await env.DB.prepare(
    `INSERT INTO jobs (title, location, type, category, description, published, published_at, closes_at, created_at, updated_at)
     VALUES (?, ?, 'Contract', 'QA', 'Test <everything> & more', ?, ?, ?, ?, ?)`,
  )
    .bind(
      title,
      fields.location ?? "Bogotá, Colombia",
      fields.published === false ? 0 : 1,
      at,
      fields.closesAt ?? null,
      at,
      at,
    )
    .run();
}

describe("/jobs/feed.xml", () => {
  it("parses as XML and lists published open listings only, with the feed's fields", async () => {
    await insertJob("Feed QA Engineer");
    await insertJob("Feed Remote Tester", { location: "Remote (Latin America)" });
    await insertJob("Feed Draft Role", { published: false });
    await insertJob("Feed Closed Role", { closesAt: Date.now() - 1000 });
    const res = await get("/jobs/feed.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/xml; charset=utf-8");
    expect(res.headers.get("Cache-Control")).toContain("s-maxage=300");
    const body = await res.text();
    expect(body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(body).toContain("Test &lt;everything&gt; &amp; more");
    const doc = new DOMParser().parseFromString(body, "text/xml");
    expect(doc.documentElement.tagName).toBe("source");
    const jobs = [...doc.querySelectorAll("job")];
    const titles = jobs.map((j) => j.querySelector("title")?.textContent);
    expect(titles).toContain("Feed QA Engineer");
    expect(titles).toContain("Feed Remote Tester");
    expect(titles).not.toContain("Feed Draft Role");
    expect(titles).not.toContain("Feed Closed Role");
    const qa = jobs.find((j) => j.querySelector("title")?.textContent === "Feed QA Engineer")!;
    const text = (name: string) => qa.querySelector(name)?.textContent;
    for (const name of [
      "title",
      "date",
      "referencenumber",
      "url",
      "company",
      "city",
      "country",
      "description",
      "jobtype",
      "category",
    ])
      expect(text(name), name).toBeTruthy();
    expect(text("company")).toBe("Cordillera Nearshore");
    expect(text("city")).toBe("Bogotá");
    expect(text("country")).toBe("CO");
    expect(text("jobtype")).toBe("contract");
    expect(text("category")).toBe("QA");
    expect(text("url")).toMatch(new RegExp(`/jobs/${text("referencenumber")}$`));
    expect(new Date(text("date")!).getTime()).toBeGreaterThan(0);
    const remote = jobs.find((j) => j.querySelector("title")?.textContent === "Feed Remote Tester")!;
    expect(remote.querySelector("remotetype")?.textContent).toBe("Fully remote");
  }, 60_000); // the file's first request loads the server build, slow on a busy machine
});
