import { COMPACT_MODE_MESSAGES } from '../src/shared/compact-mode-messages.ts';
import { signUpThroughApi } from './support/accounts.ts';
import { publicBoardWithSounds, tiles } from './support/boards.ts';
import { expect, test, VIEWPORTS } from './support/test.ts';

// Decision 033: a board alone on a second screen or a tablet — no chrome, bigger tiles, screen kept on.

test('a visitor opens a public board in compact view: only its buttons, larger, playing, and back out', async ({
  browser,
  baseURL,
}) => {
  const owner = await browser.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL! } });
  await signUpThroughApi(owner);
  // Long enough that the pressed state, which lasts as long as the sound, is seen by a poll on a busy machine
  // (a 0.3 s tone played and ended between two polls: its play was counted, the state never seen).
  const board = await publicBoardWithSounds(
    owner.request,
    'Desk pad',
    ['Airhorn', 'Drum', 'Gong'],
    3,
  );
  await owner.close();

  const visitor = await browser.newContext({ baseURL, viewport: { width: 1180, height: 820 } });
  const page = await visitor.newPage();
  await page.goto(`/board/${board.id}`);
  // Measure React's tiles, not the server's HTML that React replaces (decision 021): its footer exists only then.
  await expect(page.getByRole('contentinfo')).toBeAttached();
  await expect(tiles(page)).toHaveCount(3);
  const normalWidth = (await tiles(page).first().boundingBox())!.width;

  await page.getByRole('link', { name: COMPACT_MODE_MESSAGES.open }).click();
  await expect(page).toHaveURL(`/board/${board.id}/compact`);
  await expect(tiles(page)).toHaveText(['Airhorn', 'Drum', 'Gong']);
  // No header, footer or bottom navigation: the board has the screen.
  await expect(page.getByRole('banner')).toHaveCount(1); // the compact bar itself
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('navigation')).toHaveCount(0);
  const compactBox = (await tiles(page).first().boundingBox())!;
  expect(compactBox.width).toBeGreaterThan(normalWidth * 1.5);
  // Three tiles in one row on a landscape tablet, all on screen.
  const boxes = await Promise.all(
    [0, 1, 2].map(async (n) => (await tiles(page).nth(n).boundingBox())!),
  );
  expect(new Set(boxes.map((box) => Math.round(box.y))).size).toBe(1);
  expect(Math.max(...boxes.map((box) => box.y + box.height))).toBeLessThanOrEqual(820);
  // The screen wake lock is asked for; whether headless Chromium grants it, the bar says which.
  await expect(
    page.getByText(
      new RegExp(`${COMPACT_MODE_MESSAGES.screenOn}|${COMPACT_MODE_MESSAGES.screenMaySleep}`),
    ),
  ).toBeVisible();

  // A press plays, as on the board.
  const drum = page.getByRole('button', { name: 'Drum' });
  await drum.click();
  await expect(drum).toHaveAttribute('aria-pressed', 'true');

  for (const [label, size] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `e2e/.output/screenshots/compact-${label}.png` });
  }

  await page.getByRole('link', { name: COMPACT_MODE_MESSAGES.exit }).click();
  await expect(page).toHaveURL(`/board/${board.id}`);
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await visitor.close();
});
