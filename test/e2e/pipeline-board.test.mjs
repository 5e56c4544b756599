// The hiring board (issue 30) in a real browser: a card dragged to another column, one moved from the keyboard (its
// move said aloud), a selection rejected together, a move the server refuses rolled back with an error toast, one
// move with JavaScript off, and 40 cards with hostile names at 1280 and 390 px (columns scroll sideways on a phone,
// no card overflows its column).
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import {
  apiSignIn,
  horizontalOverflow,
  openPage,
  screenshot,
  signInAt,
  startWithSql,
  useApp,
  viewports,
} from "./harness.mjs";

const JOB = 9301;
const word = (seed, n) => seed.repeat(Math.ceil(n / seed.length)).slice(0, n);
const HOSTILE = [
  word("Unbroken", 120),
  "مرحبا بكم في كورديليرا نيرشور، هذا اسم عربي طويل",
  word("שלוםעולם", 60),
  `María ${word("José", 80)}`,
];
const STAGES = ["new", "reviewing", "interview", "hired", "rejected"];
const now = Date.now();
const q = (v) => (v === null ? "NULL" : typeof v === "number" ? String(v) : `'${String(v).replaceAll("'", "''")}'`);

/** A job with 40 applications: the first few with plain names the tests move, the rest hostile, across the stages. */
function boardSql() {
  const rows = [
    `INSERT INTO jobs (id, title, published, created_at, updated_at) VALUES (${JOB}, 'Board Engineer', 0, ${now}, ${now});`,
  ];
  for (let i = 1; i <= 40; i++) {
    const plain = i <= 8;
    const name = plain ? `Plain Person ${i}` : HOSTILE[i % HOSTILE.length];
    const status = plain ? "new" : STAGES[i % STAGES.length];
    const at = now - i * 3_600_000;
    rows.push(
      `INSERT INTO job_applications (id, job_id, position, full_name, email, phone, cover_letter, resume, status, status_changed_at, created_at, updated_at)
       VALUES (${9300 + i}, ${JOB}, 'Board Engineer', ${q(name)}, 'board-${i}@example.com', '', 'Hello', ${q(i % 3 ? "" : "https://example.com/cv")}, '${status}', ${at}, ${at}, ${at});`,
    );
  }
  return rows.join("\n");
}

const app = useApp({ start: () => startWithSql("pipeline-board.sql", boardSql()) });
const BOARD = `/admin/jobs/${JOB}/pipeline`;
const card = (page, name) => page.locator("[data-board-card]", { hasText: name }).first();
const columnOf = (locator) => locator.evaluate((el) => el.closest("[data-board-column]").dataset.boardColumn);
const TOP = { x: 30, y: 20 };
const column = (page, stage) => page.locator(`[data-board-column="${stage}"]`);

async function waitForColumn(page, name, stage) {
  await page.waitForFunction(
    ([n, s]) =>
      [...document.querySelectorAll("[data-board-card]")].some(
        (el) => el.textContent.includes(n) && el.closest("[data-board-column]").dataset.boardColumn === s,
      ),
    [name, stage],
  );
}

/** The application's status as the server has it now. */
async function statusOf(id) {
  const cookie = await apiSignIn(app.url);
  const res = await fetch(`${app.url}/api/job-listings/${JOB}/pipeline`, { headers: { Cookie: cookie } });
  const { columns } = await res.json();
  return columns.find((c) => c.cards.some((x) => x.id === id))?.stage ?? null;
}

describe("the hiring board", () => {
  test("drags a card to another column", async () => {
    const { page, context, problems } = await openPage(app.browser);
    await signInAt(page, app.url + BOARD);
    await page.locator("[data-drag-handle]").first().waitFor(); // hydrated
    // Dropped near the column's top, which is in view (its middle may be below the fold).
    await page.dragAndDrop('[data-board-card="9301"]', '[data-board-column="interview"]', { targetPosition: TOP });
    await waitForColumn(page, "Plain Person 1", "interview");
    await page.locator("[data-board-announcement]", { hasText: "Moved Plain Person 1 to Interview" }).waitFor();
    await page.getByText("Moved Plain Person 1 to Interview.").waitFor(); // the server's toast, after its redirect
    assert.equal(await statusOf(9301), "interview");
    assert.deepEqual(problems, []);
    await context.close();
  });

  test("moves a card from the keyboard, said aloud, focus following the card", async () => {
    const { page, context, problems } = await openPage(app.browser);
    await signInAt(page, app.url + BOARD);
    await page.locator("[data-drag-handle]").first().waitFor();
    await card(page, "Plain Person 2").focus();
    await page.keyboard.press("Enter"); // opens its stage menu, focus on its first stage
    assert.equal(await page.evaluate(() => document.activeElement.textContent), "To Reviewing");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab"); // To Interview, To Hired
    await page.keyboard.press("Enter");
    await page.locator("[data-board-announcement]", { hasText: "Moved Plain Person 2 to Hired" }).waitFor();
    await waitForColumn(page, "Plain Person 2", "hired");
    await page.waitForFunction(() => document.activeElement?.dataset?.boardCard === "9302");
    assert.equal(await statusOf(9302), "hired");
    assert.deepEqual(problems, []);
    await context.close();
  });

  test("rejects a selection together", async () => {
    const { page, context, problems } = await openPage(app.browser);
    await signInAt(page, app.url + BOARD);
    await page.locator("[data-drag-handle]").first().waitFor();
    await page.getByRole("checkbox", { name: "Select Plain Person 3" }).check();
    await page.getByRole("checkbox", { name: "Select Plain Person 4" }).check();
    await page.getByText("2 selected").waitFor();
    await page.getByRole("button", { name: "Reject selected" }).click();
    await page.getByText("Moved 2 applications to Rejected.").waitFor();
    await waitForColumn(page, "Plain Person 3", "rejected");
    await waitForColumn(page, "Plain Person 4", "rejected");
    assert.equal(await statusOf(9304), "rejected");
    assert.deepEqual(problems, []);
    await context.close();
  });

  test("puts a card back and says why when the server refuses the move", async () => {
    const { page, context, problems } = await openPage(app.browser);
    await signInAt(page, app.url + BOARD);
    await page.locator("[data-drag-handle]").first().waitFor();
    // Someone else deletes the application while this board is open.
    const cookie = await apiSignIn(app.url);
    const gone = await fetch(`${app.url}/api/job-applications/9305`, {
      method: "DELETE",
      headers: { Cookie: cookie, Origin: app.url },
    });
    assert.equal(gone.status, 200);
    await page.dragAndDrop('[data-board-card="9305"]', '[data-board-column="hired"]', { targetPosition: TOP });
    await page.getByRole("alert").getByText("Could not move Plain Person 5").waitFor();
    await waitForColumn(page, "Plain Person 5", "new");
    assert.deepEqual(
      problems.filter((p) => !/404/.test(p)),
      [],
    );
    await context.close();
  });

  test("moves a card with JavaScript off (the card's menu is a real form)", async () => {
    const { page, context } = await openPage(app.browser, { javaScriptEnabled: false });
    await signInAt(page, app.url + BOARD);
    const plain = card(page, "Plain Person 6");
    await plain.locator("summary").click();
    await plain.getByRole("button", { name: "To Interview" }).click();
    await page.waitForURL(app.url + BOARD);
    assert.equal(await columnOf(card(page, "Plain Person 6")), "interview");
    assert.equal(await statusOf(9306), "interview");
    await context.close();
  });

  for (const [size, viewport] of Object.entries(viewports)) {
    test(`40 cards with hostile names fit at ${viewport.width} px`, async () => {
      const { page, context, problems } = await openPage(app.browser, { viewport });
      await signInAt(page, app.url + BOARD);
      await page.locator("[data-drag-handle]").first().waitFor();
      assert.ok((await page.locator("[data-board-card]").count()) >= 39); // one may have been deleted above
      assert.deepEqual(await horizontalOverflow(page), [], "the page itself never scrolls sideways");
      const overflowing = await page.evaluate(() =>
        [...document.querySelectorAll("[data-board-card]")]
          .filter((c) => {
            const col = c.closest("[data-board-column]").getBoundingClientRect();
            const r = c.getBoundingClientRect();
            return r.left < col.left - 1 || r.right > col.right + 1 || c.scrollWidth > c.clientWidth + 1;
          })
          .map((c) => c.dataset.boardCard),
      );
      assert.deepEqual(overflowing, [], "no card is wider than its column");
      if (size === "phone") {
        // The columns scroll sideways inside the board.
        const scroller = page.locator("[data-board] [role=group]");
        assert.ok(await scroller.evaluate((el) => el.scrollWidth > el.clientWidth));
      }
      await screenshot(page, `pipeline-board-${viewport.width}`);
      await column(page, "new").first().waitFor();
      assert.deepEqual(problems, []);
      await context.close();
    });
  }
});
