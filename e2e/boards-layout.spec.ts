import type { Page } from '@playwright/test';
import { BOARD_MESSAGES } from '../src/shared/board-messages.ts';
import { signUpThroughApi } from './support/accounts.ts';
import {
  boardLabels,
  createBoardThroughApi,
  gridColumnCount,
  tiles,
  tileTexts,
} from './support/boards.ts';
import {
  expect,
  expectHttpError,
  expectNoSeriousA11yViolations,
  test,
  VIEWPORTS,
} from './support/test.ts';

const LABELS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'];
const SHOTS = 'e2e/.output/screenshots';

test('rearrange by mouse drag and by keyboard; the order survives a reload', async ({
  page,
  context,
}) => {
  await signUpThroughApi(context);
  const board = await createBoardThroughApi(page.request, 'Arrange', LABELS);
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto(`/?board=${board.id}`);
  await page.getByRole('button', { name: 'Rearrange' }).click();
  await expect(page.getByRole('button', { name: 'Done' })).toHaveAttribute('aria-pressed', 'true');
  // Playing and the Add Button tile are off while arranging.
  await expect(
    page.getByTestId('button-grid').getByRole('button', { name: 'Add Button' }),
  ).toHaveCount(0);

  // Mouse: drag A onto C.
  const from = (await page.getByRole('button', { name: 'Drag A' }).boundingBox())!;
  const to = (await page.getByRole('button', { name: 'Drag C' }).boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2, { steps: 3 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
  await page.mouse.up();
  await expect
    .poll(() => boardLabels(page.request, board.id))
    .toEqual(['B', 'C', 'A', 'D', 'E', 'F', 'G', 'H']);

  // Keyboard: pick up H, move it left one tile (one arrow press a place, decision 049), drop it.
  await page.getByRole('button', { name: 'Drag H' }).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Space');
  await expect
    .poll(() => boardLabels(page.request, board.id))
    .toEqual(['B', 'C', 'A', 'D', 'E', 'F', 'H', 'G']);

  await page.reload();
  // Buttons without a sound read their label, then 'No sound'.
  await expect(page.getByTestId('board-tile')).toHaveText(
    ['B', 'C', 'A', 'D', 'E', 'F', 'H', 'G'].map((label) => new RegExp(`^${label}`)),
  );
});

/** Drags one tile's handle onto another's with the mouse, in steps. */
async function dragOnto(page: Page, from: string, to: string) {
  const a = (await page.getByRole('button', { name: `Drag ${from}` }).boundingBox())!;
  const b = (await page.getByRole('button', { name: `Drag ${to}` }).boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 10, a.y + a.height / 2, { steps: 3 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 12 });
  await page.mouse.up();
}

test('a reorder updates the cached board in place (no refetch); a refused one puts the order back', async ({
  page,
  context,
}) => {
  await signUpThroughApi(context);
  const board = await createBoardThroughApi(page.request, 'In place', LABELS);
  // No realtime stream here: the deletion made "elsewhere" below must not reach the page before the drop
  // (its refetch would drop H from the grid and the server would then accept the order).
  await page.route('**/api/realtime', (route) =>
    route.fulfill({ status: 200, contentType: 'text/event-stream', body: 'retry: 600000\n\n' }),
  );
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto(`/?board=${board.id}`);
  await expect(tiles(page)).toHaveText(tileTexts(LABELS));
  await page.getByRole('button', { name: 'Rearrange' }).click();

  const boardReads: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.method() === 'GET' && pathname.startsWith('/api/boards')) boardReads.push(pathname);
  });
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/buttons/order') && r.request().method() === 'PUT',
  );
  await dragOnto(page, 'A', 'C');
  expect((await saved).status()).toBe(204);
  await expect(tiles(page)).toHaveText(tileTexts(['B', 'C', 'A', 'D', 'E', 'F', 'G', 'H']));
  // Long enough for a refetch after the save to have been sent.
  await page.waitForTimeout(1000);
  expect(boardReads).toEqual([]);

  // H is deleted elsewhere: the server refuses an order that lists it; the grid goes back to the server's.
  const h = board.soundboard_buttons[7]!;
  expect((await page.request.delete(`/api/boards/${board.id}/buttons/${h.id}`)).status()).toBe(204);
  expectHttpError(page, /\/buttons\/order$/, 400);
  await dragOnto(page, 'B', 'D');
  await expect(page.getByText(BOARD_MESSAGES.positionsFailed)).toBeVisible();
  await expect(tiles(page)).toHaveText(tileTexts(['B', 'C', 'A', 'D', 'E', 'F', 'G']));
});

test('the grid has 2, 3 and 4 columns at 390, 820 and 1440 px; screenshots', async ({
  page,
  context,
}) => {
  // Three viewports with screenshots: more than the default budget on a busy two-core machine.
  test.slow();
  await signUpThroughApi(context);
  const board = await createBoardThroughApi(page.request, 'Layout board', [
    'Airhorn',
    'Drum roll',
    'Applause',
    'Sad trombone',
  ]);
  await page.request.patch(`/api/boards/${board.id}`, {
    data: { description: 'Everything a stream needs' },
  });
  for (const [index, color] of ['#b91c1c', '#fde047', '#15803d', '#1d4ed8'].entries()) {
    await page.request.patch(
      `/api/boards/${board.id}/buttons/${board.soundboard_buttons[index]!.id}`,
      {
        data: { color, hotkey: String(index + 1) },
      },
    );
  }
  for (const [name, viewport, columns] of [
    ['phone', VIEWPORTS.phone, 2],
    ['tablet', VIEWPORTS.tablet, 3],
    ['desktop', VIEWPORTS.desktop, 4],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.goto(`/?board=${board.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Layout board' })).toBeVisible();
    expect(await gridColumnCount(page)).toBe(columns);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > innerWidth);
    expect(overflow).toBe(false);
    await page.screenshot({ path: `${SHOTS}/player-${name}.png`, fullPage: true });

    // On a phone the board's actions fold into one disclosure (decision 049).
    if (name === 'phone') {
      await page.getByRole('button', { name: 'More actions for Layout board' }).click();
    }
    await page.getByRole('button', { name: 'Edit board' }).click();
    await expect(page.getByRole('dialog', { name: 'Edit board' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/edit-board-${name}.png` });
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await page
      .getByRole('button', { name: BOARD_MESSAGES.emptyButtonNamed('Airhorn'), exact: true })
      .click({ button: 'right' });
    await page.getByRole('button', { name: 'Edit Airhorn' }).click();
    await expect(page.getByRole('dialog', { name: 'Edit button' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/button-editor-${name}.png` });
    await page.keyboard.press('Escape');

    await page.goto('/my-boards');
    await expect(page.getByRole('link', { name: /Layout board/ })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/my-boards-${name}.png`, fullPage: true });
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: BOARD_MESSAGES.createAction }).click();
    await expect(
      page.getByRole('dialog', { name: BOARD_MESSAGES.createDialogTitle }),
    ).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/create-board-${name}.png` });
    await page.keyboard.press('Escape');
  }
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true, viewport: VIEWPORTS.phone });

  test('rearrange by holding a handle, then dragging it', async ({ page, context }) => {
    await signUpThroughApi(context);
    const board = await createBoardThroughApi(page.request, 'Touch', LABELS);
    await page.goto(`/?board=${board.id}`);
    await page.getByRole('button', { name: 'Rearrange' }).click();
    const a = (await page.getByRole('button', { name: 'Drag A' }).boundingBox())!;
    const d = (await page.getByRole('button', { name: 'Drag D' }).boundingBox())!;
    const cdp = await context.newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: type === 'touchEnd' ? [] : [{ x, y }],
      });
    const [ax, ay] = [a.x + a.width / 2, a.y + a.height / 2];
    const [dx, dy] = [d.x + d.width / 2, d.y + d.height / 2];
    await touch('touchStart', ax, ay);
    // Held past the touch delay (150 ms) before moving, as a long press.
    await page.waitForTimeout(300);
    for (let step = 1; step <= 12; step++) {
      await touch('touchMove', ax + ((dx - ax) * step) / 12, ay + ((dy - ay) * step) / 12);
    }
    await touch('touchEnd', dx, dy);
    await expect
      .poll(() => boardLabels(page.request, board.id))
      .toEqual(['B', 'C', 'D', 'A', 'E', 'F', 'G', 'H']);
    await expect(tiles(page)).toHaveText(tileTexts(['B', 'C', 'D', 'A', 'E', 'F', 'G', 'H']));
  });
});

/** A finger on the screen (CDP touch events: Chromium turns them into pointer events of type touch). */
async function touchDrag(
  page: Page,
  from: { x: number; y: number },
  to: { x: number; y: number },
  holdMs: number,
) {
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: type === 'touchEnd' ? [] : [{ x, y }],
    });
  const moves = Array.from({ length: 12 }, (_, index) => ({
    x: from.x + ((to.x - from.x) * (index + 1)) / 12,
    y: from.y + ((to.y - from.y) * (index + 1)) / 12,
  }));
  if (holdMs === 0) {
    // A quick swipe: the events go out back to back (CDP keeps their order). Awaiting each one would let a
    // busy renderer take longer than the hold between the first two, and the swipe would read as a hold.
    await Promise.all([
      touch('touchStart', from.x, from.y),
      ...moves.map((move) => touch('touchMove', move.x, move.y)),
      touch('touchEnd', to.x, to.y),
    ]);
  } else {
    await touch('touchStart', from.x, from.y);
    await page.waitForTimeout(holdMs);
    for (const move of moves) await touch('touchMove', move.x, move.y);
    await touch('touchEnd', to.x, to.y);
  }
  await cdp.detach();
}

test('rearrange by touch: a held handle drags (150 ms), a quick swipe does not', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { origin: baseURL! },
    viewport: VIEWPORTS.phone,
    hasTouch: true,
    isMobile: true,
  });
  const page = await context.newPage();
  await signUpThroughApi(context);
  const board = await createBoardThroughApi(page.request, 'Touch', LABELS);
  await page.goto(`/?board=${board.id}`);
  await page.getByRole('button', { name: 'Rearrange' }).click();
  const center = async (label: string) => {
    const box = (await page.getByRole('button', { name: `Drag ${label}` }).boundingBox())!;
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  };

  // Moved at once, without holding: not a drag (the order stays).
  await touchDrag(page, await center('A'), await center('B'), 0);
  await page.waitForTimeout(300);
  expect(await boardLabels(page.request, board.id)).toEqual(LABELS);

  // Held for more than 150 ms, then moved onto B: A and B swap places.
  const saved = page.waitForResponse((r) => r.url().endsWith('/buttons/order'));
  await touchDrag(page, await center('A'), await center('B'), 300);
  expect((await saved).status()).toBe(204);
  expect(await boardLabels(page.request, board.id)).toEqual(['B', 'A', ...LABELS.slice(2)]);
  await context.close();
});
