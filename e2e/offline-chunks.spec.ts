import { GIF_MESSAGES } from '../src/shared/gif-messages.ts';
import { ROUTES } from '../src/shared/routes.ts';
import { signUpThroughApi } from './support/accounts.ts';
import { expect, expectNetworkFailure, test } from './support/test.ts';

// A piece of a page loaded on first use (a dialog's GIF search, a menu) whose code cannot be fetched because
// the connection is gone waits for the connection and loads then. Before, the failed import was a page
// error: the page's error area replaced My Boards, create dialog and all.
test("a piece's code that fails offline loads once the connection is back; the page stays", async ({
  context,
  page,
}) => {
  await signUpThroughApi(context);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = 0;
  await page.route(/\/assets\/gif-search-button-[^/]+\.js$/, async (route) => {
    asked += 1;
    if (asked > 1) return route.continue();
    await held;
    await route.abort('internetdisconnected');
  });
  // The create dialog draws the GIF search.
  await page.goto(ROUTES.myBoards);
  await page.getByRole('button', { name: 'Create Board' }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Name', { exact: true })).toBeVisible();
  await expect.poll(() => asked).toBe(1);
  expectNetworkFailure(page, /^\/assets\//);
  await context.setOffline(true);
  release();
  // The dialog stays and can be used; the GIF search is not there yet.
  await dialog.getByLabel('Name', { exact: true }).fill('Made offline');
  await expect(dialog.getByRole('button', { name: GIF_MESSAGES.searchGifs })).toHaveCount(0);
  await context.setOffline(false);
  await expect(dialog.getByRole('button', { name: GIF_MESSAGES.searchGifs })).toBeVisible();
  await expect(dialog.getByLabel('Name', { exact: true })).toHaveValue('Made offline');
  expect(asked).toBe(2);
});
