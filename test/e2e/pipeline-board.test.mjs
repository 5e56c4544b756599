// The hiring board (issue 30) in a real browser: a card dragged to another column, one moved from the keyboard (its
// move said aloud), a selection rejected together, a move the server refuses rolled back with an error toast, one
// move with JavaScript off, and 40 cards with hostile names at 1280 and 390 px (columns scroll sideways on a phone,
// no card overflows its column).
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import {
  dragCard,
  HOSTILE,
  moveByForm,
  openBoard,
  openMenuFromKeyboard,
  sqlLiteral as q,
  testBoardFits,
  waitForColumn,
} from "./board.mjs";
import { apiSignIn, assertNoProblemsBut, staffGet, startWithSql, useApp } from "./harness.mjs";

const JOB = 9301;
const STAGES = ["new", "reviewing", "interview", "hired", "rejected"];
const now = Date.now();

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

/** The application's status as the server has it now. */
async function statusOf(id) {
  const { columns } = await staffGet(app.url, `/api/job-listings/${JOB}/pipeline`);
  return columns.find((c) => c.cards.some((x) => x.id === id))?.stage ?? null;
}

describe("the hiring board", () => {
  test("drags a card to another column", async () => {
    const { page, context, problems } = await openBoard(app, BOARD);
    await dragCard(page, 9301, "interview");
    await waitForColumn(page, "Plain Person 1", "interview");
    await page.locator("[data-board-announcement]", { hasText: "Moved Plain Person 1 to Interview" }).waitFor();
    await page.getByText("Moved Plain Person 1 to Interview.").waitFor(); // the server's toast, after its redirect
    assert.equal(await statusOf(9301), "interview");
    assert.deepEqual(problems, []);
    await context.close();
  });

  test("moves a card from the keyboard, said aloud, focus following the card", async () => {
    const { page, context, problems } = await openBoard(app, BOARD);
    // Enter opens its stage menu, focus on its first stage.
    assert.equal(await openMenuFromKeyboard(page, "Plain Person 2"), "To Reviewing");
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
    const { page, context, problems } = await openBoard(app, BOARD);
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
    const { page, context, problems } = await openBoard(app, BOARD);
    // Someone else deletes the application while this board is open.
    const cookie = await apiSignIn(app.url);
    const gone = await fetch(`${app.url}/api/job-applications/9305`, {
      method: "DELETE",
      headers: { Cookie: cookie, Origin: app.url },
    });
    assert.equal(gone.status, 200);
    await dragCard(page, 9305, "hired");
    await page.getByRole("alert").getByText("Could not move Plain Person 5").waitFor();
    await waitForColumn(page, "Plain Person 5", "new");
    assertNoProblemsBut(problems, /404/);
    await context.close();
  });

  test("moves a card with JavaScript off (the card's menu is a real form)", async () => {
    const { page, context } = await openBoard(app, BOARD, { javaScriptEnabled: false });
    assert.equal(await moveByForm(app, page, BOARD, "Plain Person 6", "Interview"), "interview");
    assert.equal(await statusOf(9306), "interview");
    await context.close();
  });

  // One card may have been deleted above.
  testBoardFits(app, BOARD, { name: "pipeline-board", minCards: 39 });
});
