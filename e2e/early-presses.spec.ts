import type { Board } from '../src/shared/schemas/board.ts';
import { signUpThroughApi } from './support/accounts.ts';
import { publicBoardWithSounds } from './support/boards.ts';
import { openBeforeTheApp, openWithEntryHeld } from './support/hold-app.ts';
import { expect, test } from './support/test.ts';

// Decision 039: a press on the board the server rendered into the HTML, before the app has taken over, is
// played once it has (before, it was lost: the app replaces that HTML).

let board: Board;

test.beforeAll(async ({ browser, baseURL }) => {
  const owner = await browser.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL! } });
  await signUpThroughApi(owner);
  board = await publicBoardWithSounds(owner.request, 'Early birds', ['Airhorn', 'Drum'], 60);
  const drum = board.soundboard_buttons[1]!;
  const hotkey = await owner.request.patch(`/api/boards/${board.id}/buttons/${drum.id}`, {
    data: { hotkey: 'D' },
  });
  expect(hotkey.status()).toBe(200);
  await owner.close();
});

test('a tile tapped before the app took over plays once it has; a second tap still means play', async ({
  page,
}) => {
  const startApp = await openBeforeTheApp(page, `/board/${board.id}`);
  const airhorn = page.getByRole('button', { name: 'Airhorn', exact: true });
  // The press shows on the server's tile at once, as on the app's.
  const airhornTile = page.locator(`[data-tile-id="${board.soundboard_buttons[0]!.id}"]`);
  const box = (await airhorn.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await expect(airhornTile).toHaveAttribute('data-pressed', '');
  await page.mouse.up();
  await expect(airhornTile).not.toHaveAttribute('data-pressed');
  await airhorn.click();
  await startApp();
  await expect(airhorn).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Drum', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  // From now on the app's own tiles answer: a tap stops it, as on any board.
  await airhorn.click();
  await expect(airhorn).toHaveAttribute('aria-pressed', 'false');
});

test("a button's hotkey pressed before the app took over plays once it has", async ({ page }) => {
  const startApp = await openBeforeTheApp(page, `/board/${board.id}`);
  await page.keyboard.press('d');
  await startApp();
  await expect(page.getByRole('button', { name: 'Drum', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('button', { name: 'Airhorn', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
});

// Issue 32 point 8: a cold first tap used to wait for the whole app (420–575 ms, and more on a phone); it now
// plays as soon as its sound is there, while the app is still on its way.
test('a tile tapped before the app took over plays before the app has taken over', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const starts: number[] = [];
    (window as unknown as { __starts: number[] }).__starts = starts;
    const start = AudioBufferSourceNode.prototype.start;
    AudioBufferSourceNode.prototype.start = function (this: AudioBufferSourceNode, ...args) {
      starts.push(performance.now());
      return start.apply(this, args);
    };
  });
  const startApp = await openBeforeTheApp(page, `/board/${board.id}`);
  const airhorn = page.getByRole('button', { name: 'Airhorn', exact: true });
  await airhorn.click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __starts: number[] }).__starts.length))
    .toBe(1);
  // Still the server's HTML: the app has not taken over.
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  // A second tap on the tile that plays asks for its sound again: it does not stop it, nor start it twice.
  await airhorn.click();
  await startApp();
  await expect(airhorn).toHaveAttribute('aria-pressed', 'true');
  expect(
    await page.evaluate(() => (window as unknown as { __starts: number[] }).__starts.length),
  ).toBe(1);
  await airhorn.click();
  await expect(airhorn).toHaveAttribute('aria-pressed', 'false');
});

// Decision 074: a tap on the server's tile after it painted but before the page's module script ran (module
// scripts wait for the whole HTML and their own download) had no listener at all and was lost.
test("a tile tapped before the page's module script ran plays once it has", async ({ page }) => {
  await page.addInitScript(() => {
    const starts: number[] = [];
    (window as unknown as { __starts: number[] }).__starts = starts;
    const start = AudioBufferSourceNode.prototype.start;
    AudioBufferSourceNode.prototype.start = function (this: AudioBufferSourceNode, ...args) {
      starts.push(performance.now());
      return start.apply(this, args);
    };
  });
  const release = await openWithEntryHeld(page, `/board/${board.id}`);
  await page.getByRole('button', { name: 'Airhorn', exact: true }).click();
  release();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __starts: number[] }).__starts.length))
    .toBe(1);
});

// Decision 075: a hotkey pressed before the page's module script ran was not kept (only tile presses were).
test("a hotkey pressed before the page's module script ran plays once it has", async ({ page }) => {
  const release = await openWithEntryHeld(page, `/board/${board.id}`);
  await page.locator('[data-tile-id]').first().waitFor();
  await page.keyboard.press('d');
  release();
  await expect(page.getByRole('button', { name: 'Drum', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

// Issue 32 point 8: a tile block the app has just put in place is skipped by the browser (content-visibility:
// auto) until its next frame decides it is on screen, so a press landing in between hit the block, not a tile,
// and was lost. The hit test is made at the earliest point an input event could come: the microtask checkpoint
// right after React's commit, before any other task.
test("the app's tiles take a press from the moment they replace the server's", async ({ page }) => {
  const startApp = await openBeforeTheApp(page, `/board/${board.id}`);
  await page.evaluate(() => {
    const hits: string[] = [];
    (window as unknown as { __hits: string[] }).__hits = hits;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (!(node instanceof HTMLElement)) continue;
          const blocks = node.matches('.tile-block')
            ? [node]
            : [...node.querySelectorAll('.tile-block')];
          for (const block of blocks) {
            const rect = block.getBoundingClientRect();
            if (rect.bottom <= 0 || rect.top >= innerHeight) continue;
            const columns = getComputedStyle(block).gridTemplateColumns.split(' ').length;
            const side = rect.width / columns / 2;
            const hit = document.elementFromPoint(rect.left + side, rect.top + side);
            hits.push(hit?.closest('[data-tile-id]') ? 'tile' : (hit?.className ?? 'nothing'));
          }
        }
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
  await startApp();
  const hits = await page.evaluate(() => (window as unknown as { __hits: string[] }).__hits);
  expect(hits.length).toBeGreaterThan(0);
  expect(hits).toEqual(hits.map(() => 'tile'));
  // From the next frame they are skipped off screen again, as every block (decision 020).
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('.tile-block')].every(
          (block) => getComputedStyle(block).contentVisibility === 'auto',
        ),
      ),
    )
    .toBe(true);
});

// Issue 32 point 8: a finger put down on the server's tile and lifted after the app replaced it. The press
// played from the server's tile (pointerdown); the tap's click then lands on the app's new tile, which saw no
// pointerdown, took it for a screen reader's activation and pressed again: a second press on a sound that
// plays (or loads) stops it, so the tap was heard for a moment or not at all.
test.describe('on a touch screen', () => {
  test.use({ hasTouch: true });

  test("a finger on the server's tile, lifted after the app took over, plays and keeps playing", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const seen = { starts: 0, clicks: 0 };
      (window as unknown as { __seen: typeof seen }).__seen = seen;
      const start = AudioBufferSourceNode.prototype.start;
      AudioBufferSourceNode.prototype.start = function (this: AudioBufferSourceNode, ...args) {
        seen.starts += 1;
        return start.apply(this, args);
      };
      addEventListener('click', () => (seen.clicks += 1), true);
    });
    const seen = () =>
      page.evaluate(
        () => (window as unknown as { __seen: { starts: number; clicks: number } }).__seen,
      );
    const startApp = await openBeforeTheApp(page, `/board/${board.id}`);
    const airhorn = page.getByRole('button', { name: 'Airhorn', exact: true });
    const box = (await airhorn.boundingBox())!;
    const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
    await expect.poll(async () => (await seen()).starts).toBe(1);
    await startApp();
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    // The tap's click has been dispatched (on the app's tile): the sound still plays.
    await expect.poll(async () => (await seen()).clicks).toBe(1);
    await expect(airhorn).toHaveAttribute('aria-pressed', 'true');
    expect((await seen()).starts).toBe(1);
  });
});
