import { SKIP_TO_CONTENT_LABEL } from '../src/shared/navigation.ts';
import { signUpThroughApi } from './support/accounts.ts';
import { publicBoardWithSounds } from './support/boards.ts';
import { openBeforeTheApp } from './support/hold-app.ts';
import { expect, test } from './support/test.ts';

// React replaces the page's HTML when the app starts (decision 021); keyboard focus made on that HTML stays
// where the user put it.

test('the skip link followed before the app took over leaves focus on the content after it', async ({
  page,
}) => {
  const startApp = await openBeforeTheApp(page, '/about');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: SKIP_TO_CONTENT_LABEL })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main')).toBeFocused();
  await startApp();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('#main')).toBeFocused();
});

test("a tile focused on the server's HTML is still focused once the app took over", async ({
  browser,
  baseURL,
  page,
}) => {
  const owner = await browser.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL! } });
  await signUpThroughApi(owner);
  const board = await publicBoardWithSounds(owner.request, 'Focus party', ['Airhorn', 'Drum'], 60);
  await owner.close();

  const startApp = await openBeforeTheApp(page, `/board/${board.id}`);
  const drum = page.getByRole('button', { name: 'Drum', exact: true });
  await drum.focus();
  await expect(drum).toBeFocused();
  await startApp();
  await expect(drum).toBeFocused();
  // It is React's tile now: the keyboard plays it.
  await page.keyboard.press('Enter');
  await expect(drum).toHaveAttribute('aria-pressed', 'true');
});
