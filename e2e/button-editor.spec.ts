import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import type { Board } from '../src/shared/schemas/board.ts';
import type { Sound } from '../src/shared/schemas/sound.ts';
import { BOARD_MESSAGES } from '../src/shared/board-messages.ts';
import { BUTTON_PALETTE } from '../src/shared/button-palette.ts';
import { OWNER_MENU_MESSAGES } from '../src/shared/owner-menu-messages.ts';
import { makeWav } from './fixtures/audio.ts';
import { solidPng } from './fixtures/images.ts';
import { signUpThroughApi } from './support/accounts.ts';
import { createBoardThroughApi } from './support/boards.ts';
import { watchTilePlay } from './support/tile-plays.ts';
import { CHROMIUM_FLAGS, MEDIA_FLAGS } from './support/chromium-flags.ts';
import { findChromium } from './support/find-chromium.ts';
import { expect, expectNoSeriousA11yViolations, test, VIEWPORTS } from './support/test.ts';

// The button editor (decision 050): palette swatches, a live preview, Change sound, the image field, the
// spec's toast. Screenshots go to SHOTS when it is set.
const SHOTS = process.env.SHOTS_DIR;

test.use({
  launchOptions: { executablePath: findChromium(), args: [...CHROMIUM_FLAGS, ...MEDIA_FLAGS] },
});

/** The owner's Edit toggle (decision 049), where the board has one: the tiles' ⋯ show while it is on. */
const editToggle = (page: Page) => page.getByRole('button', { name: 'Edit', exact: true });

async function setEditing(page: Page, on: boolean) {
  if ((await editToggle(page).count()) === 0) return;
  if ((await editToggle(page).getAttribute('aria-pressed')) !== String(on)) {
    await editToggle(page).click();
  }
}

async function uploadTone(request: APIRequestContext, name: string, seconds: number) {
  const upload = await request.post('/api/sounds', {
    multipart: {
      name,
      file: {
        name: `${name}.wav`,
        mimeType: 'audio/wav',
        buffer: Buffer.from(makeWav({ seconds })),
      },
    },
  });
  expect(upload.status()).toBe(201);
  return (await upload.json()) as Sound;
}

async function boardWithLongTone(request: APIRequestContext) {
  const board = await createBoardThroughApi(request, 'Editor board');
  const long = await uploadTone(request, 'Long tone', 8);
  const short = await uploadTone(request, 'Short blip', 0.3);
  const first = board.soundboard_buttons[0]!;
  const response = await request.patch(`/api/boards/${board.id}/buttons/${first.id}`, {
    data: { label: 'Horn', sound_id: long.id },
  });
  expect(response.status()).toBe(200);
  return { board, first, long, short };
}

async function openEditor(page: Page, label: string) {
  await expect(page.getByTestId('board-tile').first()).toBeVisible();
  await setEditing(page, true);
  await page
    .locator('[data-tile-id]')
    .filter({ hasText: label })
    .getByRole('button', { name: OWNER_MENU_MESSAGES.moreActionsFor(label) })
    .click();
  await page.getByRole('menuitem', { name: OWNER_MENU_MESSAGES.edit }).click();
  const editor = page.getByRole('dialog', { name: 'Edit button' });
  await expect(editor).toBeVisible();
  return editor;
}

for (const viewport of [VIEWPORTS.phone, VIEWPORTS.tablet, VIEWPORTS.desktop]) {
  test(`editor at ${viewport.width}px: swatches by keyboard, preview, save toast, tile colour`, async ({
    page,
    context,
  }) => {
    test.slow();
    await page.setViewportSize(viewport);
    await signUpThroughApi(context);
    const { board, first } = await boardWithLongTone(context.request);
    await page.goto(`/?board=${board.id}`);
    const editor = await openEditor(page, 'Horn');

    const swatches = editor.getByRole('group', { name: 'Colour' });
    const radios = swatches.getByRole('radio');
    await expect(radios).toHaveCount(BUTTON_PALETTE.length);
    const current = BUTTON_PALETTE.findIndex((entry) => entry.color === first.color);
    const start = BUTTON_PALETTE[current]!;
    const next = BUTTON_PALETTE[(current + 1) % BUTTON_PALETTE.length]!;
    await expect(swatches.getByRole('radio', { name: start.name })).toBeChecked();

    // Keyboard: focus the checked swatch, the arrow key moves to the next colour.
    await swatches.getByRole('radio', { name: start.name }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(swatches.getByRole('radio', { name: next.name })).toBeChecked();
    await expect(swatches.getByRole('radio', { name: next.name })).toBeFocused();
    const preview = editor.getByTestId('button-preview');
    await expect(preview).toHaveAttribute('data-color', next.color);

    // The preview follows the label as it is typed.
    await editor.getByRole('textbox', { name: /^Label/ }).fill('Big horn');
    await expect(preview).toContainText('Big horn');
    // An emoji goes at the label's start, a radio group too.
    const emoji = editor.getByRole('group', { name: 'Emoji' });
    await emoji.getByRole('radio', { name: 'No emoji' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(emoji.getByRole('radio', { name: 'Megaphone' })).toBeChecked();
    await expect(editor.getByRole('textbox', { name: /^Label/ })).toHaveValue('📣 Big horn');
    await expect(preview).toContainText('📣 Big horn');

    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(BOARD_MESSAGES.buttonUpdatedSuccessfully)).toBeVisible();
    await expect(editor).toBeHidden();
    const tileRoot = page.locator(`[data-tile-id="${first.id}"]`);
    await expect(tileRoot).toContainText('📣 Big horn');
    const hex = next.color
      .slice(1)
      .match(/../g)!
      .map((h) => parseInt(h, 16));
    await expect(tileRoot).toHaveCSS('background-color', `rgb(${hex.join(', ')})`);
  });
}

test('Change sound swaps the sound the tile plays', async ({ page, context }) => {
  test.slow();
  await signUpThroughApi(context);
  const { board, first, short } = await boardWithLongTone(context.request);
  await page.goto(`/?board=${board.id}`);
  const editor = await openEditor(page, 'Horn');
  await expect(editor.getByTestId('button-sound-name')).toHaveText('Long tone');
  await editor.getByRole('button', { name: 'Change sound' }).click();
  const drawer = page.getByRole('dialog', { name: /Assign a sound/ });
  await drawer.getByRole('button', { name: 'Assign Short blip' }).click();
  await expect(drawer).toBeHidden();
  // The editor shows the new sound; the label follows it (assigning names the button after its sound).
  await expect(editor.getByTestId('button-sound-name')).toHaveText('Short blip');
  await expect(editor.getByRole('textbox', { name: /^Label/ })).toHaveValue('Short blip');
  await editor.getByRole('button', { name: 'Cancel' }).click();
  await setEditing(page, false);

  const saved = (await (await context.request.get(`/api/boards/${board.id}`)).json()) as Board;
  expect(saved.soundboard_buttons.find((b) => b.id === first.id)?.sound_id).toBe(short.id);

  // The 0.3 s blip plays and ends; the 8 s tone would still be playing.
  // Its start and end are seen by an observer: the blip can play out between two polls of a busy machine.
  const tile = page.locator(`[data-tile-id="${first.id}"]`).getByTestId('board-tile');
  const playedThrough = await watchTilePlay(page, first.id);
  await tile.click();
  await playedThrough({ endsWithin: 4_000 });
});

test('the background field shows the chosen image by name and removes it', async ({
  page,
  context,
}) => {
  test.slow();
  await signUpThroughApi(context);
  const { board } = await boardWithLongTone(context.request);
  await page.goto(`/?board=${board.id}`);
  const editor = await openEditor(page, 'Horn');
  await editor.getByLabel(/^Choose image/).setInputFiles({
    name: 'confetti.png',
    mimeType: 'image/png',
    buffer: Buffer.from(solidPng(8, 8)),
  });
  await expect(page.getByText(BOARD_MESSAGES.buttonBackgroundUpdated)).toBeVisible();
  await expect(editor.getByTestId('button-bg-name')).toHaveText('confetti.png');
  await expect(editor.getByTestId('button-preview')).toHaveCSS('background-image', /url\(/);
  await editor.getByRole('button', { name: 'Remove background' }).click();
  await expect(page.getByText(BOARD_MESSAGES.buttonBackgroundRemoved)).toBeVisible();
  await expect(editor.getByTestId('button-bg-name')).toBeHidden();
  await expect(editor.getByLabel(/^Choose image/)).toBeAttached();
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the editor passes axe in the ${colorScheme} theme`, async ({ page, context }) => {
    test.slow();
    await page.emulateMedia({ colorScheme });
    await signUpThroughApi(context);
    const { board } = await boardWithLongTone(context.request);
    await page.goto(`/?board=${board.id}`);
    await expect(page.getByTestId('board-tile').first()).toBeVisible();
    for (const viewport of [VIEWPORTS.phone, VIEWPORTS.tablet, VIEWPORTS.desktop]) {
      await page.setViewportSize(viewport);
      if (SHOTS) {
        await page.screenshot({
          path: path.join(SHOTS, `board-${viewport.width}-${colorScheme}.png`),
          fullPage: true,
        });
      }
    }
    const editor = await openEditor(page, 'Horn');
    await expectNoSeriousA11yViolations(page);
    if (SHOTS) {
      for (const viewport of [VIEWPORTS.phone, VIEWPORTS.tablet, VIEWPORTS.desktop]) {
        await page.setViewportSize(viewport);
        await editor.evaluate((el) => el.scrollTo(0, 0));
        await page.screenshot({
          path: path.join(SHOTS, `editor-${viewport.width}-${colorScheme}.png`),
        });
        await editor.evaluate((el) => el.scrollTo(0, el.scrollHeight));
        await page.screenshot({
          path: path.join(SHOTS, `editor-end-${viewport.width}-${colorScheme}.png`),
        });
      }
    }
  });
}
