import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';

/** Presses the tile and waits for its progress fill to move (the sound plays). */
export async function expectTilePlays(page: Page, label: string) {
  await page.getByTestId('board-tile').filter({ hasText: label }).click();
  const fill = page.getByTestId('tile-progress-fill').first();
  await expect
    .poll(async () =>
      (await fill.count()) === 0
        ? 0
        : Number.parseFloat(
            /scaleX\(([^)]+)\)/.exec(
              await fill.evaluate((el) => (el as HTMLElement).style.transform),
            )?.[1] ?? '0',
          ),
    )
    .toBeGreaterThan(0);
}
