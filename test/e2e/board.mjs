// What the browser tests of the two boards share (the hiring board, issue 30, and the enquiry board, issue 31: one
// component, app/components/admin/board/): their seed's hostile names, the board's locators, opening it signed in,
// moving a card, and the layout tests at 1280 and 390 px.
import assert from "node:assert/strict";
import { test } from "node:test";
import { horizontalOverflow, openPage, screenshot, signInAt, viewports } from "./harness.mjs";

const word = (seed, n) => seed.repeat(Math.ceil(n / seed.length)).slice(0, n);

/** Names no layout should break on: unbroken Latin, Arabic, Hebrew, and a long name with an accent. */
export const HOSTILE = [
  word("Unbroken", 120),
  "مرحبا بكم في كورديليرا نيرشور، هذا اسم عربي طويل",
  word("שלוםעולם", 60),
  `María ${word("José", 80)}`,
];

/** A value as an SQL literal (NULL, a number, or a quoted string). */
export const sqlLiteral = (v) =>
  v === null ? "NULL" : typeof v === "number" ? String(v) : `'${String(v).replaceAll("'", "''")}'`;

export const card = (page, name) => page.locator("[data-board-card]", { hasText: name }).first();
export const columnOf = (locator) => locator.evaluate((el) => el.closest("[data-board-column]").dataset.boardColumn);

/** Waits until the card whose text includes `name` stands in the `stage` column. */
export async function waitForColumn(page, name, stage) {
  await page.waitForFunction(
    ([n, s]) =>
      [...document.querySelectorAll("[data-board-card]")].some(
        (el) => el.textContent.includes(n) && el.closest("[data-board-column]").dataset.boardColumn === s,
      ),
    [name, stage],
  );
}

/**
 * Opens the board at `path` (see openPage for the options), signed in as the primary administrator; with JavaScript
 * on, waits until it is hydrated (its drag handles are there).
 */
export async function openBoard(app, path, options = {}) {
  const opened = await openPage(app.browser, options);
  await signInAt(opened.page, app.url + path);
  if (options.javaScriptEnabled !== false) await opened.page.locator("[data-drag-handle]").first().waitFor();
  return opened;
}

/** Drags card `id` to the `stage` column, dropped near the column's top, which is in view (its middle may not be). */
export function dragCard(page, id, stage) {
  return page.dragAndDrop(`[data-board-card="${id}"]`, `[data-board-column="${stage}"]`, {
    targetPosition: { x: 30, y: 20 },
  });
}

/** Focuses the card and presses Enter, which opens its stage menu; returns the text of what has focus then. */
export async function openMenuFromKeyboard(page, name) {
  await card(page, name).focus();
  await page.keyboard.press("Enter");
  return page.evaluate(() => document.activeElement.textContent);
}

/**
 * Chooses "To {stage}" in the card's stage menu, a real form (so it works with JavaScript off); `lostReason` fills
 * the menu's "Why was it lost?" first.
 */
export async function moveFromMenu(page, name, stage, lostReason) {
  const menu = card(page, name);
  await menu.locator("summary").click();
  if (lostReason) await menu.getByLabel("Why was it lost?").selectOption(lostReason);
  await menu.getByRole("button", { name: `To ${stage}` }).click();
}

/**
 * Moves the card through its menu with JavaScript off (see moveFromMenu): the form posts, the board at `app.url +
 * path` comes back, and the column the card stands in then is returned.
 */
export async function moveByForm(app, page, path, name, stage, lostReason) {
  await moveFromMenu(page, name, stage, lostReason);
  await page.waitForURL(app.url + path);
  return columnOf(card(page, name));
}

/**
 * The layout tests, one per viewport: the board at `path` shows at least `minCards` cards, the page never scrolls
 * sideways, no card is wider than its column, on a phone the columns scroll sideways inside the board; screenshots
 * are named `{name}-{width}`.
 */
export function testBoardFits(app, path, { name, minCards }) {
  for (const [size, viewport] of Object.entries(viewports)) {
    test(`40 cards with hostile names fit at ${viewport.width} px`, async () => {
      const { page, context, problems } = await openBoard(app, path, { viewport });
      assert.ok((await page.locator("[data-board-card]").count()) >= minCards);
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
      await screenshot(page, `${name}-${viewport.width}`);
      await page.locator('[data-board-column="new"]').first().waitFor();
      assert.deepEqual(problems, []);
      await context.close();
    });
  }
}
