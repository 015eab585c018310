import type { APIRequestContext, Page } from '@playwright/test';
import type { Board } from '../src/shared/schemas/board.ts';
import { encodeWav, tones, type Signal } from '../src/web/lib/audio/test-signals.ts';
import { signUpThroughApi } from './support/accounts.ts';
import { createBoardThroughApi } from './support/boards.ts';
import {
  audible,
  dbOf,
  installOutputTap,
  OUTPUT_TAP_CONTEXT,
  peakDbfs,
  readTap,
  startTap,
  toneAmplitude,
} from './support/output-tap.ts';
import { expect, test } from './support/test.ts';

// What the page sends to the audio output (issue 27), read through the output tap (e2e/support/output-tap.ts).
test.use(OUTPUT_TAP_CONTEXT);

interface ButtonSettings {
  volume?: number;
  trim_start_ms?: number;
  trim_end_ms?: number | null;
  fade_in_ms?: number;
  fade_out_ms?: number;
}

/** A board whose first button plays `signal` as a WAV, with a stored loudness gain and button settings. */
async function boardPlaying(
  request: APIRequestContext,
  signal: Pick<Signal, 'sampleRate' | 'channels'>,
  { gainDb = 0, ...settings }: ButtonSettings & { gainDb?: number } = {},
): Promise<Board> {
  const board = await createBoardThroughApi(request, 'Output');
  const upload = await request.post('/api/sounds', {
    multipart: {
      name: 'signal',
      file: {
        name: 'signal.wav',
        mimeType: 'audio/wav',
        buffer: Buffer.from(encodeWav(signal)),
      },
    },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const sound = (await upload.json()) as { id: string };
  const loudness = await request.put(`/api/sounds/${sound.id}/loudness`, {
    data: { loudness_gain_db: gainDb },
  });
  expect(loudness.status(), await loudness.text()).toBe(200);
  const button = await request.patch(
    `/api/boards/${board.id}/buttons/${board.soundboard_buttons[0]!.id}`,
    { data: { label: 'Signal', sound_id: sound.id, ...settings } },
  );
  expect(button.status(), await button.text()).toBe(200);
  return board;
}

/** Opens the board, starts the tap, presses the button and reads what played until it ended. */
async function pressAndRecord(page: Page, board: Board) {
  await page.goto(`/?board=${board.id}`);
  const tile = page.getByRole('button', { name: 'Signal', exact: true });
  await expect(tile).toBeVisible();
  await startTap(page);
  await tile.click();
  await expect(tile).toHaveAttribute('aria-pressed', 'true');
  await expect(tile).toHaveAttribute('aria-pressed', 'false', { timeout: 15_000 });
  return readTap(page);
}

test('the output tap records a press on a board: the tone, its level and its length', async ({
  page,
  context,
}) => {
  await signUpThroughApi(context);
  const signal = { sampleRate: 48_000, channels: [tones([[440, 0.25]], 1, 48_000)] };
  const board = await boardPlaying(context.request, signal);
  await installOutputTap(page);

  const recording = await pressAndRecord(page, board);

  expect(recording.sampleRate).toBeGreaterThan(0);
  expect(recording.channels).toHaveLength(2);
  // A mono file plays on both speakers alike.
  const [left, right] = recording.channels.map((channel) => audible(channel));
  expect(left!.length / recording.sampleRate).toBeCloseTo(1, 1);
  expect(right!.length).toBe(left!.length);
  expect(dbOf(toneAmplitude(left!, 440, recording.sampleRate))).toBeCloseTo(dbOf(0.25), 1);
  expect(peakDbfs(recording)).toBeCloseTo(dbOf(0.25), 1);
});
