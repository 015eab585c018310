import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { SOUND_MESSAGES } from '../src/shared/sound-messages.ts';
import { makeMp3, makeWav, PNG_1X1 } from './fixtures/audio.ts';
import { signUpThroughApi } from './support/accounts.ts';
import { CHROMIUM_FLAGS, MEDIA_FLAGS } from './support/chromium-flags.ts';
import { findChromium } from './support/find-chromium.ts';
import { expect, expectNoSeriousA11yViolations, test, VIEWPORTS } from './support/test.ts';

// The standard flags of playwright.config.ts plus a fake microphone and sound that may start on its own.
test.use({
  launchOptions: {
    executablePath: findChromium(),
    args: [...CHROMIUM_FLAGS, ...MEDIA_FLAGS],
  },
});

interface ApiButton {
  id: string;
  sound_id: string | null;
  label: string | null;
  position_row: number;
  position_col: number;
}
interface ApiBoard {
  id: string;
  name: string;
  soundboard_buttons: ApiButton[];
}

const TONE = {
  name: 'tone.wav',
  mimeType: 'audio/wav',
  buffer: Buffer.from(makeWav({ seconds: 3 })),
};
const QUIET = {
  name: 'quiet.mp3',
  mimeType: 'audio/mpeg',
  buffer: Buffer.from(makeMp3({ frames: 80 })),
};

async function createBoard(request: APIRequestContext, name: string): Promise<ApiBoard> {
  const response = await request.post('/api/boards', { data: { name } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as ApiBoard;
}

async function uploadSound(request: APIRequestContext, file: typeof TONE) {
  const response = await request.post('/api/sounds', {
    multipart: { name: file.name.replace(/\..+$/, ''), file },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string; name: string };
}

async function boardNamed(context: BrowserContext, name: string): Promise<ApiBoard> {
  const boards = (await (await context.request.get('/api/boards')).json()) as ApiBoard[];
  return boards.find((board) => board.name === name)!;
}

test('My Sounds: add to board fills the first empty button; cover art updates', async ({
  page,
  context,
}) => {
  await signUpThroughApi(context);
  await createBoard(context.request, 'Party');
  const tone = await uploadSound(context.request, TONE);
  await page.goto('/my-sounds');

  await page.getByRole('button', { name: 'Add tone to a board' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to board' });
  await dialog.getByRole('button', { name: 'Party' }).click();
  await expect(page.getByText(SOUND_MESSAGES.addedToBoard)).toBeVisible();
  await expect(dialog).toBeHidden();
  const first = (await boardNamed(context, 'Party')).soundboard_buttons[0]!;
  expect(first).toMatchObject({
    position_row: 0,
    position_col: 0,
    sound_id: tone.id,
    label: 'tone',
  });

  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Change cover art of tone' }).click();
  await (
    await chooser
  ).setFiles({ name: 'cover.png', mimeType: 'image/png', buffer: Buffer.from(PNG_1X1) });
  await expect(page.getByText(SOUND_MESSAGES.coverUpdated)).toBeVisible();
  await expect(
    page.getByRole('listitem').filter({ hasText: 'tone' }).locator('img'),
  ).toHaveAttribute('src', /^\/files\/sound-images\//);
});

/** The tile of a button, its pressed state and the width of its progress fill (in %, drawn as scaleX). */
function tile(page: Page, buttonId: string) {
  const root = page.locator(`[data-tile-id="${buttonId}"]`);
  return {
    button: root.getByTestId('board-tile'),
    fillWidth: async () => {
      const fill = root.getByTestId('tile-progress-fill');
      if ((await fill.count()) === 0) return 0;
      const transform = await fill.evaluate((el) => (el as HTMLElement).style.transform);
      return Number.parseFloat(/scaleX\(([^)]+)\)/.exec(transform)?.[1] ?? '0') * 100;
    },
  };
}

test('board player: assign an uploaded WAV and a library MP3, play with progress, hotkeys, switch', async ({
  page,
  context,
  browser,
}) => {
  // Two sounds play to their end: more than the default budget on a busy machine.
  test.slow();
  await signUpThroughApi(context);
  const board = await createBoard(context.request, 'Noises');
  await uploadSound(context.request, QUIET);
  await page.goto(`/?board=${board.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Noises' })).toBeVisible();

  // An empty button opens the drawer on the Library tab; the Upload tab creates and assigns the WAV.
  await page.getByRole('button', { name: 'Add Sound' }).first().click();
  const drawer = page.getByRole('dialog', { name: 'Add Sound' });
  await expect(drawer.getByRole('tab', { name: 'Library' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(drawer.getByRole('button', { name: 'Assign quiet' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  for (const [label, viewport] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: `e2e/.output/screenshots/assign-sound-drawer-${label}.png` });
  }
  await drawer.getByRole('tab', { name: 'Upload' }).click();
  await drawer.getByLabel('Audio file').setInputFiles(TONE);
  await drawer.getByRole('button', { name: 'Upload Sound' }).click();
  await expect(page.getByText(SOUND_MESSAGES.assigned('tone'))).toBeVisible();
  await expect(drawer).toBeHidden();

  // The next empty button takes the MP3 from the library.
  await page.getByRole('button', { name: 'Add Sound' }).first().click();
  await drawer.getByRole('button', { name: 'Assign quiet' }).click();
  await expect(page.getByText(SOUND_MESSAGES.assigned('quiet'))).toBeVisible();
  await expect(drawer).toBeHidden();

  const [toneButton, quietButton] = (await boardNamed(context, 'Noises')).soundboard_buttons;
  expect([toneButton!.label, quietButton!.label]).toEqual(['tone', 'quiet']);
  for (const [button, hotkey] of [
    [toneButton!, 't'],
    [quietButton!, 'q'],
  ] as const) {
    const patched = await context.request.patch(`/api/boards/${board.id}/buttons/${button.id}`, {
      data: { hotkey },
    });
    expect(patched.status()).toBe(200);
  }
  await context.request.patch(`/api/boards/${board.id}`, { data: { is_public: true } });
  await page.reload();
  const toneTile = tile(page, toneButton!.id);
  const quietTile = tile(page, quietButton!.id);

  // A click plays with a growing fill that resets at the end.
  await expect(toneTile.button).toHaveAccessibleName('tone');
  await toneTile.button.click();
  await expect(toneTile.button).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(toneTile.fillWidth).toBeGreaterThan(0);
  for (const [label, viewport] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: `e2e/.output/screenshots/board-playing-${label}.png` });
  }
  await expect(toneTile.button).toHaveAttribute('aria-pressed', 'false', { timeout: 10_000 });
  expect(await toneTile.fillWidth()).toBe(0);

  // Hotkeys, case-insensitive: one plays; another switches; its own key again stops it.
  await page.keyboard.press('T');
  await expect(toneTile.button).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('q');
  await expect(quietTile.button).toHaveAttribute('aria-pressed', 'true');
  await expect(toneTile.button).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.press('q');
  await expect(quietTile.button).toHaveAttribute('aria-pressed', 'false');

  // Record opens the recorder; hotkeys stay quiet while it is open.
  await page.getByRole('button', { name: 'Open actions' }).click();
  await page.getByRole('button', { name: 'Record' }).click();
  const recorder = page.getByRole('dialog', { name: 'Record Sound' });
  await expect(recorder.getByRole('button', { name: 'Start Recording' })).toBeVisible();
  await page.keyboard.press('t');
  await expect(toneTile.button).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.press('Escape');
  await expect(recorder).toBeHidden();

  // Rearrange mode disables play, hotkeys included (Rearrange is edit mode's, decision 049).
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await page.getByRole('button', { name: 'Rearrange' }).click();
  await page.keyboard.press('t');
  await expect(toneTile.button).toHaveAttribute('aria-pressed', 'false');
  await page.getByRole('button', { name: 'Done' }).click();

  // Sounds goes to the library.
  await page.getByRole('button', { name: 'Open actions' }).click();
  await page.getByRole('button', { name: 'Sounds' }).click();
  await expect(page).toHaveURL(/\/my-sounds$/);

  // A visitor on the public board uses the hotkeys too.
  const visitor = await browser.newPage();
  await visitor.goto(`/board/${board.id}`);
  const visitorTone = tile(visitor, toneButton!.id);
  await expect(visitorTone.button).toHaveAccessibleName('tone');
  // The board is in the HTML before the app runs (decision 021); its hotkeys work once the app has rendered
  // (its footer exists only then), which it does in slices (decision 023).
  await expect(visitor.getByRole('contentinfo')).toBeAttached();
  await visitor.keyboard.press('t');
  await expect(visitorTone.button).toHaveAttribute('aria-pressed', 'true');
  await visitor.close();
});

test('Record on the player saves the clip into the library and onto the board', async ({
  page,
  context,
}) => {
  await signUpThroughApi(context);
  const board = await createBoard(context.request, 'Voice');
  await page.goto(`/?board=${board.id}`);
  await page.getByRole('button', { name: 'Open actions' }).click();
  await page.getByRole('button', { name: 'Record' }).click();
  const recorder = page.getByRole('dialog', { name: 'Record Sound' });
  await recorder.getByLabel('Sound name').fill('Hello there');
  await recorder.getByRole('button', { name: 'Start Recording' }).click();
  await expect(recorder.getByText('0:01')).toBeVisible();
  await recorder.getByRole('button', { name: 'Stop Recording' }).click();
  await recorder.getByRole('button', { name: 'Save Recording' }).click();
  await expect(page.getByText(SOUND_MESSAGES.addedToBoard)).toBeVisible();
  await expect(recorder).toBeHidden();
  await expect(page.getByTestId('board-tile').first()).toHaveAccessibleName('Hello there');
  const first = (await boardNamed(context, 'Voice')).soundboard_buttons[0]!;
  expect(first.label).toBe('Hello there');
});

test('a signed-in non-owner who records on a shared board gets the shared-board warning', async ({
  page,
  context,
  browser,
}) => {
  const owner = await browser.newContext();
  await signUpThroughApi(owner);
  const board = await createBoard(owner.request, 'Not yours');
  await owner.request.patch(`/api/boards/${board.id}`, { data: { is_public: true } });
  await owner.close();

  await signUpThroughApi(context);
  await page.goto(`/?board=${board.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Not yours' })).toBeVisible();
  await page.getByRole('button', { name: 'Open actions' }).click();
  await page.getByRole('button', { name: 'Record' }).click();
  const drawer = page.getByRole('dialog', { name: 'Add Sound' });
  await expect(drawer.getByText(SOUND_MESSAGES.sharedBoardWarning)).toBeVisible();
  await expect(drawer.getByText(SOUND_MESSAGES.sharedBoardHintSignedIn)).toBeVisible();
  await expect(drawer.getByText(/log in/i)).toHaveCount(0);
  await expect(drawer.getByRole('tab')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await drawer.getByRole('button', { name: 'Close' }).first().click();
  await expect(drawer).toBeHidden();
});
