import { mkdirSync } from 'node:fs';
import { BOARD_SUMMARY_MESSAGES, BOARD_SUMMARY_PAGE } from '../src/shared/board-summaries.ts';
import { signUpThroughApi } from './support/accounts.ts';
import { publicBoardWithSounds } from './support/boards.ts';
import { expect, expectNoSeriousA11yViolations, test, VIEWPORTS } from './support/test.ts';

// Decision 065: My Boards reads summaries a page at a time; Load more brings the next page in, by keyboard
// too, and the count under the heading stays right.

const SHOTS = '/tmp/shots/my-boards';

test('My Boards shows a page of summaries, loads more by keyboard, and keeps the count right', async ({
  page,
  context,
}) => {
  // A page and one more board, made through the API, and screenshots at three widths.
  test.slow();
  await signUpThroughApi(context);
  const oldest = await publicBoardWithSounds(context.request, 'Oldest party', ['Airhorn', 'Cheer']);
  for (let i = 1; i <= BOARD_SUMMARY_PAGE.default; i++) {
    const response = await context.request.post('/api/boards', { data: { name: `Board ${i}` } });
    expect(response.status()).toBe(201);
  }
  const total = BOARD_SUMMARY_PAGE.default + 1;
  const boardReads: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.method() === 'GET' && pathname.startsWith('/api/boards')) boardReads.push(pathname);
  });
  await page.goto('/my-boards');

  const cards = page.getByRole('list', { name: 'Your boards' }).locator('[data-board-card]');
  await expect(cards).toHaveCount(BOARD_SUMMARY_PAGE.default);
  await expect(
    page.getByText(BOARD_SUMMARY_MESSAGES.shown(BOARD_SUMMARY_PAGE.default, total)),
  ).toBeVisible();
  // The list is summaries: no board is read whole until it is opened.
  expect(boardReads.filter((path) => path !== '/api/boards/summaries')).toEqual([]);
  expect(boardReads).toContain('/api/boards/summaries');

  mkdirSync(SHOTS, { recursive: true });
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: `${SHOTS}/first-page-${size}.png`, fullPage: true });
  }
  await page.setViewportSize(VIEWPORTS.desktop);

  const more = page.getByRole('button', { name: BOARD_SUMMARY_MESSAGES.loadMore });
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(cards).toHaveCount(total);
  await expect(page.getByText(BOARD_SUMMARY_MESSAGES.shown(total, total))).toBeVisible();
  await expect(more).toBeHidden();
  // Focus moves to the first board the press brought in: the oldest, with its pads and its sound count.
  const last = page.locator(`[data-board-card="${oldest.id}"]`);
  await expect(last.getByRole('link', { name: 'Oldest party' })).toBeFocused();
  await expect(last.getByTestId('card-pad')).toHaveCount(8);
  await expect(last.getByText('2 sounds')).toBeVisible();
  await expect(last.getByRole('button', { name: 'Play Airhorn' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(viewport);
    // Scrolled by the DOM, not by scrollIntoViewIfNeeded: that waits for two equal animation frames, and a CI
    // run's Chromium, resized on a starved machine, once gave none for 12 minutes.
    await last.evaluate((card) => card.scrollIntoView({ block: 'center' }));
    await page.screenshot({ path: `${SHOTS}/all-loaded-${size}.png` });
  }

  // Opening a card fetches that board, whole.
  await page.setViewportSize(VIEWPORTS.desktop);
  const opened = page.waitForResponse((r) => r.url().endsWith(`/api/boards/${oldest.id}`));
  await last.getByRole('link', { name: 'Oldest party' }).click();
  expect((await opened).status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Oldest party' })).toBeVisible();
});
