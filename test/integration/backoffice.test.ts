// The back office as staff use it all day (issue 20): empty searches, staff copy, opened rows, CSV exports.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { getWebsiteStats } from "~/models/page-views.server";
import { parse } from "../dom";
import { get, page, staff, cronTick } from "../helpers";
import { PERSON, today, viewsOf } from "../fixtures/page-views";

let admin: { cookie: string };
let editor: { cookie: string };
beforeAll(async () => {
  admin = await staff("admin");
});
beforeAll(async () => {
  editor = await staff("editor");
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

describe("a search with a NUL character in it", () => {
  it("is a search like any other, never a 500, on every list the full-text index serves", async () => {
    for (const path of [
      "/admin/contacts?q=%00abc",
      "/admin/applications?q=%00abc",
      "/admin/talent-pool?q=%00abc",
      "/admin/contacts/export?q=%00abc",
      "/api/contacts?q=%00abc",
      "/api/job-applications?q=%00abc",
    ]) {
      const res = await get(path, { headers: { Cookie: admin.cookie } });
      expect(res.status, path).toBe(200);
    }
  });
});

describe("a list offset past its end", () => {
  it("redirects once, to the last page, not to itself", async () => {
    const path = "/admin/contacts?limit=100&offset=999999999";
    const res = await get(path, { headers: { Cookie: admin.cookie }, redirect: "manual" });
    expect(res.status).toBe(302);
    const next = res.headers.get("Location")!;
    expect(next).not.toContain("offset=");
    expect((await get(next, { headers: { Cookie: admin.cookie }, redirect: "manual" })).status).toBe(200);
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

describe("an application opened with the list filtered", () => {
  it("keeps its row in the Unread list while its dialog is open, though it is read now", async () => {
    const id = await newApplication();
    await env.DB.prepare("UPDATE job_applications SET read_at = ? WHERE id = ?").bind(Date.now(), id).run();
    const open = parse((await asAdmin(`/admin/applications?unread=1&dialog=view&id=${id}`)).html);
    expect(open.document.querySelector(`[data-application="${id}"]`)).not.toBeNull();
    // Without the dialog, the filter is the filter.
    const closed = parse((await asAdmin("/admin/applications?unread=1")).html);
    expect(closed.document.querySelector(`[data-application="${id}"]`)).toBeNull();
  });

  it("keeps its row in a status list while its dialog is open, though it moved on", async () => {
    const id = await newApplication();
    await env.DB.prepare("UPDATE job_applications SET status = 'interview' WHERE id = ?").bind(id).run();
    const open = parse((await asAdmin(`/admin/applications?status=new&dialog=view&id=${id}`)).html);
    expect(open.document.querySelector(`[data-application="${id}"]`)).not.toBeNull();
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

describe("page views", () => {
  it("count a person's views of public pages per day, path and referring host, and nothing else", async () => {
    const path = "/case-studies";
    await get(path, { headers: { "User-Agent": PERSON, Referer: "https://www.news.example/story?id=7" } });
    await get(path, { headers: { "User-Agent": PERSON, Referer: "http://localhost/about" } });
    await get(path, { headers: { "User-Agent": PERSON } });
    // Not views: a bot, a prefetch, signed-in staff, a missing page, the back office, no user agent.
    await get(path, {
      headers: { "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" },
    });
    await get(path, { headers: { "User-Agent": PERSON, "Sec-Purpose": "prefetch" } });
    await get(path, { headers: { "User-Agent": PERSON, Cookie: admin.cookie } });
    await get(path);
    await get("/no-such-page", { headers: { "User-Agent": PERSON } });
    await get("/admin/login", { headers: { "User-Agent": PERSON } });
    await expect
      .poll(() => viewsOf(path), { timeout: 5_000, interval: 200 })
      .toEqual([
        { referrer: "", views: 2 },
        { referrer: "news.example", views: 1 },
      ]);
    expect(await viewsOf("/no-such-page")).toEqual([]);
    expect(await viewsOf("/admin/login")).toEqual([]);
    // A path in another letter case is the same page (issue 35): counted under its one spelling.
    await get("/Case-Studies", { headers: { "User-Agent": PERSON } });
    await expect
      .poll(() => viewsOf(path), { timeout: 5_000, interval: 200 })
      .toContainEqual({ referrer: "", views: 3 });
    expect(await viewsOf("/Case-Studies")).toEqual([]);
    const columns = (
      await env.DB.prepare("SELECT name FROM pragma_table_info('page_views')").all<{ name: string }>()
    ).results.map((c) => c.name);
    expect(columns).toEqual(["day", "path", "referrer", "views"]);
  });

  it("show on the dashboard's Website Stats, with conversions for admins only", async () => {
    await env.DB.prepare(
      "INSERT INTO page_views (day, path, referrer, views) VALUES (?, '/stats-test', 'ref.example', 7)",
    )
      .bind(today())
      .run();
    const screen = parse((await asAdmin("/admin?tab=stats")).html);
    expect(screen.text()).toContain("Page views, last 30 days");
    expect(screen.document.querySelectorAll('[data-chart="page-views"] rect')).toHaveLength(30);
    expect(
      Number(screen.document.querySelector(`rect[data-day="${today()}"]`)!.getAttribute("data-views")),
    ).toBeGreaterThanOrEqual(7);
    expect(screen.getByRole("table", { name: /Page views per day/ })).toBeTruthy();
    expect(screen.text()).toContain("/stats-test");
    expect(screen.text()).toContain("ref.example");
    const conversions = screen.document.querySelector('[data-testid="conversions"]');
    expect(conversions).not.toBeNull();
    // Issue 26: the cell read "5.00" with its unit only in a footnote; it says what the figure is.
    for (const cell of conversions!.querySelectorAll("dd")) {
      const text = (cell.textContent ?? "").replace(/\s+/g, " ");
      expect(text).toMatch(/^(–|\d+\.\d per 100 views)\s?\d+ in all$/);
    }
    const forEditor = parse((await page("/admin?tab=stats", { headers: { Cookie: editor.cookie } })).html);
    expect(forEditor.text()).toContain("/stats-test");
    expect(forEditor.document.querySelector('[data-testid="conversions"]')).toBeNull();
  });

  // Issue 27: Website Stats shows views per language; a page's language is its path's.
  it("are counted per language, /es and below as Spanish", async () => {
    const day = today();
    await env.DB.batch([
      env.DB.prepare("INSERT INTO page_views (day, path, referrer, views) VALUES (?, '/es', 'lang.example', 5)").bind(
        day,
      ),
      env.DB.prepare(
        "INSERT INTO page_views (day, path, referrer, views) VALUES (?, '/es/jobs', 'lang.example', 4)",
      ).bind(day),
      // Not Spanish: a path that only starts with the letters.
      env.DB.prepare(
        "INSERT INTO page_views (day, path, referrer, views) VALUES (?, '/essentials', 'lang.example', 2)",
      ).bind(day),
    ]);
    const before = (await getWebsiteStats(new Date(), { conversions: false })).byLanguage;
    await env.DB.prepare(
      "INSERT INTO page_views (day, path, referrer, views) VALUES (?, '/es/blog', 'lang.example', 3)",
    )
      .bind(day)
      .run();
    const after = (await getWebsiteStats(new Date(), { conversions: false })).byLanguage;
    expect(after.map((l) => l.language)).toEqual(["en", "es"]);
    expect(after[1]!.views - before[1]!.views).toBe(3);
    expect(after[0]!.views).toBe(before[0]!.views);
    expect(before[1]!.views).toBeGreaterThanOrEqual(9);
    const screen = parse((await asAdmin("/admin?tab=stats")).html);
    expect(screen.text()).toContain("Views by language");
    expect(screen.text()).toContain("Spanish");
  });

  it("older than 400 days are deleted by the daily cron", async () => {
    await env.DB.prepare(
      "INSERT INTO page_views (day, path, referrer, views) VALUES ('2020-01-01', '/old', '', 3)",
    ).run();
    await cronTick("17 3 * * *", Date.now());
    const left = await env.DB.prepare("SELECT count(*) AS n FROM page_views WHERE path = '/old'").first<{
      n: number;
    }>();
    expect(left!.n).toBe(0);
  });
});

describe("the back office layout", () => {
  it("lists the screens the role may open in the sidebar, with the counts of what is new for admins", async () => {
    await newApplication("Sidebar Count Candidate");
    const nav = parse((await asAdmin("/admin/jobs")).html).getByRole("navigation", { name: "Back office" });
    const links = [...nav.querySelectorAll("a")].map((a) => a.getAttribute("href"));
    expect(links).toEqual([
      "/admin",
      "/admin/blog",
      "/admin/blog-categories",
      "/admin/case-studies",
      "/admin/testimonials",
      "/admin/team",
      "/admin/logos",
      "/admin/jobs",
      "/admin/job-alerts",
      "/admin/contacts",
      "/admin/applications",
      "/admin/talent-pool",
      "/admin/subscribers",
      "/admin/newsletter",
      "/admin/marketing-materials",
      "/admin/users",
      "/admin/outbox",
      "/admin/activity",
      "/admin/integrations",
      "/admin/reply-templates",
      "/admin/unmatched-mail",
      "/admin/account",
    ]);
    expect(nav.querySelector('[aria-current="page"]')!.getAttribute("href")).toBe("/admin/jobs");
    expect(Number(nav.querySelector('[data-count="newApplications"]')!.textContent!.match(/\d+/)![0])).toBeGreaterThan(
      0,
    );
    const forEditor = parse((await page("/admin/blog", { headers: { Cookie: editor.cookie } })).html);
    const editorLinks = [...forEditor.getByRole("navigation", { name: "Back office" }).querySelectorAll("a")];
    expect(editorLinks.map((a) => a.getAttribute("href"))).toEqual([
      "/admin",
      "/admin/blog",
      "/admin/case-studies",
      "/admin/testimonials",
      "/admin/team",
      "/admin/logos",
      "/admin/account",
    ]);
    expect(forEditor.document.querySelector("[data-count]")).toBeNull();
  });

  it("links the dashboard's recent items to their records", async () => {
    const id = await newApplication("Dashboard Link Candidate");
    const screen = parse((await asAdmin("/admin")).html);
    expect(screen.getByRole("link", { name: /Dashboard Link Candidate/ }).getAttribute("href")).toBe(
      `/admin/applications?dialog=view&id=${id}`,
    );
  });
});
