import type { Page } from '@playwright/test';
import { signUpThroughApi } from './support/accounts.ts';
import { publicBoardWithSounds } from './support/boards.ts';
import { installOutputTap, OUTPUT_TAP_CONTEXT, readTap, startTap } from './support/output-tap.ts';
import { expect, test } from './support/test.ts';

// Decision 056, heard at the output: a looped hold button sounds while its key is down, longer than the
// sound itself, and the output is silent once the key is up.
test.use(OUTPUT_TAP_CONTEXT);

/** Seconds of samples above the noise floor in what the page sent out since the last read. */
async function audibleSeconds(page: Page) {
  const recording = await readTap(page);
  const [left] = recording.channels;
  let count = 0;
  for (const sample of left ?? []) if (Math.abs(sample) > 1e-4) count++;
  return { seconds: count / recording.sampleRate };
}

test('a looped hold button plays past its length while held, and nothing after the release', async ({
  page,
}) => {
  test.slow();
  await signUpThroughApi(page.context());
  const request = page.context().request;
  const board = await publicBoardWithSounds(request, 'Loop hold', ['Riser'], 0.3);
  const button = board.soundboard_buttons[0]!;
  const patched = await request.patch(`/api/boards/${board.id}/buttons/${button.id}`, {
    data: { press_mode: 'hold', loop: true, hotkey: 'Numpad5' },
  });
  expect(patched.status()).toBe(200);

  await installOutputTap(page);
  await page.goto(`/board/${board.id}`);
  await expect(page.getByRole('contentinfo')).toBeAttached();
  const tile = page.getByRole('button', { name: 'Riser', exact: true });
  await startTap(page);

  await page.keyboard.down('Numpad5');
  await expect(tile).toHaveAttribute('aria-pressed', 'true');
  // Held: the 0.3 s sound keeps sounding, looped, well past its own length.
  let heard = 0;
  await expect
    .poll(async () => (heard += (await audibleSeconds(page)).seconds), { timeout: 15_000 })
    .toBeGreaterThan(1.2);
  await page.keyboard.up('Numpad5');
  await expect(tile).toHaveAttribute('aria-pressed', 'false');
  await audibleSeconds(page); // what was already on its way out (the release's short fade)
  // Let go: ten reads a quarter second apart hear nothing (the loop would go on for ever). The tap keeps no
  // samples while nothing is connected to the output, so silence is an empty read or a quiet one.
  let quietReads = 0;
  await expect
    .poll(
      async () => {
        const { seconds } = await audibleSeconds(page);
        quietReads = seconds > 0 ? -Infinity : quietReads + 1;
        return quietReads;
      },
      { intervals: [250], timeout: 10_000 },
    )
    .toBeGreaterThanOrEqual(10);
});
