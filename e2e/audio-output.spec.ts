import type { APIRequestContext, Page } from '@playwright/test';
import type { Board } from '../src/shared/schemas/board.ts';
import { LOUDNESS_TARGET_LUFS } from '../src/shared/sound-controls.ts';
import { integratedLoudness } from '../src/web/lib/audio/loudness.ts';
import {
  encodeWav,
  referenceSignals,
  tones,
  type Signal,
} from '../src/web/lib/audio/test-signals.ts';
import { signUpThroughApi } from './support/accounts.ts';
import { watchTilePlay } from './support/tile-plays.ts';
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
  truePeakDbfs,
} from './support/output-tap.ts';
import { SOUND_CONTROL_MESSAGES as M } from '../src/shared/sound-controls.ts';
import { expect, expectNoSeriousA11yViolations, test, VIEWPORTS } from './support/test.ts';

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
  { gainDb = 0, ...settings }: ButtonSettings & { gainDb?: number | null } = {},
): Promise<Board & { soundId: string }> {
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
  if (gainDb !== null) {
    const loudness = await request.put(`/api/sounds/${sound.id}/loudness`, {
      data: { loudness_gain_db: gainDb },
    });
    expect(loudness.status(), await loudness.text()).toBe(200);
  }
  const button = await request.patch(
    `/api/boards/${board.id}/buttons/${board.soundboard_buttons[0]!.id}`,
    { data: { label: 'Signal', sound_id: sound.id, ...settings } },
  );
  expect(button.status(), await button.text()).toBe(200);
  return { ...board, soundId: sound.id };
}

const signalNamed = (name: string) => referenceSignals().find((signal) => signal.name === name)!;

/** Opens the board, starts the tap, presses the button and reads what played until it ended. */
async function pressAndRecord(page: Page, board: Board, { open = true } = {}) {
  if (open) await page.goto(`/?board=${board.id}`);
  const tile = page.getByRole('button', { name: 'Signal', exact: true });
  await expect(tile).toBeVisible();
  await startTap(page);
  // Seen by an observer, not by polling: the 1 s sound can start and end between two polls of a busy machine.
  const playedThrough = await watchTilePlay(page, 'Signal');
  await tile.click();
  await playedThrough({ endsWithin: 15_000 });
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

test('a 44.1 kHz output plays a 44.1 kHz sound without losing treble', async ({
  page,
  context,
}) => {
  await signUpThroughApi(context);
  const board = await boardPlaying(context.request, signalNamed('bright-44k1'));
  await installOutputTap(page, { sampleRate: 44_100 });

  const recording = await pressAndRecord(page, board);

  expect(recording.sampleRate).toBe(44_100);
  const played = audible(recording.channels[0]!);
  // Each partial was 0.1 (−20 dBFS); decoded at 48 kHz and resampled they read −0.8, −1.8, −3.0 dB lower.
  const levels = [1000, 8000, 12_000, 16_000].map((frequency) =>
    dbOf(toneAmplitude(played, frequency, 44_100) / 0.1),
  );
  console.log('treble at 44.1 kHz (dB re source):', levels.map((db) => db.toFixed(2)).join(' '));
  for (const level of levels) expect(Math.abs(level)).toBeLessThan(0.1);
});

test('nothing plays above −1 dBFS true peak: a clip raised by normalisation at 200% volume', async ({
  page,
  context,
}) => {
  await signUpThroughApi(context);
  // A speech-like clip peaking at −0.5 dBFS, raised 4.9 dB by its loudness gain and 6 dB by the volume.
  const board = await boardPlaying(context.request, signalNamed('speech-hot'), {
    gainDb: 4.9,
    volume: 200,
  });
  await installOutputTap(page);

  const recording = await pressAndRecord(page, board);

  const peak = truePeakDbfs(recording);
  console.log(`true peak: ${peak.toFixed(2)} dBTP, sample peak ${peakDbfs(recording).toFixed(2)}`);
  expect(peak).toBeLessThanOrEqual(-1);
  // The ceiling takes only what is needed: the clip plays right at it, not quieter.
  expect(peak).toBeGreaterThan(-1.3);
});

test('mono and stereo land at the same loudness on two speakers once measured', async ({
  page,
  context,
}) => {
  test.slow();
  await signUpThroughApi(context);
  await installOutputTap(page);
  const measured: number[] = [];
  for (const name of ['mono-1k', 'stereo-1k']) {
    // Never measured: the owner's first play measures it, the next press plays at the stored gain.
    const board = await boardPlaying(context.request, signalNamed(name), { gainDb: null });
    await pressAndRecord(page, board);
    await expect
      .poll(async () => {
        const response = await context.request.get('/api/sounds');
        const sounds = (await response.json()) as { id: string; loudness_gain_db: number | null }[];
        return sounds.find((sound) => sound.id === board.soundId)?.loudness_gain_db ?? null;
      })
      .not.toBeNull();
    await page.reload();
    const recording = await pressAndRecord(page, board, { open: false });
    const channels = recording.channels.map((channel) => audible(channel));
    measured.push(integratedLoudness(channels, recording.sampleRate));
  }
  console.log(
    `played loudness: mono ${measured[0]!.toFixed(2)}, stereo ${measured[1]!.toFixed(2)} LUFS`,
  );
  for (const lufs of measured) expect(lufs).toBeCloseTo(LOUDNESS_TARGET_LUFS, 0);
  expect(Math.abs(measured[0]! - measured[1]!)).toBeLessThan(0.2);
});

test('a stream output plays every sound too, each output at its own remembered volume', async ({
  page,
  context,
}) => {
  await signUpThroughApi(context);
  const signal = { sampleRate: 48_000, channels: [tones([[440, 0.25]], 1, 48_000)] };
  const board = await boardPlaying(context.request, signal);
  // Chosen on an earlier visit (decision 057): a virtual cable at half volume, the monitor at full.
  await page.addInitScript(() => {
    const sinks: string[] = [];
    (window as unknown as { __sinks: string[] }).__sinks = sinks;
    const prototype = AudioContext.prototype as unknown as {
      setSinkId(id: string): Promise<void>;
    };
    prototype.setSinkId = (id: string) => {
      sinks.push(id);
      return Promise.resolve();
    };
    localStorage.setItem('soundboard:stream-output', 'cable-1');
    localStorage.setItem('soundboard:stream-volume', '0.5');
  });
  await installOutputTap(page);
  await page.goto(`/?board=${board.id}`);
  const tile = page.getByRole('button', { name: 'Signal', exact: true });
  await expect(tile).toBeVisible();
  await startTap(page, { contexts: 2 });
  const playedThrough = await watchTilePlay(page, 'Signal');
  await tile.click();
  await playedThrough({ endsWithin: 15_000 });

  const monitor = await readTap(page, 0);
  const stream = await readTap(page, 1);
  expect(await page.evaluate(() => (window as unknown as { __sinks: string[] }).__sinks)).toEqual([
    'cable-1',
  ]);
  const level = (recording: typeof monitor) =>
    dbOf(toneAmplitude(audible(recording.channels[0]!), 440, recording.sampleRate));
  expect(level(monitor)).toBeCloseTo(dbOf(0.25), 1);
  expect(level(stream)).toBeCloseTo(dbOf(0.125), 1);
  expect(audible(stream.channels[0]!).length / stream.sampleRate).toBeCloseTo(1, 1);
});

test('the board audio dialog chooses a stream output and both volumes, remembered on this device', async ({
  page,
  context,
}) => {
  await signUpThroughApi(context);
  const signal = { sampleRate: 48_000, channels: [tones([[440, 0.25]], 1, 48_000)] };
  const board = await boardPlaying(context.request, signal);
  await page.addInitScript(() => {
    (AudioContext.prototype as unknown as { setSinkId(): Promise<void> }).setSinkId = () =>
      Promise.resolve();
    navigator.mediaDevices.enumerateDevices = () =>
      Promise.resolve([
        { kind: 'audiooutput', deviceId: 'speakers-1', label: 'Desk speakers', groupId: 'a' },
        { kind: 'audiooutput', deviceId: 'cable-1', label: 'Virtual cable', groupId: 'b' },
      ] as MediaDeviceInfo[]);
  });
  await installOutputTap(page);
  await page.goto(`/?board=${board.id}`);
  await page.getByRole('button', { name: M.boardAudio }).click();
  const dialog = page.getByRole('dialog', { name: M.boardAudio });
  await expect(dialog.getByLabel(M.streamVolume)).toHaveCount(0);
  await dialog.getByLabel(M.streamOutput).selectOption({ label: 'Virtual cable' });
  await dialog.getByLabel(M.streamVolume).fill('50');
  await dialog.getByLabel(M.monitorVolume).fill('80');
  await expectNoSeriousA11yViolations(page);
  for (const [label, viewport] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(viewport);
    await dialog.getByLabel(M.streamVolume).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `e2e/.output/screenshots/stream-output-${label}.png` });
  }
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await page.reload();
  const tile = page.getByRole('button', { name: 'Signal', exact: true });
  await expect(tile).toBeVisible();
  await startTap(page, { contexts: 2 });
  const playedThrough = await watchTilePlay(page, 'Signal');
  await tile.click();
  await playedThrough({ endsWithin: 15_000 });
  const level = (recording: Awaited<ReturnType<typeof readTap>>) =>
    dbOf(toneAmplitude(audible(recording.channels[0]!), 440, recording.sampleRate));
  expect(level(await readTap(page, 0))).toBeCloseTo(dbOf(0.25 * 0.8), 1);
  expect(level(await readTap(page, 1))).toBeCloseTo(dbOf(0.25 * 0.5), 1);
});
