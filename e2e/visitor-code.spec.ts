import type { Page } from '@playwright/test';
import type { Board } from '../src/shared/schemas/board.ts';
import { signUpThroughApi } from './support/accounts.ts';
import { publicBoardWithSounds } from './support/boards.ts';
import { expect, test } from './support/test.ts';

// A visitor's board page carries no owner code (decision 010): the tile's ⋯ menu and long-press overlays,
// Board audio and its save load only for the board's owner. Names are the source files' (the build keeps them).
const OWNER_ONLY =
  /\/assets\/(tile-owner-chrome|tile-owner-menu|board-audio|update-board|remote-dialog)-/;

let board: Board;

/** The script files the page has fetched so far. */
function scriptsOf(page: Page) {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => name.endsWith('.js')),
  );
}

test.beforeAll(async ({ browser }) => {
  const owner = await browser.newContext();
  await signUpThroughApi(owner);
  board = await publicBoardWithSounds(owner.request, 'Owner code party', ['Airhorn', 'Applause']);
  await owner.close();
});

test("a visitor's board page loads none of the owner's chunks; the owner's does", async ({
  page,
  browser,
}) => {
  await page.goto(`/board/${board.id}`);
  await expect(page.getByRole('button', { name: 'Airhorn' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const visitorScripts = await scriptsOf(page);
  expect(visitorScripts.length).toBeGreaterThan(5);
  expect(visitorScripts.filter((url) => OWNER_ONLY.test(url))).toEqual([]);

  // The same page for its owner fetches them: the pattern names real chunks, so the check above can fail.
  const owner = await browser.newContext();
  await signUpThroughApi(owner);
  const ownBoard = await publicBoardWithSounds(owner.request, 'Mine', ['Drumroll']);
  const ownerPage = await owner.newPage();
  await ownerPage.goto(`/board/${ownBoard.id}`);
  await expect(ownerPage.getByRole('button', { name: 'Drumroll', exact: true })).toBeVisible();
  await expect
    .poll(async () => (await scriptsOf(ownerPage)).filter((url) => OWNER_ONLY.test(url)).length)
    .toBeGreaterThan(0);
  await owner.close();
});
