// The enquiry board (issue 31) in a real browser: a card dragged to another column, one moved from the keyboard (its
// move said aloud), one dragged to Lost (the drop asks why, Cancel leaves it, a reason moves it), one moved to Lost
// from its menu with the reason select, one move with JavaScript off, and 40 cards with hostile names at 1280 and
// 390 px (columns scroll sideways on a phone, no card overflows its column).
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

const word = (seed, n) => seed.repeat(Math.ceil(n / seed.length)).slice(0, n);
const HOSTILE = [
  word("Unbroken", 120),
  "مرحبا بكم في كورديليرا نيرشور، هذا اسم عربي طويل",
  word("שלוםעולם", 60),
  `María ${word("José", 80)}`,
];
const STAGES = ["new", "contacted", "qualified", "meeting_booked", "proposal_sent", "won", "lost"];
const now = Date.now();
const q = (v) => (v === null ? "NULL" : typeof v === "number" ? String(v) : `'${String(v).replaceAll("'", "''")}'`);

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
const card = (page, name) => page.locator("[data-board-card]", { hasText: name }).first();
const columnOf = (locator) => locator.evaluate((el) => el.closest("[data-board-column]").dataset.boardColumn);
const TOP = { x: 30, y: 20 };

async function waitForColumn(page, name, stage) {
  await page.waitForFunction(
    ([n, s]) =>
      [...document.querySelectorAll("[data-board-card]")].some(
        (el) => el.textContent.includes(n) && el.closest("[data-board-column]").dataset.boardColumn === s,
      ),
    [name, stage],
  );
}

/** The enquiry's stage and lost reason as the server has them now. */
async function stageOf(id) {
  const cookie = await apiSignIn(app.url);
  const res = await fetch(`${app.url}/api/contacts/${id}`, { headers: { Cookie: cookie } });
  const { contact } = await res.json();
  return { stage: contact.stage, lostReason: contact.lostReason ?? null };
}

describe("the enquiry board", () => {
  test("drags a card to another column", async () => {
    const { page, context, problems } = await openPage(app.browser);
    await signInAt(page, app.url + BOARD);
    await page.locator("[data-drag-handle]").first().waitFor(); // hydrated
    await page.dragAndDrop('[data-board-card="9401"]', '[data-board-column="qualified"]', { targetPosition: TOP });
    await waitForColumn(page, "Plain Lead 1", "qualified");
    await page.getByText("Moved Plain Lead 1 to Qualified.").waitFor(); // the server's toast, after its redirect
    assert.equal((await stageOf(9401)).stage, "qualified");
    assert.deepEqual(problems, []);
    await context.close();
  });

  test("moves a card from the keyboard, said aloud, focus following the card", async () => {
    const { page, context, problems } = await openPage(app.browser);
    await signInAt(page, app.url + BOARD);
    await page.locator("[data-drag-handle]").first().waitFor();
    await card(page, "Plain Lead 2").focus();
    await page.keyboard.press("Enter"); // opens its stage menu, focus on its first stage
    assert.equal(await page.evaluate(() => document.activeElement.textContent), "To Contacted");
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
    const { page, context, problems } = await openPage(app.browser);
    await signInAt(page, app.url + BOARD);
    await page.locator("[data-drag-handle]").first().waitFor();
    await page.dragAndDrop('[data-board-card="9405"]', '[data-board-column="lost"]', { targetPosition: TOP });
    const ask = page.locator("[data-board-ask]");
    await ask.waitFor();
    await ask.getByRole("button", { name: "Cancel" }).click();
    await ask.waitFor({ state: "detached" });
    assert.equal(await columnOf(card(page, "Plain Lead 5")), "proposal_sent");
    await page.dragAndDrop('[data-board-card="9405"]', '[data-board-column="lost"]', { targetPosition: TOP });
    await ask.getByLabel("Why was it lost?").selectOption("timing");
    await ask.getByRole("button", { name: "Move" }).click();
    await waitForColumn(page, "Plain Lead 5", "lost");
    await page.getByText("Moved Plain Lead 5 to Lost.").waitFor();
    assert.deepEqual(await stageOf(9405), { stage: "lost", lostReason: "timing" });
    assert.deepEqual(problems, []);
    await context.close();
  });

  test("moves a card to Lost from its menu, with the reason", async () => {
    const { page, context, problems } = await openPage(app.browser);
    await signInAt(page, app.url + BOARD);
    await page.locator("[data-drag-handle]").first().waitFor();
    const lead = card(page, "Plain Lead 4");
    await lead.locator("summary").click();
    await lead.getByLabel("Why was it lost?").selectOption("no_response");
    await lead.getByRole("button", { name: "To Lost" }).click();
    await waitForColumn(page, "Plain Lead 4", "lost");
    await page.getByText("Moved Plain Lead 4 to Lost.").waitFor();
    assert.deepEqual(await stageOf(9404), { stage: "lost", lostReason: "no_response" });
    assert.deepEqual(problems, []);
    await context.close();
  });

  test("moves a card with JavaScript off (the card's menu is a real form, Lost's with its reason)", async () => {
    const { page, context } = await openPage(app.browser, { javaScriptEnabled: false });
    await signInAt(page, app.url + BOARD);
    let lead = card(page, "Plain Lead 6");
    await lead.locator("summary").click();
    await lead.getByRole("button", { name: "To Proposal sent" }).click();
    await page.waitForURL(app.url + BOARD);
    assert.equal(await columnOf(card(page, "Plain Lead 6")), "proposal_sent");
    assert.equal((await stageOf(9406)).stage, "proposal_sent");
    lead = card(page, "Plain Lead 7");
    await lead.locator("summary").click();
    await lead.getByLabel("Why was it lost?").selectOption("budget");
    await lead.getByRole("button", { name: "To Lost" }).click();
    await page.waitForURL(app.url + BOARD);
    assert.equal(await columnOf(card(page, "Plain Lead 7")), "lost");
    assert.deepEqual(await stageOf(9407), { stage: "lost", lostReason: "budget" });
    await context.close();
  });

  for (const [size, viewport] of Object.entries(viewports)) {
    test(`40 cards with hostile names fit at ${viewport.width} px`, async () => {
      const { page, context, problems } = await openPage(app.browser, { viewport });
      await signInAt(page, app.url + BOARD);
      await page.locator("[data-drag-handle]").first().waitFor();
      assert.ok((await page.locator("[data-board-card]").count()) >= 40);
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
        const scroller = page.locator("[data-board] [role=group]");
        assert.ok(await scroller.evaluate((el) => el.scrollWidth > el.clientWidth));
      }
      await screenshot(page, `enquiry-board-${viewport.width}`);
      assert.deepEqual(problems, []);
      await context.close();
    });
  }
});
