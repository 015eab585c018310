import { BOARD_MESSAGES } from '../src/shared/board-messages.ts';
import { signUpThroughApi } from './support/accounts.ts';
import { boardLabels, createBoardThroughApi, gridColumnCount } from './support/boards.ts';
import { expect, expectNoSeriousA11yViolations, test, VIEWPORTS } from './support/test.ts';

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

  // Keyboard: pick up H, move it left one tile (25 px per arrow press), drop it.
  const tile = (await page.getByRole('button', { name: 'Drag H' }).boundingBox())!;
  const gap = (await page.getByRole('button', { name: 'Drag G' }).boundingBox())!;
  const presses = Math.ceil((tile.x - gap.x) / 25);
  await page.getByRole('button', { name: 'Drag H' }).focus();
  await page.keyboard.press('Space');
  for (let i = 0; i < presses; i++) await page.keyboard.press('ArrowLeft');
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

test('the grid has 2, 3 and 4 columns at 390, 820 and 1440 px; screenshots', async ({
  page,
  context,
}) => {
  // Three viewports with screenshots: more than the default budget on a busy two-core machine.
  test.setTimeout(60_000);
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

    await page.getByRole('button', { name: 'Edit board' }).click();
    await expect(page.getByRole('dialog', { name: 'Edit board' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/edit-board-${name}.png` });
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Airhorn' }).click({ button: 'right' });
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
