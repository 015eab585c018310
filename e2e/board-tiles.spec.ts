import type { APIRequestContext, Page } from '@playwright/test';
import { BOARD_MESSAGES } from '../src/shared/board-messages.ts';
import type { Board } from '../src/shared/schemas/board.ts';
import { SOUND_MESSAGES } from '../src/shared/sound-messages.ts';
import { contrastRatio, type Rgb } from '../src/web/lib/color-contrast.ts';
import { makeWav } from './fixtures/audio.ts';
import { signUpThroughApi } from './support/accounts.ts';
import { createBoardThroughApi, dismissToasts, gridColumnCount, tiles } from './support/boards.ts';
import { CHROMIUM_FLAGS, MEDIA_FLAGS } from './support/chromium-flags.ts';
import { findChromium } from './support/find-chromium.ts';
import { expect, expectNoSeriousA11yViolations, test, VIEWPORTS } from './support/test.ts';

// Decision 019: how tiles look (filled, empty, playing) and the tile of a trashed sound.

test.use({
  launchOptions: { executablePath: findChromium(), args: [...CHROMIUM_FLAGS, ...MEDIA_FLAGS] },
});

const SHOTS = 'e2e/.output/screenshots';
const COLUMNS = { phone: 2, tablet: 3, desktop: 4 } as const;

/** A tone long enough to keep playing through the screenshots. */
const LONG_TONE = {
  name: 'tone.wav',
  mimeType: 'audio/wav',
  buffer: Buffer.from(makeWav({ seconds: 30 })),
};

async function uploadTone(request: APIRequestContext, name: string) {
  const response = await request.post('/api/sounds', { multipart: { name, file: LONG_TONE } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string };
}

async function patchButton(
  request: APIRequestContext,
  board: Board,
  index: number,
  data: Record<string, unknown>,
) {
  const id = board.soundboard_buttons[index]!.id;
  const response = await request.patch(`/api/boards/${board.id}/buttons/${id}`, { data });
  expect(response.status(), await response.text()).toBe(200);
  return id;
}

/** The tile's outer box, found by its button's accessible name. */
const tileRoot = (page: Page, name: string | RegExp) =>
  page.locator('[data-tile-id]').filter({ has: page.getByRole('button', { name, exact: true }) });

const rgb = (css: string): Rgb => {
  const [r, g, b] = (css.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  return { r: r ?? 0, g: g ?? 0, b: b ?? 0 };
};

test("a trashed sound's tile shows empty: no colour, no hotkey badge, its hotkey silent", async ({
  page,
  context,
}) => {
  await signUpThroughApi(context);
  const board = await createBoardThroughApi(page.request, 'Ghosts');
  const tone = await uploadTone(page.request, 'Airhorn');
  const id = await patchButton(page.request, board, 0, {
    sound_id: tone.id,
    label: 'Airhorn',
    color: '#b91c1c',
    hotkey: 'A',
  });
  const root = page.locator(`[data-tile-id="${id}"]`);
  const face = root.getByTestId('board-tile');

  await page.goto(`/?board=${board.id}`);
  await expect(face).toHaveAccessibleName('Airhorn');
  await expect(face).toHaveAttribute('aria-keyshortcuts', 'A');
  // The hotkey chip is edit mode's (decision 049).
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await expect(root.getByTestId('tile-hotkey')).toHaveText('A');
  await expect(root.getByTestId('tile-hotkey')).toBeVisible();
  await expect(root).toHaveCSS('background-color', 'rgb(185, 28, 28)');

  // The sound goes to the trash from My Sounds.
  await page.goto('/my-sounds');
  await page.getByRole('button', { name: 'Delete Airhorn' }).click();
  await page.getByRole('button', { name: 'Move to Trash' }).click();
  await expect(page.getByText(SOUND_MESSAGES.movedToTrash)).toBeVisible();

  await page.goto(`/?board=${board.id}`);
  await expect(face).toHaveAccessibleName(BOARD_MESSAGES.emptyButtonNamed('Airhorn'));
  await expect(root).toHaveAttribute('data-look', 'empty');
  await expect(root).toHaveCSS('border-top-style', 'dashed');
  await expect(root).not.toHaveCSS('background-color', 'rgb(185, 28, 28)');
  await expect(face).not.toHaveAttribute('aria-keyshortcuts');
  await expect(face).not.toHaveAttribute('aria-pressed');
  await expect(root.getByTestId('tile-hotkey')).toHaveCount(0);
  await expect(root).toContainText(BOARD_MESSAGES.noSound);

  // Its hotkey does nothing: nothing plays, no drawer opens.
  await page.keyboard.press('a');
  await expect(page.getByTestId('tile-playing-halo')).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await dismissToasts(page);
  await expectNoSeriousA11yViolations(page);

  // A tap asks the owner for a new sound.
  await face.click();
  await expect(page.getByRole('dialog', { name: /Add Sound|Assign a sound/ })).toBeVisible();
});

test('tiles look right empty, filled and playing at 390, 820 and 1440 px, light and dark', async ({
  page,
  context,
}) => {
  // Two themes, three widths, three states, each with a screenshot: far more than the default budget.
  test.setTimeout(180_000);
  await signUpThroughApi(context);
  const empty = await createBoardThroughApi(page.request, 'Fresh board');
  const board = await createBoardThroughApi(page.request, 'Party pads');
  const tone = await uploadTone(page.request, 'tone');
  const pads = [
    { label: 'Airhorn', color: '#b91c1c', hotkey: 'A' },
    { label: 'Rimshot', color: '#a0aec0', hotkey: 'R' },
    { label: 'Sad trombone', color: '#fde047', hotkey: 'T' },
    { label: 'Applause', color: '#1e3a8a', hotkey: '1' },
    { label: 'Crickets', color: '#7c3aed', hotkey: 'C' },
    { label: 'Drumroll for the grand finale, extra long', color: '#0f766e', hotkey: null },
  ];
  for (const [index, pad] of pads.entries()) {
    await patchButton(page.request, board, index, { ...pad, sound_id: tone.id });
  }
  await patchButton(page.request, board, 6, { label: 'Old intro', hotkey: 'O' });

  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });

    await page.goto(`/?board=${empty.id}`);
    await expect(tiles(page)).toHaveCount(8);
    for (const [name, viewport] of Object.entries(VIEWPORTS)) {
      await page.setViewportSize(viewport);
      expect(await gridColumnCount(page)).toBe(COLUMNS[name as keyof typeof COLUMNS]);
      await expect(page.locator('[data-look="empty"]')).toHaveCount(8);
      await expect(page.getByTestId('tile-hotkey')).toHaveCount(0);
      await page.screenshot({ path: `${SHOTS}/tiles-${colorScheme}-empty-${name}.png` });
    }
    await expectNoSeriousA11yViolations(page);

    await page.goto(`/?board=${board.id}`);
    await expect(page.locator('[data-look="filled"]')).toHaveCount(pads.length);
    // The label of every filled tile reaches AA against the tile's colour.
    for (const pad of pads) {
      const root = tileRoot(page, pad.label);
      const background = await root.evaluate((el) => getComputedStyle(el).backgroundColor);
      const text = await root
        .getByTestId('board-tile')
        .evaluate((el) => getComputedStyle(el).color);
      expect(contrastRatio(rgb(text), rgb(background)), pad.label).toBeGreaterThanOrEqual(4.5);
    }
    // The labelled button without a sound looks empty and shows no hotkey.
    const ghost = tileRoot(page, BOARD_MESSAGES.emptyButtonNamed('Old intro'));
    await expect(ghost).toHaveAttribute('data-look', 'empty');
    await expect(ghost.getByTestId('tile-hotkey')).toHaveCount(0);
    for (const [name, viewport] of Object.entries(VIEWPORTS)) {
      await page.setViewportSize(viewport);
      expect(await gridColumnCount(page)).toBe(COLUMNS[name as keyof typeof COLUMNS]);
      const width = (await tiles(page).first().boundingBox())!.width;
      if (name === 'desktop') {
        // On a desktop the board keeps 4 columns but stops growing: tiles of about 150–200 px.
        expect(width).toBeGreaterThanOrEqual(150);
        expect(width).toBeLessThanOrEqual(200);
      }
      await page.screenshot({
        path: `${SHOTS}/tiles-${colorScheme}-filled-${name}.png`,
        fullPage: true,
      });
    }

    // Press feedback on pointer-down, before the click ends.
    const rimshot = tileRoot(page, 'Rimshot');
    const box = (await rimshot.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await expect(rimshot).toHaveAttribute('data-pressed', '');
    await page.mouse.up();
    await expect(rimshot).not.toHaveAttribute('data-pressed');
    // On a busy machine the hold may pass 500 ms and reveal Edit/Delete: a click outside hides them.
    // The board's name is its selector (decision 049): the surface's margin is the place outside.
    await page.getByTestId('board-surface').click({ position: { x: 4, y: 4 } });

    // Playing: the percent, the fill sweep and the ring.
    const airhorn = tileRoot(page, 'Airhorn');
    await page.keyboard.press('a');
    await expect(airhorn.getByRole('button', { name: 'Airhorn', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(airhorn.getByTestId('tile-progress-percent')).toHaveText(/^[1-9]\d?%$/);
    await expect(airhorn.getByTestId('tile-playing-halo')).toBeVisible();
    // One sound at a time: the Rimshot pressed above stopped.
    await expect(rimshot.getByTestId('tile-playing-halo')).toHaveCount(0);
    for (const [name, viewport] of Object.entries(VIEWPORTS)) {
      await page.setViewportSize(viewport);
      await page.screenshot({ path: `${SHOTS}/tiles-${colorScheme}-playing-${name}.png` });
    }
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('a');
    await expect(airhorn.getByTestId('tile-playing-halo')).toHaveCount(0);
  }
});
