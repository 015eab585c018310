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

/**
 * Records, from now on, every `aria-pressed` value a tile takes (the server's tile or the app's, whichever is
 * on the page), the tile named by its label or its button's id (`data-tile-id`), so that a short sound's start and end are both seen even when it plays
 * and ends between two polls of a busy machine. The returned function waits for the start and then the end.
 */
export async function watchTilePlay(page: Page, labelOrId: string) {
  await page.evaluate((labelOrId) => {
    const seen: string[] = [];
    (window as unknown as { __tilePressed: string[] }).__tilePressed = seen;
    new MutationObserver((records) => {
      for (const { target } of records) {
        const tile = target as HTMLElement;
        if (
          tile.dataset.testid === 'board-tile' &&
          (tile.textContent?.includes(labelOrId) ||
            tile.closest('[data-tile-id]')?.getAttribute('data-tile-id') === labelOrId)
        )
          seen.push(tile.getAttribute('aria-pressed') ?? '');
      }
    }).observe(document.body, { subtree: true, attributeFilter: ['aria-pressed'] });
  }, labelOrId);
  const seen = () =>
    page.evaluate(() => (window as unknown as { __tilePressed: string[] }).__tilePressed);
  /** Waits for the start (the expect time-out), then for the end within `endsWithin` of seeing the start. */
  return async function playedThrough({ endsWithin }: { endsWithin?: number } = {}) {
    await expect.poll(async () => (await seen()).includes('true')).toBe(true);
    await expect
      .poll(async () => (await seen()).slice((await seen()).indexOf('true')).includes('false'), {
        timeout: endsWithin,
      })
      .toBe(true);
  };
}
