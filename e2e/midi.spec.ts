import type { Page } from '@playwright/test';
import { MIDI_MESSAGES } from '../src/shared/midi-messages.ts';
import { signUpThroughApi } from './support/accounts.ts';
import { publicBoardWithSounds, tiles } from './support/boards.ts';
import { expect, test } from './support/test.ts';

// Decision 034: a board's buttons played from a MIDI controller, mapped per device. A controller is
// hardware outside our control: the browser's Web MIDI API is replaced by one input whose notes the test plays.
const FAKE_MIDI = `
  (() => {
    const input = { id: 'pads-1', name: 'Test Pads', state: 'connected', onmidimessage: null };
    const access = { inputs: new Map([[input.id, input]]), outputs: new Map(), onstatechange: null };
    navigator.requestMIDIAccess = () => Promise.resolve(access);
    window.__playNote = (note) =>
      input.onmidimessage && input.onmidimessage({ data: new Uint8Array([0x90, note, 100]) });
  })();
`;

const playNote = (page: Page, note: number) =>
  page.evaluate(
    (n) => (window as unknown as { __playNote: (n: number) => void }).__playNote(n),
    note,
  );

test('maps a pad to a button, plays it from the pad, and remembers it on this device', async ({
  browser,
  baseURL,
}) => {
  const owner = await browser.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL! } });
  await signUpThroughApi(owner);
  const board = await publicBoardWithSounds(owner.request, 'Pad board', ['Kick', 'Snare'], 3);
  await owner.close();

  const visitor = await browser.newContext({ baseURL });
  await visitor.addInitScript(FAKE_MIDI);
  const page = await visitor.newPage();
  await page.goto(`/board/${board.id}`);
  // The app has taken over the server's HTML (its footer exists only then).
  await expect(page.getByRole('contentinfo')).toBeAttached();
  await expect(tiles(page)).toHaveCount(2);

  await page.getByRole('button', { name: MIDI_MESSAGES.open, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: MIDI_MESSAGES.title });
  await expect(dialog.getByText('Test Pads')).toBeVisible();
  await dialog.getByRole('button', { name: MIDI_MESSAGES.mapButton('Snare') }).click();
  await expect(dialog.getByText(MIDI_MESSAGES.waiting)).toBeVisible();
  await playNote(page, 38);
  await expect(dialog.getByText(MIDI_MESSAGES.note('D2'))).toBeVisible();
  await page.screenshot({ path: 'e2e/.output/screenshots/midi-dialog.png' });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // Learning did not play the sound (it lasts 3 s).
  const snare = page.getByRole('button', { name: 'Snare', exact: true });
  await expect(snare).toHaveAttribute('aria-pressed', 'false');

  await playNote(page, 38);
  await expect(snare).toHaveAttribute('aria-pressed', 'true');
  await playNote(page, 40); // not mapped: nothing
  await expect(page.getByRole('button', { name: 'Kick', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );

  // Another visit on this device: connected without opening the dialog, the pad still plays the snare.
  await page.reload();
  await expect(page.getByRole('contentinfo')).toBeAttached();
  await expect(tiles(page)).toHaveCount(2);
  await page.getByRole('heading', { name: 'Pad board' }).click(); // a gesture: the browser allows audio
  await expect
    .poll(() => playNote(page, 38).then(() => snare.getAttribute('aria-pressed')))
    .toBe('true');
  await visitor.close();
});
