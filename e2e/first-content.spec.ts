import type { Page } from '@playwright/test';
import { documentTitle } from '../src/shared/page-titles.ts';
import type { Board } from '../src/shared/schemas/board.ts';
import { signUpThroughApi } from './support/accounts.ts';
import { createBoardThroughApi, publicBoardWithSounds } from './support/boards.ts';
import { expect, test } from './support/test.ts';

/** Layout shifts from the start of the load, recorded by a buffered PerformanceObserver. */
function layoutShift(page: Page) {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );
}

let board: Board;

test.beforeAll(async ({ browser }) => {
  const owner = await browser.newContext();
  await signUpThroughApi(owner);
  board = await publicBoardWithSounds(owner.request, 'First paint party', [
    'Airhorn',
    'Drumroll',
    'Applause',
  ]);
  await owner.close();
});

for (const width of [390, 1440]) {
  test(`a public board at ${width} px: React takes over the server's content without a layout shift (decision 021)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    await page.goto(`/board/${board.id}`);
    await expect(page).toHaveTitle(documentTitle(board.name));
    // The app has taken over: its header navigation and footer exist only once React rendered.
    await expect(page.getByRole('contentinfo')).toBeAttached();
    await expect(page.getByTestId('board-tile')).toHaveText(['Airhorn', 'Drumroll', 'Applause']);
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
  });
}

test("the visitor's landing page: React takes over the hero without a layout shift", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(page.getByRole('contentinfo')).toBeAttached();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Build a soundboard in minutes');
  expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
});

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test("a public board's name and tiles are visible, and a private board's name is not in the page", async ({
    page,
    browser,
  }) => {
    await page.goto(`/board/${board.id}`);
    await expect(page).toHaveTitle(documentTitle(board.name));
    await expect(page.getByRole('heading', { level: 1, name: board.name })).toBeVisible();
    await expect(page.getByTestId('board-tile')).toHaveText(['Airhorn', 'Drumroll', 'Applause']);
    await expect(page.getByTestId('board-tile').first()).toBeVisible();

    const owner = await browser.newContext();
    await signUpThroughApi(owner);
    const secret = await createBoardThroughApi(owner.request, 'Secret plans', ['Hidden']);
    await owner.close();
    await page.goto(`/board/${secret.id}`);
    await expect(page).toHaveTitle(documentTitle(null));
    expect(await page.content()).not.toContain('Secret plans');
  });

  test("the visitor's landing hero is visible", async ({ page }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Build a soundboard in minutes' }),
    ).toBeVisible();
  });
});
