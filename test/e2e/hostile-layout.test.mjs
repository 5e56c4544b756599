// Layouts that survive any content: with hostile data in every text field (400-character unbroken words, pasted
// URLs, right-to-left text, 200-character titles) no public page, dialog or admin screen scrolls sideways at a
// 390 px phone or a 1280 px desktop, and no dialog's label is squeezed onto several lines by a long value.
import { PUBLIC_PATHS } from "../../app/platform/site.ts";
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { horizontalOverflow, openPage, signInAt, startWithSql, useApp, viewports } from "./harness.mjs";

const word = (seed) => seed.repeat(Math.ceil(400 / seed.length)).slice(0, 400);
const LONG = word("Unbroken");
const URL_WORD = `https://example.com/${word("a1b2c3/")}`.slice(0, 400);
const RTL = "مرحبا بكم في كورديليرا نيرشور، هذا نص عربي طويل لاختبار الاتجاه من اليمين إلى اليسار";
const RTL_LONG = word("שלוםעולם");
const title = (prefix) => `${prefix} ${word("Title")}`.slice(0, 200);
const text = `${RTL} ${LONG} ${URL_WORD} ${RTL_LONG}`;
const q = (value) =>
  value === null ? "NULL" : typeof value === "number" ? String(value) : `'${value.replaceAll("'", "''")}'`;
const insert = (table, row) =>
  `INSERT INTO ${table} (${Object.keys(row).join(", ")}) VALUES (${Object.values(row).map(q).join(", ")});`;

const now = Date.now();
const ID = 9001;
const SLUG = "hostile-content-post";

/** One record of every kind, each text field as hostile as the field allows. */
function hostileSql() {
  return [
    insert("blog_posts", {
      id: ID,
      title: title(RTL.slice(0, 20)),
      slug: SLUG,
      excerpt: text,
      content: `# ${LONG}\n\n${text}\n\n[${URL_WORD}](${URL_WORD})\n\n\`${LONG}\`\n\n> ${RTL_LONG}\n\n| ${LONG} | ${LONG} |\n|---|---|\n| ${URL_WORD} | x |`,
      author: LONG,
      published: 1,
      published_at: now - 60_000,
      created_at: now - 60_000,
      updated_at: now - 60_000,
    }),
    insert("jobs", {
      id: ID,
      title: title("Engineer"),
      department: LONG,
      location: RTL_LONG,
      type: "Full-time",
      salary: LONG,
      description: text,
      responsibilities: `${LONG}\n${URL_WORD}\n${RTL}`,
      requirements: `${RTL_LONG}\n${LONG}`,
      category: "Engineering",
      published: 1,
      published_at: now - 30_000,
      created_at: now - 30_000,
      updated_at: now - 30_000,
    }),
    insert("job_applications", {
      id: ID,
      job_id: ID,
      position: title("Engineer"),
      full_name: LONG,
      email: `${word("x").slice(0, 60)}@${word("d").slice(0, 180)}.example`,
      phone: "+57 300 123 4567",
      cover_letter: text,
      resume: URL_WORD,
      status: "new",
      created_at: now,
      updated_at: now,
    }),
    insert("contacts", {
      id: ID,
      name: LONG,
      email: `${word("y").slice(0, 60)}@${word("e").slice(0, 180)}.example`,
      company: RTL_LONG,
      phone: LONG.slice(0, 40),
      interest: "staff-augmentation",
      message: text,
      status: "new",
      created_at: now,
      updated_at: now,
    }),
    insert("newsletter_subscribers", {
      id: ID,
      email: `${word("z").slice(0, 60)}@${word("f").slice(0, 180)}.example`,
      name: LONG,
      status: "active",
      subscribed_at: now,
      updated_at: now,
    }),
    insert("users", {
      id: ID,
      email: `${word("u").slice(0, 60)}@${word("g").slice(0, 180)}.example`,
      name: LONG.slice(0, 100),
      password_hash: "not-a-hash",
      role: "editor",
      created_at: now,
      updated_at: now,
    }),
    // The demo's own brochure steps aside (one active material per type) for the hostile one.
    "UPDATE marketing_materials SET active = 0 WHERE type = 'brochure';",
    insert("marketing_materials", {
      id: ID,
      type: "brochure",
      title: title("Brochure"),
      description: text,
      file_url: URL_WORD,
      file_name: `${LONG}.pdf`,
      active: 1,
      uploaded_at: now,
      updated_at: now,
    }),
  ].join("\n");
}

const PUBLIC = [
  ...PUBLIC_PATHS,
  `/blog/${SLUG}`,
  `/jobs/${ID}`,
  `/jobs/${ID}/apply`,
  "/newsletter",
  "/no-such-page",
  "/admin/login",
  // The Spanish edition (issue 27): its texts are longer, and a hostile job shows on /es/jobs too.
  "/es",
  "/es/jobs",
  `/es/jobs/${ID}`,
  `/es/jobs/${ID}/apply`,
  "/es/contact",
];

const ADMIN = [
  "/admin",
  "/admin?tab=stats",
  "/admin/blog",
  `/admin/blog?dialog=edit&id=${ID}`,
  `/admin/blog?dialog=delete&id=${ID}`,
  "/admin/jobs",
  `/admin/jobs?dialog=edit&id=${ID}`,
  `/admin/jobs?dialog=delete&id=${ID}`,
  "/admin/applications",
  `/admin/applications?dialog=view&id=${ID}`,
  `/admin/applications?dialog=delete&id=${ID}`,
  "/admin/contacts",
  `/admin/contacts?dialog=view&id=${ID}`,
  `/admin/contacts?dialog=delete&id=${ID}`,
  "/admin/subscribers",
  `/admin/subscribers?dialog=delete&id=${ID}`,
  "/admin/users",
  `/admin/users?dialog=edit&id=${ID}`,
  `/admin/users?dialog=delete&id=${ID}`,
  "/admin/marketing-materials",
  `/admin/marketing-materials?dialog=edit&id=${ID}`,
  `/admin/marketing-materials?dialog=delete&id=${ID}`,
  "/admin/outbox",
  "/admin/account",
  "/admin/no-such-screen",
];

const app = useApp({ start: () => startWithSql("hostile.sql", hostileSql()) });

/** Every path at the viewport, each checked for sideways scrolling (and for an open dialog fitting the screen). */
async function sweep(page, paths) {
  const failures = [];
  for (const path of paths) {
    await page.goto(app.url + path);
    await page.waitForLoadState("networkidle");
    const overflow = await horizontalOverflow(page);
    if (overflow.length) failures.push(`${path}: ${overflow.join(", ")}`);
    const dialog = await page.evaluate(() => {
      const d = document.querySelector("dialog[open]");
      if (!d) return null;
      const box = d.getBoundingClientRect();
      return {
        left: box.left,
        right: box.right,
        width: document.documentElement.clientWidth,
        wide: d.scrollWidth > d.clientWidth + 1,
      };
    });
    if (dialog && (dialog.left < 0 || dialog.right > dialog.width + 1 || dialog.wide)) {
      failures.push(`${path}: the dialog does not fit the viewport (${JSON.stringify(dialog)})`);
    }
    // A long value beside a short label must not squeeze the label onto several lines ("E / m / ail :").
    const squeezed = await page.evaluate(() =>
      [...document.querySelectorAll("dialog[open] dt")]
        .filter((dt) => {
          const range = document.createRange();
          range.selectNodeContents(dt);
          return dt.textContent.trim().length <= 12 && range.getClientRects().length > 1;
        })
        .map((dt) => dt.textContent.trim()),
    );
    if (squeezed.length) failures.push(`${path}: labels squeezed onto several lines: ${squeezed.join(", ")}`);
  }
  return failures;
}

for (const [name, viewport] of Object.entries({ phone: viewports.phone, desktop: viewports.desktop })) {
  describe(`hostile content at ${viewport.width} px`, () => {
    test("no public page or public dialog scrolls sideways", async () => {
      const { page, context } = await openPage(app.browser, { viewport });
      assert.deepEqual(await sweep(page, PUBLIC), [], `${name}: pages wider than the screen`);
      await context.close();
    });

    test("no admin screen or admin dialog scrolls sideways", async () => {
      const { page, context } = await openPage(app.browser, { viewport });
      await signInAt(page, app.url + "/admin");
      assert.deepEqual(await sweep(page, ADMIN), [], `${name}: admin screens wider than the screen`);
      await context.close();
    });
  });
}
