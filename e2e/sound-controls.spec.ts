import type { APIRequestContext, Page } from '@playwright/test';
import type { Board } from '../src/shared/schemas/board.ts';
import type { Sound } from '../src/shared/schemas/sound.ts';
import { OWNER_MENU_MESSAGES } from '../src/shared/owner-menu-messages.ts';
import { SOUND_CONTROL_MESSAGES as M } from '../src/shared/sound-controls.ts';
import { makeWav } from './fixtures/audio.ts';
import { signUpThroughApi } from './support/accounts.ts';
import { createBoardThroughApi } from './support/boards.ts';
import { expect, test, VIEWPORTS } from './support/test.ts';

// Sound controls (decision 036): volume, trim, fades and loop per button; play mode, stop-all and
// master volume per board; the output device; loudness measured in the browser.

async function boardWithTones(request: APIRequestContext, labels: string[], seconds = 3) {
  const board = await createBoardThroughApi(request, 'Mixer');
  const upload = await request.post('/api/sounds', {
    multipart: {
      name: 'tone',
      file: { name: 'tone.wav', mimeType: 'audio/wav', buffer: Buffer.from(makeWav({ seconds })) },
    },
  });
  expect(upload.status()).toBe(201);
  const sound = (await upload.json()) as Sound;
  for (const [index, label] of labels.entries()) {
    const response = await request.patch(
      `/api/boards/${board.id}/buttons/${board.soundboard_buttons[index]!.id}`,
      { data: { label, sound_id: sound.id } },
    );
    expect(response.status()).toBe(200);
  }
  return { board, sound };
}

const readBoard = async (request: APIRequestContext, id: string) =>
  (await (await request.get(`/api/boards/${id}`)).json()) as Board;

const tile = (page: Page, label: string) => page.getByRole('button', { name: label, exact: true });

test('sound settings: trim on the waveform, volume, fades and loop are saved and played', async ({
  page,
  context,
}) => {
  test.slow();
  await signUpThroughApi(context);
  const { board, sound } = await boardWithTones(context.request, ['Horn']);
  await page.goto(`/?board=${board.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Mixer' })).toBeVisible();

  // The loudness of the uploaded tone is measured in the browser on the owner's first play.
  await tile(page, 'Horn').click();
  await expect
    .poll(async () => {
      const sounds = (await (await context.request.get('/api/sounds')).json()) as Sound[];
      return sounds.find((s) => s.id === sound.id)?.loudness_gain_db ?? null;
    })
    // A 0.3 sine at 440 Hz reads about −11 LUFS as it plays on two speakers (dual mono, decision 052):
    // about −5 dB to reach −16.
    .toBeGreaterThan(-6);
  await page.getByRole('button', { name: M.stopAll }).click();

  // A tile's ⋯ is edit mode's (decision 049).
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await page
    .locator('[data-tile-id]')
    .filter({ hasText: 'Horn' })
    .getByRole('button', { name: OWNER_MENU_MESSAGES.moreActionsFor('Horn') })
    .click();
  await page.getByRole('menuitem', { name: OWNER_MENU_MESSAGES.edit }).click();
  const editor = page.getByRole('dialog', { name: 'Edit button' });
  await editor.getByRole('button', { name: M.soundSettings }).click();
  const dialog = page.getByRole('dialog', { name: M.soundSettings });
  await expect(dialog.getByTestId('waveform')).toBeVisible();
  // The board was read again after the measure: the dialog shows it (and presses play at that gain).
  await expect(dialog.getByText(/^Measured -\d+\.\d LUFS; plays -\d+\.\d dB/)).toBeVisible();
  // The waveform is drawn: its canvas holds more than one colour.
  await expect
    .poll(() =>
      dialog.getByTestId('waveform').evaluate((canvas: HTMLCanvasElement) => {
        const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
        let painted = 0;
        for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) painted++;
        return painted;
      }),
    )
    .toBeGreaterThan(100);

  // The handles on the waveform: a press takes the nearer one, and it follows the pointer.
  const waveform = dialog.getByTestId('waveform-trim');
  const box = (await waveform.boundingBox())!;
  const across = (fraction: number) => box.x + box.width * fraction;
  const middle = box.y + box.height / 2;
  await page.mouse.move(across(0.98), middle);
  await page.mouse.down();
  await page.mouse.move(across(0.7), middle, { steps: 4 });
  await page.mouse.move(across(0.5), middle, { steps: 4 });
  await page.mouse.up();
  await expect(dialog.getByText('End: 1.50 s')).toBeVisible();
  await page.mouse.move(across(0.02), middle);
  await page.mouse.down();
  await page.mouse.move(across(0.9), middle, { steps: 4 }); // held back by the end
  await page.mouse.up();
  await expect(dialog.getByText('Start: 1.49 s')).toBeVisible();
  await expect(dialog.getByTestId('trim-handle-start')).toHaveAttribute('style', /left: 49\.6/);
  await dialog.getByLabel(/^Start:/).fill('0');
  await dialog.getByLabel(/^End:/).fill('3000');
  await expect(dialog.getByText('End: 3.00 s')).toBeVisible();

  const start = dialog.getByLabel(/^Start:/);
  await start.focus();
  for (let i = 0; i < 50; i++) await page.keyboard.press('ArrowRight'); // 0.50 s
  await expect(dialog.getByText('Start: 0.50 s')).toBeVisible();
  await dialog.getByLabel(/^End:/).fill('2500');
  await dialog.getByLabel(/^Volume:/).fill('150');
  await expect(dialog.getByText('Volume: 150%')).toBeVisible();
  await dialog.getByLabel(M.fadeIn).fill('0.2');
  await dialog.getByLabel(M.fadeOut).fill('0.5');
  await dialog.getByRole('switch', { name: M.loop }).click();
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: `e2e/.output/screenshots/sound-settings-${name}.png` });
  }
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  const saved = (await readBoard(context.request, board.id)).soundboard_buttons[0]!;
  expect(saved).toMatchObject({
    trim_start_ms: 500,
    trim_end_ms: 2500,
    volume: 150,
    fade_in_ms: 200,
    fade_out_ms: 500,
    loop: true,
  });

  // A looped button keeps playing past its span until it is pressed again.
  await page.keyboard.press('Escape');
  await expect(editor).toBeHidden();
  await page.reload();
  await tile(page, 'Horn').click();
  await expect(tile(page, 'Horn')).toHaveAttribute('aria-pressed', 'true');
  await page.waitForTimeout(2500);
  await expect(tile(page, 'Horn')).toHaveAttribute('aria-pressed', 'true');
  await tile(page, 'Horn').click();
  await expect(tile(page, 'Horn')).toHaveAttribute('aria-pressed', 'false');
});

test('play modes, Stop All and its key; Escape stops only when no dialog is open', async ({
  page,
  context,
}) => {
  test.slow();
  await signUpThroughApi(context);
  // Long enough to play through every step below on a loaded machine.
  const { board } = await boardWithTones(context.request, ['One', 'Two'], 60);
  await page.goto(`/?board=${board.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Mixer' })).toBeVisible();
  const stopAll = page.getByRole('button', { name: new RegExp(`^${M.stopAll}`) });
  await expect(stopAll).toBeHidden();

  // One at a time (the default): the second press stops the first.
  await tile(page, 'One').click();
  await expect(stopAll).toBeVisible();
  await tile(page, 'Two').click();
  await expect(tile(page, 'One')).toHaveAttribute('aria-pressed', 'false');
  await expect(tile(page, 'Two')).toHaveAttribute('aria-pressed', 'true');

  // Overlap, chosen in Board audio (with the master volume).
  await page.getByRole('button', { name: M.boardAudio }).click();
  const audio = page.getByRole('dialog', { name: M.boardAudio });
  await audio.getByRole('radio', { name: /Overlap/ }).check();
  await audio.getByLabel(/^Master volume/).fill('60');
  // Escape closes the dialog and leaves the sound playing.
  await audio.getByRole('button', { name: 'Save' }).click();
  await expect(audio).toBeHidden();
  expect(await readBoard(context.request, board.id)).toMatchObject({
    play_mode: 'overlap',
    master_volume: 60,
  });
  await tile(page, 'One').click();
  await expect(tile(page, 'One')).toHaveAttribute('aria-pressed', 'true');
  await expect(tile(page, 'Two')).toHaveAttribute('aria-pressed', 'true');
  await expect(stopAll).toContainText('(2)');

  await page.getByRole('button', { name: M.boardAudio }).click();
  await expect(audio).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(audio).toBeHidden();
  await expect(tile(page, 'One')).toHaveAttribute('aria-pressed', 'true');

  await page.keyboard.press('Escape');
  await expect(tile(page, 'One')).toHaveAttribute('aria-pressed', 'false');
  await expect(tile(page, 'Two')).toHaveAttribute('aria-pressed', 'false');
  await expect(stopAll).toBeHidden();

  // A character as the stop-all key; one already a hotkey is refused.
  await page.getByRole('button', { name: M.boardAudio }).click();
  await audio.getByLabel(M.stopAllKey).fill('q');
  await audio.getByRole('button', { name: 'Save' }).click();
  await expect(audio).toBeHidden();
  await tile(page, 'One').click();
  await expect(stopAll).toContainText('Q');
  await page.screenshot({ path: 'e2e/.output/screenshots/stop-all-playing.png' });
  await page.keyboard.press('q');
  await expect(tile(page, 'One')).toHaveAttribute('aria-pressed', 'false');

  // The visible control stops too.
  await tile(page, 'Two').click();
  await stopAll.click();
  await expect(tile(page, 'Two')).toHaveAttribute('aria-pressed', 'false');
});

// The machine has no sound card: the browser's device list and setSinkId are outside our control, so the
// test gives Chromium two outputs and records where the app sends its sound.
const FAKE_OUTPUTS = `
  (() => {
    window.__sinks = [];
    AudioContext.prototype.setSinkId = function (id) { window.__sinks.push(id); return Promise.resolve(); };
    navigator.mediaDevices.enumerateDevices = () => Promise.resolve([
      { kind: 'audiooutput', deviceId: 'default', label: 'Default', groupId: 'a' },
      { kind: 'audiooutput', deviceId: 'speakers-1', label: 'Desk speakers', groupId: 'a' },
      { kind: 'audiooutput', deviceId: 'cable-1', label: 'Virtual cable', groupId: 'b' },
    ]);
  })();
`;

test('output device: listed where the browser can switch, remembered on this device', async ({
  page,
  context,
}) => {
  await context.addInitScript(FAKE_OUTPUTS);
  await signUpThroughApi(context);
  const { board } = await boardWithTones(context.request, ['One']);
  await page.goto(`/?board=${board.id}`);
  await page.getByRole('button', { name: M.boardAudio }).click();
  const audio = page.getByRole('dialog', { name: M.boardAudio });
  const select = audio.getByLabel(M.outputDevice);
  await expect(select.getByRole('option')).toHaveText([
    M.defaultOutput,
    'Desk speakers',
    'Virtual cable',
  ]);
  await select.selectOption({ label: 'Virtual cable' });
  await audio.getByRole('button', { name: 'Cancel' }).click();

  await page.reload();
  await tile(page, 'One').click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __sinks: string[] }).__sinks))
    .toEqual(['cable-1']);

  // Where the browser cannot switch, there is no choice to make.
  await context.addInitScript('delete AudioContext.prototype.setSinkId;');
  await page.reload();
  await page.getByRole('button', { name: M.boardAudio }).click();
  await expect(audio.getByLabel(M.stopAllKey)).toBeVisible();
  await expect(audio.getByLabel(M.outputDevice)).toHaveCount(0);
});

test('output device for a visitor: chosen on the public board, played into', async ({
  browser,
  context,
  baseURL,
}) => {
  await signUpThroughApi(context);
  const { board } = await boardWithTones(context.request, ['One']);
  await context.request.patch(`/api/boards/${board.id}`, { data: { is_public: true } });

  const visitor = await browser.newContext({ baseURL });
  await visitor.addInitScript(FAKE_OUTPUTS);
  const page = await visitor.newPage();
  await page.goto(`/board/${board.id}`);
  // The app has taken over the server's HTML (the footer is React's): its buttons answer now.
  await expect(page.getByRole('contentinfo')).toBeAttached();
  await expect(page.getByRole('heading', { level: 1, name: 'Mixer' })).toBeVisible();
  await expect(page.getByRole('button', { name: M.boardAudio })).toHaveCount(0);
  await page.getByRole('button', { name: M.outputDevice }).click();
  const dialog = page.getByRole('dialog', { name: M.outputDevice });
  await dialog.getByLabel(M.outputDevice).selectOption({ label: 'Virtual cable' });
  await page.screenshot({ path: 'e2e/.output/screenshots/output-device-visitor.png' });
  await dialog.getByRole('button', { name: M.done }).click();
  await expect(dialog).toBeHidden();
  await tile(page, 'One').click();
  await expect(tile(page, 'One')).toHaveAttribute('aria-pressed', 'true');
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __sinks: string[] }).__sinks))
    .toEqual(['cable-1']);
  await visitor.close();
});
