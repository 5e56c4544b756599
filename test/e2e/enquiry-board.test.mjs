// The enquiry board (issue 31) in a real browser: a card dragged to another column, one moved from the keyboard (its
// move said aloud), one dragged to Lost (the drop asks why, Cancel leaves it, a reason moves it), one moved to Lost
// from its menu with the reason select, one move with JavaScript off, and 40 cards with hostile names at 1280 and
// 390 px (columns scroll sideways on a phone, no card overflows its column).
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import {
  card,
  columnOf,
  dragCard,
  HOSTILE,
  moveByForm,
  moveFromMenu,
  openBoard,
  openMenuFromKeyboard,
  sqlLiteral as q,
  testBoardFits,
  waitForColumn,
} from "./board.mjs";
import { assertFocusTrapped, screenshot, staffGet, startWithSql, useApp } from "./harness.mjs";

const STAGES = ["new", "contacted", "qualified", "meeting_booked", "proposal_sent", "won", "lost"];
const now = Date.now();

/** 40 enquiries: the first few with plain names the tests move, the rest hostile, across the stages. */
function boardSql() {
  const rows = [];
  for (let i = 1; i <= 40; i++) {
    const plain = i <= 8;
    const name = plain ? `Plain Lead ${i}` : HOSTILE[i % HOSTILE.length];
    const company = plain ? `Plain Co ${i}` : HOSTILE[(i + 1) % HOSTILE.length];
    // Plain Lead 5 starts beside Lost: at 1280 px the seven columns scroll sideways, and a drag from New to Lost
    // would scroll the board under the pointer before the drag starts (a real hand's drag scrolls at the edge).
    const stage = plain ? (i === 5 ? "proposal_sent" : "new") : STAGES[i % STAGES.length];
    const at = now - i * 3_600_000;
    rows.push(
      `INSERT INTO contacts (id, name, email, company, interest, message, status, stage, lost_reason, estimated_value, follow_up_on, stage_changed_at, created_at, updated_at)
       VALUES (${9400 + i}, ${q(name)}, 'eboard-${i}@example.com', ${q(company)}, 'other', 'Hello', 'read', '${stage}', ${q(stage === "lost" ? "budget" : null)}, ${q(i % 3 ? null : i * 1000)}, ${q(i % 4 ? null : "2020-01-01")}, ${at}, ${at}, ${at});`,
    );
  }
  return rows.join("\n");
}

const app = useApp({ start: () => startWithSql("enquiry-board.sql", boardSql()) });
const BOARD = "/admin/contacts/board";

/** The enquiry's stage and lost reason as the server has them now. */
async function stageOf(id) {
  const { contact } = await staffGet(app.url, `/api/contacts/${id}`);
  return { stage: contact.stage, lostReason: contact.lostReason ?? null };
}

describe("the enquiry board", () => {
  test("drags a card to another column", async () => {
    const { page, context, problems } = await openBoard(app, BOARD);
    await dragCard(page, 9401, "qualified");
    await waitForColumn(page, "Plain Lead 1", "qualified");
    await page.getByText("Moved Plain Lead 1 to Qualified.").waitFor(); // the server's toast, after its redirect
    assert.equal((await stageOf(9401)).stage, "qualified");
    assert.deepEqual(problems, []);
    await context.close();
  });

  test("moves a card from the keyboard, said aloud, focus following the card", async () => {
    const { page, context, problems } = await openBoard(app, BOARD);
    // Enter opens its stage menu, focus on its first stage.
    assert.equal(await openMenuFromKeyboard(page, "Plain Lead 2"), "To Contacted");
    await page.keyboard.press("Tab"); // To Qualified
    await page.keyboard.press("Enter");
    await page
      .locator("[data-board-announcement]", { hasText: "Moved Plain Lead 2 · Plain Co 2 to Qualified" })
      .waitFor();
    await waitForColumn(page, "Plain Lead 2", "qualified");
    await page.waitForFunction(() => document.activeElement?.dataset?.boardCard === "9402");
    assert.equal((await stageOf(9402)).stage, "qualified");
    assert.deepEqual(problems, []);
    await context.close();
  });

  test("a drop on Lost asks why: Cancel leaves the card, a reason moves it", async () => {
    const { page, context, problems } = await openBoard(app, BOARD);
    await dragCard(page, 9405, "lost");
    const ask = page.locator("[data-board-ask]");
    await ask.waitFor();
    await screenshot(page, "enquiry-board-ask");
    // A real modal: it starts on the question, and Tab cannot wander onto the board behind it.
    assert.equal(await page.evaluate(() => document.activeElement?.tagName), "SELECT");
    await assertFocusTrapped(page, 6);
    await ask.getByRole("button", { name: "Cancel" }).click();
    await ask.waitFor({ state: "detached" });
    assert.equal(await columnOf(card(page, "Plain Lead 5")), "proposal_sent");
    await dragCard(page, 9405, "lost");
    await ask.getByLabel("Why was it lost?").selectOption("timing");
    await ask.getByRole("button", { name: "Move" }).click();
    await waitForColumn(page, "Plain Lead 5", "lost");
    await page.getByText("Moved Plain Lead 5 to Lost.").waitFor();
    assert.deepEqual(await stageOf(9405), { stage: "lost", lostReason: "timing" });
    assert.deepEqual(problems, []);
    await context.close();
  });

  test("moves a card to Lost from its menu, with the reason", async () => {
    const { page, context, problems } = await openBoard(app, BOARD);
    await moveFromMenu(page, "Plain Lead 4", "Lost", "no_response");
    await waitForColumn(page, "Plain Lead 4", "lost");
    await page.getByText("Moved Plain Lead 4 to Lost.").waitFor();
    assert.deepEqual(await stageOf(9404), { stage: "lost", lostReason: "no_response" });
    assert.deepEqual(problems, []);
    await context.close();
  });

  test("moves a card with JavaScript off (the card's menu is a real form, Lost's with its reason)", async () => {
    const { page, context } = await openBoard(app, BOARD, { javaScriptEnabled: false });
    assert.equal(await moveByForm(app, page, BOARD, "Plain Lead 6", "Proposal sent"), "proposal_sent");
    assert.equal((await stageOf(9406)).stage, "proposal_sent");
    assert.equal(await moveByForm(app, page, BOARD, "Plain Lead 7", "Lost", "budget"), "lost");
    assert.deepEqual(await stageOf(9407), { stage: "lost", lostReason: "budget" });
    await context.close();
  });

  testBoardFits(app, BOARD, { name: "enquiry-board", minCards: 40 });
});
